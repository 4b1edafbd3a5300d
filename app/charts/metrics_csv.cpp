#include "charts/metrics_csv.h"

#include "telemetry/telemetry_series.h"

#include "replay/replay.h"

#include <QLocale>
#include <QStringList>

#include <iterator>

namespace Kibitz::App::MetricsCsv {

namespace {

constexpr const char* kCostFields[] = {"wallMs", "cpuMs", "limitMs", "rssKb", "peakRssKb"};

QByteArray number(double value)
{
  return QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
}

// The cells of kCostFields for one seat and frame: empty when it did not reply, or for a
// figure not measured.
QByteArray costCells(const Debugger::PlayerExchange* x)
{
  if (!x)
    return QByteArray(qsizetype(std::size(kCostFields)), ',');
  QByteArray cells = ',' + number(x->timeMs) + ',';
  if (x->cpuMs >= 0)
    cells += number(x->cpuMs);
  cells += ',' + number(x->limitMs) + ',';
  if (x->rssKb >= 0)
    cells += QByteArray::number(x->rssKb) + ',' + QByteArray::number(std::max(x->peakRssKb, x->rssKb));
  else
    cells += ',';
  return cells;
}

}  // namespace

QByteArray write(const Debugger::Replay& replay)
{
  const int players = int(replay.players.size());
  QStringList header{QStringLiteral("turn")};
  for (const QString& key : replay.metricKeys)
    for (int p = 0; p < players; ++p)
      header << QStringLiteral("%1[%2]").arg(key).arg(p);
  // Then the values the bots reported, named as breakpoints read them ("values[0].eval").
  Debugger::TelemetrySeries telemetry;
  telemetry.reset(replay);
  QList<QList<QPointF>> valuePoints;
  for (int seat = 0; seat < telemetry.seatCount(); ++seat)
    for (int n = 0; n < telemetry.valueNames(seat).size(); ++n) {
      header << QStringLiteral("values[%1].%2").arg(seat).arg(telemetry.valueNames(seat)[n]);
      valuePoints << telemetry.values(seat, n);
    }
  // Then each measured bot's time and memory, named as the replay names them ("cost[0].cpuMs").
  const QList<int> costSeats = telemetry.measuredSeats();
  for (const int seat : costSeats)
    for (const char* field : kCostFields)
      header << QStringLiteral("cost[%1].%2").arg(seat).arg(QLatin1String(field));
  QList<qsizetype> next(valuePoints.size(), 0);  // each series' next point: they are in frame order
  QByteArray csv = header.join(QLatin1Char(',')).toUtf8() + '\n';
  for (int turn = 0; turn < replay.frames.size(); ++turn) {
    const QList<QList<double>>& metrics = replay.frames[turn].metrics;
    QByteArray line = QByteArray::number(turn);
    for (int m = 0; m < replay.metricKeys.size(); ++m) {
      for (int p = 0; p < players; ++p) {
        line += ',';
        if (m < metrics.size() && p < metrics[m].size())  // a missing value stays an empty cell
          line += QByteArray::number(metrics[m][p], 'g', QLocale::FloatingPointShortest);
      }
    }
    for (qsizetype v = 0; v < valuePoints.size(); ++v) {
      line += ',';
      if (next[v] < valuePoints[v].size() && int(valuePoints[v][next[v]].x()) == turn)  // not reported: empty
        line += QByteArray::number(valuePoints[v][next[v]++].y(), 'g', QLocale::FloatingPointShortest);
    }
    for (const int seat : costSeats)
      line += costCells(replay.frames[turn].exchangeOf(seat));
    csv += line + '\n';
  }
  return csv;
}

}  // namespace Kibitz::App::MetricsCsv
