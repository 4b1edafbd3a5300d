#pragma once

#include <QByteArray>
#include <QString>

namespace Kibitz::Debugger::AtomicFile {

// Writes `bytes` to `path` so that a crash at any moment (kill -9, power loss after the
// commit) leaves either the old file or the new one, whole: the bytes go to a temporary
// file beside `path`, which is flushed to disk and renamed over it (QSaveFile; a kill in
// the instant between linking the finished temporary in as `path`.XXXXXX and the rename
// leaves that whole copy beside the file, never a part of one). Every file
// Kibitz writes goes through here (SQLite databases and QSettings keep their own journals).
// A link is followed (its target is replaced, the link stays); a character device or a
// FIFO is written through (`--out /dev/stdout`); a folder, socket or block device is
// refused: nothing special is ever replaced by a regular file.
// False with a message naming the path and the reason.
bool write(const QString& path, const QByteArray& bytes, QString* error);

}  // namespace Kibitz::Debugger::AtomicFile
