#pragma once

#include "arena/arena_plan.h"
#include "arena/match_job.h"
#include "arena/tournament.h"

#include <QList>
#include <QObject>
#include <QString>

#include <atomic>
#include <mutex>
#include <memory>

class QThread;

namespace Kibitz::App {

// Plays an arena for the Arena window on a thread of its own, with the debugger's
// Tournament (the runner of `kibitz-cli arena`): the window never waits for a match.
// Pause hands out no new match (those running finish and are stored); resume plays the rest
// into the same database; cancel ends after the running matches. Everything stored stays.
class ArenaRunner final : public QObject {
  Q_OBJECT
public:
  enum class State { Idle, Starting, Running, Pausing, Paused, Cancelling, Finished, Cancelled, Failed };

  explicit ArenaRunner(QObject* parent = nullptr);
  // Stops handing out matches and waits for the running ones.
  ~ArenaRunner() override;

  State state() const { return state_; }
  bool isActive() const;  // a tournament is open (running, pausing or paused)

  // Opens the database for `plan` (resuming what it holds), starts every bot once, plays.
  void start(Debugger::Arena::ArenaPlan plan, Debugger::Arena::Tournament::Options options);
  void pause();
  void resume();
  void cancel();

signals:
  // The database is open: `stored` are the matches it held already, of `total`.
  void opened(qint64 total, const QList<Kibitz::Debugger::Arena::MatchOutcome>& stored);
  // Matches just stored, in the order they were stored (batched: the window is never flooded).
  void matchesStored(const QList<Kibitz::Debugger::Arena::MatchOutcome>& outcomes);
  void warning(const QString& text);
  // A bot crashed for the first time in this arena (Tournament::Events::crashed).
  void crashed(const QString& name, qint64 match, const QString& fault);
  void failed(const QString& error);
  void stateChanged(Kibitz::App::ArenaRunner::State state);

private:
  void setState(State state);
  // On the arena's thread.
  void openAndRun(Debugger::Arena::ArenaPlan plan, Debugger::Arena::Tournament::Options options);
  void runOnThread();
  void closeOnThread();
  // On the window's thread: hands over what was stored since the last call.
  void drain();

  State state_ = State::Idle;
  QThread* thread_ = nullptr;
  QObject* worker_ = nullptr;  // lives on thread_: what runs there is queued to it
  std::unique_ptr<Debugger::Arena::Tournament> tournament_;  // used on thread_ only
  std::atomic<bool> stop_{false};
  std::atomic<bool> cancelling_{false};
  std::mutex pendingMutex_;
  QList<Debugger::Arena::MatchOutcome> pending_;  // stored, not yet handed over
  bool drainPosted_ = false;
};

}  // namespace Kibitz::App
