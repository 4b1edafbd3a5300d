// A Fencing bot that answers a turn only once the other bot has its input too: it creates
// DIR/ME.<turn>, then waits (up to 5 s) for DIR/OTHER.<turn> before answering BREAK. Two of
// them answer at once only when the runner sends both inputs before waiting for a reply;
// asked one after the other, the first waits in vain and is late.
// Usage: rendezvous_bot DIR ME OTHER
#include <chrono>
#include <cstdio>
#include <string>
#include <thread>
#include <unistd.h>

int main(int argc, char** argv)
{
  if (argc < 4)
    return 64;
  const std::string dir = argv[1], me = argv[2], other = argv[3];
  char line[256];
  for (int turn = 0;; ++turn) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;
    const std::string mine = dir + "/" + me + "." + std::to_string(turn);
    if (FILE* f = std::fopen(mine.c_str(), "w"))
      std::fclose(f);
    const std::string theirs = dir + "/" + other + "." + std::to_string(turn);
    for (int waited = 0; waited < 5000 && access(theirs.c_str(), F_OK) != 0; ++waited)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    std::printf("BREAK\n");
    std::fflush(stdout);
  }
}
