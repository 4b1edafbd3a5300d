#include "panels/metrics_csv.h"

#include "replay/replay.h"

#include <QLocale>
#include <QStringList>

namespace Kibitz::App::MetricsCsv {

QByteArray write(const Debugger::Replay& replay)
{
  const int players = int(replay.players.size());
  QStringList header{QStringLiteral("turn")};
  for (const QString& key : replay.metricKeys)
    for (int p = 0; p < players; ++p)
      header << QStringLiteral("%1[%2]").arg(key).arg(p);
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
    csv += line + '\n';
  }
  return csv;
}

}  // namespace Kibitz::App::MetricsCsv
