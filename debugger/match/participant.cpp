#include "match/participant.h"
#include "match/sandbox_policy.h"

#include "course/course_player_build.h"
#include "match/bot_spec.h"
#include "match/process_launch.h"
#include "match/process_participant.h"
#include "replay/replay_file.h"

#include "core/game.h"
#include "core/random.h"

#include <QElapsedTimer>

namespace Kibitz::Debugger {

namespace {
constexpr qint64 kMaxScriptBytes = qint64(256) << 20;
}

void Participant::finish(const Rules::State&, int) {}
int Participant::timeLimitMs(const Rules::State&, int) const { return 0; }
void Participant::warmUp(const Rules::State&, int) {}

void recordVerdict(const Rules::Move& move, PlayerExchange* exchange)
{
  exchange->status = move.status;
  exchange->error = move.error;
}

BuiltinParticipant::BuiltinParticipant(std::unique_ptr<Rules::Bot> bot) : bot_(std::move(bot)) {}
BuiltinParticipant::~BuiltinParticipant() = default;

Rules::Move BuiltinParticipant::request(const Rules::State& state, int player, PlayerExchange* exchange)
{
  if (!exchange)
    return bot_->act(state, player);
  exchange->player = player;
  exchange->input = state.observation(player);
  exchange->limitMs = state.timeLimitMs(player);
  // Recorded matches keep what the bot explains (its marks are parsed like an external
  // bot's stderr by the runner).
  bot_->setDebugOutputEnabled(true);
  QElapsedTimer timer;
  timer.start();
  Rules::Move move = bot_->act(state, player);
  exchange->timeMs = double(timer.nsecsElapsed()) / 1e6;
  exchange->stderrText = bot_->takeDebugOutput();
  exchange->output = state.formatMove(player, move);
  recordVerdict(move, exchange);
  return move;
}

void BuiltinParticipant::warmUp(const Rules::State& state, int player)
{
  (void)bot_->act(state, player);
  (void)bot_->takeDebugOutput();  // about a turn of the original match: not this one's
}

ScriptParticipant::ScriptParticipant(std::unique_ptr<Rules::ScriptedReplies> script) : script_(std::move(script)) {}
ScriptParticipant::~ScriptParticipant() = default;

Rules::Move ScriptParticipant::request(const Rules::State& state, int player, PlayerExchange* exchange)
{
  QStringList lines;
  Rules::Move move;
  if (script_->next(state, player, &lines))
    move = state.parseReply(player, lines);
  else
    move = Rules::Move::failed(Rules::Move::Status::Timeout, QString());
  if (exchange) {
    exchange->player = player;
    exchange->input = state.observation(player);
    exchange->limitMs = state.timeLimitMs(player);
    exchange->output = move.status == Rules::Move::Status::Timeout ? QStringList() : lines;
    recordVerdict(move, exchange);
    if (move.status == Rules::Move::Status::Timeout && exchange->error.isEmpty())
      exchange->error = QStringLiteral("the script has no more replies");
  }
  return move;
}

std::unique_ptr<ProcessParticipant> makeExternalParticipant(const Rules::Game& game, const BotSpec& spec, QString* error,
                                                            const ProcessOptions& requestedOptions)
{
  const ProcessOptions processOptions = SandboxPolicy::applied(requestedOptions);
  if (spec.kind == BotSpec::Kind::Command)
    return ProcessParticipant::start(spec.value, processOptions, error);
  if (spec.kind != BotSpec::Kind::Course) {
    *error = QStringLiteral("%1 is not an external bot (cmd: or eda:)").arg(spec.toString());
    return nullptr;
  }
  std::optional<QString> executable =
      CoursePlayerBuild::executableFor(game.info().id, spec.value, processOptions, error);
  if (!executable)
    return nullptr;
  std::unique_ptr<ProcessParticipant> participant =
      ProcessParticipant::start(quotedCommandWord(*executable), processOptions, error);
  if (!participant)
    *error = QStringLiteral("eda:%1: %2").arg(spec.value, *error);
  return participant;
}

std::unique_ptr<Participant> makeParticipant(const Rules::Game& game, const BotSpec& spec, int player,
                                             uint64_t matchSeed, QString* error, const ProcessOptions& processOptions)
{
  switch (spec.kind) {
  case BotSpec::Kind::Builtin: {
    std::unique_ptr<Rules::Bot> bot = game.newBuiltinBot(spec.value, player, Rules::Random::deriveSeed(matchSeed, uint64_t(player)));
    if (!bot) {
      QStringList names;
      for (const Rules::BuiltinBotSpec& b : game.info().builtinBots)
        names << b.name;
      *error = QStringLiteral("unknown built-in bot '%1' for %2 (valid: %3)")
                   .arg(spec.value, game.info().id, names.join(QStringLiteral(", ")));
      return nullptr;
    }
    return std::make_unique<BuiltinParticipant>(std::move(bot));
  }
  case BotSpec::Kind::Script: {
    std::optional<QByteArray> content = ReplayFile::readBytes(spec.value, kMaxScriptBytes, error);
    if (!content)
      return nullptr;
    QString problem;
    std::unique_ptr<Rules::ScriptedReplies> script = game.newScript(*content, player, &problem);
    if (!script) {
      *error = QStringLiteral("%1: %2").arg(spec.value, problem);
      return nullptr;
    }
    return std::make_unique<ScriptParticipant>(std::move(script));
  }
  case BotSpec::Kind::Command:
  case BotSpec::Kind::Course:
    return makeExternalParticipant(game, spec, error, processOptions);
  case BotSpec::Kind::Human:
    // Only a match whose window answers it (MatchRequest::humanSeats): nobody else would.
    *error = QStringLiteral("'human' is a seat played by hand in the window (New Match > Me (play by hand))");
    return nullptr;
  }
  return nullptr;
}

}  // namespace Kibitz::Debugger
