// Breakpoints on every game besides Fencing (tests/app/test_breakpoints.cpp covers the
// panel itself on Fencing): for each game, conditions written the way docs/breakpoints.md
// shows stop at the right turns forward (timed play, Run to Next Hit) and backward (Play
// Backwards, Previous Hit), and a live match pauses at the first hit and resumes to the
// next. The expected turns are computed here in C++ from the replay's own data.
#include "application/language_manager.h"
#include "breakpoints/breakpoint_controller.h"
#include "breakpoints/breakpoint_model.h"
#include "breakpoints/breakpoints_panel.h"
#include "breakpoints/breakpoints_feature.h"
#include "document/playback.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"

#include "replay/replay_file.h"

#include "core/registry.h"
#include "support/test_matches.h"

#include <QJsonArray>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <functional>

using namespace Kibitz;

namespace {

using Predicate = std::function<bool(const Debugger::Replay&, int turn)>;

QJsonValue at(const QJsonObject& state, const QString& object, const QString& field, int index)
{
  return state.value(object).toObject().value(field).toArray().at(index);
}

bool hasEvent(const Debugger::Replay& replay, int turn, const QString& type)
{
  for (const Rules::Event& e : replay.frames[turn].events)
    if (e.type == type)
      return true;
  return false;
}

// A Mosca Ceca bot (Python) that answers an invalid command every third decision and
// writes to stderr, with "panic" on its fifth decision: for the "any game" examples.
const char* const kSloppyMoscaCecaBot = R"(import sys
n = 0
for line in sys.stdin:
    if line.strip() == "GO":
        n += 1
        print("decision %d%s" % (n, " panic" if n == 5 else ""), file=sys.stderr, flush=True)
        print("DANCE" if n % 3 == 0 else "WAIT", flush=True)
)";

}  // namespace

class TestBreakpointsGames : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

  struct Case {
    QString game;
    QStringList bots;
    uint64_t seed = 1;
    QMap<QString, QString> parameters;
  };

  // Plays `match`, then checks that `expression` stops exactly where `holds` says, both
  // ways, in the replay and in a live run of the same match.
  void check(const Case& match, const QString& expression, const Predicate& holds)
  {
    if (!Rules::Registry::find(match.game))
      QSKIP("this build does not have the game");
    QSettings().clear();  // breakpoints are kept per game: start each check with none
    const Debugger::Replay replay = Test::playMatch(match.game, match.bots, match.seed, match.parameters);
    QVERIFY(replay.lastTurn() > 0);
    QList<int> expected;
    for (int t = 1; t <= replay.lastTurn(); ++t)
      if (holds(replay, t))
        expected << t;
    QVERIFY2(expected.size() >= 2, qPrintable(QStringLiteral("%1 holds %2 times in this match: choose a better fixture")
                                                  .arg(expression).arg(expected.size())));
    const QString path = dir_.filePath(QStringLiteral("%1-%2.kbz").arg(match.game).arg(match.seed));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(path, replay, &error), qPrintable(error));

    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::BreakpointsPanel* panel = App::breakpointsPanel(&window);
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
    App::BreakpointController* controller = panel->controller();
    QVERIFY(controller->model()->add(expression, false, &error));
    App::ReplayDocument* doc = window.document();

    // Run to Next Hit visits every hit in order, then stays.
    doc->setCurrentTurn(0);
    QList<int> forward;
    for (int hit = controller->runToNextHit(); hit >= 0; hit = controller->runToNextHit())
      forward << hit;
    QCOMPARE(forward, expected);
    QCOMPARE(doc->currentTurn(), expected.last());
    // Previous Hit visits them backwards from the end.
    doc->setCurrentTurn(doc->lastTurn());
    QList<int> backward;
    for (int hit = controller->previousHit(); hit >= 0; hit = controller->previousHit())
      backward.prepend(hit);
    const QList<int> beforeEnd = expected.last() == replay.lastTurn() ? expected.mid(0, expected.size() - 1) : expected;
    QCOMPARE(backward, beforeEnd);

    // Timed play stops at the first hit forward, and at the last hit before the end backward.
    App::Playback* playback = window.playback();
    playback->setSpeed(64);
    doc->setCurrentTurn(0);
    playback->play();
    QTRY_VERIFY_WITH_TIMEOUT(!playback->isPlaying(), 60000);
    QCOMPARE(doc->currentTurn(), expected.first());
    doc->setCurrentTurn(doc->lastTurn());
    playback->playReverse();
    QTRY_VERIFY_WITH_TIMEOUT(!playback->isPlaying(), 60000);
    QCOMPARE(doc->currentTurn(), beforeEnd.last());

    // A live run of the same match pauses on the first hit, then on the second.
    QVERIFY(window.startMatch(Test::matchRunner(match.game, match.bots, match.seed, match.parameters)));
    QTRY_VERIFY_WITH_TIMEOUT(controller->isMatchPaused(), 60000);
    QCOMPARE(doc->lastTurn(), expected[0]);
    panel->resumeMatchAction()->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(doc->lastTurn(), expected[1], 60000);
    QTRY_VERIFY(controller->isMatchPaused());
    window.cancelMatch();
    QVERIFY(!window.isMatchRunning());
  }

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_breakpoints_games"));
    QSettings().clear();
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void init() { QSettings().clear(); }

  void orkIslandUnitHealth()
  {
    const Case match{QStringLiteral("orkisland"),
                     {QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy"),
                      QStringLiteral("builtin:null")},
                     3,
                     {}};
    if (!Rules::Registry::find(match.game))
      QSKIP("this build does not have the game");
    // An ork that gets hurt in this match (found in the data), with the docs'
    // `units[4*id + 3]` layout; an ork that died has no health left either.
    const Debugger::Replay replay = Test::playMatch(match.game, match.bots, match.seed);
    const auto health = [](const Debugger::Replay& r, int t, int id) {
      return r.frames[t].state.value(QStringLiteral("units")).toArray().at(4 * id + 3).toInt();
    };
    const int units = int(replay.frames[0].state.value(QStringLiteral("units")).toArray().size() / 4);
    int hurt = -1;
    for (int id = 0; id < units && hurt < 0; ++id) {
      int turns = 0;
      for (int t = 1; t <= replay.lastTurn(); ++t)
        turns += health(replay, t, id) < 60;
      if (turns >= 2 && turns < replay.lastTurn() - 2)
        hurt = id;
    }
    QVERIFY2(hurt >= 0, "no ork is hurt in this match");
    check(match, QStringLiteral("units[4*%1 + 3] < 60").arg(hurt),
          [hurt, health](const Debugger::Replay& r, int t) { return health(r, t, hurt) < 60; });
  }

  void orkIslandCityChangesOwner()
  {
    const Case match{QStringLiteral("orkisland"),
                     {QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy"),
                      QStringLiteral("builtin:null")},
                     3,
                     {}};
    check(match, QStringLiteral("cityOwners.some((o, c) => o != prev.cityOwners[c])"), [](const Debugger::Replay& r, int t) {
      return r.frames[t].state.value(QStringLiteral("cityOwners")) != r.frames[t - 1].state.value(QStringLiteral("cityOwners"));
    });
  }

  void moscaCecaEnergyAndFlags()
  {
    const Case match{QStringLiteral("moscaceca"), {QStringLiteral("builtin:scout"), QStringLiteral("builtin:random")}, 3, {}};
    check(match, QStringLiteral("agents.energy[1] < 80 && agents.on[1]"), [](const Debugger::Replay& r, int t) {
      const QJsonObject& s = r.frames[t].state;
      return at(s, QStringLiteral("agents"), QStringLiteral("energy"), 1).toInt() < 80 &&
             at(s, QStringLiteral("agents"), QStringLiteral("on"), 1).toBool();
    });
    check(match, QStringLiteral("events.some(e => e.type == \"flag\" && e.player == 0)"), [](const Debugger::Replay& r, int t) {
      for (const Rules::Event& e : r.frames[t].events)
        if (e.type == QLatin1String("flag") && e.player == 0)
          return true;
      return false;
    });
  }

  void anyGameInvalidCommandsAndStderr()
  {
    const QString script = dir_.filePath(QStringLiteral("sloppy.py"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kSloppyMoscaCecaBot);
    file.close();
    const Case match{QStringLiteral("moscaceca"),
                     {QStringLiteral("builtin:scout"), QStringLiteral("cmd:python3 ") + script},
                     5,
                     {{QStringLiteral("max_turns"), QStringLiteral("30")}}};
    const auto exchangeOf = [](const Debugger::Replay& r, int t, int player) -> const Debugger::PlayerExchange* {
      for (const Debugger::PlayerExchange& x : r.frames[t].exchanges)
        if (x.player == player)
          return &x;
      return nullptr;
    };
    check(match, QStringLiteral("io.some(x => x.player == 1 && x.status == \"invalid\")"), [&](const Debugger::Replay& r, int t) {
      const Debugger::PlayerExchange* x = exchangeOf(r, t, 1);
      return x && x->status == Rules::Move::Status::Invalid;
    });
    check(match, QStringLiteral("io.some(x => x.stderr.includes(\"decision 1\"))"), [&](const Debugger::Replay& r, int t) {
      const Debugger::PlayerExchange* x = exchangeOf(r, t, 1);
      return x && x->stderrText.contains(QLatin1String("decision 1"));  // decisions 1 and 10..19
    });
  }

  void angelEmpireBattleBoundariesAndKills()
  {
    const Case match{QStringLiteral("angelempire"), {QStringLiteral("builtin:tactician")}, 4, {}};
    check(match, QStringLiteral("changed(\"battle\")"), [](const Debugger::Replay& r, int t) {
      return r.frames[t].state.value(QStringLiteral("battle")) != r.frames[t - 1].state.value(QStringLiteral("battle"));
    });
    check(match, QStringLiteral("events.some(e => e.type == \"kill\") && money > 2000"), [](const Debugger::Replay& r, int t) {
      return hasEvent(r, t, QStringLiteral("kill")) && r.frames[t].state.value(QStringLiteral("money")).toInt() > 2000;
    });
  }

  void dominoesScoreAndDeadEnds()
  {
    const Case match{QStringLiteral("dominoes"), {QStringLiteral("builtin:greedy")}, 7, {}};
    // Half of the grid filled (a count over the state), and a score difference to a turn ago.
    check(match, QStringLiteral("grid.filter(x => x >= 0).length >= 32"), [](const Debugger::Replay& r, int t) {
      int placed = 0;
      for (const QJsonValue& v : r.frames[t].state.value(QStringLiteral("grid")).toArray())
        placed += v.toInt() >= 0;
      return placed >= 32;
    });
    check(match, QStringLiteral("events.some(e => e.type == \"place\")"),
          [](const Debugger::Replay& r, int t) { return hasEvent(r, t, QStringLiteral("place")); });
  }
};

QTEST_MAIN(TestBreakpointsGames)
#include "test_breakpoints_games.moc"
