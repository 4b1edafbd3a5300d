// Kibitz compatibility layer for course OrkIsland players (docs/games/orkisland.md §20).
// State.hh: what changes during a match, as the player sees it at the start of a round.
// The data members and their order are the original's (§20.2).
#ifndef State_hh
#define State_hh

#include "Structs.hh"

class Kibitz_course_driver;

class State {
public:
  // A city: its cells, row-major.
  typedef vector<Pos> City;
  // A path: ((origin city a, destination city b), its PATH cells from a to b; the end
  // cities' cells are not part of it).
  typedef pair<pair<int, int>, vector<Pos> > Path;

  // The current round: 0 .. nb_rounds() - 1 while players play.
  int round() const { return round_; }

  // The points player pl has collected so far; -1 (and a warning) for a bad pl.
  int total_score(int pl) const
  {
    if (pl >= 0 && pl < int(total_score_.size()))
      return total_score_[pl];
    cerr << "warning: total score requested for player " << pl << endl;
    return -1;
  }

  // The player's status: 0 while it plays, -1 once Kibitz has declared it dead (crash,
  // timeout, broken protocol); -2 (and a warning) for a bad pl.
  double status(int pl) const
  {
    if (pl >= 0 && pl < int(cpu_status_.size()))
      return cpu_status_[pl];
    cerr << "warning: status requested for player " << pl << endl;
    return -2;
  }

  // A copy of the cell at (i, j). Outside the board: a warning and Cell() (type
  // CELL_TYPE_SIZE, all ids -1).
  Cell cell(int i, int j) const
  {
    if (i >= 0 && i < int(grid_.size()) && j >= 0 && j < int(grid_[i].size()))
      return grid_[i][j];
    cerr << "warning: cell requested for position " << Pos(i, j) << endl;
    return Cell();
  }
  Cell cell(Pos p) const { return cell(p.i, p.j); }

  // Number of units (orks) of all players: ids are 0 .. nb_units() - 1.
  int nb_units() const { return int(unit_.size()); }

  // A copy of unit id. A bad id: a warning and Unit() (id -1, player -1).
  Unit unit(int id) const
  {
    if (unit_ok(id))
      return unit_[id];
    cerr << "warning: unit requested for identifier " << id << endl;
    return Unit();
  }

  int nb_cities() const { return int(city_.size()); }

  // The cells of city id. A bad id: a warning and an empty list.
  City city(int id) const
  {
    if (city_ok(id))
      return city_[id];
    cerr << "warning: city requested for identifier " << id << endl;
    return City();
  }

  // The player that owns city id, -1 if nobody ever conquered it. A bad id: a warning, -1.
  int city_owner(int id) const
  {
    if (city_ok(id))
      return city_owner_[id];
    cerr << "warning: city owner requested for identifier " << id << endl;
    return -1;
  }

  int nb_paths() const { return int(path_.size()); }

  // Path id: ((a, b), cells). A bad id: a warning and ((0, 0), empty).
  Path path(int id) const
  {
    if (path_ok(id))
      return path_[id];
    cerr << "warning: path requested for identifier " << id << endl;
    return Path();
  }

  // The player that owns path id, -1 if nobody ever conquered it. A bad id: a warning, -1.
  int path_owner(int id) const
  {
    if (path_ok(id))
      return path_owner_[id];
    cerr << "warning: path owner requested for identifier " << id << endl;
    return -1;
  }

  // The ids of the orks player pl owns now, ascending. A bad pl: a warning, empty.
  vector<int> orks(int pl)
  {
    if (pl >= 0 && pl < int(orks_.size()))
      return orks_[pl];
    cerr << "warning: orks requested for player " << pl << endl;
    return vector<int>();
  }

private:
  friend class Kibitz_course_driver;

  bool unit_ok(int id) const { return id >= 0 && id < nb_units(); }
  bool city_ok(int id) const { return id >= 0 && id < nb_cities(); }
  bool path_ok(int id) const { return id >= 0 && id < nb_paths(); }

  vector<City> city_;
  vector<Path> path_;
  vector<vector<Cell> > grid_;
  vector<int> city_owner_;
  vector<int> path_owner_;
  vector<Unit> unit_;
  vector<vector<int> > orks_;  // per player, ascending
  int round_;
  vector<int> total_score_;
  vector<double> cpu_status_;
};

#endif
