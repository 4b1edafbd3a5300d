#pragma once

#include "play/move_input.h"

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace Kibitz::App {

// The reply typed in the game's bot protocol, one line per line, for any game: sent only
// when the engine's parseReply accepts it, else its reason is shown and nothing is sent.
class TextMoveInput final : public MoveInput {
  Q_OBJECT
public:
  explicit TextMoveInput(QWidget* parent = nullptr);
  void ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board) override;
  void withdraw() override;
  // The reply taken back, in the editor again.
  void resume(const QStringList& reply) override;
  // Sends what the editor holds when the engine accepts it (also the Send button).
  void send();

protected:
  void changeEvent(QEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  void retranslateUi();

  QLabel* help_;
  QPlainTextEdit* editor_;
  QPushButton* send_;
  QLabel* problem_;
  std::shared_ptr<const Rules::State> state_;
  int player_ = 0;
};

}  // namespace Kibitz::App
