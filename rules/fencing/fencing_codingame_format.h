#pragma once

#include "core/replay_format.h"

namespace Kibitz::Rules {
class Game;
}

namespace Kibitz::Rules::Fencing {

// The replay JSON the CodinGame site and SDK viewer produce (structure in
// ../shared/golden/README.md): import only; the actions are re-simulated by Kibitz.
class CodinGameFormat final : public ReplayFormat {
public:
  explicit CodinGameFormat(const Game& game) : game_(game) {}
  QString id() const override { return QStringLiteral("codingame"); }
  QString description() const override { return QStringLiteral("CodinGame replay JSON (import)"); }
  bool sniff(const QByteArray& head) const override;
  std::optional<ImportedMatch> importMatch(const QByteArray& data, QString* error) const override;

private:
  const Game& game_;
};

}  // namespace Kibitz::Rules::Fencing
