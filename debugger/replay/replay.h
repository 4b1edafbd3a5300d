#pragma once

#include "annotations/bot_mark.h"
#include "core/event.h"
#include "core/move.h"
#include "replay/turn_profile.h"
#include "telemetry/bot_value.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace Kibitz::Debugger {

// How a seat was played: "builtin:fencer", "script:/path/p0.actions", "cmd:./bot".
struct PlayerRecord {
  QString name;
  QString bot;
  // How the seat's bot was profiled ("perf", "python"), or empty: its exchanges may hold a
  // profile, and its times include the profiler's overhead.
  QString profiler = {};
  // Where the profiled functions are defined (optional; docs/replay-format.md).
  SourcePlaces profileSources = {};
};

// What one player exchanged with the engine during one turn.
struct PlayerExchange {
  int player = 0;
  QString input;          // exactly what it received
  QStringList output;     // the reply lines it gave (empty on timeout)
  QString stderrText;     // what it wrote on stderr during the turn
  bool stderrTruncated = false;
  double timeMs = 0;      // time taken to answer
  int limitMs = 0;        // the limit it had
  // An external bot's process tree (docs/bot-processes.md, "Time and memory"); -1 when not
  // measured (built-in bots, replays before format version 4).
  double cpuMs = -1;      // on-CPU time since its previous reply
  qint64 rssKb = -1;      // resident memory at the reply
  qint64 peakRssKb = -1;  // the most it held so far
  Rules::Move::Status status = Rules::Move::Status::Ok;
  QString error;          // why the reply was rejected, if it was
  QList<BotMark> marks;   // debug marks from `#kibitz` lines of its stderr (docs/bot-marks.md)
  QStringList markErrors; // why malformed `#kibitz` lines were skipped
  // The numbers it reported with `#kibitz value` lines (docs/bot-marks.md, "Values") and
  // why malformed ones were skipped: parsed once from its stderr (BotValues::readInto), by
  // the runner as it replies and by the reader as a file loads; not written (the file
  // keeps the stderr they come from). Charts, breakpoints, the CLI and the page read these.
  QList<BotValue> values;
  QStringList valueErrors;
  // Where a profiled bot spent the turn (docs/replay-format.md, "profile").
  std::optional<TurnProfile> profile;
  ExchangeWindow window;  // for cutting the profile; not written to the replay
};

// One step of the timeline. Frame 0 is the initial state; frame k (k >= 1) is turn k-1
// of the engine: what the acting players received and answered, what happened, and the
// state after it. Every frame holds its whole state, so showing one never runs the engine.
struct Frame {
  QList<PlayerExchange> exchanges;  // acting players only; empty for frame 0 and no-input turns
  QList<Rules::Event> events;
  QJsonObject state;
  QList<QList<double>> metrics;     // [metric][player], in the game's declared order

  // What `player` exchanged in this frame, or null when it was not asked.
  const PlayerExchange* exchangeOf(int player) const;
};

struct MatchResult {
  bool complete = false;  // the match reached its end (not cancelled or truncated)
  QList<double> returns;  // final ranking score per player
  QString text;           // one line for humans
};

// A whole match, in memory. Written and read by ReplayFile.
struct Replay {
  static constexpr int kFormatVersion = 4;  // docs/replay-format.md; versions 1 to 3 are still read

  QString gameId;
  QString rulesVersion;
  QJsonObject parameters;
  uint64_t seed = 0;
  QList<PlayerRecord> players;
  QStringList metricKeys;   // the game's metrics when the replay was made
  QString createdBy;        // "kibitz-cli 0.1.0"
  QString createdAt;        // ISO 8601, UTC
  QJsonObject origin;       // where it came from: {"import": "codingame", "file": ...} or {"fork": ...}
  QList<Frame> frames;
  MatchResult result;
  QJsonArray annotations;   // filled by the annotation feature; kept as-is otherwise

  int lastTurn() const { return int(frames.size()) - 1; }
  QStringList playerNames() const;
  // An import whose file did not allow re-simulating every turn (origin.recordedFrom): the
  // first frame taken as the file records it, or -1. Such frames have no exchanges and
  // cannot be continued or verified; the reason names why, or is empty for other turns.
  int recordedFrom() const;
  QString notResimulatedReason(int turn) const;
};

}  // namespace Kibitz::Debugger
