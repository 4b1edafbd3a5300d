// A correct Fencing bot: reads the two input lines of each play turn and answers ACTION
// (default BREAK). Usage: fencing_bot [ACTION] [lf|cr|crlf] [stderr]
// "stderr" also writes one debug line per turn on stderr.
#include <cstdio>
#include <cstring>

int main(int argc, char** argv)
{
  const char* action = argc > 1 ? argv[1] : "BREAK";
  const char* end = "\n";
  if (argc > 2 && std::strcmp(argv[2], "cr") == 0)
    end = "\r";
  else if (argc > 2 && std::strcmp(argv[2], "crlf") == 0)
    end = "\r\n";
  const bool debug = argc > 3 && std::strcmp(argv[3], "stderr") == 0;
  char line[256];
  for (int turn = 0;; ++turn) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;  // end of the match
    if (debug)
      std::fprintf(stderr, "turn %d\n", turn);
    std::fprintf(stdout, "%s%s", action, end);
    std::fflush(stdout);
  }
}
