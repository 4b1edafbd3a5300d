// The starter bots of resources/templates/orkisland speak the protocol of
// docs/games/orkisland.md §14.2: each plays a whole match in seat 1 against built-in
// bots, every reply parses as Ok, and they conquer something. Skipped when g++ or
// python3 is missing.
#include "orkisland/orkisland_game.h"
#include "orkisland/orkisland_state.h"
#include "support/require_tool.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::OrkIsland;

namespace {

const QString kTemplates = QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/orkisland/");

// Plays 60 rounds with `program` in seat 1; returns its score, or -1 after a failure.
double playWith(QProcess& bot)
{
  OrkIslandGame game;
  MatchSetup setup;
  QString error;
  setup.parameters = *Parameters::resolve(game.info().parameters, {{QStringLiteral("nb_rounds"), QStringLiteral("60")}}, &error);
  setup.seed = 7;
  setup.playerNames = {QStringLiteral("dummy"), QStringLiteral("me"), QStringLiteral("null"), QStringLiteral("dummy")};
  std::unique_ptr<State> state = game.newInitialState(setup, &error);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < 4; ++p)
    bots.push_back(game.newBuiltinBot(p == 2 ? QStringLiteral("null") : QStringLiteral("dummy"), p, uint64_t(p)));
  QByteArray pending;
  while (!state->isTerminal()) {
    std::vector<Move> moves(4);
    for (int p : state->actingPlayers()) {
      if (p != 1) {
        moves[size_t(p)] = bots[size_t(p)]->act(*state, p);
        continue;
      }
      bot.write(state->observation(1).toUtf8());
      QStringList lines;
      while (!state->replyComplete(1, lines)) {
        const qsizetype newline = pending.indexOf('\n');
        if (newline >= 0) {
          lines << QString::fromUtf8(pending.left(newline));
          pending.remove(0, newline + 1);
          continue;
        }
        if (!bot.waitForReadyRead(10000)) {
          qWarning() << "no reply in round" << state->turn() << bot.readAllStandardError();
          return -1;
        }
        pending += bot.readAllStandardOutput();
      }
      moves[1] = state->parseReply(1, lines);
      if (!moves[1].isOk()) {
        qWarning() << "round" << state->turn() << moves[1].error;
        return -1;
      }
    }
    state->applyMoves(moves);
  }
  bot.closeWriteChannel();
  bot.waitForFinished(5000);
  const auto& final = static_cast<const OrkIslandState&>(*state);
  return final.alive(1) ? double(final.totalScore(1)) : -1;
}

}  // namespace

class TestOrkIslandTemplates : public QObject {
  Q_OBJECT
private slots:
  void cppTemplate()
  {
    const QString compiler = QStandardPaths::findExecutable(QStringLiteral("g++"));
    if (compiler.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ not found"));
    QTemporaryDir dir;
    const QString binary = dir.filePath(QStringLiteral("bot"));
    QProcess build;
    build.start(compiler, {QStringLiteral("-std=c++17"), QStringLiteral("-O2"), QStringLiteral("-Wall"), QStringLiteral("-Wextra"),
                           QStringLiteral("-o"), binary, kTemplates + QStringLiteral("bot.cpp")});
    QVERIFY(build.waitForFinished(120000));
    QVERIFY2(build.exitCode() == 0, build.readAllStandardError().constData());
    QVERIFY2(build.readAllStandardError().isEmpty(), "bot.cpp compiles without warnings");
    QProcess bot;
    bot.start(binary, {});
    QVERIFY(bot.waitForStarted());
    const double score = playWith(bot);
    qDebug("bot.cpp scored %.0f in 60 rounds", score);
    QVERIFY(score > 0);
  }

  void pythonTemplate()
  {
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 not found"));
    QProcess bot;
    bot.start(python, {kTemplates + QStringLiteral("bot.py")});
    QVERIFY(bot.waitForStarted());
    const double score = playWith(bot);
    qDebug("bot.py scored %.0f in 60 rounds", score);
    QVERIFY(score > 0);
  }
};

QTEST_APPLESS_MAIN(TestOrkIslandTemplates)
#include "test_orkisland_templates.moc"
