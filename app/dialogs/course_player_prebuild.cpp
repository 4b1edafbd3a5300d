#include "dialogs/course_player_prebuild.h"

#include "course/course_player_build.h"
#include "match/sandbox_policy.h"

#include <QFileInfo>
#include <QThread>
#include <QTimer>

#include <memory>

namespace Kibitz::App {

CoursePlayerPrebuild::CoursePlayerPrebuild(QObject* parent) : QObject(parent), ticker_(new QTimer(this))
{
  ticker_->setInterval(1000);
  connect(ticker_, &QTimer::timeout, this, &CoursePlayerPrebuild::sayProgress);
}

bool CoursePlayerPrebuild::start(const QString& gameId, const QStringList& paths, const Debugger::ProcessOptions& options)
{
  if (running_)
    return false;
  // The options a bot of the match is built with (makeExternalParticipant applies them).
  options_ = Debugger::SandboxPolicy::applied(options);
  gameId_ = gameId;
  pending_.clear();
  for (const QString& path : paths) {
    QString ignored;
    const std::optional<Debugger::CoursePlayerBuild::Plan> plan =
        Debugger::CoursePlayerBuild::plan(gameId, path, options_.courseCompileCommand, &ignored);
    if (plan) {
      Debugger::CoursePlayerBuild::discardBuildDir(*plan);  // planning made it; the build makes its own
      if (!plan->upToDate && !pending_.contains(path))
        pending_ << path;
    }
  }
  if (pending_.isEmpty())
    return false;
  total_ = int(pending_.size());
  done_ = 0;
  running_ = true;
  buildNext();
  return true;
}

void CoursePlayerPrebuild::buildNext()
{
  if (pending_.isEmpty()) {
    running_ = false;
    ticker_->stop();
    emit finished(QString());
    return;
  }
  const QString path = pending_.takeFirst();
  current_ = QFileInfo(path).fileName();
  clock_.start();
  ticker_->start();
  sayProgress();
  // The thread holds only copies: a dialog closed meanwhile does not wait for the
  // compiler (bounded by executableFor's own time limit); its result is then dropped.
  struct Outcome {
    bool ok = false;
    QString error;
  };
  auto outcome = std::make_shared<Outcome>();
  QThread* thread = QThread::create([gameId = gameId_, path, options = options_, outcome] {
    outcome->ok = Debugger::CoursePlayerBuild::executableFor(gameId, path, options, &outcome->error).has_value();
  });
  connect(thread, &QThread::finished, thread, &QObject::deleteLater);
  connect(thread, &QThread::finished, this, [this, path, outcome] {
    ++done_;
    if (!outcome->ok) {
      running_ = false;
      ticker_->stop();
      pending_.clear();
      emit finished(QStringLiteral("eda:%1: %2").arg(path, outcome->error));
      return;
    }
    buildNext();
  });
  thread->start();
}

void CoursePlayerPrebuild::sayProgress()
{
  if (!running_)
    return;
  // The file being built is the one after those done.
  const int seconds = int(clock_.elapsed() / 1000);
  emit progress(tr("Compiling course player %1 (%2 of %3)… %n s", nullptr, seconds).arg(current_).arg(done_ + 1).arg(total_));
}

}  // namespace Kibitz::App
