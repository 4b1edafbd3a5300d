#include "external/external_referee.h"

namespace Kibitz::Debugger {

std::optional<ExternalReferee::Dialect> ExternalReferee::dialectFromName(const QString& name)
{
  if (name == QLatin1String("cg"))
    return Dialect::Cg;
  if (name == QLatin1String("brutaltester"))
    return Dialect::Brutaltester;
  return std::nullopt;
}

QString ExternalReferee::dialectName(Dialect dialect)
{
  return dialect == Dialect::Cg ? QStringLiteral("cg") : QStringLiteral("brutaltester");
}

std::optional<ExternalReferee::SeedLine> ExternalReferee::seedLineFromName(const QString& name)
{
  if (name == QLatin1String("none"))
    return SeedLine::None;
  if (name == QLatin1String("before"))
    return SeedLine::Before;
  if (name == QLatin1String("after"))
    return SeedLine::After;
  return std::nullopt;
}

}  // namespace Kibitz::Debugger
