#include "replay/replay.h"

namespace Kibitz::Debugger {

QStringList Replay::playerNames() const
{
  QStringList names;
  for (const PlayerRecord& p : players)
    names << p.name;
  return names;
}

}  // namespace Kibitz::Debugger
