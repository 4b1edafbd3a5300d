#pragma once

#include "replay/replay.h"
#include "replay/replay_validation.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace Kibitz::Debugger::ReplayFile {

// Limits that keep a hostile file from exhausting memory (docs/replay-format.md,
// "Validation"). A 5000-round OrkIsland replay is 3 MB on disk and 15 MB of JSON.
constexpr qint64 kMaxFileBytes = qint64(256) << 20;       // 256 MiB on disk
constexpr qsizetype kMaxJsonBytes = qsizetype(256) << 20;  // 256 MiB once decompressed
// What Qt's JSON parser may take for a document: about 16 bytes per value and 160 more
// per array or object (measured on Qt 6.4: `[0],` repeated takes 44 times its text).
// Real replays take 4 to 15 times their text; a 5000-round OrkIsland replay about 140 MB
// (docs/replay-format.md has the measurements).
constexpr qint64 kMaxDocumentBytes = qint64(1) << 30;  // at most, whatever the size
constexpr int kMaxDocumentPerJsonByte = 40;            // and 40 times the text (+16 MiB)

// The values of a JSON text (object keys included: Qt stores them alike) and how many of
// them are arrays or objects, counted in one pass over its bytes without building them.
struct JsonCount {
  qint64 values = 0;
  qint64 containers = 0;
  qint64 documentBytes(qint64 textBytes) const { return textBytes + 16 * values + 160 * containers; }
};
JsonCount countJson(QByteArrayView json);
// Empty when parsing `json` into a QJsonDocument stays within the limits above; else a
// message that starts with `subject` ("the replay has 1000001 JSON values ...").
QString documentProblem(QByteArrayView json, const QString& subject);

// The bytes of a replay file: gzip-compressed JSON.
QByteArray serialize(const Replay& replay);
// Reads gzip-compressed or plain JSON, then validates the structure and every frame's
// state against the game's rules engine (RestoreWhenShown: all but the frames' states,
// see ReplayValidation::FrameStates). Errors name the place.
std::optional<Replay> parse(const QByteArray& bytes, QString* error,
                            ReplayValidation::FrameStates frames = ReplayValidation::FrameStates::RestoreNow);
std::optional<Replay> read(const QString& path, QString* error);
// Writes atomically (a crash leaves the old file or the new one, never half of one).
bool write(const QString& path, const Replay& replay, QString* error);

// Reads a whole file with a size limit; for all of Kibitz's inputs.
std::optional<QByteArray> readBytes(const QString& path, qint64 maxBytes, QString* error);

}  // namespace Kibitz::Debugger::ReplayFile
