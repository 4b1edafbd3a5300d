#pragma once

#include "replay/replay.h"

#include <QMutex>
#include <QObject>
#include <QWaitCondition>

#include <atomic>
#include <functional>
#include <memory>

namespace Kibitz::Debugger {
class HumanSeat;
class MatchRunner;
struct RecordedProfiles;
}

namespace Kibitz::App {

// Runs a match on a worker thread so the window never waits for the engine or a bot.
// Frames are sent to the GUI thread in batches (at most every kBatchMs), so a fast
// engine cannot flood the event loop. The match can be paused between turns, stepped one
// turn at a time and resumed; a turn check (breakpoints) can pause it after any turn.
class MatchWorker final : public QObject {
  Q_OBJECT
public:
  static constexpr int kBatchMs = 30;
  explicit MatchWorker(std::unique_ptr<Debugger::MatchRunner> runner);
  ~MatchWorker() override;

  // Called on the worker thread after every turn with the replay so far and the new
  // frame's index; returning true pauses the match there.
  using TurnCheck = std::function<bool(const Debugger::Replay& replay, int turn)>;

  // All thread-safe.
  void cancel();
  void setTurnCheck(TurnCheck check);
  void pause();
  void resume();
  // Plays one more turn, then pauses (pauses at once if the match was running).
  void stepTurn();
  // The match's runner, for a feature attaching to it in MainWindow::matchStarted, before
  // run() (afterwards it is the worker thread's).
  Debugger::MatchRunner& runner() { return *runner_; }
  // Whether run() has returned (after finished()).
  bool hasStopped() const { return stopped_; }
  // The seats played by hand in the window (HumanParticipant::seat()), by seat order; the
  // frames played so far are sent before such a seat is asked, and cancel() closes them.
  const QList<std::shared_ptr<Debugger::HumanSeat>>& humanSeats() const { return humanSeats_; }

public slots:
  void run();

signals:
  // A batch of new frames, with the replay's metric keys (an external game's referee may
  // declare a metric mid-match: the document pads its earlier frames as the recorder does).
  void framesProduced(const QList<Kibitz::Debugger::Frame>& frames, const QStringList& metricKeys);
  // Profiled bots' samples, cut by turn at the match's end: emitted before finished().
  void profilesRecorded(const Kibitz::Debugger::RecordedProfiles& profiles);
  void finished(const Kibitz::Debugger::MatchResult& result, bool cancelled);
  // The match stopped after frame `turn` (its frame was sent first); `byCheck` when the
  // turn check asked for it rather than the user.
  void pausedAt(int turn, bool byCheck);
  void resumed();
  // run() is over: emitted after finished(), so a receiver on the same thread as
  // finished()'s has seen the result by then.
  void stopped();

private:
  // Blocks while paused; false when cancelled.
  bool waitWhilePaused();
  TurnCheck currentCheck();

  std::unique_ptr<Debugger::MatchRunner> runner_;
  std::atomic<bool> cancelled_{false};
  std::atomic<bool> stopped_{false};
  mutable QMutex mutex_;
  QWaitCondition wake_;
  bool paused_ = false;
  bool pauseRequested_ = false;
  bool stepping_ = false;
  TurnCheck check_;
  QList<std::shared_ptr<Debugger::HumanSeat>> humanSeats_;
};

}  // namespace Kibitz::App
