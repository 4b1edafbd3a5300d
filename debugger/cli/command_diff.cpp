#include "cli/cli_output.h"

#include "replay/replay_diff.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Kibitz::Cli {

int commandDiff(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Prints JSON."));
  parser.addOption(json);
  parser.addPositionalArgument(QStringLiteral("A"), QStringLiteral("A Kibitz replay."));
  parser.addPositionalArgument(QStringLiteral("B"), QStringLiteral("Another replay of the same game."));
  int code = 0;
  if (!parseArguments(parser, args, 2, 2, QStringLiteral("kibitz-cli diff A B [--json]"), &code))
    return code;
  QString error;
  const std::optional<Debugger::Replay> a = loadReplay(parser.positionalArguments()[0], &error);
  if (!a)
    return fail(error);
  const std::optional<Debugger::Replay> b = loadReplay(parser.positionalArguments()[1], &error);
  if (!b)
    return fail(error);
  if (a->gameId != b->gameId)
    return fail(QStringLiteral("the replays are of different games (%1 and %2)").arg(a->gameId, b->gameId));
  const Debugger::ReplayDifference d = Debugger::compareReplays(*a, *b);
  if (parser.isSet(json)) {
    QJsonArray values;
    for (const Debugger::JsonDiff::Difference& v : d.values)
      values.append(QJsonObject{{QStringLiteral("path"), v.path}, {QStringLiteral("a"), v.left}, {QStringLiteral("b"), v.right}});
    outJson(QJsonDocument(QJsonObject{{QStringLiteral("identical"), d.identical},
                                      {QStringLiteral("firstDifference"), d.firstFrame},
                                      {QStringLiteral("summary"), d.summary},
                                      {QStringLiteral("differences"), values}}));
  } else {
    out(d.summary);
    for (const Debugger::JsonDiff::Difference& v : d.values)
      out(QStringLiteral("  ") + Debugger::JsonDiff::describe(v));
  }
  return d.identical ? kSuccess : kCheckFailed;
}

}  // namespace Kibitz::Cli
