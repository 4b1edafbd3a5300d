#include "boards/angelempire_board.h"

#include "angelempire/angelempire_state.h"
#include "angelempire/angelempire_units.h"
#include "angelempire/angelempire_words.h"
#include "replay/replay.h"

#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace Kibitz::App {

namespace AE = Rules::AngelEmpire;
namespace Words = Rules::AngelEmpire::Words;

namespace {

constexpr int kCols = AE::kMapX;
constexpr int kRows = AE::kMapY;

// The units standing on `board`.
QVector<AngelEmpireBoard::Unit> unitsOf(const AE::Board& board)
{
  QVector<AngelEmpireBoard::Unit> out;
  for (int x = 0; x < kCols; ++x)
    for (int y = 0; y < kRows; ++y) {
      const AE::Cell& cell = board.at({x, y});
      if (cell.isUnit())
        out.append({cell.id, x, y, cell.type, cell.side, cell.live, cell.moved});
    }
  return out;
}

const AngelEmpireBoard::Unit* findId(const QVector<AngelEmpireBoard::Unit>& units, int id)
{
  for (const auto& u : units)
    if (u.id == id)
      return &u;
  return nullptr;
}

// Text with a dark outline: readable on any tile colour.
void outlinedText(QPainter& p, const QPointF& baseline, const QString& text, const QFont& font, const QColor& fill)
{
  QPainterPath path;
  path.addText(baseline, font, text);
  p.setPen(QPen(QColor(0, 0, 0, 220), std::max(2.0, font.pixelSize() / 5.0), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.setBrush(Qt::NoBrush);
  p.drawPath(path);
  p.setPen(Qt::NoPen);
  p.setBrush(fill);
  p.drawPath(path);
}

// The class glyphs inside `r`: a shield (Warrior) or a pointed hat with a brim (Magician).
QPainterPath glyphPath(int type, const QRectF& r)
{
  QPainterPath path;
  if (AE::isWarrior(type)) {
    const double w = r.width(), h = r.height();
    path.moveTo(r.left() + w * 0.5, r.top());
    path.lineTo(r.right(), r.top() + h * 0.12);
    path.lineTo(r.right(), r.top() + h * 0.5);
    path.cubicTo(r.right(), r.top() + h * 0.78, r.left() + w * 0.7, r.top() + h * 0.9, r.left() + w * 0.5, r.bottom());
    path.cubicTo(r.left() + w * 0.3, r.top() + h * 0.9, r.left(), r.top() + h * 0.78, r.left(), r.top() + h * 0.5);
    path.lineTo(r.left(), r.top() + h * 0.12);
    path.closeSubpath();
  } else {
    const double w = r.width(), h = r.height();
    path.moveTo(r.left() + w * 0.56, r.top());
    path.lineTo(r.left() + w * 0.84, r.top() + h * 0.78);
    path.lineTo(r.right(), r.top() + h * 0.78);
    path.quadTo(r.right(), r.bottom(), r.left() + w * 0.5, r.bottom());
    path.quadTo(r.left(), r.bottom(), r.left(), r.top() + h * 0.78);
    path.lineTo(r.left() + w * 0.16, r.top() + h * 0.78);
    path.closeSubpath();
  }
  return path;
}

}  // namespace

AngelEmpireBoard::AngelEmpireBoard(QWidget* parent) : BoardView(parent)
{
  addOverlay(QStringLiteral("reach"), &showReach_, [this] { return tr("Reach of the selected unit"); });
  addOverlay(QStringLiteral("damage"), &showDamage_, [this] { return tr("Damage numbers"); });
  addOverlay(QStringLiteral("hp"), &showHpBars_, [this] { return tr("HP bars"); });
  setMouseTracking(true);
  setMinimumSize(240, 200);
  setAttribute(Qt::WA_OpaquePaintEvent);
  layout();
}

QColor AngelEmpireBoard::elementColor(int element)
{
  // Wind green, fire orange, water cyan, earth ochre: apart from the sides' blue and red.
  static const QColor colors[4] = {QColor(0x7c, 0xd9, 0x5a), QColor(0xff, 0x8c, 0x1a), QColor(0x3f, 0xd0, 0xf0),
                                   QColor(0xb8, 0x8a, 0x4a)};
  return element >= 0 && element < 4 ? colors[element] : QColor(0xb0, 0xb0, 0xb0);
}

QColor AngelEmpireBoard::sideColor(int side)
{
  // The contest's Player blue and CPU red: the player is player 0, and the CPU takes the
  // second colour, as a second player would.
  if (side == AE::kSidePlayer)
    return PlayerPalette::color(0);
  if (side == AE::kSideCpu)
    return PlayerPalette::color(1);
  return PlayerPalette::color(-1);
}

// --- frames -----------------------------------------------------------------------------

void AngelEmpireBoard::clearFrame()
{
  hasFrame_ = hasBoard_ = false;
  board_.clear();
  units_.clear();
  hits_.clear();
  cpuArmy_.clear();
  stage_ = AE::Stage::Build;
  battle_ = turn_ = killCredit_ = finishedTotal_ = finishedBattles_ = 0;
  money_ = leftover_ = -1;
  endedBattle_ = 0;
  endReason_ = -1;
  endScore_ = 0;
  hitsOnMap_ = true;
  reach_.clear();
  reachSteps_.clear();
  targets_.clear();
}

void AngelEmpireBoard::showFrame(const Debugger::Replay& replay, int turn)
{
  clearFrame();
  frame_ = turn;
  const std::shared_ptr<const AE::AngelEmpireState> state = restoredState<AE::AngelEmpireState>(replay, turn);
  if (!state) {
    update();
    return;
  }
  hasFrame_ = hasBoard_ = true;
  battles_ = state->settings().battles;
  turns_ = state->settings().turns;
  playerName_ = replay.playerNames().value(0);
  stage_ = state->stage();
  battle_ = state->battle();
  turn_ = state->battleTurn();
  money_ = state->money();
  leftover_ = state->leftover();
  killCredit_ = state->killCredit();
  finishedBattles_ = int(state->results().size());
  finishedTotal_ = state->total();
  for (const AE::Placement& u : state->cpuArmy())
    cpuArmy_.append({QPoint(u.cell.x, u.cell.y), u.type});
  board_ = state->board();
  units_ = unitsOf(board_);
  readHits(replay, turn, *state);
  if (selected_ && (selectedBattle_ != battle_ || !unitById(selected_)))
    selected_ = 0;
  computeReach();
  update();
}

// The hits of this frame, from the values the engine's attack, spell and counter events
// carry (a counter lands on the attacker, where it stood). Replays made before events
// had values (format version 2) fall back to the HP lost since the previous frame.
void AngelEmpireBoard::readHits(const Debugger::Replay& replay, int turn, const AE::AngelEmpireState& state)
{
  if (turn <= 0)
    return;
  const std::shared_ptr<const AE::AngelEmpireState> previous = restoredState<AE::AngelEmpireState>(replay, turn - 1);
  if (!previous)
    return;
  const QVector<Unit> before = unitsOf(previous->board());
  const bool sameBattle = previous->battle() == battle_;
  hitsOnMap_ = sameBattle;  // hits of a battle that ended are listed, not drawn on the next one's map
  bool sawHitEvent = false;
  for (const Rules::Event& e : replay.frames[turn].events) {
    if (e.type == QLatin1String("battleEnd")) {
      endedBattle_ = previous->battle();
      if (!state.results().empty()) {
        endReason_ = int(state.results().back().reason);
        endScore_ = state.results().back().score;
      }
      continue;
    }
    const bool counter = e.type == QLatin1String("counter");
    if ((!counter && e.type != QLatin1String("attack") && e.type != QLatin1String("spell")) || e.data.isEmpty())
      continue;
    sawHitEvent = true;
    Hit hit;
    hit.counter = counter;
    hit.spell = e.type == QLatin1String("spell");
    hit.victimId = e.data.value(QLatin1String("victim")).toInt();
    hit.damage = e.data.value(QLatin1String("damage")).toInt();
    hit.hpAfter = std::max(0, e.data.value(QLatin1String("hp")).toInt());
    hit.killed = hit.hpAfter <= 0;
    hit.x = e.data.value(QLatin1String("x")).toInt(-1);
    hit.y = e.data.value(QLatin1String("y")).toInt(-1);
    if (const Unit* old = findId(before, hit.victimId)) {
      hit.victimType = old->type;
      hit.victimSide = old->side;
    }
    if (hit.x >= 0 && hit.x < kCols && hit.y >= 0 && hit.y < kRows)
      hits_.append(hit);
  }
  if (sawHitEvent || !sameBattle)
    return;
  // No hit values (a replay made before events carried them): the HP lost since the previous frame.
  for (const Unit& old : before) {
    const Unit* now = unitById(old.id);
    if (now && now->live >= old.live)
      continue;
    Hit hit;
    hit.victimId = old.id;
    hit.victimType = old.type;
    hit.victimSide = old.side;
    hit.damage = now ? old.live - now->live : old.live;
    hit.hpAfter = now ? now->live : 0;
    hit.killed = !now;
    hit.x = now ? now->x : old.x;
    hit.y = now ? now->y : old.y;
    hits_.append(hit);
  }
}

void AngelEmpireBoard::selectUnit(int id)
{
  selected_ = unitById(id) ? id : 0;
  selectedBattle_ = battle_;
  computeReach();
  update();
}

void AngelEmpireBoard::computeReach()
{
  reach_.clear();
  reachSteps_.clear();
  targets_.clear();
  const Unit* u = unitById(selected_);
  if (!u || (u->moved && stage_ == AE::Stage::Command))
    return;  // it has acted: nothing more this turn
  const AE::Point src{u->x, u->y};
  for (const AE::Destination& d : board_.destinations(src))
    if (!(d.cell == src)) {
      reach_ << QPoint(d.cell.x, d.cell.y);
      reachSteps_ << d.steps;
    }
  for (const AE::Point& t : board_.attackTargets(src))
    targets_ << QPoint(t.x, t.y);
}

const AngelEmpireBoard::Unit* AngelEmpireBoard::unitById(int id) const
{
  return id > 0 ? findId(units_, id) : nullptr;
}

const AngelEmpireBoard::Unit* AngelEmpireBoard::unitAtCell(int x, int y) const
{
  for (const Unit& u : units_)
    if (u.x == x && u.y == y)
      return &u;
  return nullptr;
}

int AngelEmpireBoard::cellType(int x, int y) const
{
  if (x < 0 || y < 0 || x >= kCols || y >= kRows)
    return -1;
  return board_.at({x, y}).type;
}

// --- geometry ---------------------------------------------------------------------------

void AngelEmpireBoard::layout()
{
  const QFontMetricsF fm(font());
  const double lh = fm.height();
  header_ = QRectF(0, 0, width(), lh * 1.5 + 6);
  legend_ = QRectF(0, height() - (lh * 2 + 14), width(), lh * 2 + 14);
  const double margin = 6;
  const double gutter = lh * 0.9;  // the coordinates, outside the map
  const QRectF room(margin + gutter, header_.bottom() + gutter + 2, width() - 2 * margin - 2 * gutter,
                    legend_.top() - header_.bottom() - gutter - 6);
  cell_ = std::max(4.0, std::min(room.width() / kCols, room.height() / kRows));
  const QSizeF size(cell_ * kCols, cell_ * kRows);
  map_ = QRectF(QPointF(room.center().x() - size.width() / 2, room.center().y() - size.height() / 2), size);
}

QRectF AngelEmpireBoard::cellRect(int x, int y) const
{
  return QRectF(map_.left() + x * cell_, map_.top() + y * cell_, cell_, cell_);
}

QPoint AngelEmpireBoard::cellAt(const QPointF& point) const
{
  if (!map_.contains(point))
    return {-1, -1};
  const int x = int(std::floor((point.x() - map_.left()) / cell_));
  const int y = int(std::floor((point.y() - map_.top()) / cell_));
  if (x < 0 || y < 0 || x >= kCols || y >= kRows)
    return {-1, -1};
  return {x, y};
}

int AngelEmpireBoard::unitAt(const QPointF& point) const
{
  const QPoint c = cellAt(point);
  const Unit* u = c.x() >= 0 ? unitAtCell(c.x(), c.y()) : nullptr;
  return u ? u->id : 0;
}

QString AngelEmpireBoard::anchorAt(const QPoint& point) const
{
  if (const int id = unitAt(point))
    return QStringLiteral("unit:%1").arg(id);
  const QPoint c = cellAt(point);
  return c.x() < 0 ? QString() : QStringLiteral("cell:%1,%2").arg(c.y()).arg(c.x());
}

std::optional<QPointF> AngelEmpireBoard::anchorPosition(const QString& anchor) const
{
  if (anchor.startsWith(QLatin1String("unit:"))) {
    bool ok = false;
    if (const Unit* u = unitById(anchor.mid(5).toInt(&ok)); ok && u)
      return cellCenter(u->x, u->y);
  } else if (anchor.startsWith(QLatin1String("cell:"))) {
    const QStringList rc = anchor.mid(5).split(QLatin1Char(','));
    bool okR = false, okC = false;
    const int row = rc.value(0).toInt(&okR), col = rc.value(1).toInt(&okC);
    if (rc.size() == 2 && okR && okC && row >= 0 && col >= 0 && row < kRows && col < kCols)
      return cellCenter(col, row);
  }
  return std::nullopt;
}

// --- text -------------------------------------------------------------------------------

QString AngelEmpireBoard::unitName(int type) const
{
  if (!AE::isUnitType(type))
    return tr("unknown unit");
  const QString element = Rules::translated(Words::kElements[AE::elementOf(type)]);
  const QString cls = Rules::translated(AE::isWarrior(type) ? Words::kWarrior : Words::kMagician);
  return Rules::translated(Words::kUnitName).arg(element, cls);
}

QString AngelEmpireBoard::sideName(int side) const
{
  return Rules::translated(side == AE::kSidePlayer ? Words::kPlayer : side == AE::kSideCpu ? Words::kCpu : Words::kNobody);
}

QString AngelEmpireBoard::unitTooltip(const Unit& u) const
{
  const QLocale locale;
  const AE::UnitStats& s = AE::unitStats(u.type);
  QStringList lines;
  lines << Rules::translated(Words::kUnitOf).arg(unitName(u.type)).arg(u.id).arg(sideName(u.side));
  lines << Rules::translated(Words::kHp).arg(locale.toString(u.live), locale.toString(s.live));
  lines << tr("Attack %1, defence %2").arg(locale.toString(s.attack), locale.toString(s.defence));
  lines << (s.spell ? tr("Range %1 (spell, ignores defence)").arg(s.attackRange) : tr("Range %1 (melee)").arg(s.attackRange));
  lines << tr("Moves %1").arg(s.moveRange);
  if (s.fightBack)
    lines << tr("Strikes back when hit in melee");
  if (u.moved)
    lines << tr("Has acted this turn");
  return lines.join(QLatin1Char('\n'));
}

QString AngelEmpireBoard::tooltipAt(const QPointF& point) const
{
  if (!hasFrame_)
    return {};
  const QPoint c = cellAt(point);
  if (c.x() < 0)
    return {};
  const QLocale locale;
  QStringList lines;
  const int type = cellType(c.x(), c.y());
  lines << tr("Cell (%1, %2): %3")
               .arg(c.x())
               .arg(c.y())
               .arg(!hasBoard_ ? tr("unknown") : type == AE::kWall ? tr("wall") : type == AE::kSpace ? tr("empty ground") : tr("unit"));
  if (const Unit* u = unitAtCell(c.x(), c.y()))
    lines << unitTooltip(*u);
  for (const auto& [cell, cpuType] : cpuArmy_)
    if (cell == c && !unitAtCell(c.x(), c.y()))
      lines << tr("%1 of the CPU, deployed when the army is bought").arg(unitName(cpuType));
  const Unit* sel = unitById(selected_);
  if (sel) {
    const int k = int(reach_.indexOf(c));
    if (k >= 0)
      lines << tr("#%1 can move here (%n step(s))", nullptr, reachSteps_[k]).arg(sel->id);
    if (targets_.contains(c))
      if (const Unit* target = unitAtCell(c.x(), c.y())) {
        const int percent = AE::adjustmentPercent(sel->type, target->type);
        lines << tr("#%1 can attack it: %2 damage (element ×%3)")
                     .arg(sel->id)
                     .arg(locale.toString(AE::attackDamage(sel->type, target->type)))
                     .arg(locale.toString(percent / 100.0));
      }
  }
  for (const Hit& h : hits_)
    if (hitsOnMap_ && h.x == c.x() && h.y == c.y()) {
      QString line = h.counter ? tr("Struck back: %1 damage to #%2").arg(locale.toString(h.damage)).arg(h.victimId)
                               : tr("Hit: %1 damage to #%2").arg(locale.toString(h.damage)).arg(h.victimId);
      if (h.killed)
        line += QLatin1Char(' ') + tr("(killed)");
      lines << line;
    }
  return lines.join(QLatin1Char('\n'));
}

QString AngelEmpireBoard::headerText() const
{
  if (!hasFrame_)
    return tr("No frame");
  const QLocale locale;
  QStringList parts;
  const int campaign = finishedTotal_ + (stage_ == AE::Stage::Over ? 0 : killCredit_);
  if (stage_ == AE::Stage::Over) {
    parts << tr("Campaign over after %n battle(s)", nullptr, finishedBattles_);
  } else {
    parts << tr("Battle %1 / %2").arg(battle_ > 0 ? locale.toString(battle_) : QStringLiteral("?"), locale.toString(battles_));
    if (stage_ == AE::Stage::Build)
      parts << Rules::translated(Words::kBuyingTheArmy);
    else if (stage_ == AE::Stage::Command)
      parts << tr("Turn %1 / %2").arg(locale.toString(turn_), locale.toString(turns_));
    if (money_ >= 0)
      parts << (stage_ == AE::Stage::Build ? tr("Budget %1").arg(locale.toString(money_))
                                                 : tr("Budget %1 (unspent %2)").arg(locale.toString(money_), locale.toString(leftover_)));
  }
  parts << tr("Campaign score %1").arg(locale.toString(campaign));
  if (stage_ != AE::Stage::Over)
    parts << tr("Kill credit %1").arg(locale.toString(killCredit_));
  return parts.join(QStringLiteral("  ·  "));
}

// --- painting ---------------------------------------------------------------------------

void AngelEmpireBoard::paintEvent(QPaintEvent*)
{
  QPainter p(this);
  p.fillRect(rect(), QColor(0x22, 0x26, 0x2e));
  p.setRenderHint(QPainter::Antialiasing);
  drawHeader(p);
  if (hasFrame_) {
    drawCells(p);
    if (showReach_)
      drawReach(p);
    drawUnits(p);
    if (showDamage_ && hitsOnMap_)
      drawHits(p);
  } else {
    p.setPen(Qt::white);
    p.drawText(map_, Qt::AlignCenter, tr("No frame"));
  }
  drawLegend(p);
  paintMarks(p);
}

void AngelEmpireBoard::drawHeader(QPainter& p) const
{
  p.fillRect(header_, QColor(0x14, 0x17, 0x1c));
  QFont f = font();
  f.setBold(true);
  p.setFont(f);
  p.setPen(QColor(0xf0, 0xf0, 0xf0));
  const QRectF r = header_.adjusted(8, 0, -8, 0);
  const QString text = headerText();
  const double needed = QFontMetricsF(f).horizontalAdvance(text);
  if (needed > r.width()) {  // shrink a little before eliding
    f.setPointSizeF(std::max(f.pointSizeF() * 0.75, f.pointSizeF() * r.width() / needed));
    p.setFont(f);
  }
  p.drawText(r, Qt::AlignVCenter | Qt::AlignLeft, QFontMetricsF(f).elidedText(text, Qt::ElideRight, r.width()));
}

void AngelEmpireBoard::drawCells(QPainter& p) const
{
  for (int x = 0; x < kCols; ++x)
    for (int y = 0; y < kRows; ++y) {
      const QRectF r = cellRect(x, y);
      const int type = cellType(x, y);
      QColor ground = (x + y) % 2 ? QColor(0xd8, 0xcf, 0xb0) : QColor(0xe2, 0xd9, 0xbb);
      if (x <= 2)  // the Player's deployment columns, faintly
        ground = ground.darker(104);
      if (!hasBoard_)
        ground = QColor(0x50, 0x50, 0x50);
      p.fillRect(r, ground);
      if (type == AE::kWall) {
        // Stone blocks.
        p.fillRect(r, QColor(0x55, 0x55, 0x5e));
        p.setPen(QPen(QColor(0x33, 0x33, 0x3a), std::max(1.0, cell_ * 0.03)));
        for (int k = 1; k < 3; ++k)
          p.drawLine(QPointF(r.left(), r.top() + r.height() * k / 3), QPointF(r.right(), r.top() + r.height() * k / 3));
        for (int k = 0; k < 3; ++k) {
          const double off = (k % 2) ? 0.25 : 0.6;
          p.drawLine(QPointF(r.left() + r.width() * off, r.top() + r.height() * k / 3),
                     QPointF(r.left() + r.width() * off, r.top() + r.height() * (k + 1) / 3));
        }
      } else if (const Unit* u = unitAtCell(x, y)) {
        QColor tint = sideColor(u->side);
        tint.setAlpha(70);
        p.fillRect(r, tint);
      }
    }
  p.setPen(QPen(QColor(0, 0, 0, 60), 1));
  for (int x = 0; x <= kCols; ++x)
    p.drawLine(QPointF(map_.left() + x * cell_, map_.top()), QPointF(map_.left() + x * cell_, map_.bottom()));
  for (int y = 0; y <= kRows; ++y)
    p.drawLine(QPointF(map_.left(), map_.top() + y * cell_), QPointF(map_.right(), map_.top() + y * cell_));
  // Coordinates outside the map: x above the columns, y left of the rows.
  if (cell_ >= 14) {
    QFont f = font();
    f.setPointSizeF(f.pointSizeF() * 0.85);
    p.setFont(f);
    p.setPen(QColor(0xb0, 0xb4, 0xbc));
    const double g = QFontMetricsF(font()).height() * 0.9;
    for (int x = 0; x < kCols; ++x) {
      const QRectF r = cellRect(x, 0);
      p.drawText(QRectF(r.left(), r.top() - g - 1, r.width(), g), Qt::AlignCenter, QString::number(x));
    }
    for (int y = 0; y < kRows; ++y) {
      const QRectF r = cellRect(0, y);
      p.drawText(QRectF(r.left() - g - 2, r.top(), g, r.height()), Qt::AlignCenter, QString::number(y));
    }
  }
}

void AngelEmpireBoard::drawReach(QPainter& p) const
{
  const Unit* sel = unitById(selected_);
  if (!sel)
    return;
  const QColor side = sideColor(sel->side);
  QColor fill = side.lighter(160);
  fill.setAlpha(80);
  QColor border = side;
  border.setAlpha(170);
  QFont f = font();
  f.setPixelSize(std::max(8, int(cell_ * 0.17)));
  QColor digits = side.darker(130);
  digits.setAlpha(190);
  const double inset = std::max(2.0, cell_ * 0.06);
  for (int k = 0; k < reach_.size(); ++k) {
    const QRectF r = cellRect(reach_[k].x(), reach_[k].y()).adjusted(inset, inset, -inset, -inset);
    p.setPen(QPen(border, std::clamp(cell_ * 0.025, 1.0, 2.0), Qt::DashLine));
    p.setBrush(fill);
    p.drawRoundedRect(r, cell_ * 0.08, cell_ * 0.08);
    if (cell_ >= 28) {  // the steps it takes to get there
      p.setFont(f);
      p.setPen(digits);
      p.drawText(r, Qt::AlignCenter, QLocale().toString(reachSteps_[k]));
    }
  }
  // Targets: a red crosshair around each attackable enemy.
  const QPen ring(QColor(0xff, 0x20, 0x20), std::max(2.0, cell_ * 0.06));
  for (const QPoint& t : targets_) {
    const QRectF r = cellRect(t.x(), t.y());
    const QPointF c = r.center();
    const double rad = cell_ * 0.47;
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(Qt::white, ring.widthF() + 2));
    p.drawEllipse(c, rad, rad);
    p.setPen(ring);
    p.drawEllipse(c, rad, rad);
    for (const QPointF d : {QPointF(1, 0), QPointF(-1, 0), QPointF(0, 1), QPointF(0, -1)})
      p.drawLine(c + d * rad * 0.8, c + d * rad * 1.08);
  }
}

void AngelEmpireBoard::drawUnit(QPainter& p, const QRectF& cell, int type, int side, int live, bool moved, bool ghost) const
{
  const double pad = cell.width() * 0.16;
  const QRectF glyph = cell.adjusted(pad, pad * 0.7, -pad, -pad * 1.3);
  const QPainterPath path = glyphPath(type, glyph);
  p.save();
  if (ghost)
    p.setOpacity(0.35);
  else if (moved)
    p.setOpacity(0.6);
  // Side: the outline colour, doubled with black so it reads on any fill.
  p.setBrush(elementColor(AE::elementOf(type)));
  p.setPen(QPen(QColor(0, 0, 0, 200), std::max(3.0, cell.width() * 0.1), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.drawPath(path);
  p.setPen(QPen(sideColor(side), std::max(2.0, cell.width() * 0.065), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
  p.drawPath(path);
  // A pennant in the side colour: top-right for the Player (facing right), top-left for the CPU.
  const double tab = cell.width() * 0.24;
  QPolygonF pennant;
  if (side == AE::kSidePlayer)
    pennant << cell.topRight() << cell.topRight() + QPointF(-tab, 0) << cell.topRight() + QPointF(0, tab);
  else
    pennant << cell.topLeft() << cell.topLeft() + QPointF(tab, 0) << cell.topLeft() + QPointF(0, tab);
  p.setPen(Qt::NoPen);
  p.setBrush(sideColor(side));
  p.drawPolygon(pennant);
  // The element's sign inside the glyph.
  if (cell.width() >= 26) {
    struct Sign {
      const char* source;
      const char* comment;
    };
    static const Sign signs[4] = {QT_TRANSLATE_NOOP3("Kibitz::App::AngelEmpireBoard", "Wi", "unit glyph: wind (風)"),
                                  QT_TRANSLATE_NOOP3("Kibitz::App::AngelEmpireBoard", "Fi", "unit glyph: fire (火)"),
                                  QT_TRANSLATE_NOOP3("Kibitz::App::AngelEmpireBoard", "Wa", "unit glyph: water (水)"),
                                  QT_TRANSLATE_NOOP3("Kibitz::App::AngelEmpireBoard", "Ea", "unit glyph: earth (土)")};
    const int e = AE::elementOf(type);
    QFont f = font();
    f.setPixelSize(std::max(8, int(cell.width() * 0.22)));
    f.setBold(true);
    const QRectF textBox = AE::isWarrior(type) ? glyph.adjusted(0, glyph.height() * 0.1, 0, -glyph.height() * 0.15)
                                               : glyph.adjusted(0, glyph.height() * 0.45, 0, 0);
    p.setFont(f);
    p.setPen(QColor(0x10, 0x10, 0x10));
    p.drawText(textBox, Qt::AlignCenter, tr(signs[e].source, signs[e].comment));
  }
  p.restore();
  if (ghost || !showHpBars_)
    return;
  // HP bar along the bottom of the cell, green to red.
  const double max = AE::unitStats(type).live;
  const double h = std::clamp(live / max, 0.0, 1.0);
  const double barH = std::max(3.0, cell.height() * 0.09);
  const QRectF back(cell.left() + cell.width() * 0.1, cell.bottom() - barH - cell.height() * 0.05, cell.width() * 0.8, barH);
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0, 0, 0, 190));
  p.drawRect(back.adjusted(-1, -1, 1, 1));
  p.setBrush(QColor::fromHsvF(float(h / 3), 0.9f, 0.95f));
  p.drawRect(QRectF(back.left(), back.top(), back.width() * h, barH));
}

void AngelEmpireBoard::drawUnits(QPainter& p) const
{
  // The CPU army waiting for the Player's purchase, as ghosts.
  if (stage_ == AE::Stage::Build)
    for (const auto& [c, type] : cpuArmy_)
      if (!unitAtCell(c.x(), c.y()))
        drawUnit(p, cellRect(c.x(), c.y()), type, AE::kSideCpu, AE::unitStats(type).live, false, true);
  // Units killed in this frame, as crossed-out ghosts where they fell.
  if (showDamage_ && hitsOnMap_)
    for (const Hit& h : hits_)
      if (h.killed && h.victimType && !unitAtCell(h.x, h.y) && cellType(h.x, h.y) == AE::kSpace) {
        const QRectF r = cellRect(h.x, h.y);
        drawUnit(p, r, h.victimType, h.victimSide, 0, false, true);
        p.setPen(QPen(QColor(0x20, 0x20, 0x20, 200), std::max(2.0, cell_ * 0.06), Qt::SolidLine, Qt::RoundCap));
        const QRectF x = r.adjusted(cell_ * 0.22, cell_ * 0.22, -cell_ * 0.22, -cell_ * 0.22);
        p.drawLine(x.topLeft(), x.bottomRight());
        p.drawLine(x.topRight(), x.bottomLeft());
      }
  for (const Unit& u : units_) {
    const QRectF r = cellRect(u.x, u.y);
    drawUnit(p, r, u.type, u.side, u.live, u.moved, false);
    if (cell_ >= 40) {
      QFont f = font();
      f.setPixelSize(std::max(8, int(cell_ * 0.15)));
      p.setFont(f);
      p.setPen(QColor(0x10, 0x10, 0x10));
      const QRectF idBox = u.side == AE::kSidePlayer ? r.adjusted(3, 1, 0, 0) : r.adjusted(0, 1, -3, 0);
      p.drawText(idBox, (u.side == AE::kSidePlayer ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop,
                 QStringLiteral("#%1").arg(u.id));
    }
    if (u.id == selected_) {
      p.setBrush(Qt::NoBrush);
      p.setPen(QPen(Qt::black, 5));
      p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4);
      p.setPen(QPen(Qt::white, 2.5));
      p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4);
    }
  }
}

void AngelEmpireBoard::drawHits(QPainter& p) const
{
  QFont f = font();
  f.setBold(true);
  f.setPixelSize(std::max(9, int(cell_ * 0.24)));
  const QFontMetricsF fm(f);
  QVector<int> stacked(kCols * kRows, 0);
  const QLocale locale;
  for (const Hit& h : hits_) {
    if (h.x < 0 || h.y < 0 || h.x >= kCols || h.y >= kRows)
      continue;
    const QRectF r = cellRect(h.x, h.y);
    const int k = stacked[h.x * kRows + h.y]++;
    const QString text = QStringLiteral("−%1").arg(locale.toString(h.damage));
    const double w = fm.horizontalAdvance(text);
    // Above the glyph, over the cell's top edge; further hits on the cell stack downwards.
    const QPointF base(r.center().x() - w / 2, r.top() + fm.ascent() * 0.6 + k * fm.height() * 0.85);
    // Red for hits, orange for strike-backs.
    outlinedText(p, base, text, f, h.counter ? QColor(0xff, 0xb0, 0x30) : QColor(0xff, 0x44, 0x44));
  }
}

void AngelEmpireBoard::drawLegend(QPainter& p) const
{
  p.fillRect(legend_, QColor(0x14, 0x17, 0x1c));
  // One row of keys: sides, classes, elements and their cycle. Laid out once to measure it,
  // then drawn with a font small enough to fit.
  const auto keys = [&](const QFont& f, bool draw, bool cycle) {
    const QFontMetricsF fm(f);
    const double chip = fm.height() * 0.95;
    const double y0 = legend_.top() + 5;
    double x = legend_.left() + 8;
    p.setFont(f);
    const auto label = [&](const QString& text) {
      if (draw) {
        p.setPen(QColor(0xe8, 0xe8, 0xe8));
        p.drawText(QPointF(x, y0 + fm.ascent()), text);
      }
      x += fm.horizontalAdvance(text) + chip * 0.6;
    };
    const auto glyph = [&](int type, int side) {
      const QRectF r(x, y0 - chip * 0.1, chip * 1.2, chip * 1.2);
      if (draw) {
        p.save();
        p.setBrush(elementColor(AE::elementOf(type)));
        p.setPen(QPen(sideColor(side), 2));
        p.drawPath(glyphPath(type, r.adjusted(2, 1, -2, -1)));
        p.restore();
      }
      x += r.width() + 3;
    };
    glyph(2, AE::kSidePlayer);
    label(Rules::translated(Words::kPlayer));
    glyph(2, AE::kSideCpu);
    label(Rules::translated(Words::kCpu));
    x += chip * 0.3;
    glyph(AE::kFirstType + 3, 0);
    label(Rules::translated(Words::kWarrior));
    glyph(AE::kFirstType + 7, 0);
    label(Rules::translated(Words::kMagician));
    x += chip * 0.3;
    for (int e = 0; e < 4; ++e) {
      if (draw) {
        p.setPen(QPen(Qt::black, 1));
        p.setBrush(elementColor(e));
        p.drawEllipse(QRectF(x, y0 + chip * 0.1, chip * 0.8, chip * 0.8));
      }
      x += chip * 0.8 + 4;
      label(Rules::translated(Words::kElements[e]));
    }
    //: Element cycle: each counters the next (風剋土, 土剋水, 水剋火, 火剋風).
    if (cycle)
      label(tr("wind > earth > water > fire > wind"));
    return x - legend_.left();
  };
  QFont f = font();
  bool cycle = true;
  double needed = keys(f, false, cycle);
  if (needed > legend_.width() / 0.8) {  // too narrow: the element cycle goes first
    cycle = false;
    needed = keys(f, false, cycle);
  }
  const double base = f.pointSizeF();
  for (double scale = 0.92; needed > legend_.width() - 4 && scale > 0.55; scale *= 0.92) {
    f.setPointSizeF(base * scale);
    needed = keys(f, false, cycle);
  }
  keys(f, true, cycle);
  const QFontMetricsF fm(f);
  const double lh = QFontMetricsF(font()).height();
  const double y0 = legend_.top() + 5;

  // Second line: the end of a battle, what is missing, or the selection.
  const QLocale locale;
  QString line;
  QColor color(0xe8, 0xe8, 0xe8);
  if (endedBattle_ > 0) {
    static const char* reasons[6] = {QT_TR_NOOP("the CPU was wiped out"), QT_TR_NOOP("the Player was wiped out"),
                                     QT_TR_NOOP("turn limit"), QT_TR_NOOP("error"), QT_TR_NOOP("empty army"),
                                     QT_TR_NOOP("the bot crashed")};
    const QString reason = endReason_ >= 0 && endReason_ < 6 ? tr(reasons[endReason_]) : tr("unknown reason");
    line = tr("Battle %1 ended (%2): score %3").arg(locale.toString(endedBattle_), reason, locale.toString(endScore_));
    if (!hitsOnMap_ && showDamage_ && !hits_.isEmpty()) {
      QStringList list;
      for (const Hit& h : hits_)
        list << (h.killed ? tr("%1 to #%2 (killed)") : tr("%1 to #%2")).arg(locale.toString(h.damage)).arg(h.victimId);
      line += QStringLiteral("  ·  ") + tr("last hits: %1").arg(list.join(QStringLiteral(", ")));
    }
    color = QColor(0xff, 0xd8, 0x40);
    color = QColor(0xff, 0x80, 0x80);
  } else if (const Unit* sel = unitById(selected_)) {
    if (sel->moved && stage_ == AE::Stage::Command)
      line = tr("%1 #%2 (%3) has acted this turn").arg(unitName(sel->type)).arg(sel->id).arg(sideName(sel->side));
    else
      line = tr("%1 #%2 (%3): %n cell(s) to move to, %4 to attack", nullptr, int(reach_.size()))
                 .arg(unitName(sel->type))
                 .arg(sel->id)
                 .arg(sideName(sel->side))
                 .arg(tr("%n enemy unit(s)", nullptr, int(targets_.size())));
  } else if (stage_ == AE::Stage::Build && !cpuArmy_.isEmpty()) {
    line = tr("Faded: the CPU army, deployed when the Player has bought its army");
  } else if (!hits_.isEmpty() && showDamage_) {
    line = tr("Damage this frame: red = hit, orange = strike-back");
  } else {
    line = tr("Click a unit to see where it can move and what it can attack");
  }
  p.setPen(color);
  p.drawText(QPointF(legend_.left() + 8, y0 + lh + 3 + fm.ascent()), fm.elidedText(line, Qt::ElideRight, legend_.width() - 16));
}

// --- interaction ------------------------------------------------------------------------

QRectF AngelEmpireBoard::marksListArea() const
{
  const double top = header_.bottom() + 6;
  return QRectF(8, top, std::max(80, width() / 2 - 40), std::max(0.0, height() - top - 8));
}

void AngelEmpireBoard::changeEvent(QEvent* event)
{
  // Every text is built at paint time: a repaint is the whole retranslation.
  if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange) {
    layout();
    update();
  }
  BoardView::changeEvent(event);
}

void AngelEmpireBoard::resizeEvent(QResizeEvent* event)
{
  BoardView::resizeEvent(event);
  layout();
}

void AngelEmpireBoard::mousePressEvent(QMouseEvent* event)
{
  if (event->button() != Qt::LeftButton)
    return;
  const int id = unitAt(event->position());
  selectUnit(id);
  if (const Unit* u = unitById(id))
    emit inspectRequested(QStringLiteral("board[%1]").arg(u->x * kRows + u->y));
}

}  // namespace Kibitz::App

QColor Kibitz::App::AngelEmpireBoard::playerColor(int player)
{
  return PlayerPalette::color(player);
}

KIBITZ_REGISTER_BOARD(angelempire, Kibitz::App::AngelEmpireBoard)
