#pragma once

#include <QtGlobal>

#include <functional>

namespace Kibitz::Debugger {

// A sandboxed bot's own process, seen from outside the sandbox, for a debugger to attach
// to: Kibitz starts bubblewrap, which starts the first process of the sandbox's PID
// namespace (bubblewrap again), which starts the bot (through prlimit, which sets the
// process cap and replaces itself with the bot). 0 while there is no such process.
qint64 sandboxedBotProcess(qint64 bubblewrapPid);

// The same once the bot's own program runs there (neither bubblewrap nor prlimit any more),
// waiting for it up to `timeoutMs`: a match's bot is attached right after it starts. 0 if
// it did not come (the sandbox failed, or the bot ended).
qint64 waitForSandboxedBot(qint64 bubblewrapPid, int timeoutMs);

// The process a debugger attaches to for the bot Kibitz started as `processId`: that one,
// or in the sandbox the bot inside it, looked for (waitForSandboxedBot) once, when first
// asked, and the same answer every time after. Callable from any thread.
std::function<qint64()> debuggeeFinder(qint64 processId, bool sandboxed);

}  // namespace Kibitz::Debugger
