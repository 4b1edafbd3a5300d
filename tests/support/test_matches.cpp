#include "support/test_matches.h"

#include "match/match_builder.h"
#include "match/sandbox_check.h"

#include <QStandardPaths>

#include <QtTest>

#include <algorithm>

namespace Kibitz::Test {

QString sandboxedPython(QString* whyNot)
{
  QString reason;
  if (!Debugger::sandboxAvailable(&reason)) {
    *whyNot = QStringLiteral("the sandbox cannot run here: %1").arg(reason);
    return {};
  }
  const QString python = QStandardPaths::findExecutable(QStringLiteral("python3"), {QStringLiteral("/usr/bin"), QStringLiteral("/bin")});
  if (python.isEmpty())
    *whyNot = QStringLiteral("no python3 in /usr/bin or /bin (the sandbox shows only the system's)");
  return python;
}

std::unique_ptr<Debugger::MatchRunner> matchRunner(const QString& gameId, const QStringList& bots, uint64_t seed,
                                                   const QMap<QString, QString>& parameters, const QStringList& names,
                                                   const Debugger::ProcessOptions& options)
{
  Debugger::MatchRequest request;
  request.gameId = gameId;
  request.seed = seed;
  request.parameters = parameters;
  request.bots = bots;
  request.names = names;
  request.processOptions = options;
  QString error;
  auto runner = Debugger::MatchBuilder::build(request, &error);
  if (!runner)
    QTest::qFail(qPrintable(error), __FILE__, __LINE__);
  return runner;
}

Debugger::Replay playMatch(const QString& gameId, const QStringList& bots, uint64_t seed,
                           const QMap<QString, QString>& parameters, const QStringList& names,
                           const Debugger::ProcessOptions& options)
{
  auto runner = matchRunner(gameId, bots, seed, parameters, names, options);
  if (!runner)
    return {};
  runner->run();
  runner->finish();
  return runner->takeReplay();
}

std::unique_ptr<Debugger::MatchRunner> fencerVsFencer(uint64_t seed)
{
  return matchRunner(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, seed);
}

QStringList builtinLineUp(const Rules::GameInfo& info)
{
  QStringList bots;
  const int count = int(info.builtinBots.size());
  if (count == 0)
    return bots;
  const int seats = std::max(info.minPlayers, std::min(info.maxPlayers, 2));
  for (int p = 0; p < seats; ++p)
    bots << QStringLiteral("builtin:") + info.builtinBots[((count - 1 - p) % count + count) % count].name;
  return bots;
}

Debugger::Replay fencerVsFencerReplay(uint64_t seed)
{
  return playMatch(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, seed);
}

}  // namespace Kibitz::Test
