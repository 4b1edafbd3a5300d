#pragma once

#include "replay/replay.h"

#include <QJsonObject>

#include <optional>

namespace Kibitz::Debugger::ReplayJson {

// The JSON document of docs/replay-format.md.
QJsonObject toJson(const Replay& replay);
// Checks the structure field by field; errors name the place ("frames[12].io[1].output:
// expected an array of strings"). A newer format version is refused.
std::optional<Replay> fromJson(const QJsonObject& json, QString* error);
// One frame as a file of that one frame holds it: its whole state (no sharedState) and each
// exchange's input in full (no inputChanges from an earlier frame). A live match streams these.
QJsonObject standaloneFrame(const Frame& frame);

}  // namespace Kibitz::Debugger::ReplayJson
