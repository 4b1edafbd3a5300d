#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

namespace Kibitz::Debugger {

// One call stack of a profile, root first ("main;play;think_hard"), and how many samples
// ended in it.
struct FoldedStack {
  QString stack;
  qint64 count = 0;
  bool operator==(const FoldedStack&) const = default;
};

// Where one bot spent one turn (from its input written to its reply read): sampled call
// stacks, folded (docs/replay-format.md, "profile"). Bounded: at most kMaxStacks distinct
// stacks, the lightest merged into one `[other]` stack.
struct TurnProfile {
  static constexpr int kMaxStacks = 300;
  static constexpr qsizetype kMaxStackChars = 8192;  // longer stacks lose their root frames
  static constexpr qint64 kMaxSamples = qint64(1) << 40;
  static const QString kOther;  // "[other]"

  qint64 samples = 0;          // every sample of the turn, [other] included
  QList<FoldedStack> folded;   // heaviest first

  // The profile of `counts` (stack -> samples), bounded as above. Stacks are cleaned
  // first: control characters dropped, over-long stacks cut.
  static TurnProfile fromCounts(const QHash<QString, qint64>& counts);
  bool operator==(const TurnProfile&) const = default;
};

// The stretch of one exchange on CLOCK_MONOTONIC, from its input written to its reply
// read: what its profile is cut by. Known only on the machine that played the match.
struct ExchangeWindow {
  qint64 startNs = -1;
  qint64 endNs = -1;
  bool operator==(const ExchangeWindow&) const = default;
};

// Where a profiled function is defined: its source file (as the bot's debug information or
// Python's code object names it; hostile text, never opened but through the editor's
// bounded loader) and the line it starts at.
struct SourcePlace {
  static constexpr int kMaxFunctions = 2000;       // per seat
  static constexpr qsizetype kMaxNameChars = 1024;  // a longer function name gets no place
  static constexpr qsizetype kMaxFileChars = 4096;
  static constexpr int kMaxLine = 10'000'000;
  QString file;
  int line = 0;
  bool operator==(const SourcePlace&) const = default;
};
// A seat's functions and where each is defined (docs/replay-format.md, "profileSources").
using SourcePlaces = QMap<QString, SourcePlace>;

namespace TurnProfiles {
QJsonObject toJson(const TurnProfile& profile);
// Reads and validates a profile (hostile input: bounded counts, sizes, strings); false
// with an error naming the field under `path`.
bool fromJson(const QJsonValue& value, const QString& path, TurnProfile* profile, QString* error);

// {"name": ["file", line], ...}.
QJsonObject sourcesToJson(const SourcePlaces& places);
// Reads and validates a seat's sources (bounded count, sizes, no control characters, a
// line from 1 to kMaxLine); false with an error naming the entry under `path`.
bool sourcesFromJson(const QJsonValue& value, const QString& path, SourcePlaces* places, QString* error);
// `places` kept only for the functions some stack of `profiles` names, at most kMaxFunctions.
SourcePlaces placesUsedBy(const SourcePlaces& places, const QList<TurnProfile>& profiles);
}  // namespace TurnProfiles

}  // namespace Kibitz::Debugger
