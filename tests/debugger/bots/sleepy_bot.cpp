// Misbehaves: sleeps MS milliseconds (default 2000) before every answer.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <thread>

int main(int argc, char** argv)
{
  const int ms = argc > 1 ? std::atoi(argv[1]) : 2000;
  char line[256];
  for (;;) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    std::printf("BREAK\n");
    std::fflush(stdout);
  }
}
