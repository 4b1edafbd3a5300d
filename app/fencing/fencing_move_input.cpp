#include "fencing/fencing_move_input.h"

#include "fencing/fencing_actions.h"
#include "fencing/fencing_state.h"

#include <QEvent>
#include <QGridLayout>
#include <QKeyEvent>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>

namespace Kibitz::App {

namespace {

using Rules::Fencing::Action;

// The actions a bot may send (the referee's own SUPPRESS and postures are not).
constexpr int kPlayableActions = int(Action::BreakDrug) + 1;

// The key of each playable action, by action id (Shift for the double moves).
struct ActionKey {
  int key;
  bool shift;
};
constexpr ActionKey kKeys[kPlayableActions] = {
    {Qt::Key_B, false}, {Qt::Key_W, false}, {Qt::Key_R, false}, {Qt::Key_L, false}, {Qt::Key_P, false},
    {Qt::Key_W, true},  {Qt::Key_R, true},  {Qt::Key_1, false}, {Qt::Key_2, false}, {Qt::Key_3, false},
    {Qt::Key_4, false}, {Qt::Key_5, false}, {Qt::Key_6, false}, {Qt::Key_7, false}, {Qt::Key_8, false},
};

QString keyText(const ActionKey& key)
{
  return QKeySequence(key.key | (key.shift ? int(Qt::ShiftModifier) : 0)).toString(QKeySequence::NativeText);
}

}  // namespace

FencingMoveInput::FencingMoveInput(QWidget* parent) : MoveInput(parent), status_(new QLabel(this))
{
  setFocusPolicy(Qt::StrongFocus);  // the keys reach it; its buttons never take the focus
  status_->setWordWrap(true);
  status_->setObjectName(QStringLiteral("fencingPlayStatus"));
  auto* layout = new QGridLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(status_, 0, 0, 1, 3);
  for (int a = 0; a < kPlayableActions; ++a) {
    auto* button = new QPushButton(this);
    button->setObjectName(QStringLiteral("action_") + Rules::Fencing::actionName(Action(a)));
    button->setFocusPolicy(Qt::NoFocus);
    connect(button, &QPushButton::clicked, this, [this, a] { choose(a); });
    // Moves in the first rows, the drugs (league 3) below them.
    layout->addWidget(button, 1 + a / 3, a % 3);
    buttons_ << button;
  }
  layout->setRowStretch(layout->rowCount(), 1);
  setEnabled(false);
  retranslateUi();
}

QPushButton* FencingMoveInput::button(const QString& word) const
{
  const std::optional<Action> action = Rules::Fencing::actionFromName(word);
  return action && int(*action) < kPlayableActions ? buttons_[int(*action)] : nullptr;
}

void FencingMoveInput::ask(std::shared_ptr<const Rules::State> state, int player, BoardView*)
{
  state_ = std::dynamic_pointer_cast<const Rules::Fencing::FencingState>(state);
  player_ = player;
  setEnabled(state_ != nullptr);
  retranslateUi();
  if (state_)
    setFocus();
}

void FencingMoveInput::withdraw()
{
  state_.reset();
  setEnabled(false);
  retranslateUi();
}

void FencingMoveInput::choose(int action)
{
  if (!state_ || action < 0 || action >= kPlayableActions)
    return;
  const QStringList reply{Rules::Fencing::actionName(Action(action))};
  if (!state_->parseReply(player_, reply).isOk())
    return;  // not in this league: its button is disabled, its key does nothing
  emit replyChosen(reply);
}

int FencingMoveInput::actionOfKey(const QKeyEvent& event)
{
  const bool shift = event.modifiers().testFlag(Qt::ShiftModifier);
  for (int a = 0; a < kPlayableActions; ++a)
    if (kKeys[a].key == event.key() && kKeys[a].shift == shift)
      return a;
  return -1;
}

bool FencingMoveInput::takesKey(const QKeyEvent& event) const
{
  return actionOfKey(event) >= 0;
}

void FencingMoveInput::keyPressEvent(QKeyEvent* event)
{
  if (const int action = actionOfKey(*event); action >= 0) {
    choose(action);
    event->accept();
    return;
  }
  MoveInput::keyPressEvent(event);
}

void FencingMoveInput::retranslateUi()
{
  for (int a = 0; a < kPlayableActions; ++a) {
    const Rules::Fencing::ActionInfo& info = Rules::Fencing::actionInfo(Action(a));
    QPushButton* button = buttons_[a];
    // The word is the protocol's (what a bot prints), the key is the person's shortcut.
    button->setText(QStringLiteral("%1  (%2)").arg(QString::fromLatin1(info.name), keyText(kKeys[a])));
    const bool legal = state_ && state_->parseReply(player_, {QString::fromLatin1(info.name)}).isOk();
    button->setEnabled(legal);
    button->setVisible(!state_ || info.league <= state_->league());
    QString tip = tr("Energy %1").arg(info.energy > 0 ? QStringLiteral("+%1").arg(info.energy) : QString::number(info.energy));
    if (legal && state_->fencer(player_).energy + info.energy < 0)
      tip += QLatin1Char('\n') + tr("Not enough energy: your fencer would forfeit.");
    // plain: our words and the action table's numbers
    button->setToolTip(tip);
  }
  if (!state_) {
    status_->setText(tr("Waiting for your turn."));
    return;
  }
  const Rules::Fencing::Fencer& me = state_->fencer(player_);
  status_->setText(tr("League %1. Your fencer: position %2, energy %3/%4, score %5. Choose an action (button or key).")
                       .arg(state_->league())
                       .arg(me.position)
                       .arg(me.energy)
                       .arg(me.energyMax)
                       .arg(me.score));
}

void FencingMoveInput::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  MoveInput::changeEvent(event);
}

}  // namespace Kibitz::App
