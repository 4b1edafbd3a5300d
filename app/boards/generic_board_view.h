#pragma once

#include "boards/board_view.h"

class QPlainTextEdit;

namespace Kibitz::App {

// The fallback board for games without a view of their own: the state as text.
class GenericBoardView final : public BoardView {
  Q_OBJECT
public:
  explicit GenericBoardView(QWidget* parent = nullptr);
  void showFrame(const Debugger::Replay& replay, int turn) override;
  // The state as text needs no restored state.
  bool canShowFrame(const Debugger::Replay&, int) override { return true; }

private:
  QPlainTextEdit* text_;
};

}  // namespace Kibitz::App
