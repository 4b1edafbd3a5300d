#pragma once

#include "replay/replay.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Kibitz::Rules {
class Game;
class ReplayFormat;
}

namespace Kibitz::Debugger::ReplayConvert {

// The format with id `formatId` among all games' formats, with its game; null with the
// valid ids in `error` when unknown.
const Rules::ReplayFormat* findFormat(const QString& formatId, const Rules::Game** game, QString* error);
// The format whose sniff() accepts `head`, if any.
const Rules::ReplayFormat* sniffFormat(const QByteArray& head, const Rules::Game** game);

// Imports a foreign file: decodes it, re-simulates it on the embedded engine and checks
// the result the file claims. `sourceName` is recorded as the replay's origin.
std::optional<Replay> importMatch(const Rules::Game& game, const Rules::ReplayFormat& format, const QByteArray& data,
                                  const QString& sourceName, QString* error);
// Writes a replay in a foreign format.
std::optional<QByteArray> exportMatch(const Replay& replay, const Rules::ReplayFormat& format, QString* error);

}  // namespace Kibitz::Debugger::ReplayConvert
