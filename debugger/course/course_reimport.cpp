#include "course/course_reimport.h"

#include "match/match_builder.h"
#include "replay/replay_convert.h"

#include "core/game.h"
#include "core/replay_format.h"

#include <QDir>
#include <QFileInfo>

namespace Kibitz::Debugger::CourseReimport {

namespace {

// "line 812 (round 0): the log has '...', the players give '...'".
QString firstDifference(const QByteArray& expected, const QByteArray& actual)
{
  const QList<QByteArray> a = expected.split('\n');
  const QList<QByteArray> b = actual.split('\n');
  QString round = QStringLiteral("the header");
  for (qsizetype k = 0; k < std::max(a.size(), b.size()); ++k) {
    const QByteArray x = a.value(k);
    const QByteArray y = b.value(k);
    if (x.startsWith("round "))
      round = QString::fromLatin1(x.trimmed());
    if (k >= a.size() || k >= b.size() || x != y) {
      const auto shown = [](const QList<QByteArray>& lines, qsizetype i) {
        return i < lines.size() ? QStringLiteral("'%1'").arg(QString::fromLatin1(lines[i].left(80))) : QStringLiteral("nothing more");
      };
      return QStringLiteral("line %1 (%2): the log has %3, the players give %4").arg(k + 1).arg(round, shown(a, k), shown(b, k));
    }
  }
  return {};
}

}  // namespace

std::optional<QStringList> findPlayers(const QString& dir, const QStringList& names, QString* error)
{
  if (!QFileInfo(dir).isDir()) {
    *error = QStringLiteral("players folder %1: no such folder").arg(dir);
    return std::nullopt;
  }
  QStringList paths;
  QStringList missing;
  for (const QString& name : names) {
    QString found;
    for (const QString& candidate : {QStringLiteral("AI%1.cc"), QStringLiteral("AI%1.cpp"), QStringLiteral("AI%1.o.Linux64"),
                                     QStringLiteral("AI%1.o")}) {
      const QString path = QFileInfo(QDir(dir).filePath(candidate.arg(name))).absoluteFilePath();
      if (QFileInfo(path).isFile()) {
        found = path;
        break;
      }
    }
    if (found.isEmpty())
      missing << name;
    paths << found;
  }
  if (!missing.isEmpty()) {
    missing.removeDuplicates();
    *error = QStringLiteral("players folder %1 has no course player for %2 (looked for AI<Name>.cc, .cpp, .o.Linux64, .o)")
                 .arg(dir, missing.join(QStringLiteral(", ")));
    return std::nullopt;
  }
  return paths;
}

std::optional<Replay> replay(const Rules::Game& game, const Rules::ReplayFormat& format, const Rules::ImportedMatch& imported,
                             const QByteArray& data, const QString& sourceName, const QString& playersDir,
                             const ProcessOptions& processOptions, QString* error)
{
  if (!format.canExport()) {
    *error = QStringLiteral("%1: %2 logs cannot be checked against course players").arg(sourceName, format.id());
    return std::nullopt;
  }
  // The players play the whole match: they can never give a log that was cut off.
  if (!imported.truncated.isEmpty()) {
    *error = QStringLiteral("%1: %2; course players can only play a whole log again").arg(sourceName, imported.truncated);
    return std::nullopt;
  }
  std::optional<QStringList> players = findPlayers(playersDir, imported.setup.playerNames, error);
  if (!players) {
    *error = QStringLiteral("%1: %2").arg(sourceName, *error);
    return std::nullopt;
  }
  MatchRequest request = ReplayConvert::requestFor(game, imported);
  for (const QString& path : *players)
    request.bots << QStringLiteral("eda:") + path;
  request.processOptions = processOptions;
  QString problem;
  std::unique_ptr<MatchRunner> runner = MatchBuilder::build(request, &problem);
  if (!runner) {
    *error = QStringLiteral("%1: %2").arg(sourceName, problem);
    return std::nullopt;
  }
  runner->run();
  runner->setOrigin(QStringLiteral("import"), format.id());
  runner->setOrigin(QStringLiteral("file"), sourceName);
  runner->setOrigin(QStringLiteral("players"), QFileInfo(playersDir).absoluteFilePath());
  Replay replay = runner->takeReplay();
  // The players must give the log itself: every state, every move, every score.
  std::optional<QByteArray> again = ReplayConvert::exportMatch(replay, format, &problem);
  if (!again) {
    *error = QStringLiteral("%1: %2").arg(sourceName, problem);
    return std::nullopt;
  }
  if (*again != data) {
    *error = QStringLiteral("%1: the course players of %2 do not give this log: %3")
                 .arg(sourceName, playersDir, firstDifference(data, *again));
    return std::nullopt;
  }
  return replay;
}

}  // namespace Kibitz::Debugger::CourseReimport
