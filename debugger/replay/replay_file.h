#pragma once

#include "replay/replay.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Kibitz::Debugger::ReplayFile {

// Limits that keep a hostile file from exhausting memory.
constexpr qint64 kMaxFileBytes = qint64(1) << 30;       // 1 GiB on disk
constexpr qsizetype kMaxJsonBytes = qsizetype(1) << 30;  // 1 GiB once decompressed

// The bytes of a replay file: gzip-compressed JSON.
QByteArray serialize(const Replay& replay);
// Reads gzip-compressed or plain JSON, then validates the structure and every frame's
// state against the game's rules engine. Errors name the place.
std::optional<Replay> parse(const QByteArray& bytes, QString* error);
std::optional<Replay> read(const QString& path, QString* error);
// Writes atomically (a crash leaves the old file or the new one, never half of one).
bool write(const QString& path, const Replay& replay, QString* error);

// Reads a whole file with a size limit; for all of Kibitz's inputs.
std::optional<QByteArray> readBytes(const QString& path, qint64 maxBytes, QString* error);

}  // namespace Kibitz::Debugger::ReplayFile
