#include "boards/orkisland_board.h"

#include "orkisland/orkisland_words.h"
#include "replay/replay.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>

namespace Kibitz::App {

namespace Words = Rules::OrkIsland::Words;

namespace {

constexpr int kCellPixels = 12;     // resolution of the cached map image
constexpr int kRecentTurns = 8;     // trails overlay: every ork's last moves
constexpr int kSelectedTurns = 40;  // the selected ork's trail
constexpr double kMinScale = 1.0, kMaxScale = 80.0;

QColor typeColor(char type)
{
  // After the original viewer (docs/games/orkisland.md §17), a little softer.
  switch (type) {
  case 'W': return QColor(0x4f, 0xb8, 0xe0);
  case '.': return QColor(0xaa, 0xe8, 0xa0);
  case 'F': return QColor(0x5f, 0x9e, 0x66);
  case 'S': return QColor(0xf5, 0xe6, 0xa8);
  case 'C': return QColor(0x40, 0x40, 0x40);
  case 'P': return QColor(0x99, 0x99, 0x99);
  default: return QColor(Qt::magenta);
  }
}

QColor blend(const QColor& a, const QColor& b, double t)
{
  return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t), float(a.greenF() * (1 - t) + b.greenF() * t),
                          float(a.blueF() * (1 - t) + b.blueF() * t));
}

// The units of frame `turn` (trails read many past frames: no full restore for those).
QVector<OrkIslandBoard::Unit> unitsOf(const Debugger::Replay& replay, int turn)
{
  const std::vector<Rules::OrkIsland::Unit> units = Rules::OrkIsland::OrkIslandState::unitsInJson(replay.frames[turn].state);
  return QVector<OrkIslandBoard::Unit>(units.begin(), units.end());
}

}  // namespace

OrkIslandBoard::OrkIslandBoard(QWidget* parent) : GridBoardView(parent)
{
  setScaleLimits(0.1, kMinScale, kMaxScale);
  addOverlay(QStringLiteral("trails"), &showTrails_, [this] { return tr("Ork trails"); }, [this] {
    if (replay_ && turn_ < replay_->frames.size())
      computeHistory(*replay_, turn_);
  });
  addOverlay(QStringLiteral("grid"), &showGrid_, [this] { return tr("Grid"); });
  addOverlay(QStringLiteral("animate"), &animateMoves_, [this] { return tr("Animate moves"); }, [this] {
    if (!animateMoves_ && animation_)
      animation_->stop();
    progress_ = 1;
  });
  setMouseTracking(true);
  setMinimumSize(200, 200);
  setAttribute(Qt::WA_OpaquePaintEvent);
}

QColor OrkIslandBoard::playerColor(int player)
{
  return PlayerPalette::color(player);
}

bool OrkIslandBoard::isAnimating() const
{
  return animation_ && animation_->state() == QAbstractAnimation::Running;
}

// --- frames -----------------------------------------------------------------------------

void OrkIslandBoard::showFrame(const Debugger::Replay& replay, int turn)
{
  const std::shared_ptr<const Rules::OrkIsland::OrkIslandState> state =
      restoredState<Rules::OrkIsland::OrkIslandState>(replay, turn);
  hasFrame_ = state != nullptr;
  if (!hasFrame_) {
    replay_ = nullptr;
    update();
    return;
  }
  // One step forward in the same replay: animate from the positions shown until now.
  const bool step = animateMoves_ && replay_ == &replay && turn == turn_ + 1 && !units_.isEmpty();
  if (step)
    from_ = units_;
  turn_ = turn;
  replay_ = &replay;
  if (state->sharedBoard() != island_)  // a new island: the static image is rebuilt once
    loadMap(state->sharedBoard());
  round_ = state->round();
  initialHealth_ = std::max(1, state->settings().initialHealth);
  const Rules::OrkIsland::Snapshot& s = state->snapshot();
  cityOwners_ = QVector<int>(s.cityOwners.begin(), s.cityOwners.end());
  pathOwners_ = QVector<int>(s.pathOwners.begin(), s.pathOwners.end());
  units_ = QVector<Unit>(s.units.begin(), s.units.end());
  scores_.clear();
  for (int p = 0; p < state->numPlayers(); ++p)
    scores_ << state->totalScore(p);
  names_ = replay.playerNames();
  if (selected_ >= units_.size())
    selected_ = -1;
  if (cityOwners_ != renderedCityOwners_ || pathOwners_ != renderedPathOwners_)
    renderOwners();
  computeHistory(replay, turn);
  startMoveAnimation(step);
  update();
}

void OrkIslandBoard::startMoveAnimation(bool step)
{
  // Turns that come faster than a slide (fast play) are shown at once: orks that never
  // reach their cell would only blur.
  if (!step || from_.size() != units_.size() || isAnimating()) {
    if (animation_)
      animation_->stop();
    progress_ = 1;
    return;
  }
  if (!animation_) {
    animation_ = new QVariantAnimation(this);
    animation_->setStartValue(0.0);
    animation_->setEndValue(1.0);
    animation_->setDuration(kAnimationMs);
    animation_->setEasingCurve(QEasingCurve::InOutQuad);
    connect(animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
      progress_ = value.toDouble();
      update();
    });
  }
  animation_->stop();
  progress_ = 0;
  animation_->start();
}

QPointF OrkIslandBoard::unitCenter(int u) const
{
  const Unit& unit = units_[u];
  const QPointF to = cellCenter(unit.i, unit.j);
  if (progress_ >= 1 || u >= from_.size())
    return to;
  const Unit& before = from_[u];
  // Only a step to a neighbouring cell by the same owner is a move; anything else
  // (a respawn, a capture) appears at once.
  if (before.owner != unit.owner || std::abs(before.i - unit.i) + std::abs(before.j - unit.j) != 1)
    return to;
  const QPointF from = cellCenter(before.i, before.j);
  return from + (to - from) * progress_;
}

void OrkIslandBoard::loadMap(std::shared_ptr<const Rules::OrkIsland::Board> island)
{
  island_ = std::move(island);
  ++islandSerial_;
  const Rules::OrkIsland::Board& b = *island_;
  rows_ = b.rows;
  cols_ = b.cols;
  types_ = QByteArray(rows_ * cols_, 'W');
  for (int k = 0; k < rows_ * cols_; ++k)
    types_[k] = Rules::OrkIsland::cellChar(b.types[size_t(k)]);
  cityOf_ = QVector<int>(b.cityId.begin(), b.cityId.end());
  pathOf_ = QVector<int>(b.pathId.begin(), b.pathId.end());
  cityCells_.clear();
  pathCells_.clear();
  for (const std::vector<Rules::OrkIsland::Pos>& city : b.cities) {
    QVector<QPoint> list;
    for (const Rules::OrkIsland::Pos& pos : city)
      list << QPoint(pos.j, pos.i);
    cityCells_ << list;
  }
  for (const Rules::OrkIsland::PathInfo& path : b.paths) {
    QVector<QPoint> list;
    for (const Rules::OrkIsland::Pos& pos : path.cells)
      list << QPoint(pos.j, pos.i);
    pathCells_ << list;
  }
  renderStatic();
  ownersImage_ = QImage();  // drawn whole for the new island
  renderedCityOwners_.clear();
  renderedPathOwners_.clear();
  fitted_ = true;
  fitToWindow();
}

void OrkIslandBoard::renderStatic()
{
  staticImage_ = QImage();
  if (rows_ <= 0 || cols_ <= 0)
    return;
  staticImage_ = QImage(cols_ * kCellPixels, rows_ * kCellPixels, QImage::Format_RGB32);
  QPainter p(&staticImage_);
  for (int i = 0; i < rows_; ++i)
    for (int j = 0; j < cols_; ++j) {
      const char t = types_[i * cols_ + j];
      QColor c = typeColor(t);
      // A faint checker so neighbouring cells of one type stay countable when zoomed in.
      if (t != 'W' && (i + j) % 2)
        c = c.darker(104);
      p.fillRect(j * kCellPixels, i * kCellPixels, kCellPixels, kCellPixels, c);
      if (t == 'F') {  // a tree dot: forest reads as forest even in grey scale
        p.setPen(Qt::NoPen);
        p.setBrush(c.darker(125));
        p.drawEllipse(QRectF(j * kCellPixels + 3, i * kCellPixels + 3, kCellPixels - 6, kCellPixels - 6));
      }
    }
}

void OrkIslandBoard::renderOwners()
{
  // Stepping changes a few owners at a time: only their cells are drawn again, unless the
  // image is new (another island).
  const bool incremental = !ownersImage_.isNull() && ownersImage_.size() == staticImage_.size()
                           && renderedCityOwners_.size() == cityOwners_.size()
                           && renderedPathOwners_.size() == pathOwners_.size();
  const QVector<int> cityBefore = renderedCityOwners_, pathBefore = renderedPathOwners_;
  renderedCityOwners_ = cityOwners_;
  renderedPathOwners_ = pathOwners_;
  if (!incremental)
    ownersImage_ = staticImage_.copy();
  if (ownersImage_.isNull())
    return;
  QPainter p(&ownersImage_);
  p.setRenderHint(QPainter::Antialiasing);
  const auto mark = [&](const QVector<QPoint>& cells, int owner, char type) {
    if (incremental)  // back to the island's own look first
      for (const QPoint& c : cells) {
        const QRect r(c.x() * kCellPixels, c.y() * kCellPixels, kCellPixels, kCellPixels);
        p.setCompositionMode(QPainter::CompositionMode_Source);
        p.drawImage(r, staticImage_, r);
        p.setCompositionMode(QPainter::CompositionMode_SourceOver);
      }
    if (owner < 0 || owner >= 4)
      return;  // unowned: the neutral city/path colour of the static image
    const QColor tint = blend(typeColor(type), playerColor(owner), type == 'C' ? 0.55 : 0.5);
    const QPen cross(playerColor(owner).darker(type == 'C' ? 100 : 130), 1.6);
    for (const QPoint& c : cells) {
      const QRectF r(c.x() * kCellPixels, c.y() * kCellPixels, kCellPixels, kCellPixels);
      p.fillRect(r, tint);
      // The original's "X" in the owner's colour.
      p.setPen(cross);
      p.drawLine(r.topLeft() + QPointF(2.5, 2.5), r.bottomRight() - QPointF(2.5, 2.5));
      p.drawLine(r.topRight() + QPointF(-2.5, 2.5), r.bottomLeft() + QPointF(2.5, -2.5));
    }
  };
  for (int c = 0; c < cityCells_.size(); ++c)
    if (!incremental || cityBefore.value(c, -2) != cityOwners_.value(c, -1))
      mark(cityCells_[c], cityOwners_.value(c, -1), 'C');
  for (int k = 0; k < pathCells_.size(); ++k)
    if (!incremental || pathBefore.value(k, -2) != pathOwners_.value(k, -1))
      mark(pathCells_[k], pathOwners_.value(k, -1), 'P');
}

// The selected ork's trail and fate, and every ork's recent moves, from earlier frames.
void OrkIslandBoard::computeHistory(const Debugger::Replay& replay, int turn)
{
  trail_.clear();
  fate_.clear();
  recent_.clear();
  if (showTrails_) {
    recent_.resize(units_.size());
    for (int t = std::max(0, turn - kRecentTurns); t <= turn; ++t) {
      const QVector<Unit> units = unitsOf(replay, t);
      for (int u = 0; u < units_.size() && u < units.size(); ++u)
        recent_[u] << QPoint(units[u].j, units[u].i);
    }
  }
  if (selected_ < 0)
    return;
  Unit previous;
  bool hasPrevious = false;
  const QLocale locale;
  for (int t = 0; t <= turn; ++t) {
    const QVector<Unit> units = unitsOf(replay, t);
    if (selected_ >= units.size()) {
      hasPrevious = false;
      continue;
    }
    const Unit u = units[selected_];
    if (t >= turn - kSelectedTurns)
      trail_ << QPoint(u.j, u.i);
    if (hasPrevious) {
      const int round = t;  // frame t is the state after round t
      const bool jumped = std::abs(u.i - previous.i) + std::abs(u.j - previous.j) > 1;
      if (u.owner != previous.owner)
        fate_ << tr("Round %1: captured by %2 (from %3), respawned at (%4, %5)")
                     .arg(locale.toString(round), ownerName(u.owner), ownerName(previous.owner))
                     .arg(u.i).arg(u.j);
      else if (jumped)
        fate_ << tr("Round %1: died of exhaustion, respawned at (%2, %3)").arg(locale.toString(round)).arg(u.i).arg(u.j);
    }
    previous = u;
    hasPrevious = true;
  }
}

void OrkIslandBoard::selectUnit(int id)
{
  selected_ = id >= 0 && id < units_.size() ? id : -1;
  if (replay_ && turn_ < replay_->frames.size())
    computeHistory(*replay_, turn_);
  update();
}

// --- geometry ---------------------------------------------------------------------------

std::optional<QPoint> OrkIslandBoard::unitCell(int id) const
{
  if (id < 0 || id >= units_.size())
    return std::nullopt;
  return QPoint(units_[id].j, units_[id].i);
}

int OrkIslandBoard::unitAt(const QPointF& point) const
{
  const QPoint c = cellAt(point);
  if (c.x() < 0)
    return -1;
  for (int u = 0; u < units_.size(); ++u)
    if (units_[u].i == c.y() && units_[u].j == c.x())
      return u;
  return -1;
}

// --- text -------------------------------------------------------------------------------

QString OrkIslandBoard::cellTypeName(char type) const
{
  switch (type) {
  case 'W': return Rules::translated(Words::kWater);
  case '.': return Rules::translated(Words::kGrass);
  case 'F': return Rules::translated(Words::kForest);
  case 'S': return Rules::translated(Words::kSand);
  case 'C': return Rules::translated(Words::kCity);
  case 'P': return Rules::translated(Words::kPath);
  default: return tr("unknown cell '%1'").arg(QLatin1Char(type));
  }
}

QString OrkIslandBoard::ownerName(int owner) const
{
  if (owner < 0)
    return tr("nobody");
  const QString name = names_.value(owner);
  return name.isEmpty() ? tr("player %1").arg(owner) : tr("player %1 (%2)").arg(owner).arg(name);
}

QString OrkIslandBoard::tooltipAt(const QPointF& point) const
{
  if (!hasFrame_)
    return {};
  const QPoint c = cellAt(point);
  if (c.x() < 0)
    return {};
  const int i = c.y(), j = c.x(), index = i * cols_ + j;
  QStringList lines;
  lines << Rules::translated(Words::kCellAt).arg(cellTypeName(types_[index])).arg(i).arg(j);
  if (cityOf_[index] >= 0) {
    const int id = cityOf_[index];
    lines << tr("City %1 (%n cells), owner: %2", nullptr, int(cityCells_[id].size()))
                 .arg(id)
                 .arg(ownerName(cityOwners_.value(id, -1)));
  }
  if (pathOf_[index] >= 0) {
    const int id = pathOf_[index];
    lines << tr("Path %1 (city %2 to city %3), owner: %4")
                 .arg(id)
                 .arg(island_->paths[size_t(id)].a)
                 .arg(island_->paths[size_t(id)].b)
                 .arg(ownerName(pathOwners_.value(id, -1)));
  }
  const int u = unitAt(point);
  if (u >= 0) {
    lines << Rules::translated(Words::kOrk).arg(u).arg(ownerName(units_[u].owner)).arg(QLocale().toString(units_[u].health));
    if (u == selected_)
      lines << fate_;
  }
  return lines.join(QLatin1Char('\n'));
}

// --- painting ---------------------------------------------------------------------------

void OrkIslandBoard::paintEvent(QPaintEvent*)
{
  QPainter p(this);
  if (!hasFrame_ || ownersImage_.isNull()) {
    p.fillRect(rect(), QColor(0x1e, 0x2a, 0x33));
    p.setPen(Qt::white);
    p.drawText(rect(), Qt::AlignCenter, hasFrame_ ? tr("This frame has no OrkIsland map") : tr("No frame"));
    paintMarks(p);
    return;
  }
  // The island, its owners and the grid change far less often than the orks: they are
  // drawn once into a layer of the widget's size, and each paint only copies it.
  const LayerKey key{islandSerial_, origin_, scale_, size() * devicePixelRatioF(), showGrid_};
  if (mapLayer_.isNull() || !(key == mapLayerKey_))
    renderMapLayer(key, QRegion());
  else if (layerCityOwners_ != renderedCityOwners_ || layerPathOwners_ != renderedPathOwners_)
    renderMapLayer(key, changedOwnerCells());  // only the cities and paths that changed hands
  p.drawPixmap(0, 0, mapLayer_);
  p.setRenderHint(QPainter::Antialiasing);
  drawTrails(p);
  p.setRenderHint(QPainter::Antialiasing, false);  // axis-aligned squares and bars
  drawUnits(p);
  p.setRenderHint(QPainter::Antialiasing);
  drawLegend(p);
  paintMarks(p);
}

QRegion OrkIslandBoard::changedOwnerCells() const
{
  QRegion region;
  const auto add = [&](const QVector<QVector<QPoint>>& groups, const QVector<int>& before, const QVector<int>& now) {
    for (int g = 0; g < groups.size(); ++g) {
      if (before.value(g, -2) == now.value(g, -2))
        continue;
      for (const QPoint& c : groups[g]) {
        const QPointF center = cellCenter(c.y(), c.x());
        region += QRectF(center.x() - scale_ / 2, center.y() - scale_ / 2, scale_, scale_).toAlignedRect().adjusted(-1, -1, 1, 1);
      }
    }
  };
  add(cityCells_, layerCityOwners_, renderedCityOwners_);
  add(pathCells_, layerPathOwners_, renderedPathOwners_);
  return region;
}

void OrkIslandBoard::renderMapLayer(const LayerKey& key, const QRegion& changed)
{
  layerCityOwners_ = renderedCityOwners_;
  layerPathOwners_ = renderedPathOwners_;
  if (changed.isEmpty()) {
    mapLayerKey_ = key;
    mapLayer_ = QPixmap(key.pixels);
    mapLayer_.setDevicePixelRatio(devicePixelRatioF());
    mapLayer_.fill(QColor(0x1e, 0x2a, 0x33));
  }
  QPainter p(&mapLayer_);
  // A part is drawn exactly as the whole would be: the same mapping, clipped.
  if (!changed.isEmpty())
    p.setClipRegion(changed);
  const QRectF target(origin_, QSizeF(cols_ * scale_, rows_ * scale_));
  // Only the visible part of the map image is scaled: cheap at any zoom.
  const QRectF visible = target.intersected(QRectF(rect()));
  if (!visible.isEmpty()) {
    const double k = kCellPixels / scale_;
    const QRectF source((visible.left() - origin_.x()) * k, (visible.top() - origin_.y()) * k, visible.width() * k,
                        visible.height() * k);
    p.setRenderHint(QPainter::SmoothPixmapTransform, scale_ < kCellPixels);
    p.drawImage(visible, ownersImage_, source);
  }
  if (showGrid_)
    drawGrid(p, visible);
}

void OrkIslandBoard::drawGrid(QPainter& p, const QRectF& visible) const
{
  if (scale_ < 3 || visible.isEmpty())
    return;
  p.setPen(QPen(QColor(0, 0, 0, 50), 0));
  const int j0 = std::max(0, int((visible.left() - origin_.x()) / scale_));
  const int j1 = std::min(cols_, int((visible.right() - origin_.x()) / scale_) + 1);
  const int i0 = std::max(0, int((visible.top() - origin_.y()) / scale_));
  const int i1 = std::min(rows_, int((visible.bottom() - origin_.y()) / scale_) + 1);
  QVector<QLineF> lines;
  for (int j = j0; j <= j1; ++j)
    lines << QLineF(origin_.x() + j * scale_, origin_.y() + i0 * scale_, origin_.x() + j * scale_, origin_.y() + i1 * scale_);
  for (int i = i0; i <= i1; ++i)
    lines << QLineF(origin_.x() + j0 * scale_, origin_.y() + i * scale_, origin_.x() + j1 * scale_, origin_.y() + i * scale_);
  p.drawLines(lines);
}

void OrkIslandBoard::drawTrails(QPainter& p) const
{
  // A jump of more than one cell is a respawn: the trail breaks there. (Drawn a line at a
  // time: one drawLines() call with a wide pen strokes them as one path, which is slower.)
  const auto polyline = [&](const QVector<QPoint>& cells, const QPen& pen) {
    p.setPen(pen);
    for (int k = 1; k < cells.size(); ++k) {
      const QPoint a = cells[k - 1], b = cells[k];
      if (std::abs(a.x() - b.x()) + std::abs(a.y() - b.y()) == 1)
        p.drawLine(cellCenter(a.y(), a.x()), cellCenter(b.y(), b.x()));
    }
  };
  if (showTrails_)
    for (int u = 0; u < recent_.size() && u < units_.size(); ++u) {
      QColor c = playerColor(units_[u].owner);
      c.setAlpha(150);
      polyline(recent_[u], QPen(c, std::max(1.0, scale_ * 0.18), Qt::SolidLine, Qt::RoundCap));
    }
  if (selected_ >= 0 && !trail_.isEmpty()) {
    polyline(trail_, QPen(QColor(0, 0, 0, 200), std::max(2.5, scale_ * 0.34), Qt::SolidLine, Qt::RoundCap));
    polyline(trail_, QPen(Qt::white, std::max(1.2, scale_ * 0.18), Qt::SolidLine, Qt::RoundCap));
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::white);
    const double r = std::max(1.5, scale_ * 0.12);
    for (const QPoint& c : trail_)
      p.drawEllipse(cellCenter(c.y(), c.x()), r, r);
  }
}

void OrkIslandBoard::drawUnits(QPainter& p) const
{
  const double side = scale_ * 0.85;
  const double bar = std::max(1.0, scale_ * 0.16);
  for (int u = 0; u < units_.size(); ++u) {
    const Unit& unit = units_[u];
    const QPointF c = unitCenter(u);
    const QRectF square(c.x() - side / 2, c.y() - side / 2, side, side);
    if (!square.intersects(rect()))
      continue;
    p.setPen(QPen(QColor(0, 0, 0, 200), scale_ >= 4 ? 1.0 : 0.5));
    p.setBrush(playerColor(unit.owner));
    p.drawRect(square);
    // Health: a bar along the bottom of the square, green to red.
    const double h = std::clamp(double(unit.health) / initialHealth_, 0.0, 1.0);
    const QRectF back(square.left(), square.bottom() - bar, side, bar);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 170));
    p.drawRect(back);
    p.setBrush(QColor::fromHsvF(float(h / 3), 0.9f, 0.95f));
    p.drawRect(QRectF(back.left(), back.top(), side * h, bar));
    if (u == selected_) {
      p.setBrush(Qt::NoBrush);
      p.setPen(QPen(Qt::white, 2));
      p.drawRect(square.adjusted(-3, -3, 3, 3));
      p.setPen(QPen(Qt::black, 1));
      p.drawRect(square.adjusted(-4.5, -4.5, 4.5, 4.5));
    }
    if (scale_ >= 22) {
      p.setPen(unit.owner == 2 || unit.owner == 0 ? Qt::white : Qt::black);
      QFont f = p.font();
      f.setPixelSize(int(scale_ * 0.32));
      p.setFont(f);
      p.drawText(square.adjusted(0, 0, 0, -bar), Qt::AlignCenter, QString::number(u));
    }
  }
}

void OrkIslandBoard::drawLegend(QPainter& p) const
{
  // Top right: the players, their colours and scores. Bottom left: the selected ork's fate.
  QFont f = font();
  f.setPointSizeF(f.pointSizeF() * 0.9);
  p.setFont(f);
  const QFontMetrics fm(f);
  const QLocale locale;
  QStringList lines;
  for (int pl = 0; pl < 4; ++pl) {
    const QString score = pl < scores_.size() ? locale.toString(scores_[pl]) : QString();
    lines << tr("%1: %2").arg(ownerName(pl), score);
  }
  int w = 0;
  for (const QString& l : lines)
    w = std::max(w, fm.horizontalAdvance(l));
  const int lh = fm.height();
  QRectF box(width() - w - 30, 6, w + 24, lh * (lines.size() + 1) + 8);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0, 0, 0, 150));
  p.drawRoundedRect(box, 4, 4);
  p.setPen(Qt::white);
  p.drawText(QPointF(box.left() + 6, box.top() + 4 + fm.ascent()), Rules::translated(Words::kRound).arg(locale.toString(round_)));
  for (int pl = 0; pl < lines.size(); ++pl) {
    const double y = box.top() + 4 + lh * (pl + 1);
    p.fillRect(QRectF(box.left() + 6, y + 2, lh - 4, lh - 4), playerColor(pl));
    p.drawText(QPointF(box.left() + 6 + lh, y + fm.ascent()), lines[pl]);
  }

  if (selected_ < 0 || selected_ >= units_.size())
    return;
  QStringList fate;
  fate << Rules::translated(Words::kOrk).arg(selected_).arg(ownerName(units_[selected_].owner)).arg(locale.toString(units_[selected_].health));
  if (fate_.isEmpty())
    fate << tr("No deaths or captures so far");
  else
    fate << fate_.mid(std::max<qsizetype>(0, fate_.size() - 6));  // the latest ones
  w = 0;
  for (const QString& l : fate)
    w = std::max(w, fm.horizontalAdvance(l));
  box = QRectF(6, height() - lh * fate.size() - 14, w + 12, lh * fate.size() + 8);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0, 0, 0, 160));
  p.drawRoundedRect(box, 4, 4);
  p.setPen(Qt::white);
  for (int k = 0; k < fate.size(); ++k)
    p.drawText(QPointF(box.left() + 6, box.top() + 4 + lh * k + fm.ascent()), fate[k]);
}

// --- interaction ------------------------------------------------------------------------

void OrkIslandBoard::changeEvent(QEvent* event)
{
  // The fate lines are cached text: rebuild them in the new language.
  if (event->type() == QEvent::LanguageChange && replay_ && turn_ < replay_->frames.size()) {
    computeHistory(*replay_, turn_);
    update();
  }
  BoardView::changeEvent(event);
}

void OrkIslandBoard::clicked(const QPointF& point)
{
  // Select the ork there (or clear the selection) and show it in the Inspector.
  const int u = unitAt(point);
  if (u != selected_) {
    selected_ = u;
    if (replay_ && turn_ < replay_->frames.size())
      computeHistory(*replay_, turn_);
  }
  update();
  if (u >= 0)
    emit inspectRequested(QStringLiteral("units[%1]").arg(u * 4));  // the flat array: owner i j health
}

}  // namespace Kibitz::App

KIBITZ_REGISTER_BOARD(orkisland, Kibitz::App::OrkIslandBoard)
