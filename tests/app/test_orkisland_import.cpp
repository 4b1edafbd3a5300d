// A native log whose bots left orks idle (golden probe1.log) opens even though the engine
// cannot re-simulate all of it: the rounds it can are played, the rest are the log's
// states; such turns say why they cannot be continued, and the Bot I/O panel why it has
// nothing to show.
#include "application/language_manager.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "panels/bot_io_panel.h"

#include "core/registry.h"
#include "support/golden.h"

#include <QAction>
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
};

QTEST_MAIN(TestOrkIslandImport)
#include "test_orkisland_import.moc"
