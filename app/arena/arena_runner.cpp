#include "arena/arena_runner.h"

#include <QFile>
#include <QFileInfo>
#include <QThread>

#include <utility>

namespace Kibitz::App {

using Debugger::Arena::MatchOutcome;
using Debugger::Arena::Tournament;

ArenaRunner::ArenaRunner(QObject* parent) : QObject(parent)
{
  thread_ = new QThread(this);
  thread_->setObjectName(QStringLiteral("arena"));
  worker_ = new QObject;
  worker_->moveToThread(thread_);
  connect(thread_, &QThread::finished, worker_, &QObject::deleteLater);
  thread_->start();
}

ArenaRunner::~ArenaRunner()
{
  stop_ = true;
  cancelling_ = true;
  // The tournament (and its database connection) ends on its own thread.
  QMetaObject::invokeMethod(worker_, [this] { tournament_.reset(); }, Qt::BlockingQueuedConnection);
  thread_->quit();
  thread_->wait();
}

bool ArenaRunner::isActive() const
{
  return state_ == State::Starting || state_ == State::Running || state_ == State::Pausing || state_ == State::Paused ||
         state_ == State::Cancelling;
}

void ArenaRunner::setState(State state)
{
  if (state_ == state)
    return;
  state_ = state;
  emit stateChanged(state);
}

void ArenaRunner::start(Debugger::Arena::ArenaPlan plan, Tournament::Options options)
{
  if (isActive())
    return;
  stop_ = false;
  cancelling_ = false;
  setState(State::Starting);
  QMetaObject::invokeMethod(
      worker_, [this, plan = std::move(plan), options = std::move(options)]() mutable { openAndRun(std::move(plan), std::move(options)); },
      Qt::QueuedConnection);
}

void ArenaRunner::pause()
{
  if (state_ != State::Running && state_ != State::Starting)
    return;
  stop_ = true;
  setState(State::Pausing);
}

void ArenaRunner::resume()
{
  if (state_ != State::Paused)
    return;
  stop_ = false;
  setState(State::Running);
  QMetaObject::invokeMethod(worker_, [this] { runOnThread(); }, Qt::QueuedConnection);
}

void ArenaRunner::cancel()
{
  if (state_ == State::Paused) {
    cancelling_ = true;
    QMetaObject::invokeMethod(worker_, [this] { closeOnThread(); }, Qt::QueuedConnection);
    setState(State::Cancelled);
    return;
  }
  if (state_ != State::Running && state_ != State::Starting && state_ != State::Pausing)
    return;
  cancelling_ = true;
  stop_ = true;
  setState(State::Cancelling);
}

void ArenaRunner::openAndRun(Debugger::Arena::ArenaPlan plan, Tournament::Options options)
{
  const QString dbPath = options.dbPath;
  const bool existed = QFileInfo::exists(dbPath);
  options.waiting = [this, dbPath] {
    QMetaObject::invokeMethod(this, [this, dbPath] {
      emit warning(tr("Another arena is writing to %1: waiting for it to end.").arg(dbPath));
    });
  };
  QString error;
  std::unique_ptr<Tournament> tournament = Tournament::open(std::move(plan), std::move(options), &error);
  const auto fail = [this](const QString& why) {
    QMetaObject::invokeMethod(this, [this, why] {
      setState(State::Failed);
      emit failed(why);
    });
  };
  if (!tournament) {
    fail(error);
    return;
  }
  std::optional<QList<MatchOutcome>> stored = tournament->database().outcomes(&error, tournament->plan().id());
  if (!stored) {
    fail(error);
    return;
  }
  const qint64 total = tournament->total();
  QMetaObject::invokeMethod(this, [this, total, stored = *stored] { emit opened(total, stored); });
  if (!tournament->finished() && !tournament->preflight(&error)) {
    if (!existed && tournament->stored() == 0) {  // leave no empty database behind
      tournament.reset();
      for (const char* suffix : {"", "-wal", "-shm"})
        QFile::remove(dbPath + QLatin1String(suffix));
    }
    fail(error);
    return;
  }
  tournament_ = std::move(tournament);
  QMetaObject::invokeMethod(this, [this] {
    if (state_ == State::Starting)
      setState(State::Running);
  });
  runOnThread();
}

void ArenaRunner::runOnThread()
{
  if (!tournament_)
    return;
  Tournament::Events events;
  events.stored = [this](const MatchOutcome& outcome) {
    bool post = false;
    {
      const std::lock_guard<std::mutex> lock(pendingMutex_);
      pending_ << outcome;
      post = !std::exchange(drainPosted_, true);
    }
    if (post)
      QMetaObject::invokeMethod(this, [this] { drain(); });
  };
  events.warning = [this](const QString& text) {
    QMetaObject::invokeMethod(this, [this, text] { emit warning(text); });
  };
  events.crashed = [this](const QString& name, qint64 match, const QString& fault) {
    QMetaObject::invokeMethod(this, [this, name, match, fault] { emit crashed(name, match, fault); });
  };
  events.keepGoing = [this] { return !stop_.load(); };
  QString error;
  const bool ok = stop_ ? true : tournament_->run(events, &error);
  const bool finished = tournament_->finished();
  const QStringList failures = tournament_->failures();
  const bool cancelled = cancelling_.load();
  if (!ok || finished || cancelled)
    closeOnThread();
  QMetaObject::invokeMethod(this, [this, ok, error, finished, failures, cancelled] {
    drain();
    if (!ok) {
      setState(State::Failed);
      emit failed(error);
    } else if (finished) {
      setState(State::Finished);
    } else if (cancelled) {
      setState(State::Cancelled);
    } else {
      // Paused, or matches that could not be played (resuming plays them again).
      if (!failures.isEmpty() && state_ != State::Pausing)
        emit warning(tr("%n match(es) could not be played (resume plays them again): %1", nullptr, int(failures.size()))
                         .arg(failures.constFirst()));
      setState(State::Paused);
    }
  });
}

void ArenaRunner::drain()
{
  QList<MatchOutcome> batch;
  {
    const std::lock_guard<std::mutex> lock(pendingMutex_);
    batch.swap(pending_);
    drainPosted_ = false;
  }
  if (!batch.isEmpty())
    emit matchesStored(batch);
}

void ArenaRunner::closeOnThread()
{
  tournament_.reset();
}

}  // namespace Kibitz::App
