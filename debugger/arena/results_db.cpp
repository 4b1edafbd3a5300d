#include "arena/results_db.h"

#include "arena/bot_version.h"
#include "arena/job_line.h"
#include "core/json_limits.h"

#include <QAtomicInteger>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace Kibitz::Debugger::Arena {

namespace {

const QString kFormat = QStringLiteral("kibitz-arena 2");
const QString kFormat1 = QStringLiteral("kibitz-arena 1");  // one arena, no versions: migrated when written
QAtomicInteger<quint64> connections;

QString sqlError(const QSqlError& e)
{
  QString text = e.databaseText().isEmpty() ? e.text() : e.databaseText();
  return text.isEmpty() ? QStringLiteral("unknown error") : text;
}

QString arrayText(const QJsonArray& array)
{
  return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

// A column's JSON, bounded like a result line; `why` names a limit it breaks.
std::optional<QJsonDocument> parseColumn(const QString& text, QString* why)
{
  const QByteArray utf8 = text.toUtf8();
  *why = Rules::JsonLimits::problem(utf8, JobLine::kMaxLineBytes);
  if (!why->isEmpty())
    return std::nullopt;
  QJsonParseError e;
  const QJsonDocument doc = QJsonDocument::fromJson(utf8, &e);
  if (e.error != QJsonParseError::NoError)
    return std::nullopt;
  return doc;
}

std::optional<QJsonArray> parseArray(const QString& text, QString* why)
{
  const std::optional<QJsonDocument> doc = parseColumn(text, why);
  if (!doc || !doc->isArray())
    return std::nullopt;
  return doc->array();
}

// The replay of a row. Since the arena stores absolute paths, a relative one comes from
// an older version, relative to the folder that arena ran in, which the database does not
// know: it is looked for beside the database (a --db next to the replay folder), then in the
// database's own folder (the default database, inside the replay folder). The first is
// kept when neither holds it, so that the message that it is gone names a full path.
QString resolveReplay(const QString& replay, const QString& dbPath)
{
  if (replay.isEmpty() || QDir::isAbsolutePath(replay))
    return replay;
  const QDir folder = QFileInfo(dbPath).absoluteDir();
  const QString beside = QDir::cleanPath(folder.absoluteFilePath(replay));
  if (QFileInfo::exists(beside))
    return beside;
  const QString inside = folder.absoluteFilePath(QFileInfo(replay).fileName());
  return QFileInfo::exists(inside) ? inside : beside;
}

// Format 1 (before versions): one arena per database. Its tables are still recognised
// exactly, read as they are, and migrated to format 2 by a writer.
const char* kCreateMatches1 =
    "CREATE TABLE matches ("
    " idx INTEGER PRIMARY KEY,"      // place in the schedule
    " schedule TEXT NOT NULL,"       // the schedule id
    " game TEXT NOT NULL,"
    " seed TEXT NOT NULL,"           // decimal, unsigned 64-bit
    " seats TEXT NOT NULL,"          // JSON: the entrant of each seat
    " names TEXT NOT NULL,"          // JSON: display names per seat
    " bots TEXT NOT NULL,"           // JSON: bot specs per seat
    " scores TEXT NOT NULL,"         // JSON: the game's final score per seat
    " errors TEXT NOT NULL,"         // JSON: each seat's first fault, or null
    " replies TEXT NOT NULL,"        // JSON: per seat {faults, timeouts, max_reply_ms, max_share_of_limit}
    " result TEXT NOT NULL,"         // the game's result line
    " complete INTEGER NOT NULL,"
    " turns INTEGER NOT NULL,"
    " duration_ms REAL NOT NULL,"
    " replay TEXT,"                  // the replay file, or NULL
    " finished_at TEXT NOT NULL)";   // ISO 8601, UTC

// Format 2: the matches of every arena played into the database, each seat with the
// version of its bot that played.
const char* kCreateMatches =
    "CREATE TABLE matches ("
    " idx INTEGER NOT NULL,"         // place in its arena's schedule
    " schedule TEXT NOT NULL,"       // the schedule id (a row of `arenas`)
    " game TEXT NOT NULL,"
    " seed TEXT NOT NULL,"           // decimal, unsigned 64-bit
    " seats TEXT NOT NULL,"          // JSON: the entrant of each seat
    " names TEXT NOT NULL,"          // JSON: display names per seat
    " bots TEXT NOT NULL,"           // JSON: bot specs per seat
    " versions TEXT NOT NULL,"       // JSON: each seat's bot version (SHA-256 hex, or ""); [] when unknown
    " scores TEXT NOT NULL,"         // JSON: the game's final score per seat
    " errors TEXT NOT NULL,"         // JSON: each seat's first fault, or null
    " replies TEXT NOT NULL,"        // JSON: per seat {faults, timeouts, max_reply_ms, max_share_of_limit}
    " result TEXT NOT NULL,"         // the game's result line
    " complete INTEGER NOT NULL,"
    " turns INTEGER NOT NULL,"
    " duration_ms REAL NOT NULL,"
    " replay TEXT,"                  // the replay file, or NULL
    " finished_at TEXT NOT NULL,"    // ISO 8601, UTC
    " PRIMARY KEY (schedule, idx))";

const char* kCreateArenas =
    "CREATE TABLE arenas ("
    " schedule TEXT PRIMARY KEY,"    // the schedule id
    " identity TEXT NOT NULL,"       // its arguments as JSON ({} from rank --db)
    " started_at TEXT NOT NULL)";    // ISO 8601, UTC: when it first wrote here

const char* kCreateArena = "CREATE TABLE arena (key TEXT PRIMARY KEY, value TEXT NOT NULL)";

bool createTables(QSqlQuery& q, int format = 2)
{
  if (format == 1)
    return q.exec(QString::fromLatin1(kCreateArena)) && q.exec(QString::fromLatin1(kCreateMatches1));
  return q.exec(QString::fromLatin1(kCreateArena)) && q.exec(QString::fromLatin1(kCreateArenas)) &&
         q.exec(QString::fromLatin1(kCreateMatches));
}

QString nowText()
{
  return QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
}

// One entry of sqlite_master (its rootpage left out: where the table lies in the file).
struct SchemaObject {
  QString type, name, table, sql;
  bool operator==(const SchemaObject&) const = default;
};

std::optional<QList<SchemaObject>> schemaOf(QSqlQuery& q)
{
  if (!q.exec(QStringLiteral("SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name")))
    return std::nullopt;
  QList<SchemaObject> objects;
  while (q.next())
    objects << SchemaObject{q.value(0).toString(), q.value(1).toString(), q.value(2).toString(), q.value(3).toString()};
  return objects;
}

// What Kibitz's own tables look like in sqlite_master, made by the same code in a database
// in memory: the check of a given database never drifts from what open() creates.
const QList<SchemaObject>& kibitzSchema(int format = 2)
{
  static const auto make = [](int format) {
    const QString name = QStringLiteral("kibitz-arena-schema-%1").arg(connections.fetchAndAddRelaxed(1));
    QList<SchemaObject> objects;
    {
      QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
      db.setDatabaseName(QStringLiteral(":memory:"));
      QSqlQuery q(db);
      if (db.open() && createTables(q, format))
        objects = schemaOf(q).value_or(QList<SchemaObject>());
      q = QSqlQuery();
      db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return objects;
  };
  static const QList<SchemaObject> schema1 = make(1);
  static const QList<SchemaObject> schema2 = make(2);
  return format == 1 ? schema1 : schema2;
}

// A name from the file, as a message shows it: bounded, on one line.
QString shown(const QString& name)
{
  QString text = name.left(60).replace(QLatin1Char('\n'), QLatin1Char(' '));
  return name.size() > 60 ? text + QStringLiteral("...") : text;
}

// Empty when `objects` are exactly Kibitz's tables and the index SQLite makes for the
// arena table's key; else what is not, after the database's name. Anything more (a
// trigger, a view, another table or index) or a table defined otherwise could run or grow
// on every write.
QString schemaProblem(const QList<SchemaObject>& objects, int format)
{
  const QList<SchemaObject>& expected = kibitzSchema(format);
  if (expected.isEmpty())
    return QStringLiteral("cannot be compared with Kibitz's tables (they cannot be made in memory)");
  for (const SchemaObject& o : objects) {
    if (expected.contains(o))
      continue;
    const bool known = std::any_of(expected.begin(), expected.end(),
                                   [&](const SchemaObject& e) { return e.type == o.type && e.name == o.name; });
    if (known)
      return QStringLiteral("defines its %1 '%2' otherwise than Kibitz does").arg(shown(o.type), shown(o.name));
    return QStringLiteral("holds %1 %2 '%3' that Kibitz does not make")
        .arg(o.type == QLatin1String("index") ? QStringLiteral("an") : QStringLiteral("a"), shown(o.type), shown(o.name));
  }
  for (const SchemaObject& e : expected)
    if (!objects.contains(e))
      return QStringLiteral("lacks the %1 '%2' that Kibitz makes").arg(e.type, e.name);
  return {};
}

// SQLite's own switches for a database that may come from anyone: DEFENSIVE (no writing
// the schema by hand, no corrupting pages through pragmas), and neither triggers nor
// views, which Kibitz never uses. sqlite3_db_config is looked up in the library the Qt
// driver itself loaded (the one that made the handle), so Kibitz needs no SQLite headers
// nor a link to it; false when the driver does not give it out.
bool hardenConnection(const QSqlDatabase& db)
{
  constexpr int kDbConfigDefensive = 1010;  // SQLITE_DBCONFIG_DEFENSIVE
  constexpr int kDbConfigEnableTrigger = 1003;
  constexpr int kDbConfigEnableView = 1015;
  const QVariant handle = db.driver()->handle();
  if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
    return false;
  void* sqlite = *static_cast<void* const*>(handle.constData());
  // The library of the driver's code: its vtable lies in the plugin (or in Qt Sql).
  Dl_info where{};
  if (!sqlite || dladdr(*reinterpret_cast<void* const*>(db.driver()), &where) == 0 || !where.dli_fname)
    return false;
  void* library = dlopen(where.dli_fname, RTLD_NOW | RTLD_NOLOAD);
  if (!library)
    return false;
  // dlsym on the plugin's handle finds the symbol in it or in what it depends on.
  using DbConfig = int (*)(void*, int, ...);
  const auto config = reinterpret_cast<DbConfig>(dlsym(library, "sqlite3_db_config"));
  bool on = false;
  if (config) {
    int defensive = 0, triggers = 1, views = 1;
    on = config(sqlite, kDbConfigDefensive, 1, &defensive) == 0 && defensive == 1 &&
         config(sqlite, kDbConfigEnableTrigger, 0, &triggers) == 0 && triggers == 0 &&
         config(sqlite, kDbConfigEnableView, 0, &views) == 0 && views == 0;
  }
  dlclose(library);
  return on;
}

}  // namespace

ResultsDb::ResultsDb(QString path) : path_(std::move(path)) {}

ResultsDb::~ResultsDb()
{
  {
    QSqlDatabase db = QSqlDatabase::database(connection_, false);
    if (db.isOpen())
      db.close();
  }
  QSqlDatabase::removeDatabase(connection_);
  // Closed after SQLite's connection: closing a descriptor of the file drops the
  // process's fcntl locks on it, which SQLite holds only while connected.
  if (lockFd_ >= 0)
    ::close(lockFd_);
}

std::unique_ptr<ResultsDb> ResultsDb::open(const QString& path, QString* error, Access access,
                                           const std::function<void()>& waiting)
{
  if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE"))) {
    *error = QStringLiteral("Qt's SQLite driver (QSQLITE) is not installed (Debian: libqt6sql6-sqlite)");
    return nullptr;
  }
  const QFileInfo info(path);
  if (info.exists()) {
    if (!info.isFile()) {
      *error = QStringLiteral("%1 is not a file").arg(path);
      return nullptr;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
      *error = QStringLiteral("%1: %2").arg(path, file.errorString());
      return nullptr;
    }
    const QByteArray head = file.read(16);
    if (!head.isEmpty() && head != QByteArray("SQLite format 3\0", 16)) {
      *error = QStringLiteral("%1 is not an SQLite database (refused: not an arena database)").arg(path);
      return nullptr;
    }
  }
  std::unique_ptr<ResultsDb> self(new ResultsDb(path));
  if (access == Access::Write) {
    // One writer: a second arena on the same database waits for the first to end (its
    // matches are then stored and not played again).
    self->lockFd_ = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (self->lockFd_ < 0) {
      *error = QStringLiteral("%1: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
      return nullptr;
    }
    if (::flock(self->lockFd_, LOCK_EX | LOCK_NB) != 0) {
      if (waiting)
        waiting();
      int r;
      while ((r = ::flock(self->lockFd_, LOCK_EX)) != 0 && errno == EINTR) {
      }
      if (r != 0) {
        *error = QStringLiteral("%1: cannot lock it: %2").arg(path, QString::fromLocal8Bit(std::strerror(errno)));
        return nullptr;
      }
    }
  }
  self->connection_ = QStringLiteral("kibitz-arena-%1").arg(connections.fetchAndAddRelaxed(1));
  QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), self->connection_);
  db.setDatabaseName(path);
  if (!db.open()) {
    *error = QStringLiteral("%1: cannot open the database: %2").arg(path, sqlError(db.lastError()));
    return nullptr;
  }
  QSqlQuery q(db);
  const auto damaged = [&](const QString& what) {
    *error = QStringLiteral("%1 is damaged or not a database (%2): refused").arg(path, what);
    return nullptr;
  };
  // Before anything reads the file's schema: no function it names runs unless SQLite knows
  // it harmless, and the connection is hardened where the driver lets it (docs/arena.md).
  if (!q.exec(QStringLiteral("PRAGMA trusted_schema = OFF"))) {
    *error = QStringLiteral("%1: %2").arg(path, sqlError(q.lastError()));
    return nullptr;
  }
  hardenConnection(db);
  const std::optional<QList<SchemaObject>> schema = schemaOf(q);
  if (!schema)
    return damaged(sqlError(q.lastError()));
  QStringList tables;
  for (const SchemaObject& o : *schema)
    if (o.type == QLatin1String("table"))
      tables << o.name;
  if (!schema->isEmpty()) {
    if (!tables.isEmpty() && (!tables.contains(QStringLiteral("arena")) || !tables.contains(QStringLiteral("matches")))) {
      *error = QStringLiteral("%1 is not a Kibitz arena database (it has the tables %2): refused")
                   .arg(path, tables.join(QStringLiteral(", ")));
      return nullptr;
    }
    // Format 1 has no table of arenas; its tables must be exactly format 1's.
    self->format_ = tables.contains(QStringLiteral("arenas")) ? 2 : 1;
    if (const QString problem = schemaProblem(*schema, self->format_); !problem.isEmpty()) {
      *error = QStringLiteral("%1 %2: not a Kibitz arena database, or altered: refused").arg(path, problem);
      return nullptr;
    }
    if (!q.exec(QStringLiteral("SELECT key, value FROM arena")))
      return damaged(sqlError(q.lastError()));
    QString format;
    while (q.next()) {
      const QString key = q.value(0).toString();
      if (key == QLatin1String("format"))
        format = q.value(1).toString();
      else if (key == QLatin1String("schedule") && self->format_ == 1)
        self->scheduleId_ = q.value(1).toString();
      else if (key == QLatin1String("identity") && self->format_ == 1) {
        QString why;
        const std::optional<QJsonDocument> identity = parseColumn(q.value(1).toString(), &why);
        if (!why.isEmpty())
          return damaged(QStringLiteral("arena identity: %1").arg(why));
        self->identity_ = identity ? identity->object() : QJsonObject();
      }
    }
    const QString expected = self->format_ == 1 ? kFormat1 : kFormat;
    if (format != expected) {
      *error = QStringLiteral("%1 is not a Kibitz arena database of this version (format '%2', expected '%3'): refused")
                   .arg(path, format, expected);
      return nullptr;
    }
    if (self->format_ == 1) {
      if (!self->scheduleId_.isEmpty())
        self->arenas_ << Arena{self->scheduleId_, self->identity_, QString()};
    } else {
      if (!q.exec(QStringLiteral("SELECT schedule, identity, started_at FROM arenas ORDER BY started_at, rowid")))
        return damaged(sqlError(q.lastError()));
      while (q.next()) {
        QString why;
        const std::optional<QJsonDocument> identity = parseColumn(q.value(1).toString(), &why);
        if (!why.isEmpty())
          return damaged(QStringLiteral("arena identity: %1").arg(why));
        QString started = q.value(2).toString();
        if (started.size() > 40 || !QDateTime::fromString(started, Qt::ISODateWithMs).isValid())
          started.clear();
        self->arenas_ << Arena{q.value(0).toString(), identity ? identity->object() : QJsonObject(), started};
      }
      if (!self->arenas_.isEmpty()) {
        self->scheduleId_ = self->arenas_.constLast().schedule;
        self->identity_ = self->arenas_.constLast().identity;
      }
    }
    if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next())
      return damaged(sqlError(q.lastError()));
    if (q.value(0).toString() != QLatin1String("ok"))
      return damaged(q.value(0).toString());
  }
  // WAL: a commit is one append to the log, durable against a killed process; NORMAL
  // syncs at checkpoints only (a power cut may lose the last matches, never corrupt).
  if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !q.exec(QStringLiteral("PRAGMA synchronous = NORMAL"))) {
    *error = QStringLiteral("%1: %2").arg(path, sqlError(q.lastError()));
    return nullptr;
  }
  q.exec(QStringLiteral("PRAGMA busy_timeout = 10000"));
  if (schema->isEmpty()) {
    if (!db.transaction() || !createTables(q) ||
        !q.exec(QStringLiteral("INSERT INTO arena (key, value) VALUES ('format', '%1')").arg(kFormat)) ||
        !db.commit()) {
      *error = QStringLiteral("%1: cannot create the arena tables: %2").arg(path, sqlError(q.lastError()));
      db.rollback();
      return nullptr;
    }
    self->format_ = 2;
  } else if (self->format_ == 1 && access == Access::Write) {
    // A writer migrates a format 1 database in one transaction: its matches keep their
    // rows (no versions known: "[]"), its arena becomes the first row of `arenas`.
    const QString started = QStringLiteral("(SELECT coalesce(min(finished_at), '%1') FROM matches_v1)").arg(nowText());
    QSqlQuery insertArena(db);
    const bool ok =
        db.transaction() && q.exec(QStringLiteral("ALTER TABLE matches RENAME TO matches_v1")) &&
        q.exec(QString::fromLatin1(kCreateArenas)) && q.exec(QString::fromLatin1(kCreateMatches)) &&
        q.exec(QStringLiteral(
            "INSERT INTO matches (idx, schedule, game, seed, seats, names, bots, versions, scores, errors, replies, result, "
            "complete, turns, duration_ms, replay, finished_at) SELECT idx, schedule, game, seed, seats, names, bots, '[]', "
            "scores, errors, replies, result, complete, turns, duration_ms, replay, finished_at FROM matches_v1")) &&
        (self->scheduleId_.isEmpty() ||
         (insertArena.prepare(QStringLiteral("INSERT INTO arenas (schedule, identity, started_at) VALUES (?, ?, %1)").arg(started)),
          insertArena.addBindValue(self->scheduleId_),
          insertArena.addBindValue(QString::fromUtf8(QJsonDocument(self->identity_).toJson(QJsonDocument::Compact))),
          insertArena.exec())) &&
        q.exec(QStringLiteral("DROP TABLE matches_v1")) &&
        q.exec(QStringLiteral("DELETE FROM arena WHERE key IN ('schedule', 'identity')")) &&
        q.exec(QStringLiteral("UPDATE arena SET value = '%1' WHERE key = 'format'").arg(kFormat)) && db.commit();
    if (!ok) {
      const QString why = sqlError(q.lastError().isValid() ? q.lastError() : insertArena.lastError());
      db.rollback();
      *error = QStringLiteral("%1: cannot bring the database of format '%2' to '%3': %4").arg(path, kFormat1, kFormat, why);
      return nullptr;
    }
    self->format_ = 2;
    if (!self->arenas_.isEmpty() && q.exec(QStringLiteral("SELECT started_at FROM arenas")) && q.next())
      self->arenas_.first().startedAt = q.value(0).toString();
  }
  return self;
}

bool ResultsDb::claim(const QString& scheduleId, const QJsonObject& identity, QString* error)
{
  QSqlDatabase db = QSqlDatabase::database(connection_, false);
  const auto known = std::find_if(arenas_.begin(), arenas_.end(), [&](const Arena& a) { return a.schedule == scheduleId; });
  QSqlQuery q(db);
  if (known == arenas_.end()) {
    // Another arena in the same database (another version of a bot, other arguments):
    // its matches are kept apart by their schedule.
    q.prepare(QStringLiteral("INSERT INTO arenas (schedule, identity, started_at) VALUES (?, ?, ?)"));
    q.addBindValue(scheduleId);
    q.addBindValue(QString::fromUtf8(QJsonDocument(identity).toJson(QJsonDocument::Compact)));
    q.addBindValue(nowText());
  } else if (known->identity.isEmpty() && !identity.isEmpty()) {
    q.prepare(QStringLiteral("UPDATE arenas SET identity = ? WHERE schedule = ?"));
    q.addBindValue(QString::fromUtf8(QJsonDocument(identity).toJson(QJsonDocument::Compact)));
    q.addBindValue(scheduleId);
  }
  if (!q.lastQuery().isEmpty() && !q.exec()) {
    *error = QStringLiteral("%1: %2").arg(path_, sqlError(q.lastError()));
    return false;
  }
  if (known == arenas_.end()) {
    arenas_ << Arena{scheduleId, identity, nowText()};
  } else {
    if (known->identity.isEmpty())
      known->identity = identity;
    // The one claimed last is the database's current arena.
    Arena again = *known;
    arenas_.erase(known);
    arenas_ << again;
  }
  scheduleId_ = scheduleId;
  identity_ = arenas_.constLast().identity;
  return true;
}

bool ResultsDb::insert(const MatchOutcome& o, bool ignoreExisting, bool* inserted, QString* error)
{
  if (inserted)
    *inserted = false;
  if (!o.played()) {
    *error = QStringLiteral("match %1 was not played: %2").arg(o.index).arg(o.error);
    return false;
  }
  if (std::none_of(arenas_.begin(), arenas_.end(), [&](const Arena& a) { return a.schedule == o.schedule; })) {
    *error = QStringLiteral("match %1 belongs to schedule %2, which %3 does not hold (claim it first)").arg(o.index).arg(o.schedule, path_);
    return false;
  }
  if (format_ != 2) {
    *error = QStringLiteral("%1 is of format '%2', opened for reading only").arg(path_, kFormat1);
    return false;
  }
  QJsonArray seats, names, bots, versions, scores, errors, replies;
  for (const SeatOutcome& s : o.seats) {
    seats << s.entrant;
    names << s.name;
    bots << s.bot;
    versions << s.version;
    scores << s.score;
    errors << (s.error.isEmpty() ? QJsonValue() : QJsonValue(s.error));
    QJsonObject reply{{QStringLiteral("faults"), s.faults},
                      {QStringLiteral("timeouts"), s.timeouts},
                      {QStringLiteral("max_reply_ms"), s.maxReplyMs},
                      {QStringLiteral("max_share_of_limit"), s.maxShareOfLimit}};
    if (s.gameScore)  // with the replies: older databases have no such key
      reply.insert(QStringLiteral("game_score"), *s.gameScore);
    if (!s.values.isEmpty())  // the `#kibitz value` summaries, likewise
      reply.insert(QStringLiteral("values"), BotValues::toJson(s.values));
    if (s.replies > 0) {  // what the bot cost, likewise
      reply.insert(QStringLiteral("replies"), s.replies);
      reply.insert(QStringLiteral("p95_reply_ms"), s.p95ReplyMs);
    }
    if (s.peakRssKb >= 0)
      reply.insert(QStringLiteral("peak_rss_kb"), s.peakRssKb);
    replies << reply;
  }
  QSqlDatabase db = QSqlDatabase::database(connection_, false);
  QSqlQuery q(db);
  q.prepare(QStringLiteral("INSERT %1 INTO matches (idx, schedule, game, seed, seats, names, bots, versions, scores, errors, "
                           "replies, result, complete, turns, duration_ms, replay, finished_at) "
                           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .arg(ignoreExisting ? QStringLiteral("OR IGNORE") : QString()));
  q.addBindValue(o.index);
  q.addBindValue(o.schedule);
  q.addBindValue(o.gameId);
  q.addBindValue(QString::number(o.seed));
  q.addBindValue(arrayText(seats));
  q.addBindValue(arrayText(names));
  q.addBindValue(arrayText(bots));
  q.addBindValue(arrayText(versions));
  q.addBindValue(arrayText(scores));
  q.addBindValue(arrayText(errors));
  q.addBindValue(arrayText(replies));
  q.addBindValue(o.result);
  q.addBindValue(o.complete ? 1 : 0);
  q.addBindValue(o.turns);
  q.addBindValue(o.durationMs);
  q.addBindValue(o.replay.isEmpty() ? QVariant() : QVariant(o.replay));
  // When the match ended (a worker's line says it); else now, when it is stored.
  q.addBindValue(o.finishedAt.isEmpty() ? nowText() : o.finishedAt);
  // One transaction per match: it is stored whole or not at all.
  if (!db.transaction()) {
    *error = QStringLiteral("%1: %2").arg(path_, sqlError(db.lastError()));
    return false;
  }
  if (!q.exec()) {
    const QString why = sqlError(q.lastError());
    db.rollback();
    *error = why.contains(QStringLiteral("UNIQUE"))
                 ? QStringLiteral("%1: match %2 is stored already (is another arena writing to it?)").arg(path_).arg(o.index)
                 : QStringLiteral("%1: cannot store match %2: %3").arg(path_).arg(o.index).arg(why);
    return false;
  }
  const bool added = q.numRowsAffected() > 0;
  if (!db.commit()) {
    *error = QStringLiteral("%1: cannot store match %2: %3").arg(path_).arg(o.index).arg(sqlError(db.lastError()));
    return false;
  }
  if (inserted)
    *inserted = added;
  return true;
}

qint64 ResultsDb::count(QString* error) const
{
  QSqlQuery q(QSqlDatabase::database(connection_, false));
  if (!q.exec(QStringLiteral("SELECT count(*) FROM matches")) || !q.next()) {
    *error = QStringLiteral("%1: %2").arg(path_, sqlError(q.lastError()));
    return -1;
  }
  return q.value(0).toLongLong();
}

std::optional<QList<MatchOutcome>> ResultsDb::outcomes(QString* error, const QString& schedule) const
{
  QSqlQuery q(QSqlDatabase::database(connection_, false));
  q.setForwardOnly(true);
  q.prepare(QStringLiteral("SELECT idx, schedule, game, seed, seats, names, bots, scores, errors, replies, result, "
                           "complete, turns, duration_ms, replay, finished_at, %1 FROM matches %2 ORDER BY schedule, idx")
                .arg(format_ == 1 ? QStringLiteral("'[]'") : QStringLiteral("versions"),
                     schedule.isNull() ? QString() : QStringLiteral("WHERE schedule = ?")));
  if (!schedule.isNull())
    q.addBindValue(schedule);
  if (!q.exec()) {
    *error = QStringLiteral("%1: %2").arg(path_, sqlError(q.lastError()));
    return std::nullopt;
  }
  QList<MatchOutcome> list;
  while (q.next()) {
    MatchOutcome o;
    o.index = q.value(0).toLongLong();
    o.schedule = q.value(1).toString();
    o.gameId = q.value(2).toString();
    bool seedOk = false;
    o.seed = q.value(3).toString().toULongLong(&seedOk);
    std::optional<QJsonArray> columns[6];
    QString why;
    for (int c = 0; c < 6 && why.isEmpty(); ++c)
      columns[c] = parseArray(q.value(4 + c).toString(), &why);
    const qsizetype seats = columns[0] ? columns[0]->size() : 0;
    bool ok = seedOk && seats > 0;
    for (int c = 0; c < 6 && ok; ++c)
      ok = columns[c] && columns[c]->size() == seats;
    if (!ok) {
      *error = QStringLiteral("%1: match %2 is damaged (its seats do not read%3): refused")
                   .arg(path_)
                   .arg(o.index)
                   .arg(why.isEmpty() ? QString() : QStringLiteral(": ") + why);
      return std::nullopt;
    }
    // Each seat's version: none in older rows ("[]"); else valid (hex, bounded) or refused.
    const std::optional<QJsonArray> versions = parseArray(q.value(16).toString(), &why);
    bool versionsOk = versions && (versions->isEmpty() || versions->size() == seats);
    for (qsizetype s = 0; versionsOk && s < (versions ? versions->size() : 0); ++s)
      versionsOk = (*versions)[s].isString() && BotVersion::valid((*versions)[s].toString());
    if (!versionsOk) {
      *error = QStringLiteral("%1: match %2 is damaged (its versions are not SHA-256 hex digits per seat): refused").arg(path_).arg(o.index);
      return std::nullopt;
    }
    QString finished = q.value(15).toString();
    o.finishedAt = finished.size() <= 40 && QDateTime::fromString(finished, Qt::ISODateWithMs).isValid() ? finished : QString();
    for (qsizetype s = 0; s < seats; ++s) {
      SeatOutcome seat;
      seat.version = versions->isEmpty() ? QString() : (*versions)[s].toString();
      seat.entrant = (*columns[0])[s].toInt(-1);
      seat.name = (*columns[1])[s].toString();
      seat.bot = (*columns[2])[s].toString();
      seat.score = (*columns[3])[s].toDouble();
      seat.error = (*columns[4])[s].toString();
      const QJsonObject r = (*columns[5])[s].toObject();
      seat.faults = r.value(QStringLiteral("faults")).toInt();
      seat.timeouts = r.value(QStringLiteral("timeouts")).toInt();
      seat.maxReplyMs = r.value(QStringLiteral("max_reply_ms")).toDouble();
      seat.maxShareOfLimit = r.value(QStringLiteral("max_share_of_limit")).toDouble();
      if (const QJsonValue game = r.value(QStringLiteral("game_score")); game.isDouble())
        seat.gameScore = game.toDouble();
      seat.values = BotValues::fromJson(r.value(QStringLiteral("values")).toArray());
      seat.replies = std::max(0, r.value(QStringLiteral("replies")).toInt());
      seat.p95ReplyMs = r.value(QStringLiteral("p95_reply_ms")).toDouble();
      // Bounded: a hostile database's number must not overflow the conversion.
      seat.peakRssKb = qint64(std::clamp(r.value(QStringLiteral("peak_rss_kb")).toDouble(-1), -1.0, 1e15));
      o.seats << seat;
    }
    o.result = q.value(10).toString();
    o.complete = q.value(11).toInt() != 0;
    o.turns = q.value(12).toInt();
    o.durationMs = q.value(13).toDouble();
    o.replay = resolveReplay(q.value(14).toString(), path_);
    list << o;
  }
  if (q.lastError().isValid()) {
    *error = QStringLiteral("%1 is damaged: %2").arg(path_, sqlError(q.lastError()));
    return std::nullopt;
  }
  return list;
}

}  // namespace Kibitz::Debugger::Arena
