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
    question_.reset();
    wake_.wakeAll();
  }
  emit answered(seat_);
  return true;
}

void HumanSeat::close()
{
  QMutexLocker lock(&mutex_);
  closed_ = true;
  question_.reset();
  wake_.wakeAll();
}

void HumanSeat::resign()
{
  QMutexLocker lock(&mutex_);
  resigned_ = !closed_ || resigned_;
  closed_ = true;
  question_.reset();
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
  {
    QMutexLocker lock(&mutex_);
    if (closed_)
      return std::nullopt;
    // A copy the window may read while this thread waits: the runner's state stays its own.
    question_ = state.clone();
    turn_ = turn;
    reply_.reset();
  }
  emit asked(seat_, turn);
  QMutexLocker lock(&mutex_);
  while (!reply_ && !closed_)
    wake_.wait(&mutex_);
  question_.reset();
  if (closed_)
    return std::nullopt;
  return std::exchange(reply_, std::nullopt);
}

}  // namespace Kibitz::Debugger
