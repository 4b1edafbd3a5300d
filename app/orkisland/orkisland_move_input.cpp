#include "orkisland/orkisland_move_input.h"

#include "play/board_clicks.h"

#include "boards/player_palette.h"

#include "orkisland/orkisland_board.h"
#include "orkisland/orkisland_state.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

#include <algorithm>

namespace Kibitz::App {

namespace {

using Rules::OrkIsland::kDirDi;
using Rules::OrkIsland::kDirDj;
using Rules::OrkIsland::kDirLetter;

int directionOf(char letter)
{
  for (int d = 0; d < Rules::OrkIsland::kDirCount; ++d)
    if (kDirLetter[size_t(d)] == letter)
      return d;
  return -1;
}

}  // namespace

OrkIslandMoveInput::OrkIslandMoveInput(QWidget* parent)
    : MoveInput(parent), status_(new QLabel(this)), list_(new QListWidget(this)), remove_(new QPushButton(this)),
      undo_(new QPushButton(this)), end_(new QPushButton(this)), problem_(new QLabel(this)), clicks_(new BoardClicks(this))
{
  setFocusPolicy(Qt::StrongFocus);
  status_->setWordWrap(true);
  problem_->setWordWrap(true);
  problem_->setTextFormat(Qt::PlainText);
  problem_->setStyleSheet(QStringLiteral("color: #c02020;"));
  list_->setObjectName(QStringLiteral("roundCommands"));
  list_->setFocusPolicy(Qt::NoFocus);
  end_->setObjectName(QStringLiteral("endRound"));
  for (QPushButton* button : {remove_, undo_, end_})
    button->setFocusPolicy(Qt::NoFocus);
  auto* layout = new QGridLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(status_, 0, 0, 1, 3);
  layout->addWidget(list_, 1, 0, 1, 3);
  layout->addWidget(remove_, 2, 0);
  layout->addWidget(undo_, 2, 1);
  layout->addWidget(end_, 2, 2);
  layout->addWidget(problem_, 3, 0, 1, 3);
  layout->setRowStretch(1, 1);
  connect(remove_, &QPushButton::clicked, this, [this] {
    const int row = list_->currentRow();
    if (row >= 0 && row < commands_.size()) {
      commands_.removeAt(row);
      refresh();
    }
  });
  connect(undo_, &QPushButton::clicked, this, &OrkIslandMoveInput::undo);
  connect(end_, &QPushButton::clicked, this, &OrkIslandMoveInput::endRound);
  connect(clicks_, &BoardClicks::clicked, this, &OrkIslandMoveInput::onBoardClicked);
  setEnabled(false);
  retranslateUi();
}

OrkIslandMoveInput::~OrkIslandMoveInput() = default;

void OrkIslandMoveInput::ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board)
{
  state_ = std::dynamic_pointer_cast<const Rules::OrkIsland::OrkIslandState>(state);
  player_ = player;
  commands_.clear();
  selected_ = -1;
  problem_->clear();
  setEnabled(state_ != nullptr);
  clicks_->attach(state_ ? board : nullptr);
  if (state_) {
    selectNextOrk();
    setFocus();
  }
  refresh();
}

void OrkIslandMoveInput::resume(const QStringList& reply)
{
  if (!state_)
    return;
  commands_ = reply;
  if (!commands_.isEmpty() && commands_.last() == QLatin1String("-1"))
    commands_.removeLast();  // End round adds it again
  refresh();
}

void OrkIslandMoveInput::withdraw()
{
  state_.reset();
  commands_.clear();
  selected_ = -1;
  clicks_->detach();
  setEnabled(false);
  refresh();
}

bool OrkIslandMoveInput::selectOrk(int ork)
{
  if (!state_ || ork < 0 || ork >= int(state_->units().size()) || state_->unit(ork).owner != player_)
    return false;
  selected_ = ork;
  refresh();
  return true;
}

void OrkIslandMoveInput::selectNextOrk()
{
  if (!state_)
    return;
  const std::vector<int> mine = state_->orks(player_);
  if (mine.empty())
    return;
  auto next = std::upper_bound(mine.begin(), mine.end(), selected_);
  selected_ = next == mine.end() ? mine.front() : *next;
  refresh();
}

bool OrkIslandMoveInput::command(char letter)
{
  if (!state_ || selected_ < 0 || directionOf(letter) < 0)
    return false;
  if (commands_.size() >= Rules::OrkIsland::kMaxCommandsPerRound) {
    problem_->setText(tr("A round holds at most %1 commands.").arg(Rules::OrkIsland::kMaxCommandsPerRound));
    return false;
  }
  commands_ << QStringLiteral("%1 %2").arg(selected_).arg(QLatin1Char(letter));
  problem_->clear();
  refresh();
  return true;
}

void OrkIslandMoveInput::undo()
{
  if (!commands_.isEmpty()) {
    commands_.removeLast();
    refresh();
  }
}

void OrkIslandMoveInput::endRound()
{
  if (!state_)
    return;
  const QStringList reply = commands_ + QStringList{QStringLiteral("-1")};
  const Rules::Move move = state_->parseReply(player_, reply);
  if (!move.isOk()) {
    problem_->setText(move.error);
    return;
  }
  emit replyChosen(reply);
}

void OrkIslandMoveInput::onBoardClicked(const QString& anchor)
{
  if (!state_)
    return;
  int row = -1;
  int col = -1;
  if (const int unit = BoardClicks::unitOf(anchor); unit >= 0 && unit < int(state_->units().size())) {
    if (selectOrk(unit))
      return;  // one of the person's orks: it is the one to command now
    row = state_->unit(unit).i;  // another player's ork: its cell is the target
    col = state_->unit(unit).j;
  } else if (!BoardClicks::cellOf(anchor, &row, &col)) {
    return;
  }
  if (selected_ < 0)
    return;
  const Rules::OrkIsland::Unit& ork = state_->unit(selected_);
  for (int d = 0; d < 4; ++d)
    if (ork.i + kDirDi[size_t(d)] == row && ork.j + kDirDj[size_t(d)] == col)
      command(kDirLetter[size_t(d)]);
}

bool OrkIslandMoveInput::takesKey(const QKeyEvent& event) const
{
  static const QList<int> keys{Qt::Key_Down, Qt::Key_Right, Qt::Key_Up, Qt::Key_Left, Qt::Key_N, Qt::Key_Backspace, Qt::Key_Return, Qt::Key_Enter};
  return keys.contains(event.key());
}

void OrkIslandMoveInput::keyPressEvent(QKeyEvent* event)
{
  switch (event->key()) {
  case Qt::Key_Down: command('b'); break;
  case Qt::Key_Right: command('r'); break;
  case Qt::Key_Up: command('t'); break;
  case Qt::Key_Left: command('l'); break;
  case Qt::Key_N: selectNextOrk(); break;
  case Qt::Key_Backspace: undo(); break;
  case Qt::Key_Return:
  case Qt::Key_Enter: endRound(); break;
  default: MoveInput::keyPressEvent(event); return;
  }
  event->accept();
}

void OrkIslandMoveInput::refresh()
{
  list_->clear();
  QList<BoardMark> marks;
  const QColor mine = PlayerPalette::color(player_);
  for (const QString& line : std::as_const(commands_)) {
    const int ork = line.section(QLatin1Char(' '), 0, 0).toInt();
    const QString word = line.section(QLatin1Char(' '), 1, 1);
    const char letter = word.isEmpty() ? '?' : word.at(0).toLatin1();
    const int d = directionOf(letter);
    list_->addItem(line);
    if (!state_ || d < 0 || d >= 4 || ork < 0 || ork >= int(state_->units().size()))
      continue;
    const Rules::OrkIsland::Unit& u = state_->unit(ork);
    marks << BoardClicks::mark(BoardMark::Kind::Line, BoardClicks::unitAnchor(ork), mine, {},
                               BoardClicks::cellAnchor(u.i + kDirDi[size_t(d)], u.j + kDirDj[size_t(d)]));
  }
  if (state_ && selected_ >= 0) {
    marks << BoardClicks::mark(BoardMark::Kind::Color, BoardClicks::unitAnchor(selected_), QColor(255, 255, 255));
    // Where it may step: the neighbours inside the island (water is never entered).
    const Rules::OrkIsland::Unit& u = state_->unit(selected_);
    const Rules::OrkIsland::Board& board = state_->board();
    for (int d = 0; d < 4; ++d) {
      const int i = u.i + kDirDi[size_t(d)];
      const int j = u.j + kDirDj[size_t(d)];
      if (board.inside(i, j) && board.type(i, j) != Rules::OrkIsland::CellType::Water)
        marks << BoardClicks::mark(BoardMark::Kind::Text, BoardClicks::cellAnchor(i, j), mine,
                                   QString(QLatin1Char(kDirLetter[size_t(d)])));
    }
  }
  clicks_->setMarks(marks);
  remove_->setEnabled(!commands_.isEmpty());
  undo_->setEnabled(!commands_.isEmpty());
  retranslateUi();
}

void OrkIslandMoveInput::retranslateUi()
{
  remove_->setText(tr("Remove"));
  undo_->setText(tr("Undo"));
  end_->setText(tr("End round"));
  if (!state_) {
    status_->setText(tr("Waiting for your turn."));
    return;
  }
  const QString selected = selected_ >= 0 ? tr("ork %1 (health %2)").arg(selected_).arg(state_->unit(selected_).health)
                                          : tr("none");
  status_->setText(tr("Round %1, %n command(s). Selected: %2. Click one of your orks (or N for the next one), then a "
                      "neighbouring cell (or an arrow key); Return ends the round.",
                      nullptr, int(commands_.size()))
                       .arg(state_->round())
                       .arg(selected));
}

void OrkIslandMoveInput::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  MoveInput::changeEvent(event);
}

}  // namespace Kibitz::App
