#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace Kibitz::Debugger {

class DebugListener;

// How a DapClient's bytes reach the debugger: an adapter process on its stdin and stdout
// (lldb-vscode, gdb -i dap), or the connection a debuggee made to Kibitz (debugpy started
// with --connect). Blocking, used from one thread; that thread's event loop, when it runs
// one, may be told when there is something to read (watch()).
class DapTransport {
public:
  virtual ~DapTransport() = default;
  virtual void write(const QByteArray& bytes) = 0;
  // What arrived since the last call.
  virtual QByteArray read() = 0;
  // Waits up to `ms` for something to read (or the end).
  virtual void waitForReadyRead(int ms) = 0;
  virtual bool running() const = 0;
  // Why it is not running (the adapter's exit, the connection closed), for messages.
  virtual QString endReason() const = 0;
  // Closes the way to the debugger: the adapter's stdin (then, after `graceMs`, kills it),
  // or the connection.
  virtual void stop(int graceMs) = 0;
  // Calls `readable` on this thread's event loop whenever something may have arrived (or
  // the transport ended), so that a worker waits in its event loop instead of a read.
  virtual void watch(std::function<void()> readable) = 0;
  // The name messages give it.
  virtual QString name() const = 0;
  // It ended because the debuggee ended (its connection closed cleanly): the session is
  // over, not broken.
  virtual bool debuggeeEnded() const { return false; }
};

// An adapter process, killed with Kibitz however Kibitz ends.
std::unique_ptr<DapTransport> startAdapterProcess(const QString& program, const QStringList& arguments,
                                                  const QStringList& environment, QString* error);
// The connection the debuggee makes to `listener` within `timeoutMs`.
std::unique_ptr<DapTransport> acceptDebuggee(DebugListener& listener, int timeoutMs, QString* error);

}  // namespace Kibitz::Debugger
