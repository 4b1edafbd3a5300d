#pragma once

#include "match/match_runner.h"
#include "match/process_options.h"

#include "core/game.h"

#include <QMap>
#include <QStringList>

#include <memory>

namespace Kibitz::Test {

// A per-turn limit for external bots (ProcessOptions::timeLimitOverrideMs) far above any
// game's (Fencing allows 50 ms a turn, which a machine busy with other tests misses), so
// that a verdict judges the bot, not the machine's load.
constexpr int kLoadProofTurnMs = 10000;

// The system's python3 for a bot run in the sandbox (which shows only /usr and /bin), or
// an empty string with `whyNot` saying why such a test cannot run here (no sandbox, no
// system python3).
QString sandboxedPython(QString* whyNot);

// A match runner on the embedded engine for tests and benchmarks: `bots` holds one bot
// spec per seat ("builtin:fencer", "script:PATH", "cmd:COMMAND"), the game's default
// parameters are used except those in `parameters`. Fails the calling test (QVERIFY
// style, returns null) when the game is not built or a spec is refused.
// `names`: display names per seat (default: the builder's). `options`: how external bots
// run (a test whose bots must not time out on a loaded machine gives
// timeLimitOverrideMs = kLoadProofTurnMs).
std::unique_ptr<Debugger::MatchRunner> matchRunner(const QString& gameId, const QStringList& bots, uint64_t seed,
                                                   const QMap<QString, QString>& parameters = {},
                                                   const QStringList& names = {}, const Debugger::ProcessOptions& options = {});

// The same match played to its end, as a replay (empty replay on failure).
Debugger::Replay playMatch(const QString& gameId, const QStringList& bots, uint64_t seed,
                           const QMap<QString, QString>& parameters = {}, const QStringList& names = {},
                           const Debugger::ProcessOptions& options = {});

// A line-up of the game's built-in bots for tests and benchmarks that take every registered
// game (a new game gets its row without a line): seat p plays the built-in bots from the
// last one backwards (Fencing: fencer against random), as many seats as the game takes up
// to two (more when it needs more). Empty when the game has no built-in bot.
QStringList builtinLineUp(const Rules::GameInfo& info);

// The usual fixture: Fencing with the built-in `fencer` on both sides.
std::unique_ptr<Debugger::MatchRunner> fencerVsFencer(uint64_t seed);
Debugger::Replay fencerVsFencerReplay(uint64_t seed);

}  // namespace Kibitz::Test
