// Misbehaves: writes 100 MB on stdout without a newline, then waits for the end.
#include <cstring>
#include <unistd.h>

int main()
{
  static char block[1 << 20];
  std::memset(block, 'x', sizeof block);
  for (int i = 0; i < 100; ++i)
    if (write(1, block, sizeof block) < 0)
      return 1;
  char c;
  while (read(0, &c, 1) > 0) {
  }
  return 0;
}
