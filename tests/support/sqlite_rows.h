#pragma once

// The rows a query returns from an SQLite file, each as its cells joined by '|', read
// through a read-only connection of its own (for tests that look into an arena database).
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace Kibitz::Test {

inline QStringList queryRows(const QString& path, const QString& sql)
{
  const QString connection = QStringLiteral("test-read");
  QStringList rows;
  {
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
    if (db.open()) {
      QSqlQuery q(db);
      if (q.exec(sql))
        while (q.next()) {
          QStringList cells;
          for (int c = 0; c < q.record().count(); ++c)
            cells << q.value(c).toString();
          rows << cells.join(QLatin1Char('|'));
        }
      db.close();
    }
  }
  QSqlDatabase::removeDatabase(connection);
  return rows;
}

}  // namespace Kibitz::Test
