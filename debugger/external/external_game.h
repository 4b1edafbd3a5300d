#pragma once

#include "core/game.h"

namespace Kibitz::Debugger {

// A game Kibitz does not build in, played by an external referee (docs/external-games.md):
// id `extern` or `extern:NAME`, 1 to 8 players, no built-in bots, no declared parameters or
// metrics (the referee's parameters are in the replay's origin, its metrics come with its
// frames). Its states are the frames' JSON as the referee described them; any JSON object
// restores, so that a replay of such a game opens, validates and shows its frames as text.
class ExternalGame final : public Rules::Game {
public:
  static constexpr int kMaxPlayers = 8;
  static constexpr qsizetype kMaxNameLength = 64;

  explicit ExternalGame(const QString& id);

  // Whether `id` names an external game ("extern", "extern:NAME").
  static bool isExternalId(const QString& id);
  // The id for a referee named `name` ("extern" when empty), or empty with an error when the
  // name is too long or holds characters other than letters, digits, '-', '_' and '.'.
  static QString idFor(const QString& name, QString* error);
  // One shared instance for reading replays of any external game (its info's id is "extern").
  static const ExternalGame& generic();

  const Rules::GameInfo& info() const override { return info_; }
  std::unique_ptr<Rules::State> newInitialState(const Rules::MatchSetup& setup, QString* error) const override;
  std::unique_ptr<Rules::State> stateFromJson(const Rules::MatchSetup& setup, const QJsonObject& json,
                                              QString* error) const override;
  std::unique_ptr<Rules::Bot> newBuiltinBot(const QString& name, int player, uint64_t seed) const override;

private:
  Rules::GameInfo info_;
};

}  // namespace Kibitz::Debugger
