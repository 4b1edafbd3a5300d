#include "dap/debug_build.h"

#include "match/process_launch.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStringList>

namespace Kibitz::Debugger::DebugBuild {

QString commandFor(const QString& compileCommand)
{
  static const QRegularExpression optimisation(QStringLiteral("^-O([0-3sgz]|fast)?$"));
  static const QRegularExpression debugInfo(QStringLiteral("^-g(gdb)?[0-3]?$"));
  QStringList words = QProcess::splitCommand(compileCommand);
  if (words.isEmpty())
    return compileCommand;
  bool optimised = false;
  bool hasDebugInfo = false;
  for (QString& word : words) {
    if (optimisation.match(word).hasMatch()) {
      word = QStringLiteral("-O0");
      optimised = true;
    }
    hasDebugInfo = hasDebugInfo || debugInfo.match(word).hasMatch();
  }
  // Right after the compiler, before any file names or -o.
  if (!optimised)
    words.insert(1, QStringLiteral("-O0"));
  if (!hasDebugInfo)
    words.insert(1, QStringLiteral("-g"));
  QStringList quoted;
  for (const QString& word : words)
    quoted << quotedCommandWord(word);
  return quoted.join(QLatin1Char(' '));
}

}  // namespace Kibitz::Debugger::DebugBuild
