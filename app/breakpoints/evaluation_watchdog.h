#pragma once

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

class QJSEngine;

namespace Kibitz::App {

// Interrupts an engine whose evaluation runs longer than a limit (an expression with an
// endless loop must not hang the window or a match). One sleeping thread per engine.
class EvaluationWatchdog {
public:
  EvaluationWatchdog(QJSEngine* engine, std::chrono::milliseconds limit);
  ~EvaluationWatchdog();
  void arm();
  void disarm();

private:
  void watch();

  QJSEngine* engine_;
  std::chrono::milliseconds limit_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool armed_ = false;
  bool stop_ = false;
  std::chrono::steady_clock::time_point deadline_;
  std::thread thread_;
};

}  // namespace Kibitz::App
