#pragma once

#include <QByteArray>
#include <QString>

namespace Kibitz::App::DiskFile {

// The editor opens sources up to this size; a bigger file is refused with its size said
// (a bot source is a few kilobytes; 1 MB still edits comfortably).
constexpr qint64 kMaxBytes = 8 << 20;

// A source file's bytes as text, checked before the editor takes it: a regular file that
// can be read, at most kMaxBytes, no NUL byte, valid UTF-8 (a Latin-1 file decoded
// leniently would be written back changed: it is refused, and nothing is lost). False with
// a message for the user that names the file and what to do.
bool read(const QString& path, QByteArray* bytes, QString* error);
// Whether `path` lies on /proc, /sys or another of the kernel's own file systems.
bool onKernelFileSystem(const QString& path);

// What the editor compares to know whether a file changed on disk.
QByteArray hashOf(const QByteArray& bytes);
// The hash of the file as it is now; empty when it cannot be read (missing, no permission).
QByteArray currentHash(const QString& path);

// Whether Kibitz can save `path` in place: the file (if it exists) and its folder are
// writable (an atomic save writes a new file beside it). False with the reason.
bool canSaveInPlace(const QString& path, QString* why);

}  // namespace Kibitz::App::DiskFile
