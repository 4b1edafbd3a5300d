#pragma once

#include "telemetry/bot_value_tally.h"
#include "replay/replay.h"
#include "replay/replay_recorder.h"

#include "core/match_setup.h"
#include "core/move.h"
#include "core/player_set.h"

#include <functional>
#include <memory>
#include <vector>

namespace Kibitz::Rules {
class Game;
class State;
}

namespace Kibitz::Debugger {

class Participant;
class TurnSource;

// How one seat fared in a match, kept by the runner whatever it records: enough for an
// arena to report a bot's faults and how close its replies came to their time limit.
struct SeatSummary {
  int replies = 0;            // turns the seat was asked for a reply
  int faults = 0;             // replies that were not Ok (invalid, timeout, crashed)
  int timeouts = 0;           // of which timeouts
  int firstFaultTurn = -1;    // the engine turn of the first fault, or -1
  QString firstFault;         // "timeout: no reply within 50 ms", "crashed: the bot exited with code 3"
  double maxReplyMs = 0;      // the longest reply
  double maxShareOfLimit = 0; // the largest reply time / its limit (0 when never timed)
  int limitAtMaxShareMs = 0;  // the limit of that reply
  BotValueTally values;       // the `#kibitz value` lines of its stderr (external and recorded bots)
  QList<double> replyMs;      // every reply's time, in turn order (the arena's percentiles)
  qint64 peakRssKb = -1;      // an external bot's peak memory (-1: not measured)
};

// Plays a match turn by turn on the embedded engine and records it as a Replay. The
// caller drives it (step() until isOver()), so that a GUI worker can pause between turns
// and a test can inspect every state. Made by MatchBuilder (match_builder.h) from a
// MatchRequest; create() and continueFrom() are its low-level steps.
class MatchRunner {
public:
  // `players[i]` describes seat i (name and bot spec, as stored in the replay); the
  // recorder already holds frame 0 (or the continued history).
  MatchRunner(const Rules::Game& game, Rules::MatchSetup setup, ReplayRecorder recorder,
              std::vector<std::unique_ptr<Participant>> participants, std::unique_ptr<Rules::State> initial);
  // A runner whose turns `source` plays (an external referee): frames come from the source
  // through recorder(), the seats are asked through askSeat().
  MatchRunner(std::unique_ptr<TurnSource> source, const Rules::Game& game, Rules::MatchSetup setup,
              ReplayRecorder recorder, std::vector<std::unique_ptr<Participant>> participants);
  ~MatchRunner();

  // A runner from the beginning of a match, or null with an error (bad setup).
  // With ReplayRecorder::Frames::None the replay gets no frames (only its header and
  // result): participants are asked without an exchange to fill, and the runner times them.
  static std::unique_ptr<MatchRunner> create(const Rules::Game& game, const Rules::MatchSetup& setup,
                                             QList<PlayerRecord> players,
                                             std::vector<std::unique_ptr<Participant>> participants, QString* error,
                                             ReplayRecorder::Frames frames = ReplayRecorder::Frames::All);

  // A runner that continues `original` from its frame `turn`: the new replay starts with
  // the original's frames 0..turn (so both share their history and can be compared turn
  // by turn) and records where it was forked from.
  static std::unique_ptr<MatchRunner> continueFrom(const Rules::Game& game, const Rules::MatchSetup& setup,
                                                   QList<PlayerRecord> players,
                                                   std::vector<std::unique_ptr<Participant>> participants,
                                                   const Replay& original, const QString& originalFile, int turn,
                                                   QString* error);

  // Records in the replay that the match did not follow the game's rules for time
  // (external bots without the game's limits).
  void markNonConforming(const QString& reason);

  // Records where the match came from (merged into the replay's origin).
  void setOrigin(const QString& key, const QJsonValue& value);

  bool isOver() const;
  // Plays one turn and appends its frame.
  void step();
  // Plays to the end, or until `maxTurns` more turns were played.
  void run(int maxTurns = -1);
  // Fills the replay's result (and tells the participants the match is over).
  void finish();

  const Rules::State& state() const;
  const Replay& replay() const { return recorder_.replay(); }
  Replay takeReplay();
  const Rules::Game& game() const { return game_; }
  const Rules::MatchSetup& setup() const { return setup_; }
  // Each seat's replies, faults and reply times so far.
  const QList<SeatSummary>& seatSummaries() const { return seats_; }
  // What profiling bots (ProcessOptions::profile) left to say once finished: a binary
  // without symbols, samples lost. Translated (ProfilerChecks::kContext).
  const QStringList& profileWarnings() const { return profileWarnings_; }
  // The seat's participant (tests reach an external bot's process through it).
  Participant& participant(int seat) { return *participants_[size_t(seat)]; }
  // The recorder, for imports that append the states a file records after the played turns.
  ReplayRecorder& recorder() { return recorder_; }

  // Called on the runner's thread just before a seat is asked for its reply to a turn (the
  // frame the turn will make): a debugger arms the breakpoints that apply to that turn
  // while the bot waits for its input.
  using BeforeRequest = std::function<void(int seat, int turn)>;
  void setBeforeRequest(BeforeRequest hook) { beforeRequest_ = std::move(hook); }
  // A debugger may stop a bot in any turn: whoever shows the match shows each turn at once.
  bool isDebugged() const { return bool(beforeRequest_); }

  // For a TurnSource: asks `seat` the question `question` holds (its observation and time
  // limit), keeps the seat's summary, and fills `exchange` with the reply, its bot marks,
  // values and costs (when the recorder keeps frames; pass null otherwise). `turn` is the frame
  // the reply will be recorded in.
  Rules::Move askSeat(int seat, const Rules::State& question, int turn, PlayerExchange* exchange);
  // For a TurnSource: the referee rejected a reply `seat` gave (`why`), after askSeat took
  // it as valid; it counts as the seat's fault.
  void noteRejected(int seat, const QString& why);

private:
  // Every external bot acting in the turn gets its input before any is waited for, so
  // that they compute at once (their limits judged on their own CPU time); their replies
  // are then taken in seat order.
  // Asks again the seats played by hand whose reply was taken back before the turn resolves;
  // the time the people took (not the match's real time).
  qint64 askAgainWhereTakenBack(Rules::PlayerSet acting, QList<PlayerExchange>* exchanges);
  void sendToExternalBotsAtOnce(Rules::PlayerSet acting);
  void noteReply(int seat, const Rules::Move& move, double timeMs, int limitMs);
  static void readBotLines(PlayerExchange* exchange);
  void noteValues(int seat, const PlayerExchange& exchange);
  void notePeakMemory(int seat, const PlayerExchange& exchange);
  // Cuts each profiled bot's samples by its exchanges, into the replay.
  void recordProfiles();

  std::unique_ptr<TurnSource> source_;  // set: the source plays the turns, state_ is null
  const Rules::Game& game_;
  Rules::MatchSetup setup_;
  std::vector<std::unique_ptr<Participant>> participants_;
  BeforeRequest beforeRequest_;
  std::unique_ptr<Rules::State> state_;
  std::vector<Rules::Move> moves_;
  ReplayRecorder recorder_;
  QList<SeatSummary> seats_;
  bool finished_ = false;
  QStringList profileWarnings_;
  qint64 playedNs_ = 0;          // real time spent in step(), for State::wallClockLimitMs()
  bool wallClockTold_ = false;
};

}  // namespace Kibitz::Debugger
