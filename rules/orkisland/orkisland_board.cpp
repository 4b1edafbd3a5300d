#include "orkisland/orkisland_board.h"

#include <QJsonArray>

#include <string_view>

namespace Kibitz::Rules::OrkIsland {

namespace {
constexpr std::array<char, kCellTypeCount> kCellChars{'W', '.', 'F', 'S', 'C', 'P'};

void appendInt(std::string& out, int64_t value)
{
  out += std::to_string(value);
}
}  // namespace

char cellChar(CellType type)
{
  return kCellChars[size_t(type)];
}

int cellTypeFromChar(char c)
{
  for (int t = 0; t < kCellTypeCount; ++t)
    if (kCellChars[size_t(t)] == c)
      return t;
  return -1;
}

int dirFromLetter(QStringView letter)
{
  if (letter.size() == 1)
    for (int d = 0; d < kDirCount; ++d)
      if (letter[0] == QLatin1Char(kDirLetter[size_t(d)]))
        return d;
  return kDirCount;
}

int Settings::cost(CellType type) const
{
  switch (type) {
  case CellType::Grass: return costGrass;
  case CellType::Forest: return costForest;
  case CellType::Sand: return costSand;
  case CellType::City: return costCity;
  case CellType::Path: return costPath;
  case CellType::Water: break;
  }
  return 0;
}

std::array<std::pair<const char*, int>, 14> Settings::entries() const
{
  return {{{"nb_players", nbPlayers},
           {"rows", rows},
           {"cols", cols},
           {"nb_rounds", nbRounds},
           {"initial_health", initialHealth},
           {"nb_orks", nbOrks},
           {"cost_grass", costGrass},
           {"cost_forest", costForest},
           {"cost_sand", costSand},
           {"cost_city", costCity},
           {"cost_path", costPath},
           {"bonus_per_city_cell", bonusPerCityCell},
           {"bonus_per_path_cell", bonusPerPathCell},
           {"factor_connected_component", factorConnectedComponent}}};
}

bool Settings::set(std::string_view key, int value)
{
  int* fields[] = {&nbPlayers, &rows, &cols, &nbRounds, &initialHealth, &nbOrks, &costGrass, &costForest,
                  &costSand, &costCity, &costPath, &bonusPerCityCell, &bonusPerPathCell, &factorConnectedComponent};
  const auto names = entries();
  for (size_t k = 0; k < names.size(); ++k)
    if (key == names[k].first) {
      *fields[k] = value;
      return true;
    }
  return false;
}

int Board::totalCityCells() const
{
  int total = 0;
  for (const auto& city : cities)
    total += int(city.size());
  return total;
}

int Board::totalPathCells() const
{
  int total = 0;
  for (const auto& path : paths)
    total += int(path.cells.size());
  return total;
}

void Board::finish()
{
  cityId.assign(types.size(), -1);
  pathId.assign(types.size(), -1);
  for (size_t c = 0; c < cities.size(); ++c)
    for (const Pos& p : cities[c])
      if (inside(p.i, p.j))
        cityId[size_t(index(p.i, p.j))] = int(c);
  for (size_t k = 0; k < paths.size(); ++k)
    for (const Pos& p : paths[k].cells)
      if (inside(p.i, p.j))
        pathId[size_t(index(p.i, p.j))] = int(k);

  spawnCandidates.clear();
  for (int i = 0; i < rows; ++i) {
    int west = 0;
    while (west < cols && type(i, west) == CellType::Water)
      ++west;
    if (west == cols)
      continue;
    int east = cols - 1;
    while (type(i, east) == CellType::Water)
      --east;
    spawnCandidates.push_back({i, west});
    if (east != west)
      spawnCandidates.push_back({i, east});
  }

  QJsonArray rowsJson;
  for (int i = 0; i < rows; ++i) {
    QString row(cols, QLatin1Char(' '));
    for (int j = 0; j < cols; ++j)
      row[j] = QLatin1Char(cellChar(type(i, j)));
    rowsJson.append(row);
  }
  QJsonArray citiesJson;
  for (const auto& city : cities) {
    QJsonArray cells;
    for (const Pos& p : city)
      cells << p.i << p.j;
    citiesJson.append(cells);
  }
  QJsonArray pathsJson;
  for (const PathInfo& path : paths) {
    QJsonArray cells{path.a, path.b};
    for (const Pos& p : path.cells)
      cells << p.i << p.j;
    pathsJson.append(cells);
  }
  json = QJsonObject{{QStringLiteral("rows"), rowsJson}, {QStringLiteral("cities"), citiesJson}, {QStringLiteral("paths"), pathsJson}};

  std::string& out = mapText;
  out.clear();
  out.reserve(size_t(rows * (cols + 4) + 2 * (cols + 4)) + size_t(totalCityCells() + totalPathCells()) * 7 + 256);
  for (int digit = 0; digit < 2; ++digit) {
    out += "   ";
    for (int j = 0; j < cols; ++j)
      appendInt(out, digit == 0 ? j / 10 : j % 10);
    out += '\n';
  }
  for (int i = 0; i < rows; ++i) {
    appendInt(out, i / 10);
    appendInt(out, i % 10);
    out += ' ';
    for (int j = 0; j < cols; ++j)
      out += cellChar(type(i, j));
    out += '\n';
  }
  out += "\ncities ";
  appendInt(out, int64_t(cities.size()));
  out += '\n';
  for (const auto& city : cities) {
    out += '\n';
    appendInt(out, int64_t(city.size()));
    out += '\n';
    for (const Pos& p : city) {
      appendInt(out, p.i);
      out += ' ';
      appendInt(out, p.j);
      out += '\n';
    }
  }
  out += "\npaths ";
  appendInt(out, int64_t(paths.size()));
  out += '\n';
  for (const auto& path : paths) {
    out += '\n';
    appendInt(out, path.a);
    out += ' ';
    appendInt(out, path.b);
    out += ' ';
    appendInt(out, int64_t(path.cells.size()));
    out += '\n';
    for (const Pos& p : path.cells) {
      appendInt(out, p.i);
      out += ' ';
      appendInt(out, p.j);
      out += '\n';
    }
  }
}

QString Board::validate() const
{
  if (int(types.size()) != rows * cols)
    return QStringLiteral("the grid has %1 cells, expected %2 x %3").arg(types.size()).arg(rows).arg(cols);
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      if ((i == 0 || j == 0 || i == rows - 1 || j == cols - 1) && type(i, j) != CellType::Water)
        return QStringLiteral("the outer border must be water, but cell (%1, %2) is '%3'")
            .arg(i).arg(j).arg(QLatin1Char(cellChar(type(i, j))));
  std::vector<int> seenCity(types.size(), -1);
  std::vector<int> seenPath(types.size(), -1);
  for (size_t c = 0; c < cities.size(); ++c)
    for (const Pos& p : cities[c]) {
      if (!inside(p.i, p.j))
        return QStringLiteral("city %1: cell (%2, %3) is outside the board").arg(c).arg(p.i).arg(p.j);
      if (type(p.i, p.j) != CellType::City)
        return QStringLiteral("city %1: cell (%2, %3) is '%4', not 'C'")
            .arg(c).arg(p.i).arg(p.j).arg(QLatin1Char(cellChar(type(p.i, p.j))));
      int& seen = seenCity[size_t(index(p.i, p.j))];
      if (seen != -1)
        return QStringLiteral("city %1: cell (%2, %3) is already listed by city %4").arg(c).arg(p.i).arg(p.j).arg(seen);
      seen = int(c);
    }
  for (size_t k = 0; k < paths.size(); ++k) {
    const PathInfo& path = paths[k];
    if (path.a < 0 || path.a >= int(cities.size()) || path.b < 0 || path.b >= int(cities.size()))
      return QStringLiteral("path %1: endpoints %2 %3 are not both city ids (0..%4)")
          .arg(k).arg(path.a).arg(path.b).arg(int(cities.size()) - 1);
    for (const Pos& p : path.cells) {
      if (!inside(p.i, p.j))
        return QStringLiteral("path %1: cell (%2, %3) is outside the board").arg(k).arg(p.i).arg(p.j);
      if (type(p.i, p.j) != CellType::Path)
        return QStringLiteral("path %1: cell (%2, %3) is '%4', not 'P'")
            .arg(k).arg(p.i).arg(p.j).arg(QLatin1Char(cellChar(type(p.i, p.j))));
      int& seen = seenPath[size_t(index(p.i, p.j))];
      if (seen != -1)
        return QStringLiteral("path %1: cell (%2, %3) is already listed by path %4").arg(k).arg(p.i).arg(p.j).arg(seen);
      seen = int(k);
    }
  }
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) {
      const size_t at = size_t(index(i, j));
      if (types[at] == CellType::City && seenCity[at] == -1)
        return QStringLiteral("cell (%1, %2) is 'C' but belongs to no listed city").arg(i).arg(j);
      if (types[at] == CellType::Path && seenPath[at] == -1)
        return QStringLiteral("cell (%1, %2) is 'P' but belongs to no listed path").arg(i).arg(j);
    }
  return {};
}

}  // namespace Kibitz::Rules::OrkIsland
