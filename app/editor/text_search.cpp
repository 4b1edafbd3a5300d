#include "editor/text_search.h"

#include <QCoreApplication>

namespace Kibitz::App {

QRegularExpression searchExpression(const SearchOptions& options, QString* error)
{
  QString pattern = options.regularExpression ? options.pattern : QRegularExpression::escape(options.pattern);
  if (options.wholeWord)
    pattern = QStringLiteral("\\b(?:%1)\\b").arg(pattern);
  QRegularExpression::PatternOptions flags = QRegularExpression::MultilineOption;
  if (!options.caseSensitive)
    flags |= QRegularExpression::CaseInsensitiveOption;
  QRegularExpression expression(pattern, flags);
  if (!expression.isValid() && error)
    *error = QCoreApplication::translate("Kibitz::App::TextSearch", "Invalid regular expression at %1: %2")
                 .arg(expression.patternErrorOffset())
                 .arg(expression.errorString());
  return expression;
}

namespace {

std::optional<SearchMatch> firstFrom(const QString& text, const QRegularExpression& re, qsizetype from, qsizetype until)
{
  auto it = re.globalMatch(text, from);
  while (it.hasNext()) {
    const QRegularExpressionMatch m = it.next();
    if (m.capturedStart() > until)
      break;
    if (m.capturedLength() > 0)
      return SearchMatch{m.capturedStart(), m.capturedLength(), m};
  }
  return std::nullopt;
}

std::optional<SearchMatch> lastBefore(const QString& text, const QRegularExpression& re, qsizetype from, qsizetype end)
{
  std::optional<SearchMatch> last;
  auto it = re.globalMatch(text, from);
  while (it.hasNext()) {
    const QRegularExpressionMatch m = it.next();
    if (m.capturedEnd() > end)
      break;
    if (m.capturedLength() > 0)
      last = SearchMatch{m.capturedStart(), m.capturedLength(), m};
  }
  return last;
}

}  // namespace

std::optional<SearchMatch> findInText(const QString& text, qsizetype from, const SearchOptions& options, bool forward,
                                      QString* error)
{
  if (options.pattern.isEmpty())
    return std::nullopt;
  const QRegularExpression re = searchExpression(options, error);
  if (!re.isValid())
    return std::nullopt;
  from = std::clamp<qsizetype>(from, 0, text.size());
  if (forward) {
    if (auto m = firstFrom(text, re, from, text.size()))
      return m;
    return firstFrom(text, re, 0, from);  // wrap around
  }
  if (auto m = lastBefore(text, re, 0, from))
    return m;
  return lastBefore(text, re, from, text.size());
}

QString expandReplacement(const SearchMatch& match, const QString& replacement, bool regularExpression)
{
  if (!regularExpression)
    return replacement;
  QString out;
  for (qsizetype i = 0; i < replacement.size(); ++i) {
    const QChar c = replacement[i];
    if (c == QLatin1Char('\\') && i + 1 < replacement.size()) {
      const QChar next = replacement[i + 1];
      if (next.isDigit()) {
        out += match.match.captured(next.digitValue());
        ++i;
        continue;
      }
      if (next == QLatin1Char('\\')) { out += next; ++i; continue; }
      if (next == QLatin1Char('n')) { out += QLatin1Char('\n'); ++i; continue; }
      if (next == QLatin1Char('t')) { out += QLatin1Char('\t'); ++i; continue; }
    }
    out += c;
  }
  return out;
}

int replaceAllInText(QString* text, const SearchOptions& options, const QString& replacement, QString* error)
{
  if (options.pattern.isEmpty())
    return 0;
  const QRegularExpression re = searchExpression(options, error);
  if (!re.isValid())
    return 0;
  QString out;
  qsizetype copied = 0;
  int count = 0;
  auto it = re.globalMatch(*text);
  while (it.hasNext()) {
    const QRegularExpressionMatch m = it.next();
    if (m.capturedLength() == 0)
      continue;
    out += QStringView(*text).mid(copied, m.capturedStart() - copied);
    out += expandReplacement(SearchMatch{m.capturedStart(), m.capturedLength(), m}, replacement, options.regularExpression);
    copied = m.capturedEnd();
    ++count;
  }
  if (count > 0) {
    out += QStringView(*text).mid(copied);
    *text = out;
  }
  return count;
}

}  // namespace Kibitz::App
