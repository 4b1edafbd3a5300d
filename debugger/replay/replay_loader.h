#pragma once

#include "replay/replay.h"
#include "replay/replay_convert.h"
#include "replay/replay_validation.h"

#include <optional>

namespace Kibitz::Debugger::ReplayLoader {

// Opens any file Kibitz understands: a Kibitz replay, or a foreign replay or log that
// one of the games' formats recognises (imported and re-simulated on the fly).
// `importedFrom` is set to the format id when the file was imported.
// `frames` says when a Kibitz replay's states are restored (ReplayValidation::FrameStates;
// an import re-simulates the match, its states are the engine's own).
std::optional<Replay> load(const QString& path, QString* error, QString* importedFrom = nullptr,
                           const ReplayConvert::ImportOptions& importOptions = {},
                           ReplayValidation::FrameStates frames = ReplayValidation::FrameStates::RestoreNow);
// The same for the bytes of a file already read; `path` names it in errors and origins.
std::optional<Replay> loadBytes(const QByteArray& bytes, const QString& path, QString* error,
                                QString* importedFrom = nullptr, const ReplayConvert::ImportOptions& importOptions = {},
                                ReplayValidation::FrameStates frames = ReplayValidation::FrameStates::RestoreNow);

}  // namespace Kibitz::Debugger::ReplayLoader
