#pragma once

#include <QByteArray>
#include <QRect>

#include <cstdint>

namespace Kibitz::Debugger {

// An animated GIF (GIF89a) from RGBA frames of one size, written by the project (no
// library): a NETSCAPE2.0 extension that loops forever, and per frame a graphic control
// extension (its delay), the rectangle that changed since the previous frame (all of the
// first) with a local palette of the colours that rectangle uses, LZW-compressed. At most
// 256 colours in the rectangle: exact. More: at 5 bits per channel, an entry for each bin
// holding a large share of the pixels (in its exact majority colour: a board's flat areas
// stay exact), median cut for the rest, each pixel drawn with its bin's entry. Alpha is
// ignored (frames are opaque).
class GifEncoder {
public:
  static constexpr int kMaxSide = 16384;  // GIF's fields hold 65535; kept well below

  // `delayCs`: each frame's time on screen, in hundredths of a second.
  GifEncoder(int width, int height, int delayCs);

  // Appends a frame: width*height pixels, 4 bytes each (R, G, B, A), rows `stride` bytes apart.
  void addFrame(const uint8_t* rgba, qsizetype stride);
  // The file: what was appended, then the trailer. The encoder is empty afterwards.
  QByteArray finish();

  int frameCount() const { return frames_; }

private:
  QRect changedRect(const uint8_t* rgba, qsizetype stride) const;

  int width_;
  int height_;
  int delayCs_;
  int frames_ = 0;
  QByteArray out_;
  QByteArray previous_;  // the previous frame's RGB, packed (width*height*3)
};

}  // namespace Kibitz::Debugger
