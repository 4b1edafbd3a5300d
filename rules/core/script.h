#pragma once

#include "core/bot.h"

#include <QStringList>

namespace Kibitz::Rules {

// The default action-script reader shared by most games: one reply line per line of the
// file; empty lines and lines starting with '#' are skipped; each turn takes lines until
// State::replyComplete() says the reply is whole. A reply is taken only in turns where
// the player acts, so turns without input consume nothing.
class LineScript : public ScriptedReplies {
public:
  explicit LineScript(const QByteArray& content);
  bool next(const State& state, int player, QStringList* lines) override;
  int remaining() const { return int(lines_.size()) - cursor_; }

private:
  QStringList lines_;
  int cursor_ = 0;
};

// Splits text into lines on LF, CR or CRLF (Fencing's rule, docs/games/fencing.md §14
// decision 3, used for all bot output), without the terminators; a final line without
// terminator counts.
QStringList splitLines(QStringView text);

}  // namespace Kibitz::Rules
