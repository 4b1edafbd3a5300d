#pragma once

#include "replay/replay.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace Kibitz::Debugger {
class MatchRunner;
}

namespace Kibitz::App {

// Runs a match on a worker thread so the window never waits for the engine or a bot.
// Frames are sent to the GUI thread in batches (at most every kBatchMs), so a fast
// engine cannot flood the event loop.
class MatchWorker final : public QObject {
  Q_OBJECT
public:
  static constexpr int kBatchMs = 30;
  explicit MatchWorker(std::unique_ptr<Debugger::MatchRunner> runner);
  ~MatchWorker() override;

  // Thread-safe.
  void cancel() { cancelled_ = true; }

public slots:
  void run();

signals:
  void framesProduced(const QList<Kibitz::Debugger::Frame>& frames);
  void finished(const Kibitz::Debugger::MatchResult& result, bool cancelled);

private:
  std::unique_ptr<Debugger::MatchRunner> runner_;
  std::atomic<bool> cancelled_{false};
};

}  // namespace Kibitz::App
