#pragma once

#include "match/process_options.h"
#include "replay/replay.h"

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
  struct Divergence {
    int turn = 0;
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

  // Feeds turns 1..N-1 with the game's time limits. The first divergence, if any, is
  // kept (feeding goes on: the bot keeps its history). False when the bot fails for good.
  bool replayHistory(const std::function<void(int turn, int lastTurn)>& progress, QString* error);
  const std::optional<Divergence>& divergence() const { return divergence_; }
  int historyTurns() const { return compared_; }

  // Turn N's input with no time limit, and the bot's answer.
  PlayerExchange playTurn();

  qint64 processId() const;
  // What to type to attach gdb to the waiting bot.
  QString attachCommand() const;
  // Whether this system lets only root attach a debugger to a process it did not start
  // (Yama ptrace_scope 1 or more).
  static bool attachRestricted();
  int turn() const { return turn_; }
  int seat() const { return seat_; }
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
  int compared_ = 0;
};

}  // namespace Kibitz::Debugger
