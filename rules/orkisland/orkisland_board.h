// § numbers: the Rules reference of docs/games/orkisland.md.
#pragma once

#include <QJsonObject>
#include <QString>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace Kibitz::Rules::OrkIsland {

constexpr int kNumPlayers = 4;
constexpr int kMaxCommandsPerRound = 1000;  // execute() calls per player per round (§8.1)

enum class CellType : uint8_t { Water, Grass, Forest, Sand, City, Path };
constexpr int kCellTypeCount = 6;

// Direction values as the original numbers them (§2.4); 5+ are invalid.
enum class Dir : int32_t { Bottom = 0, Right = 1, Top = 2, Left = 3, None = 4 };
constexpr int kDirCount = 5;
constexpr std::array<int, 5> kDirDi{1, 0, -1, 0, 0};
constexpr std::array<int, 5> kDirDj{0, 1, 0, -1, 0};
constexpr std::array<char, 5> kDirLetter{'b', 'r', 't', 'l', 'n'};

char cellChar(CellType type);
// -1 for a character that is not one of `W . F S C P`.
int cellTypeFromChar(char c);
// The direction value of a reply letter: b r t l n -> 0..4, anything else -> 5 (§14.2).
int dirFromLetter(QStringView letter);

struct Pos {
  int i = 0;
  int j = 0;
  bool operator==(const Pos&) const = default;
  auto operator<=>(const Pos&) const = default;
};

struct PathInfo {
  int a = 0;  // origin city
  int b = 0;  // destination city
  std::vector<Pos> cells;  // PATH cells only, from a to b
  bool operator==(const PathInfo&) const = default;
};

// The .cnf settings (§3.1), in file order.
struct Settings {
  int nbPlayers = 4;
  int rows = 70;
  int cols = 70;
  int nbRounds = 200;
  int initialHealth = 100;
  int nbOrks = 15;
  int costGrass = 1;
  int costForest = 2;
  int costSand = 3;
  int costCity = 0;
  int costPath = 0;
  int bonusPerCityCell = 1;
  int bonusPerPathCell = 1;
  int factorConnectedComponent = 2;

  int nbUnits() const { return nbPlayers * nbOrks; }
  int cost(CellType type) const;
  // The 14 settings as (key, value) in file order.
  std::array<std::pair<const char*, int>, 14> entries() const;
  // Sets a setting by its .cnf key; false for an unknown key.
  bool set(std::string_view key, int value);
  bool operator==(const Settings&) const = default;
};

// The static island: never changes during a match (§2.1).
struct Board {
  int rows = 0;
  int cols = 0;
  std::vector<CellType> types;  // row-major
  std::vector<int> cityId;      // -1 unless CITY
  std::vector<int> pathId;      // -1 unless PATH
  std::vector<std::vector<Pos>> cities;
  std::vector<PathInfo> paths;
  // The state block's static part (§13.2 items 2-5, from the column labels to the last
  // path cell line), filled by finish().
  std::string mapText;
  // Spawn candidates (§6.3 step 1): per row the westmost and eastmost non-water cells,
  // ordered by (i, j). Static, so computed once by finish().
  std::vector<Pos> spawnCandidates;
  // The map as state JSON stores it ({"rows", "cities", "paths"}), filled by finish().
  QJsonObject json;

  int index(int i, int j) const { return i * cols + j; }
  bool inside(int i, int j) const { return i >= 0 && i < rows && j >= 0 && j < cols; }
  CellType type(int i, int j) const { return types[size_t(index(i, j))]; }
  int totalCityCells() const;
  int totalPathCells() const;
  // Fills cityId/pathId from the lists and renders mapText.
  void finish();
  // The checks of §3.4 (positions inside, types match, border water, every C/P cell listed
  // exactly once, endpoints valid); an empty string when the board is consistent.
  QString validate() const;
};

}  // namespace Kibitz::Rules::OrkIsland
