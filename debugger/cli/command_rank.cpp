// kibitz-cli rank: the ranking of results files (worker output) and arena databases, the
// same text and JSON `arena` prints; --db merges the results into a database (docs/arena.md).
#include "cli/cli_output.h"

#include "arena/job_line.h"
#include "arena/ranking_output.h"
#include "arena/results_db.h"
#include "arena/version_history.h"

#include <QFile>
#include <QJsonArray>

#include <cstdio>

namespace Kibitz::Cli {

namespace {

const QString kUsage =
    QStringLiteral("kibitz-cli rank FILE... [--db FILE] [--sprt ELO0,ELO1[,ALPHA,BETA] | --history NAME] [--json]   (results .jsonl files or databases)");

bool isDatabase(const QString& path)
{
  QFile file(path);
  return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3\0", 16);
}

// The SPRT an arena database was played with, if any.
std::optional<Debugger::Arena::SprtSettings> sprtOf(const QJsonObject& identity)
{
  const QJsonArray a = identity.value(QStringLiteral("sprt")).toArray();
  if (a.size() != 4)
    return std::nullopt;
  return Debugger::Arena::SprtSettings{a[0].toDouble(), a[1].toDouble(), a[2].toDouble(), a[3].toDouble()};
}

// The results of a worker's output; error lines are counted, a line that is not a result stops.
bool readResults(const QString& path, QList<Debugger::Arena::MatchOutcome>* outcomes, QStringList* notPlayed, QString* error)
{
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    *error = QStringLiteral("%1: %2").arg(path, file.errorString());
    return false;
  }
  qint64 number = 0, nonBlank = 0;
  while (!file.atEnd()) {
    QByteArray line = file.readLine(Debugger::Arena::JobLine::kMaxLineBytes + 2);
    ++number;
    if (!line.endsWith('\n') && !file.atEnd()) {
      *error = QStringLiteral("%1:%2: the line is longer than %3 bytes").arg(path).arg(number).arg(Debugger::Arena::JobLine::kMaxLineBytes);
      return false;
    }
    if (line.trimmed().isEmpty())
      continue;
    ++nonBlank;
    QString problem;
    std::optional<Debugger::Arena::MatchOutcome> o = Debugger::Arena::JobLine::parseResult(line.trimmed(), &problem);
    if (!o) {
      *error = QStringLiteral("%1:%2: not a result line: %3").arg(path).arg(number).arg(problem);
      return false;
    }
    if (!o->played())
      *notPlayed << QStringLiteral("%1:%2: %3").arg(path).arg(number).arg(o->error);
    else
      *outcomes << *o;
  }
  // Workers that never ran (a remote login without kibitz-cli, a shell that failed) leave
  // an empty file, and GNU parallel may still exit 0: say so rather than rank nothing.
  if (nonBlank == 0)
    err(QStringLiteral("kibitz-cli: warning: %1 holds no result lines: did its workers run?").arg(path));
  return true;
}

}  // namespace

int commandRank(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption dbOption(QStringLiteral("db"), QStringLiteral("Merge the results into this database, and rank what it holds."),
                                    QStringLiteral("FILE"));
  const QCommandLineOption sprtOption(QStringLiteral("sprt"), QStringLiteral("Count the matches an SPRT between the two bots would have counted."),
                                      QStringLiteral("ELO0,ELO1[,ALPHA,BETA]"));
  const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print the ranking as JSON."));
  const QCommandLineOption historyOption(QStringLiteral("history"),
                                         QStringLiteral("Print the versions of this bot over time, rated against the opponents they all met."),
                                         QStringLiteral("NAME"));
  parser.addOptions({dbOption, sprtOption, jsonOption, historyOption});
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("Results (.jsonl from kibitz-cli worker) or arena databases."));
  int code = 0;
  if (!parseArguments(parser, args, 1, 100000, kUsage, &code))
    return code;
  QString error;
  if (parser.isSet(historyOption) && parser.isSet(sprtOption))
    return fail(QStringLiteral("--history and --sprt cannot be combined"));
  std::optional<Debugger::Arena::SprtSettings> sprt;
  if (parser.isSet(sprtOption)) {
    sprt = Debugger::Arena::SprtSettings::parse(parser.value(sprtOption), &error);
    if (!sprt)
      return fail(error);
  }

  QList<Debugger::Arena::MatchOutcome> outcomes;
  QStringList notPlayed;
  std::optional<Debugger::Arena::SprtSettings> dbSprt;
  for (const QString& path : parser.positionalArguments()) {
    if (!QFile::exists(path))
      return fail(QStringLiteral("%1: no such file").arg(path));
    if (isDatabase(path)) {
      std::unique_ptr<Debugger::Arena::ResultsDb> db = Debugger::Arena::ResultsDb::open(path, &error, Debugger::Arena::ResultsDb::Access::Read);
      if (!db)
        return fail(error);
      std::optional<QList<Debugger::Arena::MatchOutcome>> stored = db->outcomes(&error);
      if (!stored)
        return fail(error);
      outcomes << *stored;
      if (!dbSprt && db->arenas().size() == 1)  // an SPRT follows one arena
        dbSprt = sprtOf(db->identity());
    } else if (!readResults(path, &outcomes, &notPlayed, &error)) {
      return fail(error);
    }
  }
  if (!notPlayed.isEmpty())
    err(QStringLiteral("kibitz-cli: warning: %1 result lines are errors (jobs that could not be played, lines that "
                       "were not jobs) and are not ranked (first: %2)")
            .arg(notPlayed.size())
            .arg(notPlayed.constFirst()));

  if (parser.isSet(dbOption)) {
    std::unique_ptr<Debugger::Arena::ResultsDb> db = Debugger::Arena::ResultsDb::open(
        parser.value(dbOption), &error, Debugger::Arena::ResultsDb::Access::Write, [&] {
          err(QStringLiteral("rank: another process is writing to %1: waiting for it to end").arg(parser.value(dbOption)));
        });
    if (!db)
      return fail(error);
    qint64 added = 0, present = 0;
    for (const Debugger::Arena::MatchOutcome& o : std::as_const(outcomes)) {
      if (db->scheduleId() != o.schedule && !db->claim(o.schedule, QJsonObject(), &error))
        return fail(error);
      bool inserted = false;
      if (!db->insert(o, true, &inserted, &error))
        return fail(error);
      (inserted ? added : present) += 1;
    }
    err(QStringLiteral("rank: %1 matches merged into %2 (%3 were there already)").arg(added).arg(parser.value(dbOption)).arg(present));
    std::optional<QList<Debugger::Arena::MatchOutcome>> stored = db->outcomes(&error);
    if (!stored)
      return fail(error);
    outcomes = *stored;
    if (!dbSprt && db->arenas().size() == 1)
      dbSprt = sprtOf(db->identity());
  }

  if (outcomes.isEmpty())
    return fail(QStringLiteral("nothing to rank: no played matches in %1").arg(parser.positionalArguments().join(QStringLiteral(", "))));

  if (parser.isSet(historyOption)) {
    const std::optional<Debugger::Arena::VersionHistory> history =
        Debugger::Arena::computeVersionHistory(outcomes, parser.value(historyOption), &error);
    if (!history)
      return fail(error);
    if (parser.isSet(jsonOption))
      outJson(QJsonDocument(Debugger::Arena::versionHistoryJson(*history)));
    else
      for (const QString& line : Debugger::Arena::versionHistoryText(*history))
        out(line);
    return kSuccess;
  }

  const std::optional<Debugger::Arena::Standings> standings =
      Debugger::Arena::computeStandings(outcomes, sprt ? sprt : dbSprt, &error);
  if (!standings)
    return fail(error);
  if (parser.isSet(jsonOption))
    outJson(QJsonDocument(Debugger::Arena::rankingJson(*standings)));
  else
    for (const QString& line : Debugger::Arena::rankingText(*standings))
      out(line);
  return kSuccess;
}

}  // namespace Kibitz::Cli
