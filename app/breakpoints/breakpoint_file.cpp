#include "breakpoints/breakpoint_file.h"

#include "core/json_limits.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

namespace Kibitz::App::BreakpointFile {

namespace {
const QString kFormatKey = QStringLiteral("kibitzBreakpoints");
}  // namespace

// The messages were BreakpointModel's before parsing moved here: its context keeps their
// translations.

QByteArray serialize(const QList<Breakpoint>& breakpoints)
{
  const QJsonObject root{{kFormatKey, 1}, {QStringLiteral("breakpoints"), breakpointsToJson(breakpoints)}};
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<QList<Breakpoint>> parse(const QByteArray& bytes, const QString& path, QString* error)
{
  if (const QString tooLarge = Rules::JsonLimits::problem(bytes, kMaxBytes); !tooLarge.isEmpty()) {
    *error = QCoreApplication::translate("Kibitz::App::BreakpointModel", "%1: %2").arg(path, tooLarge);
    return std::nullopt;
  }
  QJsonParseError parseError;
  const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
  if (parseError.error != QJsonParseError::NoError) {
    *error = QCoreApplication::translate("Kibitz::App::BreakpointModel", "%1 is not JSON: %2 (at byte %3)")
                 .arg(path, parseError.errorString(), QLocale().toString(parseError.offset));
    return std::nullopt;
  }
  const QJsonObject root = document.object();
  if (!document.isObject() || !root.contains(kFormatKey) || !root.value(QStringLiteral("breakpoints")).isArray()) {
    *error = QCoreApplication::translate("Kibitz::App::BreakpointModel",
                                        "%1 is not a Kibitz breakpoints file (expected an object with "
                                        "\"kibitzBreakpoints\" and a \"breakpoints\" array)")
                 .arg(path);
    return std::nullopt;
  }
  QList<Breakpoint> breakpoints;
  QString problem;
  if (!breakpointsFromJson(root.value(QStringLiteral("breakpoints")).toArray(), &breakpoints, &problem)) {
    *error = QCoreApplication::translate("Kibitz::App::BreakpointModel", "%1: %2").arg(path, problem);
    return std::nullopt;
  }
  return breakpoints;
}

}  // namespace Kibitz::App::BreakpointFile
