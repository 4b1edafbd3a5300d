#pragma once

#include <QMutex>
#include <QObject>
#include <QStringList>
#include <QWaitCondition>

#include <memory>
#include <optional>

namespace Kibitz::Rules {
class State;
}

namespace Kibitz::Debugger {

// The meeting point of a seat played by hand ("human" bot spec) and the window. The match
// thread asks (waitForAnswer blocks it, never the window's thread); the window is told by
// asked(), reads the question, and hands the reply lines with answer(). close() ends the
// wait for good (a cancelled match, a window closing, resign()): a closed seat answers
// nothing.
// A reply is bounded like a bot's (Rules::ReplyLimits); the wait has no time limit (a
// person thinks), but close() always ends it.
class HumanSeat final : public QObject {
  Q_OBJECT
public:
  explicit HumanSeat(int seat);
  int seat() const { return seat_; }

  // The window's side (any thread).
  // The position the seat must answer now (an independent copy), or null when not asked.
  std::shared_ptr<const Rules::State> question() const;
  // The frame the asked turn will make (valid while question() is not null).
  int questionTurn() const;
  // Hands `lines` as the seat's reply; false with `error` when the seat is not asked now,
  // is closed, or the reply is too long. The game judges the reply like a bot's.
  bool answer(const QStringList& lines, QString* error);
  // Takes the reply back while the turn it answers is not played yet (the other seats of a
  // simultaneous turn are still answering): the seat is asked the same question again at
  // once, and the turn resolves with its new reply. False with `error` when there is no such
  // reply (the turn is played, the seat is asked or closed).
  bool takeBackAnswer(QString* error);
  // Whether the seat's reply is handed and its turn not played yet (takeBackAnswer works).
  bool hasPendingAnswer() const;
  void close();
  bool isClosed() const;
  // Closes the seat because the person gave up: its move now, and every later one, fails
  // like a bot that stopped answering (the game decides what that costs).
  void resign();
  bool hasResigned() const;

  // The match's side: publishes `state` as the question, emits asked() and waits; the
  // reply lines, or nothing once the seat is closed.
  std::optional<QStringList> waitForAnswer(const Rules::State& state, int turn);
  // The match's side, once every seat answered and before the turn resolves: true makes the
  // reply final (settled() follows); false when it was taken back: the runner asks again
  // (waitForAnswer keeps a new reply given meanwhile).
  bool settle();

signals:
  // Emitted on the match's thread when the seat is asked for the reply to a turn.
  void asked(int seat, int turn);
  // Emitted on the thread that answered, once the reply is handed over.
  void answered(int seat);
  // Emitted on the match's thread when a reply becomes final (the turn resolves with it).
  void settled(int seat);

private:
  const int seat_;
  mutable QMutex mutex_;
  QWaitCondition wake_;
  std::shared_ptr<const Rules::State> question_;
  int turn_ = 0;
  std::optional<QStringList> reply_;
  std::shared_ptr<const Rules::State> answeredQuestion_;  // while the reply is pending
  bool pending_ = false;  // a reply handed, its turn not played
  bool retaken_ = false;  // that reply taken back: the runner asks again
  bool closed_ = false;
  bool resigned_ = false;
};

}  // namespace Kibitz::Debugger
