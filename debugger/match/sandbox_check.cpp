#include "match/sandbox_check.h"

#include "match/process_channel.h"
#include "match/process_launch.h"
#include "match/process_spawn.h"
#include "match/sandbox_command.h"

#include <QDir>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <mutex>
#include <unistd.h>

namespace Kibitz::Debugger {

namespace {

constexpr qint64 kTrialLimitNs = 10'000'000'000;

// bwrap's own words, then what usually causes them and the fix.
QString explainBwrapFailure(const QString& goneReason, const QByteArray& stderrBytes)
{
  QString said = QString::fromLocal8Bit(stderrBytes).trimmed();
  said = said.section(QLatin1Char('\n'), 0, 0);
  const QString what = said.isEmpty() ? goneReason : said;
  const bool namespaces = said.contains(QLatin1String("namespace"), Qt::CaseInsensitive)
                          || said.contains(QLatin1String("uid map"), Qt::CaseInsensitive)
                          || said.contains(QLatin1String("Operation not permitted"));
  if (!namespaces)
    return QStringLiteral("bwrap failed to run a trial program: %1").arg(what);
  QString text = QStringLiteral("bwrap cannot create the sandbox's namespaces (%1): unprivileged user namespaces are "
                                "disabled or restricted here. Allow them: sysctl -w user.max_user_namespaces=10000; on "
                                "Debian before 11 also sysctl -w kernel.unprivileged_userns_clone=1; on Ubuntu 23.10 and "
                                "later sysctl -w kernel.apparmor_restrict_unprivileged_userns=0 (or an AppArmor profile "
                                "for bwrap); inside a container, the container must allow them")
                     .arg(what);
  if (geteuid() == 0)
    text += QStringLiteral(". Kibitz runs as root, so the sandbox runs bots as user nobody (%1), which needs them too")
                .arg(kSandboxRootUid);
  return text;
}

// Starts /bin/true in the sandbox and waits for it to exit.
bool trialRun(QString* reason)
{
  QTemporaryDir workDir(QDir::tempPath() + QStringLiteral("/kibitz-sandbox-check-XXXXXX"));
  if (!workDir.isValid()) {
    *reason = QStringLiteral("cannot create a working directory for a trial run: %1").arg(workDir.errorString());
    return false;
  }
  LaunchPlan plan;
  plan.workingDirectory = QFile::encodeName(workDir.path());
  plan.environment = {"PATH=/usr/bin:/bin", "HOME=" + plan.workingDirectory};
  const QString trueProgram =
      QStandardPaths::findExecutable(QStringLiteral("true"), {QStringLiteral("/usr/bin"), QStringLiteral("/bin")});
  if (trueProgram.isEmpty()) {
    *reason = QStringLiteral("'true' is not in /usr/bin or /bin (coreutils)");
    return false;
  }
  if (!wrapInSandbox({QFile::encodeName(trueProgram)}, ProcessOptions{}, &plan, reason))
    return false;
  SpawnedBot bot;
  QString why;
  if (!spawnBot(plan, &bot, &why)) {
    *reason = QStringLiteral("cannot start bwrap: %1").arg(why);
    return false;
  }
  ProcessChannel channel(bot, ProcessChannel::Bounds{});
  const ProcessChannel::Turn turn = channel.exchange({}, kTrialLimitNs, [](const QStringList&) { return false; });
  const std::optional<int> status = channel.waitStatus();
  channel.finish({}, 0);
  if (status && *status == 0)
    return true;
  if (!status) {
    *reason = QStringLiteral("a trial program in the sandbox did not end within %1 s").arg(kTrialLimitNs / 1'000'000'000);
    return false;
  }
  *reason = explainBwrapFailure(channel.goneReason(), turn.stderrBytes);
  return false;
}

}  // namespace

bool sandboxAvailable(QString* reason)
{
  static std::mutex mutex;
  static bool works = false;
  std::lock_guard<std::mutex> lock(mutex);
  if (!works)
    works = trialRun(reason);
  return works;
}

}  // namespace Kibitz::Debugger
