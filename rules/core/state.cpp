#include "core/state.h"

namespace Kibitz::Rules {

QString State::finalMessage(int) const
{
  return {};
}

bool State::replyComplete(int, const QStringList& lines) const
{
  return !lines.isEmpty();
}

}  // namespace Kibitz::Rules
