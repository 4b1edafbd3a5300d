#pragma once

#include "match/process_options.h"
#include "replay/replay.h"

#include <QMap>

#include "core/match_setup.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

namespace Kibitz::Rules {
class Game;
class State;
}

namespace Kibitz::Debugger {

class ProcessParticipant;

// Re-runs one seat's external bot (cmd:, eda:) against a replay: a fresh copy of the bot
// gets the seat's recorded inputs of turns 1..N-1, and each reply is compared with the
// recorded one, so that a bot that is not deterministic, or changed since the match, is
// caught at the first turn it answers differently. Then it gets turn N's input with no
// time limit, with its process id known, so that a debugger can be attached first.
// (Turn N is frame N of the replay: its input is what the seat saw in frame N-1's state.)
class BotRerun {
public:
  // The first turn at which the re-run differs from the match: the input regenerated from
  // the recorded state is not the recorded input (the game's rules or the replay changed),
  // or the bot answers differently.
  struct Divergence {
    int turn = 0;
    bool input = false;   // an input differs (then `recorded`/`now` hold its first differing line)
    int line = 0;         // that line's number in the input, from 1
    QStringList recorded;
    QStringList now;
    QString nowError;  // the bot's failure instead of a reply (timeout, crash)
    QString describe() const;
  };

  // Null with an error: the turn is not one the seat plays, the seat's recorded bot is not
  // external, the bot does not start. `bot` empty: the seat's bot as the replay records it.
  static std::unique_ptr<BotRerun> start(const Replay& replay, int seat, const QString& bot, int turn,
                                         const ProcessOptions& options, QString* error);
  ~BotRerun();

  // Feeds turns 1..N-1 with the game's time limits, each input regenerated from the
  // recorded state and compared with the recorded input (turn N's too). The first
  // divergence, if any, is kept (feeding goes on: the bot keeps its history). False when
  // the bot fails for good.
  bool replayHistory(const std::function<void(int turn, int lastTurn)>& progress, QString* error);
  const std::optional<Divergence>& divergence() const { return divergence_; }
  int historyTurns() const { return compared_; }
  // The match as the re-run played it: the replay with this seat's replies of turns
  // 1..N-1 (and their status, errors and cost) as the bot gave them now, the states as
  // recorded. Compared with the match, it shows every turn the bot answers otherwise.
  Replay replayAsRerun() const;

  // Turn N's input and the bot's answer, its limit (the game's, or the options') judged
  // on the bot's own CPU time: the time it waits in a debugger does not count.
  PlayerExchange playTurn();

  // The process Kibitz started (in the sandbox: bubblewrap's).
  qint64 processId() const;
  // The bot's own process, to attach a debugger to. In the sandbox the process Kibitz
  // started is bubblewrap, whose child (the sandbox's first process) started the bot: the
  // bot's PID as seen from outside the sandbox, or 0 when it cannot be found.
  qint64 debuggeeId() const;
  bool sandboxed() const { return sandboxed_; }
  // What to type to attach gdb to the waiting bot; empty when its PID is unknown.
  QString attachCommand() const;
  // Whether this system lets only root attach a debugger to a process it did not start
  // (Yama ptrace_scope 1 or more).
  static bool attachRestricted();
  int turn() const { return turn_; }
  int seat() const { return seat_; }
  // The match re-run (it outlives the re-run).
  const Replay& replay() const { return *replay_; }
  const QString& botSpec() const { return bot_; }

private:
  BotRerun() = default;
  std::unique_ptr<Rules::State> stateBefore(int turn, QString* error) const;

  const Replay* replay_ = nullptr;
  const Rules::Game* game_ = nullptr;
  Rules::MatchSetup setup_;
  int seat_ = 0;
  int turn_ = 0;
  QString bot_;
  std::unique_ptr<ProcessParticipant> participant_;
  std::optional<Divergence> divergence_;
  QMap<int, PlayerExchange> history_;  // turn -> what the bot did in the re-run
  int compared_ = 0;
  bool sandboxed_ = false;
  bool noTimeLimit_ = false;  // the caller's ProcessOptions, for turn N
  int timeLimitMs_ = 0;
};

}  // namespace Kibitz::Debugger
