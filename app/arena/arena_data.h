#pragma once

#include "arena/match_job.h"

#include <QColor>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace Kibitz::App {

// What the Arena window shows of one arena: its bots, the shape of its schedule and the
// matches stored so far (in schedule order), as the running arena reports them or as a
// database holds them.
struct ArenaData {
  QString gameId;
  QStringList names;  // the entrants, in --bot order
  QStringList bots;   // their specs
  qint64 total = 0;   // matches of the schedule (0: unknown)
  qint64 roundSize = 0;
  uint64_t firstSeed = 1;
  QJsonObject identity;  // the database's arguments (empty: unknown)
  QMap<qint64, Debugger::Arena::MatchOutcome> outcomes;
  // The matches of the database's other arenas (other versions of the bots, other
  // arguments): ranked with this one's and shown in the History tab.
  QList<Debugger::Arena::MatchOutcome> earlier;

  QList<Debugger::Arena::MatchOutcome> list() const { return outcomes.values(); }
  // Every match of the database: the other arenas' and this one's.
  QList<Debugger::Arena::MatchOutcome> all() const { return earlier + list(); }
  int entrant(const QString& name) const { return int(names.indexOf(name)); }
  // The round a match belongs to: the seed it played.
  qint64 round(const Debugger::Arena::MatchOutcome& outcome) const;
};

// One colour per entrant, the same in every view.
QColor entrantColor(int entrant);

// Who won a match: the seat alone in the first place (-1: shared, or one seat).
int winningSeat(const Debugger::Arena::MatchOutcome& outcome);

}  // namespace Kibitz::App
