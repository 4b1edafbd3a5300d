#include "moscaceca/moscaceca_bots.h"

#include "core/random.h"
#include "core/state.h"
#include "moscaceca/moscaceca_protocol.h"
#include "moscaceca/moscaceca_state.h"
#include "moscaceca/moscaceca_view.h"

#include <QHash>

#include <climits>
#include <functional>
#include <cstdlib>
#include <vector>

namespace Kibitz::Rules::MoscaCeca {

namespace {

// The observation of the agent deciding now, as its bot would read it.
std::optional<Observation> readInput(const State& state, int player)
{
  QString error;
  return parseObservation(state.observation(player), &error);
}

class RandomBot final : public Bot {
public:
  explicit RandomBot(uint64_t seed) : random_(seed) {}
  Move act(const State& state, int player) override
  {
    const std::optional<Observation> input = readInput(state, player);
    if (!input)
      return moveFromOrder({Command::Wait, -1});
    const QList<Order> legal = legalOrdersFromView(input->view, player);
    // CONSUME is legal on every resource cell and WAIT everywhere else: never empty.
    return moveFromOrder(legal[qsizetype(random_.below(uint64_t(legal.size())))]);
  }

private:
  Random random_;
};

constexpr int kUnknown = -1;
constexpr int kLowEnergyMargin = 15;   // recharge when energy <= distance + margin
constexpr int kAttackEnergyMargin = 15;
constexpr int kTopUpBelow = 90;        // passing over a column: take 10 if it fits
constexpr int kCheapDetour = 3;        // walk this far for a 4-cloth flag instead of 8
constexpr int kCheapReach = 6;         // walk this far to plant next to own flags

class ScoutBot final : public Bot {
public:
  explicit ScoutBot(uint64_t seed) : random_(seed) {}

  Move act(const State& state, int player) override
  {
    const std::optional<Observation> input = readInput(state, player);
    if (!input)
      return moveFromOrder({Command::Wait, -1});
    if (input->header)
      reset(input->header->boardSize);
    else if (n_ == 0)  // joined mid-match: the board size is header knowledge
      reset(static_cast<const MoscaCecaState&>(state).boardSize());
    me_ = player;
    const View& v = input->view;
    remember(v);
    const Order order = decide(v);
    if (isLegalFromView(v, me_, order))
      return moveFromOrder(order);
    return moveFromOrder(fallback(v));
  }

private:
  struct Memory {
    int exploreTarget = -1;
    int columnTarget = -1;
    bool charging = false;
  };

  void reset(int n)
  {
    n_ = n;
    kind_.assign(size_t(n * n), kUnknown);
    value_.assign(size_t(n * n), 0);
    visits_.assign(size_t(n * n), 0);
    distanceSeen_.clear();
    agents_.clear();
  }

  int index(int r, int c) const { return r * n_ + c; }
  bool onBoard(int r, int c) const { return r >= 0 && c >= 0 && r < n_ && c < n_; }
  int distance(int a, int b) const { return chebyshev(a / n_, a % n_, b / n_, b % n_); }

  void see(int r, int c, const ViewCell& cell)
  {
    if (!onBoard(r, c) || cell.kind == ViewKind::Out)
      return;
    kind_[size_t(index(r, c))] = int(cell.kind);
    value_[size_t(index(r, c))] = cell.value;
  }

  void remember(const View& v)
  {
    const int here = index(v.row, v.col);
    see(v.row, v.col, v.here);
    for (int d = 0; d < kDirCount; ++d)
      see(v.row + kDirRow[size_t(d)], v.col + kDirCol[size_t(d)], v.near[size_t(d)]);
    for (const auto& [r, c] : v.flags)
      if (onBoard(r, c)) {
        kind_[size_t(index(r, c))] = int(ViewKind::Flag);
        value_[size_t(index(r, c))] = me_;
      }
    ++visits_[size_t(here)];
    distanceSeen_.insert(here, v.columnDistance);
  }

  // Whether a column may stand on `cell`: never seen as anything else, and no closer
  // to any remembered position than the distance reported there.
  bool mayBeColumn(int cell) const
  {
    const int k = kind_[size_t(cell)];
    if (k == int(ViewKind::Column))
      return true;
    if (k != kUnknown)
      return false;
    for (auto it = distanceSeen_.cbegin(); it != distanceSeen_.cend(); ++it)
      if (distance(cell, it.key()) < it.value())
        return false;
    return true;
  }

  int findColumn(const View& v, Memory& m)
  {
    const int here = index(v.row, v.col);
    int best = -1;
    int bestDistance = INT_MAX;
    for (int i = 0; i < n_ * n_; ++i)
      if (kind_[size_t(i)] == int(ViewKind::Column) && distance(here, i) < bestDistance) {
        best = i;
        bestDistance = distance(here, i);
      }
    if (best >= 0)
      return m.columnTarget = best;
    if (m.columnTarget >= 0 && distance(here, m.columnTarget) == v.columnDistance && mayBeColumn(m.columnTarget))
      return m.columnTarget;
    // The nearest column is exactly columnDistance away: pick a cell of that ring that
    // every earlier distance reading allows.
    const int d = v.columnDistance;
    for (int r = v.row - d; r <= v.row + d; ++r)
      for (int c = v.col - d; c <= v.col + d; ++c)
        if (onBoard(r, c) && chebyshev(r, c, v.row, v.col) == d && mayBeColumn(index(r, c)))
          return m.columnTarget = index(r, c);
    return m.columnTarget = -1;
  }

  // The legal MOVE that brings the agent closest to `target`, or nullopt.
  std::optional<Order> stepToward(const View& v, int target) const
  {
    const int tr = target / n_;
    const int tc = target % n_;
    std::optional<Order> best;
    int bestKey = INT_MAX;
    for (int d = 0; d < kDirCount; ++d) {
      const Order order{Command::Move, d};
      if (!isLegalFromView(v, me_, order))
        continue;
      const int r = v.row + kDirRow[size_t(d)];
      const int c = v.col + kDirCol[size_t(d)];
      const int key = chebyshev(r, c, tr, tc) * 64 + std::abs(r - tr) + std::abs(c - tc);
      if (key < bestKey) {
        bestKey = key;
        best = order;
      }
    }
    if (best && bestKey / 64 >= chebyshev(v.row, v.col, tr, tc))
      return std::nullopt;  // no step gets closer: blocked
    return best;
  }

  std::optional<Order> goTo(const View& v, int target) const
  {
    if (target < 0 || target == index(v.row, v.col))
      return std::nullopt;
    return stepToward(v, target);
  }

  int nearestWhere(const View& v, const std::function<bool(int)>& wanted, int maxDistance = INT_MAX) const
  {
    const int here = index(v.row, v.col);
    int best = -1;
    int bestKey = INT_MAX;
    for (int i = 0; i < n_ * n_; ++i) {
      if (!wanted(i))
        continue;
      const int d = distance(here, i);
      if (d > maxDistance)
        continue;
      const int key = d * 1024 + visits_[size_t(i)];
      if (key < bestKey) {
        bestKey = key;
        best = i;
      }
    }
    return best;
  }

  bool plantable(int cell, const View& v) const
  {
    const int k = kind_[size_t(cell)];
    return (k == int(ViewKind::Free) || k == kUnknown) && cell != index(v.row, v.col);
  }

  // A plain (or unseen) cell next to one of the player's flags: a 4-cloth flag there.
  bool cheapCell(int cell, const View& v) const
  {
    if (!plantable(cell, v))
      return false;
    const int r = cell / n_;
    const int c = cell % n_;
    for (int d = 0; d < kDirCount; ++d) {
      const int rr = r + kDirRow[size_t(d)];
      const int cc = c + kDirCol[size_t(d)];
      if (onBoard(rr, cc) && kind_[size_t(index(rr, cc))] == int(ViewKind::Flag) && value_[size_t(index(rr, cc))] == me_)
        return true;
    }
    return false;
  }

  Order decide(const View& v)
  {
    Memory& m = agents_[v.agent];
    const int e = v.energy;
    const int d = v.columnDistance;
    if (e >= kMaxEnergy)
      m.charging = false;

    // Recharge: stay on the column until the ejection at 100; head there in time.
    if (v.here.kind == ViewKind::Column && e < kMaxEnergy && (m.charging || e <= kTopUpBelow))
      return {Command::Consume, -1};
    if (e <= d + kLowEnergyMargin)
      m.charging = true;
    if (m.charging) {
      const int column = findColumn(v, m);
      if (const std::optional<Order> step = goTo(v, column))
        return *step;
      // Next to an occupied column: wait for it rather than wander off.
      if (column >= 0 && distance(index(v.row, v.col), column) == 1 && v.here.kind == ViewKind::Free)
        return {Command::Wait, -1};
    }

    // An intruder on my territory: attack while energy is plentiful.
    if (v.here.kind != ViewKind::Column && v.here.kind != ViewKind::Cloth && e > d + kAttackEnergyMargin) {
      for (int dir = 0; dir < kDirCount; ++dir) {
        const Order attack{Command::Attack, dir};
        if (isLegalFromView(v, me_, attack))
          return attack;
      }
    }

    // Gather: consuming cloth costs no energy.
    if (v.here.kind == ViewKind::Cloth)
      return {Command::Consume, -1};

    // Plant: cheap flags next to my own; a lone 8-cloth flag when none is near.
    if (v.here.kind == ViewKind::Free) {
      bool nearOwn = false;
      for (const ViewCell& c : v.near)
        nearOwn = nearOwn || (c.kind == ViewKind::Flag && c.value == me_);
      const int cost = nearOwn ? kFlagCostNearOwnFlag : kFlagCostAlone;
      if (v.cloth >= cost) {
        if (nearOwn || v.flags.isEmpty())
          return {Command::Flag, -1};
        const int cheap = nearestWhere(v, [&](int i) { return cheapCell(i, v); }, kCheapDetour);
        if (const std::optional<Order> step = goTo(v, cheap))
          return *step;
        return {Command::Flag, -1};
      }
    }
    if (v.cloth >= kFlagCostNearOwnFlag && !v.flags.isEmpty()) {
      const int cheap = nearestWhere(v, [&](int i) { return cheapCell(i, v); }, kCheapReach);
      if (const std::optional<Order> step = goTo(v, cheap))
        return *step;
    }

    // Fetch cloth I remember, else explore the nearest unseen cell.
    const int cloth = nearestWhere(v, [&](int i) { return kind_[size_t(i)] == int(ViewKind::Cloth); });
    if (const std::optional<Order> step = goTo(v, cloth))
      return *step;
    if (m.exploreTarget < 0 || kind_[size_t(m.exploreTarget)] != kUnknown)
      m.exploreTarget = nearestWhere(v, [&](int i) { return kind_[size_t(i)] == kUnknown; });
    if (const std::optional<Order> step = goTo(v, m.exploreTarget))
      return *step;
    m.exploreTarget = -1;
    return wander(v);
  }

  // Everything seen or blocked: a random step towards the least visited neighbour.
  Order wander(const View& v)
  {
    std::optional<Order> best;
    int bestKey = INT_MAX;
    for (int d = 0; d < kDirCount; ++d) {
      const Order order{Command::Move, d};
      if (!isLegalFromView(v, me_, order))
        continue;
      const int cell = index(v.row + kDirRow[size_t(d)], v.col + kDirCol[size_t(d)]);
      const int key = visits_[size_t(cell)] * 16 + int(random_.below(16));
      if (key < bestKey) {
        bestKey = key;
        best = order;
      }
    }
    return best ? *best : fallback(v);
  }

  static Order fallback(const View& v)
  {
    return v.here.isResource() ? Order{Command::Consume, -1} : Order{Command::Wait, -1};
  }

  Random random_;
  int n_ = 0;
  int me_ = 0;
  std::vector<int> kind_;   // ViewKind as int, or kUnknown
  std::vector<int> value_;
  std::vector<int> visits_;
  QHash<int, int> distanceSeen_;  // cell -> column distance reported there
  QHash<int, Memory> agents_;
};

}  // namespace

std::unique_ptr<Bot> makeRandomBot(uint64_t seed)
{
  return std::make_unique<RandomBot>(seed);
}

std::unique_ptr<Bot> makeScoutBot(uint64_t seed)
{
  return std::make_unique<ScoutBot>(seed);
}

}  // namespace Kibitz::Rules::MoscaCeca
