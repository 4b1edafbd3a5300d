#include "replay/replay_convert.h"

#include "match/match_runner.h"
#include "match/participant.h"
#include "replay/replay_validation.h"

#include "core/bot.h"
#include "core/registry.h"
#include "core/replay_format.h"

namespace Kibitz::Debugger::ReplayConvert {

namespace {

// Replays what a foreign file says a player answered, turn by turn.
class RecordedReplies final : public Rules::ScriptedReplies {
public:
  RecordedReplies(const std::vector<std::vector<Rules::RecordedReply>>& replies, int player)
      : replies_(replies), player_(player) {}
  bool next(const Rules::State& state, int player, QStringList* lines) override
  {
    const size_t turn = size_t(state.turn());
    if (player != player_ || turn >= replies_.size() || size_t(player) >= replies_[turn].size())
      return false;
    const Rules::RecordedReply& reply = replies_[turn][size_t(player)];
    *lines = reply.lines;
    return reply.acted && reply.answered;
  }

private:
  const std::vector<std::vector<Rules::RecordedReply>>& replies_;
  int player_;
};

QString returnsText(const QList<double>& returns)
{
  QStringList parts;
  for (double r : returns)
    parts << QString::number(r);
  return parts.join(QLatin1Char('/'));
}

}  // namespace

const Rules::ReplayFormat* findFormat(const QString& formatId, const Rules::Game** game, QString* error)
{
  QStringList ids;
  for (const Rules::Game* g : Rules::Registry::all()) {
    for (const Rules::ReplayFormat* f : g->formats()) {
      if (f->id() == formatId) {
        *game = g;
        return f;
      }
      ids << f->id();
    }
  }
  *error = QStringLiteral("unknown format '%1' (valid: %2)").arg(formatId, ids.join(QStringLiteral(", ")));
  return nullptr;
}

const Rules::ReplayFormat* sniffFormat(const QByteArray& head, const Rules::Game** game)
{
  for (const Rules::Game* g : Rules::Registry::all())
    for (const Rules::ReplayFormat* f : g->formats())
      if (f->canImport() && f->sniff(head)) {
        *game = g;
        return f;
      }
  return nullptr;
}

namespace {

// The turns a format could not re-simulate, as frames of the states the file records
// (no exchanges: the bots' commands are unknown), then the result of the last one.
bool appendRecordedFrames(const Rules::Game& game, const Rules::MatchSetup& setup,
                          const std::vector<QJsonObject>& states, Replay* replay, QString* error)
{
  std::unique_ptr<Rules::State> last;
  for (size_t k = 0; k < states.size(); ++k) {
    QString problem;
    std::unique_ptr<Rules::State> state = game.stateFromJson(setup, states[k], &problem);
    if (!state) {
      *error = QStringLiteral("recorded state %1: %2").arg(replay->frames.size()).arg(problem);
      return false;
    }
    replay->frames << frameOfState(game, *state, setup.numPlayers());
    last = std::move(state);
  }
  replay->result.complete = last->isTerminal();
  replay->result.returns = last->isTerminal() ? last->returns() : QList<double>();
  replay->result.text = last->resultText(setup.playerNames);
  return true;
}

}  // namespace

std::optional<Replay> importMatch(const Rules::Game& game, const Rules::ReplayFormat& format, const QByteArray& data,
                                  const QString& sourceName, QString* error)
{
  if (!format.canImport()) {
    *error = QStringLiteral("format %1 cannot be imported").arg(format.id());
    return std::nullopt;
  }
  QString problem;
  std::optional<Rules::ImportedMatch> imported = format.importMatch(data, &problem);
  if (!imported) {
    *error = QStringLiteral("%1: %2").arg(sourceName, problem);
    return std::nullopt;
  }
  std::vector<std::unique_ptr<Participant>> participants;
  QList<PlayerRecord> players;
  for (int p = 0; p < imported->setup.numPlayers(); ++p) {
    participants.push_back(std::make_unique<ScriptParticipant>(std::make_unique<RecordedReplies>(imported->replies, p)));
    players << PlayerRecord{imported->setup.playerNames[p], QStringLiteral("import:%1").arg(format.id())};
  }
  std::unique_ptr<MatchRunner> runner = MatchRunner::create(game, imported->setup, players, std::move(participants), &problem);
  if (!runner) {
    *error = QStringLiteral("%1: %2").arg(sourceName, problem);
    return std::nullopt;
  }
  while (!runner->isOver() && size_t(runner->state().turn()) < imported->replies.size())
    runner->step();
  Replay replay = runner->takeReplay();
  const int recordedFrom = int(replay.frames.size());
  if (!imported->recordedStates.empty() && !appendRecordedFrames(game, imported->setup, imported->recordedStates, &replay, &problem)) {
    *error = QStringLiteral("%1: %2").arg(sourceName, problem);
    return std::nullopt;
  }
  if (!imported->expectedReturns.isEmpty() && replay.result.returns != imported->expectedReturns) {
    *error = QStringLiteral("%1: re-simulating the match gives final scores %2, the file says %3")
                 .arg(sourceName, returnsText(replay.result.returns), returnsText(imported->expectedReturns));
    return std::nullopt;
  }
  replay.origin = QJsonObject{{QStringLiteral("import"), format.id()}, {QStringLiteral("file"), sourceName}};
  if (!imported->recordedStates.empty()) {
    replay.origin.insert(QStringLiteral("recordedFrom"), recordedFrom);
    replay.origin.insert(QStringLiteral("recordedReason"), imported->recordedReason);
  }
  return replay;
}

std::optional<QByteArray> exportMatch(const Replay& replay, const Rules::ReplayFormat& format, QString* error)
{
  if (!format.canExport()) {
    *error = QStringLiteral("format %1 cannot be exported").arg(format.id());
    return std::nullopt;
  }
  const std::optional<Rules::MatchSetup> setup = ReplayValidation::setupOf(replay, error);
  if (!setup)
    return std::nullopt;
  const Rules::Game& game = *ReplayValidation::gameOf(replay, error);
  Rules::ExportInput input;
  input.setup = &*setup;
  for (int f = 0; f < replay.frames.size(); ++f) {
    std::unique_ptr<Rules::State> state = game.stateFromJson(*setup, replay.frames[f].state, error);
    if (!state)
      return std::nullopt;
    input.frames.push_back(std::move(state));
    if (f == 0)
      continue;
    std::vector<Rules::RecordedReply> turn(size_t(setup->numPlayers()));
    for (const PlayerExchange& x : replay.frames[f].exchanges) {
      Rules::RecordedReply& reply = turn[size_t(x.player)];
      reply.acted = true;
      reply.answered = x.status == Rules::Move::Status::Ok || x.status == Rules::Move::Status::Invalid;
      reply.lines = x.output;
      reply.stderrText = x.stderrText;
    }
    input.replies.push_back(std::move(turn));
  }
  return format.exportMatch(input, error);
}

}  // namespace Kibitz::Debugger::ReplayConvert
