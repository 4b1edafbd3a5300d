#include "animation/gif_encoder.h"

#include <QHash>

#include <algorithm>
#include <array>
#include <vector>

namespace Kibitz::Debugger {

namespace {

constexpr int kMaxCodes = 4096;  // LZW codes are at most 12 bits wide

void putShort(QByteArray& out, int value)
{
  out.append(char(value & 0xff));
  out.append(char((value >> 8) & 0xff));
}

// Codes packed least significant bit first, cut into the sub-blocks of at most 255 bytes
// an image's data is made of.
class CodeWriter {
public:
  explicit CodeWriter(QByteArray& out) : out_(out) {}
  void put(int code, int width)
  {
    bits_ |= uint32_t(code) << count_;
    count_ += width;
    while (count_ >= 8) {
      byte(uint8_t(bits_ & 0xff));
      bits_ >>= 8;
      count_ -= 8;
    }
  }
  void finish()
  {
    if (count_ > 0)
      byte(uint8_t(bits_ & 0xff));
    if (!block_.empty())
      flushBlock();
    out_.append(char(0));  // the block terminator
  }

private:
  void byte(uint8_t b)
  {
    block_.push_back(b);
    if (block_.size() == 255)
      flushBlock();
  }
  void flushBlock()
  {
    out_.append(char(block_.size()));
    out_.append(reinterpret_cast<const char*>(block_.data()), qsizetype(block_.size()));
    block_.clear();
  }
  QByteArray& out_;
  uint32_t bits_ = 0;
  int count_ = 0;
  std::vector<uint8_t> block_;
};

// GIF's variable-width LZW over palette indices (each < 2^minCodeSize).
void compress(const std::vector<uint8_t>& indices, int minCodeSize, QByteArray& out)
{
  out.append(char(minCodeSize));
  CodeWriter writer(out);
  const int clear = 1 << minCodeSize;
  const int end = clear + 1;
  // The dictionary: (prefix code << 8 | next index) -> code, open addressing.
  constexpr int kSlots = 8192;
  std::array<int32_t, kSlots> keys;
  std::array<int16_t, kSlots> codes;
  int next = 0;
  int width = 0;
  auto reset = [&] {
    keys.fill(-1);
    next = clear + 2;
    width = minCodeSize + 1;
  };
  reset();
  writer.put(clear, width);
  if (indices.empty()) {
    writer.put(end, width);
    writer.finish();
    return;
  }
  int prefix = indices[0];
  for (size_t i = 1; i < indices.size(); ++i) {
    const int32_t key = (prefix << 8) | indices[i];
    size_t slot = (uint32_t(key) * 2654435761u) >> 19;  // 13 bits
    while (keys[slot] >= 0 && keys[slot] != key)
      slot = (slot + 1) & (kSlots - 1);
    if (keys[slot] == key) {
      prefix = codes[slot];
      continue;
    }
    writer.put(prefix, width);
    if (next < kMaxCodes) {
      keys[slot] = key;
      codes[slot] = int16_t(next++);
      // The decoder adds its entry one code later: it widens once its table reaches the
      // width's limit, which is when ours has gone past it.
      if (next > (1 << width) && width < 12)
        ++width;
    } else {
      writer.put(clear, width);
      reset();
    }
    prefix = indices[i];
  }
  writer.put(prefix, width);
  // The decoder adds an entry for that last code too, and may widen before the end code.
  if (next + 1 > (1 << width) && width < 12)
    ++width;
  writer.put(end, width);
  writer.finish();
}

struct Palette {
  std::vector<uint32_t> colors;  // 0xRRGGBB
  std::vector<uint8_t> indices;  // per pixel of the rectangle
};

uint32_t rgbAt(const uint8_t* p)
{
  return (uint32_t(p[0]) << 16) | (uint32_t(p[1]) << 8) | p[2];
}

// A histogram bin (5 bits per channel): how many pixels, their sum, and the exact colour
// that has most of them, if one does (found by a majority vote, counted again to be sure).
struct Bin {
  int key = 0;
  uint32_t count = 0;
  std::array<uint64_t, 3> sum{0, 0, 0};
  uint32_t candidate = 0;
  uint32_t votes = 0;
  uint32_t candidateCount = 0;
  int channel(int c) const { return (key >> (10 - 5 * c)) & 31; }
  uint32_t mean() const
  {
    return uint32_t(((sum[0] / count) << 16) | ((sum[1] / count) << 8) | (sum[2] / count));
  }
};

// Median cut over `bins` into at most `entries` boxes: the box with the most pixels times its
// widest side is cut across that side where half of its pixels lie. Each box's colour is
// the mean of its pixels.
void medianCut(std::vector<Bin*> bins, size_t entries, std::vector<uint32_t>* colors)
{
  if (bins.empty() || entries == 0)
    return;
  struct Box {
    std::vector<Bin*> bins;
    uint64_t pixels = 0;
    int axis = 0;
    int extent = 0;
  };
  auto measure = [](Box& box) {
    box.pixels = 0;
    int lo[3] = {31, 31, 31}, hi[3] = {0, 0, 0};
    for (const Bin* bin : box.bins) {
      box.pixels += bin->count;
      for (int c = 0; c < 3; ++c) {
        lo[c] = std::min(lo[c], bin->channel(c));
        hi[c] = std::max(hi[c], bin->channel(c));
      }
    }
    box.axis = 0;
    for (int c = 1; c < 3; ++c)
      if (hi[c] - lo[c] > hi[box.axis] - lo[box.axis])
        box.axis = c;
    box.extent = hi[box.axis] - lo[box.axis];
  };
  std::vector<Box> boxes(1);
  boxes[0].bins = std::move(bins);
  measure(boxes[0]);
  while (boxes.size() < entries) {
    size_t widest = boxes.size();
    uint64_t best = 0;
    for (size_t i = 0; i < boxes.size(); ++i) {
      const uint64_t weight = boxes[i].pixels * uint64_t(boxes[i].extent);
      if (boxes[i].bins.size() > 1 && weight > best) {
        best = weight;
        widest = i;
      }
    }
    if (widest == boxes.size())
      break;  // every box is one bin
    Box& box = boxes[widest];
    const int axis = box.axis;
    std::sort(box.bins.begin(), box.bins.end(), [axis](const Bin* a, const Bin* b) { return a->channel(axis) < b->channel(axis); });
    uint64_t below = 0;
    size_t cut = 1;
    for (; cut < box.bins.size() - 1; ++cut) {
      below += box.bins[cut - 1]->count;
      if (2 * below >= box.pixels)
        break;
    }
    Box upper;
    upper.bins.assign(box.bins.begin() + qsizetype(cut), box.bins.end());
    box.bins.resize(cut);
    measure(box);
    measure(upper);
    boxes.push_back(std::move(upper));
  }
  for (const Box& box : boxes) {
    std::array<uint64_t, 3> sum{0, 0, 0};
    for (const Bin* bin : box.bins)
      for (int c = 0; c < 3; ++c)
        sum[size_t(c)] += bin->sum[size_t(c)];
    colors->push_back(uint32_t(((sum[0] / box.pixels) << 16) | ((sum[1] / box.pixels) << 8) | (sum[2] / box.pixels)));
  }
}

// More than 256 colours. The bins that hold a large share of the pixels (a board's flat
// areas) get an entry each, in their exact majority colour where there is one; median cut
// shares the other entries among the rest (gradients, antialiased edges). Every pixel is
// then drawn with the nearest entry.
Palette quantised(const uint8_t* rgba, qsizetype stride, const QRect& rect)
{
  constexpr int kBins = 1 << 15;
  constexpr size_t kMaxReserved = 128;
  std::vector<Bin> bins(kBins);
  auto keyOf = [](const uint8_t* p) { return ((p[0] >> 3) << 10) | ((p[1] >> 3) << 5) | (p[2] >> 3); };
  for (int y = rect.top(); y <= rect.bottom(); ++y)
    for (int x = rect.left(); x <= rect.right(); ++x) {
      const uint8_t* p = rgba + y * stride + x * 4;
      Bin& bin = bins[size_t(keyOf(p))];
      ++bin.count;
      const uint32_t rgb = rgbAt(p);
      if (bin.votes == 0)
        bin.candidate = rgb;
      bin.votes += bin.candidate == rgb ? 1 : uint32_t(-1);
      for (int c = 0; c < 3; ++c)
        bin.sum[size_t(c)] += p[c];
    }
  for (int y = rect.top(); y <= rect.bottom(); ++y)
    for (int x = rect.left(); x <= rect.right(); ++x) {
      const uint8_t* p = rgba + y * stride + x * 4;
      Bin& bin = bins[size_t(keyOf(p))];
      if (rgbAt(p) == bin.candidate)
        ++bin.candidateCount;
    }
  std::vector<Bin*> used;
  for (int key = 0; key < kBins; ++key)
    if (bins[size_t(key)].count) {
      bins[size_t(key)].key = key;
      used.push_back(&bins[size_t(key)]);
    }
  std::sort(used.begin(), used.end(), [](const Bin* a, const Bin* b) { return a->count > b->count; });
  const uint64_t pixels = uint64_t(rect.width()) * uint64_t(rect.height());
  Palette palette;
  size_t reserved = 0;
  while (reserved < std::min(used.size(), kMaxReserved) && uint64_t(used[reserved]->count) * 512 >= pixels) {
    const Bin* bin = used[reserved++];
    palette.colors.push_back(2 * bin->candidateCount > bin->count ? bin->candidate : bin->mean());
  }
  medianCut(std::vector<Bin*>(used.begin() + qsizetype(reserved), used.end()), 256 - reserved, &palette.colors);
  // Each bin's entry: its own when reserved, else the nearest to the mean of its pixels.
  std::vector<uint8_t> entry(kBins, 0);
  for (size_t i = 0; i < used.size(); ++i) {
    if (i < reserved) {
      entry[size_t(used[i]->key)] = uint8_t(i);
      continue;
    }
    const uint32_t mean = used[i]->mean();
    int bestDistance = INT32_MAX;
    for (size_t c = 0; c < palette.colors.size(); ++c) {
      const int dr = int(palette.colors[c] >> 16) - int(mean >> 16);
      const int dg = int((palette.colors[c] >> 8) & 0xff) - int((mean >> 8) & 0xff);
      const int db = int(palette.colors[c] & 0xff) - int(mean & 0xff);
      const int distance = dr * dr + dg * dg + db * db;
      if (distance < bestDistance) {
        bestDistance = distance;
        entry[size_t(used[i]->key)] = uint8_t(c);
      }
    }
  }
  palette.indices.reserve(size_t(pixels));
  for (int y = rect.top(); y <= rect.bottom(); ++y)
    for (int x = rect.left(); x <= rect.right(); ++x)
      palette.indices.push_back(entry[size_t(keyOf(rgba + y * stride + x * 4))]);
  return palette;
}

// The colours of the rectangle, exactly when there are at most 256 of them.
Palette paletteOf(const uint8_t* rgba, qsizetype stride, const QRect& rect)
{
  Palette palette;
  QHash<uint32_t, uint8_t> index;
  palette.indices.reserve(size_t(rect.width()) * size_t(rect.height()));
  uint32_t last = 0xffffffff;
  uint8_t lastIndex = 0;
  for (int y = rect.top(); y <= rect.bottom(); ++y)
    for (int x = rect.left(); x <= rect.right(); ++x) {
      const uint32_t rgb = rgbAt(rgba + y * stride + x * 4);
      if (rgb != last) {
        auto it = index.constFind(rgb);
        if (it == index.constEnd()) {
          if (palette.colors.size() == 256)
            return quantised(rgba, stride, rect);
          it = index.insert(rgb, uint8_t(palette.colors.size()));
          palette.colors.push_back(rgb);
        }
        last = rgb;
        lastIndex = *it;
      }
      palette.indices.push_back(lastIndex);
    }
  return palette;
}

}  // namespace

GifEncoder::GifEncoder(int width, int height, int delayCs)
    : width_(std::clamp(width, 1, kMaxSide)), height_(std::clamp(height, 1, kMaxSide)), delayCs_(std::clamp(delayCs, 0, 65535))
{
  out_ = "GIF89a";
  putShort(out_, width_);
  putShort(out_, height_);
  out_.append(char(0));  // no global colour table: every frame has its own
  out_.append(char(0));  // background colour index
  out_.append(char(0));  // pixel aspect ratio: not given
  // NETSCAPE2.0: loop forever.
  out_.append("\x21\xff\x0bNETSCAPE2.0\x03\x01", 16);
  putShort(out_, 0);
  out_.append(char(0));
}

QRect GifEncoder::changedRect(const uint8_t* rgba, qsizetype stride) const
{
  if (previous_.isEmpty())
    return QRect(0, 0, width_, height_);
  int left = width_, right = -1, top = height_, bottom = -1;
  const auto* before = reinterpret_cast<const uint8_t*>(previous_.constData());
  for (int y = 0; y < height_; ++y) {
    const uint8_t* row = rgba + y * stride;
    const uint8_t* old = before + qsizetype(y) * width_ * 3;
    for (int x = 0; x < width_; ++x)
      if (row[x * 4] != old[x * 3] || row[x * 4 + 1] != old[x * 3 + 1] || row[x * 4 + 2] != old[x * 3 + 2]) {
        left = std::min(left, x);
        right = std::max(right, x);
        top = std::min(top, y);
        bottom = std::max(bottom, y);
      }
  }
  if (right < 0)
    return QRect(0, 0, 1, 1);  // nothing changed: a frame all the same, one pixel redrawn
  return QRect(QPoint(left, top), QPoint(right, bottom));
}

void GifEncoder::addFrame(const uint8_t* rgba, qsizetype stride)
{
  const QRect rect = changedRect(rgba, stride);
  Palette palette = paletteOf(rgba, stride, rect);
  int bits = 1;
  while ((size_t(1) << bits) < palette.colors.size())
    ++bits;
  // Graphic control: disposal 1 (the frame stays: the next one draws over it), the delay.
  out_.append("\x21\xf9\x04\x04", 4);
  putShort(out_, delayCs_);
  out_.append(char(0));
  out_.append(char(0));
  // Image descriptor with a local colour table of 2^bits entries.
  out_.append(char(0x2c));
  putShort(out_, rect.x());
  putShort(out_, rect.y());
  putShort(out_, rect.width());
  putShort(out_, rect.height());
  out_.append(char(0x80 | (bits - 1)));
  for (size_t c = 0; c < (size_t(1) << bits); ++c) {
    const uint32_t rgb = c < palette.colors.size() ? palette.colors[c] : 0;
    out_.append(char(rgb >> 16));
    out_.append(char((rgb >> 8) & 0xff));
    out_.append(char(rgb & 0xff));
  }
  compress(palette.indices, std::max(2, bits), out_);
  // What the viewer now shows, for the next frame's rectangle.
  previous_.resize(qsizetype(width_) * height_ * 3);
  auto* shown = reinterpret_cast<uint8_t*>(previous_.data());
  for (int y = rect.top(); y <= rect.bottom(); ++y)
    for (int x = rect.left(); x <= rect.right(); ++x) {
      const uint32_t rgb = palette.colors[palette.indices[size_t((y - rect.top()) * rect.width() + (x - rect.left()))]];
      uint8_t* p = shown + (qsizetype(y) * width_ + x) * 3;
      p[0] = uint8_t(rgb >> 16);
      p[1] = uint8_t(rgb >> 8);
      p[2] = uint8_t(rgb);
    }
  ++frames_;
}

QByteArray GifEncoder::finish()
{
  out_.append(char(0x3b));
  QByteArray done = std::move(out_);
  out_.clear();
  previous_.clear();
  return done;
}

}  // namespace Kibitz::Debugger
