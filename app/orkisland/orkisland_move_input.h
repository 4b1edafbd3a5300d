#pragma once

#include "play/move_input.h"

#include <QList>

class QLabel;
class QListWidget;
class QPushButton;

namespace Kibitz::Rules::OrkIsland {
class OrkIslandState;
}

namespace Kibitz::App {

class BoardClicks;

// OrkIsland by hand: click one of your orks on the board (or N for the next one), then a
// neighbouring cell (or an arrow key) to send it there; the round's commands are listed in
// the order the engine runs them, each drawn as an arrow, and can be removed (Delete, or
// Undo for the last one) before End round (Return) sends them, ended by "-1" as a bot does.
class OrkIslandMoveInput final : public MoveInput {
  Q_OBJECT
public:
  explicit OrkIslandMoveInput(QWidget* parent = nullptr);
  ~OrkIslandMoveInput() override;
  void ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board) override;
  void withdraw() override;
  // The round taken back, listed again to be edited before End round.
  void resume(const QStringList& reply) override;
  // The round's commands as a bot would print them ("12 r"), without the final "-1".
  QStringList commands() const { return commands_; }
  int selectedOrk() const { return selected_; }
  // Selects `ork` when it is the player's (the click on it); false otherwise.
  bool selectOrk(int ork);
  // Gives the selected ork the direction `letter` (b, r, t, l, n); false without one.
  bool command(char letter);
  void undo();
  void endRound();

protected:
  bool takesKey(const QKeyEvent& event) const override;
  void keyPressEvent(QKeyEvent* event) override;
  void changeEvent(QEvent* event) override;

private:
  void onBoardClicked(const QString& anchor);
  void selectNextOrk();
  void refresh();
  void retranslateUi();

  QLabel* status_;
  QListWidget* list_;
  QPushButton* remove_;
  QPushButton* undo_;
  QPushButton* end_;
  QLabel* problem_;
  BoardClicks* clicks_;
  std::shared_ptr<const Rules::OrkIsland::OrkIslandState> state_;
  int player_ = 0;
  int selected_ = -1;
  QStringList commands_;
};

}  // namespace Kibitz::App
