#pragma once

#include "match/process_options.h"
#include "replay/replay.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Kibitz::Rules {
class Game;
class ReplayFormat;
struct ImportedMatch;
}  // namespace Kibitz::Rules

namespace Kibitz::Debugger::CourseReimport {

// The course player of each name in `dir` ("Dummy" is AIDummy.cc, AIDummy.cpp,
// AIDummy.o.Linux64 or AIDummy.o), or nullopt with the names that have none.
std::optional<QStringList> findPlayers(const QString& dir, const QStringList& names, QString* error);

// A native log the engine cannot re-simulate on its own (it records executed moves, not
// the players' commands) played again by the course players it names, found in
// `playersDir`, with the log's seed and settings. The match must give the log byte for
// byte; the first line that differs is reported otherwise.
std::optional<Replay> replay(const Rules::Game& game, const Rules::ReplayFormat& format, const Rules::ImportedMatch& imported,
                             const QByteArray& data, const QString& sourceName, const QString& playersDir,
                             const ProcessOptions& processOptions, QString* error);

}  // namespace Kibitz::Debugger::CourseReimport
