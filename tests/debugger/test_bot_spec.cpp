// Bot specs: parsing, and the display name a seat gets when none is given.
#include "match/bot_spec.h"
#include "match/match_builder.h"

#include <QtTest>

using namespace Kibitz;

class TestBotSpec : public QObject {
  Q_OBJECT
private slots:
  void defaultNames_data()
  {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("name");
    QTest::newRow("builtin") << QStringLiteral("builtin:fencer") << QStringLiteral("fencer");
    QTest::newRow("script") << QStringLiteral("script:/x/p0.actions") << QStringLiteral("p0.actions");
    QTest::newRow("program") << QStringLiteral("cmd:./build/mybot --fast") << QStringLiteral("mybot");
    QTest::newRow("python") << QStringLiteral("cmd:python3 bots/mine.py") << QStringLiteral("mine.py");
    QTest::newRow("python with options") << QStringLiteral("cmd:/usr/bin/python3 -u -O \"my bots/a b.py\" --seed 3")
                                         << QStringLiteral("a b.py");
    QTest::newRow("env") << QStringLiteral("cmd:env node bot.js") << QStringLiteral("bot.js");
    QTest::newRow("interpreter alone") << QStringLiteral("cmd:python3") << QStringLiteral("python3");
  }

  void defaultNames()
  {
    QFETCH(QString, spec);
    QFETCH(QString, name);
    QString error;
    const std::optional<Debugger::BotSpec> parsed = Debugger::BotSpec::parse(spec, &error);
    QVERIFY2(parsed, qPrintable(error));
    QCOMPARE(parsed->defaultName(), name);
  }

  void repeatedDefaultNamesAreNumbered()
  {
    QString error;
    const auto fencer = *Debugger::BotSpec::parse(QStringLiteral("builtin:fencer"), &error);
    const auto random = *Debugger::BotSpec::parse(QStringLiteral("builtin:random"), &error);
    QCOMPARE(Debugger::MatchBuilder::seatNames({fencer, fencer, random, fencer}, {}),
             (QStringList{QStringLiteral("fencer"), QStringLiteral("fencer 2"), QStringLiteral("random"), QStringLiteral("fencer 3")}));
    // Given names are kept as they are, even when they repeat (the course's "Dummy" x4).
    QCOMPARE(Debugger::MatchBuilder::seatNames({fencer, fencer}, {QStringLiteral("Dummy"), QStringLiteral("Dummy")}),
             (QStringList{QStringLiteral("Dummy"), QStringLiteral("Dummy")}));
    QCOMPARE(Debugger::MatchBuilder::seatNames({fencer, fencer}, {QStringLiteral("Ann")}),
             (QStringList{QStringLiteral("Ann"), QStringLiteral("fencer")}));
  }

  void badSpecsSayWhy()
  {
    QString error;
    QVERIFY(!Debugger::BotSpec::parse(QStringLiteral("fencer"), &error));
    QVERIFY(error.contains(QLatin1String("unknown kind")));
    QVERIFY(!Debugger::BotSpec::parse(QStringLiteral("cmd:   "), &error));
    QVERIFY(error.contains(QLatin1String("nothing after")));
  }
};

QTEST_APPLESS_MAIN(TestBotSpec)
#include "test_bot_spec.moc"
