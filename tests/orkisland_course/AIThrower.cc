// Course-API error test "Thrower" (Kibitz tests of rules/orkisland/course_api).
// Plays like a simple walker, then its play() throws an exception in round 5.
// Expected: rounds 0..4 normal; in round 5 the driver prints on stderr
//   "kibitz_course: play() threw an exception in round 5: Thrower gives up"
// and exits with status 1; Kibitz declares the player dead (status -1 from state 6 on,
// its orks stay idle) and the match runs to the end.
#include "Player.hh"

#include <stdexcept>

#define PLAYER_NAME Thrower

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  virtual void play()
  {
    if (round() == 5)
      throw runtime_error("Thrower gives up");
    for (int id : orks(me())) {
      Unit u = unit(id);
      if (cell(u.pos + RIGHT).type != WATER)
        execute(Command(id, RIGHT));
      else if (cell(u.pos + LEFT).type != WATER)
        execute(Command(id, LEFT));
    }
  }
};

RegisterPlayer(PLAYER_NAME);
