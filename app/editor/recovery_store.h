#pragma once

#include <QList>
#include <QString>

#include <memory>

class QLockFile;

namespace Kibitz::App {

// Autosaved copies of unsaved editor buffers, so that a crash loses nothing. Each
// running editor writes into its own session folder under
// <AppDataLocation>/editor-recovery/, held by a lock file; folders whose lock is free
// (their editor is gone without cleaning up) are offered back at the next start.
class RecoveryStore {
public:
  struct Buffer {
    QString id;        // the buffer's recovery id
    QString filePath;  // the file it was editing; empty for an untitled buffer
    QString name;      // the tab title without marker
    QString language;  // languageKey()
    QString text;
    QString savedAt;   // ISO 8601
    QString storedAt;  // the autosave file (removed when discarded)
  };

  // `root` empty: the standard location.
  explicit RecoveryStore(const QString& root = {});
  ~RecoveryStore();

  QString root() const { return root_; }
  bool write(const Buffer& buffer, QString* error);
  void remove(const QString& id);
  // Removes this session's files (a clean close).
  void clear();
  // Buffers left by editors that are no longer running.
  QList<Buffer> orphaned() const;
  // Deletes one orphaned buffer's file (and its folder when it becomes empty).
  static void discard(const Buffer& buffer);

private:
  QString sessionDir() const;
  QString root_;
  QString session_;
  std::unique_ptr<QLockFile> lock_;
};

}  // namespace Kibitz::App
