// § numbers: the Rules reference of docs/games/orkisland.md.
#pragma once

#include "orkisland/orkisland_board.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <string_view>

namespace Kibitz::Rules::OrkIsland {

// Whitespace-separated tokens with their line numbers: the original reads its .cnf and
// logs token by token (§3.1, §13.4), so line breaks never matter, but errors name lines.
class TokenReader {
public:
  explicit TokenReader(const QByteArray& data) : data_(data.constData(), size_t(data.size())) {}
  // The next token, or an empty view at the end (line() is then the last line).
  std::string_view next();
  std::string_view peek();
  bool atEnd();
  // The line of the token last returned by next() (1-based).
  int line() const { return line_; }
  // The offset of the next token.
  size_t offset();
  // The text between two offsets.
  std::string_view slice(size_t from, size_t to) const { return data_.substr(from, to - from); }
  // Skips `raw` when the input continues with exactly those bytes (a repeated block).
  bool skipIfNext(std::string_view raw);

private:
  void skipSpace();
  std::string_view data_;
  size_t pos_ = 0;
  int cursorLine_ = 1;
  int line_ = 1;
};

// A decimal int (optional sign) fitting in 32 bits.
std::optional<int> parseInt(std::string_view token);
QString shown(std::string_view token);

// "OrkIsland 1.0" and the 14 settings lines of the log header and the .cnf (§13.1).
void appendSettingsBlock(std::string& out, const Settings& settings);
// The names line: "names" + 9 spaces, then " <name>" per player, whitespace -> '_' (§16 row 8).
void appendNamesLine(std::string& out, const QStringList& names);
// The log header (§13.1): Game, Seed, settings, names.
void appendLogHeader(std::string& out, int64_t seed, const Settings& settings, const QStringList& names);

}  // namespace Kibitz::Rules::OrkIsland
