#pragma once

#include <QString>
#include <QStringList>

namespace Kibitz::Rules::ReplyLimits {

// The largest reply a game's parseReply reads: a bot process is cut off earlier (its
// line bound), but script files and replays being verified can hold any text.
constexpr qsizetype kMaxReplyChars = qsizetype(1) << 20;

// Empty when `lines` hold at most kMaxReplyChars characters, each line counted with its
// end; else the reason, naming the limit.
QString problem(const QStringList& lines);

}  // namespace Kibitz::Rules::ReplyLimits
