// Course-API test player "Explorer" (Kibitz tests of rules/orkisland/course_api).
// Exercises: every Settings accessor, cell() breadth-first search, city()/path() with the
// City and Path types, city_owner()/path_owner(), orks(me()), unit(), cost(), NONE
// commands, total_score()/status() for every player, random() for tie breaks, and member
// variables that persist between rounds. Standard containers are used without including
// them (Player.hh brings them in, as in the course).
//
// Expected stderr (no warnings ever):
//   round 0:   "Explorer: OrkIsland 1.0, 4 players, 70x70, 200 rounds, health 100, 15 orks,
//               costs 1 2 3 0 0, bonus 1 1, factor 2"  (default configuration)
//              "Explorer: <nc> cities (<cells> cells), <np> paths (<cells> cells)"
//   every 25 rounds: "Explorer round R: me M, orks N, scores s0 s1 s2 s3, status 0 0 0 0"
//   never:     "Explorer: BUG ..." (a persistence or API consistency check failed)
#include "Player.hh"

#define PLAYER_NAME Explorer

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  // Persist between rounds.
  int rounds_seen = 0;
  vector<vector<int> > dist;  // distance to the nearest target, -1 unreachable

  void check(bool ok, const string& what)
  {
    if (!ok)
      cerr << "Explorer: BUG " << what << " in round " << round() << endl;
  }

  void describe_settings()
  {
    cerr << "Explorer: " << version() << ", " << nb_players() << " players, " << rows() << "x" << cols() << ", "
         << nb_rounds() << " rounds, health " << initial_health() << ", " << nb_orks() << " orks, costs "
         << cost_grass() << " " << cost_forest() << " " << cost_sand() << " " << cost_city() << " " << cost_path()
         << ", bonus " << bonus_per_city_cell() << " " << bonus_per_path_cell() << ", factor "
         << factor_connected_component() << endl;
    check(cost(GRASS) == cost_grass() && cost(FOREST) == cost_forest() && cost(SAND) == cost_sand()
              && cost(CITY) == cost_city() && cost(PATH) == cost_path(),
          "cost(t) differs from cost_xxx()");
    check(player_ok(me()) && !player_ok(-1) && !player_ok(nb_players()), "player_ok");
    check(pos_ok(0, 0) && pos_ok(Pos(rows() - 1, cols() - 1)) && !pos_ok(rows(), 0) && !pos_ok(Pos(0, -1)), "pos_ok");
    check(nb_units() == nb_players() * nb_orks(), "nb_units");
    int city_cells = 0, path_cells = 0;
    for (int c = 0; c < nb_cities(); ++c) {
      City cc = city(c);
      city_cells += int(cc.size());
      for (Pos p : cc)
        check(cell(p).type == CITY && cell(p).city_id == c && cell(p).path_id == -1, "city cell");
    }
    for (int k = 0; k < nb_paths(); ++k) {
      Path pp = path(k);
      path_cells += int(pp.second.size());
      check(pp.first.first >= 0 && pp.first.first < nb_cities() && pp.first.second >= 0
                && pp.first.second < nb_cities(),
            "path ends");
      for (Pos p : pp.second)
        check(cell(p).type == PATH && cell(p).path_id == k && cell(p).city_id == -1, "path cell");
    }
    cerr << "Explorer: " << nb_cities() << " cities (" << city_cells << " cells), " << nb_paths() << " paths ("
         << path_cells << " cells)" << endl;
  }

  // Breadth-first distances from every city or path cell I do not own.
  void compute_distances()
  {
    dist.assign(rows(), vector<int>(cols(), -1));
    queue<Pos> q;
    for (int c = 0; c < nb_cities(); ++c)
      if (city_owner(c) != me())
        for (Pos p : city(c)) {
          dist[p.i][p.j] = 0;
          q.push(p);
        }
    for (int k = 0; k < nb_paths(); ++k)
      if (path_owner(k) != me())
        for (Pos p : path(k).second) {
          dist[p.i][p.j] = 0;
          q.push(p);
        }
    while (!q.empty()) {
      Pos p = q.front();
      q.pop();
      for (int d = 0; d < 4; ++d) {
        Pos n = p + Dir(d);
        if (pos_ok(n) && dist[n.i][n.j] == -1 && cell(n).type != WATER) {
          dist[n.i][n.j] = dist[p.i][p.j] + 1;
          q.push(n);
        }
      }
    }
  }

  virtual void play()
  {
    check(rounds_seen == round(), "member variables were not kept");
    ++rounds_seen;
    if (round() == 0)
      describe_settings();

    vector<int> mine = orks(me());
    check(is_sorted(mine.begin(), mine.end()), "orks() not sorted");
    for (int id : mine) {
      Unit u = unit(id);
      check(u.id == id && u.player == me() && cell(u.pos).unit_id == id, "unit()/cell() disagree");
    }
    if (round() % 25 == 0) {
      cerr << "Explorer round " << round() << ": me " << me() << ", orks " << mine.size() << ", scores";
      for (int pl = 0; pl < nb_players(); ++pl)
        cerr << " " << total_score(pl);
      cerr << ", status";
      for (int pl = 0; pl < nb_players(); ++pl)
        cerr << " " << status(pl);
      cerr << endl;
    }

    compute_distances();
    for (int id : mine) {
      Unit u = unit(id);
      int here = dist[u.pos.i][u.pos.j];
      if (here <= 0) {
        execute(Command(id, NONE));  // on a target already, or nothing reachable
        continue;
      }
      vector<Dir> best;
      for (int d = 0; d < 4; ++d) {
        Pos n = u.pos + Dir(d);
        if (!pos_ok(n) || dist[n.i][n.j] != here - 1)
          continue;
        Cell c = cell(n);
        if (c.unit_id != -1 && unit(c.unit_id).player == me())
          continue;  // my own ork is in the way
        if (c.unit_id == -1 && cost(c.type) > u.health)
          continue;  // would die of exhaustion
        best.push_back(Dir(d));
      }
      if (!best.empty())
        execute(Command(id, best[random(0, int(best.size()) - 1)]));
    }
  }
};

RegisterPlayer(PLAYER_NAME);
