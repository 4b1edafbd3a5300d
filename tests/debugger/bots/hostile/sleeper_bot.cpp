// Hostile: reads its first input, then sleeps far past the turn's limit with SIGTERM
// ignored. Expected: the first turn times out ("no reply within 1000 ms"), Fencing
// deactivates the player and the match ends; the sleeper is killed with it.
#include "hostile_bot.h"

#include <csignal>
#include <unistd.h>

int main()
{
  signal(SIGTERM, SIG_IGN);
  char line[256];
  if (!std::fgets(line, sizeof line, stdin))
    return 0;
  sleep(3600);
  return Hostile::playBreak();
}
