#include "boards/moscaceca_board.h"

#include "moscaceca/moscaceca_state.h"

#include "boards/moscaceca_board_colors.h"
#include "replay/replay.h"

#include "moscaceca/moscaceca_types.h"
#include "moscaceca/moscaceca_words.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace Kibitz::App {

namespace Words = Rules::MoscaCeca::Words;

namespace Colors = MoscaCecaColors;

namespace {
constexpr double kMaxScale = 120.0;
constexpr double kMinScale = 2.0;
}  // namespace

MoscaCecaBoard::MoscaCecaBoard(QWidget* parent) : GridBoardView(parent)
{
  addOverlay(QStringLiteral("fog"), &showFog_, [this] { return tr("Fog: what the agent knows"); });
  addOverlay(QStringLiteral("events"), &showEvents_, [this] { return tr("What happened this turn"); });
  addOverlay(QStringLiteral("grid"), &showGrid_, [this] { return tr("Grid"); });
  scale_ = 24;
  setScaleLimits(0.5, kMinScale, kMaxScale);
  setMouseTracking(true);
  setMinimumSize(200, 200);
  setAttribute(Qt::WA_OpaquePaintEvent);
}

// --- overlays ---------------------------------------------------------------------------

// --- frames -----------------------------------------------------------------------------

void MoscaCecaBoard::showFrame(const Debugger::Replay& replay, int turn)
{
  hasFrame_ = turn >= 0 && turn < replay.frames.size();
  if (replay_ && replay_ != &replay)
    selected_ = -1;  // another match: agent ids mean other agents
  replay_ = hasFrame_ ? &replay : nullptr;
  turn_ = turn;
  names_ = replay.playerNames();
  frame_ = hasFrame_ ? MoscaCecaFrame::read(replay, turn, restoredState<Rules::MoscaCeca::MoscaCecaState>(replay, turn))
                     : MoscaCecaFrame{};
  if (selected_ >= frame_.agents.size())
    selected_ = -1;
  renderGround();
  if (frame_.size != fittedSize_) {  // a new board: fit it once
    fittedSize_ = frame_.size;
    fitted_ = true;
  }
  if (fitted_)
    fitToWindow();
  updateSight();
  update();
}

void MoscaCecaBoard::renderGround()
{
  ground_ = QImage();
  borders_.clear();
  const int n = frame_.size;
  if (n <= 0)
    return;
  ground_ = QImage(n, n, QImage::Format_RGB32);
  for (int r = 0; r < n; ++r) {
    auto* line = reinterpret_cast<QRgb*>(ground_.scanLine(r));
    for (int c = 0; c < n; ++c) {
      QColor color = Colors::ground(frame_.cell(r, c), frame_.clothMax);
      // A faint checker on free cells keeps them countable when the grid is off.
      if (frame_.cell(r, c).ground == MoscaCecaFrame::Ground::Plain && (r + c) % 2)
        color = color.darker(104);
      line[c] = color.rgb();
    }
  }
  // Territory edges: where a player's flag meets anything else.
  borders_.resize(frame_.players);
  const auto owner = [&](int r, int c) {
    if (!frame_.inside(r, c) || frame_.cell(r, c).ground != MoscaCecaFrame::Ground::Flag)
      return -1;
    return frame_.cell(r, c).value;
  };
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c) {
      const int p = owner(r, c);
      if (p < 0 || p >= borders_.size())
        continue;
      if (owner(r - 1, c) != p)
        borders_[p] << QLineF(c, r, c + 1, r);
      if (owner(r + 1, c) != p)
        borders_[p] << QLineF(c, r + 1, c + 1, r + 1);
      if (owner(r, c - 1) != p)
        borders_[p] << QLineF(c, r, c, r + 1);
      if (owner(r, c + 1) != p)
        borders_[p] << QLineF(c + 1, r, c + 1, r + 1);
    }
}

int MoscaCecaBoard::fogAgent() const
{
  const auto mine = [this](int agent) {
    return agent >= 0 && agent < frame_.agents.size() && (viewSeat_ < 0 || frame_.ownerOf(agent) == viewSeat_);
  };
  if (mine(selected_))
    return selected_;
  if (viewSeat_ < 0 || mine(frame_.nextAgent))
    return frame_.nextAgent;
  int first = -1;  // the seat's first agent still on, else its first
  for (int a = 0; a < frame_.agents.size(); ++a)
    if (mine(a) && (first < 0 || (frame_.agents[a].on && !frame_.agents[first].on)))
      first = a;
  return first;
}

void MoscaCecaBoard::setViewSeat(int seat)
{
  if (seat == viewSeat_)
    return;
  viewSeat_ = seat;
  updateSight();
  update();
}

bool MoscaCecaBoard::seatKnows(const MoscaCecaFrame::Happening& h) const
{
  return h.agent >= 0 && frame_.ownerOf(h.agent) == viewSeat_;  // what its own agents did
}

QString MoscaCecaBoard::seatTooltip(int row, int col) const
{
  QStringList parts;
  if (!sight_.on) {
    parts << tr("Fog: agent %1 is switched off and sees nothing").arg(sight_.agent);
  } else if (sight_.sees(row, col)) {
    parts << cellText(row, col);
    const int live = frame_.agentAt.value(row * frame_.size + col, -1);
    if (live >= 0 && frame_.ownerOf(live) == viewSeat_)
      parts << agentText(live);
    else if (live >= 0)  // the view names only the player of an agent next to it (docs/games/moscaceca.md §5.3)
      parts << tr("An agent of %1").arg(playerName(frame_.ownerOf(live)));
    parts << tr("Fog: agent %1 sees this cell").arg(sight_.agent);
  } else if (sight_.knowsFlag(row, col)) {
    parts << Rules::translated(Words::kCell).arg(row).arg(col) + QLatin1Char('\n')
                 + Rules::translated(Words::kFlagOf).arg(playerName(viewSeat_));
    parts << tr("Fog: agent %1 knows only that its bandiera (flag) is here").arg(sight_.agent);
  } else {
    parts << tr("Fog: agent %1 does not see this cell").arg(sight_.agent);
  }
  for (const MoscaCecaFrame::Happening& h : frame_.happenings)
    if (showEvents_ && seatKnows(h) && ((h.fromRow == row && h.fromCol == col) || (h.toRow == row && h.toCol == col)))
      parts << tr("This turn: %1").arg(happeningText(h));
  return parts.join(QStringLiteral("\n\n"));
}

void MoscaCecaBoard::updateSight()
{
  sight_ = MoscaCecaSight::of(frame_, fogAgent());
  // The veil: dark where the agent sees nothing, light on its own flags (it knows they
  // are there, nothing more), clear on its cell and neighbours.
  fog_ = QImage();
  const int n = frame_.size;
  if (n <= 0)
    return;
  fog_ = QImage(n, n, QImage::Format_ARGB32_Premultiplied);
  // A person playing a seat sees nothing through it; a viewer's fog lets the ground show.
  const QRgb dark = qPremultiply(qRgba(0x16, 0x1a, 0x20, viewSeat_ >= 0 ? 255 : 218));
  const QRgb light = qPremultiply(qRgba(0x16, 0x1a, 0x20, 120));
  for (int r = 0; r < n; ++r) {
    auto* line = reinterpret_cast<QRgb*>(fog_.scanLine(r));
    for (int c = 0; c < n; ++c)
      line[c] = sight_.sees(r, c) ? 0u : sight_.knowsFlag(r, c) ? light : dark;
  }
}

void MoscaCecaBoard::selectAgent(int id)
{
  selected_ = id >= 0 && id < frame_.agents.size() ? id : -1;
  updateSight();
  update();
}

// --- geometry ---------------------------------------------------------------------------

int MoscaCecaBoard::agentAt(const QPointF& point) const
{
  const QPoint cell = cellAt(point);
  if (cell.x() < 0)
    return -1;
  const int live = frame_.agentAt.value(cell.y() * frame_.size + cell.x(), -1);
  if (live >= 0)
    return live;
  for (int a = 0; a < frame_.agents.size(); ++a)
    if (!frame_.agents[a].on && frame_.agents[a].row == cell.y() && frame_.agents[a].col == cell.x())
      return a;
  return -1;
}

// --- text -------------------------------------------------------------------------------

QString MoscaCecaBoard::playerName(int player) const
{
  const QString name = names_.value(player);
  return name.isEmpty() ? tr("player %1").arg(player) : tr("player %1 (%2)").arg(player).arg(name);
}

QString MoscaCecaBoard::agentText(int id) const
{
  const QLocale locale;
  const MoscaCecaFrame::Agent& a = frame_.agents[id];
  QStringList lines;
  lines << tr("Agent %1 of %2 at (%3, %4)").arg(id).arg(playerName(a.player)).arg(a.row).arg(a.col);
  lines << tr("Energia (energy): %1 / %2").arg(locale.toString(a.energy), locale.toString(Rules::MoscaCeca::kMaxEnergy));
  lines << tr("Stoffa (cloth) carried: %1").arg(locale.toString(a.cloth));
  lines << tr("Bandiere (flags) of its player: %1").arg(locale.toString(frame_.territory.value(a.player)));
  if (!a.on)
    lines << tr("Switched off (si spegne): no longer on the board");
  else if (id == frame_.nextAgent)
    lines << tr("Decides next");
  return lines.join(QLatin1Char('\n'));
}

QString MoscaCecaBoard::happeningText(const MoscaCecaFrame::Happening& h) const
{
  const QLocale locale;
  using Kind = MoscaCecaFrame::Happening::Kind;
  switch (h.kind) {
  case Kind::Flag:
    return tr("Agent %1 planted a bandiera (flag) for %2 stoffa (cloth)").arg(h.agent).arg(locale.toString(h.amount));
  case Kind::Hit:
    return tr("Agent %1 attacked agent %2: hit, %3 stoffa (cloth) destroyed")
        .arg(h.agent)
        .arg(h.victim)
        .arg(locale.toString(h.amount));
  case Kind::Miss:
    return tr("Agent %1 attacked agent %2: missed").arg(h.agent).arg(h.victim);
  case Kind::Ejection:
    return tr("Agent %1 was ejected from the colonna di ricarica (charging column) at (%2, %3)")
        .arg(h.agent)
        .arg(h.fromRow)
        .arg(h.fromCol);
  case Kind::SwitchedOff:
    return tr("Agent %1 switched off (si spegne)").arg(h.agent);
  }
  return {};
}

QString MoscaCecaBoard::cellText(int row, int col) const
{
  const QLocale locale;
  const MoscaCecaFrame::Cell& cell = frame_.cell(row, col);
  QStringList lines;
  lines << Rules::translated(Words::kCell).arg(row).arg(col);
  switch (cell.ground) {
  case MoscaCecaFrame::Ground::Plain: lines << tr("Free (libera)"); break;
  case MoscaCecaFrame::Ground::Flag:
    lines << Rules::translated(Words::kFlagOf).arg(playerName(cell.value));
    lines << tr("Territory of %1: %Ln cell(s)", nullptr, frame_.territory.value(cell.value)).arg(playerName(cell.value));
    break;
  case MoscaCecaFrame::Ground::Cloth: lines << Rules::translated(Words::kClothLeft).arg(locale.toString(cell.value)); break;
  case MoscaCecaFrame::Ground::Column:
    lines << tr("Colonna di ricarica (charging column): +%1 energia (energy) per turn")
                 .arg(locale.toString(Rules::MoscaCeca::kChargePerConsume));
    break;
  case MoscaCecaFrame::Ground::Unknown: lines << tr("Unknown ground: the state does not say"); break;
  }
  return lines.join(QLatin1Char('\n'));
}

QString MoscaCecaBoard::tooltipAt(const QPointF& point) const
{
  if (!hasFrame_)
    return {};
  const QPoint c = cellAt(point);
  if (c.x() < 0)
    return {};
  const int row = c.y(), col = c.x();
  if (seatFog())
    return seatTooltip(row, col);
  QStringList parts;
  parts << cellText(row, col);
  const int live = frame_.agentAt.value(row * frame_.size + col, -1);
  if (live >= 0)
    parts << agentText(live);
  for (int a = 0; a < frame_.agents.size(); ++a)
    if (a != live && !frame_.agents[a].on && frame_.agents[a].row == row && frame_.agents[a].col == col)
      parts << agentText(a);
  if (showEvents_)
    for (const MoscaCecaFrame::Happening& h : frame_.happenings)
      if ((h.fromRow == row && h.fromCol == col) || (h.toRow == row && h.toCol == col))
        parts << tr("This turn: %1").arg(happeningText(h));
  if (showFog_ && sight_.agent >= 0) {
    if (!sight_.on)
      parts << tr("Fog: agent %1 is switched off and sees nothing").arg(sight_.agent);
    else if (sight_.sees(row, col))
      parts << tr("Fog: agent %1 sees this cell").arg(sight_.agent);
    else if (sight_.knowsFlag(row, col))
      parts << tr("Fog: agent %1 knows only that its bandiera (flag) is here").arg(sight_.agent);
    else
      parts << tr("Fog: agent %1 does not see this cell").arg(sight_.agent);
  }
  return parts.join(QStringLiteral("\n\n"));
}

// --- interaction ------------------------------------------------------------------------

void MoscaCecaBoard::changeEvent(QEvent* event)
{
  // Every text is built at paint or tooltip time: a repaint shows the new language.
  if (event->type() == QEvent::LanguageChange)
    update();
  BoardView::changeEvent(event);
}

std::optional<QPoint> MoscaCecaBoard::unitCell(int id) const
{
  if (id < 0 || id >= frame_.agents.size() || !frame_.inside(frame_.agents[id].row, frame_.agents[id].col))
    return std::nullopt;
  return QPoint(frame_.agents[id].col, frame_.agents[id].row);
}

QRectF MoscaCecaBoard::fitArea() const
{
  // On a wide widget the legend gets its own strip on the right instead of covering cells.
  const double legend = width() > height() + 120 ? legendWidth() + 12 : 0;
  return QRectF(0, 0, width() - legend, height());
}

void MoscaCecaBoard::clicked(const QPointF& point)
{
  // Select the agent there (or clear the selection) and show it in the Inspector.
  const int a = agentAt(point);
  selectAgent(a);
  if (a >= 0)
    emit inspectRequested(QStringLiteral("agents.energy[%1]").arg(a));  // agents are parallel arrays
}

}  // namespace Kibitz::App

QColor Kibitz::App::MoscaCecaBoard::playerColor(int player)
{
  return MoscaCecaColors::player(player);
}

KIBITZ_REGISTER_BOARD(moscaceca, Kibitz::App::MoscaCecaBoard)
