// GifEncoder read back by the tests' GIF decoder (tests/support/gif_reader.h): the frame count, the delay, the
// loop extension, every pixel's exact colour when a frame has at most 256 colours, and
// colours close to the original when it has more.
#include "animation/gif_encoder.h"
#include "support/gif_reader.h"

#include <QRandomGenerator>
#include <QTest>

#include <vector>

using namespace Kibitz;
using Kibitz::Test::Decoded;
using Kibitz::Test::GifReader;

namespace {

// RGBA frames, filled from a function of (x, y) -> 0xRRGGBB.
template <class F>
std::vector<uint8_t> frame(int w, int h, F color)
{
  std::vector<uint8_t> rgba(size_t(w) * size_t(h) * 4);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const uint32_t c = color(x, y);
      uint8_t* p = &rgba[size_t(y * w + x) * 4];
      p[0] = uint8_t(c >> 16), p[1] = uint8_t(c >> 8), p[2] = uint8_t(c), p[3] = 255;
    }
  return rgba;
}

}  // namespace

class TestGifEncoder : public QObject {
  Q_OBJECT

private slots:
  void framesAndExactColours()
  {
    const int w = 37, h = 23;
    Debugger::GifEncoder gif(w, h, 12);
    const auto a = frame(w, h, [](int x, int y) { return (x + y) % 2 ? 0xd55e00u : 0x0072b2u; });
    const auto b = frame(w, h, [](int x, int y) { return x == 5 && y == 7 ? 0x009e73u : ((x + y) % 2 ? 0xd55e00u : 0x0072b2u); });
    gif.addFrame(a.data(), w * 4);
    gif.addFrame(b.data(), w * 4);
    gif.addFrame(b.data(), w * 4);  // unchanged: still a frame
    QString why;
    const QByteArray bytes = gif.finish();
    const std::optional<Decoded> decoded = GifReader(bytes).read(&why);
    QVERIFY2(decoded, qPrintable(why));
    QCOMPARE(decoded->width, w);
    QCOMPARE(decoded->height, h);
    QVERIFY(decoded->loops);
    QCOMPARE(decoded->frames.size(), 3);
    QCOMPARE(decoded->delays, QList<int>({12, 12, 12}));
    QCOMPARE(decoded->frames[0][0], 0x0072b2u);
    QCOMPARE(decoded->frames[0][1], 0xd55e00u);
    QCOMPARE(decoded->frames[1][size_t(7 * w + 5)], 0x009e73u);
    QCOMPARE(decoded->frames[2][size_t(7 * w + 5)], 0x009e73u);
    QCOMPARE(decoded->frames[2][size_t(7 * w + 6)], 0xd55e00u);
  }

  // 256 colours in random order: long codes, a full table and its clear code, still exact.
  void noisyFrameOf256ColoursIsExact()
  {
    const int w = 300, h = 200;
    QRandomGenerator random(42);
    std::vector<uint32_t> colors(256);
    for (uint32_t& c : colors)
      c = random.generate() & 0xffffff;
    std::vector<int> picks(size_t(w * h));
    for (int& p : picks)
      p = int(random.bounded(256));
    const auto image = frame(w, h, [&](int x, int y) { return colors[size_t(picks[size_t(y * w + x)])]; });
    Debugger::GifEncoder gif(w, h, 4);
    gif.addFrame(image.data(), w * 4);
    QString why;
    const std::optional<Decoded> decoded = GifReader(gif.finish()).read(&why);
    QVERIFY2(decoded, qPrintable(why));
    for (int i = 0; i < w * h; ++i)
      QCOMPARE(decoded->frames[0][size_t(i)], colors[size_t(picks[size_t(i)])]);
  }

  // Few colours in long runs: codes grow to 12 bits through repetition.
  void longRunsAreExact()
  {
    const int w = 640, h = 400;
    const auto image = frame(w, h, [](int x, int y) { return (x / 40 + y / 25) % 3 == 0 ? 0xffffffu : (y < 200 ? 0x111111u : 0x56b4e9u); });
    Debugger::GifEncoder gif(w, h, 4);
    gif.addFrame(image.data(), w * 4);
    QString why;
    const std::optional<Decoded> decoded = GifReader(gif.finish()).read(&why);
    QVERIFY2(decoded, qPrintable(why));
    for (int y = 0; y < h; y += 7)
      for (int x = 0; x < w; x += 5)
        QCOMPARE(decoded->frames[0][size_t(y * w + x)], (x / 40 + y / 25) % 3 == 0 ? 0xffffffu : (y < 200 ? 0x111111u : 0x56b4e9u));
  }

  // More than 256 colours: a palette of 256, every pixel near its colour.
  void gradientIsQuantisedClosely()
  {
    const int w = 256, h = 64;
    const auto image = frame(w, h, [](int x, int y) { return (uint32_t(x) << 16) | (uint32_t(y * 4) << 8) | uint32_t(255 - x); });
    Debugger::GifEncoder gif(w, h, 4);
    gif.addFrame(image.data(), w * 4);
    QString why;
    const std::optional<Decoded> decoded = GifReader(gif.finish()).read(&why);
    QVERIFY2(decoded, qPrintable(why));
    int worst = 0;
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        const uint32_t got = decoded->frames[0][size_t(y * w + x)];
        const uint8_t* want = &image[size_t(y * w + x) * 4];
        for (int c = 0; c < 3; ++c)
          worst = std::max(worst, std::abs(int((got >> (16 - 8 * c)) & 0xff) - int(want[c])));
      }
    QVERIFY2(worst <= 12, qPrintable(QString::number(worst)));
  }

  void oneByOne()
  {
    Debugger::GifEncoder gif(1, 1, 4);
    const auto image = frame(1, 1, [](int, int) { return 0xabcdefu; });
    gif.addFrame(image.data(), 4);
    QString why;
    const std::optional<Decoded> decoded = GifReader(gif.finish()).read(&why);
    QVERIFY2(decoded, qPrintable(why));
    QCOMPARE(decoded->frames.size(), 1);
    QCOMPARE(decoded->frames[0][0], 0xabcdefu);
  }
};

QTEST_GUILESS_MAIN(TestGifEncoder)
#include "test_gif_encoder.moc"
