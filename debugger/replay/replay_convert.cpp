#include "replay/replay_convert.h"

#include "course/course_player_build.h"
#include "course/course_reimport.h"
#include "match/match_builder.h"
#include "match/participant.h"
#include "replay/replay_file.h"
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

MatchRequest requestFor(const Rules::Game& game, const Rules::ImportedMatch& imported)
{
  MatchRequest request;
  request.gameId = game.info().id;
  request.seed = imported.setup.seed;
  for (auto it = imported.setup.parameters.values().begin(); it != imported.setup.parameters.values().end(); ++it)
    request.parameters.insert(it.key(), it.value().toString());
  request.names = imported.setup.playerNames;
  return request;
}

std::optional<Replay> importMatch(const Rules::Game& game, const Rules::ReplayFormat& format, const QByteArray& data,
                                  const QString& sourceName, QString* error, const ImportOptions& options)
{
  if (!format.canImport()) {
    *error = QStringLiteral("format %1 cannot be imported").arg(format.id());
    return std::nullopt;
  }
  QString problem;
  // A JSON file (a CodinGame replay) is bounded as a replay is, before its format parses it.
  if (const QByteArray head = data.left(64).trimmed(); head.startsWith('{') || head.startsWith('[')) {
    if (const QString tooMany = ReplayFile::documentProblem(data, QStringLiteral("the file")); !tooMany.isEmpty()) {
      *error = QStringLiteral("%1: %2").arg(sourceName, tooMany);
      return std::nullopt;
    }
  }
  std::optional<Rules::ImportedMatch> imported = format.importMatch(data, &problem);
  if (!imported) {
    *error = QStringLiteral("%1: %2").arg(sourceName, problem);
    return std::nullopt;
  }
  // A log of course players is played again by them when they are at hand: the replay
  // then has their real inputs, replies and stderr, and continues with the same bots.
  // When they are optional (the window), any reason they cannot (missing, not building,
  // not giving this log) leaves the log imported as without them: never a lost replay.
  if (!options.playersDir.isEmpty() && CoursePlayerBuild::gameHasCourseApi(game.info().id)) {
    QString why;
    std::optional<Replay> played =
        CourseReimport::replay(game, format, *imported, data, sourceName, options.playersDir, options.processOptions, &why);
    if (played || !options.playersOptional) {
      if (!played)
        *error = why;
      return played;
    }
    if (options.skippedPlayers)  // the caller names the file itself
      *options.skippedPlayers = why.startsWith(sourceName + QStringLiteral(": ")) ? why.mid(sourceName.size() + 2) : why;
  }
  MatchRequest request = requestFor(game, *imported);
  for (int p = 0; p < imported->setup.numPlayers(); ++p)
    request.bots << QStringLiteral("import:%1").arg(format.id());
  request.participantFactory = [&imported](int seat, QString*) -> std::unique_ptr<Participant> {
    return std::make_unique<ScriptParticipant>(std::make_unique<RecordedReplies>(imported->replies, seat));
  };
  std::unique_ptr<MatchRunner> runner = MatchBuilder::build(request, &problem);
  if (!runner) {
    *error = QStringLiteral("%1: %2").arg(sourceName, problem);
    return std::nullopt;
  }
  while (!runner->isOver() && size_t(runner->state().turn()) < imported->replies.size())
    runner->step();
  runner->finish();
  // The turns the format could not re-simulate are the states the file records (no
  // exchanges: the bots' commands are unknown); the result is then the last one's.
  const int recordedFrom = int(runner->replay().frames.size());
  for (size_t k = 0; k < imported->recordedStates.size(); ++k) {
    std::unique_ptr<Rules::State> state = game.stateFromJson(runner->setup(), imported->recordedStates[k], &problem);
    if (!state) {
      *error = QStringLiteral("%1: recorded state %2: %3").arg(sourceName).arg(recordedFrom + int(k)).arg(problem);
      return std::nullopt;
    }
    runner->recorder().addRecordedState(*state);
    if (k + 1 == imported->recordedStates.size())
      runner->recorder().finish(*state);
  }
  runner->setOrigin(QStringLiteral("import"), format.id());
  runner->setOrigin(QStringLiteral("file"), sourceName);
  if (!imported->recordedStates.empty()) {
    runner->setOrigin(QStringLiteral("recordedFrom"), recordedFrom);
    runner->setOrigin(QStringLiteral("recordedReason"), imported->recordedReason);
  }
  if (!imported->truncated.isEmpty()) {
    runner->setOrigin(QStringLiteral("truncated"), imported->truncated);
    runner->setOrigin(QStringLiteral("plannedTurns"), imported->plannedTurns);
  }
  Replay replay = runner->takeReplay();
  if (!imported->expectedReturns.isEmpty() && replay.result.returns != imported->expectedReturns) {
    *error = QStringLiteral("%1: re-simulating the match gives final scores %2, the file says %3")
                 .arg(sourceName, returnsText(replay.result.returns), returnsText(imported->expectedReturns));
    return std::nullopt;
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
