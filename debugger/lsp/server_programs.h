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
  QString package;      // the Debian package that installs it
  QJsonObject settings;  // sent with workspace/didChangeConfiguration
  QJsonObject initializationOptions;
  QString compileCommandsDir;  // C++: where its compile_commands.json goes
};

namespace ServerPrograms {
// clangd reading the compile commands of `compileCommandsDir` (never the bot's folder):
// no background index, so nothing is written next to the bot.
ServerProgram clangd(const QString& compileCommandsDir);
// pylsp with pyflakes (errors) on and the style checkers off.
ServerProgram pylsp();
}  // namespace ServerPrograms

}  // namespace Kibitz::Debugger
