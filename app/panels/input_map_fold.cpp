#include "panels/input_map_fold.h"

namespace Kibitz::App::InputMapFold {

Block find(const QStringList& lines)
{
  Block best;
  qsizetype runStart = 0;
  for (qsizetype i = 0; i <= lines.size(); ++i) {
    // A run ends at the end, at a short line, or where the length changes.
    const bool continues = i < lines.size() && lines[i].size() >= kMinWidth && i > runStart
                           && lines[i].size() == lines[runStart].size();
    if (continues)
      continue;
    const qsizetype length = i - runStart;
    if (length >= kMinRows && length > best.count && lines[runStart].size() >= kMinWidth)
      best = Block{runStart, length, lines[runStart].size()};
    runStart = i;
  }
  return best;
}

QString folded(const QStringList& lines, const Block& block, const QString& summary)
{
  if (!block.isValid())
    return lines.join(QLatin1Char('\n'));
  QStringList shown = lines.mid(0, block.first);
  shown << summary;
  shown << lines.mid(block.first + block.count);
  return shown.join(QLatin1Char('\n'));
}

}  // namespace Kibitz::App::InputMapFold
