// Arena databases from elsewhere are hostile: a copy of a real one with a trigger, a view,
// another table or index, or a table defined otherwise is refused by `rank`, `rank --db` and
// the arena's resume before anything is written (the file does not grow), and the
// connection runs with trusted_schema off and SQLite's defensive switches on.
#include "arena/results_db.h"
#include "support/cli_run.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

Test::CliResult cli(const QStringList& args)
{
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args);
}

const QStringList kArena{QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--bot"),
                         QStringLiteral("builtin:fencer"), QStringLiteral("--bot"), QStringLiteral("builtin:random"),
                         QStringLiteral("--matches"), QStringLiteral("4"), QStringLiteral("--seed"), QStringLiteral("3")};

// Runs `statements` on the database at `path` through Qt Sql, as another program would.
bool alter(const QString& path, const QStringList& statements, QString* error)
{
  bool ok = true;
  {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("alter"));
    db.setDatabaseName(path);
    ok = db.open();
    QSqlQuery q(db);
    for (const QString& s : statements) {
      if (ok && !q.exec(s)) {
        *error = s + QStringLiteral(": ") + q.lastError().text();
        ok = false;
      }
    }
    q = QSqlQuery();
    db.close();
  }
  QSqlDatabase::removeDatabase(QStringLiteral("alter"));
  return ok;
}

// The database and its write-ahead log together: what a refused open must not grow.
qint64 bytesOf(const QString& path)
{
  return QFileInfo(path).size() + QFileInfo(path + QStringLiteral("-wal")).size();
}

// Every insert into `matches` adds 2000 rows of 4 KB to `arena`: 8 MB per stored match.
const QString kGrowingTrigger = QStringLiteral(
    "CREATE TRIGGER grow AFTER INSERT ON matches BEGIN "
    "INSERT OR IGNORE INTO arena (key, value) SELECT 'junk' || new.idx || '-' || x, hex(zeroblob(2000)) FROM "
    "(WITH RECURSIVE c(x) AS (VALUES(1) UNION ALL SELECT x + 1 FROM c WHERE x < 2000) SELECT x FROM c); END");

}  // namespace

class TestHostileDatabases : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  QString original_;

private slots:
  void initTestCase()
  {
    QVERIFY(dir_.isValid());
    original_ = dir_.filePath(QStringLiteral("original.sqlite"));
    const Test::CliResult r = cli(kArena + QStringList{QStringLiteral("--db"), original_});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
  }

  // The test's trigger is real: on a connection of its own it makes the file grow.
  void theTriggerGrowsAnUnguardedCopy()
  {
    const QString path = dir_.filePath(QStringLiteral("unguarded.sqlite"));
    QVERIFY(QFile::copy(original_, path));
    QString error;
    QVERIFY2(alter(path, {kGrowingTrigger, QStringLiteral("DELETE FROM matches WHERE idx = 3")}, &error), qPrintable(error));
    const qint64 before = bytesOf(path);
    QVERIFY2(alter(path, {QStringLiteral("INSERT INTO matches SELECT idx + 100, schedule, game, seed, seats, names, bots, "
                                         "versions, scores, errors, replies, result, complete, turns, duration_ms, replay, "
                                         "finished_at FROM matches WHERE idx = 0")},
                   &error),
             qPrintable(error));
    QVERIFY2(bytesOf(path) > before + 4'000'000, qPrintable(QString::number(bytesOf(path) - before)));
  }

  void alteredCopiesAreRefused_data()
  {
    QTest::addColumn<QStringList>("statements");
    QTest::addColumn<QString>("message");
    // Matches 2 and 3 deleted: the arena's resume would play and insert them.
    const QString forget = QStringLiteral("DELETE FROM matches WHERE idx >= 2");
    QTest::newRow("trigger") << QStringList{kGrowingTrigger, forget} << QStringLiteral("holds a trigger 'grow' that Kibitz does not make");
    QTest::newRow("view") << QStringList{QStringLiteral("CREATE VIEW everything AS SELECT * FROM matches, arena"), forget}
                          << QStringLiteral("holds a view 'everything' that Kibitz does not make");
    QTest::newRow("table") << QStringList{QStringLiteral("CREATE TABLE extra (x BLOB)"), forget}
                           << QStringLiteral("holds a table 'extra' that Kibitz does not make");
    QTest::newRow("index") << QStringList{QStringLiteral("CREATE INDEX by_game ON matches (game, result)"), forget}
                           << QStringLiteral("holds an index 'by_game' that Kibitz does not make");
    QTest::newRow("altered matches")
        << QStringList{QStringLiteral("ALTER TABLE matches ADD COLUMN note TEXT DEFAULT 'unread'"), forget}
        << QStringLiteral("defines its table 'matches' otherwise than Kibitz does");
    QTest::newRow("altered arena") << QStringList{QStringLiteral("ALTER TABLE arena ADD COLUMN extra TEXT"), forget}
                                   << QStringLiteral("defines its table 'arena' otherwise than Kibitz does");
    QTest::newRow("altered arenas") << QStringList{QStringLiteral("ALTER TABLE arenas ADD COLUMN extra TEXT"), forget}
                                    << QStringLiteral("defines its table 'arenas' otherwise than Kibitz does");
    // Without its table of arenas it reads as format 1, whose matches table differs.
    QTest::newRow("arenas dropped") << QStringList{QStringLiteral("DROP TABLE arenas"), forget}
                                    << QStringLiteral("holds an index 'sqlite_autoindex_matches_1' that Kibitz does not make");
    QTest::newRow("table replaced")
        << QStringList{QStringLiteral("CREATE TABLE m2 AS SELECT * FROM matches"), QStringLiteral("DROP TABLE matches"),
                       QStringLiteral("ALTER TABLE m2 RENAME TO matches"), forget}
        << QStringLiteral("defines its table 'matches' otherwise than Kibitz does");
  }

  void alteredCopiesAreRefused()
  {
    QFETCH(QStringList, statements);
    QFETCH(QString, message);
    const QString path = dir_.filePath(QStringLiteral("altered-%1.sqlite").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    QVERIFY(QFile::copy(original_, path));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    QString error;
    QVERIFY2(alter(path, statements, &error), qPrintable(error));
    const qint64 size = bytesOf(path);
    const QString refused = QStringLiteral(": not a Kibitz arena database, or altered: refused");
    const QList<QStringList> commands{{QStringLiteral("rank"), path},
                                      {QStringLiteral("rank"), original_, QStringLiteral("--db"), path},
                                      kArena + QStringList{QStringLiteral("--db"), path}};
    for (const QStringList& args : commands) {
      const Test::CliResult r = cli(args);
      const QString what = args.join(QLatin1Char(' ')) + QStringLiteral(": ") + r.err;
      QVERIFY2(r.exitCode == 2, qPrintable(what));
      QVERIFY2(r.err.contains(path + QLatin1Char(' ') + message + refused), qPrintable(what));
      QVERIFY2(bytesOf(path) <= size, qPrintable(QStringLiteral("%1 -> %2 bytes").arg(size).arg(bytesOf(path))));
    }
    // The library refuses it for the window's File > Open Database alike.
    QVERIFY(!Debugger::Arena::ResultsDb::open(path, &error, Debugger::Arena::ResultsDb::Access::Read));
    QVERIFY2(error.contains(message), qPrintable(error));
  }

  // A database of another program that has no tables, only a view, is not taken for a new one.
  void aViewAloneIsRefused()
  {
    const QString path = dir_.filePath(QStringLiteral("view-only.sqlite"));
    QString error;
    QVERIFY2(alter(path, {QStringLiteral("CREATE VIEW v AS SELECT 1")}, &error), qPrintable(error));
    const Test::CliResult r = cli(kArena + QStringList{QStringLiteral("--db"), path});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QStringLiteral("holds a view 'v' that Kibitz does not make")), qPrintable(r.err));
  }

  void theUnalteredDatabaseStillWorks()
  {
    const QString path = dir_.filePath(QStringLiteral("copy.sqlite"));
    QVERIFY(QFile::copy(original_, path));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    QString error;
    QVERIFY2(alter(path, {QStringLiteral("DELETE FROM matches WHERE idx >= 2")}, &error), qPrintable(error));
    Test::CliResult r = cli({QStringLiteral("rank"), path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    r = cli(kArena + QStringList{QStringLiteral("--db"), path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("resumed: 2 were stored")), qPrintable(r.err));
    r = cli({QStringLiteral("rank"), original_, QStringLiteral("--db"), path});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
  }

  // The connection Kibitz opens: no untrusted functions in the schema, and SQLite's
  // defensive mode (no writing the schema by hand), no triggers, no views.
  void theConnectionIsHardened()
  {
    const QString path = dir_.filePath(QStringLiteral("hardened.sqlite"));
    QVERIFY(QFile::copy(original_, path));
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    QString error;
    const QStringList before = QSqlDatabase::connectionNames();
    const std::unique_ptr<Debugger::Arena::ResultsDb> db = Debugger::Arena::ResultsDb::open(path, &error);
    QVERIFY2(db, qPrintable(error));
    QStringList opened = QSqlDatabase::connectionNames();
    for (const QString& name : before)
      opened.removeAll(name);
    QCOMPARE(opened.size(), 1);
    QSqlQuery q(QSqlDatabase::database(opened.first(), false));
    QVERIFY(q.exec(QStringLiteral("PRAGMA trusted_schema")) && q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    // Defensive: writable_schema has no effect, and sqlite_master stays read-only.
    q.exec(QStringLiteral("PRAGMA writable_schema = ON"));
    QVERIFY(!q.exec(QStringLiteral("UPDATE sqlite_master SET sql = sql || ' ' WHERE name = 'arena'")));
    // Views of the file do not run: one made now cannot be read.
    QVERIFY(q.exec(QStringLiteral("CREATE VIEW t AS SELECT 1")));
    QVERIFY(!q.exec(QStringLiteral("SELECT * FROM t")));
  }
};

QTEST_GUILESS_MAIN(TestHostileDatabases)
#include "test_hostile_databases.moc"
