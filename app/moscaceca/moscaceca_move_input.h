#pragma once

#include "play/move_input.h"

#include <QList>

class QLabel;
class QPushButton;

namespace Kibitz::Rules::MoscaCeca {
class MoscaCecaState;
struct Order;
}

namespace Kibitz::App {

class BoardClicks;

// Mosca Ceca by hand, for the agent whose decision it is: a click on a neighbouring cell
// moves there, or attacks the agent standing there; the buttons (and keys) give every
// command, those the engine accepts now enabled: the numeric keypad's 1-9 around 5 move
// (or attack), F flags, C consumes, W waits. The agent is ringed on the board, the cells
// it may move to and the agents it may attack are marked.
class MoscaCecaMoveInput final : public MoveInput {
  Q_OBJECT
public:
  explicit MoscaCecaMoveInput(QWidget* parent = nullptr);
  ~MoscaCecaMoveInput() override;
  void ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board) override;
  void withdraw() override;
  // The answer line of the order, when the engine accepts it now; empty otherwise.
  QString legalLine(const Rules::MoscaCeca::Order& order) const;
  // Moves towards `dir` (0 N ... 7 NW), or attacks that way when only that is legal.
  bool towards(int dir);
  QPushButton* button(const QString& objectName) const;

protected:
  bool takesKey(const QKeyEvent& event) const override;
  void keyPressEvent(QKeyEvent* event) override;
  void changeEvent(QEvent* event) override;

private:
  void send(const QString& line);
  void onBoardClicked(const QString& anchor);
  void refresh();
  void retranslateUi();

  QLabel* status_;
  QList<QPushButton*> moves_;    // by direction
  QList<QPushButton*> attacks_;  // by direction
  QPushButton* flag_;
  QPushButton* consume_;
  QPushButton* wait_;
  BoardClicks* clicks_;
  std::shared_ptr<const Rules::MoscaCeca::MoscaCecaState> state_;
  int player_ = 0;
};

}  // namespace Kibitz::App
