#include "match/bot_rerun.h"

#include "match/bot_spec.h"
#include "match/participant.h"
#include "match/process_participant.h"
#include "replay/replay_validation.h"

#include "core/game.h"
#include "core/state.h"

#include <QFile>

namespace Kibitz::Debugger {

namespace {

const PlayerExchange* exchangeOf(const Frame& frame, int seat)
{
  for (const PlayerExchange& x : frame.exchanges)
    if (x.player == seat)
      return &x;
  return nullptr;
}

QString quotedLines(const QStringList& lines)
{
  if (lines.isEmpty())
    return QStringLiteral("    (nothing)");
  QStringList out;
  for (const QString& line : lines)
    out << QStringLiteral("    ") + line;
  return out.join(QLatin1Char('\n'));
}

}  // namespace

QString BotRerun::Divergence::describe() const
{
  const QString now = nowError.isEmpty() ? QStringLiteral("now it answers:\n%1").arg(quotedLines(this->now))
                                         : QStringLiteral("now it fails: %1").arg(nowError);
  return QStringLiteral("turn %1: the bot answers differently than in the match.\nIn the match it answered:\n%2\n%3")
      .arg(turn)
      .arg(quotedLines(recorded), now);
}

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
  if (!exchangeOf(replay.frames[turn], seat)) {
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
  rerun->participant_ = makeExternalParticipant(*rerun->game_, *spec, error, options);
  if (!rerun->participant_)
    return nullptr;
  return rerun;
}

BotRerun::~BotRerun() = default;

std::unique_ptr<Rules::State> BotRerun::stateBefore(int turn, QString* error) const
{
  QString problem;
  std::unique_ptr<Rules::State> state = game_->stateFromJson(setup_, replay_->frames[turn - 1].state, &problem);
  if (!state)
    *error = QStringLiteral("the state before turn %1 cannot be restored: %2").arg(turn).arg(problem);
  return state;
}

bool BotRerun::replayHistory(const std::function<void(int, int)>& progress, QString* error)
{
  for (int t = 1; t < turn_; ++t) {
    const PlayerExchange* recorded = exchangeOf(replay_->frames[t], seat_);
    if (!recorded)
      continue;  // the seat did not play that turn
    std::unique_ptr<Rules::State> state = stateBefore(t, error);
    if (!state)
      return false;
    PlayerExchange now;
    participant_->request(*state, seat_, &now);
    ++compared_;
    const bool failed = now.status == Rules::Move::Status::Timeout || now.status == Rules::Move::Status::Crashed;
    if (!divergence_ && (failed || now.output != recorded->output))
      divergence_ = Divergence{t, recorded->output, now.output, failed ? now.error : QString()};
    if (now.status == Rules::Move::Status::Crashed) {
      *error = QStringLiteral("the bot stopped at turn %1: %2").arg(t).arg(now.error);
      return false;
    }
    if (progress)
      progress(t, turn_ - 1);
  }
  return true;
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
  participant_->setTimeLimitOff(true);
  participant_->request(*state, seat_, &exchange);
  participant_->setTimeLimitOff(false);
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

QString BotRerun::attachCommand() const
{
  return QStringLiteral("gdb -p %1").arg(processId());
}

}  // namespace Kibitz::Debugger
