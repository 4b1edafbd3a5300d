// § numbers: the Rules reference of docs/games/dominoes.md.
#include "dominoes/dominoes_move_input.h"

#include "dominoes/dominoes_move_text.h"
#include "dominoes/dominoes_position.h"
#include "play/board_clicks.h"
#include "play/text_move_input.h"

#include "dominoes/dominoes_protocol.h"
#include "dominoes/dominoes_state.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Kibitz::App {

namespace {

QString slotAnchor(int slot)
{
  return QStringLiteral("slot:%1").arg(slot);
}

QString cellAnchor(int cell)
{
  return QStringLiteral("cell:%1").arg(cell);
}

// The number after `prefix` in an anchor ("slot:3", "cell:41"), or -1.
int anchorNumber(const QString& anchor, QLatin1String prefix, int limit)
{
  if (!anchor.startsWith(prefix))
    return -1;
  bool ok = false;
  const int n = anchor.mid(prefix.size()).toInt(&ok);
  return ok && n >= 0 && n < limit ? n : -1;
}

}  // namespace

DominoesMoveInput::DominoesMoveInput(QWidget* parent)
    : MoveInput(parent), help_(new QLabel(this)), status_(new QLabel(this)), problem_(new QLabel(this)),
      quit_(new QPushButton(this)), typed_(new TextMoveInput(this)), clicks_(new BoardClicks(this))
{
  setFocusPolicy(Qt::StrongFocus);
  help_->setWordWrap(true);
  status_->setObjectName(QStringLiteral("dominoesStatus"));
  status_->setWordWrap(true);
  problem_->setObjectName(QStringLiteral("dominoesProblem"));
  problem_->setWordWrap(true);
  problem_->setTextFormat(Qt::PlainText);  // the engine's words
  problem_->setStyleSheet(QStringLiteral("color: #c02020;"));
  quit_->setObjectName(QStringLiteral("dominoesQuit"));
  typed_->setObjectName(QStringLiteral("typedReply"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(help_);
  layout->addWidget(status_);
  layout->addWidget(problem_);
  layout->addWidget(quit_);
  layout->addWidget(typed_, 1);
  connect(quit_, &QPushButton::clicked, this, [this] { send(DominoesCommand::quit()); });
  connect(typed_, &MoveInput::replyChosen, this, &MoveInput::replyChosen);
  connect(clicks_, &BoardClicks::clicked, this, &DominoesMoveInput::onBoardClicked);
  setEnabled(false);
  retranslateUi();
}

DominoesMoveInput::~DominoesMoveInput() = default;

void DominoesMoveInput::ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board)
{
  state_ = std::dynamic_pointer_cast<const Rules::Dominoes::DominoesState>(state);
  player_ = player;
  selected_ = -1;
  problem_->clear();
  setEnabled(state_ != nullptr);
  typed_->ask(state, player, nullptr);
  clicks_->attach(state_ ? board : nullptr);
  if (state_)
    setFocus();
  refresh();
}

void DominoesMoveInput::withdraw()
{
  state_.reset();
  selected_ = -1;
  typed_->withdraw();
  clicks_->detach();
  setEnabled(false);
  refresh();
}

void DominoesMoveInput::resume(const QStringList& reply)
{
  typed_->resume(reply);
}

void DominoesMoveInput::clickSlot(int slot)
{
  if (!state_ || slot < 0 || slot >= DominoesPosition::kSlots)
    return;
  slotCursor_ = slot;
  if (state_->board().slot(slot) == DominoesPosition::kEmpty) {
    selected_ = -1;
    send(DominoesCommand::reveal(slot));  // an empty slot: reveal into it, like Enter
    return;
  }
  select(slot);
}

void DominoesMoveInput::clickCell(int cell)
{
  if (!state_ || cell < 0 || cell >= DominoesPosition::kCells)
    return;
  cellCursor_ = cell;
  if (selected_ < 0) {
    problem_->setText(tr("Select a domino in the stack first (click it, or Enter on it)."));
  } else if (state_->board().at(cell) != DominoesPosition::kEmpty) {
    problem_->setText(tr("Cell %1 is occupied.").arg(cell));
  } else {
    send(DominoesCommand::place(selected_, cell));
    return;
  }
  refresh();
}

void DominoesMoveInput::onBoardClicked(const QString& anchor)
{
  if (const int slot = anchorNumber(anchor, QLatin1String("slot:"), DominoesPosition::kSlots); slot >= 0)
    clickSlot(slot);
  else if (const int cell = anchorNumber(anchor, QLatin1String("cell:"), DominoesPosition::kCells); cell >= 0)
    clickCell(cell);
}

void DominoesMoveInput::activate()
{
  if (!state_)
    return;
  if (selected_ < 0) {
    clickSlot(slotCursor_);
  } else if (state_->board().at(cellCursor_) != DominoesPosition::kEmpty) {
    selected_ = -1;  // Enter on an occupied cell: back to the stack (§5)
    problem_->clear();
    refresh();
  } else {
    clickCell(cellCursor_);
  }
}

void DominoesMoveInput::select(int slot)
{
  selected_ = slot;
  problem_->clear();
  // The cursor starts on the first cell the domino fits, as a click there would place it.
  const QList<int> legal = DominoesPosition::cells(state_->board().legalCellsForSlot(slot));
  if (!legal.isEmpty() && !legal.contains(cellCursor_))
    cellCursor_ = legal.first();
  refresh();
}

bool DominoesMoveInput::send(const QString& line)
{
  if (!state_)
    return false;
  const Rules::Move move = state_->parseReply(player_, {line});
  if (!move.isOk()) {
    // The original ignores an illegal attempt; the engine says why, and nothing is sent.
    problem_->setText(tr("Refused: %1").arg(move.error));
    refresh();
    return false;
  }
  if (move.words.value(0) == int(Rules::Dominoes::Command::Place)) {
    slotCursor_ = selected_;  // back to the stack, on the slot just emptied (§5)
    selected_ = -1;
  }
  problem_->clear();
  emit replyChosen({line});
  return true;
}

bool DominoesMoveInput::takesKey(const QKeyEvent& event) const
{
  switch (event.key()) {
  case Qt::Key_Up: case Qt::Key_Down: case Qt::Key_Left: case Qt::Key_Right:
  case Qt::Key_Return: case Qt::Key_Enter: case Qt::Key_Q:
    return event.modifiers() == Qt::NoModifier || event.modifiers() == Qt::KeypadModifier;
  default:
    return false;
  }
}

void DominoesMoveInput::keyPressEvent(QKeyEvent* event)
{
  if (!state_ || !takesKey(*event)) {
    MoveInput::keyPressEvent(event);
    return;
  }
  const int key = event->key();
  if (key == Qt::Key_Q) {
    send(DominoesCommand::quit());
    return;
  }
  if (key == Qt::Key_Return || key == Qt::Key_Enter) {
    activate();
    return;
  }
  if (selected_ < 0) {
    // The stack: Up/Down within 0..7, no wrap; Left/Right do nothing (§8).
    if (key == Qt::Key_Up)
      slotCursor_ = std::max(0, slotCursor_ - 1);
    else if (key == Qt::Key_Down)
      slotCursor_ = std::min(DominoesPosition::kSlots - 1, slotCursor_ + 1);
  } else {
    int row = cellCursor_ / DominoesPosition::kSide, col = cellCursor_ % DominoesPosition::kSide;
    const int last = DominoesPosition::kSide - 1;
    if (key == Qt::Key_Up) row = std::max(0, row - 1);
    if (key == Qt::Key_Down) row = std::min(last, row + 1);
    if (key == Qt::Key_Left) col = std::max(0, col - 1);
    if (key == Qt::Key_Right) col = std::min(last, col + 1);
    cellCursor_ = DominoesPosition::kSide * row + col;
  }
  refresh();
}

void DominoesMoveInput::refresh()
{
  QList<BoardMark> marks;
  const QColor cursor(255, 255, 255);
  if (state_ && selected_ < 0) {
    marks << BoardClicks::mark(BoardMark::Kind::Color, slotAnchor(slotCursor_), cursor);
    const bool empty = state_->board().slot(slotCursor_) == DominoesPosition::kEmpty;
    status_->setText(empty ? tr("Stack slot %1 is empty: Enter (or a click on it) reveals a domino into it.").arg(slotCursor_)
                           : tr("Stack slot %1: Enter (or a click on it) selects its domino to place it.").arg(slotCursor_));
  } else if (state_) {
    marks << BoardClicks::mark(BoardMark::Kind::Color, slotAnchor(selected_), QColor(0xff, 0xd6, 0x00));
    const QList<int> legal = DominoesPosition::cells(state_->board().legalCellsForSlot(selected_));
    for (int cell : legal)
      marks << BoardClicks::mark(BoardMark::Kind::Color, cellAnchor(cell), QColor(0x2e, 0xcc, 0x71));
    marks << BoardClicks::mark(BoardMark::Kind::Color, cellAnchor(cellCursor_), cursor);
    status_->setText(tr("Placing the domino of slot %1: it fits %n highlighted cell(s). Click one, or move with the "
                        "arrows and press Enter; Enter on an occupied cell goes back to the stack.",
                        nullptr, int(legal.size()))
                         .arg(selected_));
  } else {
    status_->clear();
  }
  clicks_->setMarks(marks);
  quit_->setEnabled(state_ != nullptr);
}

void DominoesMoveInput::retranslateUi()
{
  help_->setText(tr("Click a stack tile, then a highlighted cell; or Up/Down in the stack, Enter to reveal or select, "
                    "the arrows and Enter to place; Q quits. Or type the reply below."));
  quit_->setText(tr("Quit the Game (Q)"));
  refresh();
}

void DominoesMoveInput::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  MoveInput::changeEvent(event);
}

}  // namespace Kibitz::App
