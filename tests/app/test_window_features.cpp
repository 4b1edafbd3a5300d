// Window features (app/mainwindow/window_feature.h): the real main window makes each
// registered feature once, initializes them all before telling any of the others, tells
// them of every replay it opens and asks them before it closes; every dock, the window's
// own and the features', is made the one way (MainWindow::addDock): a unique objectName
// and a title that follows the language.
#include "application/language_manager.h"
#include "arena/arena_window.h"
#include "arena/arena_feature.h"
#include "mainwindow/main_window.h"
#include "mainwindow/window_feature.h"

#include "replay/replay_file.h"

#include "support/test_matches.h"

#include <QDockWidget>
#include <QMenu>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

// A feature of the test's own, registered after the application's: it records what it is
// told, and refuses to let the window close while `refuse` is set.
struct ProbeState {
  int initialized = 0;
  int extended = 0;
  int replays = 0;
  int asked = 0;
  bool refuse = false;
  QStringList othersInitializedWhenExtended;  // what the window had logged by then
  App::MainWindow* window = nullptr;
};
ProbeState probe;

class ProbeFeature final : public App::WindowFeature {
public:
  const char* name() const override { return "probe"; }
  void initialize(App::MainWindow* window) override
  {
    ++probe.initialized;
    probe.window = window;
  }
  void extensionsInitialized() override
  {
    ++probe.extended;
    probe.othersInitializedWhenExtended = probe.window->featureLog();
  }
  void replayChanged(App::ReplayDocument*) override { ++probe.replays; }
  bool aboutToShutdown() override
  {
    ++probe.asked;
    return !probe.refuse;
  }
};

App::WindowFeature* makeProbe()
{
  return new ProbeFeature;
}

QString writeReplay(const QTemporaryDir& dir)
{
  auto runner = Test::fencerVsFencer(5);
  runner->run();
  const QString path = dir.filePath(QStringLiteral("features.kbz"));
  QString error;
  Debugger::ReplayFile::write(path, runner->takeReplay(), &error);
  return path;
}

QStringList logged(const QStringList& log, const QString& call)
{
  QStringList names;
  for (const QString& entry : log)
    if (entry.startsWith(call + QLatin1Char(' ')))
      names << entry.mid(call.size() + 1);
  return names;
}

}  // namespace

class TestWindowFeatures : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_window_features"));
    languages_ = new App::LanguageManager(this);
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    App::registerWindowFeatureForTests(&makeProbe);
  }

  void cleanupTestCase() { languages_->setLanguage(QStringLiteral("en")); }

  void everyFeatureIsInitializedOnceBeforeAnyIsExtended()
  {
    probe = {};
    App::MainWindow window(languages_);
    window.setInteractive(false);
    const QStringList log = window.featureLog();
    const QStringList initialized = logged(log, QStringLiteral("initialize"));
    const QStringList extended = logged(log, QStringLiteral("extensionsInitialized"));
    // One of each registered feature, the test's last, each with its own name.
    QCOMPARE(initialized.size(), App::windowFeatureFactories().size());
    QCOMPARE(window.features().size(), initialized.size());
    QCOMPARE(QSet<QString>(initialized.begin(), initialized.end()).size(), initialized.size());
    QCOMPARE(extended, initialized);
    QCOMPARE(initialized.constLast(), QStringLiteral("probe"));
    for (const char* name : {"editor", "notes", "breakpoints", "compare", "rerun", "botDebugger", "events", "arena",
                             "sandbox", "webExport", "help"})
      QVERIFY2(initialized.contains(QLatin1String(name)), name);
    QCOMPARE(probe.initialized, 1);
    QCOMPARE(probe.extended, 1);
    // Every initialize came before the first extensionsInitialized.
    const qsizetype firstExtended = log.indexOf(QStringLiteral("extensionsInitialized ") + initialized.constFirst());
    QCOMPARE(firstExtended, initialized.size());
    QCOMPARE(logged(probe.othersInitializedWhenExtended, QStringLiteral("initialize")), initialized);
    // Compare and Re-run are features of their own, not hidden inside the breakpoints'.
    QVERIFY(log.indexOf(QStringLiteral("initialize compare")) > log.indexOf(QStringLiteral("initialize breakpoints")));
    QCOMPARE(window.feature<ProbeFeature>(), dynamic_cast<ProbeFeature*>(window.features().constLast()));
  }

  void everyDockIsMadeOneWayAndFollowsTheLanguage()
  {
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    const QList<QDockWidget*> docks = window.findChildren<QDockWidget*>();
    QVERIFY(docks.size() >= 12);
    QSet<QString> names;
    QHash<QDockWidget*, QString> english;
    const QList<QAction*> view = window.menu(App::MainWindow::MenuId::View)->actions();
    for (QDockWidget* dock : docks) {
      QVERIFY2(!dock->objectName().isEmpty(), qPrintable(dock->windowTitle()));
      QVERIFY2(!names.contains(dock->objectName()), qPrintable(dock->objectName()));
      names << dock->objectName();
      QVERIFY2(!dock->windowTitle().isEmpty(), qPrintable(dock->objectName()));
      QVERIFY2(view.contains(dock->toggleViewAction()), qPrintable(dock->objectName()));
      english.insert(dock, dock->windowTitle());
    }
    QCOMPARE(english.value(window.findChild<QDockWidget*>(QStringLiteral("BoardDock"))), QStringLiteral("Board"));
    QCOMPARE(english.value(window.findChild<QDockWidget*>(QStringLiteral("notesDock"))), QStringLiteral("Notes"));
    // In Chinese every title is another; back in English, each is its own again.
    QVERIFY(languages_->setLanguage(QStringLiteral("zh_CN")));
    for (QDockWidget* dock : docks) {
      QVERIFY2(!dock->windowTitle().isEmpty(), qPrintable(dock->objectName()));
      QVERIFY2(dock->windowTitle() != english.value(dock), qPrintable(dock->objectName() + QStringLiteral(": ") + dock->windowTitle()));
    }
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    for (QDockWidget* dock : docks)
      QCOMPARE(dock->windowTitle(), english.value(dock));
  }

  void docksGoWhereTheyDeclare()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    const auto dock = [&](const char* name) { return window.findChild<QDockWidget*>(QLatin1String(name)); };
    const auto tabbedWith = [&](const char* host, const char* guest) { return window.tabifiedDockWidgets(dock(host)).contains(dock(guest)); };
    // Each feature declared its dock's place when it added it; MainWindow names none.
    QVERIFY(tabbedWith("MatchDock", "notesDock"));
    QVERIFY(tabbedWith("MatchDock", "BreakpointsDock"));
    QVERIFY(tabbedWith("MatchDock", "EventsDock"));
    QVERIFY(tabbedWith("ChartsDock", "EditorPanel"));
    QVERIFY(tabbedWith("EditorPanel", "BuildPanel"));
    QVERIFY(dock("BotDebugDock")->isHidden());
    // A dock tabbed with one that is not there shows in its area; one hidden at first is
    // hidden, and its View toggle is there to show it.
    auto* late = window.addDock(new QWidget, QStringLiteral("LateDock"), [] { return QStringLiteral("late"); },
                                {Qt::LeftDockWidgetArea, QStringLiteral("NoSuchDock")});
    QCOMPARE(window.dockWidgetArea(late), Qt::LeftDockWidgetArea);
    QVERIFY(window.tabifiedDockWidgets(late).isEmpty());
    auto* hidden = window.addDock(new QWidget, QStringLiteral("HiddenDock"), [] { return QStringLiteral("hidden"); },
                                  {Qt::RightDockWidgetArea, QStringLiteral("EventsDock"), true});
    QVERIFY(hidden->isHidden());
    QVERIFY(window.tabifiedDockWidgets(dock("EventsDock")).contains(hidden));
    hidden->toggleViewAction()->trigger();
    QVERIFY(!hidden->isHidden());
  }

  void featuresHearOfEveryReplay()
  {
    probe = {};
    App::MainWindow window(languages_);
    window.setInteractive(false);
    const qsizetype before = logged(window.featureLog(), QStringLiteral("replayChanged")).size();
    QVERIFY(window.openFile(writeReplay(dir_)));
    QCOMPARE(probe.replays, 1);
    const QStringList told = logged(window.featureLog(), QStringLiteral("replayChanged")).mid(before);
    QCOMPARE(told, logged(window.featureLog(), QStringLiteral("initialize")));
  }

  void closingAsksEveryFeatureAndOneMayRefuse()
  {
    probe = {};
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    probe.refuse = true;
    QVERIFY(!window.close());
    QVERIFY(window.isVisible());
    QCOMPARE(probe.asked, 1);
    // Everyone before the probe was asked, in order.
    QCOMPARE(logged(window.featureLog(), QStringLiteral("aboutToShutdown")), logged(window.featureLog(), QStringLiteral("initialize")));
    probe.refuse = false;
    QVERIFY(window.close());
    QCOMPARE(probe.asked, 2);
  }

  void closingTheWindowClosesItsArenas()
  {
    probe = {};
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.show();
    QPointer<App::ArenaWindow> arena = App::openArenaWindow(&window);
    QVERIFY(arena && arena->isVisible());
    QVERIFY(window.close());
    QVERIFY(!arena || !arena->isVisible());
  }
};

QTEST_MAIN(TestWindowFeatures)
#include "test_window_features.moc"
