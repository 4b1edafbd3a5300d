// Floods: answers each turn with 10000 lines of BREAK (the surplus serves later turns).
#include <cstdio>
#include <string>

int main()
{
  std::string answer;
  for (int i = 0; i < 10000; ++i)
    answer += "BREAK\n";
  char line[256];
  for (;;) {
    if (!std::fgets(line, sizeof line, stdin) || !std::fgets(line, sizeof line, stdin))
      return 0;
    std::fwrite(answer.data(), 1, answer.size(), stdout);
    std::fflush(stdout);
  }
}
