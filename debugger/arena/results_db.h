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

  const QString& path() const { return path_; }
  // The schedule the database belongs to (empty while it holds none) and its arguments
  // (empty when its results came from `rank --db`, which only knows the id).
  const QString& scheduleId() const { return scheduleId_; }
  const QJsonObject& identity() const { return identity_; }
  // Ties the database to a schedule: stores it when the database has none, refuses
  // (false, error) another one. `identity` may be empty; it fills a missing one.
  bool claim(const QString& scheduleId, const QJsonObject& identity, QString* error);

  // Stores one played match in its own transaction. With `ignoreExisting` a match already
  // stored is left as it is (`*inserted` false); without, it is an error.
  bool insert(const MatchOutcome& outcome, bool ignoreExisting, bool* inserted, QString* error);

  // All stored matches in index order (each replay by its absolute path; a relative one,
  // stored by an older version, is looked for from the database's folder).
  std::optional<QList<MatchOutcome>> outcomes(QString* error) const;
  qint64 count(QString* error) const;

private:
  explicit ResultsDb(QString path);
  bool setMeta(const QString& key, const QString& value, QString* error);

  QString path_;
  int lockFd_ = -1;  // the writer's lock (flock on the file, apart from SQLite's own fcntl locks)
  QString connection_;
  QString scheduleId_;
  QJsonObject identity_;
};

}  // namespace Kibitz::Debugger::Arena
