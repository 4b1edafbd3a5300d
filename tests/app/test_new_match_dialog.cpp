// The New Match dialog: opens on the game used last, fits a 1366 x 768 screen however
// many seats, shows the games' own (translated) parameter descriptions.
#include "application/language_manager.h"
#include "dialogs/new_match_dialog.h"
#include "editor/build_settings.h"

#include "match/match_runner.h"
#include "match/sandbox_check.h"
#include "panels/game_terms.h"

#include "core/registry.h"
#include "support/require_game.h"
#include "support/require_tool.h"
#include "support/screenshots.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

using namespace Kibitz;

class TestNewMatchDialog : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_new_match_dialog"));
    QSettings().clear();
  }

  void opensOnTheGameUsedLast()
  {
    if (!Rules::Registry::find(QStringLiteral("fencing")) || !Rules::Registry::find(QStringLiteral("dominoes")))
      QSKIP("needs fencing and dominoes");
    {
      App::NewMatchDialog dialog;
      dialog.setGame(QStringLiteral("dominoes"));
      dialog.setSeed(4242);
      dialog.accept();
    }
    App::NewMatchDialog again;
    QCOMPARE(again.findChild<QComboBox*>()->currentData().toString(), QStringLiteral("dominoes"));
    // And its seed (issue #47, 10).
    QString error;
    const auto runner = again.createRunner(&error);
    QVERIFY2(runner, qPrintable(error));
    QCOMPARE(runner->replay().seed, quint64(4242));
  }

  void twentySeatsFitASmallScreen()
  {
    if (!Rules::Registry::find(QStringLiteral("moscaceca")))
      QSKIP("needs moscaceca");
    App::NewMatchDialog dialog;
    dialog.setGame(QStringLiteral("moscaceca"));
    auto* seats = dialog.findChildren<QSpinBox*>().value(0);  // the player count comes first
    QVERIFY(seats);
    QCOMPARE(seats->value(), 4);  // the spec's default, not the most
    seats->setValue(20);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Within the screen, OK in view (the test screen is the offscreen platform's).
    QVERIFY2(dialog.frameGeometry().height() <= dialog.screen()->availableGeometry().height(), qPrintable(QString::number(dialog.height())));
    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    QVERIFY(buttons && buttons->geometry().bottom() < dialog.height());
    QVERIFY(dialog.findChild<QScrollArea*>(QStringLiteral("newMatchScroll")));
    QVERIFY(Kibitz::Test::saveScreenshot(dialog, QStringLiteral("new-match/moscaceca-20.png")));
  }

  void externalCommandsCanBeBrowsedFor()
  {
    if (!Rules::Registry::find(QStringLiteral("fencing")))
      QSKIP("needs fencing");
    App::NewMatchDialog dialog;
    dialog.setGame(QStringLiteral("fencing"));
    dialog.show();
    QComboBox* kind = nullptr;
    for (QComboBox* combo : dialog.findChildren<QComboBox*>())
      if (combo->findText(QStringLiteral("External command…")) >= 0 && !kind)
        kind = combo;
    QVERIFY(kind);
    kind->setCurrentIndex(kind->findText(QStringLiteral("External command…")));
    int browseButtons = 0;
    for (QPushButton* button : dialog.findChildren<QPushButton*>())
      browseButtons += button->text() == QStringLiteral("Browse…") && button->isVisible() ? 1 : 0;
    QCOMPARE(browseButtons, 1);  // beside the command field of that seat
  }

  // OrkIsland seats may be course players (eda:): offered only where the game has a
  // course API, played after a build.
  void orkislandSeatsTakeCoursePlayers()
  {
    if (!Rules::Registry::find(QStringLiteral("orkisland")) || !Rules::Registry::find(QStringLiteral("fencing")))
      QSKIP("needs orkisland and fencing");
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    QTemporaryDir cache;
    qputenv("KIBITZ_CACHE_DIR", cache.path().toUtf8());
    const QString course = QStringLiteral("Course player (AI….cc or .o)…");
    App::NewMatchDialog dialog;
    dialog.setGame(QStringLiteral("fencing"));
    for (QComboBox* combo : dialog.findChildren<QComboBox*>())
      QCOMPARE(combo->findText(course), -1);
    dialog.setGame(QStringLiteral("orkisland"));
    int offering = 0;
    for (QComboBox* combo : dialog.findChildren<QComboBox*>())
      offering += combo->findText(course) >= 0 ? 1 : 0;
    QCOMPARE(offering, 4);
    const QString player = QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/orkisland/AIMyPlayer.cc");
    dialog.setBot(0, QStringLiteral("eda:") + player);
    QCOMPARE(dialog.findChild<QLineEdit*>(QStringLiteral("playerName0"))->text(), QStringLiteral("MyPlayer"));
    dialog.resize(900, 700);
    dialog.show();
    if (auto* scroll = dialog.findChild<QScrollArea*>(QStringLiteral("newMatchScroll")))
      scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    QVERIFY(Kibitz::Test::saveScreenshot(dialog, QStringLiteral("new-match/orkisland-course.png")));
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = dialog.createRunner(&error);
    QVERIFY2(runner, qPrintable(error));
    QCOMPARE(runner->replay().players[0].bot, QStringLiteral("eda:") + player);
    QCOMPARE(runner->replay().players[0].name, QStringLiteral("MyPlayer"));  // its PLAYER_NAME
  }

  // A course player not built yet compiles when the match is asked for, on a thread: the
  // dialog stays responsive and says which player and for how long; it closes when the
  // build is in the cache, where the match finds it; a build that fails keeps it open with
  // the compiler's words; closed meanwhile, it starts nothing (issue #47, 10).
  void coursePlayersCompileWithProgress()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    QTemporaryDir dir;
    qputenv("KIBITZ_CACHE_DIR", dir.filePath(QStringLiteral("cache")).toUtf8());
    QFile templ(QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/orkisland/AIMyPlayer.cc"));
    QVERIFY(templ.open(QIODevice::ReadOnly));
    const QByteArray text = templ.readAll();
    const auto write = [&dir](const QString& name, const QByteArray& content) {
      QFile file(dir.filePath(name));
      return file.open(QIODevice::WriteOnly) && file.write(content) == content.size() ? file.fileName() : QString();
    };
    const QString good = write(QStringLiteral("AIQuick.cc"), text);
    const QString bad = write(QStringLiteral("AIBroken.cc"), text + "\nthis is not C++;\n");
    const QString closed = write(QStringLiteral("AIClosed.cc"), text + "\n// another content, another build\n");
    QVERIFY(!good.isEmpty() && !bad.isEmpty() && !closed.isEmpty());

    {
      App::NewMatchDialog dialog;
      dialog.setGame(QStringLiteral("orkisland"));
      dialog.setBot(0, QStringLiteral("eda:") + good);
      dialog.setBot(2, QStringLiteral("eda:") + good);  // one build for both seats
      dialog.show();
      QVERIFY(QTest::qWaitForWindowExposed(&dialog));
      int ticks = 0;
      QTimer ticker;
      connect(&ticker, &QTimer::timeout, [&ticks] { ++ticks; });
      ticker.start(20);
      dialog.accept();
      QVERIFY(dialog.isBuilding());
      QVERIFY2(dialog.buildStatusText().startsWith(QStringLiteral("Compiling course player AIQuick.cc (1 of 1)")),
               qPrintable(dialog.buildStatusText()));
      QVERIFY(!dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
      QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Cancel)->isEnabled());
      QVERIFY(Kibitz::Test::saveScreenshot(dialog, QStringLiteral("new-match/course-compiling.png")));
      {  // In every language, said again at once (docs/screenshots/new-match-compiling-*.png).
        App::LanguageManager languages;
        for (const QString& language : {QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW"), QStringLiteral("en")}) {
          QVERIFY(languages.setLanguage(language));
          QCoreApplication::processEvents();
          if (dialog.isBuilding())  // g++ may be done already: then nothing to show
            Kibitz::Test::saveScreenshot(dialog, QStringLiteral("new-match/course-compiling-%1.png").arg(language));
        }
        QVERIFY2(!dialog.isBuilding() || dialog.buildStatusText().startsWith(QStringLiteral("Compiling course player AIQuick.cc")),
                 qPrintable(dialog.buildStatusText()));
      }
      QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBuilding(), 180000);
      QCOMPARE(dialog.result(), int(QDialog::Accepted));
      // The event loop ran while g++ worked (a blocked window would have ticked once or twice).
      QVERIFY2(ticks > 10, qPrintable(QString::number(ticks)));
      // The match finds the build in the cache: nothing compiles on the window's thread.
      QString error;
      std::unique_ptr<Debugger::MatchRunner> runner = dialog.createRunner(&error);
      QVERIFY2(runner, qPrintable(error));
      QCOMPARE(runner->replay().players[0].bot, QStringLiteral("eda:") + good);
      // Built already: accepting again closes at once.
      App::NewMatchDialog again;
      again.setGame(QStringLiteral("orkisland"));
      again.setBot(1, QStringLiteral("eda:") + good);
      again.accept();
      QVERIFY(!again.isBuilding());
      QCOMPARE(again.result(), int(QDialog::Accepted));
    }
    {
      App::NewMatchDialog dialog;
      dialog.setGame(QStringLiteral("orkisland"));
      dialog.setBot(1, QStringLiteral("eda:") + bad);
      dialog.accept();
      QVERIFY(dialog.isBuilding());
      QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBuilding(), 180000);
      // The window reports it as a match that cannot start (its error leads to the line in
      // the editor), without compiling again, then shows the dialog as it was left.
      QCOMPARE(dialog.result(), int(QDialog::Accepted));
      QString error;
      QVERIFY(!dialog.createRunner(&error));
      QVERIFY2(error.startsWith(QStringLiteral("player 1: eda:") + bad) && error.contains(QStringLiteral("AIBroken.cc:")) &&
                   error.contains(QStringLiteral("error")),
               qPrintable(error));
      QVERIFY(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
      dialog.setBot(1, QStringLiteral("eda:") + good);  // fixed: accepted again, no error left
      dialog.accept();
      QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBuilding(), 180000);
      QVERIFY2(dialog.createRunner(&error), qPrintable(error));
    }
    {
      App::NewMatchDialog dialog;
      dialog.setGame(QStringLiteral("orkisland"));
      dialog.setBot(3, QStringLiteral("eda:") + closed);
      QSignalSpy accepted(&dialog, &QDialog::accepted);
      dialog.accept();
      QVERIFY(dialog.isBuilding());
      dialog.reject();
      QTRY_VERIFY_WITH_TIMEOUT(!dialog.isBuilding(), 180000);
      QCOMPARE(accepted.count(), 0);
      QCOMPARE(dialog.result(), int(QDialog::Rejected));
    }
  }

  // Tools > Sandbox Untrusted Bots reaches the bots the dialog starts: the dialog says it
  // is on, and a bot that writes outside its own folder cannot while it is.
  void theSandboxSettingReachesTheBots()
  {
    if (!Rules::Registry::find(QStringLiteral("fencing")))
      QSKIP("needs fencing");
    QString reason;
    if (!Debugger::sandboxAvailable(&reason))
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("the sandbox cannot run here: ") + reason);
    QTemporaryDir outside;
    const QString mark = outside.filePath(QStringLiteral("written-by-the-bot"));
    // Writes outside its working directory, then rests every turn.
    const QString bot = QStringLiteral("cmd:/usr/bin/python3 -c \"import sys\ntry: open('%1', 'w').write('x')\nexcept OSError: pass\n"
                                       "for line in sys.stdin:\n  print('REST', flush=True) if line.strip() else None\"")
                            .arg(mark);
    const auto play = [&](bool sandbox) {
      App::BuildSettings::setSandboxBots(sandbox);
      App::NewMatchDialog dialog;
      dialog.setGame(QStringLiteral("fencing"));
      dialog.setBot(0, bot);
      dialog.setBot(1, QStringLiteral("builtin:fencer"));
      auto* note = dialog.findChild<QLabel*>(QStringLiteral("sandboxNote"));
      dialog.show();
      if (!note || note->isVisible() != sandbox || (sandbox && !note->text().contains(QStringLiteral("Sandbox on"))))
        return QStringLiteral("the dialog does not say whether the sandbox is on");
      if (sandbox)
        Kibitz::Test::saveScreenshot(dialog, QStringLiteral("new-match/sandbox-on.png"));
      QString error;
      std::unique_ptr<Debugger::MatchRunner> runner = dialog.createRunner(&error);
      if (!runner)
        return error;
      runner->run();
      // The bot played (it answered its first turn), in the sandbox or not.
      const Debugger::Replay& replay = runner->replay();
      for (const Debugger::Frame& frame : replay.frames)
        for (const Debugger::PlayerExchange& x : frame.exchanges)
          if (x.player == 0)
            return x.output == QStringList{QStringLiteral("REST")} ? QString() : QStringLiteral("the bot did not answer: ") + x.error;
      return QStringLiteral("the bot never played");
    };
    QCOMPARE(play(true), QString());
    QVERIFY2(!QFileInfo::exists(mark), "the sandboxed bot wrote outside its folder");
    QCOMPARE(play(false), QString());
    QVERIFY2(QFileInfo::exists(mark), "without the sandbox the same bot writes there: the check above is real");
    App::BuildSettings::setSandboxBots(false);
  }

  // The seats come first; OrkIsland's 17 parameters follow in a folded group whose header
  // says how many differ from the game's defaults.
  void seatsAboveParametersThatFold()
  {
    if (!Rules::Registry::find(QStringLiteral("orkisland")) || !Rules::Registry::find(QStringLiteral("fencing")))
      QSKIP("needs orkisland and fencing");
    QSettings().remove(QStringLiteral("newMatch/seats"));
    App::NewMatchDialog dialog;
    dialog.setGame(QStringLiteral("orkisland"));
    dialog.resize(900, 700);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* toggle = dialog.findChild<QToolButton*>(QStringLiteral("parametersToggle"));
    auto* box = dialog.findChild<QWidget*>(QStringLiteral("parametersBox"));
    auto* seat = dialog.findChild<QComboBox*>(QStringLiteral("playerKind3"));
    QVERIFY(toggle && box && seat);
    QVERIFY(toggle->isVisible());
    QVERIFY(!toggle->isChecked());
    QVERIFY(!box->isVisible());
    QCOMPARE(toggle->text(), QStringLiteral("Parameters (17, all by default)"));
    // The last seat is above the parameters' header.
    QWidget* content = box->parentWidget();
    QVERIFY(seat->mapTo(content, QPoint(0, seat->height())).y() <= toggle->mapTo(content, QPoint(0, 0)).y());
    QVERIFY(Kibitz::Test::saveScreenshot(dialog, QStringLiteral("new-match/orkisland-folded.png")));
    toggle->click();
    QVERIFY(box->isVisible());
    dialog.setParameter(QStringLiteral("rows"), QStringLiteral("40"));
    QCOMPARE(toggle->text(), QStringLiteral("Parameters (17, 1 changed)"));
    toggle->click();
    QVERIFY(!box->isVisible());
    // A game with a few parameters shows them open.
    dialog.setGame(QStringLiteral("fencing"));
    QVERIFY(toggle->isChecked());
    QVERIFY(box->isVisible());
  }

  // A course player's seat is named by its PLAYER_NAME (as the original registers it), and
  // the name follows the file until the user types one.
  void aCoursePlayerSeatTakesItsPlayerName()
  {
    if (!Rules::Registry::find(QStringLiteral("orkisland")))
      QSKIP("needs orkisland");
    QSettings().remove(QStringLiteral("newMatch/seats"));
    QTemporaryDir dir;
    const QString source = dir.filePath(QStringLiteral("AIFoo.cc"));
    QFile file(source);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("#include \"Player.hh\"\n#define PLAYER_NAME Zorro\nstruct PLAYER_NAME : public Player {};\n");
    file.close();
    App::NewMatchDialog dialog;
    dialog.setGame(QStringLiteral("orkisland"));
    auto* name0 = dialog.findChild<QLineEdit*>(QStringLiteral("playerName0"));
    auto* name1 = dialog.findChild<QLineEdit*>(QStringLiteral("playerName1"));
    QVERIFY(name0 && name1);
    QCOMPARE(name0->text(), QStringLiteral("P0"));  // a built-in bot keeps the game's seat name
    dialog.setBot(0, QStringLiteral("eda:") + source);
    dialog.setBot(1, QStringLiteral("eda:") + source);
    QCOMPARE(name0->text(), QStringLiteral("Zorro"));
    QCOMPARE(name1->text(), QStringLiteral("Zorro 2"));  // told apart, as the match numbers them
    dialog.setPlayerName(1, QStringLiteral("Mine"));
    dialog.setBot(1, QStringLiteral("builtin:") + Rules::Registry::find(QStringLiteral("orkisland"))->info().builtinBots.first().name);
    QCOMPARE(name1->text(), QStringLiteral("Mine"));  // a typed name stays
    dialog.setBot(0, QStringLiteral("builtin:") + Rules::Registry::find(QStringLiteral("orkisland"))->info().builtinBots.first().name);
    QCOMPARE(name0->text(), QStringLiteral("P0"));
  }

  // The seats and their bots of each game come back in the next dialog; a bot whose file is
  // gone leaves the game's default bot.
  void seatsAreRememberedPerGame()
  {
    if (!Rules::Registry::find(QStringLiteral("fencing")) || !Rules::Registry::find(QStringLiteral("moscaceca")))
      QSKIP("needs fencing and moscaceca");
    QSettings().remove(QStringLiteral("newMatch/seats"));
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("rest.actions"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("REST\n");
    file.close();
    const auto kind = [](App::NewMatchDialog& d, int seat) { return d.findChild<QComboBox*>(QStringLiteral("playerKind%1").arg(seat)); };
    const auto text = [](App::NewMatchDialog& d, const QString& name) { return d.findChild<QLineEdit*>(name)->text(); };
    {
      App::NewMatchDialog dialog;
      dialog.setGame(QStringLiteral("fencing"));
      dialog.setBot(0, QStringLiteral("builtin:random"));
      dialog.setBot(1, QStringLiteral("script:") + script);
      dialog.setPlayerName(1, QStringLiteral("Scripted"));
      dialog.accept();
    }
    {
      App::NewMatchDialog dialog;
      dialog.setGame(QStringLiteral("moscaceca"));
      dialog.findChildren<QSpinBox*>().value(0)->setValue(6);
      dialog.accept();
    }
    App::NewMatchDialog again;
    again.setGame(QStringLiteral("fencing"));
    QCOMPARE(kind(again, 0)->currentData().toString(), QStringLiteral("builtin:random"));
    QCOMPARE(kind(again, 1)->currentText(), QStringLiteral("Action script…"));
    QCOMPARE(text(again, QStringLiteral("playerArgument1")), script);
    QCOMPARE(text(again, QStringLiteral("playerName1")), QStringLiteral("Scripted"));
    QCOMPARE(text(again, QStringLiteral("playerName0")), QStringLiteral("A"));  // a suggested name is not kept
    again.setGame(QStringLiteral("moscaceca"));
    QCOMPARE(again.findChildren<QSpinBox*>().value(0)->value(), 6);
    QVERIFY(again.findChild<QComboBox*>(QStringLiteral("playerKind5")));
    // The script is gone: its seat plays the default bot again, and the dialog still opens.
    QVERIFY(QFile::remove(script));
    App::NewMatchDialog afterRemoval;
    afterRemoval.setGame(QStringLiteral("fencing"));
    const Rules::GameInfo& fencing = Rules::Registry::find(QStringLiteral("fencing"))->info();
    QCOMPARE(kind(afterRemoval, 1)->currentData().toString(), QStringLiteral("builtin:") + fencing.builtinBots.last().name);
    QCOMPARE(kind(afterRemoval, 0)->currentData().toString(), QStringLiteral("builtin:random"));
  }

  void parametersShowTheirDescription()
  {
    if (!Rules::Registry::find(QStringLiteral("orkisland")))
      QSKIP("needs orkisland");
    App::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("it")));
    App::NewMatchDialog dialog;
    dialog.setGame(QStringLiteral("orkisland"));
    bool found = false;
    for (const QLabel* label : dialog.findChildren<QLabel*>())
      found = found || (label->text() == QStringLiteral("numero di giocatori (sempre 4)") && label->toolTip().startsWith(QStringLiteral("nb_players")));
    QVERIFY(found);
    dialog.findChild<QToolButton*>(QStringLiteral("parametersToggle"))->setChecked(true);  // 17 start folded
    // The built-in bots say what they do, in the window's language (the game's own words).
    const Rules::Game* game = Rules::Registry::find(QStringLiteral("orkisland"));
    auto* kind = dialog.findChild<QComboBox*>(QStringLiteral("playerKind0"));
    QVERIFY(kind);
    for (const Rules::BuiltinBotSpec& bot : game->info().builtinBots) {
      const int index = kind->findData(QStringLiteral("builtin:") + bot.name);
      QVERIFY(index >= 0);
      const QString tip = kind->itemData(index, Qt::ToolTipRole).toString();
      QCOMPARE(tip, App::gameTerm(bot.description));
      QVERIFY2(tip != bot.description, qPrintable(QStringLiteral("untranslated: ") + tip));
    }
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Every field is in view: the dialog is as wide as its longest description.
    const QRect viewport = dialog.findChild<QScrollArea*>(QStringLiteral("newMatchScroll"))->viewport()->rect();
    for (QSpinBox* field : dialog.findChildren<QSpinBox*>(QStringLiteral("rows")))
      QVERIFY2(field->mapTo(dialog.findChild<QScrollArea*>(QStringLiteral("newMatchScroll"))->viewport(), QPoint(field->width(), 0)).x()
                   <= viewport.right() + 1,
               "the rows field is cut off on the right");
    QVERIFY(Kibitz::Test::saveScreenshot(dialog, QStringLiteral("new-match/orkisland-it.png")));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
  }
};

QTEST_MAIN(TestNewMatchDialog)
#include "test_new_match_dialog.moc"
