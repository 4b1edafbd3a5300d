#pragma once

#include "play/move_input.h"

#include <QList>

class QLabel;
class QPushButton;

namespace Kibitz::Rules::Fencing {
class FencingState;
}

namespace Kibitz::App {

// Fencing by hand: one button per action of the referee (its protocol word), those the
// league allows enabled (the engine's parseReply decides), and a key for each: W walk,
// R retreat, L lunge, P parry, B break, Shift+W and Shift+R the double moves, 1 to 8 the
// drugs in the referee's order. An action that would spend more energy than the fencer
// has stays allowed (the rules allow it: the fencer forfeits) and says so.
class FencingMoveInput final : public MoveInput {
  Q_OBJECT
public:
  explicit FencingMoveInput(QWidget* parent = nullptr);
  void ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board) override;
  void withdraw() override;
  // The button of the action named `word` ("WALK"), for tests.
  QPushButton* button(const QString& word) const;

protected:
  bool takesKey(const QKeyEvent& event) const override;
  void keyPressEvent(QKeyEvent* event) override;
  void changeEvent(QEvent* event) override;

private:
  void choose(int action);
  // The action of a key (with or without Shift), or -1.
  static int actionOfKey(const QKeyEvent& event);
  void retranslateUi();

  QLabel* status_;
  QList<QPushButton*> buttons_;  // by action id, the 15 a bot may send
  std::shared_ptr<const Rules::Fencing::FencingState> state_;
  int player_ = 0;
};

}  // namespace Kibitz::App
