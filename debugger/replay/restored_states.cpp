#include "replay/restored_states.h"

#include "replay/replay.h"
#include "replay/replay_validation.h"

#include "core/game.h"
#include "core/state.h"

namespace Kibitz::Debugger {

namespace {
QString identityOf(const Replay& replay)
{
  return replay.gameId + QLatin1Char('|') + QString::number(replay.seed) + QLatin1Char('|') + replay.createdAt
         + QLatin1Char('|') + replay.playerNames().join(QLatin1Char(','));
}
}  // namespace

RestoredStates::RestoredStates() = default;
RestoredStates::~RestoredStates() = default;

void RestoredStates::clear()
{
  replay_ = nullptr;
  key_.clear();
  game_ = nullptr;
  restorable_ = false;
  setupError_.clear();
  error_.clear();
  entries_.clear();
}

bool RestoredStates::sameReplay(const Replay& replay) const
{
  return replay_ == &replay && key_ == identityOf(replay);
}

std::shared_ptr<const Rules::State> RestoredStates::at(const Replay& replay, int turn)
{
  error_.clear();
  if (turn < 0 || turn >= replay.frames.size()) {
    error_ = QStringLiteral("turn %1 is not a turn of the replay (0..%2)").arg(turn).arg(replay.lastTurn());
    return nullptr;
  }
  if (!sameReplay(replay)) {
    clear();
    replay_ = &replay;
    key_ = identityOf(replay);
    QString error;
    game_ = ReplayValidation::gameOf(replay, &error);
    std::optional<Rules::MatchSetup> setup = game_ ? ReplayValidation::setupOf(replay, &error) : std::nullopt;
    restorable_ = setup.has_value();
    if (setup)
      setup_ = *setup;
    else
      setupError_ = error;
  }
  if (!restorable_) {
    error_ = setupError_;
    return nullptr;
  }
  for (size_t k = 0; k < entries_.size(); ++k) {
    if (entries_[k].turn != turn)
      continue;
    Entry hit = entries_[k];
    entries_.erase(entries_.begin() + qsizetype(k));
    entries_.push_back(hit);
    return hit.state;
  }
  std::shared_ptr<const Rules::State> state(game_->stateFromJson(setup_, replay.frames[turn].state, &error_).release());
  if (!state) {
    if (error_.isEmpty())
      error_ = QStringLiteral("the state of turn %1 cannot be restored").arg(turn);
    return nullptr;
  }
  if (entries_.size() >= kKept)
    entries_.erase(entries_.begin());
  entries_.push_back({turn, state});
  return state;
}

}  // namespace Kibitz::Debugger
