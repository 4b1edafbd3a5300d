// Course-API error test "NotRegistered" (Kibitz tests of rules/orkisland/course_api).
// A player class of the course's shape whose file lacks the final
// RegisterPlayer(PLAYER_NAME); line, so it is not a course player.
// Expected: it compiles and links with the driver; the program prints on stderr
//   "kibitz_course: no player is registered: the player file must define its class and
//    end with RegisterPlayer(PLAYER_NAME);"
// and exits with status 3 before reading its input (Kibitz sees a crashed bot).
#include "Player.hh"

#define PLAYER_NAME NotRegistered

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  virtual void play()
  {
    for (int id : orks(me()))
      execute(Command(id, TOP));
  }
};

// (no RegisterPlayer line)
