#include "profile/perf_script_parser.h"

namespace Kibitz::Debugger {

qint64 parsePerfTime(QByteArrayView text)
{
  const qsizetype dot = text.indexOf('.');
  if (dot <= 0 || dot > 12 || text.size() - dot - 1 < 1 || text.size() - dot - 1 > 9)
    return -1;
  qint64 seconds = 0;
  for (const char c : text.first(dot)) {
    if (c < '0' || c > '9')
      return -1;
    seconds = seconds * 10 + (c - '0');
  }
  qint64 fraction = 0;
  int digits = 0;
  for (const char c : text.sliced(dot + 1)) {
    if (c < '0' || c > '9')
      return -1;
    fraction = fraction * 10 + (c - '0');
    ++digits;
  }
  for (; digits < 9; ++digits)
    fraction *= 10;
  return seconds * 1'000'000'000 + fraction;
}

void PerfScriptParser::feed(QByteArrayView bytes)
{
  while (!bytes.isEmpty()) {
    const qsizetype nl = bytes.indexOf('\n');
    const QByteArrayView piece = nl < 0 ? bytes : bytes.first(nl);
    if (!overlong_) {
      if (partial_.size() + piece.size() > kMaxLineBytes) {
        overlong_ = true;
        partial_.clear();
      } else {
        partial_.append(piece);
      }
    }
    if (nl < 0)
      return;
    if (overlong_)
      ++skippedLines_;
    else
      line(partial_);
    partial_.clear();
    overlong_ = false;
    bytes = bytes.sliced(nl + 1);
  }
}

void PerfScriptParser::finish()
{
  if (!partial_.isEmpty() && !overlong_)
    line(partial_);
  partial_.clear();
  endSample();
}

void PerfScriptParser::line(QByteArrayView text)
{
  if (text.trimmed().isEmpty()) {
    endSample();
    return;
  }
  const bool frame = text.front() == ' ' || text.front() == '\t';
  // A header: the sample's fields, the time last, ending with ':'. Frames are indented
  // more than a header's thread id; a header is recognised by its time field.
  const QByteArrayView trimmed = text.trimmed();
  if (trimmed.endsWith(':')) {
    const qsizetype space = trimmed.lastIndexOf(' ');
    const qint64 t = parsePerfTime(trimmed.sliced(space + 1).chopped(1));
    if (t >= 0) {
      endSample();
      inSample_ = true;
      timeNs_ = t;
      return;
    }
  }
  if (!frame || !inSample_) {
    ++skippedLines_;
    return;
  }
  if (frames_.size() >= kMaxFrames)
    return;
  // "ADDRESS SYMBOL": the symbol may hold spaces (C++ templates); ';' separates frames.
  const qsizetype space = trimmed.indexOf(' ');
  QString symbol = space < 0 ? QString() : QString::fromUtf8(trimmed.sliced(space + 1).trimmed());
  if (symbol.isEmpty())
    symbol = QStringLiteral("[unknown]");
  symbol.replace(QLatin1Char(';'), QLatin1Char(':'));
  frames_.append(symbol);
}

void PerfScriptParser::endSample()
{
  if (!inSample_)
    return;
  inSample_ = false;
  if (frames_.isEmpty())
    frames_.append(QStringLiteral("[unknown]"));
  if (frames_.front() == QLatin1String("[unknown]"))
    ++unnamedLeaves_;
  if (samples_.size() < kMaxSamples) {
    QString stack;
    for (qsizetype i = frames_.size() - 1; i >= 0; --i) {
      stack += frames_[i];
      if (i > 0)
        stack += QLatin1Char(';');
    }
    samples_.append({timeNs_, *stacks_.insert(stack), 1});  // one copy of each stack
  }
  frames_.clear();
}

}  // namespace Kibitz::Debugger
