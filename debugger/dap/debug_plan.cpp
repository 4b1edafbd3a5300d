#include "dap/debug_plan.h"

#include "course/course_player_build.h"
#include "dap/debug_build.h"
#include "dap/debug_listener.h"
#include "match/bot_spec.h"
#include "match/sandbox_policy.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace Kibitz::Debugger::DebugPlanner {

namespace {

bool isExternal(const QString& botSpec)
{
  QString why;
  const std::optional<BotSpec> spec = BotSpec::parse(botSpec, &why);
  return spec && spec->isExternal();
}

int chooseSeat(const QStringList& bots, int preferred)
{
  if (preferred >= 0 && preferred < bots.size() && isExternal(bots[preferred]))
    return preferred;
  for (int seat = 0; seat < bots.size(); ++seat)
    if (isExternal(bots[seat]))
      return seat;
  return -1;
}

std::optional<DebugTarget> nativeTarget(const QString& botSpec, ProcessOptions* options, DebugRefused* refused,
                                        const DebugTools& tools)
{
  QString error;
  const std::optional<DapClient::Program> adapter = tools.native(&error);
  if (!adapter) {
    *refused = {tools.nativeChoice == "gdb" ? DebugRefusal::ChosenAdapterMissing : DebugRefusal::NoNativeDebugger, {}};
    return std::nullopt;
  }
  DebugTarget target;
  target.adapter = *adapter;
  // A course player from source is built for debugging (cached apart from its release build).
  if (botSpec.startsWith(QLatin1String("eda:"))) {
    const QString command = options->courseCompileCommand.trimmed();
    options->courseCompileCommand = DebugBuild::commandFor(command.isEmpty() ? CoursePlayerBuild::defaultCompileCommand() : command);
  }
  return target;
}

std::optional<DebugTarget> pythonTarget(const QString& botSpec, DebugAttachment* attachment, DebugRefused* refused,
                                        const DebugTools& tools)
{
  QString error;
  const std::optional<DapAdapter::Python> debugpy = tools.python(&error);
  if (!debugpy) {
    *refused = {DebugRefusal::NoPythonDebugger, {}};
    return std::nullopt;
  }
  std::shared_ptr<DebugListener> listener = tools.listen ? tools.listen(&error) : DebugListener::open(&error);
  if (!listener) {
    *refused = {DebugRefusal::PythonSetupFailed, error};
    return std::nullopt;
  }
  attachment->pythonConnect = QStringLiteral("127.0.0.1:%1").arg(listener->port());
  attachment->pythonPath = debugpy->modulePath;
  // Only this bot connects: another seat's Python bot of the same match must not take the port.
  QString why;
  if (const std::optional<BotSpec> spec = BotSpec::parse(botSpec, &why))
    attachment->pythonScript = QDir::cleanPath(QFileInfo(QProcess::splitCommand(spec->value).value(1)).absoluteFilePath());
  return DapAdapter::pythonTarget(std::move(listener));
}

}  // namespace

std::optional<DebugPlan> plan(const DebugRequest& request, ProcessOptions* options, DebugRefused* refused,
                              const DebugTools& tools)
{
  options->debug.reset();
  DebugPlan planned;
  planned.seat = chooseSeat(request.bots, request.preferredSeat);
  if (planned.seat < 0) {
    *refused = {DebugRefusal::NoExternalSeat, {}};
    return std::nullopt;
  }
  planned.botSpec = request.bots[planned.seat];
  const bool python = DapAdapter::isPythonBot(planned.botSpec);
  // A native bot in the sandbox is attached from outside it (its own process, found
  // inside); debugpy needs a network port, which the sandbox does not have.
  if (python && SandboxPolicy::applied(*options).sandbox) {
    *refused = {DebugRefusal::PythonInSandbox, {}};
    return std::nullopt;
  }
  if (request.debugBuild) {
    QString error;
    if (const QString build = request.debugBuild(planned.botSpec, &error); !build.isEmpty())
      planned.botSpec = build;
    else if (!error.isEmpty()) {
      *refused = {DebugRefusal::DebugBuildFailed, error};
      return std::nullopt;
    }
  }
  DebugAttachment attachment;
  attachment.seat = planned.seat;
  std::optional<DebugTarget> target = python ? pythonTarget(planned.botSpec, &attachment, refused, tools)
                                             : nativeTarget(planned.botSpec, options, refused, tools);
  if (!target)
    return std::nullopt;
  planned.target = std::move(*target);
  attachment.target = std::make_shared<const DebugTarget>(planned.target);
  options->debug = std::move(attachment);
  if (request.match)
    options->judgeOnCpuTime = true;
  return planned;
}

std::optional<DebugRefused> checkDebuggee(qint64 pid, bool sandboxed)
{
  if (pid > 0)
    return std::nullopt;
  return DebugRefused{sandboxed ? DebugRefusal::ProcessInSandbox : DebugRefusal::ProcessNotFound, {}};
}

std::optional<DebugTarget> targetFor(const QString& botSpec, ProcessOptions* options, QString* error)
{
  DebugRequest request;
  request.bots = {botSpec};
  DebugRefused refused;
  std::optional<DebugPlan> planned = plan(request, options, &refused);
  if (!planned) {
    *error = cliText(refused);
    return std::nullopt;
  }
  return std::move(planned->target);
}

}  // namespace Kibitz::Debugger::DebugPlanner
