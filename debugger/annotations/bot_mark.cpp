#include "annotations/bot_mark.h"

#include "telemetry/bot_values.h"
#include "core/place.h"

#include <QJsonObject>
#include <QRegularExpression>

namespace Kibitz::Debugger::BotMarks {

namespace {

bool isColor(const QString& token)
{
  static const QRegularExpression pattern(QStringLiteral("^#[0-9a-fA-F]{6}$"));
  return pattern.match(token).hasMatch();
}

bool kindFromId(const QString& id, BotMark::Kind* kind)
{
  for (BotMark::Kind k : {BotMark::Kind::Note, BotMark::Kind::Text, BotMark::Kind::Color, BotMark::Kind::Line})
    if (kindId(k) == id) {
      *kind = k;
      return true;
    }
  return false;
}

}  // namespace

QString kindId(BotMark::Kind kind)
{
  switch (kind) {
  case BotMark::Kind::Note: return QStringLiteral("note");
  case BotMark::Kind::Text: return QStringLiteral("text");
  case BotMark::Kind::Color: return QStringLiteral("color");
  case BotMark::Kind::Line: return QStringLiteral("line");
  }
  return {};
}

QString cellAnchor(const QString& token)
{
  static const QRegularExpression position(QStringLiteral("^-?\\d{1,9}$"));
  static const QRegularExpression rowCol(QStringLiteral("^-?\\d{1,9},-?\\d{1,9}$"));
  static const QRegularExpression unit(QStringLiteral("^unit:\\d{1,9}$"));
  static const QRegularExpression player(QStringLiteral("^player:(\\d{1,3})$"));
  if (position.match(token).hasMatch() || rowCol.match(token).hasMatch())
    return QStringLiteral("cell:") + token;
  if (unit.match(token).hasMatch())
    return token;
  const QRegularExpressionMatch p = player.match(token);
  if (p.hasMatch())
    return QStringLiteral("players[%1]").arg(p.captured(1).toInt());
  return {};
}

QList<BotMark> parse(const QString& stderrText, QStringList* errors)
{
  QList<BotMark> marks;
  const QString prefix = QString::fromLatin1(kPrefix);
  const QStringList lines = stderrText.left(kMaxScannedChars).split(QLatin1Char('\n'));
  if (stderrText.size() > kMaxScannedChars)
    *errors << QStringLiteral("stderr is longer than the limit of %1 characters: marks after it are ignored").arg(kMaxScannedChars);
  bool overflowReported = false;
  for (qsizetype i = 0; i < lines.size(); ++i) {
    QString line = lines[i];
    if (line.endsWith(QLatin1Char('\r')))
      line.chop(1);
    if (!line.startsWith(prefix) || BotValues::isValueLine(line))
      continue;  // ordinary debug output, or a value (bot_values.h) rather than a mark
    const auto error = [&](const QString& message) {
      *errors << QStringLiteral("stderr line %1: %2").arg(i + 1).arg(message);
    };
    const QString body = line.mid(prefix.size());
    if (!body.isEmpty() && !body.front().isSpace()) {
      error(QStringLiteral("'%1' is not followed by a space").arg(prefix));
      continue;
    }
    if (marks.size() >= kMaxMarksPerTurn) {
      if (!overflowReported)
        error(QStringLiteral("more than %1 marks in one turn: the rest are dropped").arg(kMaxMarksPerTurn));
      overflowReported = true;
      continue;
    }
    // verb, then up to two cell tokens; the rest of the line is free text.
    const QString rest = body.trimmed();
    const QString verb = rest.section(QLatin1Char(' '), 0, 0, QString::SectionSkipEmpty);
    const QStringList tokens = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    BotMark mark;
    if (!kindFromId(verb, &mark.kind)) {
      error(verb.isEmpty() ? QStringLiteral("empty mark (valid: note, text, color, line)")
                           : QStringLiteral("unknown mark '%1' (valid: note, text, color, line)").arg(verb));
      continue;
    }
    const auto textAfter = [&](int skipTokens) {
      // The text keeps its inner spacing: cut after the first `skipTokens` tokens.
      QString s = rest;
      for (int t = 0; t < skipTokens; ++t) {
        s = s.trimmed();
        const qsizetype space = s.indexOf(QLatin1Char(' '));
        s = space < 0 ? QString() : s.mid(space + 1);
      }
      return s.trimmed();
    };
    const auto cell = [&](int index, QString* anchor) {
      *anchor = cellAnchor(tokens.value(index));
      if (anchor->isEmpty())
        error(tokens.size() <= index ? QStringLiteral("%1: missing cell").arg(verb)
                                     : QStringLiteral("%1: '%2' is not a cell (N, ROW,COL, unit:ID or player:N)").arg(verb, tokens[index]));
      return !anchor->isEmpty();
    };
    bool ok = true;
    switch (mark.kind) {
    case BotMark::Kind::Note:
      mark.text = textAfter(1);
      if (mark.text.isEmpty()) {
        error(QStringLiteral("note: missing text"));
        ok = false;
      }
      break;
    case BotMark::Kind::Text:
      ok = cell(1, &mark.at);
      mark.text = textAfter(2);
      if (ok && mark.text.isEmpty()) {
        error(QStringLiteral("text: missing text after the cell"));
        ok = false;
      }
      break;
    case BotMark::Kind::Color:
      ok = cell(1, &mark.at);
      if (ok && (tokens.size() != 3 || !isColor(tokens[2]))) {
        error(QStringLiteral("color: expected 'color CELL #rrggbb'"));
        ok = false;
      }
      if (ok)
        mark.color = tokens[2].toLower();
      break;
    case BotMark::Kind::Line:
      ok = cell(1, &mark.at) && cell(2, &mark.to);
      if (ok && (tokens.size() > 4 || (tokens.size() == 4 && !isColor(tokens[3])))) {
        error(QStringLiteral("line: expected 'line CELL CELL [#rrggbb]'"));
        ok = false;
      }
      if (ok && tokens.size() == 4)
        mark.color = tokens[3].toLower();
      break;
    }
    if (!ok)
      continue;
    if (mark.text.size() > kMaxTextLength) {
      error(QStringLiteral("%1: text longer than %2 characters, cut").arg(verb).arg(kMaxTextLength));
      mark.text.truncate(kMaxTextLength);
    }
    marks << mark;
  }
  return marks;
}

QJsonArray toJson(const QList<BotMark>& marks)
{
  QJsonArray array;
  for (const BotMark& m : marks) {
    QJsonObject o{{QStringLiteral("kind"), kindId(m.kind)}};
    if (!m.at.isEmpty())
      o.insert(QStringLiteral("at"), m.at);
    if (!m.to.isEmpty())
      o.insert(QStringLiteral("to"), m.to);
    if (!m.text.isEmpty())
      o.insert(QStringLiteral("text"), m.text);
    if (!m.color.isEmpty())
      o.insert(QStringLiteral("color"), m.color);
    array.append(o);
  }
  return array;
}

bool fromJson(const QJsonArray& array, const QString& path, QList<BotMark>* marks, QString* error)
{
  for (qsizetype i = 0; i < array.size(); ++i) {
    const QString here = QStringLiteral("%1[%2]").arg(path).arg(i);
    if (!array[i].isObject()) {
      *error = QStringLiteral("%1: expected an object").arg(here);
      return false;
    }
    const QJsonObject o = array[i].toObject();
    BotMark m;
    const QString kind = o.value(QStringLiteral("kind")).toString();
    if (!kindFromId(kind, &m.kind)) {
      *error = QStringLiteral("%1.kind: unknown mark kind '%2' (valid: note, text, color, line)").arg(here, kind);
      return false;
    }
    for (const char* key : {"at", "to", "text", "color"}) {
      const QJsonValue v = o.value(QLatin1String(key));
      if (!v.isUndefined() && !v.isString()) {
        *error = QStringLiteral("%1.%2: expected a string").arg(here, QLatin1String(key));
        return false;
      }
    }
    m.at = o.value(QStringLiteral("at")).toString();
    m.to = o.value(QStringLiteral("to")).toString();
    m.text = o.value(QStringLiteral("text")).toString();
    m.color = o.value(QStringLiteral("color")).toString();
    const bool needsAt = m.kind != BotMark::Kind::Note;
    QString problem;
    if (needsAt && !Rules::Place::isValid(m.at))
      problem = QStringLiteral("at: '%1' is not a cell anchor").arg(m.at);
    else if (m.kind == BotMark::Kind::Line && !Rules::Place::isValid(m.to))
      problem = QStringLiteral("to: '%1' is not a cell anchor").arg(m.to);
    else if ((m.kind == BotMark::Kind::Color || !m.color.isEmpty()) && !isColor(m.color))
      problem = QStringLiteral("color: '%1' is not #rrggbb").arg(m.color);
    if (!problem.isEmpty()) {
      *error = QStringLiteral("%1.%2").arg(here, problem);
      return false;
    }
    *marks << m;
  }
  return true;
}

QString describe(const BotMark& mark)
{
  switch (mark.kind) {
  case BotMark::Kind::Note: return QStringLiteral("note \"%1\"").arg(mark.text);
  case BotMark::Kind::Text: return QStringLiteral("text %1 \"%2\"").arg(mark.at, mark.text);
  case BotMark::Kind::Color: return QStringLiteral("color %1 %2").arg(mark.at, mark.color);
  case BotMark::Kind::Line:
    return mark.color.isEmpty() ? QStringLiteral("line %1 %2").arg(mark.at, mark.to)
                                : QStringLiteral("line %1 %2 %3").arg(mark.at, mark.to, mark.color);
  }
  return {};
}

}  // namespace Kibitz::Debugger::BotMarks
