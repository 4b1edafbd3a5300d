#include "angelempire/angelempire_move_input.h"

#include "play/board_clicks.h"

#include "angelempire/angelempire_state.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>

namespace Kibitz::App {

namespace {

using Rules::AngelEmpire::kArmySlots;
using Rules::AngelEmpire::kMapX;
using Rules::AngelEmpire::kMapY;
using Rules::AngelEmpire::kSidePlayer;
using Rules::AngelEmpire::kSpace;
using Rules::AngelEmpire::Point;

// The board's anchors name cells "cell:y,x" (row y, column x, as it draws them).
QString anchorOf(Point p)
{
  return BoardClicks::cellAnchor(p.y, p.x);
}

QString pointText(Point p)
{
  return QStringLiteral("%1 %2").arg(p.x).arg(p.y);
}

int slotOf(Point p)
{
  const int slot = p.x * kMapY + p.y;  // team[i] <-> (i / 7, i % 7)
  return p.x >= 0 && p.y >= 0 && p.y < kMapY && slot < kArmySlots ? slot : -1;
}

}  // namespace

AngelEmpireMoveInput::AngelEmpireMoveInput(QWidget* parent)
    : MoveInput(parent), status_(new QLabel(this)), type_(new QComboBox(this)), buy_(new QPushButton(this)),
      move_(new QPushButton(this)), end_(new QPushButton(this)), clicks_(new BoardClicks(this))
{
  setFocusPolicy(Qt::StrongFocus);
  status_->setWordWrap(true);
  status_->setTextFormat(Qt::PlainText);
  type_->setObjectName(QStringLiteral("unitType"));
  buy_->setObjectName(QStringLiteral("buyArmy"));
  move_->setObjectName(QStringLiteral("moveOnly"));
  end_->setObjectName(QStringLiteral("endTurn"));
  for (int t = Rules::AngelEmpire::kFirstType; t <= Rules::AngelEmpire::kLastType; ++t)
    type_->addItem(QString(), t);
  type_->setFocusPolicy(Qt::NoFocus);
  for (QPushButton* button : {buy_, move_, end_})
    button->setFocusPolicy(Qt::NoFocus);
  auto* layout = new QGridLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(status_, 0, 0, 1, 3);
  layout->addWidget(type_, 1, 0, 1, 2);
  layout->addWidget(buy_, 1, 2);
  layout->addWidget(move_, 2, 0, 1, 2);
  layout->addWidget(end_, 2, 2);
  layout->setRowStretch(3, 1);
  connect(buy_, &QPushButton::clicked, this, &AngelEmpireMoveInput::buyArmy);
  connect(end_, &QPushButton::clicked, this, &AngelEmpireMoveInput::endTurn);
  connect(move_, &QPushButton::clicked, this, [this] {
    if (source_ && dest_)
      send(legalLine(QStringLiteral("MOVE %1 %2").arg(pointText(*source_), pointText(*dest_))));
  });
  connect(clicks_, &BoardClicks::clicked, this, &AngelEmpireMoveInput::onBoardClicked);
  army_.fill(kSpace);
  setEnabled(false);
  retranslateUi();
}

AngelEmpireMoveInput::~AngelEmpireMoveInput() = default;

void AngelEmpireMoveInput::ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board)
{
  state_ = std::dynamic_pointer_cast<const Rules::AngelEmpire::AngelEmpireState>(state);
  player_ = player;
  source_.reset();
  dest_.reset();
  if (building())
    army_.fill(kSpace);
  setEnabled(state_ != nullptr);
  clicks_->attach(state_ ? board : nullptr);
  refresh();
  if (state_)
    setFocus();
}

void AngelEmpireMoveInput::withdraw()
{
  state_.reset();
  clearSelection();
  clicks_->detach();
  setEnabled(false);
  refresh();
}

bool AngelEmpireMoveInput::building() const
{
  return state_ && state_->stage() == Rules::AngelEmpire::Stage::Build;
}

QString AngelEmpireMoveInput::legalLine(const QString& line) const
{
  return state_ && state_->parseReply(player_, {line}).isOk() ? line : QString();
}

QString AngelEmpireMoveInput::armyLine() const
{
  QString line = QStringLiteral("ARMY");
  for (int t : army_)
    line += QLatin1Char(' ') + QString::number(t);
  return line;
}

int AngelEmpireMoveInput::armyCost() const
{
  int cost = 0;
  for (int t : army_)
    cost += Rules::AngelEmpire::isUnitType(t) ? Rules::AngelEmpire::unitStats(t).price : 0;
  return cost;
}

void AngelEmpireMoveInput::setPlacedType(int type)
{
  type_->setCurrentIndex(type_->findData(type));
}

void AngelEmpireMoveInput::onBoardClicked(const QString& anchor)
{
  int row = -1;
  int col = -1;
  if (const int unit = BoardClicks::unitOf(anchor); unit > 0 && state_) {
    for (int x = 0; x < kMapX; ++x)
      for (int y = 0; y < kMapY; ++y)
        if (const auto& c = state_->board().at({x, y}); c.isUnit() && c.id == unit)
          row = y, col = x;
    if (row < 0)
      return;
  } else if (!BoardClicks::cellOf(anchor, &row, &col)) {
    return;
  }
  clickCell({col, row});
}

void AngelEmpireMoveInput::clickCell(Point cell)
{
  if (!state_ || !Rules::AngelEmpire::onMap(cell))
    return;
  if (building()) {
    const int slot = slotOf(cell);
    if (slot < 0)
      return;
    const int type = type_->currentData().toInt();
    army_[size_t(slot)] = army_[size_t(slot)] == type ? kSpace : type;
    refresh();
    return;
  }
  const Rules::AngelEmpire::Cell& here = state_->board().at(cell);
  if (!source_ || (here.isUnit() && here.side == kSidePlayer && !dest_ && !(cell == *source_))) {
    // A unit of the person's that has not acted: the one to command.
    if (here.isUnit() && here.side == kSidePlayer && !here.moved) {
      source_ = cell;
      dest_.reset();
      refresh();
    }
    return;
  }
  if (!dest_) {
    if (!legalLine(QStringLiteral("MOVE %1 %2").arg(pointText(*source_), pointText(cell))).isEmpty()) {
      dest_ = cell;
      refresh();
    }
    return;
  }
  if (cell == *dest_) {
    send(legalLine(QStringLiteral("MOVE %1 %2").arg(pointText(*source_), pointText(*dest_))));
    return;
  }
  send(legalLine(QStringLiteral("MOVE_ATTACK %1 %2 %3").arg(pointText(*source_), pointText(*dest_), pointText(cell))));
}

void AngelEmpireMoveInput::buyArmy()
{
  if (building())
    send(legalLine(armyLine()));
}

void AngelEmpireMoveInput::endTurn()
{
  if (state_ && !building())
    send(legalLine(QStringLiteral("END_TURN")));
}

void AngelEmpireMoveInput::send(const QString& line)
{
  if (line.isEmpty())
    return;
  clearSelection();
  emit replyChosen({line});
}

void AngelEmpireMoveInput::clearSelection()
{
  source_.reset();
  dest_.reset();
}

bool AngelEmpireMoveInput::takesKey(const QKeyEvent& event) const
{
  static const QList<int> keys{Qt::Key_Return, Qt::Key_Enter, Qt::Key_E, Qt::Key_M, Qt::Key_Escape};
  return keys.contains(event.key());
}

void AngelEmpireMoveInput::keyPressEvent(QKeyEvent* event)
{
  switch (event->key()) {
  case Qt::Key_Return:
  case Qt::Key_Enter: buyArmy(); break;
  case Qt::Key_E: endTurn(); break;
  case Qt::Key_M: move_->click(); break;
  case Qt::Key_Escape:
    clearSelection();
    refresh();
    break;
  default: MoveInput::keyPressEvent(event); return;
  }
  event->accept();
}

void AngelEmpireMoveInput::refresh()
{
  QList<BoardMark> marks;
  const QColor mine(255, 255, 255);
  const QColor enemy(0xd0, 0x30, 0x30);
  if (building()) {
    for (int slot = 0; slot < kArmySlots; ++slot) {
      const Point cell = Rules::AngelEmpire::playerSlotCell(slot);
      const int t = army_[size_t(slot)];
      marks << BoardClicks::mark(BoardMark::Kind::Text, anchorOf(cell), mine,
                                 Rules::AngelEmpire::isUnitType(t) ? Rules::AngelEmpire::typeName(t) : QStringLiteral("·"));
    }
  } else if (state_ && source_) {
    marks << BoardClicks::mark(BoardMark::Kind::Color, anchorOf(*source_), mine);
    if (!dest_) {
      for (const Rules::AngelEmpire::Destination& d : state_->board().destinations(*source_))
        if (!legalLine(QStringLiteral("MOVE %1 %2").arg(pointText(*source_), pointText(d.cell))).isEmpty())
          marks << BoardClicks::mark(BoardMark::Kind::Text, anchorOf(d.cell), mine, QString::number(d.steps));
    } else {
      marks << BoardClicks::mark(BoardMark::Kind::Line, anchorOf(*source_), mine, {}, anchorOf(*dest_));
      for (int x = 0; x < kMapX; ++x)
        for (int y = 0; y < kMapY; ++y) {
          const QString attack = QStringLiteral("MOVE_ATTACK %1 %2 %3 %4").arg(pointText(*source_), pointText(*dest_)).arg(x).arg(y);
          if (!legalLine(attack).isEmpty())
            marks << BoardClicks::mark(BoardMark::Kind::Color, anchorOf({x, y}), enemy);
        }
    }
  }
  clicks_->setMarks(marks);
  type_->setVisible(building());
  buy_->setVisible(building());
  buy_->setEnabled(building() && !legalLine(armyLine()).isEmpty());
  move_->setVisible(!building());
  end_->setVisible(!building());
  move_->setEnabled(state_ && source_ && dest_);
  end_->setEnabled(state_ && !building() && !legalLine(QStringLiteral("END_TURN")).isEmpty());
  retranslateUi();
}

void AngelEmpireMoveInput::retranslateUi()
{
  for (int i = 0; i < type_->count(); ++i) {
    const int t = type_->itemData(i).toInt();
    type_->setItemText(i, tr("%1, price %2").arg(Rules::AngelEmpire::typeLabel(t)).arg(Rules::AngelEmpire::unitStats(t).price));
  }
  buy_->setText(tr("Buy army"));
  move_->setText(tr("Move only (M)"));
  end_->setText(tr("End turn (E)"));
  if (!state_) {
    status_->setText(tr("Waiting for your turn."));
    return;
  }
  if (building()) {
    status_->setText(tr("Battle %1: buy your army. Choose a unit, click cells of the three left columns to place it; "
                        "cost %2 of %3. Return buys it.")
                         .arg(state_->battle())
                         .arg(armyCost())
                         .arg(state_->money()));
    return;
  }
  status_->setText(!source_ ? tr("Battle %1: click one of your units that has not acted, or End turn.").arg(state_->battle())
                   : !dest_ ? tr("Click a marked cell to move the unit there.")
                            : tr("Click a ringed enemy to attack it from there, or the same cell again to only move."));
}

void AngelEmpireMoveInput::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  MoveInput::changeEvent(event);
}

}  // namespace Kibitz::App
