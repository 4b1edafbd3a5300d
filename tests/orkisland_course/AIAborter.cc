// Course-API error test "Aborter" (Kibitz tests of rules/orkisland/course_api).
// Walks like a simple player, then fails an assertion of its own and calls abort() in
// round 6 (what a failed assert() does).
// Expected: rounds 0..5 normal; in round 6 "Aborter: giving up in round 6" on stderr,
// then the program is killed by SIGABRT before it answers: Kibitz declares the player
// dead ("the bot was killed by signal 6 (SIGABRT)"), its orks stay idle, its status is -1
// from state 7 on, and the match and its replay run to the end.
#include "Player.hh"

#define PLAYER_NAME Aborter

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  virtual void play()
  {
    if (round() == 6) {
      cerr << "Aborter: giving up in round " << round() << endl;
      abort();
    }
    for (int id : orks(me()))
      if (cell(unit(id).pos + RIGHT).type != WATER)
        execute(Command(id, RIGHT));
  }
};

RegisterPlayer(PLAYER_NAME);
