#pragma once

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

class QTimer;

namespace Kibitz::App {

// Compiles what a match's bots need before it starts (course players, the debug build of
// a debugged editor bot), one after the other, each on a thread of its own, so that New
// Match stays responsive and says what it is doing. The builds land in the build cache,
// where the match then finds them.
class MatchPrebuild final : public QObject {
  Q_OBJECT
public:
  struct Job {
    enum class Kind { CoursePlayer, DebugBuild };
    Kind kind = Kind::CoursePlayer;
    QString file;  // shown: the source's file name
    QString key;   // given back when it fails (the seat's path or spec)
    // Runs on the job's thread with copies only: returns why it failed, empty when built.
    std::function<QString()> run;
  };

  explicit MatchPrebuild(QObject* parent = nullptr);

  // Starts the jobs; false when there are none.
  bool start(QList<Job> jobs);
  bool isRunning() const { return running_; }
  // Says the progress now (again every second while running): after a language change.
  void sayProgress();

signals:
  // "Compiling course player AIBob.cc (1 of 2)… 12 s", again every second.
  void progress(const QString& text);
  // Every job done (`problem` empty), or the first that failed: its key and why.
  void finished(const QString& key, const QString& problem);

private:
  void runNext();

  QList<Job> pending_;
  Job current_;
  int total_ = 0;
  int done_ = 0;
  bool running_ = false;
  QElapsedTimer clock_;  // since the current job started
  QTimer* ticker_;
};

}  // namespace Kibitz::App
