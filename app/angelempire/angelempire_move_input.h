#pragma once

#include "play/move_input.h"

#include "angelempire/angelempire_board.h"

#include <array>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace Kibitz::Rules::AngelEmpire {
class AngelEmpireState;
}

namespace Kibitz::App {

class BoardClicks;

// Angel Empire by hand. Buying the army: choose a unit type, click the cells of the three
// deployment columns (x 0..2) to place it there (a second click empties the cell), Buy
// army (Return) sends "ARMY ..." once the engine accepts it (the money shown). A turn:
// click one of your units, then one of the cells it may reach (marked), then an enemy it
// may attack from there (ringed) for MOVE_ATTACK, or the same cell again (or M) for MOVE;
// End turn (E) sends END_TURN, Escape drops the selection.
class AngelEmpireMoveInput final : public MoveInput {
  Q_OBJECT
public:
  explicit AngelEmpireMoveInput(QWidget* parent = nullptr);
  ~AngelEmpireMoveInput() override;
  void ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board) override;
  void withdraw() override;
  // The army being bought: a unit type (2..9) or SPACE per slot.
  const std::array<int, Rules::AngelEmpire::kArmySlots>& army() const { return army_; }
  // The unit type placed by a click on a deployment cell.
  void setPlacedType(int type);
  // Handles what a click on the board at `cell` means now.
  void clickCell(Rules::AngelEmpire::Point cell);
  void endTurn();
  void buyArmy();
  // The line of a command when the engine accepts it now; empty otherwise.
  QString legalLine(const QString& line) const;

protected:
  bool takesKey(const QKeyEvent& event) const override;
  void keyPressEvent(QKeyEvent* event) override;
  void changeEvent(QEvent* event) override;

private:
  bool building() const;
  QString armyLine() const;
  int armyCost() const;
  void onBoardClicked(const QString& anchor);
  void send(const QString& line);
  void clearSelection();
  void refresh();
  void retranslateUi();

  QLabel* status_;
  QComboBox* type_;
  QPushButton* buy_;
  QPushButton* move_;
  QPushButton* end_;
  BoardClicks* clicks_;
  std::shared_ptr<const Rules::AngelEmpire::AngelEmpireState> state_;
  int player_ = 0;
  std::array<int, Rules::AngelEmpire::kArmySlots> army_{};
  std::optional<Rules::AngelEmpire::Point> source_;  // the unit chosen
  std::optional<Rules::AngelEmpire::Point> dest_;    // where it goes
};

}  // namespace Kibitz::App
