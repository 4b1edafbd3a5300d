#include "match/contained_run.h"

#include "match/process_channel.h"
#include "match/process_launch.h"
#include "match/process_spawn.h"

#include <QElapsedTimer>

#include <cerrno>
#include <csignal>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace Kibitz::Debugger {

namespace {

void closeFd(int* fd)
{
  if (*fd >= 0)
    ::close(*fd);
  *fd = -1;
}

// Appends what `fd` has to `run->output` (bounded); closes it at end of file.
void readInto(int* fd, qsizetype maxBytes, ContainedRun* run)
{
  char buffer[16384];
  for (;;) {
    const ssize_t n = ::read(*fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR)
      continue;
    if (n < 0 && errno == EAGAIN)
      return;
    if (n <= 0) {
      closeFd(fd);
      return;
    }
    const qsizetype room = maxBytes - run->output.size();
    run->output.append(buffer, qMin<qsizetype>(n, qMax<qsizetype>(room, 0)));
    run->outputTruncated = run->outputTruncated || n > room;
  }
}

}  // namespace

bool ContainedRun::succeeded() const
{
  return started && !timedOut && WIFEXITED(waitStatus) && WEXITSTATUS(waitStatus) == 0;
}

ContainedRun runContained(const QStringList& words, const ProcessOptions& options, const QString& workDir,
                          const SandboxExtras& extras, int timeoutMs, qsizetype maxOutputBytes)
{
  ContainedRun run;
  LaunchPlan plan;
  if (!makeLaunchPlan(words, options, workDir, &plan, &run.problem, extras))
    return run;
  SpawnedBot bot;
  if (!spawnBot(plan, &bot, &run.problem))
    return run;
  run.started = true;
  closeFd(&bot.stdinFd);  // reading stdin (#include "/dev/stdin") ends at once

  QElapsedTimer timer;
  timer.start();
  bool exited = false;
  while (bot.stdoutFd >= 0 || bot.stderrFd >= 0 || (!exited && bot.statusFd >= 0)) {
    const qint64 left = qint64(timeoutMs) - timer.elapsed();
    if (left <= 0) {
      run.timedOut = true;
      break;
    }
    pollfd fds[3];
    int count = 0;
    for (int fd : {bot.stdoutFd, bot.stderrFd, exited ? -1 : bot.statusFd})
      if (fd >= 0)
        fds[count++] = {fd, POLLIN, 0};
    if (::poll(fds, nfds_t(count), int(qMin<qint64>(left, 1000))) < 0 && errno != EINTR)
      break;
    if (bot.stdoutFd >= 0)
      readInto(&bot.stdoutFd, maxOutputBytes, &run);
    if (bot.stderrFd >= 0)
      readInto(&bot.stderrFd, maxOutputBytes, &run);
    if (!exited && bot.statusFd >= 0) {
      int status = 0;
      const ssize_t n = ::read(bot.statusFd, &status, sizeof status);
      if (n == ssize_t(sizeof status)) {
        exited = true;
        // bwrap exits with 128 + N when the program was killed by signal N.
        if (bot.sandboxed && WIFEXITED(status) && WEXITSTATUS(status) > 128 && WEXITSTATUS(status) - 128 < NSIG)
          status = WEXITSTATUS(status) - 128;
        run.waitStatus = status;
      } else if (n == 0 || (n < 0 && errno != EAGAIN && errno != EINTR)) {
        closeFd(&bot.statusFd);
      }
    }
  }
  if (!exited && !run.timedOut)
    run.problem = QStringLiteral("its supervising process stopped unexpectedly");
  // Closing the control pipe has the shepherd kill what is left of the tree and exit;
  // its status pipe then reaches end of file.
  closeFd(&bot.stdoutFd);
  closeFd(&bot.stderrFd);
  closeFd(&bot.controlFd);
  reapShepherd(&bot);
  if (run.timedOut)
    run.problem = QStringLiteral("it took longer than %1 s").arg(timeoutMs / 1000.0);
  else if (exited && !run.succeeded())
    run.problem = describeWaitStatus(run.waitStatus).replace(QLatin1String("the bot"), QLatin1String("it"));
  return run;
}

}  // namespace Kibitz::Debugger
