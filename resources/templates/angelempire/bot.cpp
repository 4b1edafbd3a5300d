// Angel Empire v2.0 (天使帝國) starter bot for Kibitz (C++17: g++ -std=c++17 -O2 -o bot bot.cpp).
//
// Protocol (docs/games/angelempire.md): a header, then for each battle a `BUILD k money`
// request answered by `ARMY t0 .. t20`, then `TURN` blocks (TURN line, 70 CELL lines, GO)
// answered by one of `MOVE sx sy dx dy`, `MOVE_ATTACK sx sy dx dy tx ty`, `END_TURN`.
// `ERROR`, `BATTLE_END` and `GAME_END` are notifications. Debug output goes to stderr.
//
// The helper functions mirror the contest's check.h with its return codes.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <iostream>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

enum { MAP_X_SIZE = 10, MAP_Y_SIZE = 7 };
enum { WALL = 0, SPACE = 1, WARRIOR_WIND = 2, WARRIOR_FIRE, WARRIOR_WATER, WARRIOR_EARTH,
       MAGICIAN_WIND = 6, MAGICIAN_FIRE, MAGICIAN_WATER, MAGICIAN_EARTH, TOTAL_ICON };
enum { PLAYER = 1, CPU = 2 };
enum { SUCCESS = 0, ERR_INPUT = -1, ERR_INVALID_TYPE = -2, ERR_EXCEED_COST = -3, ERR_NOT_PLAYER = -4,
       ERR_ALREADY_MOVE = -5, ERR_ILLEGAL_DEST = -6, ERR_ILLEGAL_TARGET = -7, ERR_CANNOT_CAST = -8 };

struct POINT {
  int x = 0, y = 0;
  bool operator==(const POINT& o) const { return x == o.x && y == o.y; }
  bool operator<(const POINT& o) const { return x != o.x ? x < o.x : y < o.y; }
};

// One g_army entry (sent by the UNIT header lines); `type` is the element 0..3.
struct Army {
  int live, attack, defence, attackRange, moveRange, type, isFightBack, isSpell, price;
};

// One g_map record.
struct MapPoint {
  int armyType = SPACE, armySide = 0, live = 0, alreadyMoved = 0, id = 0;
};

Army g_army[TOTAL_ICON];
MapPoint g_map[MAP_X_SIZE][MAP_Y_SIZE];
int g_nTurn = 0;

static bool onMap(POINT p) { return p.x >= 0 && p.x < MAP_X_SIZE && p.y >= 0 && p.y < MAP_Y_SIZE; }
static bool isUnit(int t) { return t >= 2 && t <= 9; }
static MapPoint& at(POINT p) { return g_map[p.x][p.y]; }
static int distance(POINT a, POINT b) { return std::abs(a.x - b.x) + std::abs(a.y - b.y); }

// Damage of an attack (or counter-attack) by type `a` on type `d`: x2 if a's element
// counters d's, x0.5 (rounded down) the other way; spells ignore defence.
int damage(int a, int d)
{
  const Army& A = g_army[a];
  const Army& D = g_army[d];
  const int base = A.isSpell ? A.attack : A.attack - D.defence;
  const int ea = A.type, ed = D.type;
  int v = base;
  if (((ea - ed) % 4 + 4) % 4 == 1) v = base * 2;
  else if (((ed - ea) % 4 + 4) % 4 == 1) v = base / 2;
  return std::max(0, v);
}

// src plus the SPACE cells reachable in 1..moveRange steps over SPACE cells.
static std::vector<POINT> destinations(POINT src)
{
  const int range = g_army[at(src).armyType].moveRange;
  int depth[MAP_X_SIZE][MAP_Y_SIZE];
  for (auto& col : depth)
    for (int& d : col) d = -1;
  std::vector<POINT> out{src};
  depth[src.x][src.y] = 0;
  for (size_t head = 0; head < out.size(); ++head) {
    const POINT p = out[head];
    if (depth[p.x][p.y] >= range) continue;
    const POINT next[4] = {{p.x, p.y - 1}, {p.x + 1, p.y}, {p.x, p.y + 1}, {p.x - 1, p.y}};
    for (POINT n : next)
      if (onMap(n) && depth[n.x][n.y] < 0 && at(n).armyType == SPACE) {
        depth[n.x][n.y] = depth[p.x][p.y] + 1;
        out.push_back(n);
      }
  }
  std::sort(out.begin(), out.end());
  return out;
}

static bool inRange(int type, POINT from, POINT target)
{
  const int d = distance(from, target);
  return d >= 1 && d <= g_army[type].attackRange;
}

static int own(POINT src, int userType)
{
  if (userType != PLAYER && userType != CPU) return ERR_INPUT;
  if (!onMap(src) || !isUnit(at(src).armyType) || at(src).armySide != userType) return ERR_NOT_PLAYER;
  if (at(src).alreadyMoved) return ERR_ALREADY_MOVE;
  return SUCCESS;
}

// The money left (>= 0), ERR_INVALID_TYPE or ERR_EXCEED_COST.
int checkBuildArmy(const int player[21], int money)
{
  int cost = 0;
  for (int i = 0; i < 21; ++i) {
    if (player[i] != SPACE && !isUnit(player[i])) return ERR_INVALID_TYPE;
    if (isUnit(player[i])) cost += g_army[player[i]].price;
  }
  return cost <= money ? money - cost : ERR_EXCEED_COST;
}

// Fills dest[] (70 entries at most) and returns the count, or an error code.
int getMove(POINT src, POINT dest[70], int userType)
{
  const int code = own(src, userType);
  if (code != SUCCESS) return code;
  const std::vector<POINT> d = destinations(src);
  std::copy(d.begin(), d.end(), dest);
  return int(d.size());
}

// The enemies a spell can hit after a legal move, or an error code.
int getSpellAttack(POINT src, POINT dest[70], int userType)
{
  const int code = own(src, userType);
  if (code != SUCCESS) return code;
  const int type = at(src).armyType;
  if (!g_army[type].isSpell) return ERR_CANNOT_CAST;
  const std::vector<POINT> moves = destinations(src);
  int n = 0;
  for (int x = 0; x < MAP_X_SIZE; ++x)
    for (int y = 0; y < MAP_Y_SIZE; ++y) {
      const POINT t{x, y};
      if (!isUnit(at(t).armyType) || at(t).armySide == userType) continue;
      for (POINT m : moves)
        if (inRange(type, m, t)) {
          dest[n++] = t;
          break;
        }
    }
  return n;
}

int checkMove(POINT src, POINT dest, int userType)
{
  const int code = own(src, userType);
  if (code != SUCCESS) return code;
  const std::vector<POINT> d = destinations(src);
  return std::find(d.begin(), d.end(), dest) != d.end() ? SUCCESS : ERR_ILLEGAL_DEST;
}

int checkMoveAndAttack(POINT src, POINT dest, POINT target, int userType)
{
  const int code = checkMove(src, dest, userType);
  if (code != SUCCESS) return code;
  const int enemy = userType == PLAYER ? CPU : PLAYER;
  if (!onMap(target) || !isUnit(at(target).armyType) || at(target).armySide != enemy) return ERR_ILLEGAL_TARGET;
  if (!inRange(at(src).armyType, dest, target)) return ERR_ILLEGAL_TARGET;
  return SUCCESS;
}

// ---------------------------------------------------------------------------------------
// Strategy: replace these two functions with your own.

// team[21]: slot i is the cell (i / 7, i % 7). Warriors of all elements in front, a
// magician for every three warriors behind them.
void buildArmy(int team[21], int money)
{
  static const int rows[7] = {3, 2, 4, 1, 5, 0, 6};
  std::deque<int> front, back;
  for (int x : {2, 1})
    for (int y : rows) front.push_back(x * 7 + y);
  for (int y : rows) back.push_back(y);
  for (int i = 0; i < 21; ++i) team[i] = SPACE;
  for (int i = 0;; ++i) {
    if (i % 4 == 3 && money >= 400 && !back.empty()) {
      team[back.front()] = MAGICIAN_WIND + (i / 4) % 4;
      back.pop_front();
      money -= 400;
    } else if (money >= 200 && !front.empty()) {
      team[front.front()] = WARRIOR_WIND + i % 4;
      front.pop_front();
      money -= 200;
    } else {
      break;
    }
  }
}

// One command for the first unit that has not acted: the strongest attack it can make
// (kills first), else a step toward the nearest enemy.
std::string playerMove()
{
  std::vector<std::pair<int, POINT>> mine;
  std::vector<POINT> enemies;
  for (int x = 0; x < MAP_X_SIZE; ++x)
    for (int y = 0; y < MAP_Y_SIZE; ++y) {
      const MapPoint& c = g_map[x][y];
      if (!isUnit(c.armyType)) continue;
      if (c.armySide == PLAYER && !c.alreadyMoved) mine.push_back({c.id, {x, y}});
      if (c.armySide == CPU) enemies.push_back({x, y});
    }
  if (mine.empty() || enemies.empty()) return "END_TURN";
  const POINT src = std::min_element(mine.begin(), mine.end(), [](auto& a, auto& b) { return a.first < b.first; })->second;
  const int type = at(src).armyType;
  POINT dests[70];
  const int count = getMove(src, dests, PLAYER);
  if (count < 0) return "END_TURN";
  bool found = false;
  std::tuple<int, int, int> bestKey;
  POINT bestDest, bestTarget;
  for (int i = 0; i < count; ++i)
    for (POINT e : enemies) {
      if (checkMoveAndAttack(src, dests[i], e, PLAYER) != SUCCESS) continue;
      const int dmg = damage(type, at(e).armyType);
      const std::tuple<int, int, int> key{dmg >= at(e).live, dmg, -at(e).live};
      if (!found || key > bestKey) {
        found = true;
        bestKey = key;
        bestDest = dests[i];
        bestTarget = e;
      }
    }
  std::ostringstream out;
  if (found) {
    out << "MOVE_ATTACK " << src.x << ' ' << src.y << ' ' << bestDest.x << ' ' << bestDest.y << ' '
        << bestTarget.x << ' ' << bestTarget.y;
    return out.str();
  }
  const auto nearest = [&](POINT p) {
    int n = 1 << 30;
    for (POINT e : enemies) n = std::min(n, distance(p, e));
    return n;
  };
  POINT best = src;
  for (int i = 0; i < count; ++i)
    if (nearest(dests[i]) < nearest(best)) best = dests[i];
  out << "MOVE " << src.x << ' ' << src.y << ' ' << best.x << ' ' << best.y;
  return out.str();
}

// ---------------------------------------------------------------------------------------

int main()
{
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string key;
    in >> key;
    if (key == "UNIT") {
      int t;
      Army a;
      in >> t >> a.live >> a.attack >> a.defence >> a.attackRange >> a.moveRange >> a.type >> a.isFightBack >> a.isSpell >> a.price;
      if (t >= 2 && t <= 9) g_army[t] = a;
    } else if (key == "BUILD") {
      int battle, money;
      in >> battle >> money;
      int team[21];
      buildArmy(team, money);
      if (checkBuildArmy(team, money) < 0)
        for (int& t : team) t = SPACE;
      std::cout << "ARMY";
      for (int t : team) std::cout << ' ' << t;
      std::cout << std::endl;  // endl flushes
    } else if (key == "TURN") {
      int battle;
      in >> battle >> g_nTurn;
      for (int i = 0; i < MAP_X_SIZE * MAP_Y_SIZE && std::getline(std::cin, line); ++i) {
        std::istringstream cell(line);
        std::string word;
        int x, y;
        MapPoint c;
        cell >> word >> x >> y >> c.armyType >> c.armySide >> c.live >> c.alreadyMoved >> c.id;
        if (onMap({x, y})) g_map[x][y] = c;
      }
      std::getline(std::cin, line);  // GO
      std::cout << playerMove() << std::endl;
    } else if (key == "ERROR" || key == "BATTLE_END" || key == "GAME_END") {
      std::cerr << line << '\n';
    }
  }
  return 0;
}
