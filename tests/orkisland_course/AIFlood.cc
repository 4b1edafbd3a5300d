// Course-API test player "Flood" (Kibitz tests of rules/orkisland/course_api).
// Exercises the limit of 1000 execute() calls per round (docs/games/orkisland.md §8.1,
// Kibitz decision §16 row 3).
//   - Rounds R with R % 10 == 3: 1500 calls. Its orks except the last one get a move
//     (calls 1 .. n-1), then duplicates of the first ork fill up to call 1000, then call
//     1001 is the first command for its last ork, then 499 more. Kibitz ignores call 1001
//     and later: the last ork does not move that round, and the player is not killed.
//   - Rounds R with R % 10 == 6: exactly 1000 calls the same way (no error: the last ork's
//     command is call 1000 and is executed).
//   - Other rounds: one move per ork.
// Expected engine log, player P, each round R % 10 == 3, in "start player P":
//   1000 - (n - 1) lines "warning: command already requested for unit <first ork>",
//   then "error: player P exceeded 1000 commands in round R; remaining commands ignored".
// (n = its number of orks in that round.) In rounds R % 10 == 6: 999 - (n - 1)
// duplicate warnings and no error line. The driver sends Kibitz calls 1 .. 1001 only.
// Expected bot stderr: "Flood round R: 1500 calls" / "Flood round R: 1000 calls".
#include "Player.hh"

#define PLAYER_NAME Flood

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  Dir step(int id)
  {
    Unit u = unit(id);
    Dir options[4] = {TOP, LEFT, BOTTOM, RIGHT};
    for (int k = 0; k < 4; ++k) {
      Dir d = options[(k + id + round()) % 4];
      Cell c = cell(u.pos + d);
      if (c.type != WATER && c.unit_id == -1 && cost(c.type) <= u.health)
        return d;
    }
    return NONE;
  }

  virtual void play()
  {
    vector<int> mine = orks(me());
    int n = int(mine.size());
    int total = round() % 10 == 3 ? 1500 : round() % 10 == 6 ? 1000 : 0;
    if (total == 0 || n < 2) {
      for (int id : mine)
        execute(Command(id, step(id)));
      return;
    }
    cerr << "Flood round " << round() << ": " << total << " calls" << endl;
    int calls = 0;
    for (int k = 0; k + 1 < n; ++k, ++calls)
      execute(Command(mine[k], step(mine[k])));
    int last_call = total == 1500 ? 1001 : 1000;
    while (calls < last_call - 1) {
      execute(Command(mine[0], LEFT));  // duplicates count toward the limit
      ++calls;
    }
    execute(Command(mine[n - 1], step(mine[n - 1])));
    ++calls;
    while (calls < total) {
      execute(Command(mine[n - 1], RIGHT));
      ++calls;
    }
  }
};

RegisterPlayer(PLAYER_NAME);
