// Misbehaves: reads the first input, then dies of a segmentation fault.
#include <csignal>
#include <cstdio>

int main()
{
  char line[256];
  if (!std::fgets(line, sizeof line, stdin))
    return 0;
  std::fprintf(stderr, "about to crash\n");
  // A real invalid write; volatile keeps the compiler from dropping it as undefined.
  volatile int* volatile nowhere = nullptr;
  *nowhere = 1;
  std::raise(SIGSEGV);  // in case it was dropped anyway
  return 0;
}
