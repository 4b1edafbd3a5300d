#pragma once

#include "core/replay_format.h"

namespace Kibitz::Rules::OrkIsland {

// The original engine's progress report on stderr (docs/games/orkisland.md §12), rebuilt
// from a match: the header lines, then per round every player's warnings and its bot's own
// stderr between "start player" and "end player", the filter's warnings, and the final
// scores. Export only. Warnings come from replaying each turn on the engine, so they are
// the rules' own words.
class EngineLogFormat final : public ReplayFormat {
public:
  QString id() const override { return QStringLiteral("orkisland-engine-log"); }
  QString description() const override;
  bool sniff(const QByteArray&) const override { return false; }
  bool canImport() const override { return false; }
  bool canExport() const override { return true; }
  std::optional<ImportedMatch> importMatch(const QByteArray& data, QString* error) const override;
  std::optional<QByteArray> exportMatch(const ExportInput& input, QString* error) const override;
};

}  // namespace Kibitz::Rules::OrkIsland
