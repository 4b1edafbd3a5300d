// Course-API test player "Chatty" (Kibitz tests of rules/orkisland/course_api).
// Exercises a player that writes a lot: to cerr, and also to cout and printf, which the
// driver sends to stderr so that they cannot break the protocol; and one that reads cin
// (empty for players: "Chatty: BUG ..." must never appear). It moves its orks like a
// simple walker (each ork keeps a heading, remembered between rounds, and turns right when
// the heading is blocked).
//
// Expected, every round: the bot's stderr (the replay's stderr of its turn) holds
//   "Chatty round R cerr", "Chatty round R cout", "Chatty round R printf" (the last two
//   may appear after the cerr lines: stdout is flushed once play() returns),
//   then the whole map: 70 lines "Chatty map <row> <70 cells>" (about 6 KB).
// Every 40th round (0, 40, ...) it also writes 120 KB more: Kibitz keeps 64 KB of a
// turn's stderr and marks the rest truncated. The player must never die.
#include "Player.hh"

#include <cstdio>

#define PLAYER_NAME Chatty

struct PLAYER_NAME : public Player {
  static Player* factory() { return new PLAYER_NAME; }

  map<int, Dir> heading;  // per ork, persists between rounds

  virtual void play()
  {
    if (round() == 0) {
      string word;
      if (cin >> word)  // the driver gives players an empty stdin
        cerr << "Chatty: BUG cin gave '" << word << "'" << endl;
    }
    cerr << "Chatty round " << round() << " cerr" << endl;
    cout << "Chatty round " << round() << " cout" << endl;
    printf("Chatty round %d printf\n", round());
    for (int i = 0; i < rows(); ++i) {
      string line;
      for (int j = 0; j < cols(); ++j) {
        Cell c = cell(i, j);
        line += c.unit_id != -1 ? 'o' : "W.FSCP"[c.type];
      }
      cerr << "Chatty map " << i << " " << line << "\n";
    }
    if (round() % 40 == 0)
      for (int k = 0; k < 2000; ++k)
        cerr << "Chatty filler " << k << " .........................................................\n";

    for (int id : orks(me())) {
      if (!heading.count(id))
        heading[id] = Dir(id % 4);
      Unit u = unit(id);
      for (int turn = 0; turn < 4; ++turn) {
        Cell c = cell(u.pos + heading[id]);
        if (c.type != WATER && c.unit_id == -1 && cost(c.type) <= u.health)
          break;
        heading[id] = Dir((heading[id] + 1) % 4);
      }
      execute(Command(id, heading[id]));
    }
  }
};

RegisterPlayer(PLAYER_NAME);
