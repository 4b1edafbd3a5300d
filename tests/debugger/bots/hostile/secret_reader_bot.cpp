// Hostile: reads a secret file of the user (--read=PATH, e.g. in $HOME) and prints it on
// stderr, where it would end up in the replay. Expected in the sandbox: the file is not
// there (stderr: "read PATH: No such file or directory"), the bot then plays (verdicts Ok).
#include "hostile_bot.h"

#include <cerrno>

int main(int argc, char** argv)
{
  if (const char* path = Hostile::option(argc, argv, "read")) {
    if (std::FILE* file = std::fopen(path, "r")) {
      char text[256] = {};
      const size_t n = std::fread(text, 1, sizeof text - 1, file);
      std::fclose(file);
      std::fprintf(stderr, "read %s: %zu bytes: %s\n", path, n, text);
    } else {
      std::fprintf(stderr, "read %s: %s\n", path, std::strerror(errno));
    }
  }
  return Hostile::playBreak();
}
