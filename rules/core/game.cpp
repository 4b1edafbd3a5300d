#include "core/game.h"

#include "core/script.h"

namespace Kibitz::Rules {

std::unique_ptr<ScriptedReplies> Game::newScript(const QByteArray& content, int, QString*) const
{
  return std::make_unique<LineScript>(content);
}

QList<const ReplayFormat*> Game::formats() const
{
  return {};
}

bool Game::seatSees(int, const Event&) const
{
  return true;
}

int Game::metricIndex(const QString& key) const
{
  const auto& metrics = info().metrics;
  for (int i = 0; i < metrics.size(); ++i)
    if (metrics[i].key == key)
      return i;
  return -1;
}

}  // namespace Kibitz::Rules
