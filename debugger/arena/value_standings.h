#pragma once

#include "telemetry/bot_values.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace Kibitz::Debugger::Arena {

// What a bot's `#kibitz value` reports came to over the matches of a ranking: per name,
// the mean of each match's last value and of each match's mean (docs/arena.md).
struct BotValueStanding {
  QString name;
  double last = 0;  // mean over the matches of the match's last value
  double mean = 0;  // mean over the matches of the match's mean
  int matches = 0;  // matches where the bot reported it

  bool operator==(const BotValueStanding& other) const = default;
};

namespace ValueStandings {

// Counts one match's summaries into `totals` (names in order of first report, at most
// BotValues::kMaxNames).
void add(QList<BotValueStanding>* totals, const QList<BotValueSummary>& match);

// {"eval": {"last": -1.5, "mean": 0.25, "matches": 8}, ...}.
QJsonObject toJson(const QList<BotValueStanding>& values);

}  // namespace ValueStandings

}  // namespace Kibitz::Debugger::Arena
