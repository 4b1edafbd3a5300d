// § numbers: the Rules reference of docs/games/dominoes.md.
#pragma once

#include "replay/replay.h"

#include <QDialog>

#include <functional>
#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;

namespace Kibitz::App {

class DominoesGridWidget;
class DominoesHumanGame;

// "Play Dominoes": a person plays morgan2 with the original's keys (§8: Up/Down in the
// stack, arrows on the grid, Enter reveals, selects and places, q quits) or the mouse
// (click a stack tile, then a cell). The engine judges every action; a refused one shows
// the engine's reason and changes nothing. The seed defaults to the current time and can
// be edited before starting, so any game can be replayed. When the game ends its replay is
// handed to `onFinished` (the main window opens it).
class DominoesPlayDialog final : public QDialog {
  Q_OBJECT
public:
  explicit DominoesPlayDialog(QWidget* parent = nullptr);
  ~DominoesPlayDialog() override;

  // Called with the finished game's replay (and again when the user asks to reopen it).
  void setFinishedHandler(std::function<void(const Debugger::Replay&)> handler) { onFinished_ = std::move(handler); }
  // Tests: no confirmation boxes.
  void setInteractive(bool interactive) { interactive_ = interactive; }
  bool isInteractive() const { return interactive_; }

  // Starts a new game on the seed in the seed field; false (with the reason shown) if it
  // is not a valid seed.
  bool startGame();
  void setSeedText(const QString& text);

  // For tests and screenshots.
  DominoesGridWidget* grid() const { return grid_; }
  const DominoesHumanGame* game() const { return game_.get(); }
  bool inGridMode() const { return gridMode_; }
  int slotCursor() const { return slotCursor_; }
  int cellCursor() const { return cellCursor_; }
  int selectedSlot() const { return gridMode_ ? selectedSlot_ : -1; }
  QString messageText() const;
  QString statusText() const;
  Debugger::Replay replay() const;

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;
  void changeEvent(QEvent* event) override;
  void reject() override;

private:
  void retranslateUi();
  void handleKey(int key);
  void activate();                  // Enter
  void onSlotClicked(int slot);
  void onCellClicked(int cell);
  void select(int slot);
  void place(int cell);
  bool playLine(const QString& line);
  void quitGame();
  void finishGame();
  void refresh();
  void showRefusal(const QString& reason);
  void showNote(const QString& text);

  std::unique_ptr<DominoesHumanGame> game_;
  std::function<void(const Debugger::Replay&)> onFinished_;
  bool interactive_ = true;
  bool gridMode_ = false;
  int slotCursor_ = 0;
  int cellCursor_ = 0;
  int selectedSlot_ = -1;

  QLabel* seedLabel_;
  QLineEdit* seedEdit_;
  QPushButton* startButton_;
  QLabel* statusLabel_;
  DominoesGridWidget* grid_;
  QLabel* helpLabel_;
  QLabel* messageLabel_;
  QPushButton* quitButton_;
  QPushButton* openButton_;
  QPushButton* closeButton_;
  bool messageIsError_ = false;
  QString message_;
};

}  // namespace Kibitz::App
