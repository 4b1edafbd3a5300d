#include "match/bot_rerun.h"

#include "external/external_state.h"
#include "match/sandbox_policy.h"

#include "match/bot_spec.h"
#include "match/participant.h"
#include "match/process_participant.h"
#include "replay/replay_validation.h"

#include <QFile>

#include "core/game.h"
#include "core/state.h"


namespace Kibitz::Debugger {

namespace {

QString quotedLines(const QStringList& lines)
{
  if (lines.isEmpty())
    return QStringLiteral("    (nothing)");
  QStringList out;
  for (const QString& line : lines)
    out << QStringLiteral("    ") + line;
  return out.join(QLatin1Char('\n'));
}

// Divergence::line's text on one side: the line, or nothing past the input's end.
QString inputLine(const QStringList& side)
{
  return side.isEmpty() ? QStringLiteral("    (the input ends before this line)") : QStringLiteral("    ") + side.first();
}

// The first line where the recorded and the regenerated input differ, if they do.
std::optional<BotRerun::Divergence> inputDifference(int turn, const QString& recorded, const QString& now)
{
  if (recorded == now)
    return std::nullopt;
  const QStringList a = recorded.split(QLatin1Char('\n'));
  const QStringList b = now.split(QLatin1Char('\n'));
  constexpr qsizetype kShown = 200;  // a line of a map or a long list is cut
  for (qsizetype k = 0;; ++k) {
    if (k < a.size() && k < b.size() && a[k] == b[k])
      continue;
    BotRerun::Divergence d;
    d.turn = turn;
    d.input = true;
    d.line = int(k + 1);
    if (k < a.size())
      d.recorded << a[k].left(kShown);
    if (k < b.size())
      d.now << b[k].left(kShown);
    return d;
  }
}

}  // namespace

QString BotRerun::Divergence::describe() const
{
  if (input)
    return QStringLiteral("turn %1: the input regenerated from the recorded state differs from the one the bot received "
                          "in the match, at line %2.\nIn the match it received:\n%3\nNow it receives:\n%4")
        .arg(turn)
        .arg(line)
        .arg(inputLine(recorded), inputLine(this->now));
  const QString now = nowError.isEmpty() ? QStringLiteral("now it answers:\n%1").arg(quotedLines(this->now))
                                         : QStringLiteral("now it fails: %1").arg(nowError);
  return QStringLiteral("turn %1: the bot answers differently than in the match.\nIn the match it answered:\n%2\n%3")
      .arg(turn)
      .arg(quotedLines(recorded), now);
}

namespace {
constexpr int kHistoryTurnLimitMs = 10000;
}  // namespace

std::unique_ptr<BotRerun> BotRerun::start(const Replay& replay, int seat, const QString& bot, int turn,
                                          const ProcessOptions& options, QString* error)
{
  std::unique_ptr<BotRerun> rerun(new BotRerun);
  rerun->replay_ = &replay;
  rerun->game_ = ReplayValidation::gameOf(replay, error);
  if (!rerun->game_)
    return nullptr;
  std::optional<Rules::MatchSetup> setup = ReplayValidation::setupOf(replay, error);
  if (!setup)
    return nullptr;
  rerun->setup_ = *setup;
  if (seat < 0 || seat >= replay.players.size()) {
    *error = QStringLiteral("seat %1 is not a seat of this match (valid: 0..%2)").arg(seat).arg(replay.players.size() - 1);
    return nullptr;
  }
  if (turn < 1 || turn > replay.lastTurn()) {
    *error = QStringLiteral("turn %1 is not a turn of this match (valid: 1..%2)").arg(turn).arg(replay.lastTurn());
    return nullptr;
  }
  if (!replay.frames[turn].exchangeOf(seat)) {
    *error = QStringLiteral("seat %1 does not play turn %2 (it received no input then)").arg(seat).arg(turn);
    return nullptr;
  }
  if (const QString why = replay.notResimulatedReason(turn - 1); !why.isEmpty()) {
    *error = QStringLiteral("cannot re-run from %1").arg(why);
    return nullptr;
  }
  rerun->bot_ = bot.isEmpty() ? replay.players[seat].bot : bot;
  std::optional<BotSpec> spec = BotSpec::parse(rerun->bot_, error);
  if (!spec)
    return nullptr;
  if (!spec->isExternal()) {
    *error = QStringLiteral("seat %1 is played by %2: only external bots (cmd:, eda:) are re-run (give one with --bot)")
                 .arg(seat)
                 .arg(rerun->bot_);
    return nullptr;
  }
  rerun->seat_ = seat;
  rerun->turn_ = turn;
  rerun->sandboxed_ = SandboxPolicy::applied(options).sandbox;
  // The history replays what the bot answered, not how fast: on a machine busier than the
  // match's (a test suite on two cores), Fencing's 50 ms made a late reply a "different"
  // one. A turn the bot really hangs in still ends, at this limit.
  rerun->noTimeLimit_ = options.noTimeLimit;
  rerun->timeLimitMs_ = options.timeLimitOverrideMs;
  ProcessOptions rerunOptions = options;
  if (rerunOptions.timeLimitOverrideMs <= 0 && !rerunOptions.noTimeLimit)
    rerunOptions.timeLimitOverrideMs = kHistoryTurnLimitMs;
  rerun->participant_ = makeExternalParticipant(*rerun->game_, *spec, error, rerunOptions);
  if (!rerun->participant_)
    return nullptr;
  return rerun;
}

BotRerun::~BotRerun() = default;

std::unique_ptr<Rules::State> BotRerun::stateBefore(int turn, QString* error) const
{
  QString problem;
  std::unique_ptr<Rules::State> state = game_->stateFromJson(setup_, replay_->frames[turn - 1].state, &problem);
  if (!state) {
    *error = QStringLiteral("the state before turn %1 cannot be restored: %2").arg(turn).arg(problem);
    return state;
  }
  // An external game's input comes from its referee, not from the state: the recorded
  // question is asked again (the referee cannot be started midway).
  if (auto* external = dynamic_cast<ExternalState*>(state.get()))
    if (const PlayerExchange* recorded = replay_->frames[turn].exchangeOf(seat_))
      external->ask(seat_, recorded->input, qMax(1, int(recorded->output.size())), recorded->limitMs);
  return state;
}

bool BotRerun::replayHistory(const std::function<void(int, int)>& progress, QString* error)
{
  for (int t = 1; t < turn_; ++t) {
    const PlayerExchange* recorded = replay_->frames[t].exchangeOf(seat_);
    if (!recorded)
      continue;  // the seat did not play that turn
    std::unique_ptr<Rules::State> state = stateBefore(t, error);
    if (!state)
      return false;
    PlayerExchange now;
    participant_->request(*state, seat_, &now);
    ++compared_;
    history_.insert(t, now);
    const bool failed = now.status == Rules::Move::Status::Timeout || now.status == Rules::Move::Status::Crashed;
    if (!divergence_)
      divergence_ = inputDifference(t, recorded->input, now.input);
    if (!divergence_ && (failed || now.output != recorded->output)) {
      divergence_ = Divergence{};
      divergence_->turn = t;
      divergence_->recorded = recorded->output;
      divergence_->now = now.output;
      divergence_->nowError = failed ? now.error : QString();
    }
    if (now.status == Rules::Move::Status::Crashed) {
      *error = QStringLiteral("the bot stopped at turn %1: %2").arg(t).arg(now.error);
      return false;
    }
    if (progress)
      progress(t, turn_ - 1);
  }
  // Turn N's input, before the bot gets it (it may wait in a debugger then).
  if (!divergence_) {
    std::unique_ptr<Rules::State> state = stateBefore(turn_, error);
    if (!state)
      return false;
    divergence_ = inputDifference(turn_, replay_->frames[turn_].exchangeOf(seat_)->input, state->observation(seat_));
  }
  return true;
}

Replay BotRerun::replayAsRerun() const
{
  Replay replay = *replay_;
  for (auto it = history_.cbegin(); it != history_.cend(); ++it)
    for (PlayerExchange& x : replay.frames[it.key()].exchanges)
      if (x.player == seat_) {
        const QString input = x.input;  // as recorded: the input is the match's
        x = it.value();
        x.player = seat_;
        x.input = input;
      }
  return replay;
}

PlayerExchange BotRerun::playTurn()
{
  PlayerExchange exchange;
  QString error;
  std::unique_ptr<Rules::State> state = stateBefore(turn_, &error);
  if (!state) {
    exchange.status = Rules::Move::Status::Crashed;
    exchange.error = error;
    return exchange;
  }
  // The turn's own limit (the game's, or the one asked for), on the bot's CPU time: the
  // time it spends stopped in a debugger is not its.
  participant_->setCpuTimeLimit(noTimeLimit_ ? 0 : timeLimitMs_ > 0 ? timeLimitMs_ : state->timeLimitMs(seat_));
  participant_->request(*state, seat_, &exchange);
  participant_->setCpuTimeLimit(-1);
  return exchange;
}

qint64 BotRerun::processId() const
{
  return participant_->processId();
}

bool BotRerun::attachRestricted()
{
  QFile scope(QStringLiteral("/proc/sys/kernel/yama/ptrace_scope"));
  return scope.open(QIODevice::ReadOnly) && scope.readAll().trimmed().toInt() >= 1;
}

qint64 BotRerun::debuggeeId() const
{
  return participant_->debuggeeId();
}

QString BotRerun::attachCommand() const
{
  const qint64 pid = debuggeeId();
  return pid > 0 ? QStringLiteral("gdb -p %1").arg(pid) : QString();
}

}  // namespace Kibitz::Debugger
