// Misbehaves: answers a line that is no action (with bytes that are not UTF-8).
#include <cstdio>

int main()
{
  char line[256];
  for (;;) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;
    std::printf("hello \xff\xfe world\n");
    std::fflush(stdout);
  }
}
