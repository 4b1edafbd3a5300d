#pragma once

#include "replay/replay.h"
#include "replay/replay_convert.h"

#include <optional>

namespace Kibitz::Debugger::ReplayLoader {

// Opens any file Kibitz understands: a Kibitz replay, or a foreign replay or log that
// one of the games' formats recognises (imported and re-simulated on the fly).
// `importedFrom` is set to the format id when the file was imported.
std::optional<Replay> load(const QString& path, QString* error, QString* importedFrom = nullptr,
                           const ReplayConvert::ImportOptions& importOptions = {});
// The same for the bytes of a file already read; `path` names it in errors and origins.
std::optional<Replay> loadBytes(const QByteArray& bytes, const QString& path, QString* error,
                                QString* importedFrom = nullptr, const ReplayConvert::ImportOptions& importOptions = {});

}  // namespace Kibitz::Debugger::ReplayLoader
