// Kibitz compatibility layer for course OrkIsland players (docs/games/orkisland.md §20).
// Info.hh: everything a player can look at: the settings and the current state.
#ifndef Info_hh
#define Info_hh

#include "Settings.hh"
#include "State.hh"

class Info : public Settings, public State {};

#endif
