#pragma once

#include <QColor>
#include <QList>
#include <QRectF>
#include <QWidget>

#include "boards/player_palette.h"
#include "replay/restored_states.h"

#include <concepts>
#include <functional>
#include <memory>
#include <optional>

class QPainter;

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App {

// Something drawn over the board by the annotations feature: a person's note or a bot's
// debug mark. Anchors name things on the board: "players[1]", "cell:250", "cell:3,4", "unit:12".
struct BoardMark {
  enum class Kind { Note, Text, Color, Line };
  Kind kind = Kind::Note;
  QString anchor;       // empty: not tied to a place (listed in a corner of the board)
  QString anchor2;      // Line: the other end
  QString text;
  QColor color;
  bool highlighted = false;  // the note selected in the Notes panel: drawn with a ring
};

// The board of one game: draws a frame of a replay. Each game provides one in
// app/boards/<id>_board.cpp; games without one get the generic text board.
class BoardView : public QWidget {
  Q_OBJECT
public:
  using QWidget::QWidget;
  // Shows frame `turn` of `replay` (the replay outlives the call; keep no pointer to frames
  // that a live match may reallocate, keep the replay pointer only).
  virtual void showFrame(const Debugger::Replay& replay, int turn) = 0;
  // Whether this board can draw frame `turn`: a board draws from its game's typed state, so
  // it cannot draw a frame the engine does not restore (the Board panel then shows the
  // generic board, with the reason in unrestorableReason()). The generic board draws any.
  virtual bool canShowFrame(const Debugger::Replay& replay, int turn) { return restores(replay, turn); }
  QString unrestorableReason() const { return states().lastError(); }
  // Reads typed states from `shared` (its document's cache: ReplayDocument::restoredStates)
  // instead of a cache of its own; null goes back to its own. `shared` outlives the board.
  void shareRestoredStates(Debugger::RestoredStates* shared) { shared_ = shared; }
  // Optional overlays the Board panel offers as toggles: stable ids, translated labels.
  // Boards declare theirs with addOverlay(); these read that list.
  QStringList overlayNames() const;
  QString overlayLabel(const QString& name) const;
  void setOverlay(const QString& name, bool on);
  bool overlay(const QString& name) const;

  // The seat whose side the window shows (ReplayDocument::viewSeat, a person playing a game
  // with hidden information), or -1: a board of such a game draws and tells only what that
  // seat knows while its fog is on. Others ignore it.
  virtual void setViewSeat(int seat) { Q_UNUSED(seat) }

  // The tooltip for a widget point (empty: none), plain text; BoardView shows it as it is
  // (states and names come from the replay file).
  virtual QString tooltipAt(const QPointF& point) const { Q_UNUSED(point) return {}; }

  // Anchors (annotations). The thing under `point` ("players[1]", "cell:3,4", "unit:12"),
  // empty when nothing there can carry a note.
  virtual QString anchorAt(const QPoint& point) const { Q_UNUSED(point) return {}; }
  // Where an anchor is drawn in widget coordinates, if this board shows it.
  virtual std::optional<QPointF> anchorPosition(const QString& anchor) const { Q_UNUSED(anchor) return std::nullopt; }
  // Where the marks without a place on the board are listed (the top-left corner by
  // default); boards with their own text there move it.
  virtual QRectF marksListArea() const;
  // The notes and bot marks of the shown turn, drawn as a layer that can be hidden. Boards
  // call paintMarks() at the end of their paintEvent; marks whose anchor has no position
  // (or no anchor) are listed in the top-left corner.
  virtual void setMarks(const QList<BoardMark>& marks) { marks_ = marks; update(); }
  const QList<BoardMark>& marks() const { return marks_; }
  void setMarksVisible(bool visible) { marksVisible_ = visible; update(); }
  // Marks of the person playing by hand (legal targets, chosen moves: app/play/), drawn
  // with the others but kept apart from them and shown even when those are hidden.
  void setPlayMarks(const QList<BoardMark>& marks) { playMarks_ = marks; update(); }
  const QList<BoardMark>& playMarks() const { return playMarks_; }
  // How many marks the last paint drew (tests: the layer is not empty).
  int paintedMarkCount() const { return paintedMarks_; }

protected:
  bool event(QEvent* event) override;
  // The engine's state of frame `turn` as the game's own type (FencingState...), restored
  // from the frame and cached around the shown turn; null when the replay cannot be
  // restored or is of another game.
  template <class GameState>
  std::shared_ptr<const GameState> restoredState(const Debugger::Replay& replay, int turn)
  {
    return std::dynamic_pointer_cast<const GameState>(states().at(replay, turn));
  }
  // Whether the engine restores frame `turn` (what canShowFrame() asks by default).
  bool restores(const Debugger::Replay& replay, int turn) { return states().at(replay, turn) != nullptr; }
  // Draws marks() with anchorPosition() (app/annotations/board_marks_layer.cpp).
  void paintMarks(QPainter& painter);
  // Declares an overlay: `flag` (a member of the board) holds whether it is on and is what
  // painting reads; `label` gives its translated name; `changed` runs after a toggle,
  // before the repaint, for boards that must recompute something.
  void addOverlay(const QString& name, bool* flag, std::function<QString()> label, std::function<void()> changed = {});

signals:
  // The user asked to look at a thing on the board (a unit, a fencer); `path` is the
  // state path the Inspector should select ("players[1]").
  void inspectRequested(const QString& path);

private:
  struct Overlay {
    QString name;
    bool* flag;
    std::function<QString()> label;
    std::function<void()> changed;
  };
  const Overlay* findOverlay(const QString& name) const;

  QList<Overlay> overlays_;
  Debugger::RestoredStates& states() const { return shared_ ? *shared_ : states_; }

  mutable Debugger::RestoredStates states_;  // boards without a document (Compare, reports)
  Debugger::RestoredStates* shared_ = nullptr;
  QList<BoardMark> marks_;
  QList<BoardMark> playMarks_;
  bool marksVisible_ = true;
  int paintedMarks_ = 0;
};

// Registers a game's board; written once, at global scope, in app/boards/<id>_board.cpp:
//   KIBITZ_REGISTER_BOARD(fencing, Kibitz::App::FencingBoard)
// app/CMakeLists.txt compiles the file only when the game is built and lists the boards
// in a generated table (for the same reason as KIBITZ_REGISTER_GAME).
#define KIBITZ_REGISTER_BOARD(id, BoardClass)                                                \
  Kibitz::App::BoardView* kibitzMakeBoard_##id(QWidget* parent) { return new BoardClass(parent); }

using BoardFactory = BoardView* (*)(QWidget* parent);
struct BoardFactoryEntry {
  QString gameId;
  BoardFactory make;
};
const QList<BoardFactoryEntry>& boardFactories();

// The board view for a game: its own, or the generic one.
BoardView* createBoardView(const QString& gameId, QWidget* parent);

}  // namespace Kibitz::App
