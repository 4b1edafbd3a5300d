#pragma once

#include <QString>

namespace Kibitz::Debugger::Arena::BotVersion {

// A bot's version (docs/arena.md, "Versions and history"): the SHA-256, as 64 lowercase
// hex digits, of the file that decides what the bot does. For `cmd:` the first argument
// that names an existing regular file (the script an interpreter runs: `python3 bot.py`),
// else the program as the process launcher finds it (a path, or a name on PATH); for
// `script:` and `eda:` the file named. Empty for built-in bots (the rules version
// decides them) and when the file cannot be read (gone, not a regular file, larger than
// kMaxBytes). Safe to call from several threads; a file's hash is cached by its path,
// device, inode, size and modification and change times, so a file changed during an
// arena gives the version that each match played.
QString of(const QString& spec);

// The hash of one regular file (symbolic links followed; no device, FIFO or folder is
// ever opened for reading), or empty with `why`.
QString ofFile(const QString& path, QString* why = nullptr);

// Whether `text` is a version as stored: empty, or 8..64 lowercase hex digits.
bool valid(const QString& text);

// How a version is shown after a bot's name: its first 8 hex digits ("3f2a9c01").
QString shortForm(const QString& version);

constexpr qint64 kMaxBytes = qint64(1) << 30;

}  // namespace Kibitz::Debugger::Arena::BotVersion
