#include "replay/player_colors.h"

#include <array>

namespace Kibitz::Debugger::PlayerColors {

namespace {

constexpr std::array<unsigned int, kColourBlindSafe> kOkabeIto{0x56b4e9, 0xd55e00, 0xf0e442, 0x0072b2,
                                                              0xcc79a7, 0x009e73, 0xe69f00};
constexpr unsigned int kNoPlayer = 0x9e9e9e;

// `c` moved `t` of the way towards `target` (channel by channel).
unsigned int mixed(unsigned int c, unsigned int target, double t)
{
  unsigned int out = 0;
  for (int shift : {16, 8, 0}) {
    const double a = (c >> shift) & 0xff, b = (target >> shift) & 0xff;
    out |= (unsigned int)(a + (b - a) * t + 0.5) << shift;
  }
  return out;
}

}  // namespace

unsigned int rgb(int player)
{
  if (player < 0)
    return kNoPlayer;
  const unsigned int base = kOkabeIto[size_t(player) % kOkabeIto.size()];
  switch (player / kColourBlindSafe % 3) {
  case 1: return mixed(base, 0xffffff, 0.5);
  case 2: return mixed(base, 0x000000, 0.45);
  default: return base;
  }
}

QString hex(int player)
{
  return QStringLiteral("#%1").arg(rgb(player), 6, 16, QLatin1Char('0'));
}

QStringList hexList(int count)
{
  QStringList colors;
  for (int p = 0; p < count; ++p)
    colors << hex(p);
  return colors;
}

}  // namespace Kibitz::Debugger::PlayerColors
