// § numbers: the Rules reference of docs/games/orkisland.md.
#include "orkisland/orkisland_reconstruct.h"

#include "orkisland/orkisland_state.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <unordered_set>

namespace Kibitz::Rules::OrkIsland {

namespace {

// Search budgets: past them the import gives up (and names the round).
constexpr int kComboBudget = 200000;            // block-size splits tried per round
constexpr int kNodeBudget = 2000000;            // search steps per round
constexpr int64_t kTotalNodeBudget = 20000000;  // search steps in all
constexpr int kRoundBudget = 20000;             // round searches in all, backtracking included
constexpr int kMaxUnits = 1000;                 // larger matches are not searched

enum class Outcome { Moved, Blocked, Exhausted, Won, Lost, Skipped };

std::vector<Move> movesOf(const RequestedRound& round)
{
  std::vector<Move> moves(kNumPlayers);
  for (int p = 0; p < kNumPlayers; ++p) {
    if (round.answered[size_t(p)]) {
      moves[size_t(p)] = Move::ok({});
      for (const auto& [unit, dir] : round.commands[size_t(p)])
        moves[size_t(p)].words << unit << dir;
    } else {
      moves[size_t(p)] = Move::failed(Move::Status::Timeout, {});
    }
  }
  return moves;
}

// One logged move and who made it.
struct Logged {
  int unit;
  int dir;
  int player;
};

// Searches the requests of one round (see reconstructRequests).
class RoundSolver {
public:
  RoundSolver(const OrkIslandState& before, const OrkIslandState& after)
      : before_(before), after_(after), board_(before.board()), settings_(before.settings())
  {
  }

  bool prepare(QString* problem)
  {
    const int n = int(before_.units().size());
    if (n > kMaxUnits)
      return fail(problem, QStringLiteral("%1 orks are too many to search (at most %2)").arg(n).arg(kMaxUnits));
    role_.assign(size_t(n), Role::Idle);
    expectedOwner_.resize(size_t(n));
    for (int id = 0; id < n; ++id)
      expectedOwner_[size_t(id)] = after_.unit(id).owner;
    for (int p = 0; p < kNumPlayers; ++p)
      acting_[size_t(p)] = before_.alive(p) && after_.alive(p);
    for (const ExecutedMove& m : after_.snapshot().executed) {
      const int player = before_.unit(m.unit).owner;
      if (!acting_[size_t(player)] || role_[size_t(m.unit)] != Role::Idle) {
        *problem = QStringLiteral("unit %1 moves twice or for a player that cannot act").arg(m.unit);
        return false;
      }
      role_[size_t(m.unit)] = Role::Logged;
      logged_.push_back({m.unit, m.dir, player});
    }
    // Units that died without a logged move of theirs: the ones the next state shows
    // respawned (full health, elsewhere or with another owner) and not beaten by a logged
    // attack. A logged attacker's victim is the unit in the cell it enters when the
    // attacker's player gains it.
    std::vector<uint8_t> beaten(size_t(n), 0);
    {
      std::vector<Unit> units = before_.units();
      std::vector<int> grid(board_.types.size(), -1);
      for (int id = 0; id < n; ++id)
        grid[size_t(board_.index(units[size_t(id)].i, units[size_t(id)].j))] = id;
      for (const Logged& l : logged_) {
        Unit& u = units[size_t(l.unit)];
        const int ni = u.i + kDirDi[size_t(l.dir)], nj = u.j + kDirDj[size_t(l.dir)];
        if (!board_.inside(ni, nj))
          return fail(problem, QStringLiteral("a logged move leaves the board"));
        const int occupant = grid[size_t(board_.index(ni, nj))];
        if (occupant >= 0) {
          if (units[size_t(occupant)].owner != u.owner && expectedOwner_[size_t(occupant)] == u.owner)
            beaten[size_t(occupant)] = 1;
          grid[size_t(board_.index(units[size_t(occupant)].i, units[size_t(occupant)].j))] = -1;
        }
        grid[size_t(board_.index(u.i, u.j))] = -1;
        u.i = ni;
        u.j = nj;
        grid[size_t(board_.index(ni, nj))] = l.unit;
      }
      for (int id = 0; id < n; ++id) {
        if (beaten[size_t(id)] && role_[size_t(id)] == Role::Idle)
          role_[size_t(id)] = Role::Beaten;
        if (role_[size_t(id)] == Role::Logged || beaten[size_t(id)])
          continue;
        const Unit& now = before_.unit(id);
        const Unit& later = after_.unit(id);
        if (later == now)
          continue;
        if (later.health != settings_.initialHealth)
          return fail(problem, QStringLiteral("unit %1 changed without a logged move or a death").arg(id));
        if (!acting_[size_t(now.owner)])
          return fail(problem, QStringLiteral("unit %1 died although its player could not act").arg(id));
        role_[size_t(id)] = later.owner == now.owner ? Role::Exhausted : Role::LostAttack;
      }
    }
    for (int id = 0; id < n; ++id) {
      const int p = before_.unit(id).owner;
      if (role_[size_t(id)] == Role::Exhausted || role_[size_t(id)] == Role::LostAttack)
        ++required_[size_t(p)];
      else if ((role_[size_t(id)] == Role::Idle || role_[size_t(id)] == Role::Beaten) && acting_[size_t(p)]) {
        ++idle_[size_t(p)];
        if (role_[size_t(id)] == Role::Idle && stuck(id))
          ++likely_[size_t(p)];
      }
    }
    for (const Logged& l : logged_)
      ++required_[size_t(l.player)];
    return true;
  }

  int nodes() const { return nodes_; }

  // Tries block sizes with ever more "changed nothing" commands, from combination
  // `from` on; true with the requests (and the combination's index) once the engine
  // reproduces the logged state.
  bool solve(int from, RequestedRound* out, int* index)
  {
    if (combos_.empty()) {
      // Every split of extra "changed nothing" commands, nearest to the likely one first:
      // idle orks facing water or an idle teammate are the usual blocked requests.
      const auto full = [&] { return int(combos_.size()) >= kComboBudget; };
      for (int a = 0; a <= idle_[0] && !full(); ++a)
        for (int b = 0; b <= idle_[1] && !full(); ++b)
          for (int c = 0; c <= idle_[2] && !full(); ++c)
            for (int d = 0; d <= idle_[3] && !full(); ++d)
              combos_.push_back({a, b, c, d});
      const auto distance = [&](const std::array<int, kNumPlayers>& combo) {
        int total = 0;
        for (int p = 0; p < kNumPlayers; ++p)
          total += std::abs(combo[size_t(p)] - likely_[size_t(p)]);
        return total;
      };
      std::stable_sort(combos_.begin(), combos_.end(),
                       [&](const auto& x, const auto& y) { return distance(x) < distance(y); });
    }
    for (int k = from; k < int(combos_.size()) && nodes_ <= kNodeBudget; ++k)
      if (tryCombo(combos_[size_t(k)], out)) {
        *index = k;
        return true;
      }
    return false;
  }

private:
  // Beaten: a logged attack enters its cell and its player gains it; it may instead
  // have lost an attack of its own to that player earlier (the log looks the same).
  enum class Role : uint8_t { Idle, Beaten, Logged, Exhausted, LostAttack };

  // Whether an idle ork faces water or an idle teammate (a blocked request is likely).
  bool stuck(int id) const
  {
    const Unit& u = before_.unit(id);
    for (int d = 0; d < 4; ++d) {
      const int ii = u.i + kDirDi[size_t(d)], jj = u.j + kDirDj[size_t(d)];
      if (!board_.inside(ii, jj) || board_.type(ii, jj) == CellType::Water)
        return true;
      const int other = before_.unitAt(ii, jj);
      if (other >= 0 && before_.unit(other).owner == u.owner && role_[size_t(other)] == Role::Idle)
        return true;
    }
    return false;
  }

  static bool fail(QString* problem, const QString& message)
  {
    *problem = message;
    return false;
  }

  bool tryCombo(const std::array<int, kNumPlayers>& extra, RequestedRound* out)
  {
    std::array<int, kNumPlayers> size{};
    int n = 0;
    for (int p = 0; p < kNumPlayers; ++p) {
      size[size_t(p)] = acting_[size_t(p)] ? required_[size_t(p)] + extra[size_t(p)] : 0;
      n += size[size_t(p)];
    }
    rng_.setState(before_.rngState());
    const std::vector<int> perm = rng_.permutation(n);
    slotPlayer_.assign(size_t(n), 0);
    for (int k = 0; k < n; ++k) {
      int index = perm[size_t(k)], p = 0;
      while (index >= size[size_t(p)]) {
        index -= size[size_t(p)];
        ++p;
      }
      slotPlayer_[size_t(k)] = p;
    }
    // The logged moves' players must appear in this order among the slots' players.
    size_t matched = 0;
    for (int k = 0; k < n && matched < logged_.size(); ++k)
      if (slotPlayer_[size_t(k)] == logged_[matched].player)
        ++matched;
    if (matched < logged_.size())
      return false;
    units_ = before_.units();
    grid_.assign(board_.types.size(), -1);
    for (size_t id = 0; id < units_.size(); ++id)
      grid_[size_t(board_.index(units_[id].i, units_[id].j))] = int(id);
    dead_.assign(units_.size(), 0);
    commanded_.assign(units_.size(), 0);
    for (const Logged& l : logged_)
      commanded_[size_t(l.unit)] = 1;
    fillers_ = extra;
    next_ = 0;
    hash_ = 0;
    failed_.clear();
    slots_.assign(size_t(n), {0, 0});
    if (!dfs(0))
      return false;
    // v: each player's block in index order; slot k executes v[perm[k]].
    std::vector<std::pair<int32_t, int32_t>> v(static_cast<size_t>(n));
    for (int k = 0; k < n; ++k)
      v[size_t(perm[size_t(k)])] = slots_[size_t(k)];
    RequestedRound round;
    int offset = 0;
    for (int p = 0; p < kNumPlayers; ++p) {
      round.acted[size_t(p)] = before_.alive(p);
      round.answered[size_t(p)] = acting_[size_t(p)];
      round.commands[size_t(p)].assign(v.begin() + offset, v.begin() + offset + size[size_t(p)]);
      offset += size[size_t(p)];
    }
    // The engine is the judge: the round must come out exactly as logged.
    OrkIslandState check(before_);
    check.applyMoves(movesOf(round));
    if (!(check.snapshot() == after_.snapshot()))
      return false;
    *out = std::move(round);
    return true;
  }

  // What one execute() may change: the unit, the unit in its target cell, both cells.
  struct Undo {
    int a, b;
    Unit ua, ub;
    uint8_t deadA, deadB;
    int cellA, cellT, gridA, gridT;
    uint32_t rng;
  };

  Undo save(int a, int dir) const
  {
    const Unit& u = units_[size_t(a)];
    const int ca = board_.index(u.i, u.j);
    const int ni = u.i + kDirDi[size_t(dir)], nj = u.j + kDirDj[size_t(dir)];
    const int ct = board_.inside(ni, nj) ? board_.index(ni, nj) : ca;
    const int b = grid_[size_t(ct)] != a ? grid_[size_t(ct)] : -1;
    return {a, b, u, b >= 0 ? units_[size_t(b)] : Unit{}, dead_[size_t(a)], b >= 0 ? dead_[size_t(b)] : uint8_t(0),
            ca, ct, grid_[size_t(ca)], grid_[size_t(ct)], rng_.state()};
  }

  void restore(const Undo& u)
  {
    units_[size_t(u.a)] = u.ua;
    dead_[size_t(u.a)] = u.deadA;
    if (u.b >= 0) {
      units_[size_t(u.b)] = u.ub;
      dead_[size_t(u.b)] = u.deadB;
    }
    grid_[size_t(u.cellT)] = u.gridT;
    grid_[size_t(u.cellA)] = u.gridA;
    rng_.setState(u.rng);
  }

  // The engine's §9.2 on the search copy; `victim` gets the unit it fought, if any.
  Outcome execute(int id, int dir, int* victim)
  {
    *victim = -1;
    if (dead_[size_t(id)])
      return Outcome::Skipped;
    Unit& u = units_[size_t(id)];
    const int ni = u.i + kDirDi[size_t(dir)], nj = u.j + kDirDj[size_t(dir)];
    if (!board_.inside(ni, nj) || board_.type(ni, nj) == CellType::Water)
      return Outcome::Blocked;
    const int target = board_.index(ni, nj);
    const int64_t health = int64_t(u.health) - settings_.cost(board_.type(ni, nj));
    const int occupant = grid_[size_t(target)];
    if (occupant >= 0) {
      Unit& w = units_[size_t(occupant)];
      if (w.owner == u.owner)
        return Outcome::Blocked;
      *victim = occupant;
      const bool wins = health > w.health || (health == w.health && rng_.random(0, 1) == 1);
      if (!wins) {
        grid_[size_t(board_.index(u.i, u.j))] = -1;
        dead_[size_t(id)] = 1;
        u.owner = w.owner;
        u.health = settings_.initialHealth;
        return Outcome::Lost;
      }
      grid_[size_t(target)] = -1;
      dead_[size_t(occupant)] = 1;
      w.owner = u.owner;
      w.health = settings_.initialHealth;
    } else if (health < 0) {
      grid_[size_t(board_.index(u.i, u.j))] = -1;
      dead_[size_t(id)] = 1;
      u.health = settings_.initialHealth;
      return Outcome::Exhausted;
    }
    grid_[size_t(board_.index(u.i, u.j))] = -1;
    u.i = ni;
    u.j = nj;
    u.health = int(health);
    grid_[size_t(target)] = id;
    return occupant >= 0 ? Outcome::Won : Outcome::Moved;
  }

  // Commands an ork (or takes its command back), keeping the search position's hash.
  void mark(int id, bool on)
  {
    commanded_[size_t(id)] = on ? 1 : 0;
    hash_ ^= mix(uint64_t(id) + 0x9e3779b97f4a7c15ull);
  }

  static uint64_t mix(uint64_t x)
  {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ull;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebull;
    return x ^ (x >> 31);
  }

  // Fills slot k onwards: the next logged move if its player's slot comes now, else one
  // of the player's unlogged deaths, else a command that changes nothing.
  bool dfs(int k)
  {
    if (++nodes_ > kNodeBudget)
      return false;
    if (k == int(slotPlayer_.size()))
      return next_ == logged_.size();
    // The board at a slot follows from which orks have acted (the logged moves keep
    // their order) and the generator: a position that failed once fails again.
    const uint64_t key = hash_ ^ mix(uint64_t(k) << 32 | next_) ^ mix(uint64_t(rng_.state()) << 1 | 1);
    if (!failed_.insert(key).second)
      return false;
    const int p = slotPlayer_[size_t(k)];
    if (next_ < logged_.size() && logged_[next_].player == p) {
      const Logged& l = logged_[next_];
      const Undo undo = save(l.unit, l.dir);
      int victim = -1;
      const Outcome outcome = execute(l.unit, l.dir, &victim);
      const bool expected = outcome == Outcome::Moved
                         || (outcome == Outcome::Won && expectedOwner_[size_t(victim)] == p);
      if (expected) {
        slots_[size_t(k)] = {l.unit, l.dir};
        ++next_;
        if (dfs(k + 1))
          return true;
        --next_;
      }
      restore(undo);
    }
    for (size_t id = 0; id < units_.size(); ++id) {
      const Role role = role_[size_t(id)];
      const bool optional = role == Role::Beaten;  // an extra command: takes a filler slot
      if ((role != Role::Exhausted && role != Role::LostAttack && !optional) || commanded_[id] || dead_[id]
          || before_.unit(int(id)).owner != p || (optional && fillers_[size_t(p)] == 0))
        continue;
      for (int dir = 0; dir < 4; ++dir) {
        const Undo undo = save(int(id), dir);
        int victim = -1;
        const Outcome outcome = execute(int(id), dir, &victim);
        const bool expected = role == Role::Exhausted ? outcome == Outcome::Exhausted
                                                      : outcome == Outcome::Lost && units_[id].owner == expectedOwner_[id];
        if (expected) {
          slots_[size_t(k)] = {int(id), dir};
          mark(int(id), true);
          fillers_[size_t(p)] -= optional ? 1 : 0;
          if (dfs(k + 1))
            return true;
          fillers_[size_t(p)] += optional ? 1 : 0;
          mark(int(id), false);
        }
        restore(undo);
      }
    }
    if (fillers_[size_t(p)] > 0) {
      // A command that changes nothing: a move into a teammate (possible only at some
      // moments: try each of those first), else for an ork already dead this round or a
      // move into water (available from now on: one of them is enough).
      int safe = -1, safeDir = 0;
      std::vector<std::pair<int, int>> blocked;
      for (size_t id = 0; id < units_.size(); ++id) {
        if (commanded_[id] || (role_[id] != Role::Idle && role_[id] != Role::Beaten) || before_.unit(int(id)).owner != p)
          continue;
        if (dead_[id]) {
          if (safe < 0)
            safe = int(id);
          continue;
        }
        for (int d = 0; d < 4; ++d) {
          const int ii = units_[id].i + kDirDi[size_t(d)], jj = units_[id].j + kDirDj[size_t(d)];
          if (!board_.inside(ii, jj) || board_.type(ii, jj) == CellType::Water) {
            if (role_[id] == Role::Idle) {  // an idle ork stays where it is: always available
              if (safe < 0) {
                safe = int(id);
                safeDir = d;
              }
              break;
            }
            blocked.push_back({int(id), d});
            break;
          }
          const int other = grid_[size_t(board_.index(ii, jj))];
          if (other >= 0 && units_[size_t(other)].owner == units_[id].owner) {
            // Two idle orks side by side block each other all round long.
            if (role_[id] == Role::Idle && role_[size_t(other)] == Role::Idle) {
              if (safe < 0) {
                safe = int(id);
                safeDir = d;
              }
            } else {
              blocked.push_back({int(id), d});
            }
            break;
          }
        }
      }
      if (safe >= 0)
        blocked.push_back({safe, safeDir});
      for (const auto& [id, dir] : blocked) {
        slots_[size_t(k)] = {id, dir};
        mark(id, true);
        --fillers_[size_t(p)];
        if (dfs(k + 1))
          return true;
        ++fillers_[size_t(p)];
        mark(id, false);
      }
    }
    return false;
  }

  const OrkIslandState& before_;
  const OrkIslandState& after_;
  const Board& board_;
  const Settings& settings_;
  std::vector<Role> role_;
  std::vector<int> expectedOwner_;
  std::vector<Logged> logged_;
  std::array<bool, kNumPlayers> acting_{};
  std::array<int, kNumPlayers> required_{};
  std::array<int, kNumPlayers> idle_{};
  std::array<int, kNumPlayers> likely_{};
  // Search state.
  EngineRandom rng_;
  std::vector<int> slotPlayer_;
  std::vector<Unit> units_;
  std::vector<int> grid_;
  std::vector<uint8_t> dead_;
  std::vector<uint8_t> commanded_;
  std::array<int, kNumPlayers> fillers_{};
  size_t next_ = 0;
  std::vector<std::pair<int32_t, int32_t>> slots_;
  int nodes_ = 0;
  uint64_t hash_ = 0;
  std::unordered_set<uint64_t> failed_;
  std::vector<std::array<int, kNumPlayers>> combos_;
};

}  // namespace

std::optional<std::vector<RequestedRound>> reconstructRequests(const OrkIslandState& start,
                                                               const std::vector<const OrkIslandState*>& logged,
                                                               QString* error, std::vector<RequestedRound>* partial)
{
  // Rounds whose random draws leave no trace (no deaths, no coin flips) may accept
  // several block sizes; a wrong guess shows up in a later round, so the search goes
  // back to the last round with untried alternatives.
  const int total = int(logged.size()) - 1;
  std::vector<std::unique_ptr<OrkIslandState>> states;
  states.push_back(std::make_unique<OrkIslandState>(start));
  std::vector<std::unique_ptr<RoundSolver>> solvers;
  std::vector<RequestedRound> rounds;
  std::vector<int> chosen;
  std::vector<std::vector<uint32_t>> seenRng;  // end-of-round generator states tried per round
  int from = 0;
  int failedAt = -1;
  QString problem;
  int64_t spent = 0;
  for (int budget = kRoundBudget; int(rounds.size()) < total;) {
    const int r = int(rounds.size());
    if (int(solvers.size()) <= r) {
      solvers.push_back(std::make_unique<RoundSolver>(*states[size_t(r)], *logged[size_t(r) + 1]));
      seenRng.emplace_back();
      if (!solvers.back()->prepare(&problem)) {
        failedAt = r;
        break;
      }
    }
    RequestedRound round;
    int index = -1;
    const int before = solvers[size_t(r)]->nodes();
    bool found = --budget > 0 && spent < kTotalNodeBudget && solvers[size_t(r)]->solve(from, &round, &index);
    std::unique_ptr<OrkIslandState> next;
    while (found) {
      next = std::make_unique<OrkIslandState>(*states[size_t(r)]);
      next->applyMoves(movesOf(round));
      auto& seen = seenRng[size_t(r)];
      if (std::find(seen.begin(), seen.end(), next->rngState()) == seen.end()) {
        seen.push_back(next->rngState());
        break;
      }
      found = --budget > 0 && solvers[size_t(r)]->solve(index + 1, &round, &index);  // same future: skip
    }
    spent += solvers[size_t(r)]->nodes() - before;
    if (found) {
      rounds.push_back(std::move(round));
      chosen.push_back(index);
      states.push_back(std::move(next));
      from = 0;
      if (partial && rounds.size() > partial->size())
        *partial = rounds;  // the furthest the search got, for a partial import
      continue;
    }
    failedAt = std::max(failedAt, r);
    if (r == 0 || budget <= 0 || spent >= kTotalNodeBudget)
      break;
    // Back to the previous round, on its next alternative.
    solvers.pop_back();
    seenRng.pop_back();
    states.pop_back();
    rounds.pop_back();
    from = chosen.back() + 1;
    chosen.pop_back();
  }
  if (int(rounds.size()) < total) {
    *error = QStringLiteral("round %1: no requests reproduce the logged state%2")
                 .arg(failedAt)
                 .arg(problem.isEmpty() ? QString() : QStringLiteral(" (") + problem + QLatin1Char(')'));
    return std::nullopt;
  }
  return rounds;
}

}  // namespace Kibitz::Rules::OrkIsland
