// Misbehaves: sleeps MS milliseconds (default 2000) before every answer; with "busy" it
// computes for MS milliseconds of its own CPU time instead (however long that takes on a
// shared core). Usage: sleepy_bot [MS] [busy]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <thread>

namespace {

long long cpuNs()
{
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

}  // namespace

int main(int argc, char** argv)
{
  const int ms = argc > 1 ? std::atoi(argv[1]) : 2000;
  const bool busy = argc > 2 && std::strcmp(argv[2], "busy") == 0;
  char line[256];
  volatile unsigned sink = 0;
  for (;;) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;
    if (busy) {
      for (const long long end = cpuNs() + ms * 1000000LL; cpuNs() < end;)
        for (int i = 0; i < 10000; ++i)
          sink = sink + unsigned(i);
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(ms));
    }
    std::printf("BREAK\n");
    std::fflush(stdout);
  }
}
