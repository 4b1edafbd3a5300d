#include "orkisland/orkisland_text.h"

#include <charconv>

namespace Kibitz::Rules::OrkIsland {

namespace {
bool isSpace(char c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
}  // namespace

void TokenReader::skipSpace()
{
  while (pos_ < data_.size() && isSpace(data_[pos_])) {
    if (data_[pos_] == '\n')
      ++cursorLine_;
    ++pos_;
  }
}

std::string_view TokenReader::next()
{
  skipSpace();
  line_ = cursorLine_;
  const size_t start = pos_;
  while (pos_ < data_.size() && !isSpace(data_[pos_]))
    ++pos_;
  return data_.substr(start, pos_ - start);
}

std::string_view TokenReader::peek()
{
  skipSpace();
  size_t end = pos_;
  while (end < data_.size() && !isSpace(data_[end]))
    ++end;
  return data_.substr(pos_, end - pos_);
}

bool TokenReader::atEnd()
{
  skipSpace();
  return pos_ >= data_.size();
}

size_t TokenReader::offset()
{
  skipSpace();
  return pos_;
}

bool TokenReader::skipIfNext(std::string_view raw)
{
  skipSpace();
  if (raw.empty() || data_.substr(pos_, raw.size()) != raw)
    return false;
  for (char c : raw)
    cursorLine_ += c == '\n' ? 1 : 0;
  pos_ += raw.size();
  line_ = cursorLine_;
  return true;
}

std::optional<int> parseInt(std::string_view token)
{
  if (token.empty())
    return std::nullopt;
  const char* begin = token.data();
  const char* end = token.data() + token.size();
  if (*begin == '+')
    ++begin;
  int value = 0;
  const auto result = std::from_chars(begin, end, value);
  if (result.ec != std::errc() || result.ptr != end || begin == end)
    return std::nullopt;
  return value;
}

QString shown(std::string_view token)
{
  if (token.empty())
    return QStringLiteral("end of file");
  if (token.size() > 40)
    return QStringLiteral("'%1...'").arg(QString::fromUtf8(token.data(), 40));
  return QStringLiteral("'%1'").arg(QString::fromUtf8(token.data(), qsizetype(token.size())));
}

void appendSettingsBlock(std::string& out, const Settings& settings)
{
  out += "OrkIsland 1.0\n";
  for (const auto& [key, value] : settings.entries()) {
    std::string line = key;
    line.resize(28, ' ');
    out += line;
    out += std::to_string(value);
    out += '\n';
  }
}

void appendNamesLine(std::string& out, const QStringList& names)
{
  out += "names         ";
  for (const QString& name : names) {
    QString clean = name;
    for (QChar& c : clean)
      if (c.isSpace())
        c = QLatin1Char('_');
    out += ' ';
    out += clean.toStdString();
  }
  out += '\n';
}

void appendLogHeader(std::string& out, int64_t seed, const Settings& settings, const QStringList& names)
{
  out += "Game\n\nSeed ";
  out += std::to_string(seed);
  out += "\n\n";
  appendSettingsBlock(out, settings);
  appendNamesLine(out, names);
}

}  // namespace Kibitz::Rules::OrkIsland
