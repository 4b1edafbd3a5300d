// Compare Replays: a replay and its continuation with another bot from turn N differ first
// after N, found at once, marked on the shared timeline, every differing value listed;
// identical replays show no difference; replays of different games are refused.
#include "application/language_manager.h"
#include "breakpoints/breakpoints_feature.h"
#include "compare/compare_window.h"
#include "compare/compare_feature.h"
#include "compare/marked_slider.h"
#include "boards/board_view.h"
#include "mainwindow/main_window.h"

#include "match/match_builder.h"
#include "match/match_runner.h"
#include "match/participant.h"
#include "replay/replay_file.h"

#include "core/random.h"
#include "core/registry.h"

#include <QAction>
#include <QMenu>
#include <QTemporaryDir>
#include <QTreeWidget>
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QSplitter>
#include <QtTest>

using namespace Kibitz;

namespace {

Debugger::Replay original(uint64_t seed)
{
  return Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, seed, {},
                         {QStringLiteral("Alice"), QStringLiteral("Bob")});
}

// `from` continued from `turn` with Bob played by `bot`.
Debugger::Replay continued(const Debugger::Replay& from, uint64_t, int turn, const QString& bot)
{
  Debugger::MatchRequest request;
  request.bots = {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:") + bot};
  request.continuation = Debugger::MatchRequest::Continuation{&from, QStringLiteral("original.kbz"), turn};
  QString error;
  auto runner = Debugger::MatchBuilder::build(request, &error);
  if (!runner)
    qFatal("%s", qPrintable(error));
  runner->run();
  runner->finish();
  return runner->takeReplay();
}

}  // namespace

class TestCompare : public QObject {
  Q_OBJECT
private:
  App::LanguageManager* languages_ = nullptr;
  QTemporaryDir dir_;

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_compare"));
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void continuedWithAnotherBotDivergesAfterTheFork_data()
  {
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("bot");
    QTest::newRow("idle from 10") << 10 << QStringLiteral("idle");
    QTest::newRow("random from 25") << 25 << QStringLiteral("random");
    QTest::newRow("idle from 0") << 0 << QStringLiteral("idle");
  }

  void continuedWithAnotherBotDivergesAfterTheFork()
  {
    QFETCH(int, turn);
    QFETCH(QString, bot);
    const Debugger::Replay a = original(21);
    const Debugger::Replay b = continued(a, 21, turn, bot);
    // Independently: the first frame whose states differ.
    int expected = -1;
    for (int t = 0; t <= std::max(a.lastTurn(), b.lastTurn()) && expected < 0; ++t)
      if (t > a.lastTurn() || t > b.lastTurn() || a.frames[t].state != b.frames[t].state)
        expected = t;
    QVERIFY(expected > turn);

    App::CompareWindow window;
    QString error;
    QVERIFY2(window.setReplay(App::CompareWindow::A, a, QStringLiteral("original"), &error), qPrintable(error));
    QVERIFY2(window.setReplay(App::CompareWindow::B, b, QStringLiteral("continued"), &error), qPrintable(error));
    QCOMPARE(window.firstDivergence(), expected);
    QCOMPARE(window.currentTurn(), expected);  // shown at once
    QCOMPARE(window.slider()->marker(), expected);
    QVERIFY(window.summaryText().contains(QStringLiteral("turn %1").arg(expected)));
    // Every differing value, by path, really differs.
    const auto& values = window.currentDifferences();
    QVERIFY(!values.isEmpty());
    // The list: the replies that differ at this turn first (a bot changed since), then the values.
    int repliesHere = 0;
    for (const auto& r : window.replyDifferences())
      repliesHere += r.frame == expected ? 1 : 0;
    QCOMPARE(window.differenceList()->topLevelItemCount(), repliesHere + int(values.size()));
    for (int i = 0; i < repliesHere; ++i)
      QVERIFY(window.differenceList()->topLevelItem(i)->text(0).startsWith(QStringLiteral("Reply of player")));
    QCOMPARE(values.size(), window.difference().values.size());
    for (const auto& d : values) {
      QVERIFY(d.left != d.right);
      QVERIFY(!d.path.isEmpty());
    }
    const QStringList paths = [&] {
      QStringList p;
      for (const auto& d : values)
        p << d.path;
      return p;
    }();
    QVERIFY2(paths.join(QLatin1Char(' ')).contains(QLatin1String("players[")), qPrintable(paths.join(QLatin1Char(' '))));
    // Before the fork: nothing differs.
    window.setCurrentTurn(turn);
    QVERIFY(window.currentDifferences().isEmpty());
    QCOMPARE(window.differenceList()->topLevelItemCount(), 0);
    // The shared timeline moves both boards.
    window.slider()->setValue(expected);
    QCOMPARE(window.currentTurn(), expected);
    QCOMPARE(window.currentDifferences().size(), values.size());
  }

  void identicalReplaysHaveNoDifference()
  {
    const Debugger::Replay a = original(22);
    App::CompareWindow window;
    QString error;
    QVERIFY(window.setReplay(App::CompareWindow::A, a, QStringLiteral("one"), &error));
    QVERIFY(window.setReplay(App::CompareWindow::B, original(22), QStringLiteral("two"), &error));
    QCOMPARE(window.firstDivergence(), -1);
    QCOMPARE(window.slider()->marker(), -1);
    QVERIFY(window.summaryText().contains(QLatin1String("identical")));
    for (int t : {0, a.lastTurn() / 2, a.lastTurn()}) {
      window.setCurrentTurn(t);
      QVERIFY(window.currentDifferences().isEmpty());
    }
    // A continuation with the same bots reproduces the original.
    QVERIFY(window.setReplay(App::CompareWindow::B, continued(a, 22, 15, QStringLiteral("fencer")), QStringLiteral("same"), &error));
    QCOMPARE(window.firstDivergence(), -1);
  }

  void refusesBadInput()
  {
    const Debugger::Replay a = original(23);
    Debugger::Replay other = a;
    other.gameId = QStringLiteral("orkisland");
    App::CompareWindow window;
    QString error;
    QVERIFY(window.setReplay(App::CompareWindow::A, a, QStringLiteral("one.kbz"), &error));
    QVERIFY(!window.setReplay(App::CompareWindow::B, other, QStringLiteral("two.kbz"), &error));
    QVERIFY(error.contains(QLatin1String("same game")));
    QVERIFY(!window.hasBoth());
    QVERIFY(!window.openFile(App::CompareWindow::B, dir_.filePath(QStringLiteral("missing.kbz")), &error));
    QVERIFY(!error.isEmpty());
    // Files work too.
    const QString path = dir_.filePath(QStringLiteral("b.kbz"));
    QVERIFY(Debugger::ReplayFile::write(path, continued(a, 23, 5, QStringLiteral("idle")), &error));
    QVERIFY2(window.openFile(App::CompareWindow::B, path, &error), qPrintable(error));
    QVERIFY(window.firstDivergence() > 5);
  }

  void debugMenuOpensItWithTheWindowsReplay()
  {
    const QString path = dir_.filePath(QStringLiteral("a.kbz"));
    const Debugger::Replay a = original(24);
    QString error;
    QVERIFY(Debugger::ReplayFile::write(path, a, &error));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QAction* action = nullptr;
    for (QAction* x : window.menu(App::MainWindow::MenuId::Debug)->actions())
      if (x->objectName() == QLatin1String("compareReplaysAction"))
        action = x;
    QVERIFY(action);
    QCOMPARE(action->text(), QStringLiteral("Compare &Replays…"));
    QVERIFY(window.openFile(path));
    App::CompareWindow* compare = App::openCompareWindow(&window);
    QVERIFY(compare->isVisible());
    QVERIFY(!compare->hasBoth());
    QVERIFY(compare->summaryText().contains(QLatin1String("Open two replays")));
    // The window fits the screen; before B is opened both sides already share the width
    // (on a screen where both boards fit: 1300 pixels here).
    QVERIFY(compare->frameGeometry().height() <= compare->screen()->availableGeometry().height());
    {
      App::CompareWindow wide;
      wide.resize(1300, 850);
      wide.show();
      QVERIFY(wide.setReplay(App::CompareWindow::A, a, QStringLiteral("a.kbz"), &error));
      QTest::qWait(20);
      QSplitter* splitter = nullptr;
      for (QSplitter* s : wide.findChildren<QSplitter*>())
        if (s->orientation() == Qt::Horizontal)
          splitter = s;
      QVERIFY(splitter);
      const QList<int> widths = splitter->sizes();
      QVERIFY2(widths.size() == 2 && std::abs(widths[0] - widths[1]) <= widths[0] / 10 + 2,
               qPrintable(QStringLiteral("%1 / %2").arg(widths.value(0)).arg(widths.value(1))));
      QVERIFY(Kibitz::Test::saveScreenshot(wide, QStringLiteral("compare/before-b.png")));
    }

    const QString b = dir_.filePath(QStringLiteral("c.kbz"));
    QVERIFY(Debugger::ReplayFile::write(b, continued(a, 24, 30, QStringLiteral("random")), &error));
    QVERIFY(compare->openFile(App::CompareWindow::B, b, &error));
    QVERIFY(compare->firstDivergence() > 30);
    QTRY_VERIFY(compare->findChildren<App::BoardView*>().size() == 2);
    for (App::BoardView* board : compare->findChildren<App::BoardView*>())
      QVERIFY(board->isVisible());
    compare->resize(1300, 850);
    QVERIFY(Kibitz::Test::saveScreenshot(*compare, QStringLiteral("compare/compare_window.png")));
    compare->close();
  }
};

QTEST_MAIN(TestCompare)
#include "test_compare.moc"
