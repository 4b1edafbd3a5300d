// Misbehaves on stderr only: writes 100 MB without a newline there, then plays BREAK.
#include <cstdio>
#include <cstring>
#include <unistd.h>

int main()
{
  static char block[1 << 20];
  std::memset(block, 'y', sizeof block);
  for (int i = 0; i < 100; ++i)
    if (write(2, block, sizeof block) < 0)
      return 1;
  char line[256];
  for (;;) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;
    std::printf("BREAK\n");
    std::fflush(stdout);
  }
}
