#pragma once

#include <QWidget>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App {

// The board of one game: draws a frame of a replay. Each game provides one in
// app/boards/<id>_board.cpp; games without one get the generic text board.
class BoardView : public QWidget {
  Q_OBJECT
public:
  using QWidget::QWidget;
  // Shows frame `turn` of `replay` (the replay outlives the call; keep no pointer to frames
  // that a live match may reallocate, keep the replay pointer only).
  virtual void showFrame(const Debugger::Replay& replay, int turn) = 0;
  // Optional overlays the Board panel offers as toggles: stable ids, translated labels.
  virtual QStringList overlayNames() const { return {}; }
  virtual QString overlayLabel(const QString& name) const { return name; }
  virtual void setOverlay(const QString& name, bool on) { Q_UNUSED(name) Q_UNUSED(on) }
  virtual bool overlay(const QString& name) const { Q_UNUSED(name) return false; }

signals:
  // The user asked to look at a thing on the board (a unit, a fencer); `path` is the
  // state path the Inspector should select ("players[1]").
  void inspectRequested(const QString& path);
};

using BoardFactory = BoardView* (*)(QWidget* parent);
struct BoardFactoryEntry {
  QString gameId;
  BoardFactory make;
};
const QList<BoardFactoryEntry>& boardFactories();

// The board view for a game: its own, or the generic one.
BoardView* createBoardView(const QString& gameId, QWidget* parent);

}  // namespace Kibitz::App
