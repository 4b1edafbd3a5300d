#include "profile/perf_recorder.h"

#include "files/scratch_dirs.h"
#include "profile/native_sources.h"
#include "profile/perf_script_parser.h"
#include "profile/profiler_checks.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <cstring>
#include <functional>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <poll.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Kibitz::Debugger {

namespace {

// The end of what perf said (its stderr goes to a file: a pipe nobody reads while the match
// runs could fill and stop it), on one line and bounded, shown as text.
QString perfSaid(const QString& logPath)
{
  QFile log(logPath);
  if (!log.open(QIODevice::ReadOnly))
    return {};
  if (log.size() > 600)
    log.seek(log.size() - 600);
  return QString::fromUtf8(log.read(600)).simplified().right(400);
}

// `argv` as posix_spawn takes it (the QByteArrays kept alive by the caller).
std::vector<char*> argvOf(QList<QByteArray>& words)
{
  std::vector<char*> argv;
  for (QByteArray& w : words)
    argv.push_back(w.data());
  argv.push_back(nullptr);
  return argv;
}

}  // namespace

bool PerfRecorder::running()
{
  if (record_ <= 0)
    return false;
  int status = 0;
  const pid_t done = ::waitpid(record_, &status, WNOHANG);
  if (done == 0)
    return true;
  record_ = -1;  // reaped (or not ours any more)
  return false;
}

bool PerfRecorder::waitForExit(int timeoutMs)
{
  QDeadlineTimer deadline(timeoutMs);
  while (running()) {
    if (deadline.hasExpired())
      return false;
    ::usleep(10'000);
  }
  return true;
}

namespace {

bool waitForAck(int fd, const std::function<bool()>& running, int timeoutMs)
{
  QDeadlineTimer deadline(timeoutMs);
  QByteArray got;
  // Notices a perf that gave up.
  while (!deadline.hasExpired() && running()) {
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, 100) > 0) {
      char buffer[16];
      const ssize_t n = ::read(fd, buffer, sizeof buffer);
      if (n > 0)
        got.append(buffer, n);
      if (got.contains("ack"))
        return true;
      if (got.size() > 64)
        got = got.right(8);
    }
  }
  return false;
}

}  // namespace

std::unique_ptr<PerfRecorder> PerfRecorder::attach(qint64 pid, QString* error)
{
  const QString perf = ProfilerChecks::findPerf();
  if (perf.isEmpty()) {
    *error = ProfilerChecks::perfMissing();
    return nullptr;
  }
  std::unique_ptr<PerfRecorder> r(new PerfRecorder);
  r->pid_ = pid;
  ScratchDirs::add(r->dir_.path());  // removed on Ctrl+C too
  const QString control = r->dir_.filePath(QStringLiteral("control"));
  const QString ack = r->dir_.filePath(QStringLiteral("ack"));
  if (!r->dir_.isValid() || ::mkfifo(QFile::encodeName(control).constData(), 0600) != 0 ||
      ::mkfifo(QFile::encodeName(ack).constData(), 0600) != 0) {
    *error = ProfilerChecks::attachRefused(pid, QStringLiteral("cannot make its control FIFOs in %1").arg(r->dir_.path()));
    return nullptr;
  }
  // Read-write opens never block on a FIFO without its other end.
  r->controlFd_ = ::open(QFile::encodeName(control).constData(), O_RDWR | O_CLOEXEC);
  r->ackFd_ = ::open(QFile::encodeName(ack).constData(), O_RDWR | O_NONBLOCK | O_CLOEXEC);
  // Starts disabled (-D -1) and is enabled on its control FIFO: its acknowledgement says
  // when the samples begin. -N: no copies of the binaries in ~/.debug; -B, --no-bpf-event:
  // no build ids or BPF programs gathered (they took perf 1 s of each match);
  // --all-user: the bot's own code, as a user without privileges gets it anyway.
  const QStringList arguments{perf, QStringLiteral("record"), QStringLiteral("-p"), QString::number(pid), QStringLiteral("-F"),
                              QString::number(kFrequencyHz), QStringLiteral("--call-graph=fp"), QStringLiteral("-k"),
                              QStringLiteral("CLOCK_MONOTONIC"), QStringLiteral("-N"), QStringLiteral("-B"),
                              QStringLiteral("--no-bpf-event"), QStringLiteral("--all-user"),
                              QStringLiteral("-D"), QStringLiteral("-1"), QStringLiteral("--control"),
                              QStringLiteral("fifo:%1,%2").arg(control, ack), QStringLiteral("-o"),
                              r->dir_.filePath(QStringLiteral("perf.data"))};
  QList<QByteArray> words;
  for (const QString& a : arguments)
    words << QFile::encodeName(a);
  std::vector<char*> argv = argvOf(words);
  const QByteArray log = QFile::encodeName(r->dir_.filePath(QStringLiteral("record.log")));
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  // Its stderr to a file: a pipe nobody reads while the match runs could fill and stop it.
  posix_spawn_file_actions_addopen(&actions, 2, log.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  pid_t child = -1;
  const int failed = r->controlFd_ < 0 || r->ackFd_ < 0
                         ? EBADF
                         : ::posix_spawn(&child, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  if (failed != 0) {
    *error = ProfilerChecks::attachRefused(pid, QString::fromLocal8Bit(::strerror(failed)));
    return nullptr;
  }
  r->record_ = child;
  static const char enable[] = "enable\n";
  PerfRecorder* recorder = r.get();
  if (::write(r->controlFd_, enable, sizeof enable - 1) != ssize_t(sizeof enable - 1) ||
      !waitForAck(r->ackFd_, [recorder] { return recorder->running(); }, kAttachTimeoutMs)) {
    r->waitForExit(1000);
    *error = ProfilerChecks::attachRefused(pid, perfSaid(r->dir_.filePath(QStringLiteral("record.log"))));
    return nullptr;
  }
  return r;
}

PerfRecorder::~PerfRecorder()
{
  ScratchDirs::remove(dir_.path());
  if (running()) {
    ::kill(record_, SIGKILL);
    waitForExit(kStopTimeoutMs);
  }
  if (controlFd_ >= 0)
    ::close(controlFd_);
  if (ackFd_ >= 0)
    ::close(ackFd_);
}

void PerfRecorder::endRecording()
{
  // SIGINT: perf writes the end of its data file and exits.
  if (!running())
    return;
  symbolFolder_ = makeSymbolFolder();
  // The program as seen from here: a sandboxed bot's copy that bubblewrap deleted is the
  // file at the same path outside.
  binary_ = QFileInfo(QStringLiteral("/proc/%1/exe").arg(pid_)).symLinkTarget();
  if (binary_.endsWith(QLatin1String(" (deleted)")))
    binary_.chop(10);
  ::kill(record_, SIGINT);
  if (!waitForExit(kStopTimeoutMs)) {
    ::kill(record_, SIGKILL);
    waitForExit(kStopTimeoutMs);
    lost_ = true;
  }
}

bool PerfRecorder::makeSymbolFolder()
{
  constexpr qint64 kMaxMapsBytes = 4 << 20;
  constexpr int kMaxFiles = 4096;
  QFile maps(QStringLiteral("/proc/%1/maps").arg(pid_));
  if (!maps.open(QIODevice::ReadOnly))
    return false;
  // /proc files report no size: read them to their end, bounded.
  QByteArray text;
  while (text.size() < kMaxMapsBytes) {
    const QByteArray piece = maps.read(64 << 10);
    if (piece.isEmpty())
      break;
    text += piece;
  }
  static const QByteArray deleted = " (deleted)";
  QSet<QByteArray> files;
  bool anyDeleted = false;
  for (const QByteArray& line : text.split('\n')) {
    // "start-end perms offset dev inode   PATH": the path is whatever follows the fifth field.
    const qsizetype slash = line.indexOf(" /");
    if (slash < 0 || files.size() >= kMaxFiles)
      continue;
    const QByteArray path = line.mid(slash + 1).trimmed();
    files.insert(path);
    anyDeleted = anyDeleted || path.endsWith(deleted);
  }
  if (!anyDeleted)
    return false;
  const QString root = dir_.filePath(QStringLiteral("symfs"));
  for (const QByteArray& path : files) {
    const QString name = QFile::decodeName(path);
    QString target = path.endsWith(deleted) ? QFile::decodeName(path.chopped(deleted.size())) : name;
    if (!QFileInfo(target).isFile() || name.contains(QStringLiteral("/../")))
      continue;  // a name the bot made up, or a file gone: its functions stay unnamed
    const QString link = root + name;
    QDir().mkpath(QFileInfo(link).path());
    QFile::link(target, link);
  }
  return true;
}

QList<ProfileChunk> PerfRecorder::stop(const QString& name, QStringList* warnings)
{
  endRecording();
  if (lost_) {
    warnings->append(QCoreApplication::translate("Kibitz::Profiler", "%1: perf did not stop in time; its samples are lost.").arg(name));
    return {};
  }
  QProcess script;
  script.setProgram(ProfilerChecks::findPerf());
  script.setArguments({QStringLiteral("script"), QStringLiteral("-i"), dir_.filePath(QStringLiteral("perf.data")),
                       QStringLiteral("-F"), QStringLiteral("tid,time,ip,sym"), QStringLiteral("--ns"),
                       QStringLiteral("--no-inline")});
  if (symbolFolder_)
    script.setArguments(script.arguments() << QStringLiteral("--symfs=%1").arg(dir_.filePath(QStringLiteral("symfs"))));
  script.setStandardInputFile(QProcess::nullDevice());
  script.setStandardErrorFile(QProcess::nullDevice());
  script.start();
  PerfScriptParser parser;
  qint64 bytes = 0;
  QDeadlineTimer deadline(kScriptTimeoutMs);
  bool cut = false;
  if (script.waitForStarted(kStopTimeoutMs)) {
    for (;;) {
      if (deadline.hasExpired()) {
        cut = true;
        break;
      }
      if (script.bytesAvailable() == 0) {
        if (script.state() == QProcess::NotRunning)
          break;
        script.waitForReadyRead(int(qBound(qint64(1), deadline.remainingTime(), qint64(1000))));
        continue;
      }
      const QByteArray chunk = script.read(1 << 20);
      bytes += chunk.size();
      parser.feed(chunk);
      if (bytes > kMaxScriptBytes || parser.truncated()) {
        cut = true;
        break;
      }
    }
  }
  if (script.state() != QProcess::NotRunning) {
    script.kill();
    script.waitForFinished(kStopTimeoutMs);
  }
  parser.finish();
  if (cut)
    warnings->append(QCoreApplication::translate("Kibitz::Profiler", "%1: perf's samples were too many or too slow to read; the last turns have none.").arg(name));
  const qsizetype samples = parser.samples().size();
  if (samples >= 10 && parser.unnamedLeaves() * 2 > samples)
    warnings->append(ProfilerChecks::noSymbols(name, parser.unnamedLeaves(), samples));
  QList<ProfileChunk> chunks = parser.takeSamples();
  // The places of the functions sampled (each distinct stack once: they are shared).
  QSet<QString> stacks;
  QSet<QString> functions;
  for (const ProfileChunk& c : std::as_const(chunks))
    if (!stacks.contains(c.stack) && stacks.size() < 100'000) {
      stacks.insert(c.stack);
      for (const QString& f : c.stack.split(QLatin1Char(';')))
        functions.insert(QString(f).replace(QLatin1Char(' '), QLatin1Char('_')));  // as folded
    }
  sources_ = NativeSources::resolve(binary_, functions);
  return chunks;
}

}  // namespace Kibitz::Debugger
