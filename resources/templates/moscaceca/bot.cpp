// Starter bot for Mosca Ceca (Kibitz game id `moscaceca`).
// Build: g++ -std=c++17 -O2 -o bot bot.cpp
//
// Protocol (docs/games/moscaceca.md): a 7-line header, then one view per decision of
// one of your agents, ending with GO; answer one line:
//     MOVE <dir> | FLAG | CONSUME | ATTACK <dir> | WAIT
// After the last turn you receive `END <rank> <territory>` and stdin closes.
//
// This bot plays legal commands only: it collects cloth [stoffa] on cloth cells, plants
// a flag [bandiera] when it can pay for it, recharges on charging columns [colonne di
// ricarica] below 100 energy, and otherwise walks towards visible cloth or at random.
#include <iostream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace {

const char* const kDirs[8] = {"N", "NE", "E", "SE", "S", "SW", "W", "NW"};

struct Cell {
  std::string kind = "OUT";  // OUT FREE FLAG CLOTH COLUMN
  int value = 0;             // flag owner or cloth amount
  int agent = -1;            // player id of the agent there, or -1
};

struct View {
  int turn = 0, agent = 0, row = 0, col = 0, energy = 0, cloth = 0, columnDistance = 0;
  Cell here;
  Cell near[8];
  std::vector<std::pair<int, int>> flags;
};

int dirIndex(const std::string& name)
{
  for (int d = 0; d < 8; ++d)
    if (name == kDirs[d])
      return d;
  return -1;
}

std::string decide(int me, const View& v, std::mt19937& rng)
{
  std::vector<int> freeSteps;  // on the board and without an agent
  for (int d = 0; d < 8; ++d)
    if (v.near[d].kind != "OUT" && v.near[d].agent == -1)
      freeSteps.push_back(d);
  auto pick = [&](const std::vector<int>& dirs) { return dirs[rng() % dirs.size()]; };

  if (v.here.kind == "CLOTH")
    return "CONSUME";  // on a resource cell only CONSUME or MOVE are legal
  if (v.here.kind == "COLUMN") {
    if (v.energy < 100)
      return "CONSUME";  // +10 energy; at 100 you are ejected to a free neighbour
    std::vector<int> plain;
    for (int d : freeSteps)
      if (v.near[d].kind == "FREE" || v.near[d].kind == "FLAG")
        plain.push_back(d);
    if (!plain.empty())
      return std::string("MOVE ") + kDirs[pick(plain)];
    if (!freeSteps.empty())
      return std::string("MOVE ") + kDirs[freeSteps[0]];
    return "WAIT";  // legal here only because no ejection is possible
  }
  // Attack an intruder standing on one of my flags (costs 2 energy, 50 % success).
  for (int d = 0; d < 8; ++d) {
    const Cell& c = v.near[d];
    if (c.kind == "FLAG" && c.value == me && c.agent != -1 && c.agent != me && v.energy > 20)
      return std::string("ATTACK ") + kDirs[d];
  }
  if (v.here.kind == "FREE") {
    int cost = 8;
    for (const Cell& c : v.near)
      if (c.kind == "FLAG" && c.value == me)
        cost = 4;
    if (v.cloth >= cost)
      return "FLAG";
  }
  for (int d : freeSteps)
    if (v.near[d].kind == "CLOTH")
      return std::string("MOVE ") + kDirs[d];
  if (!freeSteps.empty() && v.energy > 1)
    return std::string("MOVE ") + kDirs[pick(freeSteps)];
  return "WAIT";
}

}  // namespace

int main()
{
  int me = -1;
  std::mt19937 rng(1);
  View view;
  int flagsLeft = 0;
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string key;
    if (!(in >> key))
      continue;
    if (flagsLeft > 0) {  // a "<row> <col>" line of the FLAGS list
      --flagsLeft;
      view.flags.emplace_back(std::stoi(key), 0);
      in >> view.flags.back().second;
    } else if (key == "PLAYER") {
      in >> me;
      rng.seed(unsigned(me + 1));
    } else if (key == "TURN") {
      view = View();
      in >> view.turn >> view.agent;
    } else if (key == "POS") {
      in >> view.row >> view.col;
    } else if (key == "ENERGY") {
      in >> view.energy;
    } else if (key == "CLOTH") {
      in >> view.cloth;
    } else if (key == "COLUMN_DISTANCE") {
      in >> view.columnDistance;
    } else if (key == "HERE") {
      in >> view.here.kind >> view.here.value;
    } else if (key == "NEAR") {
      std::string dir;
      Cell c;
      in >> dir >> c.kind >> c.value >> c.agent;
      const int d = dirIndex(dir);
      if (d >= 0)
        view.near[d] = c;
    } else if (key == "FLAGS") {
      in >> flagsLeft;
    } else if (key == "GO") {
      std::cout << decide(me, view, rng) << std::endl;  // endl flushes
    } else if (key == "END") {
      break;
    }
    // MOSCACECA, BOARD, TURNS, PLAYERS, AGENTS, TIMELIMIT, RESULT: not needed here.
  }
  return 0;
}
