#include "telemetry/bot_values.h"

#include "annotations/bot_mark.h"
#include "replay/replay.h"

#include <QJsonObject>
#include <QRegularExpression>

#include <cmath>

namespace Kibitz::Debugger {

namespace BotValues {

namespace {

// The text after `#kibitz ` when `line` starts with `#kibitz` and a space; null otherwise.
QStringView body(const QString& line)
{
  const QLatin1String prefix(BotMarks::kPrefix);
  if (!line.startsWith(prefix) || line.size() == prefix.size() || !line.at(prefix.size()).isSpace())
    return {};
  return QStringView(line).mid(prefix.size()).trimmed();
}

bool isName(QStringView name)
{
  // A JavaScript identifier, so that a breakpoint reads it as values[0].eval.
  static const QRegularExpression pattern(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
  return name.size() <= kMaxNameLength && pattern.match(name.toString()).hasMatch();
}

}  // namespace

bool isValueLine(const QString& line)
{
  const QStringView rest = body(line);
  const QLatin1String word(kWord);
  return rest.startsWith(word) && (rest.size() == word.size() || rest.at(word.size()).isSpace());
}

QList<BotValue> parse(const QString& stderrText, QStringList* errors)
{
  QList<BotValue> values;
  if (!stderrText.contains(QLatin1String(BotMarks::kPrefix)))
    return values;  // most turns: nothing to split
  const QStringView scanned = QStringView(stderrText).left(BotMarks::kMaxScannedChars);
  bool overflowReported = false;
  qsizetype number = 0;
  for (QStringView line : scanned.tokenize(QLatin1Char('\n'))) {
    ++number;
    if (line.endsWith(QLatin1Char('\r')))
      line.chop(1);
    const QString text = line.toString();
    if (!isValueLine(text))
      continue;
    const auto error = [&](const QString& message) { *errors << QStringLiteral("stderr line %1: %2").arg(number).arg(message); };
    const QList<QStringView> tokens = body(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (tokens.size() != 3) {
      error(QStringLiteral("value: expected 'value NAME NUMBER'"));
      continue;
    }
    if (!isName(tokens[1])) {
      error(QStringLiteral("value: '%1' is not a name (a letter or _, then letters, digits or _, at most %2)")
                .arg(tokens[1].left(kMaxNameLength + 1))
                .arg(kMaxNameLength));
      continue;
    }
    bool ok = false;
    const double v = tokens[2].toDouble(&ok);
    if (!ok || !std::isfinite(v) || std::abs(v) > kMaxMagnitude) {
      error(QStringLiteral("value %1: '%2' is not a finite number of magnitude at most 1e15").arg(tokens[1], tokens[2].left(40)));
      continue;
    }
    const QString name = tokens[1].toString();
    auto it = std::find_if(values.begin(), values.end(), [&](const BotValue& b) { return b.name == name; });
    if (it != values.end()) {
      it->value = v;  // reported twice in one turn: the last report counts
    } else if (values.size() < kMaxNames) {
      values << BotValue{name, v};
    } else if (!overflowReported) {
      overflowReported = true;
      error(QStringLiteral("more than %1 value names in one turn: the rest are ignored").arg(kMaxNames));
    }
  }
  return values;
}

void readInto(PlayerExchange* x)
{
  x->valueErrors.clear();
  x->values = parse(x->stderrText, &x->valueErrors);
}

QJsonArray toJson(const QList<BotValueSummary>& summaries)
{
  QJsonArray array;
  for (const BotValueSummary& s : summaries)
    array << QJsonObject{{QStringLiteral("name"), s.name},
                         {QStringLiteral("last"), s.last},
                         {QStringLiteral("mean"), s.mean},
                         {QStringLiteral("turns"), s.turns}};
  return array;
}

QList<BotValueSummary> fromJson(const QJsonArray& array)
{
  QList<BotValueSummary> list;
  for (const QJsonValue& entry : array) {
    const QJsonObject o = entry.toObject();
    BotValueSummary s{o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("last")).toDouble(NAN),
                      o.value(QStringLiteral("mean")).toDouble(NAN), o.value(QStringLiteral("turns")).toInt(0)};
    const bool finite = std::isfinite(s.last) && std::isfinite(s.mean);
    if (isName(s.name) && finite && s.turns > 0 && list.size() < kMaxNames)
      list << s;
  }
  return list;
}

}  // namespace BotValues

}  // namespace Kibitz::Debugger
