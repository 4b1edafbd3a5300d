#pragma once

// A GIF decoder for the tests, written from the GIF89a specification (LZW, local colour
// tables, frames drawn over the previous one, disposal ignored: Kibitz's frames stay). It
// fails on anything out of place rather than guessing.
#include <QByteArray>
#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace Kibitz::Test {

struct Decoded {
  int width = 0;
  int height = 0;
  bool loops = false;
  QList<int> delays;
  int frameCount = 0;
  QList<std::vector<uint32_t>> frames;  // each the whole canvas after the frame, 0xRRGGBB (if kept)
};

class GifReader {
public:
  // `onFrame(index, canvas)`: called after each frame; given one, frames are not kept
  // (hundreds of full canvases would not fit in memory).
  using FrameCallback = std::function<void(int, const std::vector<uint32_t>&)>;
  explicit GifReader(const QByteArray& data, FrameCallback onFrame = {}) : d_(data), onFrame_(std::move(onFrame)) {}

  std::optional<Decoded> read(QString* why)
  {
    Decoded out;
    if (d_.left(6) != "GIF89a")
      return fail(why, QStringLiteral("not GIF89a"));
    at_ = 6;
    out.width = u16();
    out.height = u16();
    const int flags = u8();
    u8();
    u8();
    if (flags & 0x80)
      return fail(why, QStringLiteral("a global colour table: the encoder writes none"));
    std::vector<uint32_t> canvas(size_t(out.width) * size_t(out.height), 0);
    int delay = -1;
    while (ok_) {
      const int block = u8();
      if (block == 0x3b)
        return ok_ ? std::optional<Decoded>(out) : fail(why, QStringLiteral("truncated"));
      if (block == 0x21) {
        const int label = u8();
        const QByteArray first = subBlock();
        if (label == 0xf9 && first.size() == 4)
          delay = quint8(first[1]) | (quint8(first[2]) << 8);
        if (label == 0xff && first == "NETSCAPE2.0")
          out.loops = true;
        while (ok_ && !subBlock().isEmpty()) {
        }
        continue;
      }
      if (block != 0x2c)
        return fail(why, QStringLiteral("unknown block 0x%1 at byte %2").arg(block, 0, 16).arg(at_ - 1));
      const int left = u16(), top = u16(), w = u16(), h = u16();
      const int imageFlags = u8();
      if (!(imageFlags & 0x80) || left + w > out.width || top + h > out.height)
        return fail(why, QStringLiteral("a frame without a local palette, or outside the canvas"));
      std::vector<uint32_t> palette(size_t(2) << (imageFlags & 7));
      for (uint32_t& c : palette)
        c = (uint32_t(u8()) << 16) | (uint32_t(u8()) << 8) | uint32_t(u8());
      const int minCodeSize = u8();
      QByteArray data;
      for (QByteArray b = subBlock(); ok_ && !b.isEmpty(); b = subBlock())
        data += b;
      const std::optional<std::vector<uint8_t>> indices = lzw(data, minCodeSize, size_t(w) * size_t(h), why);
      if (!indices)
        return std::nullopt;
      for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
          const uint8_t index = (*indices)[size_t(y * w + x)];
          if (index >= palette.size())
            return fail(why, QStringLiteral("index past the palette"));
          canvas[size_t((top + y) * out.width + left + x)] = palette[index];
        }
      out.delays.append(delay);
      if (onFrame_)
        onFrame_(out.frameCount, canvas);
      else
        out.frames.append(canvas);
      ++out.frameCount;
    }
    return fail(why, QStringLiteral("truncated"));
  }

private:
  std::optional<Decoded> fail(QString* why, const QString& text)
  {
    *why = text;
    return std::nullopt;
  }
  int u8()
  {
    if (at_ >= d_.size()) {
      ok_ = false;
      return 0;
    }
    return quint8(d_[at_++]);
  }
  int u16()
  {
    const int lo = u8();
    return lo | (u8() << 8);
  }
  QByteArray subBlock()
  {
    const int n = u8();
    if (at_ + n > d_.size())
      ok_ = false;
    const QByteArray b = d_.mid(at_, n);
    at_ += n;
    return b;
  }

  // The table as (prefix code, last byte, first byte, length): an entry is written by
  // walking its prefixes back, no string copied.
  static std::optional<std::vector<uint8_t>> lzw(const QByteArray& data, int minCodeSize, size_t pixels, QString* why)
  {
    if (minCodeSize < 2 || minCodeSize > 8) {
      *why = QStringLiteral("LZW minimum code size %1").arg(minCodeSize);
      return std::nullopt;
    }
    const int clear = 1 << minCodeSize, end = clear + 1;
    std::vector<int> prefix(4096, -1), length(4096, 0);
    std::vector<uint8_t> last(4096, 0), first(4096, 0);
    for (int i = 0; i < clear; ++i) {
      last[size_t(i)] = first[size_t(i)] = uint8_t(i);
      length[size_t(i)] = 1;
    }
    int size = clear + 2;
    int width = minCodeSize + 1;
    std::vector<uint8_t> out;
    out.reserve(pixels);
    auto write = [&](int code) {
      out.resize(out.size() + size_t(length[size_t(code)]));
      for (size_t i = out.size(); code >= 0; code = prefix[size_t(code)])
        out[--i] = last[size_t(code)];
    };
    qsizetype bit = 0;
    int previous = -1;
    for (;;) {
      if (bit + width > data.size() * 8) {
        *why = QStringLiteral("no end code");
        return std::nullopt;
      }
      int code = 0;
      for (int i = 0; i < width; ++i, ++bit)
        code |= ((quint8(data[bit / 8]) >> (bit % 8)) & 1) << i;
      if (code == clear) {
        size = clear + 2;
        width = minCodeSize + 1;
        previous = -1;
        continue;
      }
      if (code == end)
        break;
      uint8_t head = 0;
      if (code < size && (code < clear || code > end)) {
        head = first[size_t(code)];
        write(code);
      } else if (code == size && previous >= 0) {
        head = first[size_t(previous)];
        write(previous);
        out.push_back(head);
      } else {
        *why = QStringLiteral("code %1 not in the table (%2 entries)").arg(code).arg(size);
        return std::nullopt;
      }
      if (out.size() > pixels) {
        *why = QStringLiteral("more than %1 pixels").arg(pixels);
        return std::nullopt;
      }
      if (previous >= 0 && size < 4096) {
        prefix[size_t(size)] = previous;
        last[size_t(size)] = head;
        first[size_t(size)] = first[size_t(previous)];
        length[size_t(size)] = length[size_t(previous)] + 1;
        ++size;
        if (size == (1 << width) && width < 12)
          ++width;
      }
      previous = code;
    }
    if (out.size() != pixels) {
      *why = QStringLiteral("%1 pixels decoded for %2").arg(out.size()).arg(pixels);
      return std::nullopt;
    }
    return out;
  }

  const QByteArray& d_;
  FrameCallback onFrame_;
  qsizetype at_ = 0;
  bool ok_ = true;
};

}  // namespace Kibitz::Test
