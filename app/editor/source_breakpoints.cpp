#include "editor/source_breakpoints.h"

#include "application/settings.h"

#include <QVariantList>

#include <algorithm>

namespace Kibitz::App::SourceBreakpoints {

namespace {

constexpr int kMaxFiles = 500;  // a settings file edited by hand stays small to read
constexpr int kMaxLines = 1000;

QList<int> linesFrom(const QVariant& value)
{
  QList<int> lines;
  for (const QVariant& v : value.toList()) {
    bool ok = false;
    const int line = v.toInt(&ok);
    if (ok && line >= 1 && lines.size() < kMaxLines)
      lines << line;
  }
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  return lines;
}

}  // namespace

QList<int> linesOf(const QString& path)
{
  return linesFrom(Settings::sourceBreakpoints.value().value(path));
}

void store(const QString& path, const QList<int>& lines)
{
  if (path.isEmpty())
    return;
  QVariantMap map = Settings::sourceBreakpoints.value();
  if (lines.isEmpty()) {
    if (map.remove(path) == 0)
      return;
  } else {
    if (!map.contains(path) && map.size() >= kMaxFiles)
      return;
    QVariantList list;
    for (const int line : lines)
      list << line;
    map.insert(path, list);
  }
  Settings::sourceBreakpoints.set(map);
}

QMap<QString, QList<int>> all()
{
  QMap<QString, QList<int>> files;
  const QVariantMap map = Settings::sourceBreakpoints.value();
  for (auto it = map.cbegin(); it != map.cend() && files.size() < kMaxFiles; ++it)
    if (const QList<int> lines = linesFrom(it.value()); !lines.isEmpty())
      files.insert(it.key(), lines);
  return files;
}

}  // namespace Kibitz::App::SourceBreakpoints
