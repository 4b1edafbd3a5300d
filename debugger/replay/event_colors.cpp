#include "replay/event_colors.h"

#include <algorithm>
#include <array>

namespace Kibitz::Debugger::EventColors {

QString of(Rules::EventTone tone, int index)
{
  switch (tone) {
  case Rules::EventTone::Highlight: return QStringLiteral("#d32f2f");
  case Rules::EventTone::Fault: return QStringLiteral("#6a1b9a");
  case Rules::EventTone::Neutral: break;
  }
  static const std::array<const char*, 8> palette{"#1976d2", "#388e3c", "#f57c00", "#00838f",
                                                  "#795548", "#7b1fa2", "#9e9d24", "#5d4037"};
  return QString::fromLatin1(palette[size_t(std::max(0, index)) % palette.size()]);
}

int weight(Rules::EventTone tone)
{
  return tone == Rules::EventTone::Highlight ? 2 : tone == Rules::EventTone::Fault ? 1 : 0;
}

}  // namespace Kibitz::Debugger::EventColors
