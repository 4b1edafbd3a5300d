#pragma once

#include "editor/bot_language.h"
#include "editor/build_records.h"
#include "editor/diagnostic_parser.h"

#include "course/course_player_build.h"

#include <QByteArray>
#include <QHash>
#include <QObject>

#include <optional>

class QProcess;
class QThread;
class QTimer;

namespace Kibitz::App {

// Builds one bot source at a time in the background (QProcess, no shell) and remembers,
// per source and across restarts (BuildRecords), whether its last build succeeded, from
// which content and into which program, so that a failed or stale build is never run and
// an unchanged one is not built again. The output file is deleted before every build and
// again after a failed one.
class BotBuilder final : public QObject {
  Q_OBJECT
public:
  struct Result {
    QString sourcePath;
    QString outputPath;  // empty when the language builds nothing
    bool success = false;
    QString output;      // stdout and stderr, merged
    QString problem;     // why it failed, in words (empty on success)
    QList<Diagnostic> diagnostics;
  };

  // `recordsPath` empty: the application's (tests pass their own).
  explicit BotBuilder(QObject* parent = nullptr, const QString& recordsPath = {});
  ~BotBuilder() override;

  bool isRunning() const;
  // Starts building `sourcePath` (already saved); false with `error` when it cannot start.
  bool start(const QString& sourcePath, BotLanguage language, QString* error);
  void cancel();

  // The bot spec (`cmd:...`, `eda:...`) that runs this source's last good build, or empty
  // with `error` saying why (never built, failed, changed since, binary missing). Up to date:
  // the recorded build of this very content and command, whose program is still the one
  // built; or a program newer than the source that is not the recorded one (built
  // elsewhere, as make would judge it); or, for a course player, its content's program in
  // the build cache.
  QString runnableSpec(const QString& sourcePath, BotLanguage language, QString* error) const;

  int timeoutMs = 5 * 60 * 1000;

signals:
  void outputReceived(const QString& text);
  void started(const QString& sourcePath, const QString& commandLine);
  void finished(const Kibitz::App::BotBuilder::Result& result);

private:
  using Record = BuildRecords::Record;
  void onFinished(int exitCode, int exitStatus);
  // After the compiler: the course player's probe and move, diagnostics, the record.
  void conclude(int exitCode, bool crashed);
  // With the sandbox on (SandboxPolicy::required), the compiler runs in it on a thread;
  // `words` and `output` for an editor C++ bot, empty for a course player (coursePlan_).
  void startSandboxed(const QString& source, const QStringList& words, const QString& output);
  // A course player is built by its game's course API, into the shared build cache.
  bool startCourse(const QString& source, QString* error);
  void startProcess(const QString& source, const QString& program, const QStringList& arguments, const QString& shown);
  static QByteArray hashOf(const QString& path);

  QProcess* process_ = nullptr;
  QThread* sandboxedBuild_ = nullptr;
  QTimer* timeout_;
  Result current_;
  QByteArray currentHash_;
  QString currentCommand_;
  bool timedOut_ = false;
  std::optional<Debugger::CoursePlayerBuild::Plan> coursePlan_;  // set while a course player builds
  mutable BuildRecords records_;
};

}  // namespace Kibitz::App
