#pragma once

#include <QRegularExpressionMatch>
#include <QString>

#include <optional>

namespace Kibitz::App {

// What the find bar searches for. Regular expressions are Perl-compatible
// (QRegularExpression); replacements may use \0..\9 for captured groups.
struct SearchOptions {
  QString pattern;
  bool regularExpression = false;
  bool caseSensitive = false;
  bool wholeWord = false;
};

struct SearchMatch {
  qsizetype start = 0;  // in QString characters
  qsizetype length = 0;
  QRegularExpressionMatch match;
};

// The expression the options describe; invalid with `error` set for a bad pattern.
QRegularExpression searchExpression(const SearchOptions& options, QString* error);
// The next match starting at or after `from` (forward) or ending at or before `from`
// (backward), wrapping around the text once. Empty matches are skipped.
std::optional<SearchMatch> findInText(const QString& text, qsizetype from, const SearchOptions& options, bool forward,
                                      QString* error);
// The replacement for one match, with \N replaced by group N and \\ by a backslash
// (only for regular expressions; plain text replaces literally).
QString expandReplacement(const SearchMatch& match, const QString& replacement, bool regularExpression);
// Replaces every match; returns how many.
int replaceAllInText(QString* text, const SearchOptions& options, const QString& replacement, QString* error);

}  // namespace Kibitz::App
