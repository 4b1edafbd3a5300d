// Fencing ESport starter bot for Kibitz (C++17, standard library only).
// Build: g++ -std=c++17 -O2 -o bot bot.cpp        Run in Kibitz as cmd:./bot
//
// Protocol (docs/games/fencing.md §9):
//  - every turn where you act: two lines of 12 integers, you then the opponent:
//      position energy score drugCount energyMax breakSkill walkSkill doubleWalkSkill
//      retreatSkill doubleRetreatSkill lungeDistanceSkill parryDistanceSkill
//    Positions are in your own frame: you stand at the smaller coordinate and WALK
//    brings you toward the opponent. Respawn turns send nothing.
//  - answer: exactly one line with one action name, then flush. League 1 actions
//    (BREAK WALK RETREAT LUNGE PARRY) are legal in every league; DOUBLE_WALK and
//    DOUBLE_RETREAT need league 2, the *_DRUG actions league 3.
// Time limit: 1000 ms for the first answer, 50 ms after. Debug output goes to stderr.
#include <iostream>
#include <string>

namespace {

struct Fencer {
  int position = 0, energy = 0, score = 0, drugCount = 0, energyMax = 0;
  int breakSkill = 0, walkSkill = 0, doubleWalkSkill = 0, retreatSkill = 0, doubleRetreatSkill = 0;
  int lungeDistanceSkill = 0, parryDistanceSkill = 0;
};

bool read(std::istream& in, Fencer& f)
{
  return static_cast<bool>(in >> f.position >> f.energy >> f.score >> f.drugCount >> f.energyMax >> f.breakSkill >>
                           f.walkSkill >> f.doubleWalkSkill >> f.retreatSkill >> f.doubleRetreatSkill >>
                           f.lungeDistanceSkill >> f.parryDistanceSkill);
}

std::string decide(const Fencer& me, const Fencer& opp)
{
  const int distance = opp.position - me.position;
  const int myReach = 40 + me.lungeDistanceSkill;
  const int oppReach = 40 + opp.lungeDistanceSkill;
  if (distance <= myReach && me.energy >= 5)
    return "LUNGE";  // a touch, unless the opponent parries
  if (distance <= oppReach && opp.energy >= 5 && me.energy >= 2)
    return "PARRY";  // a parry stops a lunge and gives energy back
  if (me.energy < 10)
    return "BREAK";  // rest
  if (distance - (20 + me.walkSkill) > 0)
    return "WALK";
  return "BREAK";
}

}  // namespace

int main()
{
  std::ios::sync_with_stdio(false);
  Fencer me, opp;
  int turn = 0;
  while (read(std::cin, me) && read(std::cin, opp)) {
    const std::string action = decide(me, opp);
    std::cerr << "turn " << turn++ << ": distance " << opp.position - me.position << " -> " << action << '\n';
    std::cout << action << std::endl;  // endl flushes
  }
  return 0;
}
