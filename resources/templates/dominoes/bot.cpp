// Starter bot for morgan2 dominoes (Kibitz). Build: g++ -std=c++17 -O2 -o bot bot.cpp
//
// Each decision, Kibitz sends four lines:
//   GRID g0 .. g63      pattern in cell p = 8*row + col, or -1 if empty
//   STACK s0 .. s7      pattern in slot k, or -1 if empty
//   REVEALS_LEFT n
//   SCORE S F D
// and reads one reply: "REVEAL slot", "PLACE slot cell" or "QUIT". When the game is over
// it sends "END S F D" and closes stdin. Debug output goes to stderr, never stdout.
//
// A pattern is 6 bits: bit k is the square in column k/2, row k%2 (0 = red, 1 = green).
// A domino matches a neighbour when the touching sides have the same colours.
#include <iostream>
#include <sstream>
#include <string>

namespace {

int grid[64];
int stack[8];
int revealsLeft = 0;

int bit(int pattern, int k) { return (pattern >> k) & 1; }

// Whether `n` may go at `cell`: empty, at least one occupied neighbour, all of them match.
bool fits(int n, int cell, int* neighbours)
{
  if (grid[cell] != -1)
    return false;
  const int row = cell / 8, col = cell % 8;
  int count = 0;
  if (col > 0 && grid[cell - 1] != -1) {  // left: its right column = our left column
    const int l = grid[cell - 1];
    if (bit(l, 4) != bit(n, 0) || bit(l, 5) != bit(n, 1)) return false;
    ++count;
  }
  if (col < 7 && grid[cell + 1] != -1) {  // right: our right column = its left column
    const int r = grid[cell + 1];
    if (bit(n, 4) != bit(r, 0) || bit(n, 5) != bit(r, 1)) return false;
    ++count;
  }
  if (row > 0 && grid[cell - 8] != -1) {  // up: its bottom row = our top row
    const int u = grid[cell - 8];
    if (bit(u, 1) != bit(n, 0) || bit(u, 3) != bit(n, 2) || bit(u, 5) != bit(n, 4)) return false;
    ++count;
  }
  if (row < 7 && grid[cell + 8] != -1) {  // down: our bottom row = its top row
    const int d = grid[cell + 8];
    if (bit(n, 1) != bit(d, 0) || bit(n, 3) != bit(d, 2) || bit(n, 5) != bit(d, 4)) return false;
    ++count;
  }
  *neighbours = count;
  return count > 0;
}

std::string decide()
{
  // Place where the domino touches the most neighbours (more points), else reveal.
  int bestSlot = -1, bestCell = -1, bestNeighbours = 0;
  for (int slot = 0; slot < 8; ++slot) {
    if (stack[slot] == -1) continue;
    for (int cell = 0; cell < 64; ++cell) {
      int neighbours = 0;
      if (fits(stack[slot], cell, &neighbours) && neighbours > bestNeighbours) {
        bestSlot = slot;
        bestCell = cell;
        bestNeighbours = neighbours;
      }
    }
  }
  if (bestSlot >= 0)
    return "PLACE " + std::to_string(bestSlot) + " " + std::to_string(bestCell);
  if (revealsLeft > 0)
    for (int slot = 0; slot < 8; ++slot)
      if (stack[slot] == -1) return "REVEAL " + std::to_string(slot);
  return "QUIT";
}

}  // namespace

int main()
{
  std::string line;
  while (std::getline(std::cin, line)) {
    std::istringstream in(line);
    std::string keyword;
    in >> keyword;
    if (keyword == "GRID") {
      for (int& g : grid) in >> g;
    } else if (keyword == "STACK") {
      for (int& s : stack) in >> s;
    } else if (keyword == "REVEALS_LEFT") {
      in >> revealsLeft;
    } else if (keyword == "SCORE") {  // the last line of a request: answer now
      std::cout << decide() << std::endl;  // std::endl flushes
    } else if (keyword == "END") {
      std::cerr << "game over: " << line << std::endl;
      break;
    }
  }
  return 0;
}
