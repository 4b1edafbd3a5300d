// Hostile: takes memory 16 MiB at a time, touching every page, until it is refused, and
// keeps it. Expected in the sandbox: it stops at the address-space cap (stderr: "memory
// hog stopped at N MiB", N below ProcessOptions::addressSpaceBytes), the bot then plays
// (verdicts Ok). Refuses to run outside the sandbox.
#include "hostile_bot.h"

#include <cstdlib>

int main()
{
  if (!Hostile::inSandbox()) {
    std::fprintf(stderr, "memory hog: refusing to run outside a sandbox\n");
    return 1;
  }
  const size_t chunk = size_t(16) << 20;
  size_t taken = 0;
  for (;;) {
    void* block = std::malloc(chunk);
    if (!block)
      break;
    std::memset(block, 0x5a, chunk);
    taken += chunk;
  }
  std::fprintf(stderr, "memory hog stopped at %zu MiB\n", taken >> 20);
  return Hostile::playBreak();
}
