#include "cli/cli_output.h"

#include "telemetry/seat_cost.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Kibitz::Cli {

namespace {

QString numbers(const QList<double>& values)
{
  QStringList parts;
  for (double v : values)
    parts << QString::number(v);
  return parts.join(QLatin1Char(' '));
}

}  // namespace

int commandInfo(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Prints JSON."));
  parser.addOption(json);
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A Kibitz replay."));
  int code = 0;
  if (!parseArguments(parser, args, 1, 1, QStringLiteral("kibitz-cli info FILE [--json]"), &code))
    return code;
  QString error;
  const std::optional<Debugger::Replay> replay = loadReplay(parser.positionalArguments().first(), &error);
  if (!replay)
    return fail(error);

  // "Final scores" are the game's own score metric in the last frame, when it has one.
  const int scoreMetric = int(replay->metricKeys.indexOf(QStringLiteral("score")));
  const QList<double> finalScores = scoreMetric >= 0 ? replay->frames.last().metrics.value(scoreMetric) : QList<double>();

  if (parser.isSet(json)) {
    QJsonArray players;
    for (int p = 0; p < replay->players.size(); ++p) {
      QJsonObject o{{QStringLiteral("name"), replay->players[p].name}, {QStringLiteral("bot"), replay->players[p].bot}};
      if (p < replay->result.returns.size())
        o.insert(QStringLiteral("return"), replay->result.returns[p]);
      if (p < finalScores.size())
        o.insert(QStringLiteral("score"), finalScores[p]);
      const Debugger::SeatCost::Summary cost = Debugger::SeatCost::of(*replay, p);
      QJsonObject time{{QStringLiteral("p50Ms"), cost.p50Ms},
                       {QStringLiteral("p95Ms"), cost.p95Ms},
                       {QStringLiteral("maxMs"), cost.maxMs},
                       {QStringLiteral("maxCpuMs"), cost.maxCpuMs >= 0 ? QJsonValue(cost.maxCpuMs) : QJsonValue()},
                       {QStringLiteral("over80"), cost.over80},
                       {QStringLiteral("timeouts"), cost.timeouts}};
      o.insert(QStringLiteral("time"), time);
      o.insert(QStringLiteral("peakRssKb"), cost.peakRssKb >= 0 ? QJsonValue(cost.peakRssKb) : QJsonValue());
      players.append(o);
    }
    outJson(QJsonDocument(QJsonObject{{QStringLiteral("game"), replay->gameId},
                                      {QStringLiteral("rulesVersion"), replay->rulesVersion},
                                      {QStringLiteral("seed"), QString::number(replay->seed)},
                                      {QStringLiteral("parameters"), replay->parameters},
                                      {QStringLiteral("turns"), replay->lastTurn()},
                                      {QStringLiteral("players"), players},
                                      {QStringLiteral("complete"), replay->result.complete},
                                      {QStringLiteral("result"), replay->result.text},
                                      {QStringLiteral("annotations"), replay->annotations.size()},
                                      {QStringLiteral("origin"), replay->origin}}));
    return kSuccess;
  }
  out(QStringLiteral("game:        %1 (rules %2)").arg(replay->gameId, replay->rulesVersion));
  out(QStringLiteral("seed:        %1").arg(replay->seed));
  QStringList params;
  for (auto it = replay->parameters.begin(); it != replay->parameters.end(); ++it)
    params << QStringLiteral("%1=%2").arg(it.key(), it.value().toVariant().toString());
  out(QStringLiteral("parameters:  %1").arg(params.isEmpty() ? QStringLiteral("(none)") : params.join(QLatin1Char(' '))));
  out(QStringLiteral("turns:       %1").arg(replay->lastTurn()));
  for (int p = 0; p < replay->players.size(); ++p) {
    out(QStringLiteral("player %1:    %2 (%3)").arg(p).arg(replay->players[p].name, replay->players[p].bot));
    const Debugger::SeatCost::Summary cost = Debugger::SeatCost::of(*replay, p);
    if (cost.replies == 0)
      continue;
    QString line = QStringLiteral("  time:      p50 %1 ms, p95 %2 ms, max %3 ms").arg(cost.p50Ms, 0, 'f', 2).arg(cost.p95Ms, 0, 'f', 2).arg(cost.maxMs, 0, 'f', 2);
    if (cost.maxCpuMs >= 0)
      line += QStringLiteral(" (max CPU %1 ms)").arg(cost.maxCpuMs, 0, 'f', 2);
    line += QStringLiteral(", %1 over 80% of the limit, %2 timeouts").arg(cost.over80).arg(cost.timeouts);
    if (cost.peakRssKb >= 0)
      line += QStringLiteral(", peak memory %1 KiB").arg(cost.peakRssKb);
    out(line);
  }
  out(QStringLiteral("result:      %1%2").arg(replay->result.text, replay->result.complete ? QString() : QStringLiteral(" (match not finished)")));
  out(QStringLiteral("final:       %1").arg(numbers(replay->result.returns)));
  if (!finalScores.isEmpty())
    out(QStringLiteral("scores:      %1").arg(numbers(finalScores)));
  return kSuccess;
}

}  // namespace Kibitz::Cli
