#include "dominoes/dominoes_human_game.h"

#include "dominoes/dominoes_move_text.h"

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
  const Rules::Game* game = Rules::Registry::find(kGameId);
  if (!game) {
    *error = QCoreApplication::translate("DominoesHumanGame", "This build of Kibitz has no dominoes game.");
    return nullptr;
  }
  Rules::MatchSetup setup;
  setup.parameters = Rules::Parameters::defaults(game->info().parameters);
  setup.seed = seed;
  setup.playerNames = {playerName};
  std::unique_ptr<Rules::State> initial = game->newInitialState(setup, error);
  if (!initial)
    return nullptr;
  // The dominoes game's states are DominoesStates: the dialog reads the typed position.
  std::unique_ptr<Rules::Dominoes::DominoesState> state(dynamic_cast<Rules::Dominoes::DominoesState*>(initial.get()));
  if (!state) {
    *error = QCoreApplication::translate("DominoesHumanGame", "This build of Kibitz has no dominoes game.");
    return nullptr;
  }
  initial.release();
  auto recorder = std::make_unique<Debugger::ReplayRecorder>(
      *game, setup, QList<Debugger::PlayerRecord>{{playerName, QStringLiteral("human")}}, *state);
  return std::unique_ptr<DominoesHumanGame>(new DominoesHumanGame(std::move(state), std::move(recorder)));
}

DominoesHumanGame::DominoesHumanGame(std::unique_ptr<Rules::Dominoes::DominoesState> state,
                                     std::unique_ptr<Debugger::ReplayRecorder> recorder)
    : state_(std::move(state)), recorder_(std::move(recorder)), position_(*state_)
{
  thinking_.start();
}

DominoesHumanGame::~DominoesHumanGame() = default;

uint64_t DominoesHumanGame::seed() const
{
  return recorder_->replay().seed;
}

bool DominoesHumanGame::isOver() const
{
  return state_->isTerminal();
}

int DominoesHumanGame::turn() const
{
  return state_->turn();
}

QString DominoesHumanGame::play(const QString& line)
{
  if (state_->isTerminal())
    return QCoreApplication::translate("DominoesHumanGame", "The game is over.");
  const Rules::Move move = state_->parseReply(0, {line});
  if (!move.isOk())
    return move.error;
  Debugger::PlayerExchange exchange;
  exchange.player = 0;
  exchange.input = state_->observation(0);
  exchange.output = state_->formatMove(0, move);
  exchange.limitMs = state_->timeLimitMs(0);
  exchange.timeMs = double(thinking_.restart());
  exchange.status = move.status;
  state_->applyMoves(std::span<const Rules::Move>(&move, 1));
  recorder_->addTurn(*state_, {std::move(exchange)});
  position_ = DominoesPosition(*state_);
  return {};
}

DominoesPosition::Mask DominoesHumanGame::legalCells(int slot) const
{
  DominoesPosition::Mask cells = 0;
  if (state_->isTerminal() || slot < 0 || slot >= DominoesPosition::kSlots
      || position_.slot(slot) == DominoesPosition::kEmpty)
    return cells;
  for (int cell = 0; cell < DominoesPosition::kCells; ++cell)
    if (position_.at(cell) == DominoesPosition::kEmpty
        && state_->parseReply(0, {DominoesCommand::place(slot, cell)}).isOk())
      cells |= DominoesPosition::Mask{1} << cell;
  return cells;
}

QStringList DominoesHumanGame::lastEventTexts() const
{
  QStringList texts;
  for (const Rules::Event& event : state_->lastEvents())
    texts << event.text;
  return texts;
}

QString DominoesHumanGame::resultText() const
{
  return state_->resultText(recorder_->replay().playerNames());
}

Debugger::Replay DominoesHumanGame::replay() const
{
  Debugger::ReplayRecorder copy = *recorder_;
  copy.finish(*state_);
  return copy.replay();
}

}  // namespace Kibitz::App
