// § numbers: the Rules reference of docs/games/angelempire.md.
#pragma once

#include "angelempire/angelempire_cpu.h"

#include <QByteArray>
#include <QJsonArray>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace Kibitz::Rules::AngelEmpire {

// The optional battle scenario file of §5.9: per battle, walls in columns 3..6 and/or a
// fixed CPU army in columns 7..9.
struct BattleScenario {
  std::vector<Point> walls;
  std::vector<Placement> cpu;  // ascending CPU slot order (the id order); empty: generated
  bool operator==(const BattleScenario&) const = default;
};

struct Scenario {
  std::map<int, BattleScenario> battles;  // by battle number k
  bool operator==(const Scenario&) const = default;

  const BattleScenario* battle(int k) const;
  // Parses the text of a scenario file for a campaign of `battles` battles; null with
  // "scenario line N: ..." in `error` when a directive is malformed or out of range.
  static std::optional<Scenario> parse(const QByteArray& text, int battles, QString* error);

  // Exact JSON form for the state: [{"battle": k, "walls": [[x, y]...], "cpu": [[x, y, t]...]}...].
  QJsonArray toJson() const;
  static std::optional<Scenario> fromJson(const QJsonArray& json, int battles, QString* error);
};

}  // namespace Kibitz::Rules::AngelEmpire
