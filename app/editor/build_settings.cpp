#include "editor/build_settings.h"

#include "application/settings.h"
#include "match/sandbox_policy.h"

#include "course/course_player_build.h"
#include "match/process_launch.h"

#include "core/game.h"
#include "core/registry.h"

#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>

namespace Kibitz::App::BuildSettings {

QString defaultCommand(BotLanguage language)
{
  switch (language) {
  case BotLanguage::Cpp: return QStringLiteral("g++ -std=c++17 -O2 -o BOT SOURCE");
  // The interpreter's own compile step: syntax errors at their lines, nothing written.
  case BotLanguage::Python:
    return QStringLiteral("python3 -c \"import sys; compile(open(sys.argv[1], 'rb').read(), sys.argv[1], 'exec')\" SOURCE");
  // The course API adds its include path, the files and the output itself.
  case BotLanguage::CourseCpp: return Debugger::CoursePlayerBuild::defaultCompileCommand();
  default: return QString();
  }
}

QString command(BotLanguage language)
{
  return Settings::buildCommand(languageKey(language), defaultCommand(language)).value();
}

void setCommand(BotLanguage language, const QString& command)
{
  Settings::buildCommand(languageKey(language), defaultCommand(language)).set(command.trimmed());
}

QStringList expand(const QString& command, const QString& botPath, const QString& sourcePath)
{
  static const QRegularExpression bot(QStringLiteral("\\bBOT\\b"));
  static const QRegularExpression source(QStringLiteral("\\bSOURCE\\b"));
  QStringList words = QProcess::splitCommand(command);
  for (QString& word : words) {
    word.replace(bot, botPath);
    word.replace(source, sourcePath);
  }
  return words;
}

QString outputPathFor(const QString& sourcePath)
{
  const QFileInfo info(sourcePath);
  return info.absolutePath() + QLatin1Char('/') + info.completeBaseName();
}

QString runCommand(BotLanguage language, const QString& sourcePath)
{
  if (language == BotLanguage::Python)
    return QStringLiteral("python3 ") + Debugger::quotedCommandWord(QFileInfo(sourcePath).absoluteFilePath());
  return Debugger::quotedCommandWord(outputPathFor(QFileInfo(sourcePath).absoluteFilePath()));
}

QString runSpec(BotLanguage language, const QString& sourcePath)
{
  if (language == BotLanguage::CourseCpp)
    return QStringLiteral("eda:") + QFileInfo(sourcePath).absoluteFilePath();
  return QStringLiteral("cmd:") + runCommand(language, sourcePath);
}

QString coursePlayersFolder()
{
  return Settings::coursePlayersFolder.value();
}

void setCoursePlayersFolder(const QString& folder)
{
  Settings::coursePlayersFolder.set(folder.trimmed());
}

QString courseGameId()
{
  for (const Rules::Game* game : Rules::Registry::all())
    if (Debugger::CoursePlayerBuild::gameHasCourseApi(game->info().id))
      return game->info().id;
  return {};
}

bool sandboxBots()
{
  return Settings::sandboxBots.value();
}

void setSandboxBots(bool on)
{
  Settings::sandboxBots.set(on);
  Debugger::SandboxPolicy::setRequired(on);
}

Debugger::ProcessOptions processOptions()
{
  Debugger::ProcessOptions options;
  options.courseCompileCommand = command(BotLanguage::CourseCpp);
  options.sandbox = sandboxBots();
  Debugger::SandboxPolicy::setRequired(options.sandbox);
  return options;
}

}  // namespace Kibitz::App::BuildSettings
