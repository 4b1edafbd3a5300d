// The window's side of the per-turn profiler (issue #49): a match played from New Match with
// "Profile this bot" ticked shows, in the Profile panel, where its C++ bot spent each turn
// (think_hard on top at turn 3, think_light at turn 4, turn 3 compared with turn 4), the
// Reply time chart marks the profiled turns and a click there opens the panel, a click on
// a function opens its source at its line; a Python bot's functions have their places too;
// the refusal when perf is missing is said in the window, in four languages; a replay
// without profiles says why the panel is empty.
#include "application/language_manager.h"
#include "document/replay_document.h"
#include "editor/editor_feature.h"
#include "editor/editor_panel.h"
#include "editor/source_editor.h"
#include "dialogs/new_match_dialog.h"
#include "mainwindow/main_window.h"
#include "charts/charts_panel.h"
#include "charts/metric_chart_view.h"
#include "profile/flame_graph_view.h"
#include "profile/profile_feature.h"
#include "profile/profile_panel.h"
#include "rerun/rerun_feature.h"
#include "rerun/rerun_dialog.h"

#include "match/match_builder.h"
#include "match/match_runner.h"
#include "profile/profile_views.h"
#include "profile/profiler_checks.h"
#include "replay/replay_file.h"

#include "support/require_game.h"
#include "support/require_tool.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QApplication>
#include <QCheckBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace Kibitz;

namespace {

// Odd turns in think_hard, even turns in think_light (about 20 ms each) for ten turns, then
// it answers at once. think_hard is defined on line 4.
const char kCppBot[] = R"(#include <iostream>
#include <string>
volatile double sink;
__attribute__((noinline)) void think_hard() { double s = 0; for (long i = 0; i < 20000000; ++i) s += i * 0.5; sink = s; }
__attribute__((noinline)) void think_light() { double s = 0; for (long i = 0; i < 20000000; ++i) s += i * 0.25; sink = s; }
int main() {
  std::string a, b; int turn = 0;
  while (std::getline(std::cin, a) && std::getline(std::cin, b)) {
    ++turn;
    if (turn > 10) {} else if (turn % 2) think_hard(); else think_light();
    std::cout << "BREAK" << std::endl;
  }
}
)";
constexpr int kThinkHardLine = 4;

// The same in Python: think_hard on line 2, think_light on line 7.
const char kPythonBot[] = R"(import sys
def think_hard():
    s = 0
    for i in range(1000000):
        s += i * 0.5
    return s
def think_light():
    s = 0
    for i in range(1000000):
        s += i * 0.25
    return s
turn = 0
while True:
    a = sys.stdin.readline()
    b = sys.stdin.readline()
    if not b:
        break
    turn += 1
    if turn <= 6:
        think_hard() if turn % 2 else think_light()
    print("BREAK", flush=True)
)";

const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};

// The table's row `row`: its function and its first number column.
QString functionOf(QTreeWidget* table, int row)
{
  return table->topLevelItem(row) ? table->topLevelItem(row)->text(0) : QString();
}
double numberOf(QTreeWidget* table, int row, int column)
{
  return table->topLevelItem(row)->data(column, Qt::UserRole).toDouble();
}

// Plays File > New Match… as the user does: the dialog gets `configure`, then OK.
void newMatchFromMenu(App::MainWindow& window, const std::function<void(App::NewMatchDialog*)>& configure)
{
  QTimer::singleShot(0, &window, [configure] {
    auto* dialog = qobject_cast<App::NewMatchDialog*>(QApplication::activeModalWidget());
    if (!dialog)
      return;
    configure(dialog);
    dialog->accept();
  });
  window.menu(App::MainWindow::MenuId::File)->actions().first()->trigger();
}

}  // namespace

class TestProfilePanel : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QString source_;
  QString bin_;
  App::LanguageManager* languages_ = nullptr;

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_profile_panel"));
    KIBITZ_REQUIRE_GAME("fencing");
    KIBITZ_REQUIRE_TOOL("g++");
    KIBITZ_REQUIRE_TOOL("perf");
    KIBITZ_REQUIRE_TOOL("python3");
    languages_ = new App::LanguageManager(this);
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    source_ = dir_.filePath(QStringLiteral("bot.cpp"));
    QFile source(source_);
    QVERIFY(source.open(QIODevice::WriteOnly));
    source.write(kCppBot);
    source.close();
    bin_ = dir_.filePath(QStringLiteral("bot"));
    QProcess gxx;
    gxx.start(QStringLiteral("g++"), {QStringLiteral("-O1"), QStringLiteral("-g"), QStringLiteral("-fno-omit-frame-pointer"),
                                      QStringLiteral("-o"), bin_, source_});
    QVERIFY(gxx.waitForFinished(120000));
    QVERIFY2(gxx.exitCode() == 0, gxx.readAllStandardError().constData());
  }

  void aProfiledMatchShowsWhereEachTurnWent()
  {
    // The kernel's setting is a reason to skip everywhere (not a missing tool).
    if (const QString refusal = Debugger::ProfilerChecks::nativeRefusal(); !refusal.isEmpty())
      QSKIP(qPrintable(refusal));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    bool profiled = false;
    newMatchFromMenu(window, [this, &profiled](App::NewMatchDialog* dialog) {
      dialog->setGame(QStringLiteral("fencing"));
      dialog->setSeed(3);
      dialog->setParameter(QStringLiteral("league"), QStringLiteral("1"));
      dialog->setBot(0, QStringLiteral("cmd:") + bin_);
      dialog->setBot(1, QStringLiteral("builtin:idle"));
      dialog->setProfiled(0, true);
      // The profiler's overhead must not make the bot late on a loaded machine.
      if (auto* noLimit = dialog->findChild<QCheckBox*>(QStringLiteral("noTimeLimit")))
        noLimit->setChecked(true);
      profiled = dialog->isProfiled(0) && dialog->profileNote().isEmpty();
    });
    QVERIFY(profiled);
    QVERIFY2(window.isMatchRunning() || window.document()->hasReplay(), qPrintable(window.lastError()));
    App::ProfileFeature* feature = window.feature<App::ProfileFeature>();
    QVERIFY(feature);
    App::ProfilePanel* panel = feature->panel();
    // The profiles come when the match ends (perf's samples are cut by turn then).
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning() && panel->seat() == 0, 240000);
    App::ReplayDocument* document = window.document();
    QVERIFY(document->replay().players[0].profiler == QLatin1String("perf"));
    auto* dock = window.findChild<QDockWidget*>(QStringLiteral("ProfileDock"));
    QVERIFY(dock && dock->isVisible());

    // Turn 3: think_hard first, with at least 80% of the samples; turn 4: think_light.
    for (const int turn : {3, 4}) {
      document->setCurrentTurn(turn);
      const Debugger::TurnProfile* profile = Debugger::ProfileViews::profileAt(document->replay(), 0, turn);
      QVERIFY2(profile, qPrintable(QStringLiteral("%1 (turn %2 of %3; profiled: %4)")
                                       .arg(panel->messageText())
                                       .arg(document->currentTurn())
                                       .arg(document->lastTurn())
                                       .arg(Debugger::ProfileViews::profiledTurns(document->replay(), 0).size())));
      const QString want = turn % 2 ? QStringLiteral("think_hard") : QStringLiteral("think_light");
      QTreeWidget* table = panel->table();
      QVERIFY(table->topLevelItemCount() >= 2);  // the function and main at least
      QVERIFY2(functionOf(table, 0).contains(want), qPrintable(functionOf(table, 0)));
      QVERIFY2(numberOf(table, 0, 1) >= 0.8 * double(profile->samples),
               qPrintable(QStringLiteral("%1 of %2").arg(numberOf(table, 0, 1)).arg(profile->samples)));
      QVERIFY2(panel->messageText().contains(QStringLiteral("turn %1").arg(turn)), qPrintable(panel->messageText()));
      const QRect box = panel->flameGraph()->boxOf(want);
      QVERIFY(!box.isEmpty());
      QVERIFY(panel->flameGraph()->toolTipAt(box.center()).contains(want));
    }
    // The table says where think_hard is defined.
    document->setCurrentTurn(3);
    const int hard = panel->rowOf(QStringLiteral("think_hard"));
    QVERIFY(hard >= 0);
    QCOMPARE(panel->table()->topLevelItem(hard)->text(panel->table()->columnCount() - 1),
             QStringLiteral("bot.cpp:%1").arg(kThinkHardLine));
    // For a human to look at (docs/screenshots/profile-*.png), in every language: the dock
    // floating at a readable size.
    panel->table()->setCurrentItem(panel->table()->topLevelItem(hard));
    dock->setFloating(true);
    dock->resize(760, 480);
    QCoreApplication::processEvents();
    for (const QString& language : kLanguages) {
      QVERIFY(languages_->setLanguage(language));
      QTest::qWait(50);
      QVERIFY(Test::saveScreenshot(*dock, QStringLiteral("profile-%1.png").arg(language)));
    }
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));

    // Turn 3 compared with turn 4: think_hard grew most, think_light shrank most.
    panel->setCompareTurn(4);
    QTreeWidget* table = panel->table();
    QCOMPARE(table->columnCount(), 8);
    QVERIFY2(functionOf(table, 0).contains(QStringLiteral("think_hard")), qPrintable(functionOf(table, 0)));
    QVERIFY(numberOf(table, 0, 3) > 0);
    const int last = table->topLevelItemCount() - 1;
    QVERIFY2(functionOf(table, last).contains(QStringLiteral("think_light")), qPrintable(functionOf(table, last)));
    QVERIFY(numberOf(table, last, 3) < 0);
    QVERIFY2(panel->messageText().contains(QStringLiteral("Compared with turn 4")), qPrintable(panel->messageText()));
    QTest::qWait(50);  // the layout's pass for the longer message
    Test::saveScreenshot(*dock, QStringLiteral("profile-compare-en.png"));
    dock->setFloating(false);
    panel->setCompareTurn(-1);
    QCOMPARE(table->columnCount(), 6);

    // The Reply time chart marks the profiled turns; a click on one opens the panel there.
    App::ChartsPanel* charts = window.charts();
    QCOMPARE(charts->costSeatCount(), 1);
    App::MetricChartView* chart = charts->replyTimeChartView(0);
    QCOMPARE(chart->markerCount(), int(Debugger::ProfileViews::profiledTurns(document->replay(), 0).size()));
    QVERIFY(chart->markerCount() >= 10);
    dock->hide();
    emit chart->turnClicked(5);
    QCOMPARE(document->currentTurn(), 5);
    QVERIFY(dock->isVisible());
    QVERIFY(functionOf(panel->table(), 0).contains(QStringLiteral("think_hard")));

    // A click on think_hard in the graph opens bot.cpp at its line.
    QCoreApplication::processEvents();
    const QRect box = panel->flameGraph()->boxOf(QStringLiteral("think_hard"));
    QVERIFY(!box.isEmpty());
    App::EditorPanel* editor = App::editorFeature(&window)->editorPanel();
    editor->setInteractive(false);
    QTest::mouseClick(panel->flameGraph(), Qt::LeftButton, {}, box.center());
    QVERIFY(editor->currentEditor());
    QCOMPARE(QFileInfo(editor->currentEditor()->filePath()).canonicalFilePath(), QFileInfo(source_).canonicalFilePath());
    int line = -1;
    int index = -1;
    editor->currentEditor()->getCursorPosition(&line, &index);
    QCOMPARE(line + 1, kThinkHardLine);

    // Re-run's Profile the Turn: the continuation's New Match dialog, the seat's bot ticked
    // "Profile this bot" (cancelled here: the match was profiled above).
    bool ticked = false;
    int from = -1;
    QTimer::singleShot(0, &window, [&ticked, &from] {
      auto* dialog = qobject_cast<App::NewMatchDialog*>(QApplication::activeModalWidget());
      if (!dialog)
        return;
      ticked = dialog->isProfiled(0) && !dialog->isProfiled(1);
      from = dialog->windowTitle().contains(QStringLiteral("Turn 2")) ? 2 : -1;
      dialog->reject();
    });
    document->setCurrentTurn(3);
    App::RerunDialog* rerun = App::openRerunDialog(&window);
    QVERIFY(rerun);
    QVERIFY(rerun->profileButton()->isEnabled());
    rerun->profileButton()->click();
    QVERIFY(ticked);
    QCOMPARE(from, 2);  // the turn before the one to profile

    // Saved and read again, the replay keeps the profiles and the places.
    QString error;
    const QByteArray bytes = Debugger::ReplayFile::serialize(document->replay());
    const std::optional<Debugger::Replay> again = Debugger::ReplayFile::parse(bytes, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->players[0].profileSources.value(QStringLiteral("think_hard")).line, kThinkHardLine);
    QCOMPARE(Debugger::ProfileViews::profiledTurns(*again, 0), Debugger::ProfileViews::profiledTurns(document->replay(), 0));

    // A place that is no source file (a device a replay could name) opens nothing.
    document->mutableReplay().players[0].profileSources.insert(QStringLiteral("think_hard"), {QStringLiteral("/dev/zero"), 1});
    const int tabs = editor->count();
    const QString shown = editor->currentEditor()->filePath();
    const QRect hostile = panel->flameGraph()->boxOf(QStringLiteral("think_hard"));
    QVERIFY(!hostile.isEmpty());
    QTest::mouseClick(panel->flameGraph(), Qt::LeftButton, {}, hostile.center());
    QCOMPARE(editor->count(), tabs);
    QCOMPARE(editor->currentEditor()->filePath(), shown);
  }

  // The Python profiler names each function's file and first line.
  void aPythonBotsFunctionsHaveTheirPlaces()
  {
    const QString script = dir_.filePath(QStringLiteral("bot.py"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kPythonBot);
    file.close();
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("fencing");
    request.seed = 3;
    request.parameters.insert(QStringLiteral("league"), QStringLiteral("1"));
    request.bots = {QStringLiteral("cmd:python3 ") + script, QStringLiteral("builtin:idle")};
    request.processOptions.noTimeLimit = true;
    request.profileSeats = {0};
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run();
    const Debugger::Replay replay = runner->takeReplay();
    QCOMPARE(replay.players[0].profiler, QStringLiteral("python"));
    const Debugger::SourcePlaces& places = replay.players[0].profileSources;
    QVERIFY2(places.contains(QStringLiteral("think_hard")), qPrintable(QStringList(places.keys()).join(QLatin1Char(','))));
    QCOMPARE(QFileInfo(places.value(QStringLiteral("think_hard")).file).canonicalFilePath(), QFileInfo(script).canonicalFilePath());
    QCOMPARE(places.value(QStringLiteral("think_hard")).line, 2);
    QCOMPARE(places.value(QStringLiteral("think_light")).line, 7);
  }

  // perf missing (a PATH without it): New Match says why under the seats, the match does
  // not start, and the window and the Profile panel say it in the CLI's words, in every
  // language (docs/screenshots/profile-refusal-*.png).
  void theRefusalIsSaidInTheWindow()
  {
    const QByteArray path = qgetenv("PATH");
    QTemporaryDir empty;
    qputenv("PATH", empty.path().toUtf8());
    const auto restore = qScopeGuard([&] {
      qputenv("PATH", path);
      languages_->setLanguage(QStringLiteral("en"));
    });
    QString english;
    for (const QString& language : kLanguages) {
      QVERIFY(languages_->setLanguage(language));
      const QString refusal = Debugger::ProfilerChecks::perfMissing();
      if (language == QLatin1String("en"))
        english = refusal;
      else
        QVERIFY2(refusal != english, qPrintable(language));  // said in the user's language
      App::MainWindow window(languages_);
      window.setInteractive(false);
      window.resize(1200, 800);
      window.show();
      QVERIFY(QTest::qWaitForWindowExposed(&window));
      QString note;
      newMatchFromMenu(window, [this, &note](App::NewMatchDialog* dialog) {
        dialog->setGame(QStringLiteral("fencing"));
        dialog->setBot(0, QStringLiteral("cmd:") + bin_);
        dialog->setBot(1, QStringLiteral("builtin:idle"));
        dialog->setProfiled(0, true);
        note = dialog->profileNote();
      });
      QCOMPARE(note, refusal);
      QVERIFY(!window.isMatchRunning());
      QVERIFY2(window.lastError().contains(refusal), qPrintable(window.lastError()));
      App::ProfilePanel* panel = window.feature<App::ProfileFeature>()->panel();
      QVERIFY2(panel->messageText().contains(refusal), qPrintable(panel->messageText()));
      auto* dock = window.findChild<QDockWidget*>(QStringLiteral("ProfileDock"));
      QVERIFY(dock->isVisible());
      dock->setFloating(true);
      dock->resize(620, 220);
      QCoreApplication::processEvents();
      Test::saveScreenshot(*dock, QStringLiteral("profile-refusal-%1.png").arg(language));
    }
  }

  // A replay without profiles: the panel says why, with no empty graph.
  void aReplayWithoutProfilesSaysWhy()
  {
    App::ReplayDocument document;
    App::ProfilePanel panel(&document);
    QVERIFY(panel.messageText().contains(QStringLiteral("Open a replay")));
    document.setReplay(Test::fencerVsFencerReplay(1), QString());
    document.setCurrentTurn(2);
    QVERIFY2(panel.messageText().contains(QStringLiteral("not profiled")), qPrintable(panel.messageText()));
    QCOMPARE(panel.seat(), -1);
    QVERIFY(panel.table()->isHidden());
    QVERIFY(panel.flameGraph()->isHidden());
  }

};

QTEST_MAIN(TestProfilePanel)
#include "test_profile_panel.moc"
