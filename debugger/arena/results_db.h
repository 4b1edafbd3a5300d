#pragma once

#include "arena/match_job.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace Kibitz::Debugger::Arena {

// An arena's results in SQLite (Qt Sql's QSQLITE driver), docs/arena.md "The database":
// a table `arena` (key, value: the format, the schedule id and its arguments) and a table
// `matches` with one row per played match, each written in its own transaction. WAL
// journal: a process killed at any moment leaves every committed match and no half of one.
// Use it on the thread that opened it.
class ResultsDb {
public:
  enum class Access {
    Read,   // rank a database: other programs may write meanwhile
    Write,  // an arena or a merge: one writer at a time (an exclusive lock held while open)
  };
  // Opens or creates `path`. None with a message for a file that is not an SQLite database,
  // is damaged, or is another program's database (tables but no Kibitz arena format). For
  // Access::Write, when another process writes to it (an arena whose parent was killed,
  // not itself), calls `waiting` once and waits until that process is done.
  static std::unique_ptr<ResultsDb> open(const QString& path, QString* error, Access access = Access::Write,
                                         const std::function<void()>& waiting = {});
  ~ResultsDb();
  ResultsDb(const ResultsDb&) = delete;
  ResultsDb& operator=(const ResultsDb&) = delete;

  // An arena that played into the database: its schedule id, arguments (empty when its
  // results came from `rank --db`, which only knows the id) and when it first wrote.
  struct Arena {
    QString schedule;
    QJsonObject identity;
    QString startedAt;  // ISO 8601, UTC (empty in a database of format 1 opened to read)
  };

  const QString& path() const { return path_; }
  // Every arena of the database, the current one (claimed last) last. A database holds the
  // matches of several arenas (docs/arena.md, "Versions and history"), each kept apart by
  // its schedule.
  const QList<Arena>& arenas() const { return arenas_; }
  // The current arena's schedule (empty while it holds none) and its arguments.
  const QString& scheduleId() const { return scheduleId_; }
  const QJsonObject& identity() const { return identity_; }
  // Makes `scheduleId` the current arena, adding it to the database's arenas when it is
  // new. `identity` may be empty; it fills a missing one.
  bool claim(const QString& scheduleId, const QJsonObject& identity, QString* error);

  // Stores one played match in its own transaction. With `ignoreExisting` a match already
  // stored is left as it is (`*inserted` false); without, it is an error.
  bool insert(const MatchOutcome& outcome, bool ignoreExisting, bool* inserted, QString* error);

  // The stored matches in (schedule, index) order, of every arena or of `schedule` only
  // (each replay by its absolute path; a relative one, stored by an older version, is
  // looked for from the database's folder).
  std::optional<QList<MatchOutcome>> outcomes(QString* error, const QString& schedule = QString()) const;
  qint64 count(QString* error) const;

private:
  explicit ResultsDb(QString path);

  QString path_;
  int lockFd_ = -1;  // the writer's lock (flock on the file, apart from SQLite's own fcntl locks)
  QString connection_;
  int format_ = 2;  // 1: an older database opened to read (no versions, one arena)
  QList<Arena> arenas_;
  QString scheduleId_;
  QJsonObject identity_;
};

}  // namespace Kibitz::Debugger::Arena
