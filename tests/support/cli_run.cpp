#include "support/cli_run.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace Kibitz::Test {

CliResult runCli(const QString& program, const QStringList& args, const CliOptions& options)
{
  QProcess process;
  if (!options.workingDirectory.isEmpty())
    process.setWorkingDirectory(options.workingDirectory);
  if (!options.environment.isEmpty()) {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const QString& pair : options.environment)
      environment.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
    process.setProcessEnvironment(environment);
  }
  process.start(program, args);
  if (!options.input.isNull()) {
    process.write(options.input);
    process.closeWriteChannel();
  }
  CliResult result;
  if (!process.waitForFinished(options.timeoutMs)) {
    process.kill();
    process.waitForFinished();
    result.err = QStringLiteral("%1 did not finish within %2 ms").arg(program).arg(options.timeoutMs);
    return result;
  }
  result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
  result.outBytes = process.readAllStandardOutput();
  result.out = QString::fromUtf8(result.outBytes);
  result.err = QString::fromUtf8(process.readAllStandardError());
  return result;
}

}  // namespace Kibitz::Test
