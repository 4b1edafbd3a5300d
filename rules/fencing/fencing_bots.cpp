#include "fencing/fencing_bots.h"

#include <algorithm>

#include "core/random.h"
#include "fencing/fencing_state.h"

namespace Kibitz::Rules::Fencing {

namespace {

Move play(Action action)
{
  return Move::ok({int32_t(action)});
}

class IdleBot final : public Bot {
public:
  Move act(const State&, int) override { return play(Action::Break); }
};

class RandomBot final : public Bot {
public:
  explicit RandomBot(uint64_t seed) : random_(seed) {}
  Move act(const State& state, int) override
  {
    const int league = static_cast<const FencingState&>(state).league();
    // Actions are ordered by league: the first 5, 7 or 15 are the legal ones.
    const int legal = league == 1 ? 5 : league == 2 ? 7 : 15;
    return play(Action(random_.below(uint64_t(legal))));
  }

private:
  Random random_;
};

// Everything is computed in the bot's own frame (it stands at the smaller coordinate and
// faces +), exactly as an external bot would see it.
class FencerBot final : public Bot {
public:
  explicit FencerBot(uint64_t seed) : random_(seed) {}

  Move act(const State& generic, int me) override
  {
    const auto& state = static_cast<const FencingState&>(generic);
    const int opp = 1 - me;
    const Fencer& m = state.fencer(me);
    const Fencer& o = state.fencer(opp);
    const int myPos = state.positionSeenBy(me, me);
    const int distance = state.positionSeenBy(opp, me) - myPos;
    const int reach = state.lungeReach(me);
    const int oppReach = state.lungeReach(opp);
    const bool oppCanLunge = o.energy >= 5;
    const bool oppCanParry = o.energy >= 2;
    const int walk = actionInfo(Action::Walk).move + m.walkSkill;
    const int retreat = -actionInfo(Action::Retreat).move - m.retreatSkill;  // how far RETREAT takes me back
    if (debugOutputEnabled())
      explain_ = {me, myPos, reach};

    // 1. A touch: a parry stops the lunge unless the lunge skill alone covers the distance.
    const bool parryProof = distance <= m.lungeDistanceSkill || !oppCanParry;
    if (distance <= reach && (m.energy >= 7 || (m.energy >= 5 && parryProof))) {
      waited_ = 0;
      return decide(Action::Lunge, [&] { return QStringLiteral("touch: opponent %1 away, my reach %2").arg(distance).arg(reach); });
    }
    // 2. Threatened: parry (it always holds unless the opponent's lunge skill covers the
    //    distance), else step out of reach.
    if (oppCanLunge && distance <= oppReach) {
      // Mix parries and retreats so that an opponent cannot count on either.
      const bool canRetreat = retreat > 0 && myPos - retreat >= 0 && m.energy >= 1;
      if (canRetreat && distance + retreat > oppReach && random_.chance(1, 3))
        return decide(Action::Retreat, [&] { return QStringLiteral("threatened (their reach %1): retreat at random").arg(oppReach); });
      if (distance > o.lungeDistanceSkill && m.energy >= 2)
        return decide(Action::Parry, [&] { return QStringLiteral("threatened (their reach %1): parry").arg(oppReach); });
      if (canRetreat)
        return decide(Action::Retreat, [&] { return QStringLiteral("threatened, their lunge beats a parry: retreat"); });
      return decide(m.energy >= 2 ? Action::Parry : Action::Break, [&] { return QStringLiteral("threatened, cornered"); });
    }
    // 3. Anticipation: moves resolve before lunges, so an opponent who walks into my reach
    //    this turn is hit by a lunge started now. Try it now and then when it could work.
    const int oppWalk = 20 + o.walkSkill;
    if (distance > reach && distance - oppWalk <= reach && o.energy >= 1 && m.energy >= 9 && random_.chance(1, 3))
      return decide(Action::Lunge, [&] { return QStringLiteral("anticipation: they may walk into my reach"); });
    // 4. Safe: strengthen the lunge early in league 3, far from the opponent.
    if (state.league() >= 3 && m.drugs.size() < 2 && m.energy >= 12 && distance > oppReach + 40)
      return decide(Action::LungeDrug, [&] { return QStringLiteral("safe and far: strengthen the lunge"); });
    // 5. Rest when tired.
    if (m.energy < 12 && m.energy < m.energyMax)
      return decide(Action::Break, [&] { return QStringLiteral("tired (energy %1): rest").arg(m.energy); });
    // 6. Approach while it is safe; at the edge of the opponent's reach, wait a little
    //    for it to come into mine, then step in (a passive 0-0 loses for both).
    const int after = distance - walk;
    if (after > oppReach || !oppCanLunge) {
      if (after > 0)
        return decide(Action::Walk, [&] { return QStringLiteral("safe: approach"); });
      return decide(Action::Break, [&] { return QStringLiteral("safe, close enough: wait"); });
    }
    if (++waited_ > 2 + int(random_.below(3))) {
      waited_ = 0;
      return decide(after > 0 ? Action::Walk : Action::Break, [&] { return QStringLiteral("waited long enough: step in"); });
    }
    return decide(Action::Break, [&] { return QStringLiteral("at the edge of their reach: wait for them"); });
  }

private:
  // What the last act() saw, for its debug marks: positions in the bot's own frame.
  struct Explained {
    int me = 0;
    int myPos = 0;
    int reach = 0;
  };

  // Plays `action`; with debug output on, explains why, and draws a lunge as a line to its reach.
  // `why` makes the explanation only when it is written (tournaments pay nothing for it).
  template <typename Why>
  Move decide(Action action, const Why& why)
  {
    if (debugOutputEnabled()) {
      const Explained& e = explain_;
      // Marks use player 0's frame (docs/bot-marks.md): player 1 mirrors its positions.
      const auto board = [&e](int ownPosition) {
        return e.me == 0 ? ownPosition : kPisteMax - ownPosition;
      };
      debugLine(QStringLiteral("#kibitz note %1").arg(why()));
      // A lunge: a line to where it reaches (the board's "reach" overlay shows the zones on
      // every turn; the line says which turns the bot chose to attack).
      if (action == Action::Lunge) {
        const int myReach = std::clamp(e.myPos + e.reach, 0, kPisteMax);
        debugLine(QStringLiteral("#kibitz line player:%1 %2 #4caf50").arg(e.me).arg(board(myReach)));
      }
    }
    return play(action);
  }

  Random random_;
  int waited_ = 0;
  Explained explain_;
};

}  // namespace

std::unique_ptr<Bot> makeIdleBot()
{
  return std::make_unique<IdleBot>();
}

std::unique_ptr<Bot> makeRandomBot(uint64_t seed)
{
  return std::make_unique<RandomBot>(seed);
}

std::unique_ptr<Bot> makeFencerBot(uint64_t seed)
{
  return std::make_unique<FencerBot>(seed);
}

}  // namespace Kibitz::Rules::Fencing
