// OrkIsland 1.0 starter bot for Kibitz (C++17, standard library only).
// Build: g++ -std=c++17 -O2 -o bot bot.cpp        Run in Kibitz as cmd:./bot
//
// Protocol (docs/games/orkisland.md):
//  - once, at the start: the settings ("OrkIsland 1.0" and 14 "key value" lines), the
//    line "names n0 n1 n2 n3", then "me <your player id>" and "player_seed <seed>";
//  - every round: the full state (map, cities, paths, round, total_score, status,
//    city_owners, path_owners, units), exactly as in the original engine's log;
//  - answer: one line "<unit id> <b|r|t|l|n>" per command (b = south, r = east,
//    t = north, l = west, n = stay), then a line "-1". Flush after it.
// Debug output goes to stderr. This bot sends every ork one step (breadth-first search)
// toward the nearest city or path cell that it does not own yet.
#include <deque>
#include <iostream>
#include <map>
#include <string>
#include <vector>

namespace {

struct Pos {
  int i = 0, j = 0;
};

struct Unit {
  int owner = 0, i = 0, j = 0, health = 0;
};

struct Path {
  int a = 0, b = 0;  // the two cities it joins
  std::vector<Pos> cells;
};

struct Game {
  std::map<std::string, int> settings;  // nb_players, rows, cols, nb_rounds, ...
  std::vector<std::string> names;
  int me = 0;
  long long playerSeed = 0;

  // The state of the current round.
  std::vector<std::string> grid;  // grid[i][j] is one of W . F S C P
  std::vector<std::vector<Pos>> cities;
  std::vector<Path> paths;
  int round = 0;
  std::vector<long long> score;
  std::vector<double> status;  // 0 alive, -1 dead
  std::vector<int> cityOwner, pathOwner;  // -1: nobody yet
  std::vector<Unit> units;                // indexed by unit id

  int rows() const { return settings.at("rows"); }
  int cols() const { return settings.at("cols"); }
};

// Reads the settings block sent once. False at end of input.
bool readSetup(Game& g)
{
  std::string word, version;
  if (!(std::cin >> word >> version))  // "OrkIsland" "1.0"
    return false;
  for (int k = 0; k < 14; ++k) {
    int value = 0;
    std::cin >> word >> value;
    g.settings[word] = value;
  }
  std::cin >> word;  // "names"
  g.names.resize(4);
  for (auto& name : g.names)
    std::cin >> name;
  std::cin >> word >> g.me >> word >> g.playerSeed;  // "me" id "player_seed" seed
  return bool(std::cin);
}

// Reads one state block. False at end of input (the match is over).
bool readState(Game& g)
{
  std::string word;
  if (!(std::cin >> word))  // first column-label line
    return false;
  std::cin >> word;  // second column-label line
  g.grid.assign(g.rows(), "");
  for (int i = 0; i < g.rows(); ++i)
    std::cin >> word >> g.grid[i];  // row label, row cells
  int n = 0;
  std::cin >> word >> n;  // "cities" N
  g.cities.assign(n, {});
  for (auto& city : g.cities) {
    int size = 0;
    std::cin >> size;
    city.resize(size);
    for (auto& p : city)
      std::cin >> p.i >> p.j;
  }
  std::cin >> word >> n;  // "paths" N
  g.paths.assign(n, {});
  for (auto& path : g.paths) {
    int size = 0;
    std::cin >> path.a >> path.b >> size;
    path.cells.resize(size);
    for (auto& p : path.cells)
      std::cin >> p.i >> p.j;
  }
  std::cin >> word >> g.round >> word;  // "round" R "total_score"
  g.score.assign(4, 0);
  for (auto& s : g.score)
    std::cin >> s;
  std::cin >> word;  // "status"
  g.status.assign(4, 0);
  for (auto& s : g.status)
    std::cin >> s;
  std::cin >> word;  // "city_owners"
  g.cityOwner.assign(g.cities.size(), -1);
  for (auto& o : g.cityOwner)
    std::cin >> o;
  std::cin >> word;  // "path_owners"
  g.pathOwner.assign(g.paths.size(), -1);
  for (auto& o : g.pathOwner)
    std::cin >> o;
  std::cin >> word;  // "units"
  g.units.assign(g.settings.at("nb_players") * g.settings.at("nb_orks"), {});
  for (auto& u : g.units)
    std::cin >> u.owner >> u.i >> u.j >> u.health;
  return bool(std::cin);
}

const int kDi[4] = {1, 0, -1, 0};  // b r t l
const int kDj[4] = {0, 1, 0, -1};
const char kLetter[4] = {'b', 'r', 't', 'l'};

void play(const Game& g)
{
  const int rows = g.rows(), cols = g.cols();
  // Distance of every cell to the nearest city/path cell we do not own (multi-source BFS).
  std::vector<std::vector<int>> dist(rows, std::vector<int>(cols, -1));
  std::deque<Pos> queue;
  const auto source = [&](const Pos& p) {
    if (dist[p.i][p.j] != 0) {
      dist[p.i][p.j] = 0;
      queue.push_back(p);
    }
  };
  for (size_t c = 0; c < g.cities.size(); ++c)
    if (g.cityOwner[c] != g.me)
      for (const Pos& p : g.cities[c])
        source(p);
  for (size_t k = 0; k < g.paths.size(); ++k)
    if (g.pathOwner[k] != g.me)
      for (const Pos& p : g.paths[k].cells)
        source(p);
  while (!queue.empty()) {
    const Pos p = queue.front();
    queue.pop_front();
    for (int d = 0; d < 4; ++d) {
      const int i = p.i + kDi[d], j = p.j + kDj[d];
      if (i < 0 || i >= rows || j < 0 || j >= cols || g.grid[i][j] == 'W' || dist[i][j] != -1)
        continue;
      dist[i][j] = dist[p.i][p.j] + 1;
      queue.push_back({i, j});
    }
  }
  for (size_t id = 0; id < g.units.size(); ++id) {
    const Unit& u = g.units[id];
    if (u.owner != g.me || dist[u.i][u.j] <= 0)
      continue;  // not ours, already on a target, or no target reachable
    for (int d = 0; d < 4; ++d) {
      const int i = u.i + kDi[d], j = u.j + kDj[d];
      if (i >= 0 && i < rows && j >= 0 && j < cols && dist[i][j] == dist[u.i][u.j] - 1) {
        std::cout << id << ' ' << kLetter[d] << '\n';
        break;
      }
    }
  }
  std::cout << "-1" << std::endl;  // endl flushes
}

}  // namespace

int main()
{
  std::ios::sync_with_stdio(false);
  Game g;
  if (!readSetup(g))
    return 0;
  std::cerr << "I am player " << g.me << " (" << g.names[g.me] << ")\n";
  while (readState(g))
    play(g);
  return 0;
}
