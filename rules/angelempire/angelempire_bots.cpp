// § numbers: the Rules reference of docs/games/angelempire.md.
#include "angelempire/angelempire_bots.h"

#include "angelempire/angelempire_cpu.h"
#include "angelempire/angelempire_state.h"
#include "core/random.h"

#include <algorithm>
#include <array>
#include <vector>

namespace Kibitz::Rules::AngelEmpire {

namespace {

std::vector<Point> unitsOf(const Board& board, int side)
{
  std::vector<Point> out;
  for (int x = 0; x < kMapX; ++x)
    for (int y = 0; y < kMapY; ++y)
      if (board.at({x, y}).isUnit() && board.at({x, y}).side == side)
        out.push_back({x, y});
  return out;
}

// ---------------------------------------------------------------------------------------

class RandomBot final : public Bot {
public:
  explicit RandomBot(uint64_t seed) : random_(seed) {}

  Move act(const State& generic, int) override
  {
    const auto& state = static_cast<const AngelEmpireState&>(generic);
    if (state.stage() == Stage::Build)
      return commandToMove(Command::makeArmy(buy(state.money())));
    return commandToMove(command(state.board()));
  }

private:
  std::array<int, kArmySlots> buy(int money)
  {
    std::array<int, kArmySlots> team{};
    team.fill(kSpace);
    std::vector<int> free;
    for (int i = 0; i < kArmySlots; ++i)
      free.push_back(i);
    while (!free.empty()) {
      std::vector<int> affordable;
      for (int t = kFirstType; t <= kLastType; ++t)
        if (unitStats(t).price <= money)
          affordable.push_back(t);
      if (affordable.empty())
        break;
      const int t = affordable[random_.below(affordable.size())];
      const size_t at = size_t(random_.below(free.size()));
      team[size_t(free[at])] = t;
      free.erase(free.begin() + qsizetype(at));
      money -= unitStats(t).price;
    }
    return team;
  }

  Command command(const Board& board)
  {
    std::vector<Point> idle;
    for (Point p : unitsOf(board, kSidePlayer))
      if (!board.at(p).moved)
        idle.push_back(p);
    if (idle.empty() || random_.below(20) == 0)
      return Command::endTurn();
    const Point src = idle[random_.below(idle.size())];
    const std::vector<Point> enemies = unitsOf(board, kSideCpu);
    std::vector<Command> options;
    for (const Destination& d : board.destinations(src)) {
      options.push_back(Command::makeMove(src, d.cell));
      for (Point e : enemies)
        if (Board::inRange(board.at(src).type, d.cell, e))
          options.push_back(Command::makeAttack(src, d.cell, e));
    }
    return options[random_.below(options.size())];
  }

  Random random_;
};

// ---------------------------------------------------------------------------------------

// Values are in money units: a living unit is worth its survivor credit plus a share of
// its price by remaining HP; a damaged or dead CPU unit is worth its kill credit progress.
// Weights and the army mix were compared on 50 seeded campaigns; the results were flat
// around these values (weights 0.25..1.0, an eighth to a third of the money on magicians).
constexpr double kOwnHealthWeight = 0.5;
constexpr double kEnemyDamageWeight = 0.5;
// Candidates (by the rough score) replayed with the exact CPU phase.
constexpr int kExactCandidates = 40;

double evaluate(const Board& board, int credit)
{
  double v = credit;
  for (int x = 0; x < kMapX; ++x)
    for (int y = 0; y < kMapY; ++y) {
      const Cell& c = board.at({x, y});
      if (!c.isUnit())
        continue;
      const UnitStats& u = unitStats(c.type);
      const double health = double(c.live) / u.live;
      if (c.side == kSidePlayer)
        v += u.price / 2.0 + kOwnHealthWeight * u.price * health;
      else
        v += kEnemyDamageWeight * u.price * (1.0 - health);
    }
  return v;
}

// The kill credit of an attack's deaths plus their full damage share: a dead CPU unit is
// worth its credit and can no longer hurt.
int creditOf(const AttackOutcome& o)
{
  int credit = 0;
  if (o.defenderKilled && o.defender.side == kSideCpu)
    credit += unitStats(o.defender.type).price / 2 + int(kEnemyDamageWeight * unitStats(o.defender.type).price);
  if (o.attackerKilled && o.attacker.side == kSideCpu)
    credit += unitStats(o.attacker.type).price / 2 + int(kEnemyDamageWeight * unitStats(o.attacker.type).price);
  return credit;
}

// The exact CPU phase of §5.7 on a copy of the board; returns the credit the Player earns.
int simulateCpuPhase(Board& board)
{
  board.resetMoved();
  int credit = 0;
  std::vector<std::pair<int, Point>> order;
  for (Point p : unitsOf(board, kSideCpu))
    order.push_back({board.at(p).id, p});
  std::sort(order.begin(), order.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [id, start] : order) {
    Point src = start;
    // Earlier actions never move another CPU unit, but a counter may have killed this one.
    if (!board.at(src).isUnit() || board.at(src).id != id)
      continue;
    if (unitsOf(board, kSidePlayer).empty())
      break;
    const CpuAction a = chooseCpuAction(board, src);
    if (a.attack)
      credit += creditOf(board.moveAndAttack(a.src, a.dest, a.target));
    else
      board.move(a.src, a.dest);
  }
  return credit;
}

class TacticianBot final : public Bot {
public:
  Move act(const State& generic, int) override
  {
    const auto& state = static_cast<const AngelEmpireState&>(generic);
    if (state.stage() == Stage::Build)
      return commandToMove(Command::makeArmy(buy(state.money())));
    return commandToMove(command(state.board()));
  }

private:
  // Magicians take about a quarter of the money; elements rotate so that every CPU element
  // meets a unit that counters it; warriors stand in front (column 2), magicians behind.
  static std::array<int, kArmySlots> buy(int money)
  {
    int magicians = std::min(money / 4 / 400, 7);
    int warriors = std::min((money - magicians * 400) / 200, kArmySlots - magicians);
    while (magicians + warriors < kArmySlots && money - magicians * 400 - warriors * 200 >= 400)
      ++magicians;
    std::array<int, kArmySlots> team{};
    team.fill(kSpace);
    static constexpr std::array<int, 7> kRows{3, 2, 4, 1, 5, 0, 6};
    const auto place = [&](int type, std::initializer_list<int> columns) {
      for (int x : columns)
        for (int y : kRows) {
          int& slot = team[size_t(x * kMapY + y)];
          if (slot == kSpace) {
            slot = type;
            return;
          }
        }
    };
    for (int i = 0; i < warriors; ++i)
      place(2 + i % 4, {2, 1, 0});
    for (int i = 0; i < magicians; ++i)
      place(6 + (i + 2) % 4, {1, 0, 2});
    return team;
  }

  // Rough score of a command for preselection: the action on a copy, then each CPU unit
  // hits the Player unit it prefers among those it could reach from the current map.
  struct Candidate {
    Command command;
    double rough = 0;
  };

  static Command command(const Board& board)
  {
    const std::vector<Point> enemies = unitsOf(board, kSideCpu);
    // Cells each enemy could attack this CPU phase (ignoring how our moves block paths).
    std::vector<std::array<bool, kCells>> reach(enemies.size());
    for (size_t i = 0; i < enemies.size(); ++i) {
      reach[i].fill(false);
      for (const Destination& d : board.destinations(enemies[i]))
        for (int x = 0; x < kMapX; ++x)
          for (int y = 0; y < kMapY; ++y)
            if (Board::inRange(board.at(enemies[i]).type, d.cell, {x, y}))
              reach[i][size_t(x * kMapY + y)] = true;
    }
    const auto rough = [&](const Board& after, int credit) {
      Board b = after;
      for (size_t i = 0; i < enemies.size(); ++i) {
        const Cell& e = b.at(enemies[i]);
        if (!e.isUnit() || e.side != kSideCpu)
          continue;
        Point best{-1, -1};
        std::pair<int, int> bestKey{};
        for (Point p : unitsOf(b, kSidePlayer)) {
          if (!reach[i][size_t(p.x * kMapY + p.y)])
            continue;
          const int damage = attackDamage(e.type, b.at(p).type);
          const bool kill = damage >= b.at(p).live;
          const std::pair<int, int> key{kill ? 1 : 0, kill ? unitStats(b.at(p).type).price
                                                           : std::min(damage, b.at(p).live) - expectedCounter(e.type, b.at(p).type)};
          if (best.x < 0 || key > bestKey) {
            best = p;
            bestKey = key;
          }
        }
        if (best.x < 0)
          continue;
        Cell& v = b.at(best);
        Cell& attacker = b.at(enemies[i]);
        v.live -= attackDamage(attacker.type, v.type);
        if (v.live <= 0) {
          v = Cell{};
        } else if (isWarrior(attacker.type) && isWarrior(v.type)) {
          attacker.live -= attackDamage(v.type, attacker.type);
          if (attacker.live <= 0) {
            credit += unitStats(attacker.type).price / 2 + int(kEnemyDamageWeight * unitStats(attacker.type).price);
            attacker = Cell{};
          }
        }
      }
      return evaluate(b, credit);
    };

    std::vector<Candidate> candidates;
    for (Point src : unitsOf(board, kSidePlayer)) {
      if (board.at(src).moved)
        continue;
      for (const Destination& d : board.destinations(src)) {
        if (d.cell != src) {
          Board b = board;
          b.move(src, d.cell);
          candidates.push_back({Command::makeMove(src, d.cell), rough(b, 0)});
        }
        for (Point e : enemies) {
          if (!Board::inRange(board.at(src).type, d.cell, e))
            continue;
          Board b = board;
          const int credit = creditOf(b.moveAndAttack(src, d.cell, e));
          candidates.push_back({Command::makeAttack(src, d.cell, e), rough(b, credit)});
        }
      }
    }
    // END_TURN (everyone left stays) is judged exactly like the others.
    Command best = Command::endTurn();
    Board stay = board;
    double bestValue = evaluate(stay, simulateCpuPhase(stay));
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.rough > b.rough; });
    const size_t exact = std::min(candidates.size(), size_t(kExactCandidates));
    for (size_t i = 0; i < exact; ++i) {
      const Command& c = candidates[i].command;
      Board b = board;
      int credit = 0;
      if (c.kind == CommandKind::Move)
        b.move(c.src, c.dest);
      else
        credit = creditOf(b.moveAndAttack(c.src, c.dest, c.target));
      if (unitsOf(b, kSideCpu).empty()) {
        bestValue = 1e18;
        best = c;
        break;
      }
      credit += simulateCpuPhase(b);
      const double value = evaluate(b, credit);
      if (value > bestValue + 1e-6) {
        bestValue = value;
        best = c;
      }
    }
    return best;
  }
};

}  // namespace

std::unique_ptr<Bot> makeRandomBot(uint64_t seed)
{
  return std::make_unique<RandomBot>(seed);
}

std::unique_ptr<Bot> makeTacticianBot()
{
  return std::make_unique<TacticianBot>();
}

}  // namespace Kibitz::Rules::AngelEmpire
