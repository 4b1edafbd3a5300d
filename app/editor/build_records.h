#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

namespace Kibitz::App {

// What the editor built, kept across restarts (a JSON file in the application's data
// folder, never in the bot's): per source, whether its last build succeeded, from which
// content and with which command, and the program it made (its hash). "Built and up to
// date" is decided from these and the files, so a bot built before a restart is not sent to
// build again.
class BuildRecords {
public:
  struct Record {
    bool success = false;
    QByteArray sourceHash;
    QString outputPath;      // empty when the language builds nothing
    QByteArray outputHash;   // of the program as built
    QString command;         // the build command, before BOT and SOURCE were replaced
  };

  // `path` empty: bot-builds.json in the application's data folder.
  explicit BuildRecords(const QString& path = {});

  std::optional<Record> find(const QString& source) const;
  void insert(const QString& source, const Record& record);
  void remove(const QString& source);
  QString path() const { return path_; }

private:
  void load();
  void save() const;

  QString path_;
  QHash<QString, Record> records_;
};

}  // namespace Kibitz::App
