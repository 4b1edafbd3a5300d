#pragma once

#include <QtGlobal>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

class QJSEngine;

namespace Kibitz::App {

// Interrupts an engine whose evaluation runs longer than a limit (an expression with an
// endless loop must not hang the window or a match), or makes this process's memory grow
// by more than `memoryLimitBytes` (an expression filling arrays took 256 MB a turn). One
// thread per engine, looking at the memory every few milliseconds while armed.
class EvaluationWatchdog {
public:
  EvaluationWatchdog(QJSEngine* engine, std::chrono::milliseconds limit, qint64 memoryLimitBytes);
  ~EvaluationWatchdog();
  void arm();
  // True when the evaluation was interrupted for its memory.
  bool disarm();
  // This process's resident memory, in bytes (0 when it cannot be read).
  static qint64 residentBytes();

private:
  void watch();

  QJSEngine* engine_;
  std::chrono::milliseconds limit_;
  qint64 memoryLimitBytes_;
  qint64 residentAtArm_ = 0;
  bool overMemory_ = false;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool armed_ = false;
  bool stop_ = false;
  std::chrono::steady_clock::time_point deadline_;
  std::thread thread_;
};

}  // namespace Kibitz::App
