#include "moscaceca/moscaceca_move_input.h"

#include "play/board_clicks.h"

#include "moscaceca/moscaceca_protocol.h"
#include "moscaceca/moscaceca_state.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>

namespace Kibitz::App {

namespace {

using Rules::MoscaCeca::Command;
using Rules::MoscaCeca::kDirCol;
using Rules::MoscaCeca::kDirCount;
using Rules::MoscaCeca::kDirRow;
using Rules::MoscaCeca::Order;

// Where each direction's button sits in a 3 x 3 compass (row, column), N at the top.
constexpr int kCompass[kDirCount][2] = {{0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}, {2, 0}, {1, 0}, {0, 0}};
// The numeric keypad's key for each direction (8 is N, 9 NE, ... 7 NW).
constexpr int kKeypad[kDirCount] = {Qt::Key_8, Qt::Key_9, Qt::Key_6, Qt::Key_3, Qt::Key_2, Qt::Key_1, Qt::Key_4, Qt::Key_7};

QString dirText(int dir)
{
  return QString::fromLatin1(Rules::MoscaCeca::dirName(dir));
}

}  // namespace

MoscaCecaMoveInput::MoscaCecaMoveInput(QWidget* parent)
    : MoveInput(parent), status_(new QLabel(this)), flag_(new QPushButton(this)), consume_(new QPushButton(this)),
      wait_(new QPushButton(this)), clicks_(new BoardClicks(this))
{
  setFocusPolicy(Qt::StrongFocus);
  status_->setWordWrap(true);
  auto* layout = new QGridLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(status_, 0, 0, 1, 7);
  for (int d = 0; d < kDirCount; ++d) {
    auto* move = new QPushButton(QStringLiteral("MOVE %1").arg(dirText(d)), this);
    auto* attack = new QPushButton(QStringLiteral("ATTACK %1").arg(dirText(d)), this);
    move->setObjectName(QStringLiteral("move_%1").arg(dirText(d)));
    attack->setObjectName(QStringLiteral("attack_%1").arg(dirText(d)));
    layout->addWidget(move, 1 + kCompass[d][0], kCompass[d][1]);
    layout->addWidget(attack, 1 + kCompass[d][0], 4 + kCompass[d][1]);
    connect(move, &QPushButton::clicked, this, [this, d] { send(legalLine({Command::Move, d})); });
    connect(attack, &QPushButton::clicked, this, [this, d] { send(legalLine({Command::Attack, d})); });
    moves_ << move;
    attacks_ << attack;
  }
  flag_->setObjectName(QStringLiteral("flag"));
  consume_->setObjectName(QStringLiteral("consume"));
  wait_->setObjectName(QStringLiteral("wait"));
  layout->addWidget(flag_, 4, 0, 1, 2);
  layout->addWidget(consume_, 4, 2, 1, 3);
  layout->addWidget(wait_, 4, 5, 1, 2);
  layout->setColumnMinimumWidth(3, 12);
  layout->setRowStretch(5, 1);
  for (QPushButton* button : findChildren<QPushButton*>())
    button->setFocusPolicy(Qt::NoFocus);
  connect(flag_, &QPushButton::clicked, this, [this] { send(legalLine({Command::Flag, -1})); });
  connect(consume_, &QPushButton::clicked, this, [this] { send(legalLine({Command::Consume, -1})); });
  connect(wait_, &QPushButton::clicked, this, [this] { send(legalLine({Command::Wait, -1})); });
  connect(clicks_, &BoardClicks::clicked, this, &MoscaCecaMoveInput::onBoardClicked);
  setEnabled(false);
  retranslateUi();
}

MoscaCecaMoveInput::~MoscaCecaMoveInput() = default;

QPushButton* MoscaCecaMoveInput::button(const QString& objectName) const
{
  return findChild<QPushButton*>(objectName);
}

void MoscaCecaMoveInput::ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board)
{
  state_ = std::dynamic_pointer_cast<const Rules::MoscaCeca::MoscaCecaState>(state);
  player_ = player;
  setEnabled(state_ != nullptr);
  clicks_->attach(state_ ? board : nullptr);
  refresh();
  if (state_)
    setFocus();
}

void MoscaCecaMoveInput::withdraw()
{
  state_.reset();
  clicks_->detach();
  setEnabled(false);
  refresh();
}

QString MoscaCecaMoveInput::legalLine(const Order& order) const
{
  if (!state_)
    return {};
  const QString line = Rules::MoscaCeca::orderText(order);
  return state_->parseReply(player_, {line}).isOk() ? line : QString();
}

bool MoscaCecaMoveInput::towards(int dir)
{
  if (dir < 0 || dir >= kDirCount)
    return false;
  QString line = legalLine({Command::Move, dir});
  if (line.isEmpty())
    line = legalLine({Command::Attack, dir});
  if (line.isEmpty())
    return false;
  send(line);
  return true;
}

void MoscaCecaMoveInput::send(const QString& line)
{
  if (!line.isEmpty())
    emit replyChosen({line});
}

void MoscaCecaMoveInput::onBoardClicked(const QString& anchor)
{
  if (!state_ || state_->currentAgent() < 0)
    return;
  int row = -1;
  int col = -1;
  if (const int unit = BoardClicks::unitOf(anchor); unit >= 0 && unit < state_->config().agents()) {
    row = state_->agent(unit).row;
    col = state_->agent(unit).col;
  } else if (!BoardClicks::cellOf(anchor, &row, &col)) {
    return;
  }
  const Rules::MoscaCeca::Agent& me = state_->agent(state_->currentAgent());
  for (int d = 0; d < kDirCount; ++d)
    if (me.row + kDirRow[size_t(d)] == row && me.col + kDirCol[size_t(d)] == col) {
      towards(d);
      return;
    }
}

bool MoscaCecaMoveInput::takesKey(const QKeyEvent& event) const
{
  static const QList<int> keys{Qt::Key_1, Qt::Key_2, Qt::Key_3, Qt::Key_4, Qt::Key_5, Qt::Key_6, Qt::Key_7, Qt::Key_8, Qt::Key_9, Qt::Key_F, Qt::Key_C, Qt::Key_W};
  return keys.contains(event.key());
}

void MoscaCecaMoveInput::keyPressEvent(QKeyEvent* event)
{
  for (int d = 0; d < kDirCount; ++d)
    if (event->key() == kKeypad[d]) {
      towards(d);
      event->accept();
      return;
    }
  switch (event->key()) {
  case Qt::Key_F: send(legalLine({Command::Flag, -1})); break;
  case Qt::Key_C: send(legalLine({Command::Consume, -1})); break;
  case Qt::Key_W:
  case Qt::Key_5: send(legalLine({Command::Wait, -1})); break;
  default: MoveInput::keyPressEvent(event); return;
  }
  event->accept();
}

void MoscaCecaMoveInput::refresh()
{
  QList<BoardMark> marks;
  const int id = state_ ? state_->currentAgent() : -1;
  for (int d = 0; d < kDirCount; ++d) {
    const bool move = !legalLine({Command::Move, d}).isEmpty();
    const bool attack = !legalLine({Command::Attack, d}).isEmpty();
    moves_[d]->setEnabled(move);
    attacks_[d]->setEnabled(attack);
    if (id < 0 || !(move || attack))
      continue;
    const Rules::MoscaCeca::Agent& me = state_->agent(id);
    const QString cell = BoardClicks::cellAnchor(me.row + kDirRow[size_t(d)], me.col + kDirCol[size_t(d)]);
    // Where it may go (a small mark), whom it may attack (a red ring).
    marks << (attack ? BoardClicks::mark(BoardMark::Kind::Color, cell, QColor(0xd0, 0x30, 0x30))
                     : BoardClicks::mark(BoardMark::Kind::Text, cell, QColor(255, 255, 255), dirText(d)));
  }
  flag_->setEnabled(!legalLine({Command::Flag, -1}).isEmpty());
  consume_->setEnabled(!legalLine({Command::Consume, -1}).isEmpty());
  wait_->setEnabled(!legalLine({Command::Wait, -1}).isEmpty());
  if (id >= 0)
    marks << BoardClicks::mark(BoardMark::Kind::Color, BoardClicks::unitAnchor(id), QColor(255, 255, 255));
  clicks_->setMarks(marks);
  retranslateUi();
}

void MoscaCecaMoveInput::retranslateUi()
{
  // The buttons say the protocol's words (what a bot prints); the keys are the person's.
  flag_->setText(QStringLiteral("FLAG  (F)"));
  consume_->setText(QStringLiteral("CONSUME  (C)"));
  wait_->setText(QStringLiteral("WAIT  (W)"));
  const int id = state_ ? state_->currentAgent() : -1;
  if (id < 0) {
    status_->setText(tr("Waiting for your turn."));
    return;
  }
  const Rules::MoscaCeca::Agent& me = state_->agent(id);
  status_->setText(tr("Agent %1 at row %2, column %3: energy %4, cloth %5. Click a neighbouring cell to move there or "
                      "attack the agent on it, or use the keypad (1-9 around 5), F, C, W.")
                       .arg(id)
                       .arg(me.row)
                       .arg(me.col)
                       .arg(me.energy)
                       .arg(me.cloth));
}

void MoscaCecaMoveInput::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  MoveInput::changeEvent(event);
}

}  // namespace Kibitz::App
