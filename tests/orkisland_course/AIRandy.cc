// Course-API test player "Randy" (Kibitz tests of rules/orkisland/course_api).
// Exercises: random(l, u) and random_permutation(n) on the player's own generator, which
// Kibitz seeds once per match with seed + me + 1 (docs/games/orkisland.md §4, §14.1), the
// edge cases of random(), and a member variable that persists between rounds.
//
// Expected stderr:
//   round 0: "Randy: first draws <8 values of random(0, 9)> | <random_permutation(10)>"
//            drawn from the freshly seeded generator. With match seed S, player P shows the
//            §4.2 vectors of seed S + P + 1: e.g. match seed 0, player 0 (seed 1):
//            "Randy: first draws 0 9 4 6 6 0 8 1 | 0 6 7 5 2 8 1 4 3 9"  (the permutation
//            continues the same stream, so it is not the table's fresh-seed column);
//            player 1 (seed 2): "Randy: first draws 2 6 1 6 2 4 4 9 | 9 6 5 1 0 4 8 7 3 2".
//            Match seed 233, player 0 (seed 234):
//            "Randy: first draws 7 1 4 5 8 8 3 6 | 4 3 1 5 8 6 7 2 9 0".
//            Then "Randy: edges 5 7 0 1" (random(5, 4) = 5, random(7, 7) = 7, a range of
//            more than 1000000 values returns l = 0, random_permutation(0) has size 0 +1).
//   every 50 rounds: "Randy round R: draws so far D, mood M" (D is approximate: it
//            counts calls of random() and permutation sizes; informational only).
// The same seed must give byte-identical replays (the moves depend only on random()).
#include "Player.hh"

#define PLAYER_NAME Randy

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  long long draws = 0;  // persists: how many numbers this player has drawn
  int mood = 0;         // persists: changes at random every few rounds

  int draw(int l, int u)
  {
    ++draws;
    return random(l, u);
  }

  virtual void play()
  {
    if (round() == 0) {
      cerr << "Randy: first draws";
      for (int k = 0; k < 8; ++k)
        cerr << " " << draw(0, 9);
      cerr << " |";
      vector<int> perm = random_permutation(10);
      draws += 10;
      for (int x : perm)
        cerr << " " << x;
      cerr << endl;
      // random(7, 7) draws (twice) too; the others draw nothing.
      int a = random(5, 4), b = random(7, 7), c = random(0, 1000000), d = int(random_permutation(0).size()) + 1;
      ++draws;
      cerr << "Randy: edges " << a << " " << b << " " << c << " " << d << endl;
    }
    if (draw(1, 10) == 1)
      mood = draw(0, 3);
    if (round() % 50 == 0)
      cerr << "Randy round " << round() << ": draws so far " << draws << ", mood " << mood << endl;

    vector<int> mine = orks(me());
    vector<int> order = random_permutation(int(mine.size()));
    draws += int(mine.size());
    for (int k : order) {
      Unit u = unit(mine[k]);
      // Prefer the mood's direction; otherwise any direction that is land.
      Dir d = Dir(mood);
      if (cell(u.pos + d).type == WATER)
        d = Dir(draw(0, 3));
      if (cell(u.pos + d).type != WATER && cost(cell(u.pos + d).type) <= u.health)
        execute(Command(u.id, d));
    }
  }
};

RegisterPlayer(PLAYER_NAME);
