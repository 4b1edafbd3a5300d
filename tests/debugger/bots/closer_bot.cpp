// Misbehaves: closes stdin and stdout, then lingers for a minute.
#include <unistd.h>

int main()
{
  close(0);
  close(1);
  sleep(60);
  return 0;
}
