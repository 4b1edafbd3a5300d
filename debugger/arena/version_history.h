#pragma once

#include "arena/match_job.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace Kibitz::Debugger::Arena {

// One version of a bot in its history.
struct VersionPoint {
  QString version;      // BotVersion (64 hex digits), empty when the results recorded none
  QString label;        // as the ranking names it: "mine@3f2a9c01" ("mine" when it is the only one)
  QString firstPlayed;  // ISO 8601, UTC: when its first match ended (empty when not recorded)
  int matches = 0;      // against the common opponents
  int wins = 0;
  int draws = 0;
  int losses = 0;
  double elo = 0;
  std::optional<std::pair<double, double>> elo95;
};

// A bot's versions over time against the same opponents (docs/arena.md, "Versions and
// history"): every version of `name`, in the order they first played, each rated by one
// Bradley-Terry fit of the matches between its versions and the opponents that every one
// of its versions met (tables of those bots only).
struct VersionHistory {
  QString gameId;
  QString name;
  QStringList opponents;  // common to all versions, as ranked (an opponent's version split too)
  qint64 matches = 0;     // matches counted
  QList<VersionPoint> versions;
};

// None with the reason: no match of `name`, results of two games, or versions with no
// opponent in common.
std::optional<VersionHistory> computeVersionHistory(QList<MatchOutcome> outcomes, const QString& name, QString* error);

// What `rank --history NAME` prints: a line of totals, then a table of the versions.
QStringList versionHistoryText(const VersionHistory& history);
// {"game", "name", "opponents", "matches", "versions": [{"version", "label", "first_played", "matches", "wins", "draws", "losses", "elo", "elo95"}]}.
QJsonObject versionHistoryJson(const VersionHistory& history);

}  // namespace Kibitz::Debugger::Arena
