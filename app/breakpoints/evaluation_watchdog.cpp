#include "breakpoints/evaluation_watchdog.h"

#include <QFile>
#include <QJSEngine>

#include <algorithm>

#include <unistd.h>

namespace Kibitz::App {

namespace {
constexpr std::chrono::milliseconds kMemoryLook{5};
}  // namespace

EvaluationWatchdog::EvaluationWatchdog(QJSEngine* engine, std::chrono::milliseconds limit, qint64 memoryLimitBytes)
    : engine_(engine), limit_(limit), memoryLimitBytes_(memoryLimitBytes), thread_([this] { watch(); })
{
}

qint64 EvaluationWatchdog::residentBytes()
{
  // statm: size resident shared ... in pages.
  QFile statm(QStringLiteral("/proc/self/statm"));
  if (!statm.open(QIODevice::ReadOnly))
    return 0;
  const QList<QByteArray> fields = statm.read(256).split(' ');
  return fields.size() > 1 ? fields[1].toLongLong() * ::sysconf(_SC_PAGESIZE) : 0;
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
  const qint64 resident = residentBytes();
  {
    std::lock_guard lock(mutex_);
    armed_ = true;
    overMemory_ = false;
    residentAtArm_ = resident;
    deadline_ = std::chrono::steady_clock::now() + limit_;
  }
  wake_.notify_all();
}

bool EvaluationWatchdog::disarm()
{
  std::lock_guard lock(mutex_);
  armed_ = false;
  // setInterrupted is thread-safe; clearing it here (under the lock) means a late
  // interruption can never hit the next evaluation.
  engine_->setInterrupted(false);
  return overMemory_;
}

void EvaluationWatchdog::watch()
{
  std::unique_lock lock(mutex_);
  while (!stop_) {
    if (!armed_) {
      wake_.wait(lock);
      continue;
    }
    const auto look = std::min(deadline_, std::chrono::steady_clock::now() + kMemoryLook);
    if (wake_.wait_until(lock, look) != std::cv_status::timeout || !armed_)
      continue;
    const bool late = std::chrono::steady_clock::now() >= deadline_;
    const bool big = memoryLimitBytes_ > 0 && residentAtArm_ > 0 && residentBytes() - residentAtArm_ > memoryLimitBytes_;
    if (late || big) {
      overMemory_ = big;
      engine_->setInterrupted(true);
      armed_ = false;
    }
  }
}

}  // namespace Kibitz::App
