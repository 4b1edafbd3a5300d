#include "core/reply_limits.h"

namespace Kibitz::Rules::ReplyLimits {

QString problem(const QStringList& lines)
{
  // Line ends count too, so that a flood of empty lines is bounded like any other.
  qsizetype chars = 0;
  for (qsizetype i = 0; i < lines.size(); ++i) {
    chars += lines[i].size() + 1;
    if (chars > kMaxReplyChars)
      return QStringLiteral("the reply is longer than the limit of %1 characters (at line %2)").arg(kMaxReplyChars).arg(i + 1);
  }
  return {};
}

}  // namespace Kibitz::Rules::ReplyLimits
