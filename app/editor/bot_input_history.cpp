#include "editor/bot_input_history.h"

namespace Kibitz::App {

QString botInputUpTo(const Debugger::Replay& replay, int player, int turn)
{
  QString all;
  const int last = std::min(turn, replay.lastTurn());
  for (int t = 0; t <= last; ++t)
    for (const Debugger::PlayerExchange& exchange : replay.frames[t].exchanges)
      if (exchange.player == player)
        all += exchange.input;
  return all;
}

int botInputCount(const Debugger::Replay& replay, int player, int turn)
{
  int count = 0;
  const int last = std::min(turn, replay.lastTurn());
  for (int t = 0; t <= last; ++t)
    for (const Debugger::PlayerExchange& exchange : replay.frames[t].exchanges)
      count += exchange.player == player;
  return count;
}

}  // namespace Kibitz::App
