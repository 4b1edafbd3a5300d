// Integers read from state JSON: a number beyond int's range must be refused with a message,
// never cast (the cast is undefined behaviour; the replay fuzzer found one in Angel Empire's
// CPU army, tests/fuzz/regressions/replay/angelempire-cpu-army-integer-beyond-int).
#include "core/game.h"
#include "support/require_game.h"
#include "core/json_reader.h"
#include "core/registry.h"

#include <QJsonArray>
#include <QtTest>

#include <cmath>
#include <limits>

using namespace Kibitz::Rules;

class TestJsonIntegers : public QObject {
  Q_OBJECT
private slots:
  void exactIntTakesWhatAnIntHolds()
  {
    QCOMPARE(exactInt(QJsonValue(0)), std::optional<int>(0));
    QCOMPARE(exactInt(QJsonValue(-7)), std::optional<int>(-7));
    QCOMPARE(exactInt(QJsonValue(2147483647.0)), std::optional<int>(std::numeric_limits<int>::max()));
    QCOMPARE(exactInt(QJsonValue(-2147483648.0)), std::optional<int>(std::numeric_limits<int>::min()));
  }

  void exactIntRefusesTheRest()
  {
    for (const QJsonValue& value : {QJsonValue(2147483648.0), QJsonValue(-2147483649.0), QJsonValue(4.44444e20),
                                    QJsonValue(-1e300), QJsonValue(0.5), QJsonValue(std::nan("")),
                                    QJsonValue(std::numeric_limits<double>::infinity()), QJsonValue(QStringLiteral("3")),
                                    QJsonValue(true), QJsonValue(QJsonValue::Null)})
      QVERIFY2(!exactInt(value).has_value(), qPrintable(QString::number(value.toDouble())));
  }

  void angelEmpireRefusesAHugeCpuArmyCoordinate()
  {
    KIBITZ_REQUIRE_GAME("angelempire");
    const Game* game = Registry::find(QStringLiteral("angelempire"));
    MatchSetup setup;
    setup.parameters = Parameters::defaults(game->info().parameters);
    setup.seed = 5;
    setup.playerNames = game->info().defaultPlayerNames.mid(0, game->info().minPlayers);
    QString error;
    const std::unique_ptr<State> state = game->newInitialState(setup, &error);
    QVERIFY2(state, qPrintable(error));
    QJsonObject json = state->toJson();
    QVERIFY(game->stateFromJson(setup, json, &error));
    json.insert(QStringLiteral("cpuArmy"), QJsonArray{QJsonArray{4.44444e20, 0, 1}});
    error.clear();
    QVERIFY(!game->stateFromJson(setup, json, &error));
    QVERIFY2(error.contains(QStringLiteral("cpuArmy[0]")), qPrintable(error));
  }
};

QTEST_GUILESS_MAIN(TestJsonIntegers)
#include "test_json_integers.moc"
