#include "editor/debug_bot_build.h"

#include "editor/build_settings.h"

#include "course/course_player_build.h"
#include "dap/debug_build.h"
#include "match/bot_spec.h"
#include "match/process_launch.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

namespace Kibitz::App {

namespace {

constexpr int kBuildTimeoutMs = 5 * 60 * 1000;

// The C++ source the editor built `program` from, or "".
QString sourceOf(const QString& program)
{
  for (const char* extension : {".cc", ".cpp", ".cxx", ".c++"})
    if (const QString source = program + QLatin1String(extension); QFileInfo(source).isFile())
      return source;
  return {};
}

QByteArray fileContent(const QString& path)
{
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

}  // namespace

QString debugBuildOf(const QString& botSpec, QString* error)
{
  QString why;
  const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(botSpec, &why);
  if (!spec || spec->kind != Debugger::BotSpec::Kind::Command || BuildSettings::sandboxBots())
    return {};
  const QStringList words = QProcess::splitCommand(spec->value);
  if (words.size() != 1)
    return {};
  const QString program = QFileInfo(words.first()).absoluteFilePath();
  const QString source = sourceOf(program);
  if (source.isEmpty())
    return {};

  // Cached by content and command, as the course players are.
  const QString command = Debugger::DebugBuild::commandFor(BuildSettings::command(BotLanguage::Cpp));
  const QByteArray content = fileContent(source);
  QCryptographicHash key(QCryptographicHash::Sha256);
  key.addData(command.toUtf8());
  key.addData(QByteArray(1, '\0'));
  key.addData(source.toUtf8());
  key.addData(QByteArray(1, '\0'));
  key.addData(content);
  const QString dir = QStringLiteral("%1/debug_builds/%2").arg(Debugger::CoursePlayerBuild::cacheRoot(),
                                                              QString::fromLatin1(key.result().toHex().left(32)));
  const QString output = dir + QLatin1Char('/') + QFileInfo(program).fileName();
  const QString runSpec = QStringLiteral("cmd:") + Debugger::quotedCommandWord(output);
  if (QFileInfo(output).isExecutable())
    return runSpec;
  if (!QDir().mkpath(dir)) {
    *error = QStringLiteral("cannot create %1").arg(dir);
    return {};
  }
  // Built beside, then moved in: a build cut short never looks finished.
  const QString partial = output + QStringLiteral(".partial");
  QStringList build = BuildSettings::expand(command, partial, source);
  QProcess compiler;
  compiler.setProcessChannelMode(QProcess::MergedChannels);
  compiler.setWorkingDirectory(QFileInfo(source).absolutePath());
  compiler.start(build.takeFirst(), build);
  if (!compiler.waitForFinished(kBuildTimeoutMs) || compiler.exitStatus() != QProcess::NormalExit || compiler.exitCode() != 0) {
    compiler.kill();
    compiler.waitForFinished(1000);
    const QString said = QString::fromUtf8(compiler.readAll().left(4000)).trimmed();
    *error = QStringLiteral("the debug build of %1 failed: %2").arg(QFileInfo(source).fileName(), said.isEmpty() ? compiler.errorString() : said);
    QFile::remove(partial);
    return {};
  }
  if (!QFile::rename(partial, output)) {
    *error = QStringLiteral("cannot move the debug build to %1").arg(output);
    QFile::remove(partial);
    return {};
  }
  return runSpec;
}

}  // namespace Kibitz::App
