// A native log whose bots left orks idle (golden probe1.log) opens even though the engine
// cannot re-simulate all of it: the rounds it can are played, the rest are the log's
// states; such turns say why they cannot be continued, and the Bot I/O panel why it has
// nothing to show.
#include "application/language_manager.h"
#include "compare/compare_window.h"
#include "document/replay_document.h"
#include "editor/build_settings.h"
#include "editor/build_settings_dialog.h"
#include "mainwindow/main_window.h"
#include "panels/bot_io_panel.h"

#include "match/match_builder.h"
#include "replay/replay_convert.h"
#include "replay/replay_file.h"

#include "core/registry.h"
#include "support/golden.h"
#include "support/require_tool.h"
#include "support/test_matches.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

const QString kRandy = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/orkisland_course/AIRandy.cc");

bool writeFile(const QString& path, const QByteArray& bytes)
{
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

// The native log of a short match of four of our course players Randy (seed 9, 12 rounds).
QByteArray randyLog(QString* error)
{
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("orkisland");
  request.seed = 9;
  request.parameters.insert(QStringLiteral("nb_rounds"), QStringLiteral("12"));
  request.bots = QStringList(4, QStringLiteral("eda:") + kRandy);
  request.names = QStringList(4, QStringLiteral("Randy"));
  request.processOptions.timeLimitOverrideMs = Test::kLoadProofTurnMs;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, error);
  if (!runner)
    return {};
  runner->run();
  const Rules::Game* game = nullptr;
  const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game, error);
  return format ? Debugger::ReplayConvert::exportMatch(runner->takeReplay(), *format, error).value_or(QByteArray()) : QByteArray();
}

// Build Settings' line edit in the row labelled `label`, as the user finds it.
QLineEdit* fieldOf(const App::BuildSettingsDialog& dialog, const QString& label)
{
  for (QFormLayout* form : dialog.findChildren<QFormLayout*>())
    for (int row = 0; row < form->rowCount(); ++row) {
      QLayoutItem* name = form->itemAt(row, QFormLayout::LabelRole);
      QLayoutItem* field = form->itemAt(row, QFormLayout::FieldRole);
      const auto* text = name ? qobject_cast<QLabel*>(name->widget()) : nullptr;
      if (!text || text->text() != label || !field)
        continue;
      if (field->widget())
        return qobject_cast<QLineEdit*>(field->widget());
      if (field->layout() && field->layout()->count() > 0)  // a line edit and its Browse button
        return qobject_cast<QLineEdit*>(field->layout()->itemAt(0)->widget());
    }
  return nullptr;
}

}  // namespace

class TestOrkIslandImport : public QObject {
  Q_OBJECT
  App::LanguageManager* languages_ = nullptr;
  QTemporaryDir dir_;
  QString log_;  // randyLog(), written once

  // The course players a log needs: the log's own Randy, or another that plays differently.
  QString playersFolder(const QString& name, bool changed)
  {
    const QString folder = dir_.filePath(name);
    QFile original(kRandy);
    if (!QDir().mkpath(folder) || !original.open(QIODevice::ReadOnly))
      return {};
    QByteArray source = original.readAll();
    if (changed)
      source.replace("Dir d = Dir(mood);", "Dir d = Dir((mood + 1) % 4);");
    return writeFile(folder + QStringLiteral("/AIRandy.cc"), source) ? folder : QString();
  }

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_orkisland_import"));
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
    QVERIFY(dir_.isValid());
    qputenv("KIBITZ_CACHE_DIR", dir_.filePath(QStringLiteral("cache")).toUtf8());
    if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
      return;  // the tests of course players skip
    QString error;
    const QByteArray log = randyLog(&error);
    QVERIFY2(!log.isEmpty(), qPrintable(error));
    log_ = dir_.filePath(QStringLiteral("randy.log"));
    QVERIFY(writeFile(log_, log));
  }

  void cleanup() { App::BuildSettings::setCoursePlayersFolder(QString()); }

  void partlyRecordedLogOpens()
  {
    KIBITZ_REQUIRE_GOLDEN();
    App::MainWindow window(languages_);
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
    KIBITZ_REQUIRE_TOOL("g++");
    QTemporaryDir folder;
    QVERIFY(QFile::copy(Test::goldenDir() + QStringLiteral("/orkisland/AIDummy.o.Linux64"),
                        folder.filePath(QStringLiteral("AIDummy.o.Linux64"))));
    App::BuildSettings::setCoursePlayersFolder(folder.path());
    App::MainWindow window(languages_);
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
    QVERIFY2(status->text().contains(QLatin1String("not played again")) && status->text().contains(QLatin1String("Probe")),
             qPrintable(status->text()));
  }

  // A log cut off opens up to where it ends, and the status bar says where (not a
  // comparison of its last scores with final ones).
  void aCutOffLogOpensAndSaysWhereItEnds()
  {
    const Debugger::Replay played = Test::playMatch(QStringLiteral("orkisland"), QStringList(4, QStringLiteral("builtin:dummy")), 4,
                                                    {{QStringLiteral("nb_rounds"), QStringLiteral("10")}});
    QCOMPARE(played.lastTurn(), 10);
    const Rules::Game* game = nullptr;
    QString error;
    const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(QStringLiteral("orkisland-log"), &game, &error);
    QVERIFY2(format, qPrintable(error));
    const QByteArray log = Debugger::ReplayConvert::exportMatch(played, *format, &error).value_or(QByteArray());
    const qsizetype round6 = log.indexOf("\nround 6\n");
    QVERIFY(round6 > 0);
    const QString path = dir_.filePath(QStringLiteral("cut.log"));
    QVERIFY(writeFile(path, log.left(round6)));  // state 6's map, not its orks
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
    QCOMPARE(window.document()->lastTurn(), 5);
    auto* status = window.findChild<QLabel*>(QStringLiteral("statusLabel"));
    QVERIFY(status);
    QVERIFY2(status->text().startsWith(QLatin1String("cut.log ends at turn 5 of 10 (truncated?)")), qPrintable(status->text()));
  }

  // Never a lost replay: when the folder's players do not give the log again, it still
  // opens (as a plain import), and the status bar says why.
  void aLogItsPlayersDoNotGiveOpensWithTheReason()
  {
    if (log_.isEmpty())
      QSKIP("g++ is not installed");
    App::BuildSettings::setCoursePlayersFolder(playersFolder(QStringLiteral("changed"), true));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY2(window.openFile(log_), qPrintable(window.lastError()));
    const Debugger::Replay& replay = window.document()->replay();
    QVERIFY(!replay.origin.contains(QStringLiteral("players")));
    QCOMPARE(replay.lastTurn(), 12);
    auto* status = window.findChild<QLabel*>(QStringLiteral("statusLabel"));
    QVERIFY(status);
    QVERIFY2(status->text().startsWith(QLatin1String("Imported randy.log (orkisland-log); not played again by its course players: "))
                 && status->text().contains(QLatin1String("do not give this log: line ")),
             qPrintable(status->text()));
  }

  // The compile command of Build Settings' "Course players" field is the one that builds
  // the players the window runs: a wrapper that notes its calls, then runs g++.
  void theBuildSettingsCompileCommandBuildsThePlayers()
  {
    if (log_.isEmpty())
      QSKIP("g++ is not installed");
    const QString calls = dir_.filePath(QStringLiteral("calls.txt"));
    const QString wrapper = dir_.filePath(QStringLiteral("wrapper.sh"));
    QVERIFY(writeFile(wrapper, QStringLiteral("#!/bin/sh\necho \"$@\" >> '%1'\nexec g++ \"$@\"\n").arg(calls).toUtf8()));
    QVERIFY(QFile(wrapper).setPermissions(QFile(wrapper).permissions() | QFileDevice::ExeOwner));
    const QString before = App::BuildSettings::command(App::BotLanguage::CourseCpp);
    const auto restore = qScopeGuard([before] { App::BuildSettings::setCommand(App::BotLanguage::CourseCpp, before); });
    {
      App::BuildSettingsDialog settings;
      QLineEdit* course = fieldOf(settings, QStringLiteral("Course players:"));
      QLineEdit* folder = fieldOf(settings, QStringLiteral("Course players folder:"));
      QVERIFY(course && folder);
      course->setText(wrapper + QStringLiteral(" -std=c++11 -O2 -DFROM_BUILD_SETTINGS"));
      folder->setText(playersFolder(QStringLiteral("same"), false));
      settings.accept();
      QCOMPARE(settings.result(), int(QDialog::Accepted));
    }
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY2(window.openFile(log_), qPrintable(window.lastError()));
    QVERIFY(window.document()->replay().origin.contains(QStringLiteral("players")));
    QFile noted(calls);
    QVERIFY(noted.open(QIODevice::ReadOnly));
    const QString called = QString::fromUtf8(noted.readAll());
    QVERIFY2(called.contains(QStringLiteral("-DFROM_BUILD_SETTINGS")) && called.contains(QStringLiteral("AIRandy.cc")), qPrintable(called));
  }

  // The Compare window opens what the main window opens: a native log (played again by
  // its course players) beside a match continued from it.
  void aNativeLogIsComparedWithItsFork()
  {
    if (log_.isEmpty())
      QSKIP("g++ is not installed");
    App::BuildSettings::setCoursePlayersFolder(playersFolder(QStringLiteral("same"), false));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY2(window.openFile(log_), qPrintable(window.lastError()));
    const Debugger::Replay& original = window.document()->replay();
    QVERIFY(original.origin.contains(QStringLiteral("players")));
    // Continued from turn 5 with another bot in seat 0.
    Debugger::MatchRequest request;
    request.bots = {QStringLiteral("builtin:dummy"), original.players[1].bot, original.players[2].bot, original.players[3].bot};
    request.processOptions.timeLimitOverrideMs = Test::kLoadProofTurnMs;
    request.continuation = Debugger::MatchRequest::Continuation{&original, log_, 5};
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run();
    const QString fork = dir_.filePath(QStringLiteral("fork.kbz"));
    QVERIFY2(Debugger::ReplayFile::write(fork, runner->takeReplay(), &error), qPrintable(error));

    App::CompareWindow compare;
    QVERIFY2(compare.openFile(App::CompareWindow::A, log_, &error), qPrintable(error));
    QVERIFY2(compare.openFile(App::CompareWindow::B, fork, &error), qPrintable(error));
    QVERIFY(compare.hasBoth());
    QVERIFY2(compare.firstDivergence() > 5, qPrintable(QString::number(compare.firstDivergence())));
    QCOMPARE(compare.currentTurn(), compare.firstDivergence());

    // Without the folder the log is compared as imported, all the same.
    App::BuildSettings::setCoursePlayersFolder(QString());
    App::CompareWindow plain;
    QVERIFY2(plain.openFile(App::CompareWindow::A, log_, &error), qPrintable(error));
    QVERIFY2(plain.openFile(App::CompareWindow::B, fork, &error), qPrintable(error));
    QCOMPARE(plain.firstDivergence(), compare.firstDivergence());
  }
};

QTEST_MAIN(TestOrkIslandImport)
#include "test_orkisland_import.moc"
