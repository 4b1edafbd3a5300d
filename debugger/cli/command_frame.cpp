#include "cli/cli_output.h"

#include "replay/json_diff.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Kibitz::Cli {

int commandFrame(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Prints JSON."));
  parser.addOption(json);
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A Kibitz replay."));
  parser.addPositionalArgument(QStringLiteral("TURN"), QStringLiteral("0 is the initial state, N the state after N turns."));
  int code = 0;
  if (!parseArguments(parser, args, 2, 2, QStringLiteral("kibitz-cli frame FILE TURN [--json]"), &code))
    return code;
  QString error;
  const std::optional<Debugger::Replay> replay = loadReplay(parser.positionalArguments()[0], &error);
  if (!replay)
    return fail(error);
  bool ok = false;
  const int turn = parser.positionalArguments()[1].toInt(&ok);
  if (!ok || turn < 0 || turn > replay->lastTurn())
    return fail(QStringLiteral("TURN '%1' is not a turn of this replay (valid: 0..%2)")
                    .arg(parser.positionalArguments()[1]).arg(replay->lastTurn()));
  const Debugger::Frame& frame = replay->frames[turn];

  if (parser.isSet(json)) {
    QJsonArray io;
    for (const Debugger::PlayerExchange& x : frame.exchanges) {
      QJsonObject exchange{{QStringLiteral("player"), x.player},
                           {QStringLiteral("input"), x.input},
                           {QStringLiteral("output"), QJsonArray::fromStringList(x.output)},
                           {QStringLiteral("stderr"), x.stderrText},
                           {QStringLiteral("timeMs"), x.timeMs},
                           {QStringLiteral("status"), QString::fromLatin1(Rules::moveStatusName(x.status))},
                           {QStringLiteral("error"), x.error}};
      // The bot's process tree (null for built-in bots and older replays).
      exchange.insert(QStringLiteral("cpuMs"), x.cpuMs >= 0 ? QJsonValue(x.cpuMs) : QJsonValue());
      exchange.insert(QStringLiteral("rssKb"), x.rssKb >= 0 ? QJsonValue(x.rssKb) : QJsonValue());
      exchange.insert(QStringLiteral("peakRssKb"), x.peakRssKb >= 0 ? QJsonValue(x.peakRssKb) : QJsonValue());
      // The `#kibitz value` lines of its stderr, as the charts and breakpoints read them.
      QJsonObject values;
      for (const Debugger::BotValue& v : x.values)
        values.insert(v.name, v.value);
      if (!values.isEmpty())
        exchange.insert(QStringLiteral("values"), values);
      if (!x.valueErrors.isEmpty())
        exchange.insert(QStringLiteral("valueErrors"), QJsonArray::fromStringList(x.valueErrors));
      io.append(exchange);
    }
    QJsonArray events;
    for (const Rules::Event& e : frame.events)
      events.append(QJsonObject{{QStringLiteral("type"), e.type}, {QStringLiteral("player"), e.player}, {QStringLiteral("text"), e.text}});
    QJsonObject metrics;
    for (int m = 0; m < replay->metricKeys.size(); ++m) {
      QJsonArray values;
      for (double v : frame.metrics.value(m))
        values.append(v);
      metrics.insert(replay->metricKeys[m], values);
    }
    outJson(QJsonDocument(QJsonObject{{QStringLiteral("turn"), turn},
                                      {QStringLiteral("lastTurn"), replay->lastTurn()},
                                      {QStringLiteral("io"), io},
                                      {QStringLiteral("events"), events},
                                      {QStringLiteral("metrics"), metrics},
                                      {QStringLiteral("state"), frame.state}}));
    return kSuccess;
  }
  out(QStringLiteral("turn %1 of %2").arg(turn).arg(replay->lastTurn()));
  for (const Debugger::PlayerExchange& x : frame.exchanges) {
    const QString name = replay->players.value(x.player).name;
    out(QStringLiteral("player %1 (%2) received:").arg(x.player).arg(name));
    for (const QString& line : x.input.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
      out(QStringLiteral("    ") + line);
    out(QStringLiteral("  answered: %1  [%2, %3 ms]%4")
            .arg(x.output.join(QStringLiteral(" | ")), QString::fromLatin1(Rules::moveStatusName(x.status)))
            .arg(x.timeMs, 0, 'f', 3)
            .arg(x.error.isEmpty() ? QString() : QStringLiteral(" ") + x.error));
    if (x.cpuMs >= 0)
      out(QStringLiteral("  cost: %1 ms CPU, %2 KiB resident (peak %3 KiB)").arg(x.cpuMs, 0, 'f', 2).arg(x.rssKb).arg(x.peakRssKb));
    if (!x.stderrText.isEmpty())
      out(QStringLiteral("  stderr: %1").arg(x.stderrText.trimmed()));
  }
  for (const Rules::Event& e : frame.events)
    out(QStringLiteral("event: %1%2 %3").arg(e.type, e.player >= 0 ? QStringLiteral(" (player %1)").arg(e.player) : QString(), e.text));
  for (const auto& [path, value] : Debugger::JsonDiff::leaves(frame.state))
    out(QStringLiteral("%1 = %2").arg(path, Debugger::JsonDiff::shortText(value)));
  return kSuccess;
}

}  // namespace Kibitz::Cli
