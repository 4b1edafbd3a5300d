#include "dap/debug_stop_json.h"

#include <QJsonArray>

namespace Kibitz::Debugger {

namespace {

// A JSON object of names and values; a name seen twice (a shadowed local) keeps the first,
// the innermost as the debugger lists them.
QJsonObject namedValues(const QList<QPair<QString, QString>>& pairs)
{
  QJsonObject object;
  for (const auto& [name, value] : pairs)
    if (!object.contains(name))
      object.insert(name, value);
  return object;
}

}  // namespace

QJsonObject debugStopJson(const BotDebugSession::Stop& stop)
{
  QJsonArray frames;
  for (const BotDebugSession::Frame& frame : stop.frames)
    frames.append(QJsonObject{{QStringLiteral("name"), frame.name}, {QStringLiteral("file"), frame.file}, {QStringLiteral("line"), frame.line}});
  return {{QStringLiteral("turn"), stop.turn},
          {QStringLiteral("reason"), stop.reason},
          {QStringLiteral("frames"), frames},
          {QStringLiteral("locals"), namedValues(stop.locals)},
          {QStringLiteral("evals"), namedValues(stop.evals)}};
}

QJsonObject debugTurnJson(const BotDebugSession::Result& result)
{
  return {{QStringLiteral("stop"), result.stops.isEmpty() ? QJsonValue() : QJsonValue(debugStopJson(result.stops.first()))},
          {QStringLiteral("reply"), QJsonArray::fromStringList(result.reply.output)}};
}

}  // namespace Kibitz::Debugger
