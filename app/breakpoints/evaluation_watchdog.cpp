#include "breakpoints/evaluation_watchdog.h"

#include <QJSEngine>

namespace Kibitz::App {

EvaluationWatchdog::EvaluationWatchdog(QJSEngine* engine, std::chrono::milliseconds limit)
    : engine_(engine), limit_(limit), thread_([this] { watch(); })
{
}

EvaluationWatchdog::~EvaluationWatchdog()
{
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void EvaluationWatchdog::arm()
{
  {
    std::lock_guard lock(mutex_);
    armed_ = true;
    deadline_ = std::chrono::steady_clock::now() + limit_;
  }
  wake_.notify_all();
}

void EvaluationWatchdog::disarm()
{
  std::lock_guard lock(mutex_);
  armed_ = false;
  // setInterrupted is thread-safe; clearing it here (under the lock) means a late
  // interruption can never hit the next evaluation.
  engine_->setInterrupted(false);
}

void EvaluationWatchdog::watch()
{
  std::unique_lock lock(mutex_);
  while (!stop_) {
    if (!armed_) {
      wake_.wait(lock);
      continue;
    }
    if (wake_.wait_until(lock, deadline_) == std::cv_status::timeout && armed_ &&
        std::chrono::steady_clock::now() >= deadline_) {
      engine_->setInterrupted(true);
      armed_ = false;
    }
  }
}

}  // namespace Kibitz::App
