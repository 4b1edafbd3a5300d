#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace Kibitz::Debugger {

// The language servers the editor runs, how and with which settings. The program may be
// replaced by $KIBITZ_CLANGD / $KIBITZ_PYLSP (tests use it for servers that misbehave).
struct ServerProgram {
  QString languageId;   // the LSP languageId of its documents: "cpp", "python"
  QString name;         // "clangd", "pylsp"
  QString program;      // its path, "" when it is not installed
  QStringList arguments;
  // Arguments that make the server exit when Kibitz's process is gone: not given in the
  // sandbox, whose process namespace hides Kibitz (bwrap then ends the server itself).
  QStringList parentCheckArguments;
  QString package;      // the Debian package that installs it
  QJsonObject settings;  // sent with workspace/didChangeConfiguration
  QJsonObject initializationOptions;
  QString compileCommandsDir;  // C++: where its compile_commands.json goes
  // Its memory (RLIMIT_DATA: heap and private mappings) and priority: a source of recursive
  // macros grew clangd to 6 GB. A server over its cap dies and is restarted, then given up.
  qint64 memoryBytes = qint64(2) << 30;
};

namespace ServerPrograms {
// clangd reading the compile commands of `compileCommandsDir` (never the bot's folder):
// no background index, so nothing is written next to the bot, and no .clangd configuration
// (a downloaded folder's could add flags that write elsewhere: -fmodules-cache-path=...).
ServerProgram clangd(const QString& compileCommandsDir);
// pylsp with pyflakes (errors) on and the style checkers off.
ServerProgram pylsp();
}  // namespace ServerPrograms

}  // namespace Kibitz::Debugger
