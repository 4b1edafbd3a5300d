// § numbers: the Rules reference of docs/games/moscaceca.md.
#pragma once

#include "core/parameters.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace Kibitz::Rules::MoscaCeca {

// Parameter keys (docs/games/moscaceca.md §3.1).
namespace Key {
inline const QString kBoardSize = QStringLiteral("board_size");
inline const QString kAgentsPerPlayer = QStringLiteral("agents_per_player");
inline const QString kMaxTurns = QStringLiteral("max_turns");
inline const QString kWallClock = QStringLiteral("wall_clock_s");
inline const QString kStartEnergy = QStringLiteral("start_energy");
inline const QString kStartCloth = QStringLiteral("start_cloth");
inline const QString kColumns = QStringLiteral("columns");
inline const QString kClothCells = QStringLiteral("cloth_cells");
inline const QString kClothMin = QStringLiteral("cloth_min");
inline const QString kClothMax = QStringLiteral("cloth_max");
inline const QString kDecisionMs = QStringLiteral("decision_ms");
inline const QString kFirstDecisionMs = QStringLiteral("first_decision_ms");
inline const QString kTimeoutsToDisconnect = QStringLiteral("timeouts_to_disconnect");
inline const QString kOnError = QStringLiteral("on_error");
}  // namespace Key

constexpr int kAutoCount = -1;  // columns / cloth_cells: computed from the board size

// Everything §3.1 fixes for one match, with the derived counts resolved.
struct Config {
  int boardSize = 20;
  int players = 4;
  int agentsPerPlayer = 1;
  int maxTurns = 200;
  int wallClockSeconds = 0;  // 0 = off
  int startEnergy = 100;
  int startCloth = 0;
  int columns = 8;
  int clothCells = 48;
  int clothMin = 1;
  int clothMax = 10;
  int decisionMs = 1000;
  int firstDecisionMs = 5000;
  int timeoutsToDisconnect = 3;
  bool switchOffOnError = false;  // on_error: skip (false) or switch-off (true)

  int agents() const { return players * agentsPerPlayer; }
  int cells() const { return boardSize * boardSize; }
  int ownerOf(int agent) const { return agent / agentsPerPlayer; }

  // max(1, floor((2 n^2 + 50) / 100)) and floor((12 n^2 + 50) / 100): round(2 %) and
  // round(12 %) in integer arithmetic, so no platform rounds them differently.
  static int defaultColumns(int boardSize);
  static int defaultClothCells(int boardSize);

  // Empty when every range and cross-constraint of §3.1 holds, else what is wrong.
  QString validate() const;

  // The match's configuration from the setup parameters and the number of players;
  // nullopt with `error` set when it would be refused (§3.1).
  static std::optional<Config> fromParameters(const Parameters& parameters, int players, QString* error);

  QJsonObject toJson() const;
  // Reads what toJson() wrote; `players` comes from the match setup.
  static std::optional<Config> fromJson(const QJsonObject& json, int players, QString* error);

  bool operator==(const Config&) const = default;
};

QList<ParameterSpec> parameterSpecs();

}  // namespace Kibitz::Rules::MoscaCeca
