// § numbers: the Rules reference of docs/games/dominoes.md.
#include "dominoes/dominoes_play_dialog.h"

#include "dominoes/dominoes_grid_widget.h"
#include "dominoes/dominoes_human_game.h"
#include "dominoes/dominoes_move_text.h"
#include "panels/panel_style.h"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {
constexpr uint64_t kMaxSeed = 0xffffffffULL;  // srand() takes an unsigned int
}

DominoesPlayDialog::DominoesPlayDialog(QWidget* parent)
    : QDialog(parent), seedLabel_(new QLabel(this)), seedEdit_(new QLineEdit(this)), startButton_(new QPushButton(this)),
      statusLabel_(new QLabel(this)), grid_(new DominoesGridWidget(this)), helpLabel_(new QLabel(this)),
      messageLabel_(new QLabel(this)), quitButton_(new QPushButton(this)), openButton_(new QPushButton(this)),
      closeButton_(new QPushButton(this))
{
  setObjectName(QStringLiteral("dominoesPlayDialog"));
  // Like the original: the seed is the current time unless the player types another one.
  seedEdit_->setText(QString::number(uint64_t(QDateTime::currentSecsSinceEpoch()) & kMaxSeed));
  seedEdit_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{0,10}")), seedEdit_));
  seedEdit_->setObjectName(QStringLiteral("seed"));
  seedLabel_->setBuddy(seedEdit_);
  auto* top = new QHBoxLayout;
  top->addWidget(seedLabel_);
  top->addWidget(seedEdit_, 1);
  top->addWidget(startButton_);
  statusLabel_->setWordWrap(true);
  helpLabel_->setWordWrap(true);
  PanelStyle::makeNote(helpLabel_);
  messageLabel_->setWordWrap(true);
  messageLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  messageLabel_->setMinimumHeight(2 * fontMetrics().height());
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(quitButton_);
  buttons->addStretch();
  buttons->addWidget(openButton_);
  buttons->addWidget(closeButton_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(statusLabel_);
  layout->addWidget(grid_, 1);
  layout->addWidget(messageLabel_);
  layout->addWidget(helpLabel_);
  layout->addLayout(buttons);

  for (QPushButton* b : {startButton_, quitButton_, openButton_, closeButton_})
    b->setAutoDefault(false);  // Enter belongs to the game
  grid_->installEventFilter(this);
  connect(startButton_, &QPushButton::clicked, this, [this] { startGame(); });
  connect(seedEdit_, &QLineEdit::returnPressed, this, [this] { startGame(); });
  connect(quitButton_, &QPushButton::clicked, this, &DominoesPlayDialog::quitGame);
  connect(openButton_, &QPushButton::clicked, this, [this] {
    if (game_ && onFinished_)
      onFinished_(game_->replay());
  });
  connect(closeButton_, &QPushButton::clicked, this, &DominoesPlayDialog::reject);
  connect(grid_, &DominoesGridWidget::slotClicked, this, &DominoesPlayDialog::onSlotClicked);
  connect(grid_, &DominoesGridWidget::cellClicked, this, &DominoesPlayDialog::onCellClicked);
  grid_->setMessage(QString());
  retranslateUi();
  refresh();
  resize(640, 720);
}

DominoesPlayDialog::~DominoesPlayDialog() = default;

void DominoesPlayDialog::retranslateUi()
{
  setWindowTitle(tr("Play Dominoes"));
  seedLabel_->setText(tr("&Seed:"));
  // plain: our own words, numbers and shortcuts
  seedEdit_->setToolTip(tr("The deck is dealt from this number (0 to 4294967295), like the original's srand(time(0)). "
                           "The same seed deals the same game."));
  startButton_->setText(tr("&New game"));
  quitButton_->setText(tr("Quit game (q)"));
  openButton_->setText(tr("Open in the main window"));
  closeButton_->setText(tr("Close"));
  helpLabel_->setText(tr("Keys of the original: Up/Down choose a stack slot; Enter on an empty slot reveals the next "
                         "domino, on a filled one selects it; then the arrows move on the grid and Enter places it "
                         "(Enter on an occupied cell goes back to the stack); q quits. Mouse: click a stack tile to "
                         "select it (an empty one to reveal), then a highlighted cell to place it. A domino must match "
                         "every occupied neighbour; the fewer dominoes pending, the more a placement scores. "
                         "The third number of the score line is S×F/64 (the README says S/F, the program computes "
                         "S×F/64)."));
  refresh();
}

void DominoesPlayDialog::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QDialog::changeEvent(event);
}

void DominoesPlayDialog::setSeedText(const QString& text)
{
  seedEdit_->setText(text);
}

bool DominoesPlayDialog::startGame()
{
  bool ok = false;
  const uint64_t seed = seedEdit_->text().toULongLong(&ok);
  if (!ok || seed > kMaxSeed) {
    showRefusal(tr("The seed must be a whole number from 0 to 4294967295, got \"%1\".").arg(seedEdit_->text()));
    return false;
  }
  QString error;
  std::unique_ptr<DominoesHumanGame> game = DominoesHumanGame::start(seed, tr("Human"), &error);
  if (!game) {
    showRefusal(error);
    return false;
  }
  game_ = std::move(game);
  gridMode_ = false;
  slotCursor_ = 0;
  selectedSlot_ = -1;
  cellCursor_ = game_->position().firstCell();  // the original's grid cursor starts on the first domino
  showNote(tr("New game on seed %1: the first domino is on cell %2.").arg(seed).arg(cellCursor_));
  refresh();
  grid_->setFocus();
  return true;
}

QString DominoesPlayDialog::messageText() const
{
  return message_;
}

QString DominoesPlayDialog::statusText() const
{
  return statusLabel_->text();
}

Debugger::Replay DominoesPlayDialog::replay() const
{
  return game_ ? game_->replay() : Debugger::Replay();
}

bool DominoesPlayDialog::eventFilter(QObject* watched, QEvent* event)
{
  if (watched == grid_ && event->type() == QEvent::KeyPress) {
    const auto* key = static_cast<QKeyEvent*>(event);
    switch (key->key()) {
    case Qt::Key_Up: case Qt::Key_Down: case Qt::Key_Left: case Qt::Key_Right:
    case Qt::Key_Return: case Qt::Key_Enter: case Qt::Key_Q:
      handleKey(key->key());
      return true;
    default:
      break;
    }
  }
  return QDialog::eventFilter(watched, event);
}

void DominoesPlayDialog::handleKey(int key)
{
  if (!game_ || game_->isOver())
    return;
  if (key == Qt::Key_Q)
    return quitGame();
  if (key == Qt::Key_Return || key == Qt::Key_Enter)
    return activate();
  if (!gridMode_) {
    // Stack mode: Up/Down within 0..7, no wrap; Left/Right do nothing (§8).
    if (key == Qt::Key_Up)
      slotCursor_ = std::max(0, slotCursor_ - 1);
    else if (key == Qt::Key_Down)
      slotCursor_ = std::min(DominoesPosition::kSlots - 1, slotCursor_ + 1);
  } else {
    int row = cellCursor_ / 8, col = cellCursor_ % 8;
    if (key == Qt::Key_Up) row = std::max(0, row - 1);
    if (key == Qt::Key_Down) row = std::min(7, row + 1);
    if (key == Qt::Key_Left) col = std::max(0, col - 1);
    if (key == Qt::Key_Right) col = std::min(7, col + 1);
    cellCursor_ = 8 * row + col;
  }
  refresh();
}

void DominoesPlayDialog::activate()
{
  if (!gridMode_) {
    if (game_->position().slot(slotCursor_) == DominoesPosition::kEmpty) {
      if (playLine(DominoesCommand::reveal(slotCursor_)))
        showNote(game_->lastEventTexts().join(QLatin1Char('\n')));
    } else {
      select(slotCursor_);
    }
  } else if (game_->position().at(cellCursor_) != DominoesPosition::kEmpty) {
    // Enter on an occupied cell: back to the stack, nothing else (§5).
    gridMode_ = false;
    showNote(tr("Back to the stack."));
  } else {
    place(cellCursor_);
  }
  refresh();
}

void DominoesPlayDialog::select(int slot)
{
  selectedSlot_ = slot;
  slotCursor_ = slot;
  gridMode_ = true;
  const int fits = int(DominoesPosition::cells(game_->legalCells(slot)).size());
  showNote(tr("Selected pattern %1 (%2): it fits %n highlighted cell(s).", nullptr, fits)
               .arg(game_->position().slot(slot))
               .arg(DominoesPosition::patternText(game_->position().slot(slot))));
}

void DominoesPlayDialog::place(int cell)
{
  if (playLine(DominoesCommand::place(selectedSlot_, cell))) {
    // Back to stack mode with the slot cursor on the slot just emptied (§5).
    gridMode_ = false;
    slotCursor_ = selectedSlot_;
    selectedSlot_ = -1;
    if (!game_->isOver())
      showNote(game_->lastEventTexts().join(QLatin1Char('\n')));
  }
}

void DominoesPlayDialog::onSlotClicked(int slot)
{
  if (!game_ || game_->isOver())
    return;
  grid_->setFocus();
  if (game_->position().slot(slot) == DominoesPosition::kEmpty) {
    gridMode_ = false;
    slotCursor_ = slot;
    activate();  // reveal into it, like Enter
    return;
  }
  select(slot);
  refresh();
}

void DominoesPlayDialog::onCellClicked(int cell)
{
  if (!game_ || game_->isOver())
    return;
  grid_->setFocus();
  if (!gridMode_) {
    showRefusal(tr("Select a domino in the stack first (click it, or Enter on it)."));
    return;
  }
  cellCursor_ = cell;
  if (game_->position().at(cell) != DominoesPosition::kEmpty)
    showRefusal(tr("Cell %1 is occupied.").arg(cell));
  else
    place(cell);
  refresh();
}

bool DominoesPlayDialog::playLine(const QString& line)
{
  const QString refusal = game_->play(line);
  if (!refusal.isEmpty()) {
    // The original ignores an illegal attempt; we also say why, in the engine's words.
    showRefusal(tr("Refused: %1").arg(refusal));
    return false;
  }
  if (game_->isOver())
    finishGame();
  return true;
}

void DominoesPlayDialog::quitGame()
{
  if (!game_ || game_->isOver())
    return;
  playLine(DominoesCommand::quit());
  refresh();
}

void DominoesPlayDialog::finishGame()
{
  gridMode_ = false;
  selectedSlot_ = -1;
  showNote(tr("Game over. %1").arg(game_->resultText()));
  refresh();
  if (onFinished_)
    onFinished_(game_->replay());
}

void DominoesPlayDialog::showRefusal(const QString& reason)
{
  message_ = reason;
  messageIsError_ = true;
  refresh();
}

void DominoesPlayDialog::showNote(const QString& text)
{
  message_ = text;
  messageIsError_ = false;
  refresh();
}

void DominoesPlayDialog::refresh()
{
  const bool playing = game_ && !game_->isOver();
  quitButton_->setEnabled(playing);
  openButton_->setEnabled(game_ != nullptr && onFinished_ != nullptr);
  QPalette palette = messageLabel_->palette();
  palette.setColor(QPalette::WindowText, messageIsError_ ? PanelStyle::errorColor(palette)
                                                         : this->palette().color(QPalette::WindowText));
  messageLabel_->setPalette(palette);
  messageLabel_->setText(message_);
  if (!game_) {
    statusLabel_->setText(tr("Choose a seed (the current time by default) and start a new game."));
    grid_->setMessage(tr("Press \"New game\" to deal."));
    return;
  }
  grid_->setPosition(game_->position());
  DominoesGridWidget::Marks marks;
  if (playing) {
    if (gridMode_) {
      marks.cellCursor = cellCursor_;
      marks.selectedSlot = selectedSlot_;
      marks.legal = game_->legalCells(selectedSlot_);
    } else {
      marks.slotCursor = slotCursor_;
    }
  }
  grid_->setMarks(marks);
  const QString seed = QString::number(game_->seed());
  const QString turn = QLocale().toString(game_->turn());
  if (!playing)
    statusLabel_->setText(tr("Seed %1 · turn %2 · the game is over.").arg(seed, turn));
  else if (gridMode_)
    statusLabel_->setText(tr("Seed %1 · turn %2 · grid mode: arrows move, Enter places the selected domino.")
                              .arg(seed, turn));
  else
    statusLabel_->setText(tr("Seed %1 · turn %2 · stack mode: Up/Down choose a slot, Enter reveals or selects.")
                              .arg(seed, turn));
}

void DominoesPlayDialog::reject()
{
  if (interactive_ && game_ && !game_->isOver() && game_->turn() > 0) {
    const auto answer = QMessageBox::question(
        this, tr("Play Dominoes"), tr("This game is not over. Quit it (recorded as QUIT) and open it in the main window?"),
        QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Yes);
    if (answer == QMessageBox::Cancel)
      return;
    if (answer == QMessageBox::Yes)
      quitGame();
  }
  QDialog::reject();
}

}  // namespace Kibitz::App
