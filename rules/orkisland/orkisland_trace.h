// § numbers: the Rules reference of docs/games/orkisland.md.
#pragma once

#include "core/bot.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace Kibitz::Rules::OrkIsland {

// One requested command of a §15 trace: an execute() call as the player made it.
struct TraceCommand {
  int round = 0;
  int player = 0;
  int32_t unit = 0;
  int32_t dir = 0;
  bool operator==(const TraceCommand&) const = default;
};

// A command trace (docs/games/orkisland.md §15): `ROUND PLAYER UNIT DIR` lines and
// `#` comments.
class CommandTrace {
public:
  // Null with `error` naming the line on malformed input.
  static std::optional<CommandTrace> parse(const QByteArray& text, QString* error);
  // The calls of `player` in `round`, in file order.
  const std::vector<std::pair<int32_t, int32_t>>& commands(int round, int player) const;
  int size() const { return size_; }

  // Kibitz's trace text: informational comments, then the commands sorted by round,
  // then player, keeping each player's issue order.
  static QByteArray write(int64_t seed, const QStringList& names, std::vector<TraceCommand> commands);

private:
  std::map<std::pair<int, int>, std::vector<std::pair<int32_t, int32_t>>> commands_;
  int size_ = 0;
};

// Whether `text` looks like a trace (its first command line has four integers) rather
// than reply lines.
bool looksLikeTrace(const QByteArray& text);

// A trace-driven player: in round r it answers exactly its trace lines for round r
// (directions 0..4 as letters, any other value as 'x', which is filtered as invalid),
// then -1. It never runs out: rounds without lines are empty answers.
class TraceScript final : public ScriptedReplies {
public:
  explicit TraceScript(CommandTrace trace) : trace_(std::move(trace)) {}
  bool next(const State& state, int player, QStringList* lines) override;

private:
  CommandTrace trace_;
};

}  // namespace Kibitz::Rules::OrkIsland
