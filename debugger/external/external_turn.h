#pragma once

#include "external/kibitz_frame.h"
#include "replay/replay.h"

#include <QJsonValue>

namespace Kibitz::Debugger {

class ReplayRecorder;

// What an external referee said between two frames, gathered until the frame is recorded:
// the exchanges with the bots, the events (cg TOOLTIPs), the summary lines, the referee's
// log (stderr and unknown lines), its view and the kibitz frame. Bounded: the log and the
// summary keep at most kMaxLogLines lines of a turn each, and say how many were dropped.
struct ExternalTurn {
  static constexpr int kMaxLogLines = 2000;

  QList<PlayerExchange> exchanges;
  QList<Rules::Event> events;
  QStringList summary;
  QStringList log;
  int droppedLogLines = 0;
  QJsonValue view = QJsonValue::Undefined;    // the cg VIEW's JSON (or its text when it is not JSON)
  QJsonValue kibitz = QJsonValue::Undefined;  // the tier-1 object, when the referee sent one
  QList<double> scores;  // once known

  void addLog(const QString& line);
  void addSummary(const QString& line);
  // Records the frame (index `frameIndex`) through the one recorder, then starts over.
  // `lastInputs`/`lastReplies` (per player) are shown by the generic board.
  void record(ReplayRecorder& recorder, int frameIndex, const QStringList& lastInputs, const QStringList& lastReplies);
};

}  // namespace Kibitz::Debugger
