// Hostile: replaces itself with a shell that tries to read a secret (--read=PATH) and to
// write outside (--write=PATH), then plays BREAK. Expected in the sandbox: the shell runs
// (the system's programs are there, read-only) but reaches neither file (stderr: "shell:
// cannot read ...", "shell: cannot write ..."); verdicts Ok.
#include "hostile_bot.h"

#include <unistd.h>

int main(int argc, char** argv)
{
  const char* secret = Hostile::option(argc, argv, "read");
  const char* target = Hostile::option(argc, argv, "write");
  const char* script =
      "cat \"$1\" >&2 2>/dev/null || echo \"shell: cannot read $1\" >&2\n"
      "(echo pwned > \"$2\") 2>/dev/null || echo \"shell: cannot write $2\" >&2\n"
      "while read a && read b; do echo BREAK; done\n";
  execl("/bin/sh", "sh", "-c", script, "sh", secret ? secret : "/nonexistent", target ? target : "/nonexistent",
        static_cast<char*>(nullptr));
  std::perror("exec /bin/sh");
  return Hostile::playBreak();
}
