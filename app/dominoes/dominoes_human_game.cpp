#include "dominoes/dominoes_human_game.h"

#include "dominoes/dominoes_move_text.h"

#include "match/human_participant.h"
#include "match/match_builder.h"

#include "core/game.h"
#include "core/registry.h"
#include "dominoes/dominoes_state.h"

#include <QCoreApplication>

namespace Kibitz::App {

namespace {
const QString kGameId = QStringLiteral("dominoes");
}

std::unique_ptr<DominoesHumanGame> DominoesHumanGame::start(uint64_t seed, const QString& playerName, QString* error)
{
  // Built like every match (MatchBuilder): the seat is a person, whose replies the window
  // hands to the match before stepping it.
  Debugger::HumanParticipant* human = nullptr;
  Debugger::MatchRequest request;
  request.gameId = kGameId;
  request.seed = seed;
  request.bots = {QStringLiteral("human")};
  request.names = {playerName};
  request.participantFactory = [&human](int, QString*) {
    auto participant = std::make_unique<Debugger::HumanParticipant>();
    human = participant.get();
    return std::unique_ptr<Debugger::Participant>(std::move(participant));
  };
  QString problem;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &problem);
  // The dominoes game's states are DominoesStates: the dialog reads the typed position.
  if (!runner || !dynamic_cast<const Rules::Dominoes::DominoesState*>(&runner->state())) {
    *error = Rules::Registry::find(kGameId)
                 ? problem
                 : QCoreApplication::translate("DominoesHumanGame", "This build of Kibitz has no dominoes game.");
    return nullptr;
  }
  return std::unique_ptr<DominoesHumanGame>(new DominoesHumanGame(std::move(runner), human));
}

DominoesHumanGame::DominoesHumanGame(std::unique_ptr<Debugger::MatchRunner> runner, Debugger::HumanParticipant* human)
    : runner_(std::move(runner)), human_(human), position_(state())
{
}

DominoesHumanGame::~DominoesHumanGame() = default;

const Rules::Dominoes::DominoesState& DominoesHumanGame::state() const
{
  return static_cast<const Rules::Dominoes::DominoesState&>(runner_->state());
}

uint64_t DominoesHumanGame::seed() const
{
  return runner_->replay().seed;
}

bool DominoesHumanGame::isOver() const
{
  return runner_->isOver();
}

int DominoesHumanGame::turn() const
{
  return state().turn();
}

QString DominoesHumanGame::play(const QString& line)
{
  if (isOver())
    return QCoreApplication::translate("DominoesHumanGame", "The game is over.");
  // A refused action changes nothing: it is judged before the match is stepped.
  const Rules::Move move = state().parseReply(0, {line});
  if (!move.isOk())
    return move.error;
  human_->setReply(line);
  runner_->step();
  position_ = DominoesPosition(state());
  return {};
}

DominoesPosition::Mask DominoesHumanGame::legalCells(int slot) const
{
  DominoesPosition::Mask cells = 0;
  if (isOver() || slot < 0 || slot >= DominoesPosition::kSlots
      || position_.slot(slot) == DominoesPosition::kEmpty)
    return cells;
  for (int cell = 0; cell < DominoesPosition::kCells; ++cell)
    if (position_.at(cell) == DominoesPosition::kEmpty
        && state().parseReply(0, {DominoesCommand::place(slot, cell)}).isOk())
      cells |= DominoesPosition::Mask{1} << cell;
  return cells;
}

QStringList DominoesHumanGame::lastEventTexts() const
{
  QStringList texts;
  for (const Rules::Event& event : state().lastEvents())
    texts << event.text;
  return texts;
}

QString DominoesHumanGame::resultText() const
{
  return state().resultText(runner_->replay().playerNames());
}

Debugger::Replay DominoesHumanGame::replay() const
{
  Debugger::ReplayRecorder copy = runner_->recorder();
  copy.finish(state());
  return copy.replay();
}

}  // namespace Kibitz::App
