#include "core/replay_format.h"

namespace Kibitz::Rules {

std::optional<QByteArray> ReplayFormat::exportMatch(const ExportInput&, QString* error) const
{
  *error = QStringLiteral("format %1 cannot be exported").arg(id());
  return std::nullopt;
}

}  // namespace Kibitz::Rules
