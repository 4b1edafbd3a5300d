#include "editor/file_sync.h"

#include "editor/disk_file.h"
#include "editor/source_editor.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

namespace Kibitz::App {

FileSync::FileSync(QObject* parent) : QObject(parent), watcher_(new QFileSystemWatcher(this)), settle_(new QTimer(this))
{
  settle_->setSingleShot(true);
  connect(settle_, &QTimer::timeout, this, &FileSync::checkNow);
  connect(watcher_, &QFileSystemWatcher::fileChanged, this, [this] { settle_->start(settleMs_); });
  connect(watcher_, &QFileSystemWatcher::directoryChanged, this, [this] { settle_->start(settleMs_); });
}

void FileSync::watch(const QString& path)
{
  // A file replaced by a rename (how most editors save) drops out of the watch: added again.
  const QString folder = QFileInfo(path).absolutePath();
  if (!watcher_->directories().contains(folder))
    watcher_->addPath(folder);
  if (QFileInfo(path).isFile() && !watcher_->files().contains(path))
    watcher_->addPath(path);
}

void FileSync::track(SourceEditor* editor, const QByteArray& bytes)
{
  if (editor->filePath().isEmpty())
    return;
  const QString old = entries_.value(editor).path;
  const QByteArray hash = DiskFile::hashOf(bytes);
  entries_.insert(editor, Entry{editor->filePath(), hash, {}, DiskState::Same});
  if (!old.isEmpty() && old != editor->filePath())
    watcher_->removePath(old);
  watch(editor->filePath());
}

void FileSync::untrack(SourceEditor* editor)
{
  const Entry entry = entries_.take(editor);
  if (entry.path.isEmpty())
    return;
  for (const Entry& other : std::as_const(entries_))
    if (other.path == entry.path)
      return;
  watcher_->removePath(entry.path);
}

void FileSync::acknowledge(SourceEditor* editor)
{
  auto it = entries_.find(editor);
  if (it == entries_.end())
    return;
  it->hash = DiskFile::currentHash(it->path);
  it->reportedDisk.clear();
  it->reported = DiskState::Same;
}

FileSync::DiskState FileSync::state(SourceEditor* editor) const
{
  const auto it = entries_.constFind(editor);
  if (it == entries_.constEnd())
    return DiskState::Same;
  const QFileInfo info(it->path);
  if (!info.exists())
    return DiskState::Missing;
  const QByteArray disk = DiskFile::currentHash(it->path);
  if (disk.isEmpty())
    return DiskState::Unreadable;
  return disk == it->hash ? DiskState::Same : DiskState::Changed;
}

void FileSync::checkNow()
{
  settle_->stop();
  // Reports may open dialogs, during which the user may close tabs: walk a copy.
  const QList<SourceEditor*> editors = entries_.keys();
  for (SourceEditor* editor : editors) {
    auto it = entries_.find(editor);
    if (it == entries_.end())
      continue;
    watch(it->path);
    const DiskState now = state(editor);
    const QByteArray disk = now == DiskState::Changed ? DiskFile::currentHash(it->path) : QByteArray();
    if (now == it->reported && disk == it->reportedDisk)
      continue;
    it->reported = now;
    it->reportedDisk = disk;
    if (now == DiskState::Same)
      continue;  // back as it was (a file restored): nothing to say
    emit diskStateChanged(editor, now);
  }
}

}  // namespace Kibitz::App
