#include "external/external_frame.h"

#include <QJsonArray>

#include <algorithm>

namespace Kibitz::Debugger {

namespace {

QStringList linesOf(const QJsonValue& value)
{
  QStringList lines;
  for (const QJsonValue& v : value.toArray()) {
    if (lines.size() >= ExternalFrame::kMaxLines)
      break;
    lines << v.toString();
  }
  return lines;
}

}  // namespace

ExternalFrame ExternalFrame::read(const QJsonObject& state)
{
  ExternalFrame f;
  // The recorder kept the grid within its bounds (KibitzFrame); read defensively anyway.
  const QJsonObject grid = state.value(QStringLiteral("kibitz")).toObject().value(QStringLiteral("grid")).toObject();
  f.rows = std::clamp(grid.value(QStringLiteral("rows")).toInt(), 0, kMaxGridSide);
  f.cols = std::clamp(grid.value(QStringLiteral("cols")).toInt(), 0, kMaxGridSide);
  if (f.rows == 0 || f.cols == 0)
    f.rows = f.cols = 0;
  const QJsonArray rows = grid.value(QStringLiteral("cells")).toArray();
  for (int r = 0; r < f.rows; ++r) {
    const QJsonArray row = rows.at(r).toArray();
    for (int c = 0; c < f.cols; ++c) {
      const QJsonValue cell = row.at(c);
      if (cell.isString())
        f.cells.append({cell.toString().left(kMaxText), {}});
      else
        f.cells.append({cell.toObject().value(QStringLiteral("text")).toString().left(kMaxText),
                        cell.toObject().value(QStringLiteral("color")).toString().left(32)});
    }
  }
  for (const QJsonValue& s : state.value(QStringLiteral("scores")).toArray())
    if (f.scores.size() < kMaxLines)
      f.scores << s.toDouble();
  for (const QJsonValue& p : state.value(QStringLiteral("players")).toArray()) {
    if (f.seats.size() >= kMaxLines)
      break;
    const QJsonObject seat = p.toObject();
    f.seats.append({seat.value(QStringLiteral("input")).toString(), seat.value(QStringLiteral("reply")).toString()});
  }
  f.summary = linesOf(state.value(QStringLiteral("summary")));
  f.log = linesOf(state.value(QStringLiteral("log")));
  f.view = state.value(QStringLiteral("view"));
  return f;
}

}  // namespace Kibitz::Debugger
