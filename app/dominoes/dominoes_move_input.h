// § numbers: the Rules reference of docs/games/dominoes.md.
#pragma once

#include "play/move_input.h"

class QLabel;
class QPushButton;

namespace Kibitz::Rules::Dominoes {
class DominoesState;
}

namespace Kibitz::App {

class BoardClicks;
class TextMoveInput;

// Dominoes (morgan2) by hand on the window's board, the original's way (§8): in the stack, a
// click on an empty slot (or Up/Down to it and Enter) reveals a domino into it, a click on a
// filled slot (or Enter) selects that domino; then a click on a highlighted cell (or the
// arrows and Enter) places it there, Enter on an occupied cell goes back to the stack; Q
// quits. Only what the engine accepts is sent (its reason is shown otherwise). The reply
// can still be typed (the text input below).
class DominoesMoveInput final : public MoveInput {
  Q_OBJECT
public:
  explicit DominoesMoveInput(QWidget* parent = nullptr);
  ~DominoesMoveInput() override;
  void ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board) override;
  void withdraw() override;
  void resume(const QStringList& reply) override;

  // For tests: the original's cursors and the domino selected (-1: none, stack mode).
  bool inGridMode() const { return selected_ >= 0; }
  int slotCursor() const { return slotCursor_; }
  int cellCursor() const { return cellCursor_; }
  int selectedSlot() const { return selected_; }
  // A click on stack slot `slot`, on grid cell `cell` (what the board's clicks do).
  void clickSlot(int slot);
  void clickCell(int cell);

protected:
  bool takesKey(const QKeyEvent& event) const override;
  void keyPressEvent(QKeyEvent* event) override;
  void changeEvent(QEvent* event) override;

private:
  void onBoardClicked(const QString& anchor);
  void activate();  // Enter
  void select(int slot);
  // Sends `line` when the engine accepts it; else shows why and sends nothing.
  bool send(const QString& line);
  void refresh();
  void retranslateUi();

  QLabel* help_;
  QLabel* status_;
  QLabel* problem_;
  QPushButton* quit_;
  TextMoveInput* typed_;
  BoardClicks* clicks_;
  std::shared_ptr<const Rules::Dominoes::DominoesState> state_;
  int player_ = 0;
  int slotCursor_ = 0;
  int cellCursor_ = 0;
  int selected_ = -1;  // the stack slot being placed
};

}  // namespace Kibitz::App
