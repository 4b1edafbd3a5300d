#pragma once

#include "core/parameters.h"

#include <QStringList>

#include <cstdint>

namespace Kibitz::Rules {

// Everything that, with the players' replies, determines a match.
struct MatchSetup {
  Parameters parameters;
  uint64_t seed = 0;
  QStringList playerNames;  // one per player; its size is the number of players
  int numPlayers() const { return int(playerNames.size()); }
};

}  // namespace Kibitz::Rules
