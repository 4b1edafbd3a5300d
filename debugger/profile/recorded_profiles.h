#pragma once

#include "replay/replay.h"

#include <QList>
#include <QMetaType>
#include <QStringList>

namespace Kibitz::Debugger {

// What profiling added to a match once it ended (MatchRunner::finish cuts the samples by
// turn only then): each profiled seat's profiler, its functions' places and its turns'
// profiles, and what the user should know. The window's live copy of the replay got its
// frames before; this carries the profiles over to it.
struct RecordedProfiles {
  struct Turn {
    int frame = 0;
    TurnProfile profile;
  };
  struct Seat {
    int seat = 0;
    QString profiler;
    SourcePlaces sources;
    QList<Turn> turns;
  };
  QList<Seat> seats;
  QStringList warnings;

  // The profiles of `replay` (and `warnings`, e.g. MatchRunner::profileWarnings).
  static RecordedProfiles of(const Replay& replay, const QStringList& warnings);
  // Puts them into `replay` (the same match: frames at the same indices); entries that
  // do not fit it (a seat or frame it does not have) are skipped.
  void applyTo(Replay* replay) const;
  bool isEmpty() const { return seats.isEmpty() && warnings.isEmpty(); }
};

}  // namespace Kibitz::Debugger

Q_DECLARE_METATYPE(Kibitz::Debugger::RecordedProfiles)
