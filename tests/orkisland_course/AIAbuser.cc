// Course-API test player "Abuser" (Kibitz tests of rules/orkisland/course_api).
// Exercises every accessor with bad arguments (the API warns on stderr and returns its
// default), and every kind of command the engine filters: duplicates, foreign units,
// out-of-range ids, invalid directions, NONE.
//
// The API's warning texts are Kibitz's own (docs/games/orkisland.md §14.1 gives the
// defaults, not the words); the defaults are the spec's: cell() outside the board is a Cell
// of type 6 with ids -1, total_score() of a bad player -1, status() -2, cost(WATER)
// INT_MAX, and unit() of a bad id Unit() (§20.2: id -1, player -1, (0, 0), health 0).
// Expected bot stderr in round 0 (default configuration; NC = nb_cities(),
// NP = nb_paths(), 60 units, 4 players), in this order, exactly:
//   warning: cell requested for position (-1, 0)
//   warning: cell requested for position (70, 3)
//   Abuser: cell -> 6 -1 -1 -1
//   warning: unit requested for identifier -1
//   warning: unit requested for identifier 60
//   Abuser: unit -> -1 -1 (0, 0) 0
//   warning: city requested for identifier -1
//   warning: city requested for identifier NC
//   warning: city owner requested for identifier NC
//   warning: path requested for identifier -1
//   warning: path owner requested for identifier NP
//   Abuser: city/path -> 0 0 -1 0 0 0 -1
//   warning: orks requested for player -1
//   warning: orks requested for player 4
//   warning: total score requested for player 4
//   warning: status requested for player -1
//   warning: cost requested for CellType WATER
//   warning: cost requested for invalid CellType 6
//   Abuser: others -> 0 0 -1 -2 2147483647 2147483647
//   warning: command already requested for unit <first ork>
//   warning: command already requested for unit -1
// and in every later round the last two lines only (execute() prints them, as the
// original's does, §20.1).
// Every round (while it owns at least 3 orks) it calls execute() for, in this order:
// its first ork (a move) and the same ork again; its second ork with Dir(7); its third
// ork with NONE; its other orks (moves); the first unit it does not own; ids -1, 60 and
// 123456789; id -1 again. Expected engine-log lines for player P in round R:
//   in "start player P": its stderr above (the duplicate warnings once, from there)
//   after "end player 3": warning: direction not valid: 5
//                         warning: unit <id> of player <owner> not owned by P
//                         warning: id out of range : -1
//                         warning: id out of range : 60
//                         warning: id out of range : 123456789
// (Dir(7) has no protocol letter: it is sent as 'x', which the engine reads as 5; the
// original would say 7. docs/games/orkisland.md, "Course players".)
#include "Player.hh"

#define PLAYER_NAME Abuser

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  void bad_calls()
  {
    Cell a = cell(-1, 0);
    Cell b = cell(Pos(rows(), 3));
    cerr << "Abuser: cell -> " << a.type << " " << a.unit_id << " " << a.city_id << " " << b.path_id << endl;
    Unit u = unit(-1);
    Unit v = unit(nb_units());
    cerr << "Abuser: unit -> " << u.id << " " << u.player << " " << u.pos << " " << v.health << endl;
    City c1 = city(-1);
    City c2 = city(nb_cities());
    int co = city_owner(nb_cities());
    Path p1 = path(-1);
    int po = path_owner(nb_paths());
    cerr << "Abuser: city/path -> " << c1.size() << " " << c2.size() << " " << co << " " << p1.first.first << " "
         << p1.first.second << " " << p1.second.size() << " " << po << endl;
    vector<int> o1 = orks(-1);
    vector<int> o2 = orks(nb_players());
    int ts = total_score(nb_players());
    double st = status(-1);
    int cw = cost(WATER);
    int cx = cost(CELL_TYPE_SIZE);
    cerr << "Abuser: others -> " << o1.size() << " " << o2.size() << " " << ts << " " << st << " " << cw << " " << cx
         << endl;
  }

  // A direction into land (or NONE) for unit id.
  Dir some_move(int id)
  {
    Unit u = unit(id);
    for (int d = 0; d < 4; ++d) {
      Dir dir = Dir((d + round()) % 4);
      Cell c = cell(u.pos + dir);
      if (c.type != WATER && c.unit_id == -1 && cost(c.type) <= u.health)
        return dir;
    }
    return NONE;
  }

  virtual void play()
  {
    if (round() == 0)
      bad_calls();
    vector<int> mine = orks(me());
    if (mine.size() < 3) {
      for (int id : mine)
        execute(Command(id, some_move(id)));
      return;
    }
    execute(Command(mine[0], some_move(mine[0])));
    execute(Command(mine[0], TOP));  // duplicate: ignored
    execute(Command(mine[1], Dir(7)));
    execute(Command(mine[2], NONE));
    for (size_t k = 3; k < mine.size(); ++k)
      execute(Command(mine[k], some_move(mine[k])));
    for (int id = 0; id < nb_units(); ++id)
      if (unit(id).player != me()) {
        execute(Command(id, BOTTOM));  // not mine: filtered
        break;
      }
    execute(Command(-1, TOP));
    execute(Command(nb_units(), LEFT));
    execute(Command(123456789, RIGHT));
    execute(Command(-1, BOTTOM));  // duplicate of an out-of-range id
  }
};

RegisterPlayer(PLAYER_NAME);
