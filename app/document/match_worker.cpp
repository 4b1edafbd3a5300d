#include "document/match_worker.h"

#include "match/human_participant.h"
#include "match/human_seat.h"
#include "match/match_runner.h"
#include "profile/recorded_profiles.h"

#include <QElapsedTimer>
#include <QThread>

#include <utility>

namespace Kibitz::App {

MatchWorker::MatchWorker(std::unique_ptr<Debugger::MatchRunner> runner) : runner_(std::move(runner))
{
  qRegisterMetaType<QList<Kibitz::Debugger::Frame>>();
  qRegisterMetaType<Kibitz::Debugger::MatchResult>();
  for (int seat = 0; seat < runner_->replay().players.size(); ++seat)
    if (auto* human = dynamic_cast<Debugger::HumanParticipant*>(&runner_->participant(seat)); human && human->seat())
      humanSeats_ << human->seat();
  qRegisterMetaType<Kibitz::Debugger::RecordedProfiles>();
}

MatchWorker::~MatchWorker() = default;

void MatchWorker::cancel()
{
  QMutexLocker lock(&mutex_);
  cancelled_ = true;
  wake_.wakeAll();
  for (const std::shared_ptr<Debugger::HumanSeat>& seat : std::as_const(humanSeats_))
    seat->close();  // a person asked for a move would keep the match waiting
}

void MatchWorker::setTurnCheck(TurnCheck check)
{
  TurnCheck old;
  QMutexLocker lock(&mutex_);
  old = std::exchange(check_, std::move(check));
  lock.unlock();
  // `old` is destroyed here, outside the lock.
}

MatchWorker::TurnCheck MatchWorker::currentCheck()
{
  QMutexLocker lock(&mutex_);
  return check_;
}

void MatchWorker::pause()
{
  QMutexLocker lock(&mutex_);
  pauseRequested_ = true;
}

void MatchWorker::resume()
{
  QMutexLocker lock(&mutex_);
  pauseRequested_ = false;
  stepping_ = false;
  paused_ = false;
  wake_.wakeAll();
}

void MatchWorker::stepTurn()
{
  QMutexLocker lock(&mutex_);
  if (paused_) {
    stepping_ = true;
    paused_ = false;
    wake_.wakeAll();
  } else {
    pauseRequested_ = true;
  }
}

bool MatchWorker::waitWhilePaused()
{
  QMutexLocker lock(&mutex_);
  bool wasPaused = false;
  while (paused_ && !cancelled_) {
    wasPaused = true;
    wake_.wait(&mutex_);
  }
  lock.unlock();
  if (wasPaused && !cancelled_)
    emit resumed();
  return !cancelled_;
}

void MatchWorker::run()
{
  QElapsedTimer sinceBatch;
  sinceBatch.start();
  QList<Debugger::Frame> batch;
  qsizetype sent = runner_->replay().frames.size();
  while (!runner_->isOver() && waitWhilePaused()) {
    // A person answers from the board, and a debugger may stop a bot in this turn: the
    // window must show every frame played before they are asked.
    if ((!humanSeats_.isEmpty() || runner_->isDebugged()) && !batch.isEmpty()) {
      emit framesProduced(batch, runner_->replay().metricKeys);
      batch.clear();
      sinceBatch.restart();
    }
    runner_->step();
    // Cancelled while a person was asked: the turn was cut short (their move failed), so it
    // is not shown; the match stops at its last whole turn and can be continued from there.
    if (cancelled_ && !humanSeats_.isEmpty())
      break;
    const auto& frames = runner_->replay().frames;
    for (; sent < frames.size(); ++sent)
      batch << frames[sent];
    const int turn = runner_->replay().lastTurn();
    const TurnCheck check = currentCheck();
    const bool hit = check && check(runner_->replay(), turn);
    bool pauseNow = false;
    {
      QMutexLocker lock(&mutex_);
      pauseNow = (hit || pauseRequested_ || stepping_) && !runner_->isOver();
      if (pauseNow) {
        paused_ = true;
        pauseRequested_ = false;
        stepping_ = false;
      }
    }
    if (pauseNow || sinceBatch.elapsed() >= kBatchMs) {
      if (!batch.isEmpty())
        emit framesProduced(batch, runner_->replay().metricKeys);
      batch.clear();
      sinceBatch.restart();
    }
    if (pauseNow)
      emit pausedAt(turn, hit);
  }
  // The check (and whatever engine it holds) is destroyed on the thread that made it.
  setTurnCheck({});
  // A turn cut short by a cancel while a person was asked is not shown (see above).
  if (cancelled_ && !humanSeats_.isEmpty())
    sent = runner_->replay().frames.size();
  runner_->finish();
  // finish() may record a last frame (an external referee that broke off: what was gathered
  // since its last frame, with its message): the window gets it with the others.
  for (const auto& frames = runner_->replay().frames; sent < frames.size(); ++sent)
    batch << frames[sent];
  if (!batch.isEmpty())
    emit framesProduced(batch, runner_->replay().metricKeys);
  if (Debugger::RecordedProfiles profiles = Debugger::RecordedProfiles::of(runner_->replay(), runner_->profileWarnings());
      !profiles.isEmpty())
    emit profilesRecorded(profiles);
  emit finished(runner_->replay().result, cancelled_);
  stopped_ = true;
  emit stopped();
}

}  // namespace Kibitz::App
