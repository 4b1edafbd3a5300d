#include "protocol/content_length_framing.h"

#include <QList>

namespace Kibitz::Debugger {

QByteArray ContentLengthFraming::frame(const QByteArray& body)
{
  return "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

void ContentLengthFraming::append(const QByteArray& bytes)
{
  if (error_.isEmpty())
    buffer_.append(bytes);
}

// Reads the header once it is complete; false with error_ set when it is not valid.
bool ContentLengthFraming::parseHeader()
{
  const qsizetype end = buffer_.indexOf("\r\n\r\n");
  if (end < 0) {
    if (buffer_.size() > kMaxHeaderBytes)
      error_ = QStringLiteral("no message header in the first %1 bytes").arg(kMaxHeaderBytes);
    return false;
  }
  if (end > kMaxHeaderBytes) {
    error_ = QStringLiteral("a message header longer than %1 bytes").arg(kMaxHeaderBytes);
    return false;
  }
  qsizetype length = -1;
  for (const QByteArray& line : buffer_.left(end).split('\n')) {
    const QByteArray field = line.endsWith('\r') ? line.chopped(1) : line;
    const qsizetype colon = field.indexOf(':');
    if (colon <= 0) {
      error_ = QStringLiteral("a malformed header line: %1").arg(QString::fromLatin1(field.left(80).toPercentEncoding(" :")));
      return false;
    }
    if (field.left(colon).trimmed().compare("Content-Length", Qt::CaseInsensitive) != 0)
      continue;  // Content-Type and the like carry nothing we need
    bool ok = false;
    length = field.mid(colon + 1).trimmed().toLongLong(&ok);
    if (!ok || length < 0) {
      error_ = QStringLiteral("a malformed Content-Length: %1").arg(QString::fromLatin1(field.left(80).toPercentEncoding(" :")));
      return false;
    }
  }
  if (length < 0) {
    error_ = QStringLiteral("a message header without Content-Length");
    return false;
  }
  if (length > maxMessageBytes_) {
    error_ = QStringLiteral("a message of %1 bytes, above the bound of %2").arg(length).arg(maxMessageBytes_);
    return false;
  }
  buffer_.remove(0, end + 4);
  bodyLength_ = length;
  return true;
}

std::optional<QByteArray> ContentLengthFraming::next()
{
  if (!error_.isEmpty())
    return std::nullopt;
  if (bodyLength_ < 0 && !parseHeader()) {
    if (!error_.isEmpty())
      buffer_.clear();  // nothing more will be read from it
    return std::nullopt;
  }
  if (buffer_.size() < bodyLength_)
    return std::nullopt;
  QByteArray body = buffer_.left(bodyLength_);
  buffer_.remove(0, bodyLength_);
  bodyLength_ = -1;
  return body;
}

}  // namespace Kibitz::Debugger
