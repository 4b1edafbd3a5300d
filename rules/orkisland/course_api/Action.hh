// Kibitz compatibility layer for course OrkIsland players (docs/games/orkisland.md §20).
// Action.hh: the commands a player issues in a round (§8.1).
#ifndef Action_hh
#define Action_hh

#include "Structs.hh"

// Move unit `id` one cell in direction `dir` (NONE: stay).
struct Command {
  int id;
  Dir dir;

  Command(int unit, Dir d) : id(unit), dir(d) {}
};

class Kibitz_course_driver;

namespace kibitz_course {
// Every execute() call of this round in call order, duplicates included, up to and
// including the 1001st: the driver sends exactly these to Kibitz, which applies the
// duplicate rule and the 1000-call limit itself (so the logs are those of any protocol
// bot making the same calls).
inline vector<Command>& requested()
{
  static vector<Command> calls;
  return calls;
}
}  // namespace kibitz_course

class Action {
public:
  Action() : q_(0) {}

  // Requests a command. Only the first command for a unit counts in a round: a later one
  // prints "warning: command already requested for unit <id>" on stderr, as the
  // original's execute() does (docs/games/orkisland.md §20.1), and is dropped.
  // At most 1000 calls per round: from the 1001st on, calls are ignored and the engine
  // log gets one error line (Kibitz's rule, docs/games/orkisland.md §16 row 3). Commands
  // for units you do not own, bad ids and bad directions are filtered by the engine with
  // a warning.
  void execute(Command c)
  {
    if (q_ > 1000)
      return;  // 1002nd call and later: nothing to do
    ++q_;
    kibitz_course::requested().push_back(c);
    if (q_ > 1000)
      return;
    if (u_.count(c.id)) {
      cerr << "warning: command already requested for unit " << c.id << endl;
      return;
    }
    u_.insert(c.id);
    v_.push_back(c);
  }

private:
  friend class Kibitz_course_driver;

  int q_;                // execute() calls this round (stops counting at 1001)
  set<int> u_;           // unit ids already commanded this round
  vector<Command> v_;    // accepted commands, in call order
};

#endif
