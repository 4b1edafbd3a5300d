#pragma once
// What the hostile bots share (plain C++, no Qt): their options and the Fencing play
// loop they fall back to after their attack, so that each match runs to its end.
#include <cstdio>
#include <cstring>

namespace Hostile {

// The value of "--NAME=VALUE" among the arguments, or null. Paths are given this way
// so that Kibitz does not take them for the bot's own files (which it shows the bot).
inline const char* option(int argc, char** argv, const char* name)
{
  const size_t length = std::strlen(name);
  for (int i = 1; i < argc; ++i)
    if (std::strncmp(argv[i], "--", 2) == 0 && std::strncmp(argv[i] + 2, name, length) == 0 && argv[i][2 + length] == '=')
      return argv[i] + 3 + length;
  return nullptr;
}

// Whether this process runs under bwrap (the first process of its PID namespace is
// bwrap's): the bots that would harm the machine refuse to run outside the sandbox.
inline bool inSandbox()
{
  std::FILE* cmdline = std::fopen("/proc/1/cmdline", "r");
  if (!cmdline)
    return false;
  char program[256] = {};
  std::fread(program, 1, sizeof program - 1, cmdline);  // argv[0], NUL-terminated
  std::fclose(cmdline);
  const size_t length = std::strlen(program);
  return length >= 5 && std::strcmp(program + length - 5, "bwrap") == 0 && (length == 5 || program[length - 6] == '/');
}

// Answers BREAK to every Fencing turn (two input lines) until the input ends.
inline int playBreak()
{
  char line[256];
  for (;;) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;
    std::printf("BREAK\n");
    std::fflush(stdout);
  }
}

}  // namespace Hostile
