#include "external/kibitz_frame.h"

#include "annotations/bot_mark.h"

#include <QJsonArray>
#include <QRegularExpression>

#include <cmath>

namespace Kibitz::Debugger {

namespace {

bool isColor(const QString& text)
{
  static const QRegularExpression color(QStringLiteral("^#[0-9a-fA-F]{6}$"));
  return color.match(text).hasMatch();
}

QJsonObject readMetrics(const QJsonValue& value, int numPlayers, KibitzFrame* out)
{
  QJsonObject kept;
  const QJsonObject metrics = value.toObject();
  for (auto it = metrics.begin(); it != metrics.end(); ++it) {
    if (out->metrics.size() >= KibitzFrame::kMaxMetrics) {
      out->errors << QStringLiteral("kibitz.metrics: more than %1 metrics, the rest dropped").arg(KibitzFrame::kMaxMetrics);
      break;
    }
    const QString name = it.key().left(KibitzFrame::kMaxTextLength);
    const QJsonArray values = it.value().toArray();
    QList<double> perPlayer;
    bool ok = it.value().isArray() && values.size() == numPlayers;
    for (const QJsonValue& v : values) {
      ok = ok && v.isDouble() && std::isfinite(v.toDouble());
      perPlayer << v.toDouble();
    }
    if (!ok) {
      out->errors << QStringLiteral("kibitz.metrics.%1: expected %2 numbers (one per player)").arg(name).arg(numPlayers);
      continue;
    }
    kept.insert(name, it.value());
    out->metrics << qMakePair(QStringLiteral("kibitz.%1").arg(name), perPlayer);
  }
  return kept;
}

QJsonObject readGrid(const QJsonObject& grid, KibitzFrame* out)
{
  const int rows = grid.value(QStringLiteral("rows")).toInt(-1);
  const int cols = grid.value(QStringLiteral("cols")).toInt(-1);
  if (rows < 1 || cols < 1 || rows > KibitzFrame::kMaxGridSide || cols > KibitzFrame::kMaxGridSide) {
    out->errors << QStringLiteral("kibitz.grid: rows and cols must be 1..%1").arg(KibitzFrame::kMaxGridSide);
    return {};
  }
  const QJsonArray cells = grid.value(QStringLiteral("cells")).toArray();
  QJsonArray keptRows;
  for (int r = 0; r < rows; ++r) {
    const QJsonArray row = cells.at(r).toArray();
    QJsonArray keptRow;
    for (int c = 0; c < cols; ++c) {
      const QJsonValue cell = row.at(c);
      QJsonObject kept{{QStringLiteral("text"), QString()}};
      if (cell.isString()) {
        kept[QStringLiteral("text")] = cell.toString().left(KibitzFrame::kMaxTextLength);
      } else if (cell.isObject()) {
        const QJsonObject o = cell.toObject();
        kept[QStringLiteral("text")] = o.value(QStringLiteral("text")).toString().left(KibitzFrame::kMaxTextLength);
        const QString color = o.value(QStringLiteral("color")).toString();
        if (isColor(color))
          kept.insert(QStringLiteral("color"), color);
        else if (!color.isEmpty())
          out->errors << QStringLiteral("kibitz.grid.cells[%1][%2].color: expected #rrggbb").arg(r).arg(c);
      } else if (!cell.isUndefined() && !cell.isNull()) {
        out->errors << QStringLiteral("kibitz.grid.cells[%1][%2]: expected a text or {text, color}").arg(r).arg(c);
      }
      keptRow.append(kept);
    }
    keptRows.append(keptRow);
  }
  return {{QStringLiteral("rows"), rows}, {QStringLiteral("cols"), cols}, {QStringLiteral("cells"), keptRows}};
}

QJsonArray readMarks(const QJsonArray& marks, KibitzFrame* out)
{
  QJsonArray kept;
  for (qsizetype i = 0; i < marks.size(); ++i) {
    if (kept.size() >= KibitzFrame::kMaxMarks) {
      out->errors << QStringLiteral("kibitz.marks: more than %1 marks, the rest dropped").arg(KibitzFrame::kMaxMarks);
      break;
    }
    // The bot marks' own grammar (docs/bot-marks.md), so a mark means the same from a bot or a referee.
    const QString line = marks[i].toString().left(4 * KibitzFrame::kMaxTextLength);
    QStringList problems;
    const QList<BotMark> parsed = BotMarks::parse(QStringLiteral("#kibitz ") + line, &problems);
    if (parsed.isEmpty()) {
      out->errors << QStringLiteral("kibitz.marks[%1]: %2").arg(i).arg(problems.value(0, QStringLiteral("not a mark")));
      continue;
    }
    kept.append(line);
  }
  return kept;
}

}  // namespace

KibitzFrame KibitzFrame::read(const QJsonValue& value, int numPlayers)
{
  KibitzFrame out;
  if (!value.isObject()) {
    out.errors << QStringLiteral("kibitz: expected a JSON object");
    return out;
  }
  const QJsonObject o = value.toObject();
  if (o.contains(QStringLiteral("metrics")))
    out.json.insert(QStringLiteral("metrics"), readMetrics(o.value(QStringLiteral("metrics")), numPlayers, &out));
  if (o.contains(QStringLiteral("grid"))) {
    const QJsonObject grid = readGrid(o.value(QStringLiteral("grid")).toObject(), &out);
    if (!grid.isEmpty())
      out.json.insert(QStringLiteral("grid"), grid);
  }
  if (o.contains(QStringLiteral("marks")))
    out.json.insert(QStringLiteral("marks"), readMarks(o.value(QStringLiteral("marks")).toArray(), &out));
  return out;
}

}  // namespace Kibitz::Debugger
