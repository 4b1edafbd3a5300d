#pragma once

#include <QStringList>
#include <QWidget>

class QKeyEvent;

#include <memory>

namespace Kibitz::Rules {
class State;
}

namespace Kibitz::App {

class BoardView;

// How a person gives one game's move: turns clicks and keys (on itself or on the game's
// board) into a reply in the game's bot protocol, offering only what the engine accepts.
// The Play panel asks it once per turn the person's seat acts, and sends what it emits.
class MoveInput : public QWidget {
  Q_OBJECT
public:
  using QWidget::QWidget;
  // The person's seat `player` must answer `state` (a copy of the match's position: read it,
  // keep it while asked). `board` is the window's board showing that turn, or null; an
  // input that takes clicks on it watches its events until withdraw().
  virtual void ask(std::shared_ptr<const Rules::State> state, int player, BoardView* board) = 0;
  // The question is answered or gone (the match ended): forget it, let go of the board.
  virtual void withdraw() = 0;
  // Right after ask(): the person took back `reply`, what they sent for this very question
  // (PlayPanel::undoMove). An input whose reply is built of several commands (OrkIsland's
  // round, typed text) puts them back to be edited; the others start afresh.
  virtual void resume(const QStringList& reply) { Q_UNUSED(reply) }

signals:
  // The reply the person chose, already judged valid by State::parseReply.
  void replyChosen(const QStringList& lines);

protected:
  // The keys this input answers: while it has the focus they reach its keyPressEvent
  // before the window's shortcuts (the arrows otherwise step through the turns).
  virtual bool takesKey(const QKeyEvent& event) const
  {
    Q_UNUSED(event)
    return false;
  }
  bool event(QEvent* event) override;
};

using MoveInputFactory = MoveInput* (*)(QWidget* parent);

// A game's own input, registered by its window feature (app/<id>/<id>_feature.cpp) when the
// game is built: registered once per id, later registrations of the same id are ignored.
void registerMoveInput(const QString& gameId, MoveInputFactory make);
// The game's input, or the reply typed as text (TextMoveInput) for a game without one.
MoveInput* createMoveInput(const QString& gameId, QWidget* parent);

}  // namespace Kibitz::App
