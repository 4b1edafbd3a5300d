#include "orkisland/orkisland_trace.h"

#include "core/state.h"
#include "orkisland/orkisland_board.h"
#include "orkisland/orkisland_text.h"

#include <algorithm>

namespace Kibitz::Rules::OrkIsland {

namespace {

// The tokens of one trace line without its comment.
std::vector<std::string_view> lineTokens(std::string_view line)
{
  const size_t hash = line.find('#');
  if (hash != std::string_view::npos)
    line = line.substr(0, hash);
  std::vector<std::string_view> tokens;
  size_t pos = 0;
  while (pos < line.size()) {
    while (pos < line.size() && (line[pos] == ' ' || line[pos] == '\t' || line[pos] == '\r'))
      ++pos;
    const size_t start = pos;
    while (pos < line.size() && line[pos] != ' ' && line[pos] != '\t' && line[pos] != '\r')
      ++pos;
    if (pos > start)
      tokens.push_back(line.substr(start, pos - start));
  }
  return tokens;
}

template <class F>
void forEachLine(const QByteArray& text, F&& f)
{
  const std::string_view all(text.constData(), size_t(text.size()));
  size_t start = 0;
  int number = 1;
  while (start <= all.size()) {
    size_t end = all.find('\n', start);
    if (end == std::string_view::npos)
      end = all.size();
    if (!f(number, all.substr(start, end - start)))
      return;
    start = end + 1;
    ++number;
  }
}

}  // namespace

std::optional<CommandTrace> CommandTrace::parse(const QByteArray& text, QString* error)
{
  CommandTrace trace;
  bool ok = true;
  forEachLine(text, [&](int number, std::string_view line) {
    const std::vector<std::string_view> tokens = lineTokens(line);
    if (tokens.empty())
      return true;
    std::optional<int> values[4];
    if (tokens.size() == 4)
      for (int k = 0; k < 4; ++k)
        values[k] = parseInt(tokens[size_t(k)]);
    if (tokens.size() != 4 || !values[0] || !values[1] || !values[2] || !values[3]) {
      *error = QStringLiteral("trace line %1: expected 'ROUND PLAYER UNIT DIR' (four integers), got '%2'")
                   .arg(number).arg(QString::fromUtf8(line.data(), qsizetype(std::min<size_t>(line.size(), 60))));
      ok = false;
      return false;
    }
    if (*values[0] < 0 || *values[1] < 0 || *values[1] >= kNumPlayers) {
      *error = QStringLiteral("trace line %1: round must be >= 0 and player 0..3 (got round %2, player %3)")
                   .arg(number).arg(*values[0]).arg(*values[1]);
      ok = false;
      return false;
    }
    trace.commands_[{*values[0], *values[1]}].push_back({*values[2], *values[3]});
    ++trace.size_;
    return true;
  });
  if (!ok)
    return std::nullopt;
  return trace;
}

const std::vector<std::pair<int32_t, int32_t>>& CommandTrace::commands(int round, int player) const
{
  static const std::vector<std::pair<int32_t, int32_t>> kNone;
  const auto it = commands_.find({round, player});
  return it == commands_.end() ? kNone : it->second;
}

QByteArray CommandTrace::write(int64_t seed, const QStringList& names, std::vector<TraceCommand> commands)
{
  std::stable_sort(commands.begin(), commands.end(), [](const TraceCommand& a, const TraceCommand& b) {
    return a.round != b.round ? a.round < b.round : a.player < b.player;
  });
  std::string out = "# orkisland trace\n# seed " + std::to_string(seed) + "\n# names";
  for (const QString& name : names)
    out += ' ' + name.simplified().replace(QLatin1Char(' '), QLatin1Char('_')).toStdString();
  out += '\n';
  for (const TraceCommand& c : commands)
    out += std::to_string(c.round) + ' ' + std::to_string(c.player) + ' ' + std::to_string(c.unit) + ' '
         + std::to_string(c.dir) + '\n';
  return QByteArray::fromStdString(out);
}

bool looksLikeTrace(const QByteArray& text)
{
  bool trace = true;  // an empty file is an empty trace: the player never issues anything
  forEachLine(text, [&](int, std::string_view line) {
    const std::vector<std::string_view> tokens = lineTokens(line);
    if (tokens.empty())
      return true;
    trace = tokens.size() == 4;
    return false;
  });
  return trace;
}

bool TraceScript::next(const State& state, int player, QStringList* lines)
{
  lines->clear();
  for (const auto& [unit, dir] : trace_.commands(state.turn(), player)) {
    const char letter = dir >= 0 && dir < kDirCount ? kDirLetter[size_t(dir)] : 'x';
    lines->append(QStringLiteral("%1 %2").arg(unit).arg(QLatin1Char(letter)));
  }
  lines->append(QStringLiteral("-1"));
  return true;
}

}  // namespace Kibitz::Rules::OrkIsland
