#include "match/process_channel.h"

#include <QElapsedTimer>

#include <time.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

namespace Kibitz::Debugger {

namespace {

constexpr qsizetype kReadChunk = 64 << 10;
// Input the bot has not read yet; beyond this it is stopped rather than buffered forever.
constexpr qsizetype kMaxPendingInput = qsizetype(16) << 20;
// After end of file on stdout, how long to wait for the exit status that explains it. A
// crash's status took longer than 20 ms to arrive on a loaded CI machine (a SIGSEGV was
// then reported as "the bot closed its output"); only a bot that closes its output and
// lives on pays the whole wait, once.
constexpr qint64 kExitStatusWaitNs = 250'000'000;

void closeFd(int* fd)
{
  if (*fd >= 0)
    ::close(*fd);
  *fd = -1;
}

timespec toTimespec(qint64 ns)
{
  return {time_t(ns / 1'000'000'000), long(ns % 1'000'000'000)};
}

// Waits for `events` on one descriptor for at most `ns` (< 0: forever).
bool waitFor(int fd, short events, qint64 ns)
{
  pollfd p{fd, events, 0};
  const timespec ts = toTimespec(qMax<qint64>(ns, 0));
  return ppoll(&p, 1, ns < 0 ? nullptr : &ts, nullptr) > 0;
}

// write() without SIGPIPE killing the runner when the bot closed its stdin: the signal
// is blocked for this thread and a pending one it caused is consumed. The process-wide
// disposition is left alone (the runner may be a GUI with its own ideas).
ssize_t writeWithoutSigpipe(int fd, const char* data, size_t size)
{
  sigset_t pipeSignal, old, pending;
  sigemptyset(&pipeSignal);
  sigaddset(&pipeSignal, SIGPIPE);
  pthread_sigmask(SIG_BLOCK, &pipeSignal, &old);
  sigpending(&pending);
  const bool wasPending = sigismember(&pending, SIGPIPE);
  const ssize_t n = ::write(fd, data, size);
  const int error = errno;
  if (n < 0 && error == EPIPE && !wasPending) {
    const timespec zero{0, 0};
    sigtimedwait(&pipeSignal, nullptr, &zero);
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  errno = error;
  return n;
}

}  // namespace

QString describeByteCount(qsizetype bytes)
{
  if (bytes >= (1 << 20) && bytes % (1 << 20) == 0)
    return QStringLiteral("%1 MiB").arg(bytes >> 20);
  if (bytes >= (1 << 10) && bytes % (1 << 10) == 0)
    return QStringLiteral("%1 KiB").arg(bytes >> 10);
  return QStringLiteral("%1 bytes").arg(bytes);
}

QString describeWaitStatus(int status)
{
  if (WIFEXITED(status))
    return QStringLiteral("the bot exited with code %1").arg(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    const char* abbrev = sigabbrev_np(sig);
    QString text = QStringLiteral("the bot was killed by signal %1").arg(sig);
    if (abbrev)
      text += QStringLiteral(" (SIG%1)").arg(QLatin1String(abbrev));
    if (sig == SIGXCPU)
      text += QStringLiteral(": CPU time limit reached");
    else if (sig == SIGXFSZ)
      text += QStringLiteral(": file size limit reached");
    return text;
  }
  return QStringLiteral("the bot stopped (wait status %1)").arg(status);
}

ProcessChannel::ProcessChannel(const SpawnedBot& bot, Bounds bounds)
    : bot_(bot), bounds_(bounds), lines_(bounds.maxLineBytes), readBuffer_(kReadChunk, Qt::Uninitialized)
{
}

ProcessChannel::~ProcessChannel()
{
  finish({}, 0);
}

void ProcessChannel::setGone(const QString& reason)
{
  if (gone_)
    return;  // the first reason is the real one (a later SIGKILL is ours)
  gone_ = true;
  goneReason_ = reason;
}

void ProcessChannel::killBot()
{
  if (bot_.controlFd >= 0 && !exited_)
    writeWithoutSigpipe(bot_.controlFd, "K", 1);
}

ProcessChannel::Turn ProcessChannel::exchange(QByteArrayView input, qint64 limitNs, const ReplyCheck& complete)
{
  Limits limits;
  limits.limitNs = limitNs;
  begin(input, std::move(limits), complete);
  exchangeAll({this});
  return takeTurn();
}

void ProcessChannel::begin(QByteArrayView input, Limits limits, ReplyCheck complete)
{
  turn_ = Turn();
  limits_ = std::move(limits);
  complete_ = std::move(complete);
  usedLines_ = 0;
  inFlight_ = true;
  decided_ = false;
  turnTimer_.start();
  timespec now{};
  if (::clock_gettime(CLOCK_MONOTONIC, &now) == 0)
    turn_.startMonotonicNs = qint64(now.tv_sec) * 1'000'000'000 + now.tv_nsec;
  if (!gone_ && bot_.stdinFd >= 0) {
    pendingInput_.append(input);
    flushInput();
  }
}

ProcessChannel::Turn ProcessChannel::takeTurn()
{
  Q_ASSERT(decided_);
  inFlight_ = false;
  decided_ = false;
  if (turn_.outcome != Outcome::Reply)
    turn_.lines.clear();
  return std::move(turn_);
}

ProcessChannel::Late ProcessChannel::lateness(qint64 wallNs) const
{
  if (limits_.limitNs < 0 || wallNs <= limits_.limitNs)
    return Late::No;
  if (!limits_.cpuClock)
    return Late::WallClock;
  if (limits_.wallBackstopNs >= 0 && wallNs > limits_.wallBackstopNs)
    return Late::WallBackstop;
  return limits_.cpuClock() > limits_.limitNs ? Late::OwnCpu : Late::No;
}

qint64 ProcessChannel::nsUntilNextCheck() const
{
  if (limits_.limitNs < 0)
    return -1;
  const qint64 wall = turnTimer_.nsecsElapsed();
  if (wall < limits_.limitNs)
    return limits_.limitNs - wall;
  // Past the wall limit on the CPU clock: the bot needs at least its remaining CPU time,
  // looked at again no later than the backstop (and not more often than every 1 ms).
  qint64 next = qMax<qint64>(limits_.limitNs - limits_.cpuClock(), 1'000'000);
  if (limits_.wallBackstopNs >= 0)
    next = qMin(next, qMax<qint64>(limits_.wallBackstopNs - wall, 0));
  return next;
}

bool ProcessChannel::settle()
{
  if (decided_ || !inFlight_)
    return true;
  if (takeReply(&turn_, &usedLines_, complete_)) {
    // A reply read after the deadline is late: it stays queued, like any late line.
    turn_.late = lateness(turnTimer_.nsecsElapsed());
    if (turn_.late != Late::No) {
      turn_.outcome = Outcome::Timeout;
    } else {
      lines_.consume(usedLines_);
      turn_.outcome = Outcome::Reply;
    }
  } else if (gone_) {
    turn_.outcome = Outcome::Gone;
  } else if (const Late late = lateness(turnTimer_.nsecsElapsed()); late != Late::No) {
    turn_.outcome = Outcome::Timeout;
    turn_.late = late;
  } else {
    return false;
  }
  turn_.elapsedNs = turnTimer_.nsecsElapsed();
  decided_ = true;
  return true;
}

void ProcessChannel::exchangeAll(const QList<ProcessChannel*>& channels)
{
  constexpr int kMaxChannels = 64;
  Q_ASSERT(channels.size() <= kMaxChannels);
  pollfd fds[4 * kMaxChannels];
  int indexes[kMaxChannels][4];
  ProcessChannel* polled[kMaxChannels];
  for (;;) {
    int count = 0, waiting = 0;
    qint64 timeoutNs = -1;
    for (ProcessChannel* channel : channels) {
      if (channel->settle())
        continue;
      const int n = channel->watchedFds(fds + count, indexes[waiting]);
      if (n == 0) {  // cannot happen while stdout is open, but never wait on nothing
        channel->setGone(QStringLiteral("the bot's pipes are closed"));
        channel->settle();
        continue;
      }
      for (int& i : indexes[waiting])
        if (i >= 0)
          i += count;
      count += n;
      polled[waiting++] = channel;
      const qint64 next = channel->nsUntilNextCheck();
      if (next >= 0 && (timeoutNs < 0 || next < timeoutNs))
        timeoutNs = next;
    }
    if (waiting == 0)
      return;
    const timespec ts = toTimespec(qMax<qint64>(timeoutNs, 0));
    const int ready = ppoll(fds, nfds_t(count), timeoutNs < 0 ? nullptr : &ts, nullptr);
    if (ready < 0) {
      if (errno != EINTR && errno != EAGAIN) {
        const QString why = QStringLiteral("cannot wait for the bot: %1").arg(QString::fromLocal8Bit(strerror(errno)));
        for (int c = 0; c < waiting; ++c)
          polled[c]->setGone(why);
      }
      continue;
    }
    if (ready == 0)
      continue;
    for (int c = 0; c < waiting; ++c)
      polled[c]->handleReady(fds, indexes[c], &polled[c]->turn_);
  }
}

bool ProcessChannel::takeReply(Turn* turn, qsizetype* used, const ReplyCheck& complete)
{
  while (*used < lines_.lineCount()) {
    turn->lines << QString::fromUtf8(lines_.line(*used));
    ++*used;
    if (complete(turn->lines))
      return true;
  }
  return false;
}

int ProcessChannel::watchedFds(pollfd* fds, int indexes[4]) const
{
  int count = 0;
  const auto watch = [&](int fd, short events) {
    if (fd < 0)
      return -1;
    fds[count] = {fd, events, 0};
    return count++;
  };
  indexes[0] = pendingInput_.size() > pendingOffset_ ? watch(bot_.stdinFd, POLLOUT) : -1;
  indexes[1] = watch(bot_.stderrFd, POLLIN);
  indexes[2] = watch(bot_.stdoutFd, POLLIN);
  indexes[3] = exited_ ? -1 : watch(bot_.statusFd, POLLIN);
  return count;
}

void ProcessChannel::handleReady(const pollfd* fds, const int indexes[4], Turn* turn)
{
  const auto ready = [&](int i) { return i >= 0 && fds[i].revents; };
  if (ready(indexes[0]))
    flushInput();
  if (ready(indexes[1]))
    readStderr(turn);
  // stdout before the exit status: a reply written just before exiting still counts.
  if (ready(indexes[2]))
    readStdout();
  if (ready(indexes[3]))
    readStatus();
}

void ProcessChannel::flushInput()
{
  while (bot_.stdinFd >= 0 && pendingOffset_ < pendingInput_.size()) {
    const ssize_t n = writeWithoutSigpipe(bot_.stdinFd, pendingInput_.constData() + pendingOffset_,
                                          size_t(pendingInput_.size() - pendingOffset_));
    if (n > 0) {
      pendingOffset_ += n;
    } else if (n < 0 && errno == EINTR) {
      continue;
    } else if (n < 0 && errno == EAGAIN) {
      break;
    } else {
      // The bot closed its stdin: it may still answer, so only the input side ends.
      closeFd(&bot_.stdinFd);
    }
  }
  if (pendingOffset_ == pendingInput_.size() || bot_.stdinFd < 0) {
    pendingInput_.clear();
    pendingOffset_ = 0;
  } else if (pendingInput_.size() - pendingOffset_ > kMaxPendingInput) {
    setGone(QStringLiteral("the bot does not read its input (%1 waiting)")
                .arg(describeByteCount(pendingInput_.size() - pendingOffset_)));
    killBot();
    pendingInput_.clear();
    pendingOffset_ = 0;
  }
}

void ProcessChannel::readStdout()
{
  const ssize_t n = ::read(bot_.stdoutFd, readBuffer_.data(), size_t(readBuffer_.size()));
  if (n > 0) {
    if (!lines_.append(readBuffer_.constData(), n)) {
      setGone(QStringLiteral("the bot wrote a line longer than %1").arg(describeByteCount(lines_.maxLineBytes())));
      killBot();
      closeFd(&bot_.stdoutFd);
    }
    return;
  }
  if (n < 0 && (errno == EAGAIN || errno == EINTR))
    return;
  closeFd(&bot_.stdoutFd);
  outputClosed();
}

// Reads what a bot that just exited left in its stdout (a last reply); bounded, since a
// surviving child may still hold the pipe and keep writing.
void ProcessChannel::drainStdout()
{
  for (int i = 0; i < 32 && bot_.stdoutFd >= 0 && !lines_.overflowed(); ++i) {
    const ssize_t n = ::read(bot_.stdoutFd, readBuffer_.data(), size_t(readBuffer_.size()));
    if (n > 0) {
      lines_.append(readBuffer_.constData(), n);
    } else {
      if (n == 0)
        closeFd(&bot_.stdoutFd);
      return;
    }
  }
}

void ProcessChannel::outputClosed()
{
  // A dying bot closes stdout a moment before its exit status reaches us; that status
  // is the better explanation.
  if (!exited_ && bot_.statusFd >= 0 && waitFor(bot_.statusFd, POLLIN, kExitStatusWaitNs))
    readStatus();
  setGone(QStringLiteral("the bot closed its output"));
}

void ProcessChannel::readStderr(Turn* turn)
{
  const ssize_t n = ::read(bot_.stderrFd, readBuffer_.data(), size_t(readBuffer_.size()));
  if (n > 0) {
    const qsizetype room = bounds_.maxStderrBytes - turn->stderrBytes.size();
    const qsizetype kept = qMin<qsizetype>(room, n);
    turn->stderrBytes.append(readBuffer_.constData(), kept);
    if (kept < n)
      turn->stderrTruncated = true;
    return;
  }
  if (n < 0 && (errno == EAGAIN || errno == EINTR))
    return;
  closeFd(&bot_.stderrFd);
}

void ProcessChannel::readStatus()
{
  int status = 0;
  const ssize_t n = ::read(bot_.statusFd, &status, sizeof status);
  if (n < 0 && (errno == EAGAIN || errno == EINTR))
    return;
  if (n == ssize_t(sizeof status)) {
    exited_ = true;
    // bwrap exits with 128 + N when the bot was killed by signal N.
    if (bot_.sandboxed && WIFEXITED(status) && WEXITSTATUS(status) > 128 && WEXITSTATUS(status) - 128 < NSIG)
      status = WEXITSTATUS(status) - 128;
    waitStatus_ = status;
    drainStdout();
    setGone(describeWaitStatus(status));
    return;
  }
  closeFd(&bot_.statusFd);
  if (!exited_)
    setGone(QStringLiteral("the bot's supervising process stopped unexpectedly"));
}

void ProcessChannel::finish(QByteArrayView finalMessage, int graceMs)
{
  if (finished_)
    return;
  finished_ = true;
  QElapsedTimer timer;
  timer.start();
  const qint64 graceNs = qint64(qMax(graceMs, 0)) * 1'000'000;
  if (!gone_ && bot_.stdinFd >= 0 && !finalMessage.isEmpty()) {
    pendingInput_.append(finalMessage);
    flushInput();
    while (bot_.stdinFd >= 0 && pendingOffset_ < pendingInput_.size() && timer.nsecsElapsed() < graceNs) {
      waitFor(bot_.stdinFd, POLLOUT, graceNs - timer.nsecsElapsed());
      flushInput();
    }
  }
  // End of file on stdin asks the bot to stop; its next write to stdout/stderr fails.
  closeFd(&bot_.stdinFd);
  closeFd(&bot_.stdoutFd);
  closeFd(&bot_.stderrFd);
  while (!exited_ && bot_.statusFd >= 0 && timer.nsecsElapsed() < graceNs) {
    if (waitFor(bot_.statusFd, POLLIN, graceNs - timer.nsecsElapsed()))
      readStatus();
  }
  closeFd(&bot_.controlFd);  // the shepherd now kills what is left and exits
  reapShepherd(&bot_);
}

}  // namespace Kibitz::Debugger
