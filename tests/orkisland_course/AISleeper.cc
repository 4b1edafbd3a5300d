// Course-API test player "Sleeper" (Kibitz tests of rules/orkisland/course_api).
// Exercises: a player that hangs. It plays rounds 0 to 2 normally, then never returns
// from play() in round 3.
// Expected: Kibitz's per-round time limit (1000 ms by default) ends it in round 3: it is a
// dead player from then on (status -1, its orks idle), and the match plays to its end.
#include "Player.hh"

#include <unistd.h>

#define PLAYER_NAME Sleeper

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  virtual void play()
  {
    if (round() == 3) {
      cerr << "Sleeper: falling asleep in round 3" << endl;
      for (;;)
        sleep(1);
    }
    for (int id : orks(me()))
      execute(Command(id, Dir(random(0, 3))));
  }
};

RegisterPlayer(PLAYER_NAME);
