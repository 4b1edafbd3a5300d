#include "match/process_line_buffer.h"

#include <utility>

namespace Kibitz::Debugger {

bool ProcessLineBuffer::appendToPartial(const char* data, qsizetype size)
{
  if (partial_.size() + size > maxLineBytes_) {
    overflowed_ = true;
    partial_ = QByteArray();
    return false;
  }
  partial_.append(data, size);
  return true;
}

bool ProcessLineBuffer::append(const char* data, qsizetype size)
{
  if (overflowed_)
    return false;
  qsizetype start = 0;
  if (skipLf_ && size > 0) {
    skipLf_ = false;
    if (data[0] == '\n')
      start = 1;
  }
  for (qsizetype i = start; i < size; ++i) {
    const char c = data[i];
    if (c != '\n' && c != '\r')
      continue;
    if (!appendToPartial(data + start, i - start))
      return false;
    lines_.append(std::exchange(partial_, QByteArray()));
    if (c == '\r') {
      if (i + 1 == size)
        skipLf_ = true;  // the LF of a CRLF may come with the next read
      else if (data[i + 1] == '\n')
        ++i;
    }
    start = i + 1;
  }
  return appendToPartial(data + start, size - start);
}

void ProcessLineBuffer::consume(qsizetype count)
{
  consumed_ += qMin(count, lineCount());
  // Compact once the consumed prefix dominates, keeping consume() amortised O(1).
  if (consumed_ == lines_.size()) {
    lines_.clear();
    consumed_ = 0;
  } else if (consumed_ > 64 && consumed_ * 2 > lines_.size()) {
    lines_.remove(0, consumed_);
    consumed_ = 0;
  }
}

}  // namespace Kibitz::Debugger
