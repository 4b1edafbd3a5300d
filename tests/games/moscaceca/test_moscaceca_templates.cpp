// The starter bots of resources/templates/moscaceca/ play whole matches over the real
// text protocol (header, views, END) without a single error. Skipped when python3 or
// g++ is not installed.
#include "moscaceca/moscaceca_game.h"
#include "moscaceca/moscaceca_state.h"
#include "support/require_tool.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::MoscaCeca;

namespace {

const QString kTemplates = QStringLiteral(KIBITZ_SOURCE_DIR "/resources/templates/moscaceca");

// Plays one match with one process per player (all the same program); returns the
// number of bot errors, or -1 when a process misbehaved.
int playWithProcesses(const QString& program, const QStringList& arguments, int players, uint64_t seed)
{
  const MoscaCecaGame game;
  MatchSetup setup;
  QString error;
  setup.parameters = *Parameters::resolve(game.info().parameters,
                                          {{QStringLiteral("agents_per_player"), QStringLiteral("2")},
                                           {QStringLiteral("max_turns"), QStringLiteral("60")},
                                           {QStringLiteral("board_size"), QStringLiteral("12")}},
                                          &error);
  setup.seed = seed;
  setup.playerNames = game.info().defaultPlayerNames.mid(0, players);
  std::unique_ptr<State> state = game.newInitialState(setup, &error);
  std::vector<std::unique_ptr<QProcess>> bots;
  for (int p = 0; p < players; ++p) {
    bots.push_back(std::make_unique<QProcess>());
    bots.back()->start(program, arguments);
    if (!bots.back()->waitForStarted(5000))
      return -1;
  }
  int errors = 0;
  while (!state->isTerminal()) {
    const int p = *state->actingPlayers().begin();
    QProcess& bot = *bots[size_t(p)];
    bot.write(state->observation(p).toUtf8());
    while (!bot.canReadLine())
      if (!bot.waitForReadyRead(5000))
        return -1;
    const QString line = QString::fromUtf8(bot.readLine()).chopped(1);
    std::vector<Move> moves(static_cast<size_t>(players));
    moves[size_t(p)] = state->parseReply(p, {line});
    state->applyMoves(moves);
    for (const Event& e : state->lastEvents())
      if (e.type == QLatin1String("bot_error")) {
        qWarning("%s", qPrintable(e.text));
        ++errors;
      }
  }
  for (int p = 0; p < players; ++p) {
    bots[size_t(p)]->write(state->finalMessage(p).toUtf8());
    bots[size_t(p)]->closeWriteChannel();
    if (!bots[size_t(p)]->waitForFinished(5000) || bots[size_t(p)]->exitCode() != 0)
      return -1;
  }
  return errors;
}

}  // namespace

class TestMoscaCecaTemplates : public QObject {
  Q_OBJECT
private slots:
  void pythonStarterPlaysLegally()
  {
    const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (python.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("python3 is not installed"));
    for (uint64_t seed : {1u, 2u})
      QCOMPARE(playWithProcesses(python, {kTemplates + QStringLiteral("/bot.py")}, 3, seed), 0);
  }

  void cppStarterPlaysLegally()
  {
    const QString compiler = QStandardPaths::findExecutable(QStringLiteral("g++"));
    if (compiler.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("g++ is not installed"));
    QTemporaryDir dir;
    const QString binary = dir.filePath(QStringLiteral("bot"));
    QProcess build;
    build.start(compiler, {QStringLiteral("-std=c++17"), QStringLiteral("-O2"), QStringLiteral("-o"), binary,
                           kTemplates + QStringLiteral("/bot.cpp")});
    QVERIFY(build.waitForFinished(120000));
    QVERIFY2(build.exitCode() == 0, build.readAllStandardError().constData());
    for (uint64_t seed : {1u, 2u})
      QCOMPARE(playWithProcesses(binary, {}, 3, seed), 0);
  }
};

QTEST_APPLESS_MAIN(TestMoscaCecaTemplates)
#include "test_moscaceca_templates.moc"
