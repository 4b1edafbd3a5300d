// kibitz-cli arena, worker and rank end to end: the same results with any --jobs, workers
// (also under GNU parallel) ranked exactly like the arena, resume after a real kill -9,
// the SPRT on a clear case, faults of external bots recorded as losses, and bad input
// (bots that do not start, malformed job lines, foreign and damaged databases) refused
// with a reason.
#include "arena/match_play.h"
#include "arena/results_db.h"
#include "replay/replay_file.h"
#include "support/cli_run.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThread>
#include "support/require_game.h"
#include "support/sqlite_rows.h"

#include <QtTest>

using namespace Kibitz;

namespace {

using Test::CliResult;

CliResult cli(const QStringList& args, const QString& dir = {}, const QByteArray& input = {}, int timeoutMs = 300000)
{
  Test::CliOptions options;
  options.workingDirectory = dir;
  options.input = input;
  options.timeoutMs = timeoutMs;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

QString cmd(const char* path, const QString& arguments = {})
{
  QString command = QLatin1Char('"') + QString::fromLocal8Bit(path) + QLatin1Char('"');
  return QStringLiteral("cmd:") + (arguments.isEmpty() ? command : command + QLatin1Char(' ') + arguments);
}

QStringList arenaArgs(const QString& game, const QStringList& bots, qint64 matches, uint64_t seed, const QStringList& more = {})
{
  QStringList args{QStringLiteral("arena"), game};
  for (const QString& b : bots)
    args << QStringLiteral("--bot") << b;
  args << QStringLiteral("--matches") << QString::number(matches) << QStringLiteral("--seed") << QString::number(seed);
  return args + more;
}

const QStringList kFencingBots{QStringLiteral("builtin:fencer"), QStringLiteral("builtin:random"), QStringLiteral("builtin:idle")};

// The rows `sql` selects from a results database opened read-only, each as its cells
// joined by '|'.
using Test::queryRows;

// Each stored match as "idx|seats|names|scores|errors|result|turns|seed": all but its timing.
QStringList storedMatches(const QString& path)
{
  return queryRows(path, QStringLiteral("SELECT idx, seats, names, scores, errors, result, turns, seed FROM matches ORDER BY idx"));
}

qint64 storedCount(const QString& path)
{
  const QStringList rows = queryRows(path, QStringLiteral("SELECT count(*) FROM matches"));
  return rows.isEmpty() ? -1 : rows.first().toLongLong();
}

QJsonObject json(const QByteArray& bytes)
{
  return QJsonDocument::fromJson(bytes).object();
}

bool writeFile(const QString& path, const QByteArray& bytes, QFileDevice::Permissions permissions = {})
{
  QFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && (!permissions || f.setPermissions(permissions));
}

// The recipes' tournament: the arena's own --json ranking of it (in `ranking`), and its
// plan written to `dir`/jobs.jsonl for GNU parallel to hand out. False with `error` set
// when either step fails.
bool recipeArena(const QTemporaryDir& dir, QByteArray* ranking, QString* error)
{
  const QStringList base = arenaArgs(QStringLiteral("fencing"), kFencingBots, 60, 5);
  const CliResult arena = cli(base + QStringList{QStringLiteral("--db"), dir.filePath(QStringLiteral("a.sqlite")), QStringLiteral("--json")});
  if (arena.exitCode != 0) {
    *error = arena.err;
    return false;
  }
  if (!writeFile(dir.filePath(QStringLiteral("jobs.jsonl")), cli(base + QStringList{QStringLiteral("--plan")}).outBytes)) {
    *error = QStringLiteral("cannot write the plan to jobs.jsonl");
    return false;
  }
  *ranking = arena.outBytes;
  return true;
}

// The replay column of each stored match, as the database holds it.
QStringList storedReplays(const QString& path)
{
  return queryRows(path, QStringLiteral("SELECT replay FROM matches ORDER BY idx"));
}

// The replays of a database as the window and `rank` read them (ResultsDb::outcomes).
QStringList readReplays(const QString& path)
{
  QString error;
  const std::unique_ptr<Debugger::Arena::ResultsDb> db =
      Debugger::Arena::ResultsDb::open(path, &error, Debugger::Arena::ResultsDb::Access::Read);
  QStringList replays;
  if (!db) {
    qWarning("%s", qPrintable(error));
    return replays;
  }
  for (const Debugger::Arena::MatchOutcome& o : db->outcomes(&error).value_or(QList<Debugger::Arena::MatchOutcome>()))
    replays << o.replay;
  return replays;
}

}  // namespace

class TestArenaCli : public QObject {
  Q_OBJECT

private slots:
  void sameResultsWithAnyJobs_data()
  {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<QStringList>("params");
    QTest::addColumn<int>("matches");
    QTest::newRow("fencing, 2 seats") << QStringLiteral("fencing") << kFencingBots << QStringList() << 60;
    QTest::newRow("dominoes, 1 seat") << QStringLiteral("dominoes")
                                      << QStringList{QStringLiteral("builtin:random"), QStringLiteral("builtin:greedy"), QStringLiteral("builtin:planner")}
                                      << QStringList() << 12;
    QTest::newRow("orkisland, 4 seats")
        << QStringLiteral("orkisland")
        << QStringList{QStringLiteral("builtin:null"), QStringLiteral("builtin:dummy"), QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy")}
        << QStringList{QStringLiteral("--param"), QStringLiteral("nb_rounds=30")} << 8;
    QTest::newRow("moscaceca, 3 seats") << QStringLiteral("moscaceca")
                                        << QStringList{QStringLiteral("builtin:random"), QStringLiteral("builtin:scout"), QStringLiteral("builtin:scout")}
                                        << QStringList{QStringLiteral("--param"), QStringLiteral("max_turns=40")} << 9;
  }
  void sameResultsWithAnyJobs()
  {
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    QFETCH(QStringList, params);
    QFETCH(int, matches);
    KIBITZ_REQUIRE_GAME(game);
    QTemporaryDir dir;
    QByteArray first;
    QStringList firstRows;
    for (int jobs : {1, 2, 3}) {
      const QString db = dir.filePath(QStringLiteral("j%1.sqlite").arg(jobs));
      const CliResult r = cli(arenaArgs(game, bots, matches, 7, params + QStringList{QStringLiteral("--jobs"), QString::number(jobs),
                                                                                      QStringLiteral("--db"), db, QStringLiteral("--json")}));
      QVERIFY2(r.exitCode == 0, qPrintable(r.err));
      const QJsonObject o = json(r.outBytes);
      QCOMPARE(o.value(QStringLiteral("game")).toString(), game);
      QCOMPARE(o.value(QStringLiteral("matches")).toInt(), matches);
      const QStringList rows = storedMatches(db);
      QCOMPARE(rows.size(), matches);
      if (first.isEmpty()) {
        first = r.outBytes;
        firstRows = rows;
        // Matches add up: every match seats the table's bots.
        int seats = 0;
        for (const QJsonValue v : o.value(QStringLiteral("ranking")).toArray())
          seats += v.toObject().value(QStringLiteral("matches")).toInt();
        QCOMPARE(seats % matches, 0);
        continue;
      }
      QCOMPARE(r.outBytes, first);
      QCOMPARE(rows, firstRows);
    }
  }

  void theStrongBotLeadsWithAnInterval()
  {
    QTemporaryDir dir;
    const CliResult r = cli(arenaArgs(QStringLiteral("fencing"), kFencingBots, 60, 5,
                                      {QStringLiteral("--db"), dir.filePath(QStringLiteral("a.sqlite")), QStringLiteral("--json")}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonArray ranking = json(r.outBytes).value(QStringLiteral("ranking")).toArray();
    QCOMPARE(ranking.size(), 3);
    const QJsonObject top = ranking[0].toObject();
    QCOMPARE(top.value(QStringLiteral("name")).toString(), QStringLiteral("fencer"));
    QCOMPARE(top.value(QStringLiteral("matches")).toInt(), 40);
    const QJsonArray ci = top.value(QStringLiteral("elo95")).toArray();
    QCOMPARE(ci.size(), 2);
    QVERIFY(ci[0].toDouble() < top.value(QStringLiteral("elo")).toDouble());
    QVERIFY(ci[1].toDouble() > top.value(QStringLiteral("elo")).toDouble());
    QCOMPARE(json(r.outBytes).value(QStringLiteral("pairs")).toArray().size(), 3);
    // The text says the same in a table and chess testers' pair lines.
    const CliResult text = cli({QStringLiteral("rank"), dir.filePath(QStringLiteral("a.sqlite"))});
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    QVERIFY(text.outBytes.startsWith("fencing: 60 matches, 3 bots\nrank  name"));
    QVERIFY(text.outBytes.contains("Score of fencer vs "));
    QVERIFY(text.outBytes.contains("LOS: "));
  }

  void workersAndRankGiveTheArenasRanking()
  {
    QTemporaryDir dir;
    const QStringList base = arenaArgs(QStringLiteral("fencing"), kFencingBots, 30, 3);
    const CliResult arena = cli(base + QStringList{QStringLiteral("--db"), dir.filePath(QStringLiteral("a.sqlite"))});
    const CliResult arenaJson = cli(base + QStringList{QStringLiteral("--db"), dir.filePath(QStringLiteral("a.sqlite")), QStringLiteral("--json")});
    QVERIFY2(arena.exitCode == 0 && arenaJson.exitCode == 0, qPrintable(arena.err + arenaJson.err));
    QVERIFY(arenaJson.err.contains(QStringLiteral("0 matches played (resumed: 30 were stored)")));
    const CliResult plan = cli(base + QStringList{QStringLiteral("--plan")});
    QVERIFY2(plan.exitCode == 0, qPrintable(plan.err));
    QCOMPARE(plan.outBytes.count('\n'), 30);
    // Two workers on halves of the plan, one of them with two jobs.
    const QList<QByteArray> lines = plan.outBytes.split('\n');
    const QByteArray firstHalf = lines.mid(0, 13).join('\n') + '\n';
    const QByteArray secondHalf = lines.mid(13).join('\n');
    const CliResult w1 = cli({QStringLiteral("worker")}, {}, firstHalf);
    const CliResult w2 = cli({QStringLiteral("worker"), QStringLiteral("--jobs"), QStringLiteral("2")}, {}, secondHalf);
    QVERIFY2(w1.exitCode == 0 && w2.exitCode == 0, qPrintable(w1.err + w2.err));
    QCOMPARE(w1.outBytes.count('\n'), 13);
    QCOMPARE(w2.outBytes.count('\n'), 17);
    // In input order, whatever the jobs.
    const QList<QByteArray> answers = w2.outBytes.split('\n');
    for (int i = 0; i < 17; ++i)
      QCOMPARE(json(answers[i]).value(QStringLiteral("index")).toInt(), 13 + i);
    QFile f1(dir.filePath(QStringLiteral("r1.jsonl"))), f2(dir.filePath(QStringLiteral("r2.jsonl")));
    QVERIFY(f1.open(QIODevice::WriteOnly) && f2.open(QIODevice::WriteOnly));
    f1.write(w1.outBytes);
    f2.write(w2.outBytes);
    f1.close();
    f2.close();
    const QStringList files{dir.filePath(QStringLiteral("r2.jsonl")), dir.filePath(QStringLiteral("r1.jsonl"))};
    const CliResult rank = cli(QStringList{QStringLiteral("rank")} + files);
    const CliResult rankJson = cli(QStringList{QStringLiteral("rank")} + files + QStringList{QStringLiteral("--json")});
    QCOMPARE(rank.outBytes, arena.outBytes);
    QCOMPARE(rankJson.outBytes, arenaJson.outBytes);
    // Ranking the arena's database says the same.
    QCOMPARE(cli({QStringLiteral("rank"), dir.filePath(QStringLiteral("a.sqlite")), QStringLiteral("--json")}).outBytes, arenaJson.outBytes);
    // Merged into a database, the arena finds everything played: it resumes with nothing to do.
    const QString merged = dir.filePath(QStringLiteral("m.sqlite"));
    const CliResult merge = cli(QStringList{QStringLiteral("rank")} + files + QStringList{QStringLiteral("--db"), merged});
    QVERIFY2(merge.exitCode == 0, qPrintable(merge.err));
    QVERIFY(merge.err.contains(QStringLiteral("30 matches merged")));
    QCOMPARE(merge.outBytes, arena.outBytes);
    const CliResult again = cli(QStringList{QStringLiteral("rank")} + files + QStringList{QStringLiteral("--db"), merged});
    QVERIFY(again.err.contains(QStringLiteral("0 matches merged")) && again.err.contains(QStringLiteral("30 were there")));
    const CliResult resumed = cli(base + QStringList{QStringLiteral("--db"), merged});
    QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
    QVERIFY(resumed.err.contains(QStringLiteral("0 matches played")));
    QCOMPARE(resumed.outBytes, arena.outBytes);
    QCOMPARE(storedMatches(merged), storedMatches(dir.filePath(QStringLiteral("a.sqlite"))));
  }

  void gnuParallelRecipe()
  {
    const QString parallel = QStandardPaths::findExecutable(QStringLiteral("parallel"));
    QVERIFY2(!parallel.isEmpty(), "GNU parallel is not installed: scripts/setup.sh installs it (Debian package 'parallel')");
    QTemporaryDir dir;
    QByteArray ranking;
    QString error;
    QVERIFY2(recipeArena(dir, &ranking, &error), qPrintable(error));
    // The recipe of docs/arena.md, as a shell runs it.
    QProcess shell;
    shell.setWorkingDirectory(dir.path());
    shell.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"), QStringLiteral("'%1' --will-cite --pipe -N 7 -j 2 '%2' worker < jobs.jsonl > results.jsonl")
                                           .arg(parallel, QStringLiteral(KIBITZ_CLI_PATH))});
    QVERIFY(shell.waitForFinished(300000));
    QVERIFY2(shell.exitCode() == 0, shell.readAllStandardError().constData());
    const CliResult rank = cli({QStringLiteral("rank"), dir.filePath(QStringLiteral("results.jsonl")), QStringLiteral("--json")});
    QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
    QCOMPARE(rank.outBytes, ranking);
  }

  // docs/arena.md's recipe over ssh, with a stand-in for ssh that runs the command on this
  // machine: what GNU parallel sends a remote worker (its perl wrapper, the chunks on stdin)
  // gives the arena's ranking.
  void sshRecipe()
  {
    const QString parallel = QStandardPaths::findExecutable(QStringLiteral("parallel"));
    QVERIFY2(!parallel.isEmpty(), "GNU parallel is not installed: scripts/setup.sh installs it (Debian package 'parallel')");
    QTemporaryDir dir;
    QByteArray ranking;
    QString error;
    QVERIFY2(recipeArena(dir, &ranking, &error), qPrintable(error));
    // ssh HOST [--] COMMAND: the stand-in drops ssh's options and the host, notes the host,
    // and runs the command with sh, as sshd runs it with the login's shell.
    const QString ssh = dir.filePath(QStringLiteral("ssh"));
    QVERIFY(writeFile(ssh,
                      "#!/bin/sh\n"
                      "while [ $# -gt 0 ]; do case $1 in -o|-l|-p) shift 2;; -*) shift;; *) break;; esac; done\n"
                      "echo \"$1\" >> \"$(dirname \"$0\")/hosts.log\"\n"
                      "shift\n"
                      "[ \"$1\" = \"--\" ] && shift\n"
                      "export SHELL=/bin/sh\n"
                      "exec sh -c \"$*\"\n",
                      QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    // sshd sets SHELL to the login's shell, and parallel's remote wrapper runs the command
    // with $SHELL: the stand-in sets it too. The test runs without SHELL (as CI does), so
    // the stand-in, not the caller's environment, is what makes the wrapper work.
    // The recipe of docs/arena.md, with --ssh naming the stand-in and one remote login;
    // kibitz-cli is found on the PATH, as on a real remote machine.
    QProcess shell;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("SHELL"));
    env.insert(QStringLiteral("PATH"), QFileInfo(QStringLiteral(KIBITZ_CLI_PATH)).absolutePath() + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
    shell.setProcessEnvironment(env);
    shell.setWorkingDirectory(dir.path());
    shell.start(QStringLiteral("/bin/sh"),
                {QStringLiteral("-c"), QStringLiteral("parallel --will-cite --ssh '%1' --pipe -N 10 --sshlogin 1/fakehost kibitz-cli worker "
                                                      "< jobs.jsonl > results.jsonl")
                                           .arg(ssh)});
    QVERIFY(shell.waitForFinished(300000));
    QVERIFY2(shell.exitCode() == 0, shell.readAllStandardError().constData());
    // Every chunk went through the stand-in.
    QFile hosts(dir.filePath(QStringLiteral("hosts.log")));
    QVERIFY(hosts.open(QIODevice::ReadOnly));
    const QList<QByteArray> logins = hosts.readAll().trimmed().split('\n');
    QVERIFY2(logins.size() >= 6, qPrintable(QStringLiteral("%1 ssh calls for 6 chunks").arg(logins.size())));
    for (const QByteArray& login : logins)
      QCOMPARE(login, QByteArray("fakehost"));
    const CliResult rank = cli({QStringLiteral("rank"), dir.filePath(QStringLiteral("results.jsonl")), QStringLiteral("--json")});
    QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
    QCOMPARE(rank.outBytes, ranking);
  }

  void slurmScript()
  {
    // scripts/arena-slurm.sh as Slurm runs it: array tasks with the array's variables set by hand.
    QTemporaryDir dir;
    const QStringList base = arenaArgs(QStringLiteral("fencing"), kFencingBots, 30, 4);
    const CliResult arena = cli(base + QStringList{QStringLiteral("--db"), dir.filePath(QStringLiteral("a.sqlite")), QStringLiteral("--json")});
    QVERIFY2(arena.exitCode == 0, qPrintable(arena.err));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("jobs.jsonl")), cli(base + QStringList{QStringLiteral("--plan")}).outBytes));
    // One task; `variables` are the array's (SLURM_ARRAY_TASK_<KEY>).
    const auto runTask = [&](const QString& results, int task, const QMap<QString, QString>& variables, QString* err) {
      QProcess script;
      QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
      env.insert(QStringLiteral("SLURM_ARRAY_TASK_ID"), QString::number(task));
      for (auto it = variables.cbegin(); it != variables.cend(); ++it)
        env.insert(QStringLiteral("SLURM_ARRAY_TASK_") + it.key(), it.value());
      env.insert(QStringLiteral("SLURM_CPUS_PER_TASK"), QStringLiteral("2"));
      env.insert(QStringLiteral("KIBITZ_CLI"), QStringLiteral(KIBITZ_CLI_PATH));
      script.setProcessEnvironment(env);
      script.setWorkingDirectory(dir.path());
      script.start(QStringLiteral("bash"), {QStringLiteral(KIBITZ_SOURCE_DIR "/scripts/arena-slurm.sh"), QStringLiteral("jobs.jsonl"), results});
      if (!script.waitForFinished(120000))
        return -1;
      *err = QString::fromUtf8(script.readAllStandardError());
      return script.exitCode();
    };
    const auto rankOf = [&](const QString& results) {
      QStringList files;
      for (int slot = 0; slot < 3; ++slot)
        files << dir.filePath(QStringLiteral("%1/results-%2.jsonl").arg(results).arg(slot));
      return cli(QStringList{QStringLiteral("rank")} + files + QStringList{QStringLiteral("--json")});
    };
    struct Array {
      QString results;
      QList<int> tasks;
      QMap<QString, QString> variables;
    };
    const QList<Array> arrays{
        // --array=5-7
        {QStringLiteral("plain"), {5, 6, 7}, {{QStringLiteral("MIN"), QStringLiteral("5")}, {QStringLiteral("COUNT"), QStringLiteral("3")}}},
        // --array=4-8:2: task 8 is the third
        {QStringLiteral("step"),
         {4, 6, 8},
         {{QStringLiteral("MIN"), QStringLiteral("4")}, {QStringLiteral("MAX"), QStringLiteral("8")}, {QStringLiteral("COUNT"), QStringLiteral("3")},
          {QStringLiteral("STEP"), QStringLiteral("2")}}},
        // The same without SLURM_ARRAY_TASK_STEP (older Slurm): the step is what MIN, MAX and COUNT imply.
        {QStringLiteral("implied"),
         {4, 6, 8},
         {{QStringLiteral("MIN"), QStringLiteral("4")}, {QStringLiteral("MAX"), QStringLiteral("8")}, {QStringLiteral("COUNT"), QStringLiteral("3")}}}};
    for (const Array& a : arrays) {
      for (int task : a.tasks) {
        QString err;
        QVERIFY2(runTask(a.results, task, a.variables, &err) == 0, qPrintable(a.results + QLatin1String(": ") + err));
      }
      QCOMPARE(QDir(dir.filePath(a.results)).entryList(QDir::Files, QDir::Name),
               (QStringList{QStringLiteral("results-0.jsonl"), QStringLiteral("results-1.jsonl"), QStringLiteral("results-2.jsonl")}));
      const CliResult rank = rankOf(a.results);
      QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
      QCOMPARE(rank.outBytes, arena.outBytes);
    }
    // --array=1,3,7 has no step: refused, rather than some lines played twice and others never.
    QString err;
    QCOMPARE(runTask(QStringLiteral("uneven"), 3,
                     {{QStringLiteral("MIN"), QStringLiteral("1")}, {QStringLiteral("MAX"), QStringLiteral("7")}, {QStringLiteral("COUNT"), QStringLiteral("3")}},
                     &err),
             2);
    QVERIFY2(err.contains(QStringLiteral("not evenly spaced")), qPrintable(err));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("uneven"))));
  }

  void resumesAfterKill9()
  {
    QTemporaryDir dir;
    // Long enough to be caught in the middle: fencer against itself plays 200 turns.
    const QStringList bots{QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer"), QStringLiteral("builtin:random")};
    const qint64 total = 30000;
    const QStringList args = arenaArgs(QStringLiteral("fencing"), bots, total, 9, {QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--json")});
    const QString killedDb = dir.filePath(QStringLiteral("k.sqlite"));
    qint64 killedAt = 0;
    for (int attempt = 0; attempt < 5 && (killedAt <= 0 || killedAt >= total); ++attempt) {
      QFile::remove(killedDb);
      QFile::remove(killedDb + QStringLiteral("-wal"));
      QFile::remove(killedDb + QStringLiteral("-shm"));
      QProcess arena;
      arena.start(QStringLiteral(KIBITZ_CLI_PATH), args + QStringList{QStringLiteral("--db"), killedDb});
      QVERIFY(arena.waitForStarted());
      QElapsedTimer waited;
      waited.start();
      qint64 n = 0;
      while (n < 1000 + attempt * 3000 && waited.elapsed() < 60000 && arena.state() == QProcess::Running) {
        QThread::msleep(2);
        n = std::max<qint64>(0, storedCount(killedDb));
      }
      arena.kill();  // SIGKILL to kibitz-cli itself
      QVERIFY(arena.waitForFinished());
      QCOMPARE(arena.exitStatus(), QProcess::CrashExit);
      killedAt = storedCount(killedDb);
    }
    QVERIFY2(killedAt > 0 && killedAt < total, qPrintable(QStringLiteral("the kill came at %1 of %2 stored").arg(killedAt).arg(total)));
    const CliResult resumed = cli(args + QStringList{QStringLiteral("--db"), killedDb});
    QVERIFY2(resumed.exitCode == 0, qPrintable(resumed.err));
    QVERIFY2(resumed.err.contains(QStringLiteral("%1 matches played").arg(total - killedAt)), qPrintable(resumed.err));
    QVERIFY(resumed.err.contains(QStringLiteral("(resumed: %1 were stored)").arg(killedAt)));
    const CliResult whole = cli(args + QStringList{QStringLiteral("--db"), dir.filePath(QStringLiteral("w.sqlite"))});
    QVERIFY2(whole.exitCode == 0, qPrintable(whole.err));
    QCOMPARE(resumed.outBytes, whole.outBytes);
    // Nothing lost, nothing twice: the same rows as the run that was not interrupted.
    const QStringList rows = storedMatches(killedDb);
    QCOMPARE(rows.size(), total);
    QCOMPARE(rows, storedMatches(dir.filePath(QStringLiteral("w.sqlite"))));
  }

  void sprtDecidesAClearCase()
  {
    QTemporaryDir dir;
    const QStringList sprt{QStringLiteral("--sprt"), QStringLiteral("0,10")};
    QByteArray firstOut;
    for (int jobs : {1, 2}) {
      const CliResult r = cli(arenaArgs(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:random")}, 2000, 1,
                                        sprt + QStringList{QStringLiteral("--jobs"), QString::number(jobs), QStringLiteral("--db"),
                                                           dir.filePath(QStringLiteral("h1-%1.sqlite").arg(jobs)), QStringLiteral("--json")}));
      QVERIFY2(r.exitCode == 0, qPrintable(r.err));
      const QJsonObject s = json(r.outBytes).value(QStringLiteral("sprt")).toObject();
      QCOMPARE(s.value(QStringLiteral("decision")).toString(), QStringLiteral("H1"));
      QVERIFY(s.value(QStringLiteral("llr")).toDouble() >= s.value(QStringLiteral("upper")).toDouble());
      QCOMPARE(json(r.outBytes).value(QStringLiteral("matches")).toInt(), s.value(QStringLiteral("matches")).toInt());
      QVERIFY(s.value(QStringLiteral("matches")).toInt() < 2000);
      // It stopped: at most a few matches past the decision were played.
      QVERIFY(storedCount(dir.filePath(QStringLiteral("h1-%1.sqlite").arg(jobs))) <= s.value(QStringLiteral("matches")).toInt() + 2 * jobs);
      QVERIFY(r.err.contains(QStringLiteral("the SPRT decided")));
      if (firstOut.isEmpty())
        firstOut = r.outBytes;
      else
        QCOMPARE(r.outBytes, firstOut);
    }
    const CliResult text = cli(arenaArgs(QStringLiteral("fencing"), {QStringLiteral("builtin:random"), QStringLiteral("builtin:fencer")}, 2000, 1,
                                         sprt + QStringList{QStringLiteral("--db"), dir.filePath(QStringLiteral("h0.sqlite"))}));
    QVERIFY2(text.exitCode == 0, qPrintable(text.err));
    QVERIFY2(text.outBytes.contains("H0 accepted after ") && text.outBytes.contains("random is not stronger than fencer"), text.outBytes.constData());
    // Ranking the database again applies the test it was played with.
    const CliResult rank = cli({QStringLiteral("rank"), dir.filePath(QStringLiteral("h0.sqlite"))});
    QCOMPARE(rank.outBytes, text.outBytes);
  }

  // An external bot's reply times, timeouts and memory reach `rank` (text and JSON) from
  // the database and from a worker's result lines alike; a built-in bot has none.
  void externalBotsCostIsRanked()
  {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("c.sqlite"));
    const QString costBot = QStringLiteral("cmd:python3 \"" KIBITZ_SOURCE_DIR "/tests/debugger/bots/cost_bot.py\"");
    const QStringList base = arenaArgs(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), costBot}, 2, 1,
                                       {QStringLiteral("--name"), QStringLiteral("fencer"), QStringLiteral("--name"), QStringLiteral("cost")});
    const CliResult arena = cli(base + QStringList{QStringLiteral("--db"), db, QStringLiteral("--jobs"), QStringLiteral("1")});
    QVERIFY2(arena.exitCode == 0, qPrintable(arena.err));
    const auto checkRanking = [](const QByteArray& bytes) {
      QMap<QString, QJsonObject> byName;
      for (const QJsonValue v : json(bytes).value(QStringLiteral("ranking")).toArray())
        byName.insert(v.toObject().value(QStringLiteral("name")).toString(), v.toObject());
      QVERIFY(!byName.value(QStringLiteral("fencer")).contains(QStringLiteral("cost")));
      const QJsonObject cost = byName.value(QStringLiteral("cost")).value(QStringLiteral("cost")).toObject();
      QVERIFY2(cost.value(QStringLiteral("replies")).toInt() >= 4, bytes.constData());
      const double p95 = cost.value(QStringLiteral("p95_reply_ms")).toDouble();
      QVERIFY(p95 > 0 && p95 <= cost.value(QStringLiteral("max_reply_ms")).toDouble());
      QVERIFY(cost.value(QStringLiteral("timeouts")).isDouble());
      QVERIFY2(cost.value(QStringLiteral("peak_rss_kb")).toInteger() > 1000, bytes.constData());  // a Python process
    };
    const CliResult rankJson = cli({QStringLiteral("rank"), db, QStringLiteral("--json")});
    QVERIFY2(rankJson.exitCode == 0, qPrintable(rankJson.err));
    checkRanking(rankJson.outBytes);
    if (QTest::currentTestFailed())
      return;
    const CliResult text = cli({QStringLiteral("rank"), db});
    QVERIFY(text.outBytes.contains("Reply time and memory"));
    QVERIFY(text.outBytes.contains("rank  name    replies"));
    QVERIFY(text.outBytes.contains(" MiB"));
    // Through a worker's result lines, as from Slurm or GNU parallel.
    const CliResult plan = cli(base + QStringList{QStringLiteral("--plan")});
    const CliResult worker = cli({QStringLiteral("worker")}, {}, plan.outBytes);
    QVERIFY2(worker.exitCode == 0, qPrintable(worker.err));
    QVERIFY(worker.outBytes.contains("\"peak_rss_kb\":") && worker.outBytes.contains("\"p95_reply_ms\":"));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("r.jsonl")), worker.outBytes));
    const CliResult fromLines = cli({QStringLiteral("rank"), dir.filePath(QStringLiteral("r.jsonl")), QStringLiteral("--json")});
    QVERIFY2(fromLines.exitCode == 0, qPrintable(fromLines.err));
    checkRanking(fromLines.outBytes);
  }

  // A database written before the cost was stored (no replies, p95 or peak memory in its
  // `replies` column) still opens and ranks, with no cost for anyone.
  void olderDatabasesWithoutCostOpen()
  {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("old.sqlite"));
    const CliResult arena = cli(arenaArgs(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), cmd(KIBITZ_BOT_LATE, QStringLiteral("200 1"))},
                                          2, 1, {QStringLiteral("--db"), db}));
    QVERIFY2(arena.exitCode == 0, qPrintable(arena.err));
    {
      QSqlDatabase sql = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("test-old"));
      sql.setDatabaseName(db);
      QVERIFY(sql.open());
      QSqlQuery q(sql);
      QVERIFY(q.exec(QStringLiteral("SELECT idx, replies FROM matches")));
      QMap<qint64, QString> old;
      while (q.next()) {
        QJsonArray seats = QJsonDocument::fromJson(q.value(1).toString().toUtf8()).array();
        QVERIFY(seats.size() == 2);
        for (QJsonValueRef seat : seats) {
          QJsonObject o = seat.toObject();
          o.remove(QStringLiteral("replies"));
          o.remove(QStringLiteral("p95_reply_ms"));
          o.remove(QStringLiteral("peak_rss_kb"));
          seat = o;
        }
        old.insert(q.value(0).toLongLong(), QString::fromUtf8(QJsonDocument(seats).toJson(QJsonDocument::Compact)));
      }
      q.finish();
      for (auto it = old.cbegin(); it != old.cend(); ++it) {
        QSqlQuery u(sql);
        u.prepare(QStringLiteral("UPDATE matches SET replies = ? WHERE idx = ?"));
        u.addBindValue(it.value());
        u.addBindValue(it.key());
        QVERIFY(u.exec());
      }
      sql.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("test-old"));
    const CliResult rank = cli({QStringLiteral("rank"), db, QStringLiteral("--json")});
    QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
    const QJsonArray ranking = json(rank.outBytes).value(QStringLiteral("ranking")).toArray();
    QCOMPARE(ranking.size(), 2);
    for (const QJsonValue b : ranking)
      QVERIFY(!b.toObject().contains(QStringLiteral("cost")));
    QVERIFY(!cli({QStringLiteral("rank"), db}).outBytes.contains("Reply time and memory"));
  }

  void faultsOfExternalBotsAreLosses()
  {
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("f.sqlite"));
    const CliResult r = cli(arenaArgs(QStringLiteral("fencing"),
                                      {QStringLiteral("builtin:fencer"), cmd(KIBITZ_BOT_CRASH), cmd(KIBITZ_BOT_LATE, QStringLiteral("200 1"))}, 6, 1,
                                      {QStringLiteral("--db"), db, QStringLiteral("--json")}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("late_bot timed out in match")), qPrintable(r.err));
    QCOMPARE(r.err.count(QStringLiteral("crash_bot crashed in match")), 1);
    QMap<QString, QJsonObject> byName;
    for (const QJsonValue v : json(r.outBytes).value(QStringLiteral("ranking")).toArray())
      byName.insert(v.toObject().value(QStringLiteral("name")).toString(), v.toObject());
    QCOMPARE(byName.value(QStringLiteral("crash_bot")).value(QStringLiteral("matches")).toInt(), 4);
    QCOMPARE(byName.value(QStringLiteral("crash_bot")).value(QStringLiteral("losses")).toInt() +
                 byName.value(QStringLiteral("crash_bot")).value(QStringLiteral("draws")).toInt(), 4);
    QCOMPARE(byName.value(QStringLiteral("fencer")).value(QStringLiteral("wins")).toInt(), 4);
    // Each fault is stored with the match.
    const QStringList rows = storedMatches(db);
    QCOMPARE(rows.size(), 6);
    int crashes = 0, timeouts = 0;
    for (const QString& row : rows) {
      crashes += row.contains(QStringLiteral("crashed: the bot was killed by signal 11")) ? 1 : 0;
      timeouts += row.contains(QStringLiteral("timeout: no reply within 50 ms")) ? 1 : 0;
    }
    QCOMPARE(crashes, 4);  // crash_bot dies on its first turn, in each of its matches
    QVERIFY(timeouts >= 2);  // late_bot against the fencer at least
  }

  // A program that starts and then dies plays every match as a crash: the arena says so
  // once, at its first crash, instead of ranking it last without a word.
  void aBotThatDiesIsWarnedAboutOnce()
  {
    QTemporaryDir dir;
    const CliResult r = cli(arenaArgs(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("cmd:false"), QStringLiteral("builtin:idle")},
                                      12, 1, {QStringLiteral("--jobs"), QStringLiteral("2"), QStringLiteral("--db"), dir.filePath(QStringLiteral("c.sqlite"))}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(r.err.count(QStringLiteral("crashed in match")), 1);
    QVERIFY2(r.err.contains(QStringLiteral("kibitz-cli: warning: false crashed in match ")) &&
                 r.err.contains(QStringLiteral("(turn 1: crashed: the bot exited with code 1)")),
             qPrintable(r.err));
    // Every one of its 8 matches was a crash, and is stored as one.
    int crashes = 0;
    for (const QString& row : storedMatches(dir.filePath(QStringLiteral("c.sqlite"))))
      crashes += row.contains(QStringLiteral("crashed: the bot exited with code 1")) ? 1 : 0;
    QCOMPARE(crashes, 8);
  }

  // --seats K below the bots: Mosca Ceca's 4 bots at tables of 3, every bot in every seat
  // equally often, the same matches and ranking with any --jobs.
  void moscaCecaSeatsThreeOfFourBots()
  {
    KIBITZ_REQUIRE_GAME("moscaceca");
    QTemporaryDir dir;
    const QStringList bots{QStringLiteral("builtin:random"), QStringLiteral("builtin:scout"), QStringLiteral("builtin:scout"),
                           QStringLiteral("builtin:random")};
    QByteArray firstOut;
    QStringList firstRows;
    for (int jobs : {1, 2}) {
      const QString db = dir.filePath(QStringLiteral("m%1.sqlite").arg(jobs));
      // 2 rounds: the 4 tables of 3 in their 3 rotations, twice.
      const CliResult r = cli(arenaArgs(QStringLiteral("moscaceca"), bots, 24, 3,
                                        {QStringLiteral("--seats"), QStringLiteral("3"), QStringLiteral("--param"), QStringLiteral("max_turns=40"),
                                         QStringLiteral("--jobs"), QString::number(jobs), QStringLiteral("--db"), db, QStringLiteral("--json")}));
      QVERIFY2(r.exitCode == 0, qPrintable(r.err));
      const QJsonObject o = json(r.outBytes);
      QCOMPARE(o.value(QStringLiteral("matches")).toInt(), 24);
      const QJsonArray ranking = o.value(QStringLiteral("ranking")).toArray();
      QCOMPARE(ranking.size(), 4);
      for (const QJsonValue b : ranking)
        QCOMPARE(b.toObject().value(QStringLiteral("matches")).toInt(), 18);  // 24 matches x 3 seats / 4 bots
      const QStringList rows = storedMatches(db);
      QCOMPARE(rows.size(), 24);
      QMap<std::pair<int, int>, int> seatCount;  // (entrant, seat) -> matches
      for (const QString& row : rows) {
        const QJsonArray seats = QJsonDocument::fromJson(row.section(QLatin1Char('|'), 1, 1).toUtf8()).array();
        QCOMPARE(seats.size(), 3);
        for (int seat = 0; seat < 3; ++seat)
          ++seatCount[{seats[seat].toInt(), seat}];
      }
      // Each bot sits at 3 of the 4 tables, once in each seat there, in each of the 2 rounds.
      for (int entrant = 0; entrant < 4; ++entrant)
        for (int seat = 0; seat < 3; ++seat)
          QCOMPARE(seatCount.value({entrant, seat}), 6);
      if (firstOut.isEmpty()) {
        firstOut = r.outBytes;
        firstRows = rows;
      } else {
        QCOMPARE(r.outBytes, firstOut);
        QCOMPARE(rows, firstRows);
      }
    }
  }

  void slowRepliesAreWarnedAbout()
  {
    QTemporaryDir dir;
    // 30 ms of a 50 ms limit: in time, but close.
    const CliResult r = cli(arenaArgs(QStringLiteral("fencing"), {QStringLiteral("builtin:idle"), cmd(KIBITZ_BOT_LATE, QStringLiteral("30 2"))}, 2, 1,
                                      {QStringLiteral("--db"), dir.filePath(QStringLiteral("w.sqlite"))}));
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("warning: late_bot took up to")) && r.err.contains(QStringLiteral("of its time limit")),
             qPrintable(r.err));
  }

  void botsThatCannotPlayStopTheArenaFirst_data()
  {
    QTest::addColumn<QString>("bot");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown built-in") << QStringLiteral("builtin:nobody") << QStringLiteral("unknown built-in bot 'nobody' for fencing (valid: idle, random, fencer)");
    QTest::newRow("no program") << QStringLiteral("cmd:/nonexistent/bot") << QStringLiteral("the arena cannot start (no match was played): player 1: cmd:/nonexistent/bot");
    QTest::newRow("no script") << QStringLiteral("script:/nonexistent/replies") << QStringLiteral("/nonexistent/replies");
    QTest::newRow("bad spec") << QStringLiteral("robot") << QStringLiteral("robot");
  }
  void botsThatCannotPlayStopTheArenaFirst()
  {
    QFETCH(QString, bot);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const CliResult r = cli(arenaArgs(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), bot}, 10, 1), dir.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.outBytes.isEmpty());
    QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());  // no database left behind
  }

  void badOptionsAreNamed_data()
  {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList base = arenaArgs(QStringLiteral("fencing"), kFencingBots, 6, 1);
    QTest::newRow("unknown option") << base + QStringList{QStringLiteral("--fast")} << QStringLiteral("Unknown option 'fast'");
    QTest::newRow("jobs") << base + QStringList{QStringLiteral("--jobs"), QStringLiteral("0")} << QStringLiteral("--jobs: '0'");
    QTest::newRow("matches") << arenaArgs(QStringLiteral("fencing"), kFencingBots, 0, 1) << QStringLiteral("--matches");
    QTest::newRow("no bots") << QStringList{QStringLiteral("arena"), QStringLiteral("fencing")} << QStringLiteral("--bot SPEC is required");
    QTest::newRow("plan with db") << base + QStringList{QStringLiteral("--plan"), QStringLiteral("--db"), QStringLiteral("x.sqlite")}
                                  << QStringLiteral("--db does not go with it");
    QTest::newRow("sprt of three") << base + QStringList{QStringLiteral("--sprt"), QStringLiteral("0,5")} << QStringLiteral("--sprt tests two bots");
    QTest::newRow("param") << base + QStringList{QStringLiteral("--param"), QStringLiteral("league=9")} << QStringLiteral("league");
    QTest::newRow("worker args") << QStringList{QStringLiteral("worker"), QStringLiteral("jobs.jsonl")} << QStringLiteral("wrong number of arguments");
    QTest::newRow("rank nothing") << QStringList{QStringLiteral("rank")} << QStringLiteral("wrong number of arguments");
    QTest::newRow("rank missing") << QStringList{QStringLiteral("rank"), QStringLiteral("/nonexistent.jsonl")} << QStringLiteral("no such file");
  }
  void badOptionsAreNamed()
  {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const CliResult r = cli(args, dir.path());
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
  }

  void workerAnswersMalformedLinesAndGoesOn()
  {
    const CliResult plan = cli(arenaArgs(QStringLiteral("fencing"), kFencingBots, 6, 1, {QStringLiteral("--plan")}));
    const QList<QByteArray> jobs = plan.outBytes.split('\n');
    QByteArray input = jobs[0] + '\n' + "not json\n" + jobs[1] + '\n' + "\n" +
                       R"({"kibitz":"job","version":1,"schedule":"x","index":0,"game":"chess","seed":1,"seats":[{"entrant":0,"name":"a","bot":"builtin:a"}]})" +
                       '\n' + "[1]\n" + jobs[2];  // the last line without its newline
    const CliResult r = cli({QStringLiteral("worker")}, {}, input);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("2 of 6 input lines were not jobs")), qPrintable(r.err));
    const QList<QByteArray> lines = r.outBytes.trimmed().split('\n');
    QCOMPARE(lines.size(), 6);
    QCOMPARE(json(lines[0]).value(QStringLiteral("index")).toInt(), 0);
    QVERIFY(json(lines[0]).contains(QStringLiteral("seats")));
    QCOMPARE(json(lines[1]).value(QStringLiteral("line")).toInt(), 2);
    QVERIFY(json(lines[1]).value(QStringLiteral("error")).toString().contains(QStringLiteral("not JSON")));
    QCOMPARE(json(lines[2]).value(QStringLiteral("index")).toInt(), 1);
    // A job of an unknown game is a job that cannot be played: its error, with its index.
    QVERIFY(json(lines[3]).value(QStringLiteral("error")).toString().contains(QStringLiteral("unknown game 'chess'")));
    QCOMPARE(json(lines[3]).value(QStringLiteral("schedule")).toString(), QStringLiteral("x"));
    QCOMPARE(json(lines[4]).value(QStringLiteral("line")).toInt(), 6);
    QCOMPARE(json(lines[5]).value(QStringLiteral("index")).toInt(), 2);
    // rank ranks the played jobs and says how many were not.
    QTemporaryDir dir;
    QFile results(dir.filePath(QStringLiteral("r.jsonl")));
    QVERIFY(results.open(QIODevice::WriteOnly));
    results.write(r.outBytes);
    results.close();
    const CliResult rank = cli({QStringLiteral("rank"), results.fileName(), QStringLiteral("--json")});
    QVERIFY2(rank.exitCode == 0, qPrintable(rank.err));
    QCOMPARE(json(rank.outBytes).value(QStringLiteral("matches")).toInt(), 3);
    QVERIFY(rank.err.contains(QStringLiteral("3 result lines are errors")));
    // A file that is not results is refused with its line.
    QFile bad(dir.filePath(QStringLiteral("bad.jsonl")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(jobs[0] + '\n');
    bad.close();
    const CliResult refused = cli({QStringLiteral("rank"), bad.fileName()});
    QCOMPARE(refused.exitCode, 2);
    QVERIFY2(refused.err.contains(QStringLiteral("bad.jsonl:1: not a result line")), qPrintable(refused.err));
    // Workers that never ran leave an empty file: named, and nothing is ranked.
    QFile empty(dir.filePath(QStringLiteral("empty.jsonl")));
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.close();
    const CliResult nothing = cli({QStringLiteral("rank"), empty.fileName(), QStringLiteral("--json")});
    QCOMPARE(nothing.exitCode, 2);
    QVERIFY2(nothing.err.contains(QStringLiteral("empty.jsonl holds no result lines")), qPrintable(nothing.err));
    QVERIFY2(nothing.err.contains(QStringLiteral("nothing to rank")), qPrintable(nothing.err));
    QVERIFY(nothing.outBytes.isEmpty());
    // Beside a file with results, an empty one is only warned about.
    const CliResult beside = cli({QStringLiteral("rank"), results.fileName(), empty.fileName(), QStringLiteral("--json")});
    QVERIFY2(beside.exitCode == 0, qPrintable(beside.err));
    QCOMPARE(json(beside.outBytes).value(QStringLiteral("matches")).toInt(), 3);
    QVERIFY2(beside.err.contains(QStringLiteral("empty.jsonl holds no result lines")), qPrintable(beside.err));
  }

  void foreignAndDamagedDatabasesAreRefused_data()
  {
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("not sqlite") << 0 << QStringLiteral("is not an SQLite database");
    QTest::newRow("foreign") << 1 << QStringLiteral("is not a Kibitz arena database (it has the tables people)");
    QTest::newRow("damaged") << 2 << QStringLiteral("is damaged");
  }
  void foreignAndDamagedDatabasesAreRefused()
  {
    QFETCH(int, kind);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.sqlite"));
    const QStringList args = arenaArgs(QStringLiteral("fencing"), kFencingBots, 6, 1, {QStringLiteral("--db"), path});
    if (kind == 0) {
      QFile f(path);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("name,score\nfencer,1\n");
    } else if (kind == 1) {
      {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("foreign"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE people (name TEXT)")));
        db.close();
      }
      QSqlDatabase::removeDatabase(QStringLiteral("foreign"));
    } else if (kind == 2) {
      QVERIFY(cli(arenaArgs(QStringLiteral("fencing"), kFencingBots, 600, 1, {QStringLiteral("--db"), path})).exitCode == 0);
      QFile f(path);
      QVERIFY(f.open(QIODevice::ReadWrite));
      const qint64 size = f.size();
      QVERIFY(size > 8192);
      // Overwrite the pages after the first with noise (the header stays SQLite's).
      f.seek(4096);
      QByteArray noise(int(size - 4096), '\0');
      for (qsizetype i = 0; i < noise.size(); ++i)
        noise[i] = char((i * 7919 + 13) & 0xff);
      f.write(noise);
      f.close();
    }
    const CliResult r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    // rank refuses it too. (Another arena's database is not refused: it holds several
    // arenas, test_arena_versions.)
    const CliResult rank = cli({QStringLiteral("rank"), path});
    QCOMPARE(rank.exitCode, 2);
  }

  void replaysAreKeptAndOpen()
  {
    QTemporaryDir dir;
    const QString replays = dir.filePath(QStringLiteral("replays"));
    const CliResult r = cli(arenaArgs(QStringLiteral("fencing"), kFencingBots, 6, 2, {QStringLiteral("--replays"), replays}), dir.path());
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QDir(replays).filePath(QStringLiteral("arena.sqlite"))), qPrintable(r.err));  // the default database
    QStringList files = QDir(replays).entryList({QStringLiteral("match-*.kbz")}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 6);
    QCOMPARE(files.first(), QStringLiteral("match-000000.kbz"));
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(QDir(replays).filePath(files[3]), &error);
    QVERIFY2(replay, qPrintable(error));
    QCOMPARE(replay->gameId, QStringLiteral("fencing"));
    QCOMPARE(replay->seed, uint64_t(2));
    QVERIFY(replay->result.complete);
    QVERIFY(replay->lastTurn() > 0);
    const CliResult verify = cli({QStringLiteral("verify"), QDir(replays).filePath(files[3])});
    QVERIFY2(verify.exitCode == 0, verify.outBytes.constData());
    for (const QString& row : storedMatches(QDir(replays).filePath(QStringLiteral("arena.sqlite"))))
      QVERIFY(row.split(QLatin1Char('|')).size() == 8);
    // Without --replays nothing but the database is written.
    const CliResult plain = cli(arenaArgs(QStringLiteral("fencing"), kFencingBots, 6, 2), dir.path());
    QVERIFY2(plain.exitCode == 0, qPrintable(plain.err));
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("arena.sqlite"))));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.kbz")}, QDir::Files).size(), 0);
    // The workers write replays too, named the same way.
    const CliResult plan = cli(arenaArgs(QStringLiteral("fencing"), kFencingBots, 6, 2, {QStringLiteral("--plan")}));
    const CliResult worker = cli({QStringLiteral("worker"), QStringLiteral("--replays"), dir.filePath(QStringLiteral("w"))}, {}, plan.outBytes);
    QVERIFY2(worker.exitCode == 0, qPrintable(worker.err));
    QCOMPARE(QDir(dir.filePath(QStringLiteral("w"))).entryList({QStringLiteral("match-*.kbz")}, QDir::Files, QDir::Name), files);
    QVERIFY(json(worker.outBytes.split('\n').first()).value(QStringLiteral("replay")).toString().endsWith(QStringLiteral("match-000000.kbz")));
  }

  // A relative --replays is stored as an absolute path: the database is read in other folders
  // (the window, rank), where the relative path would name nothing. Rows of older versions
  // that hold a relative path are found from the database's folder.
  void relativeReplayFoldersAreStoredAbsolute()
  {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("run")));
    const QString run = dir.filePath(QStringLiteral("run"));
    QVERIFY(QFileInfo(QDir::currentPath()).canonicalFilePath() != QFileInfo(run).canonicalFilePath());
    const CliResult r = cli(arenaArgs(QStringLiteral("fencing"), kFencingBots, 6, 2, {QStringLiteral("--replays"), QStringLiteral("r")}), run);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString db = QDir(run).filePath(QStringLiteral("r/arena.sqlite"));
    const QStringList raw = storedReplays(db);
    QCOMPARE(raw.size(), 6);
    for (int i = 0; i < raw.size(); ++i) {
      QVERIFY2(QDir::isAbsolutePath(raw[i]), qPrintable(raw[i]));
      QCOMPARE(QFileInfo(raw[i]).canonicalFilePath(),
               QFileInfo(QDir(run).filePath(QStringLiteral("r/") + Debugger::Arena::replayFileName(i))).canonicalFilePath());
    }
    // Read from this test's folder, as the window reads it: every replay is found.
    const QStringList read = readReplays(db);
    QCOMPARE(read.size(), 6);
    for (const QString& replay : read)
      QVERIFY2(QFileInfo::exists(replay), qPrintable(replay));
    // The worker's result lines name their replays absolutely too, and so does a database
    // that rank --db merges them into elsewhere.
    const CliResult plan = cli(arenaArgs(QStringLiteral("fencing"), kFencingBots, 6, 2, {QStringLiteral("--plan")}));
    const CliResult worker = cli({QStringLiteral("worker"), QStringLiteral("--replays"), QStringLiteral("w")}, run, plan.outBytes);
    QVERIFY2(worker.exitCode == 0, qPrintable(worker.err));
    const QString workerReplay = json(worker.outBytes.split('\n').first()).value(QStringLiteral("replay")).toString();
    QVERIFY2(QDir::isAbsolutePath(workerReplay) && QFileInfo::exists(workerReplay), qPrintable(workerReplay));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("results.jsonl")), worker.outBytes));
    const QString merged = dir.filePath(QStringLiteral("merged.sqlite"));
    QVERIFY(cli({QStringLiteral("rank"), dir.filePath(QStringLiteral("results.jsonl")), QStringLiteral("--db"), merged}).exitCode == 0);
    for (const QString& replay : readReplays(merged))
      QVERIFY2(QFileInfo::exists(replay), qPrintable(replay));

    // Older rows, relative to the folder their arena ran in: found beside the database (a
    // --db next to the replay folder) or in its folder (the default database, inside it).
    for (const bool inside : {false, true}) {
      const QString folder = dir.filePath(inside ? QStringLiteral("old-inside") : QStringLiteral("old-beside"));
      QVERIFY(QDir().mkpath(folder + QStringLiteral("/r")));
      const QString replay = folder + QStringLiteral("/r/match-000000.kbz");
      QVERIFY(QFile::copy(raw[0], replay));
      const QString oldDb = inside ? folder + QStringLiteral("/r/arena.sqlite") : folder + QStringLiteral("/a.sqlite");
      {
        QString error;
        const std::unique_ptr<Debugger::Arena::ResultsDb> w =
            Debugger::Arena::ResultsDb::open(oldDb, &error, Debugger::Arena::ResultsDb::Access::Write);
        QVERIFY2(w && w->claim(QStringLiteral("old"), QJsonObject(), &error), qPrintable(error));
        Debugger::Arena::MatchOutcome o;
        o.schedule = QStringLiteral("old");
        o.gameId = QStringLiteral("fencing");
        o.seed = 2;
        o.result = QStringLiteral("fencer 1-0 random");
        o.complete = true;
        for (int seat = 0; seat < 2; ++seat) {
          Debugger::Arena::SeatOutcome s;
          s.entrant = seat;
          s.name = seat == 0 ? QStringLiteral("fencer") : QStringLiteral("random");
          s.bot = QStringLiteral("builtin:") + s.name;
          s.score = seat == 0 ? 1 : -1;
          o.seats << s;
        }
        o.replay = QStringLiteral("r/match-000000.kbz");
        QVERIFY2(w->insert(o, false, nullptr, &error), qPrintable(error));
      }
      QCOMPARE(readReplays(oldDb), QStringList{replay});
    }
  }
};

QTEST_GUILESS_MAIN(TestArenaCli)
#include "test_arena_cli.moc"
