// A native log whose bots left orks idle (golden probe1.log) opens even though the engine
// cannot re-simulate all of it: the rounds it can are played, the rest are the log's
// states; such turns say why they cannot be continued, and the Bot I/O panel why it has
// nothing to show.
#include "application/language_manager.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "editor/build_settings.h"
#include "panels/bot_io_panel.h"

#include "core/registry.h"
#include "support/golden.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

class TestOrkIslandImport : public QObject {
  Q_OBJECT
private slots:
  void partlyRecordedLogOpens()
  {
    KIBITZ_REQUIRE_GOLDEN();
    App::LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    App::MainWindow window(&languages);
    window.setInteractive(false);
    window.show();
    QVERIFY2(window.openFile(Test::goldenDir() + QStringLiteral("/orkisland/probe1.log")), qPrintable(window.lastError()));
    const Debugger::Replay& replay = window.document()->replay();
    QCOMPARE(replay.lastTurn(), 200);
    const int from = replay.recordedFrom();
    QVERIFY2(from > 100 && from <= 200, qPrintable(QString::number(from)));
    QVERIFY(replay.frames[from - 1].exchanges.size() == 4);  // re-simulated: the bots' replies
    QVERIFY(replay.frames[from].exchanges.isEmpty());        // as logged
    QCOMPARE(replay.result.returns, (QList<double>{26051, 19131, 17843, 11631}));  // golden README

    auto* continueAction = window.findChild<QAction*>(QStringLiteral("continueAction"));
    QVERIFY(continueAction);
    auto* botIo = window.findChild<App::BotIoPanel*>();
    window.goToTurn(from - 1);
    QVERIFY(continueAction->isEnabled());
    window.goToTurn(from + 5);
    QVERIFY(!continueAction->isEnabled());
    QVERIFY2(continueAction->statusTip().contains(QLatin1String("Cannot continue from this turn")), qPrintable(continueAction->statusTip()));
    QVERIFY2(botIo->noteText().contains(QLatin1String("probe1.log records")), qPrintable(botIo->noteText()));
  }

  // With a course players folder (Build Settings), a log of those players opens played
  // again by them: their real inputs and replies, every turn continuable with them. A log
  // of players the folder lacks opens as without it, and the status bar says so.
  void aLogOpensPlayedAgainByItsCoursePlayers()
  {
    KIBITZ_REQUIRE_GOLDEN();
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      QSKIP("g++ is not installed");
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_orkisland_import"));
    QTemporaryDir folder;
    qputenv("KIBITZ_CACHE_DIR", folder.filePath(QStringLiteral("cache")).toUtf8());
    QVERIFY(QFile::copy(Test::goldenDir() + QStringLiteral("/orkisland/AIDummy.o.Linux64"),
                        folder.filePath(QStringLiteral("AIDummy.o.Linux64"))));
    App::BuildSettings::setCoursePlayersFolder(folder.path());
    App::LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    App::MainWindow window(&languages);
    window.setInteractive(false);
    QVERIFY2(window.openFile(Test::goldenDir() + QStringLiteral("/orkisland/game1.log")), qPrintable(window.lastError()));
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(replay.origin.contains(QStringLiteral("players")));
    QVERIFY(replay.players[2].bot.startsWith(QLatin1String("eda:")));
    QCOMPARE(replay.frames[100].exchanges.size(), 4);
    QVERIFY(replay.frames[100].exchanges[0].input.contains(QLatin1String("round 99")));
    auto* status = window.findChild<QLabel*>(QStringLiteral("statusLabel"));
    QVERIFY(status);
    QVERIFY2(status->text().contains(QLatin1String("played again")), qPrintable(status->text()));

    QVERIFY2(window.openFile(Test::goldenDir() + QStringLiteral("/orkisland/probe1.log")), qPrintable(window.lastError()));
    QVERIFY(!window.document()->replay().origin.contains(QStringLiteral("players")));
    QVERIFY2(status->text().contains(QLatin1String("not played again")), qPrintable(status->text()));
    App::BuildSettings::setCoursePlayersFolder(QString());
  }
};

QTEST_MAIN(TestOrkIslandImport)
#include "test_orkisland_import.moc"
