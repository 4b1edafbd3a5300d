// The main window under the offscreen platform: opening replays, stepping with the
// keyboard, seeking, a live match, errors that leave the window usable, and run-time
// language switching.
#include "application/language_manager.h"
#include "boards/fencing_board.h"
#include "document/playback.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "dialogs/new_match_dialog.h"
#include "editor/current_bot.h"
#include "panels/board_panel.h"
#include "widgets/timeline_slider.h"

#include "match/match_runner.h"
#include "replay/replay_convert.h"
#include "replay/replay_file.h"

#include "core/registry.h"
#include "support/test_matches.h"
#include "support/golden.h"

#include <QAbstractButton>
#include <QAction>
#include <QComboBox>
#include <QStyleOptionComboBox>
#include <QDockWidget>
#include <QDialog>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

QString writeReplay(const QTemporaryDir& dir, uint64_t seed)
{
  auto runner = Test::fencerVsFencer(seed);
  runner->run();
  const QString path = dir.filePath(QStringLiteral("m%1.kbz").arg(seed));
  QString error;
  Debugger::ReplayFile::write(path, runner->takeReplay(), &error);
  return path;
}

}  // namespace

class TestMainWindow : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_main_window"));
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void opensAReplayAndStepsWithTheKeyboard()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(writeReplay(dir_, 3)));
    App::ReplayDocument* doc = window.document();
    QCOMPARE(doc->currentTurn(), 0);
    QVERIFY(doc->lastTurn() > 20);
    QTest::keyClick(&window, Qt::Key_Right);
    QCOMPARE(doc->currentTurn(), 1);
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(doc->currentTurn(), 11);
    QTest::keyClick(&window, Qt::Key_PageUp);
    QCOMPARE(doc->currentTurn(), 1);
    QTest::keyClick(&window, Qt::Key_End);
    QCOMPARE(doc->currentTurn(), doc->lastTurn());
    QTest::keyClick(&window, Qt::Key_Left);
    QCOMPARE(doc->currentTurn(), doc->lastTurn() - 1);
    QTest::keyClick(&window, Qt::Key_Home);
    QCOMPARE(doc->currentTurn(), 0);

    // The board shows the frame's state.
    auto* board = qobject_cast<App::FencingBoard*>(window.boardPanel()->view());
    QVERIFY(board);
    window.goToTurn(1);
    const QJsonObject a = doc->frame(1).state.value(QStringLiteral("players")).toArray()[0].toObject();
    QVERIFY(board->fencerTooltip(0).contains(QStringLiteral("energy=%1").arg(a.value(QStringLiteral("energy")).toInt())));
    QCOMPARE(board->refereeMessage(), QStringLiteral("Prêt, Allez!"));
  }

  // Each window's keys work in that window, with a second window open (they were
  // application-wide: two windows made every shortcut ambiguous, and none worked).
  void twoWindowsKeepTheirOwnKeys()
  {
    App::MainWindow first(languages_), second(languages_);
    for (App::MainWindow* w : {&first, &second}) {
      w->setInteractive(false);
      w->show();
      QVERIFY(QTest::qWaitForWindowExposed(w));
      QVERIFY(w->openFile(writeReplay(dir_, 3)));
    }
    QApplication::setActiveWindow(&first);
    QVERIFY(QTest::qWaitForWindowActive(&first));
    QTest::keyClick(&first, Qt::Key_Right);
    QTest::keyClick(&first, Qt::Key_Right);
    QCOMPARE(first.document()->currentTurn(), 2);
    QCOMPARE(second.document()->currentTurn(), 0);
    QApplication::setActiveWindow(&second);
    QVERIFY(QTest::qWaitForWindowActive(&second));
    QTest::keyClick(&second, Qt::Key_End);
    QCOMPARE(second.document()->currentTurn(), second.document()->lastTurn());
    QCOMPARE(first.document()->currentTurn(), 2);
    // A text field in the window keeps its arrow keys.
    auto* field = new QLineEdit(QStringLiteral("abc"), &second);
    field->show();
    field->setFocus();
    field->setCursorPosition(0);
    QTest::keyClick(field, Qt::Key_Right);
    QCOMPARE(field->cursorPosition(), 1);
    QCOMPARE(second.document()->currentTurn(), second.document()->lastTurn());
    // A dialog of the window (the Dominoes Play dialog is played with the arrow keys) keeps them too.
    QDialog dialog(&second);
    dialog.show();
    QApplication::setActiveWindow(&dialog);
    QVERIFY(QTest::qWaitForWindowActive(&dialog));
    QTest::keyClick(&dialog, Qt::Key_Home);
    QCOMPARE(second.document()->currentTurn(), second.document()->lastTurn());
  }

  // Each window keeps its own editor's "My bot" (issue #47, 4): closing a second window
  // took the one provider, and New Match in the first no longer offered it.
  void eachWindowKeepsItsOwnBot()
  {
    App::MainWindow first(languages_);
    first.setInteractive(false);
    {
      App::MainWindow second(languages_);
      second.setInteractive(false);
      QVERIFY(App::CurrentBot::isAvailable(&second));
      QVERIFY(App::CurrentBot::isAvailable(&first));
    }
    QVERIFY(App::CurrentBot::isAvailable(&first));
    App::NewMatchDialog dialog(&first);
    bool offered = false;
    for (QComboBox* combo : dialog.findChildren<QComboBox*>())
      for (int i = 0; i < combo->count(); ++i)
        offered = offered || combo->itemText(i) == QStringLiteral("My bot (from the editor)");
    QVERIFY2(offered, "New Match of the first window offers its editor's bot");
    // A widget of no window has no editor.
    QWidget alone;
    QVERIFY(!App::CurrentBot::isAvailable(&alone));
  }

  // A status tip (a menu item or button hovered) takes the status line's place, and keeps
  // it when the window is shown again: QStatusBar hides the line but lets a later show of
  // the window bring it back, both texts then drawn over each other.
  void aStatusTipTakesTheStatusLinesPlace()
  {
    App::MainWindow window(languages_);
    auto* line = window.findChild<QLabel*>(QStringLiteral("statusLabel"));
    QVERIFY(line);
    window.statusBar()->showMessage(QStringLiteral("a tip before the window shows"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!line->isVisible());
    window.statusBar()->clearMessage();
    QVERIFY(line->isVisible());
    window.statusBar()->showMessage(QStringLiteral("a status tip"));
    QVERIFY(!line->isVisible());
    window.hide();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!line->isVisible());
    window.statusBar()->clearMessage();
    QVERIFY(line->isVisible());
  }

  void playsForwardAndBackward()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY(window.openFile(writeReplay(dir_, 4)));
    App::Playback* playback = window.playback();
    playback->setSpeed(64);
    playback->play();
    QTRY_COMPARE_WITH_TIMEOUT(window.document()->currentTurn(), window.document()->lastTurn(), 10000);
    QTRY_VERIFY(!playback->isPlaying());
    playback->playReverse();
    QTRY_COMPARE_WITH_TIMEOUT(window.document()->currentTurn(), 0, 10000);
  }

  void timelineClickSeeks()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.show();
    QVERIFY(window.openFile(writeReplay(dir_, 5)));
    App::TimelineSlider* slider = window.findChild<App::TimelineSlider*>();
    QVERIFY(slider);
    const int target = window.document()->lastTurn() / 2;
    QTest::mouseClick(slider, Qt::LeftButton, {}, QPoint(slider->xOfTurn(target), slider->height() / 2));
    QCOMPARE(window.document()->currentTurn(), target);
  }

  void badFileShowsAnErrorAndKeepsTheWindowUsable()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY(window.openFile(writeReplay(dir_, 6)));
    const int turns = window.document()->lastTurn();
    const QString bad = dir_.filePath(QStringLiteral("bad.kbz"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("\x1f\x8b\x08\x00garbage");
    f.close();
    QVERIFY(!window.openFile(bad));
    QVERIFY2(window.lastError().contains(QLatin1String("bad.kbz")), qPrintable(window.lastError()));
    QVERIFY(!window.openFile(dir_.filePath(QStringLiteral("missing.kbz"))));
    QVERIFY(window.lastError().contains(QLatin1String("no such file")));
    // The previous match is still there and steps.
    QCOMPARE(window.document()->lastTurn(), turns);
    window.playback()->next();
    QCOMPARE(window.document()->currentTurn(), 1);
  }

  void eachStateIsRestoredWhenShown()
  {
    // The window restores a frame's state when it first shows it (not every frame on
    // open, then again): a replay with a frame the engine cannot restore opens, that frame
    // is shown as text with the engine's reason, the others on the game's board. Readers
    // of files (the CLI) still refuse it, naming the frame.
    auto runner = Test::fencerVsFencer(4);
    runner->run();
    Debugger::Replay replay = runner->takeReplay();
    QVERIFY(replay.lastTurn() > 6);
    replay.frames[5].state.remove(QStringLiteral("players"));
    const QString path = dir_.filePath(QStringLiteral("frame5.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(path, replay, &error), qPrintable(error));
    QVERIFY(!Debugger::ReplayFile::read(path, &error));
    QVERIFY2(error.contains(QLatin1String("frames[5]")), qPrintable(error));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
    App::BoardPanel* board = window.boardPanel();
    QVERIFY(!board->showsFallback());
    window.document()->setCurrentTurn(5);
    QVERIFY(board->showsFallback());
    const auto* reason = board->findChild<QLabel*>(QStringLiteral("boardFallbackReason"));
    QVERIFY(reason && reason->text().contains(QLatin1String("players")));
    window.document()->setCurrentTurn(6);
    QVERIFY(!board->showsFallback());
  }

  void opensACodinGameReplayDirectly()
  {
    KIBITZ_REQUIRE_GOLDEN();
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY2(window.openFile(Test::goldenDir() + QStringLiteral("/fencing/demo-replay.json")), qPrintable(window.lastError()));
    QCOMPARE(window.document()->lastTurn(), 200);
    QCOMPARE(window.document()->replay().result.returns, (QList<double>{0, 1}));
    // Named after its file, with nothing to lose: closing does not ask to save it.
    QVERIFY2(window.windowTitle().startsWith(QStringLiteral("demo-replay.json (imported)")), qPrintable(window.windowTitle()));
    QVERIFY(!window.document()->isModified());
    QVERIFY(!window.isWindowModified());
  }

  void anImportedLogIsNotAnUnsavedMatch()
  {
    if (!Rules::Registry::find(QStringLiteral("orkisland")))
      QSKIP("the orkisland game is not built");
    // A native OrkIsland log, made from a match played here.
    const Debugger::Replay played = Test::playMatch(QStringLiteral("orkisland"),
                                                    {QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy"),
                                                     QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy")},
                                                    3, {{QStringLiteral("nb_rounds"), QStringLiteral("5")}});
    const Rules::Game* game = nullptr;
    QString error;
    const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game, &error);
    QVERIFY2(format, qPrintable(error));
    const std::optional<QByteArray> log = Debugger::ReplayConvert::exportMatch(played, *format, &error);
    QVERIFY2(log, qPrintable(error));
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("game.log")));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(*log) == log->size());
    file.close();
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY2(window.openFile(file.fileName()), qPrintable(window.lastError()));
    QVERIFY2(window.windowTitle().startsWith(QStringLiteral("game.log (imported)")), qPrintable(window.windowTitle()));
    QVERIFY(!window.document()->isModified());
    QVERIFY(window.document()->filePath().isEmpty());  // saving asks where to write a Kibitz replay
  }

  void liveMatchAppearsAndCanBeSaved()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY(window.startMatch(Test::fencerVsFencer(8)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 20000);
    QVERIFY(window.document()->replay().result.complete);
    QVERIFY(window.document()->lastTurn() > 0);
    QVERIFY(window.document()->isModified());
    const QString path = dir_.filePath(QStringLiteral("saved.kbz"));
    QVERIFY(window.saveTo(path));
    QVERIFY(!window.document()->isModified());
    QString error;
    QVERIFY2(Debugger::ReplayFile::read(path, &error), qPrintable(error));
  }

  // An unsaved match is replaced only after "Save it now?" says so, asked once the file is
  // read: a file that cannot be opened asks nothing, Cancel keeps the match.
  void anUnsavedMatchIsAskedForOnceTheFileIsRead()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    int asked = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    window.setUnsavedAnswer([&] {
      ++asked;
      return answer;
    });
    QVERIFY(window.startMatch(Test::fencerVsFencer(9)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 20000);
    QVERIFY(window.document()->isModified());
    const int turns = window.document()->lastTurn();
    QVERIFY(!window.openFile(dir_.filePath(QStringLiteral("missing.kbz"))));
    QCOMPARE(asked, 0);
    QVERIFY2(window.lastError().contains(QLatin1String("no such file")), qPrintable(window.lastError()));
    const QString other = writeReplay(dir_, 10);
    QVERIFY(!window.openFile(other));
    QCOMPARE(asked, 1);
    QVERIFY2(window.lastError().contains(QLatin1String("has not been saved")), qPrintable(window.lastError()));
    QVERIFY(window.document()->isModified());
    QVERIFY(window.document()->filePath().isEmpty());
    QCOMPARE(window.document()->lastTurn(), turns);
    answer = QMessageBox::Discard;
    QVERIFY(window.openFile(other));
    QCOMPARE(asked, 2);
    QCOMPARE(window.document()->filePath(), QFileInfo(other).absoluteFilePath());
    QVERIFY(!window.document()->isModified());
  }

  // File > Open as the user meets it: the file dialog comes first, with no question; a file
  // that does not load asks nothing and keeps the match; one that loads asks once.
  // The demo replaces the match like File > Open: one question, and Cancel keeps the match.
  void demoAsksOnceBeforeReplacingAMatch()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    int asked = 0;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    window.setUnsavedAnswer([&] {
      ++asked;
      return answer;
    });
    QVERIFY(window.startMatch(Test::fencerVsFencer(9)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 20000);
    const int turns = window.document()->lastTurn();
    window.openDemo();
    QCOMPARE(asked, 1);
    QVERIFY(window.document()->isModified());
    QCOMPARE(window.document()->lastTurn(), turns);
    answer = QMessageBox::Discard;
    window.openDemo();
    QCOMPARE(asked, 2);
    QVERIFY(!window.document()->isModified());
    QCOMPARE(window.document()->replay().seed, uint64_t(7));
  }

  void fileOpenAsksOnlyAfterAFileLoads()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    int asked = 0;
    window.setUnsavedAnswer([&] {
      ++asked;
      return QMessageBox::Discard;
    });
    QVERIFY(window.startMatch(Test::fencerVsFencer(9)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 20000);
    const int turns = window.document()->lastTurn();
    QAction* open = nullptr;
    for (QAction* a : window.menu(App::MainWindow::MenuId::File)->actions())
      if (a->shortcut() == QKeySequence(QKeySequence::Open))
        open = a;
    QVERIFY(open);
    const QString broken = dir_.filePath(QStringLiteral("broken.kbz"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a replay");
    file.close();
    // Chooses `path` in the file dialog once it shows; notes what had been asked by then.
    int askedWhenChoosing = -1;
    const auto choose = [&](const QString& path) {
      QTimer::singleShot(0, this, [&, path] {
        QTRY_VERIFY(qobject_cast<QFileDialog*>(QApplication::activeModalWidget()));
        auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
        askedWhenChoosing = asked;
        dialog->selectFile(path);
        static_cast<QDialog*>(dialog)->accept();  // QFileDialog::accept() is protected
      });
      open->trigger();
    };
    choose(broken);
    QCOMPARE(askedWhenChoosing, 0);
    QCOMPARE(asked, 0);
    QVERIFY(window.document()->isModified());
    QCOMPARE(window.document()->lastTurn(), turns);
    const QString other = writeReplay(dir_, 10);
    choose(other);
    QCOMPARE(askedWhenChoosing, 0);
    QCOMPARE(asked, 1);
    QCOMPARE(window.document()->filePath(), QFileInfo(other).absoluteFilePath());
  }

  // Following the live turn (on by default): the view stays on the newest turn while the
  // match runs; whoever steps back stays where they went; off, the view stays put.
  void followsTheLiveTurn()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    auto* follow = window.findChild<QAction*>(QStringLiteral("followLiveAction"));
    QVERIFY(follow);
    follow->setChecked(true);
    QVERIFY(window.startMatch(Test::fencerVsFencer(8)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 20000);
    QCOMPARE(window.document()->currentTurn(), window.document()->lastTurn());

    follow->setChecked(false);
    QVERIFY(window.startMatch(Test::fencerVsFencer(9)));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isMatchRunning(), 20000);
    QCOMPARE(window.document()->currentTurn(), 0);
    follow->setChecked(true);  // the setting is remembered: leave it as users find it
  }

  // The transport controls look different from each other (Previous Turn and Play
  // Backwards had the same arrow).
  void transportIconsAreDistinct()
  {
    App::MainWindow window(languages_);
    QList<QImage> seen;
    for (QAction* action : window.menu(App::MainWindow::MenuId::Go)->actions()) {
      if (action->isSeparator() || action->icon().isNull() || action->isCheckable())
        continue;
      const QImage image = action->icon().pixmap(16, 16).toImage();
      QVERIFY2(!seen.contains(image), qPrintable(action->text() + QStringLiteral(" looks like another control")));
      seen << image;
    }
    QVERIFY(seen.size() >= 8);
  }

  void languageSwitchesAtRunTime()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY(window.openFile(writeReplay(dir_, 9)));
    const auto menuTitles = [&] {
      QStringList titles;
      for (QAction* a : window.menuBar()->actions())
        titles << a->text();
      return titles;
    };
    const auto dockTitles = [&] {
      QStringList titles;
      for (QDockWidget* d : window.findChildren<QDockWidget*>())
        titles << d->windowTitle();
      return titles;
    };
    QVERIFY(menuTitles().contains(QStringLiteral("&File")));
    QVERIFY(dockTitles().contains(QStringLiteral("Inspector")));

    QVERIFY(languages_->setLanguage(QStringLiteral("it")));
    QVERIFY2(menuTitles().contains(QStringLiteral("&File")) || menuTitles().contains(QStringLiteral("&Archivio")) ,
             qPrintable(menuTitles().join(QLatin1Char(','))));
    QVERIFY2(dockTitles().contains(QStringLiteral("Ispettore")), qPrintable(dockTitles().join(QLatin1Char(','))));
    QVERIFY(menuTitles().contains(QStringLiteral("&Lingua")));

    QVERIFY(languages_->setLanguage(QStringLiteral("zh_CN")));
    QVERIFY2(dockTitles().contains(QStringLiteral("棋盘")), qPrintable(dockTitles().join(QLatin1Char(','))));
    QVERIFY(languages_->setLanguage(QStringLiteral("zh_TW")));
    QVERIFY2(dockTitles().contains(QStringLiteral("棋盤")), qPrintable(dockTitles().join(QLatin1Char(','))));

    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    QVERIFY(dockTitles().contains(QStringLiteral("Inspector")));
  }

  // Help > Rules of This Game and Rules of, Edit > Undo and Redo follow the language, in a
  // window open during the switch and in one made after it (as after a restart).
  void helpAndEditMenusAreTranslated()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    const auto texts = [](const App::MainWindow& w) {
      const QMenu* rulesOf = w.findChild<QMenu*>(QStringLiteral("rulesOfMenu"));
      return QStringList{w.findChild<QAction*>(QStringLiteral("rulesOfCurrentGameAction"))->text(),
                         rulesOf ? rulesOf->menuAction()->text() : QString(),
                         w.findChild<QAction*>(QStringLiteral("undoNoteAction"))->text(),
                         w.findChild<QAction*>(QStringLiteral("redoNoteAction"))->text()};
    };
    const QStringList english{QStringLiteral("&Rules of This Game"), QStringLiteral("Rules &of"), QStringLiteral("&Undo"),
                              QStringLiteral("&Redo")};
    QCOMPARE(texts(window), english);
    const QStringList italian{QStringLiteral("&Regole di questo gioco"), QStringLiteral("Regole &di"), QStringLiteral("&Annulla"),
                              QStringLiteral("&Ripeti")};
    QVERIFY(languages_->setLanguage(QStringLiteral("it")));
    QCOMPARE(texts(window), italian);
    {
      App::MainWindow later(languages_);
      QCOMPARE(texts(later), italian);
    }
    QVERIFY(languages_->setLanguage(QStringLiteral("zh_TW")));
    for (const QString& text : texts(window))
      QVERIFY2(!english.contains(text), qPrintable(text));
    // The games' names in Rules of follow the language too (a GameTerms entry each).
    const QAction* angelEmpire = window.findChild<QAction*>(QStringLiteral("rulesOf_angelempire"));
    if (angelEmpire)
      QCOMPARE(angelEmpire->text(), QStringLiteral("天使帝國 v2.0（Angel Empire）"));
    QVERIFY(languages_->setLanguage(QStringLiteral("zh_CN")));
    if (angelEmpire)
      QCOMPARE(angelEmpire->text(), QStringLiteral("天使帝国 v2.0（Angel Empire）"));
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
    QCOMPARE(texts(window), english);
    if (angelEmpire)
      QCOMPARE(angelEmpire->text(), QStringLiteral("Angel Empire v2.0 (天使帝國)"));
  }

  // Texts are longer in Italian ("Tutte le categorie" was cut to "Tutte le catego"): after
  // a live switch to each language, every visible combo box and button is as wide as its
  // text asks.
  void translatedTextsAreNotClipped()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(writeReplay(dir_, 12)));
    for (QDockWidget* dock : window.findChildren<QDockWidget*>())
      dock->raise();  // every tab in turn, so that each panel was shown once in English
    for (const char* language : {"it", "zh_CN", "zh_TW", "en"}) {
      QVERIFY(languages_->setLanguage(QString::fromLatin1(language)));
      for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        dock->raise();
        QCoreApplication::processEvents();
        // Combo boxes keep the size hint of their first texts: measure the text itself.
        for (QComboBox* combo : dock->findChildren<QComboBox*>()) {
          if (!combo->isVisible() || combo->isEditable())
            continue;
          QStyleOptionComboBox option;
          option.initFrom(combo);
          const QString text = combo->currentText();
          const int icon = combo->itemIcon(combo->currentIndex()).isNull() ? 0 : combo->iconSize().width() + 4;
          const QSize contents(combo->fontMetrics().horizontalAdvance(text) + icon, combo->fontMetrics().height());
          const int needed = combo->style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents, combo).width();
          QVERIFY2(combo->width() >= needed, qPrintable(QStringLiteral("%1: \"%2\" in %3 is %4 px wide, its text needs %5")
                                                        .arg(QLatin1String(language), text, dock->objectName())
                                                        .arg(combo->width())
                                                        .arg(needed)));
        }
        for (QAbstractButton* button : dock->findChildren<QAbstractButton*>()) {
          if (!button->isVisible() || button->text().isEmpty())
            continue;
          QVERIFY2(button->width() >= button->sizeHint().width(),
                   qPrintable(QStringLiteral("%1: \"%2\" in %3 is %4 px wide, its text needs %5")
                                  .arg(QLatin1String(language), button->text(), dock->objectName())
                                  .arg(button->width())
                                  .arg(button->sizeHint().width())));
        }
      }
    }
  }

  void localeChoosesTheLanguage()
  {
    QCOMPARE(App::LanguageManager::languageForLocale(QStringLiteral("it_IT")), QStringLiteral("it"));
    QCOMPARE(App::LanguageManager::languageForLocale(QStringLiteral("it_CH")), QStringLiteral("it"));
    QCOMPARE(App::LanguageManager::languageForLocale(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    QCOMPARE(App::LanguageManager::languageForLocale(QStringLiteral("zh_TW")), QStringLiteral("zh_TW"));
    QCOMPARE(App::LanguageManager::languageForLocale(QStringLiteral("zh_HK")), QStringLiteral("zh_TW"));
    QCOMPARE(App::LanguageManager::languageForLocale(QStringLiteral("de_DE")), QStringLiteral("en"));
  }

  void everyCatalogueLoads()
  {
    for (const QString& language : App::LanguageManager::languages())
      QVERIFY2(languages_->setLanguage(language), qPrintable(language));
    languages_->setLanguage(QStringLiteral("en"));
  }
};

QTEST_MAIN(TestMainWindow)
#include "test_main_window.moc"
