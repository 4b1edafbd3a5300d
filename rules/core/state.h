#pragma once

#include "core/event.h"
#include "core/move.h"
#include "core/player_set.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <span>

namespace Kibitz::Rules {

class Game;

// The position of a match between two turns. A turn asks the acting players for their
// replies (text for external bots and scripts, moves for built-in bots), then applies
// them all at once: simultaneous games list every player, sequential games one.
class State {
public:
  State(const Game& game, int numPlayers) : game_(&game), numPlayers_(numPlayers) {}
  virtual ~State() = default;
  const Game& game() const { return *game_; }

  // An independent copy that behaves identically from here on.
  virtual std::unique_ptr<State> clone() const = 0;

  // Turns played so far (0 for the initial state): one per applyMoves().
  int turn() const { return turn_; }
  int numPlayers() const { return numPlayers_; }
  virtual bool isTerminal() const = 0;

  // Players whose reply this turn needs, ascending. Empty for a turn that needs no
  // input (a Fencing respawn): the turn is still applied, with no moves.
  virtual PlayerSet actingPlayers() const = 0;

  // The text `player` receives this turn on stdin (complete lines, '\n'-terminated).
  virtual QString observation(int player) const = 0;
  // Text sent once to every bot after the last turn (for example `END 1 4`); default none.
  virtual QString finalMessage(int player) const;
  // How long `player` may take for this turn's reply, in milliseconds.
  virtual int timeLimitMs(int player) const = 0;

  // Whether `lines` (without terminators) already hold the whole reply for this turn.
  // Default: one line.
  virtual bool replyComplete(int player, const QStringList& lines) const;
  // Decodes a complete reply; an invalid one comes back with its reason.
  virtual Move parseReply(int player, const QStringList& lines) const = 0;
  // The reply lines that parseReply() would decode into `move` (used to record what a
  // built-in bot "answered").
  virtual QStringList formatMove(int player, const Move& move) const = 0;

  // Plays one turn. `moves` has one entry per player, a reply only for acting players
  // (the precondition, applyMovesProblem in core/state_preconditions.h: asserted in debug;
  // in release a warning, and a terminal state plays nothing, missing seats time out,
  // replies of players who do not act are dropped). Clears the events, lets the game play
  // the turn (doApplyMoves) and counts it.
  void applyMoves(std::span<const Move> moves);
  // What the last applyMoves() produced, for the timeline.
  const QList<Event>& lastEvents() const { return events_; }

  // Ranking score of each player when the game is over (higher is better).
  virtual QList<double> returns() const = 0;
  // One line for humans: "Alice wins 20-19", "Bob was deactivated: timeout".
  virtual QString resultText(const QStringList& playerNames) const = 0;
  // The value of the game's metric `metricIndex` (GameInfo::metrics) for `player`.
  virtual double metric(int metricIndex, int player) const = 0;

  // Exact state. Game::stateFromJson(toJson()) must behave identically to this state.
  virtual QJsonObject toJson() const = 0;
  // What `player` may know of this position, as JSON for a viewer that shows one seat's side
  // (the window while a person plays that seat): the facts observation() gives that seat's
  // bot, nothing more. Default: toJson(), for games where every seat sees everything
  // (GameInfo::hiddenInformation false).
  virtual QJsonObject seatView(int player) const;

  // An optional limit on the real time a match may take (Mosca Ceca's wall_clock_s), in
  // milliseconds; 0: none. The runner adds up the time spent playing turns (not the time
  // a paused match waits) and calls wallClockExpired() once when it reaches the limit;
  // the game decides what that means.
  virtual qint64 wallClockLimitMs() const { return 0; }
  virtual void wallClockExpired() {}

protected:
  // The game's rules for one turn: called by applyMoves() on a state that is not
  // terminal, with one move per player; report what happened with addEvent().
  virtual void doApplyMoves(std::span<const Move> moves) = 0;
  void addEvent(Event event) { events_.append(std::move(event)); }
  void clearEvents() { events_.clear(); }
  // For states restored from JSON or a log: the turns already played.
  void setTurn(int turn) { turn_ = turn; }

private:
  const Game* game_;
  int numPlayers_;
  int turn_ = 0;
  QList<Event> events_;
};

}  // namespace Kibitz::Rules
