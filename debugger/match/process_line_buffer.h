#pragma once

#include <QByteArray>
#include <QList>

namespace Kibitz::Debugger {

// Splits a bot's stdout into lines. LF, CR and CRLF each end a line (a CRLF split across
// two reads is still one terminator). Complete lines wait here until a turn consumes
// them, so surplus lines go to later turns (docs/games/fencing.md §14 decision 3). The
// unfinished line is bounded: a bot writing without newlines cannot make the runner grow.
class ProcessLineBuffer {
public:
  explicit ProcessLineBuffer(qsizetype maxLineBytes) : maxLineBytes_(maxLineBytes) {}

  // Adds bytes read from the pipe. Returns false, and accepts nothing more, once a line
  // is longer than maxLineBytes.
  bool append(const char* data, qsizetype size);
  bool overflowed() const { return overflowed_; }

  // Complete lines, oldest first, without their terminators.
  qsizetype lineCount() const { return lines_.size() - consumed_; }
  const QByteArray& line(qsizetype i) const { return lines_[consumed_ + i]; }
  // Drops the first `count` complete lines.
  void consume(qsizetype count);

  qsizetype maxLineBytes() const { return maxLineBytes_; }

private:
  bool appendToPartial(const char* data, qsizetype size);

  qsizetype maxLineBytes_;
  QList<QByteArray> lines_;
  qsizetype consumed_ = 0;   // lines_ before this index are gone (compacted lazily)
  QByteArray partial_;       // the line being received
  bool skipLf_ = false;      // the last byte seen was a CR: a following LF belongs to it
  bool overflowed_ = false;
};

}  // namespace Kibitz::Debugger
