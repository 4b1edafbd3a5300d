#include "boards/dominoes_board.h"

#include "dominoes/dominoes_grid_widget.h"
#include "dominoes/dominoes_state.h"

#include "replay/replay.h"

#include <QPainter>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {

const QString kDead = QStringLiteral("dead");
const QString kNext = QStringLiteral("next");

// What the player did in frame `turn`, from the values its events carry: the stack slot
// of a REVEAL, the slot and cell of a PLACE; -1 for anything else (frame 0, QUIT, a
// refused reply, a replay whose events have no values).
struct Action {
  int slot = -1;
  int cell = -1;
};

Action actionOf(const Debugger::Replay& replay, int turn)
{
  if (turn < 1 || turn > replay.lastTurn())
    return {};
  for (const Rules::Event& e : replay.frames[turn].events) {
    const bool place = e.type == QLatin1String("place");
    if (!place && e.type != QLatin1String("reveal"))
      continue;
    Action action;
    const int slot = e.data.value(QLatin1String("slot")).toInt(-1);
    const int cell = e.data.value(QLatin1String("cell")).toInt(-1);
    if (slot >= 0 && slot < DominoesPosition::kSlots)
      action.slot = slot;
    if (place && action.slot >= 0 && cell >= 0 && cell < DominoesPosition::kCells)
      action.cell = cell;
    return action;
  }
  return {};
}

}  // namespace

DominoesBoard::DominoesBoard(QWidget* parent) : BoardView(parent), grid_(new DominoesGridWidget(this))
{
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(grid_);
  grid_->setFocusPolicy(Qt::NoFocus);  // the window's keys step the replay
  grid_->setMessage(tr("No frame"));
  addOverlay(kDead, &showDead_, [this] { return tr("Dead cells"); }, [this] { updateMarks(); });
  addOverlay(kNext, &showNext_, [this] { return tr("Next move"); }, [this] { updateMarks(); });
  // The grid only draws: clicks and tooltips are the board's (so that picking an anchor
  // for a note works as on every board), and the marks layer is painted over the grid.
  grid_->setAttribute(Qt::WA_TransparentForMouseEvents);
  grid_->setOverlayPainter([this](QPainter& painter) { paintMarks(painter); });
}

QString DominoesBoard::anchorAt(const QPoint& point) const
{
  const QPointF at = grid_->mapFrom(this, QPointF(point));
  if (const int cell = grid_->cellAt(at); cell >= 0)
    return QStringLiteral("cell:%1").arg(cell);
  const int slot = grid_->slotAt(at);
  return slot >= 0 ? QStringLiteral("slot:%1").arg(slot) : QString();
}

std::optional<QPointF> DominoesBoard::anchorPosition(const QString& anchor) const
{
  if (!grid_->message().isEmpty())
    return std::nullopt;
  if (anchor.startsWith(QLatin1String("slot:"))) {
    bool ok = false;
    const int slot = anchor.mid(5).toInt(&ok);
    if (!ok || slot < 0 || slot >= DominoesPosition::kSlots)
      return std::nullopt;
    return grid_->mapTo(this, grid_->slotRect(slot).center());
  }
  if (!anchor.startsWith(QLatin1String("cell:")))
    return std::nullopt;
  const QStringList parts = anchor.mid(5).split(QLatin1Char(','));
  bool ok = true;
  bool ok2 = true;
  int cell = -1;
  if (parts.size() == 1) {
    cell = parts[0].toInt(&ok);
  } else if (parts.size() == 2) {
    const int row = parts[0].toInt(&ok);
    const int col = parts[1].toInt(&ok2);
    if (row >= 0 && row < DominoesPosition::kSide && col >= 0 && col < DominoesPosition::kSide)
      cell = row * DominoesPosition::kSide + col;
  }
  if (!ok || !ok2 || cell < 0 || cell >= DominoesPosition::kCells)
    return std::nullopt;
  return grid_->mapTo(this, grid_->cellRect(cell).center());
}

void DominoesBoard::setMarks(const QList<BoardMark>& marks)
{
  BoardView::setMarks(marks);
  grid_->update();  // the layer is painted by the grid
}

QString DominoesBoard::tooltipAt(const QPointF& point) const
{
  const QPointF at = grid_->mapFrom(this, point);
  const QString cell = grid_->cellToolTip(grid_->cellAt(at));
  return cell.isEmpty() ? grid_->slotToolTip(grid_->slotAt(at)) : cell;
}

void DominoesBoard::showFrame(const Debugger::Replay& replay, int turn)
{
  if (turn < 0 || turn > replay.lastTurn()) {
    grid_->setMessage(tr("No frame"));
    return;
  }
  const std::shared_ptr<const Rules::Dominoes::DominoesState> state =
      restoredState<Rules::Dominoes::DominoesState>(replay, turn);
  if (!state) {
    grid_->setMessage(tr("This frame is not a dominoes position: %1").arg(unrestorableReason()));
    return;
  }
  grid_->setPosition(DominoesPosition(*state));
  // What the player does from here is the next frame's action: a PLACE selects its slot.
  const Action next = actionOf(replay, turn + 1);
  nextSlot_ = next.slot;
  nextCell_ = next.cell;
  lastCell_ = actionOf(replay, turn).cell;
  updateMarks();
}

void DominoesBoard::updateMarks()
{
  DominoesGridWidget::Marks marks;
  marks.showDead = showDead_;
  marks.lastCell = lastCell_;
  if (showNext_ && nextCell_ >= 0) {
    marks.selectedSlot = nextSlot_;
    marks.targetCell = nextCell_;
    marks.legal = grid_->position().legalCellsForSlot(nextSlot_);
  } else if (showNext_ && nextSlot_ >= 0) {
    marks.slotCursor = nextSlot_;  // the slot the next REVEAL fills
  }
  grid_->setMarks(marks);
}

}  // namespace Kibitz::App

KIBITZ_REGISTER_BOARD(dominoes, Kibitz::App::DominoesBoard)
