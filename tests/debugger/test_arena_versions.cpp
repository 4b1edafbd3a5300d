// A bot's versions (docs/arena.md, "Versions and history"): the SHA-256 of its file as it
// played, recorded per match; two arenas on one database with a bot changed between
// them keep both versions apart and rank them separately; a file changed during an arena
// gives each match the version that played it; worker result files keep versions apart
// when ranked and merged; a database of the previous format opens, ranks and is migrated;
// a hostile version in a result line or a database row is refused.
#include "arena/bot_version.h"
#include "arena/job_line.h"
#include "arena/match_play.h"
#include "arena/results_db.h"
#include "arena/standings.h"
#include "arena/version_history.h"
#include "support/cli_run.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include "support/sqlite_rows.h"

#include <QtTest>

#include <sys/stat.h>

using namespace Kibitz;

namespace {

using Test::CliResult;

CliResult cli(const QStringList& args, const QString& dir = {}, const QByteArray& input = {})
{
  Test::CliOptions options;
  options.workingDirectory = dir;
  options.input = input;
  options.timeoutMs = 300000;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

// Two Fencing bots as shell scripts: the first always breaks (and beats `random`), the
// second always advances.
const QByteArray kBreaker = "while read a && read b; do echo BREAK; done\n";
const QByteArray kAdvancer = "# another version\nwhile read a && read b; do echo ADVANCE; done\n";

bool writeFile(const QString& path, const QByteArray& bytes)
{
  QFile f(path);
  return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

QString sha256(const QByteArray& bytes)
{
  return QString::fromLatin1(QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex());
}

QString botSpec(const QString& script)
{
  return QStringLiteral("cmd:sh \"%1\"").arg(script);
}

QStringList arenaArgs(const QString& script, const QString& db, const QStringList& more = {})
{
  return QStringList{QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--bot"), botSpec(script),
                     QStringLiteral("--name"), QStringLiteral("mine"), QStringLiteral("--bot"), QStringLiteral("builtin:random"),
                     QStringLiteral("--matches"), QStringLiteral("6"), QStringLiteral("--jobs"), QStringLiteral("2"),
                     QStringLiteral("--db"), db} +
         more;
}

QJsonObject json(const QByteArray& bytes)
{
  return QJsonDocument::fromJson(bytes).object();
}

using Test::queryRows;

bool execAll(const QString& path, const QStringList& statements, QString* error)
{
  bool ok = true;
  {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("versions-write"));
    db.setDatabaseName(path);
    ok = db.open();
    QSqlQuery q(db);
    for (const QString& s : statements)
      if (ok && !q.exec(s)) {
        *error = s + QStringLiteral(": ") + q.lastError().text();
        ok = false;
      }
    q = QSqlQuery();
    db.close();
  }
  QSqlDatabase::removeDatabase(QStringLiteral("versions-write"));
  return ok;
}

// The ranking's bots by name: {name: version}.
QMap<QString, QString> rankedVersions(const QByteArray& rankJson)
{
  QMap<QString, QString> names;
  for (const QJsonValue& b : json(rankJson).value(QStringLiteral("ranking")).toArray())
    names.insert(b[QStringLiteral("name")].toString(), b[QStringLiteral("version")].toString());
  return names;
}

}  // namespace

class TestArenaVersions : public QObject {
  Q_OBJECT

private slots:
  void versionOfFiles()
  {
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("bot.sh"));
    QVERIFY(writeFile(script, kBreaker));
    // cmd: an interpreter's script is the version; built-in bots have none.
    QCOMPARE(Debugger::Arena::BotVersion::of(botSpec(script)), sha256(kBreaker));
    QCOMPARE(Debugger::Arena::BotVersion::of(QStringLiteral("builtin:fencer")), QString());
    // A program alone: the program's file as the launcher finds it.
    QVERIFY(QFile::copy(QStringLiteral("/bin/true"), dir.filePath(QStringLiteral("prog"))));
    QFile program(QStringLiteral("/bin/true"));
    QVERIFY(program.open(QIODevice::ReadOnly));
    QCOMPARE(Debugger::Arena::BotVersion::of(QStringLiteral("cmd:\"%1\" --fast").arg(dir.filePath(QStringLiteral("prog")))),
             sha256(program.readAll()));
    // Never a FIFO (nor waiting for a writer), a folder or a device.
    const QString fifo = dir.filePath(QStringLiteral("fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QString why;
    QCOMPARE(Debugger::Arena::BotVersion::ofFile(fifo, &why), QString());
    QCOMPARE(why, QStringLiteral("not a regular file"));
    QCOMPARE(Debugger::Arena::BotVersion::ofFile(dir.path(), &why), QString());
    QCOMPARE(Debugger::Arena::BotVersion::ofFile(QStringLiteral("/dev/zero"), &why), QString());
    QVERIFY(Debugger::Arena::BotVersion::valid(sha256(kBreaker)));
    QVERIFY(Debugger::Arena::BotVersion::valid(QString()));
    QVERIFY(!Debugger::Arena::BotVersion::valid(QStringLiteral("3F2A9C01")));
    QVERIFY(!Debugger::Arena::BotVersion::valid(QStringLiteral("<b>x</b>")));
    QVERIFY(!Debugger::Arena::BotVersion::valid(QString(65, QLatin1Char('a'))));
  }

  // The arena's process plays each match with the file as it is then: a bot rewritten
  // between two matches (the size kept, as an editor's save may) records each version.
  void fileChangedDuringArenaRecordsTheVersionThatPlayed()
  {
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("bot.sh"));
    const QByteArray second = QByteArray(kBreaker).replace("BREAK", "BRAKE");  // same size, other bytes
    QVERIFY(writeFile(script, kBreaker));
    Debugger::Arena::MatchJob job;
    job.schedule = QStringLiteral("s");
    job.gameId = QStringLiteral("fencing");
    job.seed = 1;
    job.seats << Debugger::Arena::JobSeat{0, QStringLiteral("mine"), botSpec(script)}
              << Debugger::Arena::JobSeat{1, QStringLiteral("random"), QStringLiteral("builtin:random")};
    const Debugger::Arena::MatchOutcome first = Debugger::Arena::playMatch(job, QString());
    QVERIFY2(first.played(), qPrintable(first.error));
    QCOMPARE(first.seats[0].version, sha256(kBreaker));
    QCOMPARE(first.seats[1].version, QString());
    QVERIFY(!first.finishedAt.isEmpty());
    QVERIFY(writeFile(script, second));
    job.index = 1;
    const Debugger::Arena::MatchOutcome later = Debugger::Arena::playMatch(job, QString());
    QVERIFY2(later.played(), qPrintable(later.error));
    QCOMPARE(later.seats[0].version, sha256(second));
    // Ranked as two bots, each version under its short form.
    const std::optional<Debugger::Arena::Standings> st = Debugger::Arena::computeStandings({first, later}, std::nullopt, nullptr);
    QVERIFY(st);
    QStringList names;
    for (const Debugger::Arena::BotStanding& b : st->ranking)
      names << b.name;
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("mine@") + sha256(kBreaker).left(8), QStringLiteral("mine@") + sha256(second).left(8),
                                 QStringLiteral("random")}));
  }

  // The same through kibitz-cli arena: a bot that changes its own file each time it starts
  // (one line more), one match at a time. Each match records the file it started from.
  void arenaRecordsEachMatchsVersion()
  {
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("bot.sh"));
    const QByteArray base = "echo '#' >> \"$0\"\n" + kBreaker;
    QVERIFY(writeFile(script, base));
    const QString db = dir.filePath(QStringLiteral("a.sqlite"));
    QStringList args = arenaArgs(script, db);
    args[args.indexOf(QStringLiteral("--jobs")) + 1] = QStringLiteral("1");
    const CliResult r = cli(args);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // The version of match idx: the file after k starts, k growing with idx.
    QHash<QString, int> starts;
    for (int k = 0; k < 20; ++k)
      starts.insert(sha256(base + QByteArray("#\n").repeated(k)), k);
    const QStringList rows = queryRows(db, QStringLiteral("SELECT idx, json_extract(versions, '$[' || "
                                                          "(CASE json_extract(seats, '$[0]') WHEN 0 THEN 0 ELSE 1 END) || ']') "
                                                          "FROM matches ORDER BY idx"));
    QCOMPARE(rows.size(), 6);
    int previous = -1;
    for (const QString& row : rows) {
      const QString version = row.section(QLatin1Char('|'), 1);
      QVERIFY2(starts.contains(version), qPrintable(row));
      QVERIFY2(starts.value(version) > previous, qPrintable(row));
      previous = starts.value(version);
    }
    const CliResult rank = cli({QStringLiteral("rank"), db, QStringLiteral("--json")});
    QCOMPARE(rankedVersions(rank.outBytes).size(), 7);  // six versions of mine, and random
  }

  void twoArenasOnOneDatabaseKeepTheVersionsApart()
  {
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("bot.sh"));
    const QString db = dir.filePath(QStringLiteral("a.sqlite"));
    QVERIFY(writeFile(script, kBreaker));
    const CliResult one = cli(arenaArgs(script, db, {QStringLiteral("--json")}));
    QVERIFY2(one.exitCode == 0, qPrintable(one.err));
    // One version: the plain name, as before versions.
    QCOMPARE(rankedVersions(one.outBytes).keys(), (QStringList{QStringLiteral("mine"), QStringLiteral("random")}));
    QCOMPARE(rankedVersions(one.outBytes).value(QStringLiteral("mine")), sha256(kBreaker));

    QVERIFY(writeFile(script, kAdvancer));
    const CliResult two = cli(arenaArgs(script, db));
    QVERIFY2(two.exitCode == 0, qPrintable(two.err));
    QVERIFY2(two.err.contains(QStringLiteral("6 of 6 stored")), qPrintable(two.err));  // a new arena, played whole
    QVERIFY2(two.err.contains(QStringLiteral("holds 1 other arena(s) (other bot versions or arguments)")), qPrintable(two.err));
    QCOMPARE(queryRows(db, QStringLiteral("SELECT count(*) FROM arenas")), QStringList{QStringLiteral("2")});
    QCOMPARE(queryRows(db, QStringLiteral("SELECT count(*) FROM matches")), QStringList{QStringLiteral("12")});
    QStringList versions = queryRows(db, QStringLiteral("SELECT json_extract(versions, '$[0]') FROM matches "
                                                        "WHERE json_extract(seats, '$[0]') = 0 ORDER BY finished_at, idx"));
    versions.removeDuplicates();
    QCOMPARE(versions, (QStringList{sha256(kBreaker), sha256(kAdvancer)}));
    // The same command again resumes the second arena: nothing left to play.
    const CliResult again = cli(arenaArgs(script, db));
    QVERIFY2(again.exitCode == 0, qPrintable(again.err));
    QCOMPARE(queryRows(db, QStringLiteral("SELECT count(*) FROM matches")), QStringList{QStringLiteral("12")});

    const CliResult rank = cli({QStringLiteral("rank"), db, QStringLiteral("--json")});
    QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
    const QMap<QString, QString> ranked = rankedVersions(rank.outBytes);
    const QString v1 = QStringLiteral("mine@") + sha256(kBreaker).left(8);
    const QString v2 = QStringLiteral("mine@") + sha256(kAdvancer).left(8);
    QCOMPARE(ranked.keys(), (QStringList{v1, v2, QStringLiteral("random")}));
    QCOMPARE(ranked.value(v1), sha256(kBreaker));
    QCOMPARE(ranked.value(v2), sha256(kAdvancer));
    const QJsonArray ranking = json(rank.outBytes).value(QStringLiteral("ranking")).toArray();
    QCOMPARE(ranking.first()[QStringLiteral("name")].toString(), v1);  // breaking beats random, advancing loses
    QCOMPARE(ranking.last()[QStringLiteral("name")].toString(), v2);
    const CliResult text = cli({QStringLiteral("rank"), db});
    QVERIFY2(text.out.contains(v1) && text.out.contains(v2), qPrintable(text.out));

    // The history: each version in the order it first played, against random.
    const CliResult history = cli({QStringLiteral("rank"), db, QStringLiteral("--history"), QStringLiteral("mine"), QStringLiteral("--json")});
    QVERIFY2(history.exitCode == 0, qPrintable(history.err));
    const QJsonObject h = json(history.outBytes);
    QCOMPARE(h.value(QStringLiteral("opponents")).toArray(), QJsonArray{QStringLiteral("random")});
    QCOMPARE(h.value(QStringLiteral("matches")).toInt(), 12);
    const QJsonArray points = h.value(QStringLiteral("versions")).toArray();
    QCOMPARE(points.size(), 2);
    QCOMPARE(points[0][QStringLiteral("label")].toString(), v1);
    QCOMPARE(points[0][QStringLiteral("matches")].toInt(), 6);
    QCOMPARE(points[0][QStringLiteral("wins")].toInt(), 6);
    QCOMPARE(points[1][QStringLiteral("label")].toString(), v2);
    QCOMPARE(points[1][QStringLiteral("losses")].toInt(), 6);
    QVERIFY(points[0][QStringLiteral("elo")].toDouble() > points[1][QStringLiteral("elo")].toDouble());
    QVERIFY(points[0][QStringLiteral("first_played")].toString() <= points[1][QStringLiteral("first_played")].toString());
    QCOMPARE(points[1][QStringLiteral("elo95")].toArray().size(), 2);
    const CliResult historyText = cli({QStringLiteral("rank"), db, QStringLiteral("--history"), QStringLiteral("mine")});
    QVERIFY2(historyText.out.startsWith(QStringLiteral("fencing: history of mine, 2 versions against random (12 matches)")),
             qPrintable(historyText.out));
    const CliResult unknown = cli({QStringLiteral("rank"), db, QStringLiteral("--history"), QStringLiteral("nobody")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("no match of a bot named 'nobody'")), qPrintable(unknown.err));
  }

  void workerResultsKeepTheVersionsApart()
  {
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("bot.sh"));
    QStringList files;
    for (const QByteArray& content : {kBreaker, kAdvancer}) {
      QVERIFY(writeFile(script, content));
      const CliResult plan = cli(arenaArgs(script, QString()).mid(0, 10) + QStringList{QStringLiteral("--plan")});
      QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
      const CliResult worker = cli({QStringLiteral("worker")}, dir.path(), plan.outBytes);
      QVERIFY2(worker.exitCode == 0, qPrintable(worker.err));
      QVERIFY(worker.outBytes.contains(sha256(content).toLatin1()));
      files << dir.filePath(QStringLiteral("results-%1.jsonl").arg(files.size()));
      QVERIFY(writeFile(files.last(), worker.outBytes));
    }
    const QString v1 = QStringLiteral("mine@") + sha256(kBreaker).left(8);
    const QString v2 = QStringLiteral("mine@") + sha256(kAdvancer).left(8);
    const CliResult rank = cli(QStringList{QStringLiteral("rank")} + files + QStringList{QStringLiteral("--json")});
    QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
    QCOMPARE(rankedVersions(rank.outBytes).keys(), (QStringList{v1, v2, QStringLiteral("random")}));
    // Merged into a database: two arenas, the same ranking.
    const QString merged = dir.filePath(QStringLiteral("merged.sqlite"));
    const CliResult merge = cli(QStringList{QStringLiteral("rank")} + files + QStringList{QStringLiteral("--db"), merged, QStringLiteral("--json")});
    QVERIFY2(merge.exitCode == 0, qPrintable(merge.err));
    QCOMPARE(merge.outBytes, rank.outBytes);
    QCOMPARE(queryRows(merged, QStringLiteral("SELECT count(*) FROM arenas")), QStringList{QStringLiteral("2")});
  }

  void hostileVersionsAreRefused()
  {
    QTemporaryDir dir;
    const QString script = dir.filePath(QStringLiteral("bot.sh"));
    QVERIFY(writeFile(script, kBreaker));
    const CliResult plan = cli(arenaArgs(script, QString()).mid(0, 10) + QStringList{QStringLiteral("--plan")});
    const CliResult worker = cli({QStringLiteral("worker")}, dir.path(), plan.outBytes);
    QVERIFY2(worker.exitCode == 0, qPrintable(worker.err));
    QList<QByteArray> lines = worker.outBytes.trimmed().split('\n');
    QVERIFY(lines.size() >= 2);
    lines[1].replace(sha256(kBreaker).toLatin1(), "\\u001b[31m<b>evil</b>");
    const QString results = dir.filePath(QStringLiteral("r.jsonl"));
    QVERIFY(writeFile(results, lines.join('\n') + '\n'));
    const CliResult rank = cli({QStringLiteral("rank"), results});
    QCOMPARE(rank.exitCode, 2);
    QVERIFY2(rank.err.contains(QStringLiteral("r.jsonl:2: not a result line: seat 1: \"version\" must be 8 to 64 lowercase hex digits")),
             qPrintable(rank.err));
    QVERIFY(!rank.err.contains(QLatin1Char('\x1b')));

    // A database row with a version that is not hex: refused, naming the match.
    const QString db = dir.filePath(QStringLiteral("a.sqlite"));
    QVERIFY(cli(arenaArgs(script, db)).exitCode == 0);
    QString error;
    QVERIFY2(execAll(db, {QStringLiteral("UPDATE matches SET versions = '[\"<b>x</b>\", \"\"]' WHERE idx = 3")}, &error), qPrintable(error));
    const CliResult rankDb = cli({QStringLiteral("rank"), db});
    QCOMPARE(rankDb.exitCode, 2);
    QVERIFY2(rankDb.err.contains(QStringLiteral("match 3 is damaged (its versions are not")), qPrintable(rankDb.err));
  }

  // A database of format 1 (one arena, no versions) ranks as it is, and a writer brings it
  // to format 2 in one transaction, its matches kept.
  void previousFormatOpensRanksAndMigrates()
  {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("old.sqlite"));
    QString error;
    QStringList statements{
        QStringLiteral("CREATE TABLE arena (key TEXT PRIMARY KEY, value TEXT NOT NULL)"),
        // Format 1's table exactly as Kibitz wrote it (sqlite_master keeps the SQL's text).
        QStringLiteral(
            "CREATE TABLE matches ( idx INTEGER PRIMARY KEY, schedule TEXT NOT NULL, game TEXT NOT NULL, seed TEXT NOT NULL, seats "
            "TEXT NOT NULL, names TEXT NOT NULL, bots TEXT NOT NULL, scores TEXT NOT NULL, errors TEXT NOT NULL, replies TEXT NOT "
            "NULL, result TEXT NOT NULL, complete INTEGER NOT NULL, turns INTEGER NOT NULL, duration_ms REAL NOT NULL, replay "
            "TEXT, finished_at TEXT NOT NULL)"),
        QStringLiteral("INSERT INTO arena VALUES ('format', 'kibitz-arena 1'), ('schedule', 'oldschedule'), ('identity', '{}')")};
    for (int i = 0; i < 4; ++i)
      statements << QStringLiteral("INSERT INTO matches VALUES (%1, 'oldschedule', 'fencing', '%2', '[%3,%4]', "
                                   "'[\"%5\",\"%6\"]', '[\"builtin:%5\",\"builtin:%6\"]', '[%7,%8]', '[null,null]', "
                                   "'[{},{}]', 'r', 1, 9, 1.5, NULL, '2026-01-0%9T10:00:00.000Z')")
                        .arg(i)
                        .arg(1 + i / 2)
                        .arg(i % 2)
                        .arg(1 - i % 2)
                        .arg(i % 2 ? QStringLiteral("random") : QStringLiteral("fencer"), i % 2 ? QStringLiteral("fencer") : QStringLiteral("random"))
                        .arg(i % 2 ? -1 : 1)
                        .arg(i % 2 ? 1 : -1)
                        .arg(i + 1);
    QVERIFY2(execAll(db, statements, &error), qPrintable(error));
    // Format 1's tables are checked as exactly as format 2's: one more table is refused.
    const QString altered = dir.filePath(QStringLiteral("altered.sqlite"));
    QVERIFY(QFile::copy(db, altered));
    QVERIFY2(execAll(altered, {QStringLiteral("CREATE TABLE extra (x BLOB)")}, &error), qPrintable(error));
    const CliResult refused = cli({QStringLiteral("rank"), altered});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("holds a table 'extra' that Kibitz does not make")), qPrintable(refused.err));
    const CliResult rank = cli({QStringLiteral("rank"), db, QStringLiteral("--json")});
    QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
    QCOMPARE(json(rank.outBytes).value(QStringLiteral("matches")).toInt(), 4);
    QCOMPARE(rankedVersions(rank.outBytes).keys(), (QStringList{QStringLiteral("fencer"), QStringLiteral("random")}));
    // Read only: still format 1.
    QCOMPARE(queryRows(db, QStringLiteral("SELECT value FROM arena WHERE key = 'format'")), QStringList{QStringLiteral("kibitz-arena 1")});
    {
      const std::unique_ptr<Debugger::Arena::ResultsDb> w =
          Debugger::Arena::ResultsDb::open(db, &error, Debugger::Arena::ResultsDb::Access::Write);
      QVERIFY2(w, qPrintable(error));
      QCOMPARE(w->arenas().size(), 1);
      QCOMPARE(w->scheduleId(), QStringLiteral("oldschedule"));
      QCOMPARE(w->arenas().first().startedAt, QStringLiteral("2026-01-01T10:00:00.000Z"));
      QCOMPARE(w->outcomes(&error).value_or(QList<Debugger::Arena::MatchOutcome>()).size(), 4);
    }
    QCOMPARE(queryRows(db, QStringLiteral("SELECT value FROM arena WHERE key = 'format'")), QStringList{QStringLiteral("kibitz-arena 2")});
    QCOMPARE(queryRows(db, QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")),
             (QStringList{QStringLiteral("arena"), QStringLiteral("arenas"), QStringLiteral("matches")}));
    const CliResult after = cli({QStringLiteral("rank"), db, QStringLiteral("--json")});
    QVERIFY2(after.exitCode == 0, qPrintable(after.err));
    QCOMPARE(after.outBytes, rank.outBytes);
  }
};

QTEST_GUILESS_MAIN(TestArenaVersions)
#include "test_arena_versions.moc"
