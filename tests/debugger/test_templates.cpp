// Every starter bot in resources/templates/<game>/ (bot.cpp built with g++, bot.py run
// with python3, a course player AI*.cc built as an eda: bot) plays a whole match against the game's first built-in bot, through the
// same external-process path as `cmd:` bots, and never gives an invalid reply, crashes
// or times out. Games not compiled into this build are skipped by name.
#include "match/bot_spec.h"
#include "match/match_builder.h"
#include "match/match_runner.h"
#include "match/participant.h"
#include "match/process_options.h"
#include "match/process_participant.h"

#include "core/game.h"
#include "core/random.h"
#include "core/registry.h"
#include "support/require_tool.h"
#include "support/require_game.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {
const QString kTemplates = QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates");
}

class TestTemplates : public QObject {
  Q_OBJECT
private slots:
  void templatesExist()
  {
    // At least the reference game's two starters are there.
    QVERIFY(QFileInfo::exists(kTemplates + QStringLiteral("/fencing/bot.cpp")));
    QVERIFY(QFileInfo::exists(kTemplates + QStringLiteral("/fencing/bot.py")));
  }

  // A Python bot written the CodinGame way (print without flush, input() per line) plays a
  // whole match unchanged, within the game's own time limits (docs/games/fencing.md).
  void codingameBotPlaysUnchanged()
  {
    KIBITZ_REQUIRE_GAME("fencing");
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("fencing");
    request.seed = 11;
    request.bots = {QStringLiteral("cmd:python3 " KIBITZ_SOURCE_DIR "/tests/fencing_codingame/codingame_bot.py"),
                    QStringLiteral("builtin:fencer")};
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run();
    const Debugger::Replay replay = runner->takeReplay();
    QVERIFY(replay.result.complete);
    int answered = 0;
    for (const Debugger::Frame& frame : replay.frames)
      for (const Debugger::PlayerExchange& x : frame.exchanges)
        if (x.player == 0) {
          if (answered++ == 0)  // the first input, as the statement gives it
            QCOMPARE(x.input, QStringLiteral("200 20 0 0 20 0 0 0 0 0 0 0\n300 20 0 0 20 0 0 0 0 0 0 0\n"));
          QVERIFY2(x.status == Rules::Move::Status::Ok, qPrintable(x.error));
          QVERIFY(x.stderrText.startsWith(QStringLiteral("distance ")));
        }
    QVERIFY(answered > 10);
  }

  void templatePlaysAWholeMatch_data()
  {
    QTest::addColumn<QString>("gameId");
    QTest::addColumn<QString>("source");
    const QDir root(kTemplates);
    for (const QString& id : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
      for (const QString& file : {QStringLiteral("bot.cpp"), QStringLiteral("bot.py"), QStringLiteral("AIMyPlayer.cc")})
        if (QFileInfo::exists(root.filePath(id + QLatin1Char('/') + file)))
          QTest::newRow(qPrintable(id + QLatin1Char('/') + file)) << id << root.filePath(id + QLatin1Char('/') + file);
  }

  void templatePlaysAWholeMatch()
  {
    QFETCH(QString, gameId);
    QFETCH(QString, source);
    const Rules::Game* game = Rules::Registry::find(gameId);
    if (!game)
      QSKIP(qPrintable(QStringLiteral("the rules of '%1' are not in this build (KIBITZ_ONLY_GAMES)").arg(gameId)));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());

    QString command;
    const bool course = source.endsWith(QLatin1String(".cc"));
    if (course) {
      if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
        KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
      qputenv("KIBITZ_CACHE_DIR", dir.filePath(QStringLiteral("cache")).toUtf8());
    } else if (source.endsWith(QLatin1String(".cpp"))) {
      if (QStandardPaths::findExecutable(QStringLiteral("g++")).isEmpty())
        KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
      const QString binary = dir.filePath(QStringLiteral("bot"));
      QProcess gxx;
      gxx.setProcessChannelMode(QProcess::MergedChannels);
      gxx.start(QStringLiteral("g++"), {QStringLiteral("-std=c++17"), QStringLiteral("-O2"), QStringLiteral("-Wall"),
                                        QStringLiteral("-o"), binary, source});
      QVERIFY(gxx.waitForFinished(180000));
      QVERIFY2(gxx.exitCode() == 0, gxx.readAll().constData());
      command = binary;
    } else {
      if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty())
        KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
      command = QStringLiteral("python3 ") + source;
    }

    const Rules::GameInfo& info = game->info();
    QVERIFY2(!info.builtinBots.isEmpty(), "the game has no built-in bot to play against");
    Debugger::MatchRequest request;
    request.gameId = gameId;
    request.seed = 7;
    // A generous limit: the machine is shared, and a template is judged on its moves.
    request.processOptions.timeLimitOverrideMs = 5000;
    for (int p = 0; p < std::max(1, info.minPlayers); ++p) {
      request.bots << (p == 0 ? (course ? QStringLiteral("eda:") + source : QStringLiteral("cmd:") + command)
                              : QStringLiteral("builtin:") + info.builtinBots.first().name);
      request.names << QStringLiteral("P%1").arg(p);
    }
    QString error;
    const std::optional<Debugger::BotSpec> parsed = Debugger::BotSpec::parse(request.bots.first(), &error);
    QVERIFY2(parsed, qPrintable(error));  // the same parsing as the command line
    QCOMPARE(parsed->kind, course ? Debugger::BotSpec::Kind::Course : Debugger::BotSpec::Kind::Command);
    auto runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run(100000);
    QVERIFY2(runner->isOver(), "the match did not reach its end");
    runner->finish();
    const Debugger::Replay& replay = runner->replay();
    QVERIFY(replay.result.complete);
    int asked = 0;
    for (int t = 0; t < replay.frames.size(); ++t) {
      for (const Debugger::PlayerExchange& exchange : replay.frames[t].exchanges) {
        if (exchange.player != 0)
          continue;
        ++asked;
        QVERIFY2(exchange.status == Rules::Move::Status::Ok,
                 qPrintable(QStringLiteral("turn %1: %2 (input %3, output %4, stderr %5)")
                                .arg(t)
                                .arg(exchange.error, exchange.input.left(200), exchange.output.join(QLatin1Char('|')),
                                     exchange.stderrText.right(300))));
      }
    }
    QVERIFY2(asked > 0, "the template was never asked for a move");
    qInfo("%s: %d turns answered, result: %s", qPrintable(gameId), asked, qPrintable(replay.result.text));
  }
};

QTEST_GUILESS_MAIN(TestTemplates)
#include "test_templates.moc"
