#pragma once

#include "match/match_request.h"
#include "match/process_options.h"
#include "replay/replay.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Kibitz::Rules {
class Game;
class ReplayFormat;
struct ImportedMatch;
}

namespace Kibitz::Debugger::ReplayConvert {

// The format with id `formatId` among all games' formats, with its game; null with the
// valid ids in `error` when unknown.
const Rules::ReplayFormat* findFormat(const QString& formatId, const Rules::Game** game, QString* error);
// The format whose sniff() accepts `head`, if any.
const Rules::ReplayFormat* sniffFormat(const QByteArray& head, const Rules::Game** game);

// The match an imported file records, as a request to play it again: its game, seed,
// parameters and names (the caller adds the seats' bots).
MatchRequest requestFor(const Rules::Game& game, const Rules::ImportedMatch& imported);

// How to import what the engine cannot re-simulate alone.
struct ImportOptions {
  // A folder of course players (AI<Name>.cc or .o): a log of a game with a course API
  // that names them is played again by them and must come out byte for byte
  // (CourseReimport).
  QString playersDir;
  ProcessOptions processOptions;  // for those players
  // When the folder's players cannot play the log again (one is missing, does not build,
  // or their match differs from the log): import as without the folder, and say why in
  // `*skippedPlayers`, rather than fail. The window does; the CLI asked for them.
  bool playersOptional = false;
  QString* skippedPlayers = nullptr;
};

// Imports a foreign file: decodes it, re-simulates it on the embedded engine and checks
// the result the file claims. `sourceName` is recorded as the replay's origin.
std::optional<Replay> importMatch(const Rules::Game& game, const Rules::ReplayFormat& format, const QByteArray& data,
                                  const QString& sourceName, QString* error, const ImportOptions& options = {});
// Writes a replay in a foreign format.
std::optional<QByteArray> exportMatch(const Replay& replay, const Rules::ReplayFormat& format, QString* error);

}  // namespace Kibitz::Debugger::ReplayConvert
