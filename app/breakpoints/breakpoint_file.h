#pragma once

#include "breakpoints/breakpoint.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace Kibitz::App::BreakpointFile {

// A breakpoints file is small: anything larger is refused before it is parsed.
constexpr qint64 kMaxBytes = qint64(1) << 20;

// The file Export Breakpoints writes: {"kibitzBreakpoints": 1, "breakpoints": [...]}.
QByteArray serialize(const QList<Breakpoint>& breakpoints);
// Reads such a file (QtCore only: the expressions are not compiled here). None with a
// translated reason naming `path` when it is not one.
std::optional<QList<Breakpoint>> parse(const QByteArray& bytes, const QString& path, QString* error);

}  // namespace Kibitz::App::BreakpointFile
