// Misbehaves: answers the first turn at once, then sleeps MS milliseconds (default 200;
// the limit is 50) before each of the next TURNS answers (default: all of them).
// Usage: late_bot [MS] [TURNS]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

int main(int argc, char** argv)
{
  const int ms = argc > 1 ? std::atoi(argv[1]) : 200;
  const int lateTurns = argc > 2 ? std::atoi(argv[2]) : -1;
  char line[256];
  for (int turn = 0;; ++turn) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;
    if (turn > 0 && (lateTurns < 0 || turn <= lateTurns))
      std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    std::printf("BREAK\n");
    std::fflush(stdout);
  }
}
