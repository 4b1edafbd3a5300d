#pragma once

#include <QHash>
#include <QList>
#include <QStringList>
#include <QPointer>
#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QVBoxLayout;

namespace Kibitz::Debugger {
class HumanSeat;
}

namespace Kibitz::App {

class MainWindow;
class MatchWorker;
class MoveInput;

// The Play dock: while a match with seats played by hand runs, says whose move it is and
// holds the game's MoveInput; a reply chosen there answers the asked seat (HumanSeat), and
// the match goes on. Two people on one machine take turns at the same panel. Undo Move takes
// the move just sent back while the turn waits for other seats. In a game
// with hidden information, the whole window shows only the side of the seat played by hand
// (the asked one, with two people) while the board's fog is on (ReplayDocument::viewSeat). Resign gives
// the asked seat up; Take Back plays the person's last move again; Stop and Save stops the
// match so it can be continued later.
class PlayPanel final : public QWidget {
  Q_OBJECT
public:
  explicit PlayPanel(MainWindow* window);
  // A match starts on `worker`: follows its seats played by hand (none: the panel rests).
  // Returns the watch's number, which stop() takes.
  int watch(MatchWorker* worker);
  // The match of watch number `watched` is over or cancelled (a later watch ignores it).
  void stop(int watched);
  // The game's input (null before a match with a seat played by hand), for tests.
  MoveInput* input() const { return input_; }
  // The seat asked now, or -1.
  int askedSeat() const { return askedSeat_; }
  // The asked seat gives up (its moves fail from now on, like a bot that stopped answering).
  void resign();
  // Takes back the last move of a seat played by hand, while one is asked: the match goes
  // on from the turn before that move (the bots' moves since are played again), through
  // the same continuation as Debug > Continue from This Turn. False with nothing changed
  // when there is no move to take back or the match cannot be rebuilt (problem shown).
  bool takeBack();
  // Undoes the move just sent while the turn is not played yet (the other seats of a
  // simultaneous turn, bots or another person, have not all answered): the seat is asked the
  // same question again, its input holding the move to edit (MoveInput::resume); nothing is
  // played again. False when no move is waiting so (Take Back goes further back).
  bool undoMove();
  // Stops the match to play on later: the replay so far stays in the window (File > Save
  // keeps it; Debug > Continue from This Turn on its last turn plays on, the seats kept).
  void stopToContinueLater();

signals:
  // A seat played by hand is asked (the input is ready).
  void seatAsked(int seat);

protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

private:
  // The panel's minimum height holds its word-wrapped hints at its width (Qt's layouts
  // count one line of a wrapped label), so the dock does not cut them.
  void fitWrappedText();
  void onAsked(int seat);
  // Fog (a game with hidden information): the window shows seat `seat`'s side while the
  // board's fog is on; `fogOn` turns the fog on (a new person at the board).
  void showSeatSide(int seat, bool fogOn);
  void onOverlayToggled(const QString& name, bool on);
  void applyViewSeat();
  void onReplyChosen(const QStringList& lines);
  void retranslateUi();

  MainWindow* window_;
  QLabel* status_;
  QLabel* problem_;
  QPushButton* resign_;
  QPushButton* takeBack_;
  QPushButton* undo_;
  QPushButton* stop_;
  QVBoxLayout* layout_;
  MoveInput* input_ = nullptr;
  QString inputGame_;
  QList<std::shared_ptr<Debugger::HumanSeat>> seats_;
  int askedSeat_ = -1;
  int askedTurn_ = 0;
  int fogSeat_ = -1;                   // the seat whose side the window shows while the fog is on, or -1
  int lastAnswered_ = -1;              // the seat that answered last
  QHash<int, QStringList> sent_;       // per seat, the reply it sent last
  QHash<int, QStringList> resume_;     // per seat, a reply taken back, for its next question
  bool running_ = false;
  bool stopped_ = false;  // by stopToContinueLater()
  int watches_ = 0;       // watch() calls so far
};

}  // namespace Kibitz::App
