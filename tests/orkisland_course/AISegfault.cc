// Course-API error test "Segfault" (Kibitz tests of rules/orkisland/course_api).
// Walks like a simple player, then writes through a null pointer in round 4.
// Expected: rounds 0..3 normal ("Segfault round R" on stderr); in round 4 the program is
// killed by SIGSEGV before it answers: Kibitz declares the player dead ("the bot was
// killed by signal 11 (SIGSEGV)"), its orks stay idle, its status is -1 from state 5 on,
// and the match and its replay run to the end.
#include "Player.hh"

#define PLAYER_NAME Segfault

// Read through a volatile, so that the compiler cannot see the null and drop the store.
static int* volatile nowhere = 0;

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  virtual void play()
  {
    cerr << "Segfault round " << round() << endl;
    if (round() == 4)
      *nowhere = 42;
    for (int id : orks(me()))
      if (cell(unit(id).pos + LEFT).type != WATER)
        execute(Command(id, LEFT));
  }
};

RegisterPlayer(PLAYER_NAME);
