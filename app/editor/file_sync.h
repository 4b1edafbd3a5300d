#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>

class QFileSystemWatcher;
class QTimer;

namespace Kibitz::App {

class SourceEditor;

// Keeps the editor's tabs in step with their files: it watches each open file (and its
// folder, which sees a file replaced, deleted or created again) and remembers, per tab, the
// content the tab last loaded or saved (its hash). A change made elsewhere is reported once;
// a save compares the disk with that hash, so an unseen change is never overwritten.
class FileSync final : public QObject {
  Q_OBJECT
public:
  enum class DiskState { Same, Changed, Missing, Unreadable };
  Q_ENUM(DiskState)

  explicit FileSync(QObject* parent = nullptr);

  // `editor` shows its file as `bytes` (just loaded or saved).
  void track(SourceEditor* editor, const QByteArray& bytes);
  void untrack(SourceEditor* editor);
  // The user has seen the file as it is now and kept the tab's text: a save may replace it,
  // and nothing is reported until the file changes again.
  void acknowledge(SourceEditor* editor);
  // The file against what the tab last loaded or saved.
  DiskState state(SourceEditor* editor) const;
  // Checks every file now (the watcher does it a moment after a change: a save by another
  // editor is often several writes).
  void checkNow();
  int settleMs() const { return settleMs_; }

signals:
  // Said once per change of the file (a second edit elsewhere is a new change).
  void diskStateChanged(Kibitz::App::SourceEditor* editor, Kibitz::App::FileSync::DiskState state);

private:
  struct Entry {
    QString path;
    QByteArray hash;          // what the tab holds
    QByteArray reportedDisk;  // the disk's hash when last reported
    DiskState reported = DiskState::Same;
  };
  void watch(const QString& path);

  QHash<SourceEditor*, Entry> entries_;
  QFileSystemWatcher* watcher_;
  QTimer* settle_;
  int settleMs_ = 150;
};

}  // namespace Kibitz::App
