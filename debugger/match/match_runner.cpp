#include "match/match_runner.h"

#include "profile/profile_samples.h"

#include "match/human_participant.h"
#include "match/human_seat.h"
#include "match/participant.h"
#include "match/process_participant.h"
#include "match/turn_source.h"

#include "annotations/bot_mark.h"
#include "telemetry/bot_values.h"

#include "core/game.h"
#include "core/state.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>

namespace Kibitz::Debugger {

MatchRunner::MatchRunner(const Rules::Game& game, Rules::MatchSetup setup, ReplayRecorder recorder,
                         std::vector<std::unique_ptr<Participant>> participants, std::unique_ptr<Rules::State> initial)
    : game_(game), setup_(std::move(setup)), participants_(std::move(participants)), state_(std::move(initial)),
      moves_(size_t(setup_.numPlayers())), recorder_(std::move(recorder)), seats_(setup_.numPlayers())
{
}

MatchRunner::MatchRunner(std::unique_ptr<TurnSource> source, const Rules::Game& game, Rules::MatchSetup setup,
                         ReplayRecorder recorder, std::vector<std::unique_ptr<Participant>> participants)
    : source_(std::move(source)), game_(game), setup_(std::move(setup)), participants_(std::move(participants)),
      moves_(size_t(setup_.numPlayers())), recorder_(std::move(recorder)), seats_(setup_.numPlayers())
{
}

MatchRunner::~MatchRunner() = default;

const Rules::State& MatchRunner::state() const
{
  return source_ ? source_->state() : *state_;
}

std::unique_ptr<MatchRunner> MatchRunner::create(const Rules::Game& game, const Rules::MatchSetup& setup,
                                                 QList<PlayerRecord> players,
                                                 std::vector<std::unique_ptr<Participant>> participants, QString* error,
                                                 ReplayRecorder::Frames frames)
{
  if (int(participants.size()) != setup.numPlayers() || players.size() != setup.numPlayers()) {
    *error = QStringLiteral("%1 players need %1 bots, got %2").arg(setup.numPlayers()).arg(participants.size());
    return nullptr;
  }
  std::unique_ptr<Rules::State> initial = game.newInitialState(setup, error);
  if (!initial)
    return nullptr;
  ReplayRecorder recorder(game, setup, std::move(players), *initial, frames);
  return std::make_unique<MatchRunner>(game, setup, std::move(recorder), std::move(participants), std::move(initial));
}

std::unique_ptr<MatchRunner> MatchRunner::continueFrom(const Rules::Game& game, const Rules::MatchSetup& setup,
                                                       QList<PlayerRecord> players,
                                                       std::vector<std::unique_ptr<Participant>> participants,
                                                       const Replay& original, const QString& originalFile, int turn,
                                                       QString* error)
{
  if (turn < 0 || turn > original.lastTurn()) {
    *error = QStringLiteral("turn %1 is not a turn of %2 (valid: 0..%3)").arg(turn).arg(originalFile).arg(original.lastTurn());
    return nullptr;
  }
  if (int(participants.size()) != setup.numPlayers() || players.size() != setup.numPlayers()) {
    *error = QStringLiteral("%1 players need %1 bots, got %2").arg(setup.numPlayers()).arg(participants.size());
    return nullptr;
  }
  if (const QString why = original.notResimulatedReason(turn); !why.isEmpty()) {
    *error = QStringLiteral("%1: cannot continue from %2").arg(originalFile, why);
    return nullptr;
  }
  QString problem;
  std::unique_ptr<Rules::State> state = game.stateFromJson(setup, original.frames[turn].state, &problem);
  if (!state) {
    *error = QStringLiteral("%1: the state of turn %2 cannot be restored: %3").arg(originalFile).arg(turn).arg(problem);
    return nullptr;
  }
  // Every bot is shown the history first (built-in bots replay it on their side, external
  // ones get the inputs and their replies are dropped), so that bots with memory continue
  // exactly as they would have (the same bots then reproduce the original).
  for (int f = 0; f < turn; ++f) {
    std::unique_ptr<Rules::State> past = game.stateFromJson(setup, original.frames[f].state, &problem);
    if (!past) {
      *error = QStringLiteral("%1: the state of turn %2 cannot be restored: %3").arg(originalFile).arg(f).arg(problem);
      return nullptr;
    }
    for (int p : past->actingPlayers())
      participants[size_t(p)]->warmUp(*past, p);
  }
  ReplayRecorder recorder(game, setup, std::move(players), original.frames.mid(0, turn + 1));
  recorder.setOrigin(QStringLiteral("fork"),
                     QJsonObject{{QStringLiteral("file"), originalFile}, {QStringLiteral("turn"), turn}});
  return std::make_unique<MatchRunner>(game, setup, std::move(recorder), std::move(participants), std::move(state));
}

void MatchRunner::markNonConforming(const QString& reason)
{
  recorder_.markNonConforming(reason);
}

void MatchRunner::setOrigin(const QString& key, const QJsonValue& value)
{
  recorder_.setOrigin(key, value);
}

bool MatchRunner::isOver() const
{
  return source_ ? source_->isOver() : state_->isTerminal();
}

Rules::Move MatchRunner::askSeat(int seat, const Rules::State& question, int turn, PlayerExchange* exchange)
{
  Participant& participant = *participants_[size_t(seat)];
  if (beforeRequest_)
    beforeRequest_(seat, turn);
  const int limitMs = participant.timeLimitMs(question, seat);
  PlayerExchange stderrOnly;
  PlayerExchange* filled = exchange ? exchange : &stderrOnly;
  Rules::Move move = participant.request(question, seat, filled);
  noteReply(seat, move, filled->timeMs, limitMs);
  readBotLines(filled);
  noteValues(seat, *filled);
  notePeakMemory(seat, *filled);
  return move;
}

void MatchRunner::noteRejected(int seat, const QString& why)
{
  SeatSummary& s = seats_[seat];
  ++s.faults;
  if (s.firstFaultTurn < 0) {
    s.firstFaultTurn = state().turn();
    s.firstFault = QStringLiteral("invalid: %1").arg(why);
  }
}

void MatchRunner::step()
{
  if (isOver())
    return;
  if (source_) {
    source_->playTurn(*this);
    return;
  }
  QElapsedTimer timer;
  timer.start();
  QList<PlayerExchange> exchanges;
  const bool frames = recorder_.keepsFrames();
  // Players who do not act this turn give no move (State::applyMoves' precondition), not
  // the one they gave on an earlier turn.
  std::fill(moves_.begin(), moves_.end(), Rules::Move());
  const int turn = frames ? int(recorder_.replay().frames.size()) : state_->turn() + 1;
  const Rules::PlayerSet acting = state_->actingPlayers();
  qint64 personNs = 0;  // spent waiting for seats played by hand
  sendToExternalBotsAtOnce(acting);
  for (int p : acting) {
    Participant& participant = *participants_[size_t(p)];
    if (beforeRequest_)
      beforeRequest_(p, turn);
    const int limitMs = participant.timeLimitMs(*state_, p);
    const bool external = dynamic_cast<ProcessParticipant*>(&participant) != nullptr;
    if (!frames) {  // nothing to record: the participant only answers
      // An external bot's stderr and memory are read anyway: for the values it reports and the arena.
      PlayerExchange stderrOnly;
      const qint64 before = timer.nsecsElapsed();
      moves_[size_t(p)] = participant.request(*state_, p, external ? &stderrOnly : nullptr);
      noteReply(p, moves_[size_t(p)], external ? stderrOnly.timeMs : double(timer.nsecsElapsed() - before) / 1e6,
                limitMs);
      if (external) {
        BotValues::readInto(&stderrOnly);
        noteValues(p, stderrOnly);
        notePeakMemory(p, stderrOnly);
      }
      continue;
    }
    PlayerExchange exchange;
    moves_[size_t(p)] = participant.request(*state_, p, &exchange);
    // A person's thinking is not the match's real time (State::wallClockLimitMs).
    if (const auto* human = dynamic_cast<HumanParticipant*>(&participant); human && human->seat())
      personNs += qint64(exchange.timeMs * 1e6);
    noteReply(p, moves_[size_t(p)], exchange.timeMs, limitMs);
    readBotLines(&exchange);
    noteValues(p, exchange);
    notePeakMemory(p, exchange);
    exchanges << exchange;
  }
  personNs += askAgainWhereTakenBack(acting, frames ? &exchanges : nullptr);
  // The game's real-time limit, if it has one, is checked before the turn resolves.
  playedNs_ += std::max<qint64>(0, timer.nsecsElapsed() - personNs);
  const qint64 limitMs = state_->wallClockLimitMs();
  if (limitMs > 0 && !wallClockTold_ && playedNs_ >= limitMs * 1'000'000) {
    wallClockTold_ = true;
    state_->wallClockExpired();
  }
  state_->applyMoves(moves_);
  recorder_.addTurn(*state_, std::move(exchanges));
}

qint64 MatchRunner::askAgainWhereTakenBack(Rules::PlayerSet acting, QList<PlayerExchange>* exchanges)
{
  // A person may take a reply back while the other seats of the turn still answer
  // (HumanSeat::takeBackAnswer): that seat is asked again until its reply stands, and every
  // seat played by hand learns that its reply is final (settle).
  qint64 personNs = 0;
  for (int p : acting) {
    auto* human = dynamic_cast<HumanParticipant*>(participants_[size_t(p)].get());
    if (!human || !human->seat())
      continue;
    while (!human->seat()->settle()) {
      PlayerExchange exchange;
      moves_[size_t(p)] = human->request(*state_, p, exchanges ? &exchange : nullptr);
      personNs += qint64(exchange.timeMs * 1e6);
      if (!exchanges)
        continue;
      for (PlayerExchange& earlier : *exchanges)
        if (earlier.player == p) {
          exchange.timeMs += earlier.timeMs;  // the person's thinking, both times
          earlier = exchange;
        }
    }
  }
  return personNs;
}

void MatchRunner::sendToExternalBotsAtOnce(Rules::PlayerSet acting)
{
  // A debugger arms each bot's breakpoints just before its own request: one at a time then.
  if (beforeRequest_ || acting.size() < 2)
    return;
  QList<ProcessParticipant*> bots;
  QList<int> seats;
  for (int p : acting)
    if (auto* bot = dynamic_cast<ProcessParticipant*>(participants_[size_t(p)].get()))
      bots << bot, seats << p;
  if (bots.size() < 2)
    return;
  for (qsizetype i = 0; i < bots.size(); ++i)
    bots[i]->sendRequest(*state_, seats[i], int(bots.size()));
  ProcessParticipant::waitForReplies(bots);
}

void MatchRunner::noteReply(int seat, const Rules::Move& move, double timeMs, int limitMs)
{
  SeatSummary& s = seats_[seat];
  ++s.replies;
  s.replyMs.append(timeMs);
  s.maxReplyMs = std::max(s.maxReplyMs, timeMs);
  if (limitMs > 0 && timeMs / limitMs > s.maxShareOfLimit) {
    s.maxShareOfLimit = timeMs / limitMs;
    s.limitAtMaxShareMs = limitMs;
  }
  if (move.isOk())
    return;
  ++s.faults;
  if (move.status == Rules::Move::Status::Timeout)
    ++s.timeouts;
  if (s.firstFaultTurn < 0) {
    s.firstFaultTurn = state().turn();
    const QString status = QString::fromLatin1(Rules::moveStatusName(move.status));
    s.firstFault = move.error.isEmpty() ? status : QStringLiteral("%1: %2").arg(status, move.error);
  }
}

void MatchRunner::readBotLines(PlayerExchange* exchange)
{
  // Debug marks drawn by the bot and the values it reported (`#kibitz ...` stderr lines),
  // parsed here once and kept on the exchange; bad ones are only reported.
  exchange->marks = BotMarks::parse(exchange->stderrText, &exchange->markErrors);
  BotValues::readInto(exchange);
}

void MatchRunner::noteValues(int seat, const PlayerExchange& exchange)
{
  if (!exchange.values.isEmpty() || !exchange.valueErrors.isEmpty())
    seats_[seat].values.add(state().turn() + 1, exchange.values, exchange.valueErrors);  // the frame this turn makes
}

void MatchRunner::notePeakMemory(int seat, const PlayerExchange& exchange)
{
  SeatSummary& s = seats_[seat];
  s.peakRssKb = std::max({s.peakRssKb, exchange.peakRssKb, exchange.rssKb});
}

void MatchRunner::run(int maxTurns)
{
  for (int played = 0; !isOver() && (maxTurns < 0 || played < maxTurns); ++played)
    step();
}

void MatchRunner::finish()
{
  if (finished_)
    return;
  finished_ = true;
  if (source_)
    source_->finish(*this);
  else
    recorder_.finish(*state_);
  for (int p = 0; p < setup_.numPlayers(); ++p)
    participants_[size_t(p)]->finish(state(), p);
  recordProfiles();
}

void MatchRunner::recordProfiles()
{
  for (int p = 0; p < setup_.numPlayers(); ++p) {
    auto* bot = dynamic_cast<ProcessParticipant*>(participants_[size_t(p)].get());
    if (!bot || bot->profiler().isEmpty())
      continue;
    const QString profiler = bot->profiler();
    SourcePlaces sources;
    QList<ProfileChunk> chunks = bot->takeProfile(&profileWarnings_, &sources);
    recorder_.setProfiles(p, profiler, cutByExchange(std::move(chunks), recorder_.windowsOf(p)), sources);
  }
}

Replay MatchRunner::takeReplay()
{
  finish();
  return recorder_.take();
}

}  // namespace Kibitz::Debugger
