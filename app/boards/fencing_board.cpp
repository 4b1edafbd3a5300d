#include "boards/fencing_board.h"

#include "fencing/fencing_words.h"
#include "replay/replay.h"

#include <QJsonArray>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace Kibitz::App {

namespace {

using Rules::Fencing::Action;
using Rules::Fencing::Fencer;
using Rules::Fencing::Skill;

constexpr double kHudBottom = 104;  // score boxes, energy bars and their labels
// The skills a fencer's passport lists when a drug changed them (named as in the state).
QList<std::pair<QString, int>> changedSkills(const Fencer& f)
{
  const std::pair<const char*, int> all[] = {
      {"breakSkill", f.breakSkill},       {"walkSkill", f.walkSkill},
      {"doubleWalkSkill", f.doubleWalkSkill}, {"retreatSkill", f.retreatSkill},
      {"doubleRetreatSkill", f.doubleRetreatSkill}, {"lungeDistanceSkill", f.lungeDistanceSkill},
      {"parryDistanceSkill", f.parryDistanceSkill}};
  QList<std::pair<QString, int>> out;
  for (const auto& [name, value] : all)
    if (value != 0)
      out.append({QLatin1String(name), value});
  return out;
}

// The mirrored position B reads in its input ("position[mirrored]").
int mirrored(int position)
{
  return Rules::Fencing::kPisteMax - position;
}

}  // namespace

FencingBoard::FencingBoard(QWidget* parent) : BoardView(parent)
{
  addOverlay(QStringLiteral("distances"), &showDistances_, [this] { return tr("Reach and parry zones"); });
  addOverlay(QStringLiteral("passport"), &showPassport_, [this] { return tr("Bio passport"); });
  setMouseTracking(true);
  setMinimumSize(480, 260);
  setAutoFillBackground(false);
}

void FencingBoard::showFrame(const Debugger::Replay& replay, int turn)
{
  state_ = restoredState<Rules::Fencing::FencingState>(replay, turn);
  hasFrame_ = state_ != nullptr;
  if (!hasFrame_) {
    update();
    return;
  }
  names_ = replay.playerNames();
  // The original viewer greets a respawn with "Hâlte, En Garde!" and the next frame with
  // "Prêt, Allez!" (these are the referee's words in every language).
  const auto respawned = [&](int t) {
    if (t < 1 || t >= replay.frames.size())
      return false;
    for (const auto& e : replay.frames[t].events)
      if (e.type == QLatin1String("respawn"))
        return true;
    return false;
  };
  referee_.clear();
  if (turn == 0 || respawned(turn))
    referee_ = QStringLiteral("Hâlte, En Garde!");
  else if (turn == 1 || respawned(turn - 1))
    referee_ = QStringLiteral("Prêt, Allez!");
  update();
}

double FencingBoard::pisteY() const
{
  return height() - 70;
}

double FencingBoard::fencerScale() const
{
  // The fencers (about 200 units tall with the action label) fit between the HUD and the piste.
  return std::clamp((pisteY() - kHudBottom) / 210.0, 0.3, 1.6);
}

QString FencingBoard::actionText(int player) const
{
  const Fencer& f = fencer(player);
  return f.active ? Rules::Fencing::actionName(f.lastAction) : tr("deactivated");
}

QFont FencingBoard::actionFont() const
{
  QFont label = font();
  label.setBold(true);
  return label;
}

QFont FencingBoard::refereeFont() const
{
  QFont big = font();
  big.setPixelSize(width() < 520 ? 22 : 30);
  big.setBold(true);
  return big;
}

FencingBoard::Labels FencingBoard::labelLayout() const
{
  Labels labels;
  if (!hasFrame_)
    return labels;
  const double center = width() / 2.0;
  // Energy labels under the score boxes; a smaller font when the two would touch.
  labels.energyFont = font();
  for (int attempt = 0; attempt < 3; ++attempt) {
    const QFontMetricsF fm(labels.energyFont);
    for (int i = 0; i < 2; ++i) {
      const Fencer& f = fencer(i);
      const QString text = Rules::translated(Rules::Fencing::Words::kEnergy).arg(f.energy).arg(std::max(1, f.energyMax));
      const double w = fm.horizontalAdvance(text) + 4;
      const double mid = center + (i == 0 ? -43 : 43);
      labels.energy[i] = QRectF(mid - w / 2, 14 + 52 + 8 + 12 + 2, w, fm.height());
    }
    if (!labels.energy[0].intersects(labels.energy[1]))
      break;
    labels.energyFont.setPointSizeF(labels.energyFont.pointSizeF() * 0.85);
  }
  // The texts below the HUD start under its lowest one: a tall script's energy label
  // reaches past kHudBottom.
  const double hudBottom = std::max({kHudBottom, labels.energy[0].bottom() + 2, labels.energy[1].bottom() + 2});
  labels.footer = QRectF(0, pisteY() + 18, width(), std::max(0.0, height() - pisteY() - 18));
  // The action labels above the heads, pushed apart when the fencers stand close. On a
  // short board the heads come up to the HUD: the labels then stay under it.
  const QFontMetricsF actionMetrics(actionFont());
  const double feet = pisteY();
  const double scale = fencerScale();
  double top = std::max(feet - 185 * scale - 24, hudBottom);
  if (!referee_.isEmpty()) {
    const QFontMetricsF fm(refereeFont());
    const double w = fm.horizontalAdvance(referee_) + 8;
    labels.referee = QRectF(center - w / 2, hudBottom, w, fm.height());
    top = std::max(top, labels.referee.bottom() + 4);  // below the referee's words
  }
  for (int i = 0; i < 2; ++i) {
    const double w = actionMetrics.horizontalAdvance(actionText(i)) + 8;
    labels.action[i] = QRectF(xOf(fencer(i).position) - w / 2, top, w, actionMetrics.height());
  }
  // Player 0 is on the left: its label ends where player 1's begins, at their middle.
  QRectF& left = labels.action[labels.action[0].center().x() <= labels.action[1].center().x() ? 0 : 1];
  QRectF& right = &left == &labels.action[0] ? labels.action[1] : labels.action[0];
  if (left.right() + 4 > right.left()) {
    const double middle = (left.center().x() + right.center().x()) / 2;
    left.moveRight(middle - 2);
    right.moveLeft(middle + 2);
  }
  for (QRectF& r : labels.action) {  // within the board
    if (r.left() < 2)
      r.moveLeft(2);
    if (r.right() > width() - 2)
      r.moveRight(width() - 2);
  }
  if (labels.action[0].intersects(labels.action[1])) {  // a board too narrow for both side by side
    QRectF& lower = labels.action[1];
    lower.moveTop(labels.action[0].bottom() + 2);
  }
  return labels;
}

double FencingBoard::xOf(int position) const
{
  const double margin = 40;
  return margin + double(position) / Rules::Fencing::kPisteMax * (width() - 2 * margin);
}

void FencingBoard::drawPiste(QPainter& p) const
{
  QLinearGradient sky(0, 0, 0, height());
  sky.setColorAt(0, QColor(0x26, 0x32, 0x38));
  sky.setColorAt(1, QColor(0x45, 0x5a, 0x64));
  p.fillRect(rect(), sky);
  const double y = pisteY();
  p.setPen(Qt::NoPen);
  p.setBrush(QColor(0xcf, 0xd8, 0xdc));
  p.drawRect(QRectF(xOf(0), y, xOf(Rules::Fencing::kPisteMax) - xOf(0), 8));
  p.setPen(QColor(0xec, 0xef, 0xf1));
  QFont small = font();
  small.setPointSizeF(small.pointSizeF() * 0.85);
  p.setFont(small);
  for (int pos = 0; pos <= Rules::Fencing::kPisteMax; pos += 100) {
    p.drawLine(QPointF(xOf(pos), y + 8), QPointF(xOf(pos), y + 16));
    p.drawText(QRectF(xOf(pos) - 30, y + 18, 60, 18), Qt::AlignCenter, QLocale().toString(pos));
  }
  if (showDistances_) {
    // Dots every 20 units, as the original's distance toggle.
    p.setPen(Qt::NoPen);
    p.setBrush(Qt::black);
    for (int pos = 0; pos <= Rules::Fencing::kPisteMax; pos += 20)
      p.drawEllipse(QPointF(xOf(pos), y + 4), 1.6, 1.6);
  }
}

void FencingBoard::drawZones(QPainter& p) const
{
  const double y = pisteY();
  for (int i = 0; i < 2; ++i) {
    const Fencer& f = fencer(i);
    const int pos = f.position;
    const int facing = Rules::Fencing::FencingState::orientation(i);
    const int reach = state_->lungeReach(i);
    QColor zone = PlayerPalette::color(i);
    zone.setAlpha(60);
    // The box of the original toggle: -40..+40 units around the fencer.
    p.setPen(QPen(PlayerPalette::color(i), 1, Qt::DashLine));
    p.setBrush(zone);
    const int box = Rules::Fencing::actionInfo(Action::Lunge).distance;
    p.drawRect(QRectF(QPointF(xOf(pos - box), y - 150), QPointF(xOf(pos + box), y)));
    // Lunge reach in front of the fencer.
    p.setPen(QPen(PlayerPalette::color(i), 2));
    const double tip = xOf(pos + facing * reach);
    p.drawLine(QPointF(xOf(pos), y - 60 - i * 6), QPointF(tip, y - 60 - i * 6));
    p.drawLine(QPointF(tip, y - 66 - i * 6), QPointF(tip, y - 54 - i * 6));
    p.setPen(QPen(Qt::white, 1, Qt::DotLine));
    p.drawLine(QPointF(xOf(pos), y - 160), QPointF(xOf(pos), y));
  }
}

void FencingBoard::drawFencer(QPainter& p, int i) const
{
  const Fencer& f = fencer(i);
  const int pos = f.position;
  const int facing = Rules::Fencing::FencingState::orientation(i);
  const bool active = f.active;
  const double x = xOf(pos);
  const double feet = pisteY();
  const double scale = fencerScale();
  const QColor color = active ? PlayerPalette::color(i) : QColor(0x9e, 0x9e, 0x9e);

  p.save();
  p.translate(x, feet);
  p.scale(facing * scale, scale);
  const bool lunge = f.lastAction == Action::Lunge;
  const bool parry = f.lastAction == Action::Parry;
  const bool walking = f.lastAction == Action::Walk || f.lastAction == Action::DoubleWalk
                       || f.lastAction == Action::Retreat || f.lastAction == Action::DoubleRetreat;
  QPen body(color, 7, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
  p.setPen(body);
  // Legs: wide stance on a lunge.
  const double stride = lunge ? 34 : walking ? 20 : 14;
  p.drawLine(QPointF(0, -62), QPointF(stride, 0));
  p.drawLine(QPointF(0, -62), QPointF(-stride * 0.8, 0));
  // Torso and head.
  const double lean = lunge ? 14 : 0;
  p.drawLine(QPointF(0, -62), QPointF(lean, -118));
  p.setBrush(color);
  p.drawEllipse(QPointF(lean + 2, -132), 12, 12);
  // Sword arm: level and extended on a lunge, raised on a parry.
  QPointF shoulder(lean, -110);
  QPointF hand = lunge ? QPointF(lean + 38, -104) : parry ? QPointF(lean + 22, -128) : QPointF(lean + 24, -96);
  QPointF tip = lunge ? QPointF(lean + 96, -102) : parry ? QPointF(lean + 36, -176) : QPointF(lean + 70, -118);
  p.drawLine(shoulder, hand);
  p.setPen(QPen(QColor(0xee, 0xee, 0xee), 3, Qt::SolidLine, Qt::RoundCap));
  p.drawLine(hand, tip);
  p.restore();

  // The action played, above the head (labelLayout() keeps it clear of the other texts).
  p.setPen(Qt::white);
  p.setFont(actionFont());
  p.drawText(labelLayout().action[i], Qt::AlignCenter, actionText(i));
  if (!active) {
    p.setPen(QPen(QColor(0xff, 0x52, 0x52), 5));
    p.drawLine(QPointF(x - 20, feet - 100 * scale), QPointF(x + 20, feet - 60 * scale));
    p.drawLine(QPointF(x + 20, feet - 100 * scale), QPointF(x - 20, feet - 60 * scale));
  }
}

void FencingBoard::drawHud(QPainter& p) const
{
  const Labels labels = labelLayout();
  const double center = width() / 2.0;
  QFont scoreFont = font();
  scoreFont.setPixelSize(34);
  scoreFont.setBold(true);
  for (int i = 0; i < 2; ++i) {
    const Fencer& f = fencer(i);
    const QRectF box(center + (i == 0 ? -78 : 8), 14, 70, 52);
    p.setPen(QPen(PlayerPalette::color(i), 3));
    p.setBrush(QColor(0, 0, 0, 140));
    p.drawRoundedRect(box, 6, 6);
    p.setFont(scoreFont);
    p.setPen(Qt::white);
    p.drawText(box, Qt::AlignCenter, QStringLiteral("%1").arg(f.score, 2, 10, QLatin1Char('0')));
    // Energy against energyMax.
    const int energy = f.energy;
    const int energyMax = std::max(1, f.energyMax);
    const QRectF bar(box.left(), box.bottom() + 8, box.width(), 12);
    p.setPen(QPen(Qt::white, 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(bar);
    p.setPen(Qt::NoPen);
    p.setBrush(energy * 4 < energyMax ? QColor(0xff, 0x52, 0x52) : QColor(0xff, 0xff, 0xff));
    p.drawRect(QRectF(bar.left() + 1, bar.top() + 1, std::max(0.0, (bar.width() - 2) * std::clamp(energy, 0, energyMax) / energyMax), bar.height() - 2));
    p.setFont(labels.energyFont);
    p.setPen(Qt::white);
    p.drawText(labels.energy[i], Qt::AlignCenter, Rules::translated(Rules::Fencing::Words::kEnergy).arg(energy).arg(energyMax));

    // Name band and drugs at the bottom, as in the original's player blocks.
    const QRectF band(i == 0 ? 0 : width() / 2.0, height() - 34, width() / 2.0, 34);
    QColor bandColor = PlayerPalette::color(i);
    bandColor.setAlpha(150);
    p.fillRect(band, bandColor);
    QFont nameFont = font();
    nameFont.setPointSizeF(nameFont.pointSizeF() * 1.3);
    nameFont.setBold(true);
    p.setFont(nameFont);
    const int drugs = int(f.drugs.size());
    const QString drugText = drugs > 0 ? tr("%n drug(s)", nullptr, drugs) : QString();
    const QRectF nameArea = band.adjusted(12, 0, -12, 0);
    const QString nameText = names_.value(i) + (drugText.isEmpty() ? QString() : QStringLiteral("  ·  ") + drugText);
    // Elided rather than cut at the band's edge on a narrow board.
    p.drawText(nameArea, Qt::AlignVCenter | (i == 0 ? Qt::AlignLeft : Qt::AlignRight),
               QFontMetricsF(nameFont).elidedText(nameText, Qt::ElideRight, nameArea.width()));

    if (showPassport_) {
      QStringList lines{tr("position: %1[%2]").arg(f.position).arg(mirrored(f.position)),
                        tr("energy: %1").arg(energy)};
      if (energyMax != Rules::Fencing::kStartEnergy)
        lines << QStringLiteral("energyMax: %1").arg(energyMax);
      for (const auto& [name, value] : changedSkills(f))
        lines << QStringLiteral("%1: %2").arg(name).arg(value);
      p.setFont(font());
      const QRectF area(i == 0 ? 10 : width() - 230, 10, 220, 20.0 * lines.size());
      p.fillRect(area.adjusted(-4, -2, 4, 2), QColor(0, 0, 0, 120));
      p.drawText(area, Qt::AlignLeft | Qt::AlignTop, lines.join(QLatin1Char('\n')));
    }
  }
  if (!referee_.isEmpty()) {
    p.setFont(refereeFont());
    p.setPen(QColor(0xff, 0xf5, 0x9d));
    p.drawText(labels.referee, Qt::AlignCenter, referee_);
  }
}

void FencingBoard::paintEvent(QPaintEvent*)
{
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  drawPiste(p);
  if (!hasFrame_)
    return;
  if (showDistances_)
    drawZones(p);
  drawFencer(p, 0);
  drawFencer(p, 1);
  drawHud(p);
  paintMarks(p);
}

QString FencingBoard::anchorAt(const QPoint& point) const
{
  if (!hasFrame_)
    return {};
  const int i = fencerAt(point);
  if (i >= 0)
    return QStringLiteral("players[%1]").arg(i);
  // Anywhere above or on the piste: the nearest position.
  if (point.y() < kHudBottom || point.y() > pisteY() + 30)
    return {};
  const double fraction = (point.x() - xOf(0)) / std::max(1.0, xOf(Rules::Fencing::kPisteMax) - xOf(0));
  if (fraction < -0.02 || fraction > 1.02)
    return {};
  return QStringLiteral("cell:%1").arg(std::clamp(int(std::lround(fraction * Rules::Fencing::kPisteMax)), 0, Rules::Fencing::kPisteMax));
}

std::optional<QPointF> FencingBoard::anchorPosition(const QString& anchor) const
{
  if (!hasFrame_)
    return std::nullopt;
  if (anchor == QLatin1String("players[0]") || anchor == QLatin1String("players[1]")) {
    const int i = anchor == QLatin1String("players[0]") ? 0 : 1;
    // The fencer's chest.
    return QPointF(xOf(fencer(i).position), pisteY() - 90 * fencerScale());
  }
  if (anchor.startsWith(QLatin1String("cell:"))) {
    bool ok = false;
    const int position = anchor.mid(5).toInt(&ok);
    if (ok && position >= 0 && position <= Rules::Fencing::kPisteMax)
      return QPointF(xOf(position), pisteY() + 4);
  }
  return std::nullopt;
}

QRectF FencingBoard::marksListArea() const
{
  // The HUD's labels reach about 100 px left of the centre.
  return QRectF(8, 8, std::max(80.0, width() / 2.0 - 110), std::max(0, height() - 16));
}

QString FencingBoard::tooltipAt(const QPointF& point) const
{
  const int i = fencerAt(point);
  return i >= 0 ? fencerTooltip(i) : QString();
}

int FencingBoard::fencerAt(const QPointF& point) const
{
  if (!hasFrame_)
    return -1;
  const double scale = fencerScale();
  for (int i = 0; i < 2; ++i) {
    const double x = xOf(fencer(i).position);
    const QRectF area(x - 45 * scale, pisteY() - 190 * scale, 90 * scale, 190 * scale);
    if (area.contains(point))
      return i;
  }
  return -1;
}

QString FencingBoard::fencerTooltip(int i) const
{
  if (!state_)
    return {};
  const Fencer& f = fencer(i);
  QStringList lines{names_.value(i),
                    tr("position=%1[%2]").arg(f.position).arg(mirrored(f.position)),
                    tr("energy=%1 / energyMax=%2").arg(f.energy).arg(f.energyMax),
                    tr("score=%1").arg(f.score),
                    tr("last action: %1").arg(Rules::Fencing::actionName(f.lastAction))};
  for (const auto& [name, value] : changedSkills(f))
    lines << QStringLiteral("%1=%2").arg(name).arg(value);
  QStringList drugs;
  for (Action d : f.drugs)
    drugs << Rules::Fencing::actionName(d);
  if (!drugs.isEmpty())
    lines << tr("drugs: %1").arg(drugs.join(QStringLiteral(", ")));
  if (f.cheater)
    lines << tr("doped");
  if (!f.active)
    lines << tr("deactivated: %1").arg(f.deactivation);
  return lines.join(QLatin1Char('\n'));
}

void FencingBoard::mousePressEvent(QMouseEvent* event)
{
  const int i = fencerAt(event->position());
  if (i >= 0)
    emit inspectRequested(QStringLiteral("players[%1]").arg(i));
}

}  // namespace Kibitz::App

QColor Kibitz::App::FencingBoard::playerColor(int player)
{
  return PlayerPalette::color(player);
}

KIBITZ_REGISTER_BOARD(fencing, Kibitz::App::FencingBoard)
