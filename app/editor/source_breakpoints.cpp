#include "editor/source_breakpoints.h"

#include "application/settings.h"

#include <QVariantList>
#include <QVariantMap>

#include <algorithm>

namespace Kibitz::App::SourceBreakpoints {

namespace {

constexpr int kMaxFiles = 500;  // a settings file edited by hand stays small to read
constexpr int kMaxLines = 1000;
constexpr int kMaxConditionChars = 1000;
using Scope = Debugger::DebugTurn::Scope;

// An every-turn breakpoint without a condition is kept as its line; another as
// {line, only|from: turn, condition}.
QVariant toVariant(const SourceBreakpoint& b)
{
  if (b.isPlain())
    return b.line;
  // (A state condition is JavaScript from the user; it is kept as text and only ever run by
  // the breakpoint evaluator, with its time limit.)
  QVariantMap map{{QStringLiteral("line"), b.line}};
  if (b.scope == Scope::WhenStateHolds)
    map.insert(QStringLiteral("when"), b.stateCondition);
  else if (b.scope != Scope::EveryTurn)
    map.insert(b.scope == Scope::OnlyTurn ? QStringLiteral("only") : QStringLiteral("from"), b.turn);
  if (!b.condition.isEmpty())
    map.insert(QStringLiteral("condition"), b.condition);
  if (!b.enabled)
    map.insert(QStringLiteral("enabled"), false);
  return map;
}

std::optional<SourceBreakpoint> fromVariant(const QVariant& value)
{
  bool ok = false;
  SourceBreakpoint b;
  if (value.typeId() == QMetaType::QVariantMap) {
    const QVariantMap map = value.toMap();
    b.line = map.value(QStringLiteral("line")).toInt(&ok);
    for (const auto& [key, scope] : {std::pair{QStringLiteral("only"), Scope::OnlyTurn}, std::pair{QStringLiteral("from"), Scope::FromTurn}})
      if (map.contains(key)) {
        bool turnOk = false;
        b.scope = scope;
        b.turn = map.value(key).toInt(&turnOk);
        ok = ok && turnOk && b.turn >= 0;
      }
    b.condition = map.value(QStringLiteral("condition")).toString().left(kMaxConditionChars);
    b.enabled = map.value(QStringLiteral("enabled"), true).toBool();
    if (const QString when = map.value(QStringLiteral("when")).toString().left(kMaxConditionChars); !when.isEmpty()) {
      b.scope = Scope::WhenStateHolds;
      b.stateCondition = when;
    }
  } else {
    b.line = value.toInt(&ok);
  }
  if (!ok || b.line < 1)
    return std::nullopt;
  return b;
}

QList<SourceBreakpoint> breakpointsFrom(const QVariant& value)
{
  QList<SourceBreakpoint> list;
  for (const QVariant& v : value.toList())
    if (const std::optional<SourceBreakpoint> b = fromVariant(v); b && list.size() < kMaxLines)
      if (std::none_of(list.cbegin(), list.cend(), [&b](const SourceBreakpoint& x) { return x.line == b->line; }))
        list << *b;
  std::sort(list.begin(), list.end(), [](const SourceBreakpoint& a, const SourceBreakpoint& b) { return a.line < b.line; });
  return list;
}

}  // namespace

QList<SourceBreakpoint> of(const QString& path)
{
  return breakpointsFrom(Settings::sourceBreakpoints.value().value(path));
}

QList<int> linesOf(const QString& path)
{
  QList<int> lines;
  for (const SourceBreakpoint& b : of(path))
    lines << b.line;
  return lines;
}

void store(const QString& path, const QList<SourceBreakpoint>& breakpoints)
{
  if (path.isEmpty())
    return;
  QVariantMap map = Settings::sourceBreakpoints.value();
  if (breakpoints.isEmpty()) {
    if (map.remove(path) == 0)
      return;
  } else {
    if (!map.contains(path) && map.size() >= kMaxFiles)
      return;
    QVariantList list;
    for (const SourceBreakpoint& b : breakpoints)
      list << toVariant(b);
    map.insert(path, list);
  }
  Settings::sourceBreakpoints.set(map);
}

QMap<QString, QList<SourceBreakpoint>> all()
{
  QMap<QString, QList<SourceBreakpoint>> files;
  const QVariantMap map = Settings::sourceBreakpoints.value();
  for (auto it = map.cbegin(); it != map.cend() && files.size() < kMaxFiles; ++it)
    if (const QList<SourceBreakpoint> list = breakpointsFrom(it.value()); !list.isEmpty())
      files.insert(it.key(), list);
  return files;
}

QList<Debugger::DebugTurn::Breakpoint> forDebugger(const QMap<QString, QList<SourceBreakpoint>>& files)
{
  QList<Debugger::DebugTurn::Breakpoint> breakpoints;
  for (auto it = files.cbegin(); it != files.cend(); ++it)
    for (const SourceBreakpoint& b : it.value())
      if (b.enabled)
        breakpoints.append({it.key(), b.line, b.scope, b.turn, b.condition, b.stateCondition});
  return breakpoints;
}

}  // namespace Kibitz::App::SourceBreakpoints
