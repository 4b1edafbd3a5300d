// Kibitz compatibility layer for course OrkIsland players (docs/games/orkisland.md §20).
// Settings.hh: the match settings (§3), constant during a match. The data members and
// their order are the original's (§20.2); Kibitz's driver fills them from the protocol.
#ifndef Settings_hh
#define Settings_hh

#include "Structs.hh"

class Kibitz_course_driver;

class Settings {
public:
  // "OrkIsland 1.0".
  static string version() { return "OrkIsland 1.0"; }

  int nb_players() const { return nb_players_; }
  int rows() const { return rows_; }
  int cols() const { return cols_; }
  int nb_rounds() const { return nb_rounds_; }
  // Health of a new or respawned ork.
  int initial_health() const { return initial_health_; }
  // Orks per player at the start of the match.
  int nb_orks() const { return nb_orks_; }

  // Health paid to enter a cell of each type.
  int cost_grass() const { return cost_[GRASS]; }
  int cost_forest() const { return cost_[FOREST]; }
  int cost_sand() const { return cost_[SAND]; }
  int cost_city() const { return cost_[CITY]; }
  int cost_path() const { return cost_[PATH]; }
  // The same by type. Water cannot be entered: cost(WATER) warns and returns INT_MAX
  // (so does a value that is not a cell type, e.g. CELL_TYPE_SIZE).
  int cost(CellType t) const
  {
    if (t == WATER) {
      cerr << "warning: cost requested for CellType WATER" << endl;
      return INT_MAX;
    }
    if (t < GRASS || t > PATH) {
      cerr << "warning: cost requested for invalid CellType " << int(t) << endl;
      return INT_MAX;
    }
    return cost_[t];
  }

  // Points per round for each cell of an owned city / path.
  int bonus_per_city_cell() const { return bonus_per_city_cell_; }
  int bonus_per_path_cell() const { return bonus_per_path_cell_; }
  // Points per round for a connected network of s owned cities: this factor times 2^s.
  int factor_connected_component() const { return factor_connected_component_; }

  bool player_ok(int pl) const { return pl >= 0 && pl < nb_players(); }
  bool pos_ok(int i, int j) const { return i >= 0 && i < rows() && j >= 0 && j < cols(); }
  bool pos_ok(Pos p) const { return pos_ok(p.i, p.j); }

private:
  friend class Kibitz_course_driver;

  int nb_players_;
  int rows_;
  int cols_;
  int nb_rounds_;
  int initial_health_;
  int nb_orks_;
  int cost_[6];  // indexed by CellType; cost_[WATER] is not used
  int bonus_per_city_cell_;
  int bonus_per_path_cell_;
  int factor_connected_component_;
};

#endif
