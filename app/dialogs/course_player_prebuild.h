#pragma once

#include "match/process_options.h"

#include <QElapsedTimer>
#include <QObject>
#include <QStringList>

class QTimer;

namespace Kibitz::App {

// Compiles the course players (eda:) of a match before it starts, one after the other,
// each on a thread of its own, so that New Match stays responsive and shows what it is
// doing: the builds land in the build cache, where the match then finds them (keyed by
// content and compile command, as CoursePlayerBuild::executableFor keys them).
class CoursePlayerPrebuild final : public QObject {
  Q_OBJECT
public:
  explicit CoursePlayerPrebuild(QObject* parent = nullptr);

  // Starts building those of `paths` whose cached build is missing. False when none needs
  // one (nothing started). A path that cannot be planned is left for the match to refuse,
  // in its own words.
  bool start(const QString& gameId, const QStringList& paths, const Debugger::ProcessOptions& options);
  bool isRunning() const { return running_; }

signals:
  // "Compiling course player AIBob.cc (1 of 2)… 12 s", again every second.
  void progress(const QString& text);
  // Every build done (`problem` empty), or the first that failed, with the compiler's words.
  void finished(const QString& problem);

private:
  void buildNext();
  void sayProgress();

  QString gameId_;
  QStringList pending_;  // paths still to build
  QString current_;      // the file name of the one building
  int total_ = 0;
  int done_ = 0;
  Debugger::ProcessOptions options_;
  bool running_ = false;
  QElapsedTimer clock_;  // since the current build started
  QTimer* ticker_;
};

}  // namespace Kibitz::App
