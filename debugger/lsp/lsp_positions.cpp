#include "lsp/lsp_positions.h"

#include <algorithm>

namespace Kibitz::Debugger::LspPositions {

qsizetype offsetOf(const QString& text, Position position)
{
  qsizetype lineStart = 0;
  for (int line = 0; line < position.line; ++line) {
    const qsizetype newline = text.indexOf(QLatin1Char('\n'), lineStart);
    if (newline < 0)
      return text.size();
    lineStart = newline + 1;
  }
  qsizetype lineEnd = text.indexOf(QLatin1Char('\n'), lineStart);
  if (lineEnd < 0)
    lineEnd = text.size();
  return std::clamp<qsizetype>(lineStart + std::max(0, position.character), lineStart, lineEnd);
}

Position positionOf(const QString& text, qsizetype offset)
{
  offset = std::clamp<qsizetype>(offset, 0, text.size());
  const QStringView before = QStringView(text).left(offset);
  const qsizetype lineStart = before.lastIndexOf(QLatin1Char('\n')) + 1;
  return {int(before.count(QLatin1Char('\n'))), int(offset - lineStart)};
}

}  // namespace Kibitz::Debugger::LspPositions
