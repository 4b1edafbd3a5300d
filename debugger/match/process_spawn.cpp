#include "match/process_spawn.h"

#include "match/process_launch.h"
#include "match/process_shepherd.h"

#include <QElapsedTimer>

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <vector>

namespace Kibitz::Debugger {

namespace {

struct Pipe {
  int read = -1;
  int write = -1;
};

void closeFd(int* fd)
{
  if (*fd >= 0)
    ::close(*fd);
  *fd = -1;
}

// Keeps descriptors 0-2 free: the bot's side dup2()s its pipes onto them.
int aboveStdio(int fd)
{
  if (fd < 0 || fd > 2)
    return fd;
  const int moved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
  ::close(fd);
  return moved;
}

bool makePipe(Pipe* pipe)
{
  int fds[2];
  if (pipe2(fds, O_CLOEXEC) != 0)
    return false;
  pipe->read = aboveStdio(fds[0]);
  pipe->write = aboveStdio(fds[1]);
  return pipe->read >= 0 && pipe->write >= 0;
}

void setNonBlocking(int fd)
{
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
}

// Reads exactly `size` bytes, or fewer at end of file.
ssize_t readFully(int fd, void* data, size_t size)
{
  size_t done = 0;
  while (done < size) {
    const ssize_t n = ::read(fd, static_cast<char*>(data) + done, size - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    done += size_t(n);
  }
  return ssize_t(done);
}

std::vector<char*> cStrings(const QByteArrayList& list)
{
  std::vector<char*> out;
  for (const QByteArray& s : list)
    out.push_back(const_cast<char*>(s.constData()));
  out.push_back(nullptr);
  return out;
}

QString failureText(const ShepherdFailure& failure, const LaunchPlan& plan)
{
  const QString why = QString::fromLocal8Bit(strerror(failure.error));
  switch (failure.stage) {
  case ShepherdFailure::Fork: return QStringLiteral("cannot fork: %1").arg(why);
  case ShepherdFailure::Setup: return QStringLiteral("cannot set up the process: %1").arg(why);
  case ShepherdFailure::Limits: return QStringLiteral("cannot set its resource limits: %1").arg(why);
  case ShepherdFailure::WorkDir:
    return QStringLiteral("cannot enter its working directory %1: %2").arg(QString::fromLocal8Bit(plan.workingDirectory), why);
  case ShepherdFailure::Exec:
    return QStringLiteral("cannot execute '%1': %2").arg(QString::fromLocal8Bit(plan.program), why);
  case ShepherdFailure::User:
    return QStringLiteral("cannot switch to user %1: %2").arg(plan.runAsUid).arg(why);
  case ShepherdFailure::Descriptors: return QStringLiteral("cannot hand the sandbox its files: %1").arg(why);
  case ShepherdFailure::Mounts:
    return QStringLiteral("cannot mount the interpreter's installation (%1) for the sandbox: %2")
        .arg(QString::fromLocal8Bit(plan.stagedMounts.join(", ")), why);
  }
  return why;
}

// What the sandbox reads at 3, 4, ...: a pipe holding the seccomp program (at most
// PIPE_BUF, which every pipe holds, so it is written now), then each file to copy in.
bool openPassedFds(const LaunchPlan& plan, std::vector<int>* fds, QString* error)
{
  if (plan.passedFiles.size() + 1 > kMaxPassedFds) {
    *error = QStringLiteral("the sandbox takes at most %1 files to copy in, got %2").arg(kMaxPassedFds - 1).arg(plan.passedFiles.size());
    return false;
  }
  if (plan.seccompProgram.size() > PIPE_BUF) {
    *error = QStringLiteral("the seccomp filter is %1 bytes, more than a pipe takes at once (%2)")
                 .arg(plan.seccompProgram.size())
                 .arg(PIPE_BUF);
    return false;
  }
  if (!plan.seccompProgram.isEmpty()) {
    Pipe seccomp;
    const bool written = makePipe(&seccomp)
                         && ::write(seccomp.write, plan.seccompProgram.constData(), size_t(plan.seccompProgram.size()))
                                == ssize_t(plan.seccompProgram.size());
    const int why = errno;
    closeFd(&seccomp.write);
    if (!written) {
      closeFd(&seccomp.read);
      *error = QStringLiteral("cannot pass the seccomp filter: %1").arg(QString::fromLocal8Bit(strerror(why)));
      return false;
    }
    fds->push_back(seccomp.read);
  }
  for (const QByteArray& file : plan.passedFiles) {
    const int fd = aboveStdio(::open(file.constData(), O_RDONLY | O_CLOEXEC));
    if (fd < 0) {
      *error = QStringLiteral("cannot open '%1' for the sandbox: %2")
                   .arg(QString::fromLocal8Bit(file), QString::fromLocal8Bit(strerror(errno)));
      return false;
    }
    fds->push_back(fd);
  }
  return true;
}

}  // namespace

bool spawnBot(const LaunchPlan& plan, SpawnedBot* bot, QString* error)
{
  Pipe in, out, err, report, control, status;
  Pipe* all[] = {&in, &out, &err, &report, &control, &status};
  const auto closeAll = [&] {
    for (Pipe* p : all) {
      closeFd(&p->read);
      closeFd(&p->write);
    }
  };
  for (Pipe* p : all)
    if (!makePipe(p)) {
      *error = QStringLiteral("cannot create pipes: %1").arg(QString::fromLocal8Bit(strerror(errno)));
      closeAll();
      return false;
    }

  std::vector<int> passed;
  const auto closePassed = [&] {
    for (int& fd : passed)
      closeFd(&fd);
  };
  if (!openPassedFds(plan, &passed, error)) {
    closePassed();
    closeAll();
    return false;
  }

  // Prepared before fork(): the child may not allocate.
  std::vector<char*> argv = cStrings(plan.arguments);
  std::vector<char*> envp = cStrings(plan.environment);
  QByteArrayList stagedTargets;
  for (qsizetype i = 0; i < plan.stagedMounts.size(); ++i)
    stagedTargets << plan.stagingFolder + '/' + QByteArray::number(i);
  std::vector<char*> stagedSources = cStrings(plan.stagedMounts);
  std::vector<char*> stagedTargetPointers = cStrings(stagedTargets);
  ShepherdPlan child;
  child.stagingFolder = plan.stagedMounts.isEmpty() ? nullptr : plan.stagingFolder.constData();
  child.stagedSources = stagedSources.data();
  child.stagedTargets = stagedTargetPointers.data();
  child.stagedCount = int(plan.stagedMounts.size());
  child.program = plan.program.constData();
  child.argv = argv.data();
  child.envp = envp.data();
  child.workingDirectory = plan.workingDirectory.constData();
  child.cpuSeconds = long(plan.cpuSeconds);
  child.addressSpaceBytes = long(plan.addressSpaceBytes);
  child.fileSizeBytes = long(plan.fileSizeBytes);
  child.passedFds = passed.data();
  child.passedFdCount = int(passed.size());
  child.sandboxLimits = plan.sandboxed;
  child.anyTracer = plan.debuggerMayAttach;
  child.uid = plan.runAsUid;
  child.gid = plan.runAsGid;
  child.botStdin = in.read;
  child.botStdout = out.write;
  child.botStderr = err.write;
  child.report = report.write;
  child.control = control.read;
  child.status = status.write;

  const pid_t shepherd = fork();
  if (shepherd == 0)
    runShepherd(child);
  closePassed();  // the shepherd has its copies
  if (shepherd < 0) {
    *error = QStringLiteral("cannot fork: %1").arg(QString::fromLocal8Bit(strerror(errno)));
    closeAll();
    return false;
  }
  for (int* fd : {&in.read, &out.write, &err.write, &report.write, &control.read, &status.write})
    closeFd(fd);

  // End of file on the report pipe: the bot's exec() succeeded (the pipe is close-on-exec).
  ShepherdFailure failure;
  const bool failed = readFully(report.read, &failure, sizeof failure) == ssize_t(sizeof failure);
  int botPid = -1;
  const bool gotPid = !failed && readFully(status.read, &botPid, sizeof botPid) == ssize_t(sizeof botPid);
  closeFd(&report.read);
  if (failed || !gotPid) {
    *error = failed ? failureText(failure, plan) : QStringLiteral("its supervising process stopped unexpectedly");
    closeAll();  // the shepherd sees end of file on its control pipe and cleans up
    while (waitpid(shepherd, nullptr, 0) < 0 && errno == EINTR) {
    }
    return false;
  }
  for (int fd : {in.write, out.read, err.read, status.read})
    setNonBlocking(fd);
  bot->shepherd = shepherd;
  bot->bot = botPid;
  bot->stdinFd = in.write;
  bot->stdoutFd = out.read;
  bot->stderrFd = err.read;
  bot->statusFd = status.read;
  bot->controlFd = control.write;
  bot->sandboxed = plan.sandboxed;
  return true;
}

void reapShepherd(SpawnedBot* bot)
{
  if (bot->shepherd <= 0)
    return;
  constexpr int kShepherdWaitMs = 5000;
  QElapsedTimer timer;
  timer.start();
  char discard[64];
  while (bot->statusFd >= 0) {
    const qint64 left = kShepherdWaitMs - timer.elapsed();
    if (left <= 0) {
      ::kill(bot->shepherd, SIGKILL);  // stuck (a descendant in uninterruptible sleep?)
      break;
    }
    pollfd fd{bot->statusFd, POLLIN, 0};
    if (::poll(&fd, 1, int(left)) <= 0)
      continue;
    const ssize_t n = ::read(bot->statusFd, discard, sizeof discard);
    if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR))
      break;
  }
  closeFd(&bot->statusFd);
  while (::waitpid(bot->shepherd, nullptr, 0) < 0 && errno == EINTR) {
  }
  bot->shepherd = -1;
}

}  // namespace Kibitz::Debugger
