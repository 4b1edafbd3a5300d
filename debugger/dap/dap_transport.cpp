#include "dap/dap_transport.h"

#include "dap/debug_listener.h"

#include <QFileInfo>
#include <QProcess>
#include <QSocketNotifier>

#include <cerrno>
#include <csignal>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace Kibitz::Debugger {

namespace {

constexpr qsizetype kStderrKept = 4096;  // enough to say why an adapter failed
constexpr qsizetype kReadChunk = 65536;

class AdapterProcess : public DapTransport {
public:
  explicit AdapterProcess(const QString& program) : name_(QFileInfo(program).fileName()) {}

  bool start(const QString& program, const QStringList& arguments, const QStringList& environment, QString* error)
  {
    process_.setEnvironment(environment);
    // Killed with Kibitz, however Kibitz ends (SIGKILL too): no adapter is left holding a
    // bot. (The parent-death signal follows the thread that starts it: a client lives on
    // one thread.)
    process_.setChildProcessModifier([] { ::prctl(PR_SET_PDEATHSIG, SIGKILL); });
    process_.start(program, arguments);
    if (!process_.waitForStarted(10000)) {
      *error = QStringLiteral("the debug adapter %1 does not start: %2").arg(program, process_.errorString());
      return false;
    }
    return true;
  }

  void write(const QByteArray& bytes) override
  {
    if (running())
      process_.write(bytes);
  }
  QByteArray read() override
  {
    stderr_.append(process_.readAllStandardError());
    if (stderr_.size() > kStderrKept)
      stderr_ = stderr_.right(kStderrKept);
    return process_.readAllStandardOutput();
  }
  void waitForReadyRead(int ms) override { process_.waitForReadyRead(ms); }
  void watch(std::function<void()> readable) override
  {
    // Stderr too: read() keeps its tail, and an adapter that fills it must not stall.
    QObject::connect(&process_, &QProcess::readyReadStandardOutput, readable);
    QObject::connect(&process_, &QProcess::readyReadStandardError, readable);
    QObject::connect(&process_, &QProcess::finished, readable);
  }
  bool running() const override { return process_.state() != QProcess::NotRunning; }
  QString endReason() const override
  {
    QString reason = process_.exitStatus() == QProcess::CrashExit
                         ? QStringLiteral("the debug adapter %1 crashed").arg(name_)
                         : QStringLiteral("the debug adapter %1 exited with code %2").arg(name_).arg(process_.exitCode());
    if (const QString text = QString::fromUtf8(stderr_).trimmed(); !text.isEmpty())
      reason += QStringLiteral(": ") + text.section(QLatin1Char('\n'), -3);
    return reason;
  }
  void stop(int graceMs) override
  {
    if (!running())
      return;
    process_.closeWriteChannel();
    if (graceMs <= 0 || !process_.waitForFinished(graceMs)) {
      process_.kill();
      process_.waitForFinished(5000);
    }
  }
  QString name() const override { return name_; }

private:
  QProcess process_;
  QString name_;
  QByteArray stderr_;
};

// The debuggee's own connection: a plain socket, read and written without an event loop.
class DebuggeeConnection : public DapTransport {
public:
  explicit DebuggeeConnection(int fd) : fd_(fd) {}
  ~DebuggeeConnection() override { close(); }

  void write(const QByteArray& bytes) override
  {
    qsizetype done = 0;
    while (fd_ >= 0 && done < bytes.size()) {
      const ssize_t n = ::send(fd_, bytes.constData() + done, size_t(bytes.size() - done), MSG_NOSIGNAL);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) {
        end(QStringLiteral("the bot's debugger connection broke"));
        return;
      }
      done += n;
    }
  }
  QByteArray read() override
  {
    QByteArray in;
    while (fd_ >= 0) {
      pollfd ready{fd_, POLLIN, 0};
      if (::poll(&ready, 1, 0) <= 0)
        break;
      char buffer[kReadChunk];
      const ssize_t n = ::recv(fd_, buffer, sizeof buffer, 0);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0) {
        ended_ = n == 0;
        end(QStringLiteral("the bot closed its debugger connection (it ended)"));
        break;
      }
      in.append(buffer, n);
      if (in.size() >= kReadChunk * 16)
        break;  // the caller frames what came: the rest is read next time
    }
    return in;
  }
  void waitForReadyRead(int ms) override
  {
    if (fd_ < 0)
      return;
    pollfd ready{fd_, POLLIN, 0};
    ::poll(&ready, 1, ms);
  }
  void watch(std::function<void()> readable) override
  {
    if (fd_ < 0)
      return;
    notifier_ = std::make_unique<QSocketNotifier>(fd_, QSocketNotifier::Read);
    QObject::connect(notifier_.get(), &QSocketNotifier::activated, readable);
  }
  bool running() const override { return fd_ >= 0; }
  QString endReason() const override { return endReason_; }
  void stop(int) override
  {
    if (fd_ >= 0)
      end(QStringLiteral("the debugger connection was closed"));
  }
  QString name() const override { return QStringLiteral("debugpy"); }
  bool debuggeeEnded() const override { return ended_; }

private:
  void end(const QString& why)
  {
    endReason_ = why;
    close();
  }
  void close()
  {
    notifier_.reset();  // before its descriptor goes
    if (fd_ >= 0)
      ::close(fd_);
    fd_ = -1;
  }

  int fd_ = -1;
  std::unique_ptr<QSocketNotifier> notifier_;
  bool ended_ = false;
  QString endReason_;
};

}  // namespace

std::unique_ptr<DapTransport> startAdapterProcess(const QString& program, const QStringList& arguments,
                                                  const QStringList& environment, QString* error)
{
  auto process = std::make_unique<AdapterProcess>(program);
  if (!process->start(program, arguments, environment, error))
    return nullptr;
  return process;
}

std::unique_ptr<DapTransport> acceptDebuggee(DebugListener& listener, int timeoutMs, QString* error)
{
  const int fd = listener.acceptOwn(timeoutMs, error);
  if (fd < 0)
    return nullptr;
  return std::make_unique<DebuggeeConnection>(fd);
}

}  // namespace Kibitz::Debugger
