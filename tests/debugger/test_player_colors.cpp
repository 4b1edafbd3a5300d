// The players' palette (debugger/replay/player_colors.h) is colour-blind safe, measured:
// the CIEDE2000 colour difference of every pair of the first seven colours stays large
// for normal vision and for full protanopia, deuteranopia and tritanopia (simulated with
// Machado, Oliveira & Fernandes 2009, severity 1.0), and each colour stands out from the
// window's dark board backgrounds and from the black outline boards and page draw around
// players' pieces (WCAG contrast ratio).
#include "replay/player_colors.h"

#include <QtTest>

#include <array>
#include <cmath>

using namespace Kibitz::Debugger;

namespace {

using Vec = std::array<double, 3>;
using Matrix = std::array<Vec, 3>;

double linear(int channel)
{
  const double c = channel / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

Vec linearRgb(unsigned int rgb)
{
  return {linear(int(rgb >> 16) & 0xff), linear(int(rgb >> 8) & 0xff), linear(int(rgb) & 0xff)};
}

// Machado et al. 2009, severity 1.0, on linear RGB.
const Matrix kProtan{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
const Matrix kDeutan{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
const Matrix kTritan{{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
const Matrix kNormal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};

// CIE L*a*b* (D65) of a linear RGB colour as seen through `vision`.
Vec lab(unsigned int rgb, const Matrix& vision)
{
  const Vec in = linearRgb(rgb);
  Vec c{};
  for (int i = 0; i < 3; ++i)
    c[i] = std::clamp(vision[i][0] * in[0] + vision[i][1] * in[1] + vision[i][2] * in[2], 0.0, 1.0);
  const double x = (0.4124564 * c[0] + 0.3575761 * c[1] + 0.1804375 * c[2]) / 0.95047;
  const double y = 0.2126729 * c[0] + 0.7151522 * c[1] + 0.0721750 * c[2];
  const double z = (0.0193339 * c[0] + 0.1191920 * c[1] + 0.9503041 * c[2]) / 1.08883;
  const auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
  return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double radians(double degrees) { return degrees * M_PI / 180; }

// CIEDE2000 (Sharma, Wu & Dalal 2005).
double deltaE2000(const Vec& p, const Vec& q)
{
  const double c1 = std::hypot(p[1], p[2]), c2 = std::hypot(q[1], q[2]);
  const double cMean7 = std::pow((c1 + c2) / 2, 7);
  const double g = 0.5 * (1 - std::sqrt(cMean7 / (cMean7 + std::pow(25.0, 7))));
  const double a1 = (1 + g) * p[1], a2 = (1 + g) * q[1];
  const double c1p = std::hypot(a1, p[2]), c2p = std::hypot(a2, q[2]);
  const auto hue = [](double b, double a) {
    const double h = std::atan2(b, a) * 180 / M_PI;
    return h < 0 ? h + 360 : h;
  };
  const double h1 = hue(p[2], a1), h2 = hue(q[2], a2);
  double dh = 0;
  if (c1p * c2p != 0) {
    dh = h2 - h1;
    if (dh > 180)
      dh -= 360;
    else if (dh < -180)
      dh += 360;
  }
  const double dL = q[0] - p[0], dC = c2p - c1p;
  const double dH = 2 * std::sqrt(c1p * c2p) * std::sin(radians(dh / 2));
  const double lMean = (p[0] + q[0]) / 2, cMean = (c1p + c2p) / 2;
  double hMean = h1 + h2;
  if (c1p * c2p != 0)
    hMean = std::abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  const double t = 1 - 0.17 * std::cos(radians(hMean - 30)) + 0.24 * std::cos(radians(2 * hMean))
                   + 0.32 * std::cos(radians(3 * hMean + 6)) - 0.20 * std::cos(radians(4 * hMean - 63));
  const double dTheta = 30 * std::exp(-std::pow((hMean - 275) / 25, 2));
  const double cMeanP7 = std::pow(cMean, 7);
  const double rc = 2 * std::sqrt(cMeanP7 / (cMeanP7 + std::pow(25.0, 7)));
  const double sl = 1 + 0.015 * std::pow(lMean - 50, 2) / std::sqrt(20 + std::pow(lMean - 50, 2));
  const double sc = 1 + 0.045 * cMean, sh = 1 + 0.015 * cMean * t;
  const double rt = -std::sin(radians(2 * dTheta)) * rc;
  return std::sqrt(std::pow(dL / sl, 2) + std::pow(dC / sc, 2) + std::pow(dH / sh, 2) + rt * (dC / sc) * (dH / sh));
}

double luminance(unsigned int rgb)
{
  const Vec c = linearRgb(rgb);
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
}

double contrast(unsigned int a, unsigned int b)
{
  const double la = luminance(a), lb = luminance(b);
  return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The smallest difference between two of players 0..count-1, for `vision`.
double smallestDifference(int count, const Matrix& vision)
{
  double smallest = 1e9;
  for (int a = 0; a < count; ++a)
    for (int b = a + 1; b < count; ++b)
      smallest = std::min(smallest, deltaE2000(lab(PlayerColors::rgb(a), vision), lab(PlayerColors::rgb(b), vision)));
  return smallest;
}

}  // namespace

class TestPlayerColors : public QObject {
  Q_OBJECT

private slots:
  void deltaE2000MatchesSharmasReferencePairs()
  {
    // Sharma, Wu & Dalal's test data, pairs 1, 7 and 17.
    QVERIFY(std::abs(deltaE2000({50, 2.6772, -79.7751}, {50, 0, -82.7485}) - 2.0425) < 1e-4);
    QVERIFY(std::abs(deltaE2000({50, 0, 0}, {50, -1, 2}) - 2.3669) < 1e-4);
    QVERIFY(std::abs(deltaE2000({50, 2.5, 0}, {73, 25, -18}) - 27.1492) < 1e-4);
  }

  void theColourBlindSafeColoursStayApartForEveryVision_data()
  {
    QTest::addColumn<int>("players");
    QTest::addColumn<double>("atLeast");
    // Two-player games get the furthest pair, four-player games the furthest four.
    QTest::newRow("2 players") << 2 << 40.0;
    QTest::newRow("4 players") << 4 << 18.0;
    QTest::newRow("7 players") << PlayerColors::kColourBlindSafe << 10.0;
  }

  void theColourBlindSafeColoursStayApartForEveryVision()
  {
    QFETCH(int, players);
    QFETCH(double, atLeast);
    const std::pair<const char*, const Matrix*> visions[] = {
        {"normal", &kNormal}, {"protanopia", &kProtan}, {"deuteranopia", &kDeutan}, {"tritanopia", &kTritan}};
    for (const auto& [name, vision] : visions) {
      const double smallest = smallestDifference(players, *vision);
      qInfo("%s: smallest CIEDE2000 between players 0..%d: %.1f", name, players - 1, smallest);
      QVERIFY2(smallest >= atLeast, name);
    }
  }

  void everyPlayerOfTheLargestGameHasItsOwnColour()
  {
    // Mosca Ceca's 20 agents: lighter and darker rounds still differ (their numbers help).
    QVERIFY(smallestDifference(PlayerColors::kCycle, kNormal) >= 5.0);
    QCOMPARE(PlayerColors::rgb(PlayerColors::kCycle + 3), PlayerColors::rgb(3));
  }

  void theColoursStandOutOnTheBoards()
  {
    // The window's boards' backgrounds: OrkIsland, Mosca Ceca, Angel Empire, Fencing's sky.
    const unsigned int backgrounds[] = {0x1e2a33, 0x262b30, 0x22262e, 0x263238};
    for (int p = 0; p < PlayerColors::kColourBlindSafe; ++p) {
      for (const unsigned int background : backgrounds)
        QVERIFY2(contrast(PlayerColors::rgb(p), background) >= 2.5, qPrintable(PlayerColors::hex(p)));
      // Pieces have a black outline, on the page's light boards too.
      QVERIFY2(contrast(PlayerColors::rgb(p), 0x000000) >= 4.0, qPrintable(PlayerColors::hex(p)));
    }
  }

  void noPlayerIsGreyAndHexIsCss()
  {
    QCOMPARE(PlayerColors::hex(-1), QStringLiteral("#9e9e9e"));
    QCOMPARE(PlayerColors::hex(0), QStringLiteral("#56b4e9"));
    QCOMPARE(PlayerColors::hex(3), QStringLiteral("#0072b2"));
    QCOMPARE(PlayerColors::hexList(3).size(), 3);
  }
};

QTEST_GUILESS_MAIN(TestPlayerColors)
#include "test_player_colors.moc"
