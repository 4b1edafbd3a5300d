#include "orkisland/orkisland_bots.h"

#include "core/random.h"
#include "orkisland/orkisland_state.h"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>

namespace Kibitz::Rules::OrkIsland {

namespace {

constexpr int kUnreached = INT_MAX;

class NullBot final : public Bot {
public:
  Move act(const State&, int) override { return Move::ok({}); }
};

constexpr int kWater = -1;

// Breadth-first distances (in moves) from `sources` over land cells; water cells get
// kWater. `blank` is the board's land/water template (kUnreached / kWater), so that one
// comparison per neighbour suffices. The border is always water, so a land cell's four
// neighbours are inside the board.
void bfs(const Board& b, const std::vector<int>& blank, const std::vector<int>& sources, std::vector<int>& dist,
         std::vector<int>& queue)
{
  dist = blank;
  queue.resize(b.types.size());
  size_t tail = 0;
  for (int c : sources)
    if (dist[size_t(c)] != 0) {
      dist[size_t(c)] = 0;
      queue[tail++] = c;
    }
  const int offsets[4] = {b.cols, 1, -b.cols, -1};
  int* d = dist.data();
  for (size_t head = 0; head < tail; ++head) {
    const int c = queue[head];
    const int next = d[c] + 1;
    for (int offset : offsets) {
      const int n = c + offset;
      if (d[n] == kUnreached) {
        d[n] = next;
        queue[tail++] = n;
      }
    }
  }
}

std::vector<int> landTemplate(const Board& b)
{
  std::vector<int> blank(b.types.size());
  for (size_t c = 0; c < blank.size(); ++c)
    blank[c] = b.types[c] == CellType::Water ? kWater : kUnreached;
  return blank;
}

class DummyBot final : public Bot {
public:
  explicit DummyBot(uint64_t seed) : random_(seed) {}

  Move act(const State& generic, int me) override
  {
    const auto& state = static_cast<const OrkIslandState&>(generic);
    const Board& b = state.board();
    targets_.clear();
    for (size_t c = 0; c < b.cities.size(); ++c)
      if (state.cityOwner(int(c)) != me)
        for (const Pos& p : b.cities[c])
          targets_.push_back(b.index(p.i, p.j));
    for (size_t k = 0; k < b.paths.size(); ++k)
      if (state.pathOwner(int(k)) != me)
        for (const Pos& p : b.paths[k].cells)
          targets_.push_back(b.index(p.i, p.j));
    Move move = Move::ok({});
    if (targets_.empty())
      return move;
    if (board_ != state.sharedBoard()) {
      board_ = state.sharedBoard();
      blank_ = landTemplate(b);
    }
    bfs(b, blank_, targets_, dist_, queue_);
    for (int id : state.orks(me)) {
      const Unit& u = state.unit(id);
      const int here = dist_[size_t(b.index(u.i, u.j))];
      if (here <= 0 || here == kUnreached)
        continue;
      int choices[4];
      int n = 0;
      for (int d = 0; d < 4; ++d) {
        const int ii = u.i + kDirDi[size_t(d)], jj = u.j + kDirDj[size_t(d)];
        if (b.inside(ii, jj) && dist_[size_t(b.index(ii, jj))] == here - 1)
          choices[n++] = d;
      }
      if (n == 0)
        continue;
      move.words.append(id);
      move.words.append(choices[n == 1 ? 0 : random_.below(uint64_t(n))]);
    }
    return move;
  }

private:
  Random random_;
  std::shared_ptr<const Board> board_;
  std::vector<int> blank_;
  std::vector<int> targets_;
  std::vector<int> dist_;
  std::vector<int> queue_;
};

// The warlord (see makeWarlordBot). Elements are the cities (ids 0..nc-1) then the paths
// (nc..nc+np-1): the things a player owns.
class WarlordBot final : public Bot {
public:
  explicit WarlordBot(uint64_t seed) : random_(seed) {}

  Move act(const State& generic, int me) override
  {
    const auto& state = static_cast<const OrkIslandState&>(generic);
    prepare(state);
    const Board& b = *board_;
    const std::vector<int> orks = state.orks(me);
    Move move = Move::ok({});
    if (orks.empty())
      return move;
    if (plan_.empty() || state.round() - planRound_ >= kReplanEvery || std::abs(int(orks.size()) - planOrks_) >= 2)
      replan(state, me, orks);

    // Who stands on each element, per player.
    const int ne = int(cells_.size());
    std::vector<std::array<int, kNumPlayers>> present(size_t(ne), std::array<int, kNumPlayers>{});
    for (const Unit& u : state.units()) {
      const int e = elementAt(u.i, u.j);
      if (e >= 0)
        ++present[size_t(e)][size_t(u.owner)];
    }
    // How many of my orks each planned element needs: enough to hold (ties keep the
    // owner) or to take it (a strict plurality).
    std::vector<int> need(size_t(ne), 0);
    for (int e : plan_) {
      int enemies = 0;
      for (int p = 0; p < kNumPlayers; ++p)
        if (p != me)
          enemies = std::max(enemies, present[size_t(e)][size_t(p)]);
      need[size_t(e)] = std::min(3, std::max(1, enemies + (owner(state, e) == me ? 0 : 1)));
    }
    // Greedy assignment, nearest pairs first (orks already on an element come first).
    struct Pair {
      int distance;
      int ork;
      int element;
    };
    std::vector<Pair> pairs;
    for (size_t k = 0; k < orks.size(); ++k) {
      const Unit& u = state.unit(orks[k]);
      const int cell = b.index(u.i, u.j);
      for (int e : plan_)
        pairs.push_back({dist_[size_t(e)][size_t(cell)], int(k), e});
    }
    std::sort(pairs.begin(), pairs.end(), [](const Pair& x, const Pair& y) {
      return x.distance != y.distance ? x.distance < y.distance : x.ork != y.ork ? x.ork < y.ork : x.element < y.element;
    });
    std::vector<int> assigned(orks.size(), -1);
    std::vector<int> count(size_t(ne), 0);
    for (const Pair& pair : pairs)
      if (assigned[size_t(pair.ork)] == -1 && count[size_t(pair.element)] < need[size_t(pair.element)]
          && pair.distance < kUnreached) {
        assigned[size_t(pair.ork)] = pair.element;
        ++count[size_t(pair.element)];
      }

    std::vector<uint8_t> targeted(state.units().size(), 0);
    for (size_t k = 0; k < orks.size(); ++k) {
      const int id = orks[k];
      const Unit& u = state.unit(id);
      const int here = b.index(u.i, u.j);
      int goal = assigned[k];
      const bool holding = goal >= 0 && elementAt(u.i, u.j) == goal;

      // 1. A fight it surely wins (a tie would be a coin flip: never).
      int attack = -1;
      for (int d = 0; d < 4 && attack < 0; ++d) {
        const int ii = u.i + kDirDi[size_t(d)], jj = u.j + kDirDj[size_t(d)];
        const int v = state.unitAt(ii, jj);
        if (v < 0 || targeted[size_t(v)] || state.unit(v).owner == me)
          continue;
        if (int64_t(u.health) - cost(b.type(ii, jj)) <= state.unit(v).health)
          continue;
        if (holding && elementAt(ii, jj) != goal)
          continue;  // a guard only fights on the element it holds
        attack = d;
        targeted[size_t(v)] = 1;
      }
      if (attack >= 0) {
        move.words.append(id);
        move.words.append(attack);
        continue;
      }
      if (holding)
        continue;
      // 2. Spare orks raid the nearest element someone else owns.
      if (goal < 0) {
        int best = kUnreached;
        for (int e = 0; e < ne; ++e)
          if (owner(state, e) != me && dist_[size_t(e)][size_t(here)] < best) {
            best = dist_[size_t(e)][size_t(here)];
            goal = e;
          }
        if (goal < 0 || dist_[size_t(goal)][size_t(here)] == 0)
          continue;
      }
      // 3. One step down the goal's health-and-steps gradient, avoiding fights it
      //    would lose and cells next to stronger enemies.
      int bestDir = -1;
      int64_t bestValue = INT64_MAX;
      int64_t stuckValue = INT64_MAX;
      int stuckDir = -1;
      for (int d = 0; d < 4; ++d) {
        const int ii = u.i + kDirDi[size_t(d)], jj = u.j + kDirDj[size_t(d)];
        const int n = b.index(ii, jj);
        if (b.types[size_t(n)] == CellType::Water || dist_[size_t(goal)][size_t(n)] == kUnreached)
          continue;
        const int c = cost(b.types[size_t(n)]);
        int64_t value = int64_t(weight(b.types[size_t(n)])) + dist_[size_t(goal)][size_t(n)];
        const int v = state.unitAt(ii, jj);
        if (v >= 0) {
          if (state.unit(v).owner == me)
            value += 6;  // blocked this round unless it moves away first
          else if (int64_t(u.health) - c <= state.unit(v).health)
            continue;
        }
        if (u.health < c) {
          // Entering would kill it by exhaustion (it respawns on a coast with full health):
          // only when nothing else moves it on.
          if (value < stuckValue) {
            stuckValue = value;
            stuckDir = d;
          }
          continue;
        }
        if (threatened(state, me, ii, jj, int64_t(u.health) - c, id))
          value += 8;
        value = value * 4 + int64_t(random_.below(3));
        if (value < bestValue) {
          bestValue = value;
          bestDir = d;
        }
      }
      if (bestDir < 0)
        bestDir = stuckDir;
      if (bestDir < 0)
        continue;
      move.words.append(id);
      move.words.append(bestDir);
    }
    return move;
  }

private:
  static constexpr int kReplanEvery = 10;

  int cost(CellType type) const { return std::min(settings_.cost(type), kCostCap); }
  // The planning weight of entering a cell: one step plus the health it costs.
  int weight(CellType type) const { return 1 + cost(type); }
  int elementAt(int i, int j) const
  {
    const int c = board_->index(i, j);
    if (board_->cityId[size_t(c)] >= 0)
      return board_->cityId[size_t(c)];
    if (board_->pathId[size_t(c)] >= 0)
      return nc_ + board_->pathId[size_t(c)];
    return -1;
  }
  int owner(const OrkIslandState& state, int e) const { return e < nc_ ? state.cityOwner(e) : state.pathOwner(e - nc_); }

  // Whether an enemy next to (i, j) would beat an ork of health `health` standing there.
  bool threatened(const OrkIslandState& state, int me, int i, int j, int64_t health, int self) const
  {
    const int64_t enter = cost(board_->type(i, j));
    for (int d = 0; d < 4; ++d) {
      const int ii = i + kDirDi[size_t(d)], jj = j + kDirDj[size_t(d)];
      const int v = state.unitAt(ii, jj);
      if (v >= 0 && v != self && state.unit(v).owner != me && state.unit(v).health - enter >= health)
        return true;
    }
    return false;
  }

  // Static per board: element cells and weighted distances to every element.
  void prepare(const OrkIslandState& state)
  {
    if (board_ == state.sharedBoard())
      return;
    board_ = state.sharedBoard();
    settings_ = state.settings();
    const Board& b = *board_;
    nc_ = int(b.cities.size());
    cells_.clear();
    for (const auto& city : b.cities) {
      std::vector<int> cells;
      for (const Pos& p : city)
        cells.push_back(b.index(p.i, p.j));
      cells_.push_back(std::move(cells));
    }
    for (const PathInfo& path : b.paths) {
      std::vector<int> cells;
      for (const Pos& p : path.cells)
        cells.push_back(b.index(p.i, p.j));
      cells_.push_back(std::move(cells));
    }
    dist_.assign(cells_.size(), {});
    for (size_t e = 0; e < cells_.size(); ++e)
      dijkstra(cells_[e], dist_[e]);
    plan_.clear();
  }

  // Distances to `sources`: the cost of a walk is the sum of weight() of the cells it
  // enters, measured here backwards from the target (weight of the cell being left).
  void dijkstra(const std::vector<int>& sources, std::vector<int>& dist) const
  {
    const Board& b = *board_;
    dist.assign(b.types.size(), kUnreached);
    using Item = std::pair<int, int>;
    std::vector<Item> heap;
    for (int c : sources) {
      dist[size_t(c)] = 0;
      heap.push_back({0, c});
    }
    const auto later = [](const Item& x, const Item& y) { return x.first > y.first; };
    std::make_heap(heap.begin(), heap.end(), later);
    const int offsets[4] = {b.cols, 1, -b.cols, -1};
    while (!heap.empty()) {
      std::pop_heap(heap.begin(), heap.end(), later);
      const auto [d, c] = heap.back();
      heap.pop_back();
      if (d != dist[size_t(c)])
        continue;
      // Reaching c from neighbour n costs the weight of entering c.
      const int step = d + weight(b.types[size_t(c)]);
      for (int offset : offsets) {
        const int n = c + offset;
        if (b.types[size_t(n)] == CellType::Water || dist[size_t(n)] <= step)
          continue;
        dist[size_t(n)] = step;
        heap.push_back({step, n});
        std::push_heap(heap.begin(), heap.end(), later);
      }
    }
  }

  // Chooses the connected network to hold: from every seed city, grow a tree by the
  // shortest paths (Prim) within the ork budget, then add cycle paths; keep the plan
  // with the best expected points over the remaining rounds.
  void replan(const OrkIslandState& state, int me, const std::vector<int>& orks)
  {
    const Board& b = *board_;
    const int budget = std::max(1, int(orks.size()) - int(orks.size()) / 6);
    const int remaining = settings_.nbRounds - state.round();
    std::vector<int> best;
    double bestValue = -1;
    double currentValue = -1;
    const auto evaluate = [&](const std::vector<int>& plan) {
      int cities = 0;
      int64_t perRound = 0;
      for (int e : plan) {
        if (e < nc_) {
          ++cities;
          perRound += int64_t(settings_.bonusPerCityCell) * int64_t(cells_[size_t(e)].size());
        } else {
          perRound += int64_t(settings_.bonusPerPathCell) * int64_t(cells_[size_t(e)].size());
        }
      }
      perRound += int64_t(settings_.factorConnectedComponent) << std::min(cities, 40);
      // Time to man every element: the greedy assignment's farthest walk, in steps (about).
      std::vector<std::pair<int, std::pair<int, int>>> pairs;
      for (size_t k = 0; k < orks.size(); ++k) {
        const Unit& u = state.unit(orks[k]);
        for (int e : plan)
          pairs.push_back({dist_[size_t(e)][size_t(b.index(u.i, u.j))], {int(k), e}});
      }
      std::sort(pairs.begin(), pairs.end());
      std::vector<uint8_t> usedOrk(orks.size(), 0);
      std::vector<int> manned;
      int slowest = 0;
      for (const auto& [d, who] : pairs) {
        if (usedOrk[size_t(who.first)] || std::find(manned.begin(), manned.end(), who.second) != manned.end())
          continue;
        usedOrk[size_t(who.first)] = 1;
        manned.push_back(who.second);
        slowest = std::max(slowest, d);
      }
      if (manned.size() < plan.size())
        return 0.0;
      const double steps = slowest / 1.5;
      return double(perRound) * std::max(1.0, remaining - steps);
    };
    for (int seed = 0; seed < nc_; ++seed) {
      std::vector<int> plan = grow(seed, budget);
      const double value = evaluate(plan);
      if (value > bestValue) {
        bestValue = value;
        best = plan;
      }
    }
    if (!plan_.empty())
      currentValue = evaluate(grownFrom(plan_, budget));
    // Hysteresis: switching networks costs the walk, so only for a clearly better one.
    if (plan_.empty() || bestValue > 1.3 * currentValue)
      plan_ = best;
    else
      plan_ = grownFrom(plan_, budget);
    planRound_ = state.round();
    planOrks_ = int(orks.size());
    (void)me;
  }

  // A tree of cities grown from `seed` by the shortest frontier paths, within `budget`
  // elements, then cycle paths while the budget lasts.
  std::vector<int> grow(int seed, int budget) const { return grownFrom({seed}, budget); }

  std::vector<int> grownFrom(std::vector<int> plan, int budget) const
  {
    const Board& b = *board_;
    std::vector<uint8_t> inPlan(cells_.size(), 0);
    std::vector<int> kept;
    for (int e : plan)
      if (int(kept.size()) < budget && !inPlan[size_t(e)]) {
        inPlan[size_t(e)] = 1;
        kept.push_back(e);
      }
    plan = kept;
    for (;;) {
      int bestPath = -1;
      for (size_t k = 0; k < b.paths.size(); ++k) {
        const PathInfo& path = b.paths[k];
        const int e = nc_ + int(k);
        if (inPlan[size_t(e)] || inPlan[size_t(path.a)] == inPlan[size_t(path.b)])
          continue;
        if (bestPath < 0 || path.cells.size() < b.paths[size_t(bestPath)].cells.size())
          bestPath = int(k);
      }
      if (bestPath < 0 || int(plan.size()) + 2 > budget)
        break;
      const PathInfo& path = b.paths[size_t(bestPath)];
      const int city = inPlan[size_t(path.a)] ? path.b : path.a;
      for (int e : {nc_ + bestPath, city}) {
        inPlan[size_t(e)] = 1;
        plan.push_back(e);
      }
    }
    for (size_t k = 0; k < b.paths.size() && int(plan.size()) < budget; ++k) {
      const PathInfo& path = b.paths[k];
      const int e = nc_ + int(k);
      if (!inPlan[size_t(e)] && inPlan[size_t(path.a)] && inPlan[size_t(path.b)]) {
        inPlan[size_t(e)] = 1;
        plan.push_back(e);
      }
    }
    return plan;
  }

  static constexpr int kCostCap = 1000;
  Random random_;
  std::shared_ptr<const Board> board_;
  Settings settings_;
  int nc_ = 0;
  std::vector<std::vector<int>> cells_;
  std::vector<std::vector<int>> dist_;
  std::vector<int> plan_;
  int planRound_ = 0;
  int planOrks_ = 0;
};

}  // namespace

std::unique_ptr<Bot> makeNullBot()
{
  return std::make_unique<NullBot>();
}

std::unique_ptr<Bot> makeDummyBot(uint64_t seed)
{
  return std::make_unique<DummyBot>(seed);
}

std::unique_ptr<Bot> makeWarlordBot(uint64_t seed)
{
  return std::make_unique<WarlordBot>(seed);
}

}  // namespace Kibitz::Rules::OrkIsland
