// Hostile: writes a file outside its working directory (--write=PATH), then one inside
// it. Expected in the sandbox: the outside write fails (stderr: "write PATH: No such file
// or directory": the sandbox has no such folder), the one inside works ("write
// inside.txt: done"), the bot then plays (verdicts Ok).
#include "hostile_bot.h"

#include <cerrno>

namespace {
void attempt(const char* path)
{
  std::FILE* file = std::fopen(path, "w");
  if (!file) {
    std::fprintf(stderr, "write %s: %s\n", path, std::strerror(errno));
    return;
  }
  std::fputs("written by a bot\n", file);
  std::fprintf(stderr, "write %s: %s\n", path, std::fclose(file) == 0 ? "done" : std::strerror(errno));
}
}  // namespace

int main(int argc, char** argv)
{
  if (const char* path = Hostile::option(argc, argv, "write"))
    attempt(path);
  attempt("inside.txt");
  return Hostile::playBreak();
}
