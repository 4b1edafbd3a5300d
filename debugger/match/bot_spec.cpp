#include "match/bot_spec.h"

#include "course/course_player_build.h"

#include <QFileInfo>
#include <QProcess>

namespace Kibitz::Debugger {

std::optional<BotSpec> BotSpec::parse(const QString& text, QString* error)
{
  const qsizetype colon = text.indexOf(QLatin1Char(':'));
  const QString kind = colon < 0 ? QString() : text.left(colon);
  const QString value = colon < 0 ? QString() : text.mid(colon + 1);
  BotSpec spec;
  if (text == QLatin1String("human")) {
    spec.kind = Kind::Human;
    return spec;
  }
  if (kind == QLatin1String("builtin"))
    spec.kind = Kind::Builtin;
  else if (kind == QLatin1String("script"))
    spec.kind = Kind::Script;
  else if (kind == QLatin1String("cmd"))
    spec.kind = Kind::Command;
  else if (kind == QLatin1String("eda"))
    spec.kind = Kind::Course;
  else {
    *error = QStringLiteral("bot '%1': unknown kind (valid: builtin:NAME, script:PATH, cmd:COMMAND, eda:PLAYER, human)").arg(text);
    return std::nullopt;
  }
  if (value.trimmed().isEmpty()) {
    *error = QStringLiteral("bot '%1': nothing after '%2:'").arg(text, kind);
    return std::nullopt;
  }
  spec.value = value;
  // A course player is a file: kept by its absolute path, so that a replay re-runs and
  // continues it from any working directory (as imports store it).
  if (spec.kind == Kind::Course)
    spec.value = QFileInfo(value).absoluteFilePath();
  return spec;
}

QString BotSpec::toString() const
{
  switch (kind) {
  case Kind::Builtin: return QStringLiteral("builtin:") + value;
  case Kind::Script: return QStringLiteral("script:") + value;
  case Kind::Command: return QStringLiteral("cmd:") + value;
  case Kind::Course: return QStringLiteral("eda:") + value;
  case Kind::Human: return QStringLiteral("human");
  }
  return {};
}

QString BotSpec::defaultName() const
{
  switch (kind) {
  case Kind::Builtin: return value;
  case Kind::Human: return QStringLiteral("human");
  case Kind::Script: return QFileInfo(value).fileName();
  case Kind::Course: return CoursePlayerBuild::playerName(value);
  case Kind::Command: {
    // "python3 -u bots/mine.py" is "mine.py": an interpreter and its options name nothing.
    static const QStringList interpreters{QStringLiteral("python"), QStringLiteral("python3"), QStringLiteral("pypy"),
                                          QStringLiteral("pypy3"),  QStringLiteral("node"),    QStringLiteral("ruby"),
                                          QStringLiteral("perl"),   QStringLiteral("java"),    QStringLiteral("bash"),
                                          QStringLiteral("sh"),     QStringLiteral("env"),     QStringLiteral("lua"),
                                          QStringLiteral("php"),    QStringLiteral("Rscript"), QStringLiteral("julia")};
    const QStringList words = QProcess::splitCommand(value);
    if (words.isEmpty())
      return value;
    qsizetype k = 0;
    while (k + 1 < words.size()
           && (interpreters.contains(QFileInfo(words[k]).fileName()) || (k > 0 && words[k].startsWith(QLatin1Char('-')))))
      ++k;
    return QFileInfo(words[k]).fileName();
  }
  }
  return value;
}

}  // namespace Kibitz::Debugger
