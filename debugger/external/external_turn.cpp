#include "external/external_turn.h"

#include "replay/replay_recorder.h"

#include <QJsonArray>

namespace Kibitz::Debugger {

void ExternalTurn::addLog(const QString& line)
{
  if (log.size() < kMaxLogLines)
    log << line;
  else
    ++droppedLogLines;
}

void ExternalTurn::addSummary(const QString& line)
{
  if (summary.size() < kMaxLogLines)
    summary << line;
  else
    ++droppedLogLines;
}

void ExternalTurn::record(ReplayRecorder& recorder, int frameIndex, const QStringList& lastInputs,
                          const QStringList& lastReplies)
{
  const int players = int(lastInputs.size());
  QJsonObject state{{QStringLiteral("frame"), frameIndex}};
  if (!view.isUndefined())
    state.insert(QStringLiteral("view"), view);
  state.insert(QStringLiteral("summary"), QJsonArray::fromStringList(summary));
  if (droppedLogLines > 0)
    log << QStringLiteral("(%1 more lines dropped)").arg(droppedLogLines);
  state.insert(QStringLiteral("log"), QJsonArray::fromStringList(log));
  QJsonArray seats;
  for (int p = 0; p < players; ++p)
    seats.append(QJsonObject{{QStringLiteral("input"), lastInputs[p]}, {QStringLiteral("reply"), lastReplies.value(p)}});
  state.insert(QStringLiteral("players"), seats);
  QList<QPair<QString, QList<double>>> metrics;
  if (!scores.isEmpty()) {
    QJsonArray values;
    for (double s : scores)
      values.append(s);
    state.insert(QStringLiteral("scores"), values);
    metrics << qMakePair(QStringLiteral("score"), scores);
  }
  if (!kibitz.isUndefined()) {
    KibitzFrame k = KibitzFrame::read(kibitz, players);
    state.insert(QStringLiteral("kibitz"), k.json);
    for (const QString& e : k.errors)
      log << e;
    state.insert(QStringLiteral("log"), QJsonArray::fromStringList(log));
    metrics << k.metrics;
  }
  Frame frame;
  frame.state = state;
  frame.exchanges = std::move(exchanges);
  frame.events = std::move(events);
  recorder.addFrame(std::move(frame), metrics);
  *this = ExternalTurn();
}

}  // namespace Kibitz::Debugger
