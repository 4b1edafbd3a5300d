// Painting of the Mosca Ceca board: ground, territory, agents, fog, markers, legends.
#include "boards/moscaceca_board.h"
#include "boards/moscaceca_board_colors.h"

#include "moscaceca/moscaceca_types.h"
#include "moscaceca/moscaceca_words.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace Kibitz::App {

namespace Words = Rules::MoscaCeca::Words;

namespace Colors = MoscaCecaColors;

namespace {

const QColor kBackground(0x26, 0x2b, 0x30);
const QColor kFlagMarker(0xff, 0xd6, 0x00);
const QColor kHit(0xff, 0x17, 0x44);
const QColor kMiss(0xec, 0xef, 0xf1);

// An arrow from `a` to `b` with its head at `b`.
void drawArrow(QPainter& p, QPointF a, QPointF b, const QPen& pen, double head)
{
  const QLineF line(a, b);
  if (line.length() < 1)
    return;
  p.setPen(pen);
  p.drawLine(line);
  const double angle = std::atan2(a.y() - b.y(), a.x() - b.x());
  const QPointF l = b + QPointF(std::cos(angle + 0.45), std::sin(angle + 0.45)) * head;
  const QPointF r = b + QPointF(std::cos(angle - 0.45), std::sin(angle - 0.45)) * head;
  p.setBrush(pen.color());
  QPen solid = pen;
  solid.setStyle(Qt::SolidLine);
  p.setPen(solid);
  p.drawPolygon(QPolygonF{b, l, r});
}

// A star burst of `points` spikes around `c`.
QPolygonF burst(QPointF c, double outer, double inner, int points)
{
  QPolygonF star;
  for (int k = 0; k < 2 * points; ++k) {
    const double angle = M_PI * k / points - M_PI / 2;
    const double radius = k % 2 ? inner : outer;
    star << c + QPointF(std::cos(angle), std::sin(angle)) * radius;
  }
  return star;
}

}  // namespace

void MoscaCecaBoard::paintEvent(QPaintEvent*)
{
  QPainter p(this);
  p.fillRect(rect(), kBackground);
  const int n = frame_.size;
  if (!hasFrame_ || n <= 0) {
    QString text = hasFrame_ ? tr("This frame has no Mosca Ceca board") : tr("No frame");
    if (hasFrame_ && !frame_.state)
      text += QLatin1Char('\n') + tr("The engine could not read its state: %1").arg(unrestorableReason());
    p.setPen(Qt::white);
    p.drawText(rect().adjusted(16, 16, -16, -16), Qt::AlignCenter | Qt::TextWordWrap, text);
    paintMarks(p);
    return;
  }
  // The visible cells only: cheap at any zoom on a 100 x 100 board.
  const auto range = [&](double from, double to) {
    return std::pair{std::clamp(int(std::floor(from / scale_)), 0, n), std::clamp(int(std::ceil(to / scale_)), 0, n)};
  };
  const auto [c0, c1] = range(-origin_.x(), width() - origin_.x());
  const auto [r0, r1] = range(-origin_.y(), height() - origin_.y());

  p.save();
  p.translate(origin_);
  p.scale(scale_, scale_);
  p.drawImage(QRectF(0, 0, n, n), ground_);  // nearest-neighbour: one crisp block per cell
  p.restore();
  if (showGrid_)
    drawGrid(p, r0, r1, c0, c1);
  p.setRenderHint(QPainter::Antialiasing);
  drawTerritoryBorders(p);
  drawCellDetails(p, r0, r1, c0, c1);
  if (showFog_)
    drawFog(p, r0, r1, c0, c1);
  drawAgents(p);
  if (showEvents_)
    drawHappenings(p);
  drawLegend(p);
  if (showFog_)
    drawFogLegend(p);
  paintMarks(p);
}

void MoscaCecaBoard::drawGrid(QPainter& p, int r0, int r1, int c0, int c1) const
{
  if (scale_ < 10 || r0 >= r1 || c0 >= c1)  // below that the checker keeps cells apart
    return;
  // Whole-pixel rectangles: much faster than translucent hairlines on the raster engine.
  const QColor color(0xb8, 0xb2, 0xa4);
  const int top = int(std::round(origin_.y() + r0 * scale_)), bottom = int(std::round(origin_.y() + r1 * scale_));
  const int left = int(std::round(origin_.x() + c0 * scale_)), right = int(std::round(origin_.x() + c1 * scale_));
  for (int c = c0; c <= c1; ++c)
    p.fillRect(QRect(int(std::round(origin_.x() + c * scale_)), top, 1, bottom - top), color);
  for (int r = r0; r <= r1; ++r)
    p.fillRect(QRect(left, int(std::round(origin_.y() + r * scale_)), right - left, 1), color);
}

void MoscaCecaBoard::drawTerritoryBorders(QPainter& p) const
{
  p.save();
  p.translate(origin_);
  p.scale(scale_, scale_);
  for (int player = 0; player < borders_.size(); ++player) {
    if (borders_[player].isEmpty())
      continue;
    QPen pen(Colors::player(player).darker(115), std::clamp(scale_ * 0.09, 1.2, 4.0), Qt::SolidLine, Qt::SquareCap);
    pen.setCosmetic(true);
    p.setPen(pen);
    p.drawLines(borders_[player]);
  }
  p.restore();
}

void MoscaCecaBoard::drawCellDetails(QPainter& p, int r0, int r1, int c0, int c1) const
{
  if (scale_ < 9)
    return;  // colours alone at this size; the tooltip has the details
  const double s = scale_;
  QFont f = font();
  f.setPixelSize(std::max(8, int(s * 0.34)));
  f.setBold(true);
  p.setFont(f);
  static const QPolygonF bolt{{0.56, 0.12}, {0.28, 0.56}, {0.47, 0.56}, {0.40, 0.88}, {0.72, 0.42}, {0.53, 0.42}, {0.63, 0.12}};
  for (int r = r0; r < r1; ++r)
    for (int c = c0; c < c1; ++c) {
      const MoscaCecaFrame::Cell& cell = frame_.cell(r, c);
      const QPointF corner = origin_ + QPointF(c * s, r * s);
      const QRectF box(corner, QSizeF(s, s));
      switch (cell.ground) {
      case MoscaCecaFrame::Ground::Flag: {
        // A bandiera in its player's colour, in the top-left corner (agents stand in the middle).
        const QColor color = Colors::player(cell.value);
        const QPointF foot = corner + QPointF(s * 0.2, s * 0.56), top = corner + QPointF(s * 0.2, s * 0.1);
        p.setPen(QPen(QColor(0x33, 0x33, 0x33), std::max(1.0, s * 0.05)));
        p.drawLine(foot, top);
        p.setBrush(color);
        p.setPen(QPen(color.darker(160), std::max(0.8, s * 0.025)));
        p.drawPolygon(QPolygonF{top, top + QPointF(s * 0.3, s * 0.1), top + QPointF(0, s * 0.21)});
        break;
      }
      case MoscaCecaFrame::Ground::Cloth:
        if (s >= 13) {
          p.setPen(Colors::textOn(Colors::cloth(cell.value, frame_.clothMax)));
          p.drawText(box, Qt::AlignCenter, QLocale().toString(cell.value));
        }
        break;
      case MoscaCecaFrame::Ground::Column: {
        QPolygonF shape;
        for (const QPointF& q : bolt)
          shape << corner + q * s;
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x6d, 0x4c, 0x41));
        p.drawPolygon(shape);
        break;
      }
      case MoscaCecaFrame::Ground::Plain:
        break;
      case MoscaCecaFrame::Ground::Unknown:
        p.setPen(QColor(0x44, 0x44, 0x44));
        p.drawText(box, Qt::AlignCenter, QStringLiteral("?"));
        break;
      }
    }
}

void MoscaCecaBoard::drawFog(QPainter& p, int, int, int, int) const
{
  if (sight_.agent < 0 || fog_.isNull())
    return;
  const int n = frame_.size;
  p.save();
  p.setRenderHint(QPainter::Antialiasing, false);
  p.translate(origin_);
  p.scale(scale_, scale_);
  p.drawImage(QRectF(0, 0, n, n), fog_);
  p.restore();
  if (!sight_.on)
    return;
  const double s = scale_;
  // What it sees: its cell and 8 neighbours, framed.
  const QRectF seen = QRectF(origin_ + QPointF((sight_.col - 1) * s, (sight_.row - 1) * s), QSizeF(3 * s, 3 * s))
                          .intersected(QRectF(origin_, QSizeF(n * s, n * s)));
  p.setBrush(Qt::NoBrush);
  p.setPen(QPen(Qt::white, 2));
  p.drawRect(seen);
  // The nearest charging column is somewhere on the square ring at that distance.
  const int d = sight_.columnDistance;
  if (d > 0) {
    const QRectF ring(cellCenter(sight_.row - d, sight_.col - d), cellCenter(sight_.row + d, sight_.col + d));
    QPen pen(Colors::column(), std::max(1.5, s * 0.08), Qt::DashLine);
    p.setPen(pen);
    p.save();
    p.setClipRect(QRectF(origin_, QSizeF(n * s, n * s)));
    p.drawRect(ring);
    p.restore();
  }
}

void MoscaCecaBoard::drawAgents(QPainter& p) const
{
  const bool fog = showFog_ && sight_.agent >= 0;
  if (fog) {
    // Only what the agent is told: on its neighbours, the player of any agent there.
    const double s = scale_;
    for (int d = 0; d < Rules::MoscaCeca::kDirCount; ++d) {
      const int r = sight_.row + Rules::MoscaCeca::kDirRow[size_t(d)], c = sight_.col + Rules::MoscaCeca::kDirCol[size_t(d)];
      if (!sight_.on || !sight_.sees(r, c) || sight_.seenAgent[r * frame_.size + c] < 0)
        continue;
      const QColor color = Colors::player(sight_.seenAgent[r * frame_.size + c]);
      p.setPen(QPen(Qt::white, std::max(1.0, s * 0.05)));
      p.setBrush(color);
      const QPointF centre = cellCenter(r, c) - QPointF(0, s * 0.06);
      p.drawEllipse(centre, s * 0.34, s * 0.34);
      if (s >= 16) {
        QFont f = font();
        f.setPixelSize(int(s * 0.32));
        f.setBold(true);
        p.setFont(f);
        p.setPen(Colors::textOn(color));
        p.drawText(QRectF(centre - QPointF(s * 0.34, s * 0.34), QSizeF(s * 0.68, s * 0.68)), Qt::AlignCenter, QStringLiteral("?"));
      }
    }
    drawAgent(p, sight_.agent);
    return;
  }
  for (int a = 0; a < frame_.agents.size(); ++a)  // switched off first: live agents cover them
    if (!frame_.agents[a].on)
      drawAgent(p, a);
  for (int a = 0; a < frame_.agents.size(); ++a)
    if (frame_.agents[a].on)
      drawAgent(p, a);
}

void MoscaCecaBoard::drawAgent(QPainter& p, int id) const
{
  if (id < 0 || id >= frame_.agents.size())
    return;
  const MoscaCecaFrame::Agent& a = frame_.agents[id];
  if (!frame_.inside(a.row, a.col))
    return;
  const double s = scale_;
  const QPointF centre = cellCenter(a.row, a.col) - QPointF(0, s * 0.06);
  const double radius = std::max(s * 0.34, 4.0);  // still visible on a fitted 100 x 100 board
  if (!QRectF(centre - QPointF(s, s), QSizeF(2 * s, 2 * s)).intersects(rect()))
    return;
  const QColor color = Colors::player(a.player);
  QFont f = font();
  f.setPixelSize(std::max(7, int(s * 0.3)));
  f.setBold(true);
  if (!a.on) {
    // Switched off: a grey, dashed, crossed-out ghost on its last cell.
    p.setPen(QPen(QColor(0x42, 0x42, 0x42), std::max(1.0, s * 0.05), Qt::DashLine));
    p.setBrush(QColor(0xbd, 0xbd, 0xbd, 200));
    p.drawEllipse(centre, radius * 0.9, radius * 0.9);
    p.setPen(QPen(QColor(0x42, 0x42, 0x42), std::max(1.0, s * 0.05)));
    p.drawLine(centre + QPointF(-radius * 0.6, radius * 0.6), centre + QPointF(radius * 0.6, -radius * 0.6));
    if (s >= 16) {
      p.setFont(f);
      p.setPen(color.darker(120));
      p.drawText(QRectF(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)), Qt::AlignCenter, QString::number(id));
    }
  } else {
    p.setPen(QPen(Qt::white, std::max(1.0, s * 0.05)));
    p.setBrush(color);
    p.drawEllipse(centre, radius, radius);
    if (s >= 16) {
      p.setFont(f);
      p.setPen(Colors::textOn(color));
      p.drawText(QRectF(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)), Qt::AlignCenter, QString::number(id));
    }
  }
  // Energia: a bar along the bottom of the cell, red to green.
  const double e = std::clamp(a.energy / double(Rules::MoscaCeca::kMaxEnergy), 0.0, 1.0);
  const double barH = std::max(2.0, s * 0.11), barW = std::max(s * 0.8, 10.0);
  const QRectF back(cellCenter(a.row, a.col).x() - barW / 2, centre.y() + radius + std::max(0.5, s * 0.02), barW, barH);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0, 0, 0, 170));
  p.drawRect(back);
  p.setBrush(QColor::fromHsvF(float(e / 3), 0.9f, 0.95f));
  p.drawRect(QRectF(back.topLeft(), QSizeF(barW * e, barH)));
  // Stoffa carried: a small badge in the top-right corner.
  if (s >= 22 && a.cloth > 0) {
    QFont small = font();
    small.setPixelSize(std::max(8, int(s * 0.24)));
    small.setBold(true);
    const QString text = QLocale().toString(a.cloth);
    const QFontMetricsF fm(small);
    const double w = fm.horizontalAdvance(text) + 4, h = fm.height();
    const QPointF corner = origin_ + QPointF((a.col + 1) * s, a.row * s);
    const QRectF badge(corner.x() - w - 1, corner.y() + 1, w, h);
    p.setBrush(Qt::white);
    p.setPen(QPen(Colors::cloth(frame_.clothMax, frame_.clothMax), 1));
    p.drawRoundedRect(badge, 3, 3);
    p.setFont(small);
    p.setPen(Colors::cloth(frame_.clothMax, frame_.clothMax));
    p.drawText(badge, Qt::AlignCenter, text);
  }
  if (id == selected_) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::white, 2.5));
    p.drawEllipse(centre, radius + 3, radius + 3);
    p.setPen(QPen(Qt::black, 1));
    p.drawEllipse(centre, radius + 4.8, radius + 4.8);
  } else if (id == frame_.nextAgent) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(0x21, 0x21, 0x21), 1.5, Qt::DotLine));
    p.drawEllipse(centre, radius + 2.5, radius + 2.5);
  }
}

void MoscaCecaBoard::drawHappenings(QPainter& p) const
{
  using Kind = MoscaCecaFrame::Happening::Kind;
  const double s = scale_;
  QFont f = font();
  f.setPixelSize(std::clamp(int(s * 0.3), 9, 16));
  f.setBold(true);
  p.setFont(f);
  const QFontMetricsF fm(f);
  // A small label next to a cell, readable on any ground.
  const auto label = [&](int row, int col, const QString& text, const QColor& color) {
    if (s < 12)
      return;
    const QPointF at = origin_ + QPointF((col + 1) * s, row * s);
    const QRectF box(at.x() - 2, at.y() - fm.height() * 0.6, fm.horizontalAdvance(text) + 6, fm.height());
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 190));
    p.drawRoundedRect(box, 3, 3);
    p.setPen(color);
    p.drawText(box, Qt::AlignCenter, text);
  };
  for (const MoscaCecaFrame::Happening& h : frame_.happenings) {
    if (seatFog() && !seatKnows(h))
      continue;  // another player's decision: the person playing a seat does not learn of it
    const QPointF from = cellCenter(h.fromRow, h.fromCol);
    switch (h.kind) {
    case Kind::Flag: {
      // The planted cell framed in gold.
      const QRectF cell(origin_ + QPointF(h.fromCol * s, h.fromRow * s), QSizeF(s, s));
      p.setBrush(Qt::NoBrush);
      p.setPen(QPen(QColor(0, 0, 0, 160), std::max(3.5, s * 0.14)));
      p.drawRect(cell.adjusted(-1, -1, 1, 1));
      p.setPen(QPen(kFlagMarker, std::max(2.0, s * 0.08)));
      p.drawRect(cell.adjusted(-1, -1, 1, 1));
      label(h.fromRow, h.fromCol, tr("+bandiera"), kFlagMarker);
      break;
    }
    case Kind::Hit:
    case Kind::Miss: {
      if (!frame_.inside(h.toRow, h.toCol))
        break;
      const QPointF to = cellCenter(h.toRow, h.toCol);
      const bool hit = h.kind == Kind::Hit;
      const QColor color = hit ? kHit : kMiss;
      const QLineF line(from, to);
      // From the attacker's rim to the victim's, overlapping both discs a little.
      const QPointF start = line.pointAt(std::min(0.4, 0.22 * s / std::max(1.0, line.length())));
      const QPointF end = line.pointAt(1 - std::min(0.4, 0.26 * s / std::max(1.0, line.length())));
      drawArrow(p, start, end, QPen(QColor(0, 0, 0, 180), std::max(3.5, s * 0.15), Qt::SolidLine, Qt::RoundCap),
                std::max(6.0, s * 0.24));
      drawArrow(p, start, end, QPen(color, std::max(2.0, s * 0.08), Qt::SolidLine, Qt::RoundCap), std::max(5.0, s * 0.2));
      // On the victim: a burst for a hit, a ring for a miss.
      p.setPen(QPen(QColor(0, 0, 0, 200), 1.2));
      if (hit) {
        p.setBrush(kHit);
        p.drawPolygon(burst(to + QPointF(s * 0.3, -s * 0.3), std::max(5.0, s * 0.22), std::max(2.5, s * 0.1), 7));
        label(h.toRow, h.toCol, tr("hit −%1").arg(QLocale().toString(h.amount)), kHit.lighter(130));
      } else {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(kMiss, std::max(1.5, s * 0.06), Qt::DashLine));
        p.drawEllipse(to - QPointF(0, s * 0.06), s * 0.46, s * 0.46);
        label(h.toRow, h.toCol, tr("miss"), kMiss);
      }
      break;
    }
    case Kind::Ejection: {
      if (!frame_.inside(h.toRow, h.toCol))
        break;
      drawArrow(p, from, cellCenter(h.toRow, h.toCol) + (from - cellCenter(h.toRow, h.toCol)) * 0.4,
                QPen(QColor(0x5d, 0x40, 0x37), std::max(2.0, s * 0.08), Qt::DashLine, Qt::RoundCap),
                std::max(5.0, s * 0.24));
      break;
    }
    case Kind::SwitchedOff: {
      const double k = std::max(4.0, s * 0.3);
      p.setPen(QPen(QColor(0x21, 0x21, 0x21), std::max(2.0, s * 0.09), Qt::SolidLine, Qt::RoundCap));
      p.drawLine(from + QPointF(-k, -k), from + QPointF(k, k));
      p.drawLine(from + QPointF(-k, k), from + QPointF(k, -k));
      label(h.fromRow, h.fromCol, tr("spento"), Qt::white);
      break;
    }
    }
  }
}

void MoscaCecaBoard::drawLegend(QPainter& p) const
{
  // Top right: the turn, who decides next, the players with their territory, the key of
  // the cell colours and what this frame's decision did.
  QFont f = font();
  f.setPointSizeF(f.pointSizeF() * 0.9);
  p.setFont(f);
  const QFontMetrics fm(f);
  const QLocale locale;
  const int maxWidth = legendWidth();
  const int lh = fm.height();
  struct Line {
    QString text;
    QColor swatch;  // invalid: no swatch
    bool wrap = false;
  };
  // A small widget keeps the board visible: no decision count, colour key or event lines.
  const bool compact = width() < 520 || height() < 420;
  QList<Line> lines;
  if (compact)
    lines << Line{tr("Turn %1 of %2").arg(locale.toString(frame_.gameTurn), locale.toString(frame_.maxTurns)), {}};
  else
    lines << Line{tr("Turn %1 of %2, decision %3")
                      .arg(locale.toString(frame_.gameTurn), locale.toString(frame_.maxTurns), locale.toString(frame_.decisions)),
                  {}};
  if (frame_.over)
    lines << Line{tr("Match over"), {}};
  else if (frame_.nextAgent >= 0)
    lines << Line{tr("Next to decide: agent %1").arg(frame_.nextAgent), {}};
  for (int pl = 0; pl < frame_.players; ++pl)
    if (!seatFog() || pl == viewSeat_)  // a player knows its own flags only (docs/games/moscaceca.md §5.3: FLAGS)
      lines << Line{tr("%1: %Ln bandiera(e)", nullptr, frame_.territory.value(pl)).arg(playerName(pl)), Colors::player(pl)};
  if (!compact) {
    lines << Line{tr("Free (libera)"), Colors::plain()};
    lines << Line{tr("Stoffa (cloth)"), Colors::cloth(frame_.clothMax, frame_.clothMax)};
    lines << Line{Rules::translated(Words::kColumn), Colors::column(), true};
  }
  if (showEvents_ && !compact)
    for (const MoscaCecaFrame::Happening& h : frame_.happenings)
      if (!seatFog() || seatKnows(h))
        lines << Line{happeningText(h), {}, true};

  // Measure: swatch lines are elided to one line, the others wrap.
  const int textWidth = maxWidth - 12 - lh;
  QList<int> heights;
  int w = 0, total = 0;
  for (Line& line : lines) {
    int height = lh;
    if (line.wrap) {
      const QRect bound = fm.boundingRect(QRect(0, 0, textWidth, 1000), Qt::TextWordWrap, line.text);
      height = bound.height();
      w = std::max(w, bound.width());
    } else {
      line.text = fm.elidedText(line.text, Qt::ElideMiddle, textWidth);
      w = std::max(w, fm.horizontalAdvance(line.text));
    }
    heights << height;
    total += height + 1;
  }
  const QRectF box(width() - (w + lh + 18) - 6, 6, w + lh + 18, total + 10);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0, 0, 0, 165));
  p.drawRoundedRect(box, 4, 4);
  double y = box.top() + 5;
  for (int k = 0; k < lines.size(); ++k) {
    const Line& line = lines[k];
    double x = box.left() + 6;
    if (line.swatch.isValid()) {
      p.setPen(QPen(QColor(0xee, 0xee, 0xee), 1));
      p.setBrush(line.swatch);
      p.drawRect(QRectF(x + 1, y + 3, lh - 6, lh - 6));
      x += lh;
    }
    p.setPen(Qt::white);
    p.drawText(QRectF(x, y, box.right() - x - 4, heights[k]), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line.text);
    y += heights[k] + 1;
  }
}

void MoscaCecaBoard::drawFogLegend(QPainter& p) const
{
  const QLocale locale;
  QStringList lines;
  if (sight_.agent < 0) {
    lines << tr("Fog: click an agent to see what it knows");
  } else if (!sight_.on) {
    lines << tr("Fog: agent %1 of %2 is switched off (si spegne) and knows nothing")
                 .arg(sight_.agent)
                 .arg(playerName(frame_.ownerOf(sight_.agent)));
  } else {
    lines << tr("Fog: what agent %1 of %2 knows").arg(sight_.agent).arg(playerName(frame_.ownerOf(sight_.agent)));
    lines << tr("Its cell and the 8 around it (framed in white)");
    lines << tr("Its player's bandiere (flags): %1, lightly veiled").arg(locale.toString(sight_.flagCount));
    lines << tr("Nearest colonna di ricarica (charging column): %Ln move(s) away (dashed square)", nullptr, sight_.columnDistance);
    lines << tr("Energia (energy) %1, stoffa (cloth) %2").arg(locale.toString(sight_.energy), locale.toString(sight_.cloth));
  }
  QFont f = font();
  f.setPointSizeF(f.pointSizeF() * 0.9);
  p.setFont(f);
  const QFontMetrics fm(f);
  const int maxWidth = std::max(120, width() - 24);
  int w = 0;
  for (QString& line : lines) {
    line = fm.elidedText(line, Qt::ElideRight, maxWidth);
    w = std::max(w, fm.horizontalAdvance(line));
  }
  const int lh = fm.height();
  const QRectF box(6, height() - lh * lines.size() - 14, w + 12, lh * lines.size() + 8);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0, 0, 0, 175));
  p.drawRoundedRect(box, 4, 4);
  p.setPen(Qt::white);
  for (int k = 0; k < lines.size(); ++k)
    p.drawText(QPointF(box.left() + 6, box.top() + 4 + lh * k + fm.ascent()), lines[k]);
}

}  // namespace Kibitz::App
