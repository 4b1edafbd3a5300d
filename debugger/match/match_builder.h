#pragma once

#include "match/match_request.h"
#include "match/match_runner.h"

#include <QStringList>

#include <memory>

namespace Kibitz::Debugger {

struct BotSpec;

namespace MatchBuilder {

// The runner for `request`, or null with an error that names the problem (unknown game,
// parameter or bot, wrong number of seats, a bot that does not start, a continuation
// that would change the original's seed or parameters). It parses the specs, names the
// seats, takes a continuation's setup from its replay, and marks a replay whose external
// bots did not have the game's time limits as non-conforming.
std::unique_ptr<MatchRunner> build(const MatchRequest& request, QString* error);

// The display names of the seats: `names[i]` where given, else the bot's default name;
// default names that would repeat get a number ("fencer", "fencer 2").
QStringList seatNames(const QList<BotSpec>& specs, const QStringList& names);

// Why a match with external bots under `options` does not follow the game's time
// limits, or empty when it does.
QString nonConformingReason(const ProcessOptions& options);

}  // namespace MatchBuilder
}  // namespace Kibitz::Debugger
