#include "dialogs/match_prebuild.h"

#include <QThread>
#include <QTimer>

#include <memory>

namespace Kibitz::App {

MatchPrebuild::MatchPrebuild(QObject* parent) : QObject(parent), ticker_(new QTimer(this))
{
  ticker_->setInterval(1000);
  connect(ticker_, &QTimer::timeout, this, &MatchPrebuild::sayProgress);
}

bool MatchPrebuild::start(QList<Job> jobs)
{
  if (running_ || jobs.isEmpty())
    return false;
  pending_ = std::move(jobs);
  total_ = int(pending_.size());
  done_ = 0;
  running_ = true;
  runNext();
  return true;
}

void MatchPrebuild::runNext()
{
  if (pending_.isEmpty()) {
    running_ = false;
    ticker_->stop();
    emit finished(QString(), QString());
    return;
  }
  current_ = pending_.takeFirst();
  clock_.start();
  ticker_->start();
  sayProgress();
  // The thread holds only its job: a dialog closed meanwhile does not wait for the
  // compiler (each build is bounded in time); its result is then dropped.
  auto problem = std::make_shared<QString>();
  QThread* thread = QThread::create([run = current_.run, problem] { *problem = run(); });
  connect(thread, &QThread::finished, thread, &QObject::deleteLater);
  connect(thread, &QThread::finished, this, [this, key = current_.key, problem] {
    ++done_;
    if (!problem->isEmpty()) {
      running_ = false;
      ticker_->stop();
      pending_.clear();
      emit finished(key, *problem);
      return;
    }
    runNext();
  });
  thread->start();
}

void MatchPrebuild::sayProgress()
{
  if (!running_)
    return;
  const int seconds = int(clock_.elapsed() / 1000);
  const int number = done_ + 1;
  emit progress(current_.kind == Job::Kind::CoursePlayer
                    ? tr("Compiling course player %1 (%2 of %3)… %n s", nullptr, seconds).arg(current_.file).arg(number).arg(total_)
                    : tr("Building %1 for debugging (%2 of %3)… %n s", nullptr, seconds).arg(current_.file).arg(number).arg(total_));
}

}  // namespace Kibitz::App
