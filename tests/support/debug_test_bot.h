#pragma once

// The small C++ Fencing bot the debugger's tests stop in (test_dap_rerun, test_bot_debugger):
// each answer is BREAK; `x` is 42 in the bot's third turn only; `at` is a struct (its
// summary in the Variables view is {row = 3, col = 7} in that turn). kEveryTurnLine runs every
// turn, kThirdTurnLine only in the third. stderr comes before the reply, so that it is
// counted in its own turn.
#include <QFile>
#include <QString>

namespace Kibitz::Test {

inline constexpr char kDebugBotSource[] = R"(#include <iostream>
#include <string>
struct Place { int row; int col; };
int main() {
  std::string me, other;
  int turn = 0;
  while (std::getline(std::cin, me) && std::getline(std::cin, other)) {
    Place at{++turn, 7};
    int x = turn * 10;
    if (turn == 3)
      x = 42;
    int y = x + 1;
    std::cerr << y << std::endl;
    std::cout << "BREAK" << std::endl;
  }
}
)";
inline constexpr int kDebugBotThirdTurnLine = 11;  // x = 42;
inline constexpr int kDebugBotEveryTurnLine = 12;  // int y = x + 1;

// The same bot in Python.
inline constexpr char kDebugPythonBotSource[] = R"(import sys
turn = 0
while True:
    me = sys.stdin.readline()
    other = sys.stdin.readline()
    if not other:
        break
    turn += 1
    x = turn * 10
    if turn == 3:
        x = 42
    y = x + 1
    print(y, file=sys.stderr, flush=True)
    print("BREAK", flush=True)
)";
inline constexpr int kDebugPythonBotEveryTurnLine = 12;  // y = x + 1

// Writes `source` to `path`; false when it cannot.
inline bool writeDebugBot(const QString& path, const char* source)
{
  QFile file(path);
  return file.open(QIODevice::WriteOnly) && file.write(source) >= 0;
}

}  // namespace Kibitz::Test
