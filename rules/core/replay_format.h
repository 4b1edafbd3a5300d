#pragma once

#include "core/match_setup.h"
#include "core/state.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace Kibitz::Rules {

// What one player answered in one turn, as text.
struct RecordedReply {
  bool acted = false;      // the player was asked this turn
  bool answered = false;   // and gave a complete reply (else: timeout / crash)
  QStringList lines;
  QString stderrText;      // what the bot wrote on stderr during the turn (export only)
};

// A match read from a foreign format: enough to re-simulate it on the embedded engine.
struct ImportedMatch {
  MatchSetup setup;
  // replies[turn][player]; turns where nobody acts still have an entry.
  std::vector<std::vector<RecordedReply>> replies;
  // The final ranking the file claims, checked after re-simulation (empty: unknown).
  QList<double> expectedReturns;
  // The turns after `replies` that could not be re-simulated, as the file records their
  // states (State::toJson), and why. Their states lack what the file does not say (a
  // random generator's state, say), so they are shown, never continued or verified.
  std::vector<QJsonObject> recordedStates;
  QString recordedReason;
  // When the file ends before its match does (cut off while written or copied): a
  // sentence saying where ("the log ends at round 57 of 200 (truncated?)"), and the turns
  // the whole match has. The turns it holds are imported; expectedReturns stays empty.
  QString truncated;
  int plannedTurns = -1;
};

// A whole match for export: every frame (frames[0] is the initial state, frames[t] the
// state after turn t) and what each player answered.
struct ExportInput {
  const MatchSetup* setup = nullptr;
  std::vector<std::unique_ptr<State>> frames;
  std::vector<std::vector<RecordedReply>> replies;
};

// The largest foreign file a format reads, checked by the format itself (the bound of a
// Kibitz replay's file, ReplayFile::kMaxFileBytes).
constexpr qsizetype kMaxImportBytes = qsizetype(1) << 30;

// A foreign replay or log format of one game ("codingame", "orkisland-log").
class ReplayFormat {
public:
  virtual ~ReplayFormat() = default;
  virtual QString id() const = 0;
  virtual QString description() const = 0;
  // Whether `head` (the start of a file, or all of it) looks like this format, for File > Open.
  virtual bool sniff(const QByteArray& head) const = 0;

  virtual bool canImport() const { return true; }
  virtual bool canExport() const { return false; }
  // Null with `error` naming the place on malformed input.
  virtual std::optional<ImportedMatch> importMatch(const QByteArray& data, QString* error) const = 0;
  virtual std::optional<QByteArray> exportMatch(const ExportInput& input, QString* error) const;
};

}  // namespace Kibitz::Rules
