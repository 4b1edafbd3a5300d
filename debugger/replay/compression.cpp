#include "replay/compression.h"

#include <zlib.h>

#include <algorithm>

namespace Kibitz::Debugger::Compression {

namespace {
constexpr int kGzipWindowBits = 15 + 16;  // 16: write/expect a gzip header
constexpr qsizetype kChunk = 256 * 1024;
}

bool looksGzipped(const QByteArray& head)
{
  return head.size() >= 2 && uchar(head[0]) == 0x1f && uchar(head[1]) == 0x8b;
}

QByteArray gzip(const QByteArray& data, int level)
{
  z_stream stream{};
  if (deflateInit2(&stream, level, Z_DEFLATED, kGzipWindowBits, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    return {};
  QByteArray out;
  out.resize(qsizetype(deflateBound(&stream, uLong(data.size()))) + 64);
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
  stream.avail_in = uInt(data.size());
  stream.next_out = reinterpret_cast<Bytef*>(out.data());
  stream.avail_out = uInt(out.size());
  const int rc = deflate(&stream, Z_FINISH);
  out.resize(qsizetype(stream.total_out));
  deflateEnd(&stream);
  return rc == Z_STREAM_END ? out : QByteArray();
}

std::optional<QByteArray> gunzip(const QByteArray& data, qsizetype maxOutput, QString* error)
{
  z_stream stream{};
  if (inflateInit2(&stream, kGzipWindowBits) != Z_OK) {
    *error = QStringLiteral("cannot start decompression");
    return std::nullopt;
  }
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
  stream.avail_in = uInt(data.size());
  QByteArray out;
  int rc = Z_OK;
  while (rc != Z_STREAM_END) {
    if (out.size() >= maxOutput) {
      inflateEnd(&stream);
      *error = QStringLiteral("decompressed data exceeds %1 MiB; refusing to load").arg(maxOutput >> 20);
      return std::nullopt;
    }
    const qsizetype before = out.size();
    // Grown by doubling as QByteArray would, but never past the limit: a bomb's refusal
    // allocates `maxOutput` at most.
    if (out.capacity() < before + kChunk)
      out.reserve(std::min(maxOutput, std::max(2 * out.capacity(), before + kChunk)));
    out.resize(before + std::min(kChunk, maxOutput - before));
    stream.next_out = reinterpret_cast<Bytef*>(out.data() + before);
    stream.avail_out = uInt(out.size() - before);
    rc = inflate(&stream, Z_NO_FLUSH);
    out.resize(out.size() - qsizetype(stream.avail_out));
    if (rc == Z_BUF_ERROR && stream.avail_in == 0) {
      inflateEnd(&stream);
      *error = QStringLiteral("compressed data is truncated (after %1 bytes of output)").arg(out.size());
      return std::nullopt;
    }
    if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) {
      inflateEnd(&stream);
      *error = QStringLiteral("compressed data is corrupt at input byte %1 (%2)")
                   .arg(stream.total_in)
                   .arg(QString::fromLatin1(stream.msg ? stream.msg : "zlib error"));
      return std::nullopt;
    }
  }
  inflateEnd(&stream);
  return out;
}

}  // namespace Kibitz::Debugger::Compression
