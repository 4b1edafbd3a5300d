#include "lsp/server_programs.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace Kibitz::Debugger::ServerPrograms {

namespace {

QString find(const char* overrideVariable, const QStringList& names)
{
  const QString forced = qEnvironmentVariable(overrideVariable);
  if (!forced.isEmpty())  // a path, or a name on PATH; "" when neither runs
    return QFileInfo(forced).isExecutable() ? QFileInfo(forced).absoluteFilePath() : QStandardPaths::findExecutable(forced);
  for (const QString& name : names)
    if (const QString path = QStandardPaths::findExecutable(name); !path.isEmpty())
      return path;
  return {};
}

QJsonObject enabled(bool on)
{
  return {{QStringLiteral("enabled"), on}};
}

}  // namespace

ServerProgram clangd(const QString& compileCommandsDir)
{
  ServerProgram p;
  p.languageId = QStringLiteral("cpp");
  p.name = QStringLiteral("clangd");
  p.package = QStringLiteral("clangd");
  p.program = find("KIBITZ_CLANGD", {QStringLiteral("clangd"), QStringLiteral("clangd-16"), QStringLiteral("clangd-15"),
                                     QStringLiteral("clangd-14")});
  p.compileCommandsDir = compileCommandsDir;
  p.arguments = {QStringLiteral("--compile-commands-dir=") + compileCommandsDir, QStringLiteral("--background-index=false"),
                 QStringLiteral("--header-insertion=never"), QStringLiteral("--pch-storage=memory"),
                 QStringLiteral("--log=error"), QStringLiteral("-j=1"), QStringLiteral("--enable-config=false")};
  return p;
}

ServerProgram pylsp()
{
  ServerProgram p;
  p.languageId = QStringLiteral("python");
  p.name = QStringLiteral("pylsp");
  p.package = QStringLiteral("python3-pylsp python3-pyflakes");
  p.program = find("KIBITZ_PYLSP", {QStringLiteral("pylsp")});
  // It exits by itself when Kibitz is gone, however Kibitz ended.
  p.parentCheckArguments = {QStringLiteral("--check-parent-process")};
  p.memoryBytes = qint64(1) << 30;
  const QJsonObject plugins{
      {QStringLiteral("pyflakes"), enabled(true)},         {QStringLiteral("pycodestyle"), enabled(false)},
      {QStringLiteral("mccabe"), enabled(false)},          {QStringLiteral("pydocstyle"), enabled(false)},
      {QStringLiteral("pylint"), enabled(false)},          {QStringLiteral("flake8"), enabled(false)},
      {QStringLiteral("yapf"), enabled(false)},            {QStringLiteral("autopep8"), enabled(true)},
      {QStringLiteral("rope_completion"), enabled(false)}, {QStringLiteral("rope_autoimport"), enabled(false)},
      // The editor inserts each completion's name: resolving labels into signatures (jedi's
      // slowest step, 25 items by default) and snippets would be work nobody sees.
      {QStringLiteral("jedi_completion"), QJsonObject{{QStringLiteral("enabled"), true},
                                                      {QStringLiteral("resolve_at_most"), 0},
                                                      {QStringLiteral("include_params"), false}}},
  };
  p.settings = {{QStringLiteral("pylsp"), QJsonObject{{QStringLiteral("plugins"), plugins}}}};
  return p;
}

}  // namespace Kibitz::Debugger::ServerPrograms
