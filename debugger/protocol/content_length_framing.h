#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace Kibitz::Debugger {

// The framing of the Debug Adapter Protocol and the Language Server Protocol: each message
// is "Content-Length: N\r\n" (other header lines allowed), an empty line, then N bytes of
// JSON. Feed what a pipe gave with append(), take whole messages with next(). A peer that
// sends garbage or a message above the bound puts the reader in an error state for good:
// the stream cannot be resynchronised, so the caller should give up on the peer.
class ContentLengthFraming {
public:
  static constexpr qsizetype kDefaultMaxMessageBytes = qsizetype(64) << 20;
  static constexpr qsizetype kMaxHeaderBytes = 4096;

  explicit ContentLengthFraming(qsizetype maxMessageBytes = kDefaultMaxMessageBytes) : maxMessageBytes_(maxMessageBytes) {}

  // One framed message around `body`.
  static QByteArray frame(const QByteArray& body);

  void append(const QByteArray& bytes);
  // The next whole message's body, or nothing (more bytes needed, or error()).
  std::optional<QByteArray> next();
  // Why the stream is unusable ("" while it is fine).
  const QString& error() const { return error_; }

private:
  bool parseHeader();

  qsizetype maxMessageBytes_;
  QByteArray buffer_;
  qsizetype bodyLength_ = -1;  // -1: the header is not read yet
  QString error_;
};

}  // namespace Kibitz::Debugger
