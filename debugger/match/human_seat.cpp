#include "match/human_seat.h"

#include "core/reply_limits.h"
#include "core/state.h"

#include <utility>

namespace Kibitz::Debugger {

HumanSeat::HumanSeat(int seat) : seat_(seat) {}

std::shared_ptr<const Rules::State> HumanSeat::question() const
{
  QMutexLocker lock(&mutex_);
  return question_;
}

int HumanSeat::questionTurn() const
{
  QMutexLocker lock(&mutex_);
  return turn_;
}

bool HumanSeat::answer(const QStringList& lines, QString* error)
{
  if (const QString tooLong = Rules::ReplyLimits::problem(lines); !tooLong.isEmpty()) {
    *error = tooLong;
    return false;
  }
  {
    QMutexLocker lock(&mutex_);
    if (closed_ || !question_ || reply_) {
      *error = QStringLiteral("player %1 is not asked for a reply now").arg(seat_);
      return false;
    }
    reply_ = lines;
    answeredQuestion_ = std::exchange(question_, nullptr);
    pending_ = true;
    wake_.wakeAll();
  }
  emit answered(seat_);
  return true;
}

bool HumanSeat::takeBackAnswer(QString* error)
{
  int turn = 0;
  {
    QMutexLocker lock(&mutex_);
    if (closed_ || !pending_ || !answeredQuestion_) {
      *error = QStringLiteral("player %1 has no reply to take back: its turn is played or it is asked now").arg(seat_);
      return false;
    }
    pending_ = false;
    retaken_ = true;  // whether or not the match thread took the reply yet
    reply_.reset();
    question_ = std::exchange(answeredQuestion_, nullptr);
    turn = turn_;
  }
  emit asked(seat_, turn);
  return true;
}

bool HumanSeat::hasPendingAnswer() const
{
  QMutexLocker lock(&mutex_);
  return pending_ && !closed_;
}

bool HumanSeat::settle()
{
  {
    QMutexLocker lock(&mutex_);
    if (retaken_ && !closed_)
      return false;
    pending_ = false;
    answeredQuestion_.reset();
  }
  emit settled(seat_);
  return true;
}

void HumanSeat::close()
{
  QMutexLocker lock(&mutex_);
  closed_ = true;
  question_.reset();
  answeredQuestion_.reset();
  pending_ = false;
  wake_.wakeAll();
}

void HumanSeat::resign()
{
  QMutexLocker lock(&mutex_);
  resigned_ = !closed_ || resigned_;
  closed_ = true;
  question_.reset();
  answeredQuestion_.reset();
  pending_ = false;
  wake_.wakeAll();
}

bool HumanSeat::hasResigned() const
{
  QMutexLocker lock(&mutex_);
  return resigned_;
}

bool HumanSeat::isClosed() const
{
  QMutexLocker lock(&mutex_);
  return closed_;
}

std::optional<QStringList> HumanSeat::waitForAnswer(const Rules::State& state, int turn)
{
  bool askNow = true;
  {
    QMutexLocker lock(&mutex_);
    if (closed_)
      return std::nullopt;
    if (retaken_ && turn == turn_) {
      // A reply taken back (takeBackAnswer): the seat was asked again already, and may have
      // answered again meanwhile.
      retaken_ = false;
      askNow = false;
    } else {
      // A copy the window may read while this thread waits: the runner's state stays its own.
      question_ = state.clone();
      turn_ = turn;
      reply_.reset();
      retaken_ = false;
    }
  }
  if (askNow)
    emit asked(seat_, turn);
  QMutexLocker lock(&mutex_);
  while (!reply_ && !closed_)
    wake_.wait(&mutex_);
  question_.reset();  // answered (answer() moved it to answeredQuestion_) or closed
  if (closed_)
    return std::nullopt;
  retaken_ = false;  // the reply taken now is the latest: only a later takeBackAnswer counts
  return std::exchange(reply_, std::nullopt);
}

}  // namespace Kibitz::Debugger
