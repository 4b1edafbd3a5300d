// OrkIsland player for the course's C++ API (the "Joc d'EDA" of Fall 2017).
// Kibitz compiles this file with its course_api headers into an external bot, so the
// same file also works with the course's own game. Every round, play() moves each of
// your orks one step toward the nearest city or path cell you do not own yet.
// Messages for yourself: cerr << ... << endl; (they show up in Kibitz's bot output).

#include "Player.hh"


/**
 * Write the name of your player and save this file
 * with the same name and .cc extension (here: AIMyPlayer.cc).
 */
#define PLAYER_NAME MyPlayer


struct PLAYER_NAME : public Player {

  /**
   * Factory: returns a new instance of this class.
   * Do not modify this function.
   */
  static Player* factory () {
    return new PLAYER_NAME;
  }

  /**
   * Types and attributes for your player can be defined here.
   * The same object plays the whole match, so attributes keep
   * their values from one round to the next.
   */
  vector< vector<int> > dist; // distance (in moves) to the nearest target


  // Computes dist: a breadth-first search that starts at every city or
  // path cell that you do not own yet, and never enters water.
  void compute_distances () {
    dist = vector< vector<int> >(rows(), vector<int>(cols(), -1));
    queue<Pos> q;
    for (int c = 0; c < nb_cities(); ++c)
      if (city_owner(c) != me())
        for (Pos p : city(c)) {         // city(c): the cells of city c
          dist[p.i][p.j] = 0;
          q.push(p);
        }
    for (int k = 0; k < nb_paths(); ++k)
      if (path_owner(k) != me())
        for (Pos p : path(k).second) {  // path(k).second: its cells
          dist[p.i][p.j] = 0;
          q.push(p);
        }
    while (not q.empty()) {
      Pos p = q.front();
      q.pop();
      for (int d = 0; d < 4; ++d) {     // BOTTOM, RIGHT, TOP, LEFT
        Pos n = p + Dir(d);
        if (pos_ok(n) and dist[n.i][n.j] == -1 and cell(n).type != WATER) {
          dist[n.i][n.j] = dist[p.i][p.j] + 1;
          q.push(n);
        }
      }
    }
  }


  /**
   * Play method, invoked once per each round.
   */
  virtual void play () {
    compute_distances();

    vector<int> my_orks = orks(me());   // the ids of your orks, sorted
    for (int id : my_orks) {
      Unit u = unit(id);
      int here = dist[u.pos.i][u.pos.j];
      if (here <= 0) continue;          // already on a target (or none reachable)

      // Every direction that gets one step closer to a target.
      vector<Dir> good;
      // (The border is water and orks never stand on water, so n is on the board.)
      for (int d = 0; d < 4; ++d) {
        Pos n = u.pos + Dir(d);
        if (dist[n.i][n.j] != here - 1) continue;
        Cell c = cell(n);
        if (c.unit_id != -1 and unit(c.unit_id).player == me()) continue;  // my own ork
        if (c.unit_id == -1 and cost(c.type) > u.health) continue;         // too tired
        good.push_back(Dir(d));
      }

      // random() uses your own generator: the same seed gives the same match.
      if (not good.empty())
        execute(Command(id, good[random(0, int(good.size()) - 1)]));
    }
  }

};


/**
 * Do not modify the following line.
 */
RegisterPlayer(PLAYER_NAME);
