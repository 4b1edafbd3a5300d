// Kibitz compatibility layer for course OrkIsland players (docs/games/orkisland.md §20):
// the one header a player file includes. A player is
//
//   #include "Player.hh"
//   #define PLAYER_NAME MyName
//   struct PLAYER_NAME : public Player {
//     static Player* factory() { return new PLAYER_NAME; }
//     virtual void play() { ... }   // called once per round
//   };
//   RegisterPlayer(PLAYER_NAME);
//
// The object lives for the whole match, so members keep their values between rounds.
#ifndef Player_hh
#define Player_hh

#include "Action.hh"
#include "Info.hh"
#include "Random.hh"
#include "Registry.hh"

class Kibitz_course_driver;

class Player : public Info, public Random_generator, public Action {
public:
  // Plays one round: look at the state (Info), issue commands with execute().
  virtual void play() {}

  // Your player id, 0 .. nb_players() - 1.
  int me() { return me_; }

private:
  friend class Kibitz_course_driver;

  int me_;
};

#endif
