// Kibitz compatibility layer for course OrkIsland players (docs/games/orkisland.md §20).
// Registry.hh: how a player file makes its class known: it ends with
// RegisterPlayer(PLAYER_NAME);
#ifndef Registry_hh
#define Registry_hh

class Player;

class Registry {
public:
  typedef Player* (*Factory)();
  // Records a player class under `name`; called once per player file at start-up.
  // Defined in kibitz_course_main.cc (prebuilt player objects call it too).
  static int Register(const char* name, Factory factory);
};

#define KIBITZ_COURSE_STRINGIFY_(x) #x
#define KIBITZ_COURSE_STRINGIFY(x) KIBITZ_COURSE_STRINGIFY_(x)

// The name is the macro argument after expansion: RegisterPlayer(PLAYER_NAME) with
// #define PLAYER_NAME Foo registers "Foo".
#define RegisterPlayer(x) static int registration = Registry::Register(KIBITZ_COURSE_STRINGIFY(x), x::factory)

#endif
