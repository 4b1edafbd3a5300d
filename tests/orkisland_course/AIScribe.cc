// Course-API test player "Scribe" (Kibitz tests of rules/orkisland/course_api).
// Writes every execute() call on stderr just before making it, as
//   CMD ROUND PLAYER UNIT DIR
// (the format of the golden Probe bot's stderr), so that a test can compare the calls a
// course player makes with the command trace Kibitz records for its seat
// (docs/games/orkisland.md §15: one line per call, duplicates and invalid calls included).
// Every round, except rounds R % 7 == 5 (no call at all), in this order:
//   - each of its orks, in the order of random_permutation(), with a random() direction
//     among the five (NONE included); in odd rounds its last ork gets Dir(7) instead, in
//     rounds R % 3 == 0 its second-to-last ork gets Dir(DIR_SIZE) (= 5);
//   - its first ork again (a duplicate: "warning: command already requested for unit
//     <id>" on its stderr, right after that call's CMD line);
//   - the first unit it does not own, and the out-of-range id nb_units() + R.
// Kibitz's protocol has letters for directions 0..4 only: Dir(7) travels as an unknown
// letter, which the engine reads as 5, so Kibitz's trace says 5 where the CMD line says 7
// (docs/games/orkisland.md, "Course players").
#include "Player.hh"

#define PLAYER_NAME Scribe

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  void call(int id, Dir d)
  {
    cerr << "CMD " << round() << " " << me() << " " << id << " " << int(d) << endl;
    execute(Command(id, d));
  }

  virtual void play()
  {
    if (round() % 7 == 5)
      return;
    vector<int> mine = orks(me());
    const int n = int(mine.size());
    vector<int> order = random_permutation(n);
    for (int k : order) {
      Dir d = Dir(random(0, 4));
      if (k == n - 1 && round() % 2 == 1)
        d = Dir(7);
      else if (k == n - 2 && round() % 3 == 0)
        d = DIR_SIZE;
      call(mine[k], d);
    }
    if (n > 0)
      call(mine[0], TOP);
    for (int id = 0; id < nb_units(); ++id)
      if (unit(id).player != me()) {
        call(id, BOTTOM);
        break;
      }
    call(nb_units() + round(), LEFT);
  }
};

RegisterPlayer(PLAYER_NAME);
