#include "core/json_limits.h"

#include <array>

namespace Kibitz::Rules::JsonLimits {

namespace {

// The bytes that change the depth or leave a string: all others are skipped with one
// look-up (most of a replay is text in strings).
constexpr std::array<bool, 256> kSpecial = [] {
  std::array<bool, 256> special{};
  for (const char c : {'"', '\\', '[', ']', '{', '}'})
    special[uchar(c)] = true;
  return special;
}();

}  // namespace

QString problem(QByteArrayView json, qsizetype maxBytes, int maxDepth)
{
  if (json.size() > maxBytes)
    return QStringLiteral("the JSON is %1 bytes long, more than the limit of %2 bytes").arg(json.size()).arg(maxBytes);
  // Brackets inside strings do not nest; a malformed document is left to the parser.
  int depth = 0;
  bool inString = false;
  const char* data = json.data();
  for (qsizetype i = 0; i < json.size(); ++i) {
    const char c = data[i];
    if (!kSpecial[uchar(c)])
      continue;
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if (c == '[' || c == '{') {
      if (++depth > maxDepth)
        return QStringLiteral("the JSON nests arrays and objects deeper than the limit of %1 levels (at byte %2)")
            .arg(maxDepth)
            .arg(i);
    } else if ((c == ']' || c == '}') && depth > 0) {
      --depth;
    }
  }
  return {};
}

}  // namespace Kibitz::Rules::JsonLimits
