// Kibitz compatibility layer for course OrkIsland players (docs/games/orkisland.md §20).
// Structs.hh: directions, positions, cell types, cells and units. Their data layout is
// the original's (§20.2): prebuilt player objects read these structs directly.
#ifndef Structs_hh
#define Structs_hh

#include "Utils.hh"

// The four moves and "stay" (§2.4). DIR_SIZE only bounds loops.
enum Dir {
  BOTTOM,  // south: (+1, 0)
  RIGHT,   // east:  (0, +1)
  TOP,     // north: (-1, 0)
  LEFT,    // west:  (0, -1)
  NONE,    // stay
  DIR_SIZE
};

// Whether d is one of BOTTOM, RIGHT, TOP, LEFT, NONE.
inline bool dir_ok(Dir d)
{
  return d >= BOTTOM && d <= NONE;
}

// A board position: i is the row (0 = north), j the column (0 = west).
struct Pos {
  int i, j;

  Pos() : i(0), j(0) {}
  Pos(int row, int col) : i(row), j(col) {}

  // Prints "(i, j)".
  friend ostream& operator<<(ostream& os, const Pos& p)
  {
    return os << "(" << p.i << ", " << p.j << ")";
  }
  friend bool operator==(const Pos& a, const Pos& b) { return a.i == b.i && a.j == b.j; }
  friend bool operator!=(const Pos& a, const Pos& b) { return !(a == b); }
  // Row first, then column (so positions can be kept in sets and maps).
  friend bool operator<(const Pos& a, const Pos& b) { return a.i != b.i ? a.i < b.i : a.j < b.j; }

  // One step in direction d (NONE and invalid directions leave the position unchanged).
  Pos& operator+=(Dir d)
  {
    switch (d) {
    case BOTTOM: ++i; break;
    case RIGHT: ++j; break;
    case TOP: --i; break;
    case LEFT: --j; break;
    default: break;
    }
    return *this;
  }
  Pos operator+(Dir d) const
  {
    Pos p = *this;
    p += d;
    return p;
  }
  // Component-wise addition.
  Pos& operator+=(Pos p)
  {
    i += p.i;
    j += p.j;
    return *this;
  }
  Pos operator+(Pos p) const
  {
    Pos q = *this;
    q += p;
    return q;
  }
};

// Terrain (§2.2). CELL_TYPE_SIZE only bounds loops; it is also the type of the default
// cell that cell() returns for a position outside the board.
enum CellType { WATER, GRASS, FOREST, SAND, CITY, PATH, CELL_TYPE_SIZE };

// One cell of the board as the player sees it.
struct Cell {
  CellType type;  // terrain
  int unit_id;    // the unit standing here, or -1
  int city_id;    // the city this CITY cell belongs to, or -1
  int path_id;    // the path this PATH cell belongs to, or -1

  Cell() : type(CELL_TYPE_SIZE), unit_id(-1), city_id(-1), path_id(-1) {}
  Cell(CellType t, int unit, int city, int path) : type(t), unit_id(unit), city_id(city), path_id(path) {}
};

// One ork.
struct Unit {
  int id;      // 0 .. nb_units() - 1, fixed for the whole match
  int player;  // current owner (changes when the ork loses a fight)
  Pos pos;     // where it stands
  int health;  // it dies when a move would make this negative

  Unit() : id(-1), player(-1), pos(0, 0), health(0) {}
  Unit(int ident, int owner, Pos where, int hp) : id(ident), player(owner), pos(where), health(hp) {}
};

#endif
