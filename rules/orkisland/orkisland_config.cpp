#include "orkisland/orkisland_config.h"

#include "orkisland/orkisland_text.h"

#include <cstdint>
#include <cstring>
#include <string>

namespace Kibitz::Rules::OrkIsland {

namespace {

// The rule one setting breaks, given the settings read so far (file order), or empty.
QString settingRule(std::string_view key, int value, const Settings& s)
{
  const QString k = QString::fromLatin1(key.data(), qsizetype(key.size()));
  const auto atLeast = [&](int minimum) -> QString {
    if (value < minimum)
      return QStringLiteral("%1 must be >= %2 (got %3)").arg(k).arg(minimum).arg(value);
    return {};
  };
  const auto atMost = [&](int maximum) -> QString {
    if (value > maximum)
      return QStringLiteral("%1 must be <= %2 in Kibitz (got %3)").arg(k).arg(maximum).arg(value);
    return {};
  };
  QString problem;
  if (key == "nb_players") {
    if (value != kNumPlayers)
      problem = QStringLiteral("nb_players must be exactly 4 (got %1)").arg(value);
  } else if (key == "rows" || key == "cols") {
    problem = atLeast(20);
    if (problem.isEmpty())
      problem = atMost(kMaxSide);
  } else if (key == "nb_rounds") {
    problem = atLeast(1);
    if (problem.isEmpty())
      problem = atMost(kMaxRounds);
  } else if (key == "initial_health") {
    if (value <= 0)
      problem = QStringLiteral("initial_health must be > 0 (got %1)").arg(value);
    else
      problem = atMost(kMaxValue);
  } else if (key == "nb_orks") {
    problem = atLeast(1);
    const int64_t area = int64_t(s.rows) * s.cols;
    const int64_t needed = 25 * int64_t(s.nbPlayers) * value;
    if (problem.isEmpty() && area < needed)
      problem = QStringLiteral("rows*cols (%1) must be >= 25*nb_players*nb_orks (%2)").arg(area).arg(needed);
  } else if (key.substr(0, 5) == "cost_") {
    problem = atLeast(0);
    if (problem.isEmpty())
      problem = atMost(kMaxValue);
  } else {  // bonuses and factor
    problem = atLeast(1);
    if (problem.isEmpty())
      problem = atMost(kMaxValue);
  }
  return problem;
}

QString rowsEqualCols(const Settings& s)
{
  if (s.rows != s.cols)
    return QStringLiteral("rows must equal cols (%1 vs %2)").arg(s.rows).arg(s.cols);
  return {};
}

QString at(int line, const QString& message)
{
  return QStringLiteral("line %1: %2").arg(line).arg(message);
}

}  // namespace

bool readMapBlock(TokenReader& in, const Settings& s, Board& board, QString* error)
{
  board.rows = s.rows;
  board.cols = s.cols;
  board.types.assign(size_t(s.rows) * size_t(s.cols), CellType::Water);
  for (int k = 0; k < 2; ++k)
    if (in.next().empty()) {
      *error = at(in.line(), QStringLiteral("map: expected the two column-label lines, found end of file"));
      return false;
    }
  std::vector<int> rowLine(size_t(s.rows));
  for (int i = 0; i < s.rows; ++i) {
    const std::string_view label = in.next();
    const std::string_view row = in.next();
    if (label.empty() || row.empty()) {
      *error = at(in.line(), QStringLiteral("map: expected row %1 (a label and %2 cells), found end of file").arg(i).arg(s.cols));
      return false;
    }
    rowLine[size_t(i)] = in.line();
    if (int(row.size()) != s.cols) {
      *error = at(in.line(), QStringLiteral("map: row %1 has %2 cells, expected cols = %3").arg(i).arg(row.size()).arg(s.cols));
      return false;
    }
    for (int j = 0; j < s.cols; ++j) {
      const int type = cellTypeFromChar(row[size_t(j)]);
      if (type < 0) {
        *error = at(in.line(), QStringLiteral("map: row %1 column %2: '%3' is not a cell (W . F S C P)")
                                   .arg(i).arg(j).arg(QLatin1Char(row[size_t(j)])));
        return false;
      }
      const bool border = i == 0 || j == 0 || i == s.rows - 1 || j == s.cols - 1;
      if (border && type != int(CellType::Water)) {
        *error = at(in.line(), QStringLiteral("map: the outer border must be water, but cell (%1, %2) is '%3'")
                                   .arg(i).arg(j).arg(QLatin1Char(row[size_t(j)])));
        return false;
      }
      board.types[size_t(board.index(i, j))] = CellType(type);
    }
  }
  const int cells = s.rows * s.cols;
  // A count, checked against what the board can hold before anything is allocated.
  const auto readCount = [&](const QString& what, int maximum, int* value) {
    const std::string_view token = in.next();
    const std::optional<int> n = parseInt(token);
    if (!n || *n < 0 || *n > maximum) {
      *error = at(in.line(), QStringLiteral("map: %1 must be an integer in 0..%2, found %3").arg(what).arg(maximum).arg(shown(token)));
      return false;
    }
    *value = *n;
    return true;
  };
  const auto readCell = [&](const QString& owner, CellType expected, Pos* pos) {
    const std::string_view ti = in.next();
    const std::string_view tj = in.next();
    const std::optional<int> i = parseInt(ti);
    const std::optional<int> j = parseInt(tj);
    if (!i || !j) {
      *error = at(in.line(), QStringLiteral("map: %1: expected a cell 'i j', found %2 %3").arg(owner, shown(ti), shown(tj)));
      return false;
    }
    if (!board.inside(*i, *j)) {
      *error = at(in.line(), QStringLiteral("map: %1: cell (%2, %3) is outside the board").arg(owner).arg(*i).arg(*j));
      return false;
    }
    if (board.type(*i, *j) != expected) {
      *error = at(in.line(), QStringLiteral("map: %1: cell (%2, %3) is '%4', not '%5'")
                                 .arg(owner).arg(*i).arg(*j)
                                 .arg(QLatin1Char(cellChar(board.type(*i, *j))))
                                 .arg(QLatin1Char(cellChar(expected))));
      return false;
    }
    *pos = {*i, *j};
    return true;
  };
  std::vector<int> listedCity(size_t(cells), -1), listedPath(size_t(cells), -1);

  std::string_view token = in.next();
  if (token != "cities") {
    *error = at(in.line(), QStringLiteral("map: expected 'cities', found %1").arg(shown(token)));
    return false;
  }
  int nCities = 0;
  if (!readCount(QStringLiteral("the number of cities"), cells, &nCities))
    return false;
  for (int c = 0; c < nCities; ++c) {
    int size = 0;
    if (!readCount(QStringLiteral("the size of city %1").arg(c), cells, &size))
      return false;
    std::vector<Pos> city;
    for (int k = 0; k < size; ++k) {
      Pos p;
      if (!readCell(QStringLiteral("city %1").arg(c), CellType::City, &p))
        return false;
      int& listed = listedCity[size_t(board.index(p.i, p.j))];
      if (listed != -1) {
        *error = at(in.line(), QStringLiteral("map: city %1: cell (%2, %3) is already listed by city %4").arg(c).arg(p.i).arg(p.j).arg(listed));
        return false;
      }
      listed = c;
      city.push_back(p);
    }
    board.cities.push_back(std::move(city));
  }
  token = in.next();
  if (token != "paths") {
    *error = at(in.line(), QStringLiteral("map: expected 'paths', found %1").arg(shown(token)));
    return false;
  }
  int nPaths = 0;
  if (!readCount(QStringLiteral("the number of paths"), cells, &nPaths))
    return false;
  for (int k = 0; k < nPaths; ++k) {
    PathInfo path;
    const std::string_view ta = in.next();
    const std::string_view tb = in.next();
    const std::optional<int> a = parseInt(ta);
    const std::optional<int> b = parseInt(tb);
    if (!a || !b || *a < 0 || *a >= nCities || *b < 0 || *b >= nCities) {
      *error = at(in.line(), QStringLiteral("map: path %1: endpoints %2 %3 must be city ids 0..%4")
                                 .arg(k).arg(shown(ta), shown(tb)).arg(nCities - 1));
      return false;
    }
    path.a = *a;
    path.b = *b;
    int size = 0;
    if (!readCount(QStringLiteral("the size of path %1").arg(k), cells, &size))
      return false;
    for (int c = 0; c < size; ++c) {
      Pos p;
      if (!readCell(QStringLiteral("path %1").arg(k), CellType::Path, &p))
        return false;
      int& listed = listedPath[size_t(board.index(p.i, p.j))];
      if (listed != -1) {
        *error = at(in.line(), QStringLiteral("map: path %1: cell (%2, %3) is already listed by path %4").arg(k).arg(p.i).arg(p.j).arg(listed));
        return false;
      }
      listed = k;
      path.cells.push_back(p);
    }
    board.paths.push_back(std::move(path));
  }
  for (int i = 0; i < s.rows; ++i)
    for (int j = 0; j < s.cols; ++j) {
      const size_t c = size_t(board.index(i, j));
      if (board.types[c] == CellType::City && listedCity[c] == -1) {
        *error = at(rowLine[size_t(i)], QStringLiteral("map: cell (%1, %2) is 'C' but no city lists it").arg(i).arg(j));
        return false;
      }
      if (board.types[c] == CellType::Path && listedPath[c] == -1) {
        *error = at(rowLine[size_t(i)], QStringLiteral("map: cell (%1, %2) is 'P' but no path lists it").arg(i).arg(j));
        return false;
      }
    }
  board.finish();
  const QString problem = board.validate();
  if (!problem.isEmpty()) {
    *error = QStringLiteral("map: ") + problem;
    return false;
  }
  return true;
}

std::optional<Config> parseCnf(const QByteArray& text, QString* error)
{
  if (text.size() > kMaxCnfBytes) {
    *error = QStringLiteral("the file is longer than the limit of %1 bytes").arg(kMaxCnfBytes);
    return std::nullopt;
  }
  TokenReader in(text);
  Config config;
  for (const char* expected : {"OrkIsland", "1.0"}) {
    const std::string_view token = in.next();
    if (token != expected) {
      // Nothing of it is quoted: a file that is no configuration at all may be anyone's
      // (a job line can name /etc/shadow), and the message may travel in a result line.
      *error = at(in.line(), QStringLiteral("this is not an OrkIsland configuration: it does not begin with the version "
                                            "'OrkIsland 1.0'"));
      return std::nullopt;
    }
  }
  int colsLine = 1;
  for (const auto& [key, defaultValue] : Settings().entries()) {
    (void)defaultValue;
    const std::string_view token = in.next();
    if (token != key) {
      *error = at(in.line(), QStringLiteral("expected the key '%1', found %2").arg(QLatin1String(key), shown(token)));
      return std::nullopt;
    }
    const std::string_view valueToken = in.next();
    const std::optional<int> value = parseInt(valueToken);
    if (!value) {
      *error = at(in.line(), QStringLiteral("%1: expected an integer, found %2").arg(QLatin1String(key), shown(valueToken)));
      return std::nullopt;
    }
    const QString problem = settingRule(key, *value, config.settings);
    if (!problem.isEmpty()) {
      *error = at(in.line(), problem);
      return std::nullopt;
    }
    config.settings.set(key, *value);
    if (std::strcmp(key, "cols") == 0)
      colsLine = in.line();
  }
  if (const QString problem = rowsEqualCols(config.settings); !problem.isEmpty()) {
    *error = at(colsLine, problem);
    return std::nullopt;
  }
  const std::string_view generator = in.next();
  if (generator == "GENERATOR1") {
    const std::string_view extra = in.peek();
    if (parseInt(extra)) {
      in.next();
      *error = at(in.line(), QStringLiteral("GENERATOR1 takes no parameters, found %1").arg(shown(extra)));
      return std::nullopt;
    }
    return config;
  }
  if (generator == "FIXED") {
    config.fixed = true;
    if (!readMapBlock(in, config.settings, config.fixedMap, error))
      return std::nullopt;
    if (const QString problem = checkScoreBound(config.settings, config.fixedMap); !problem.isEmpty()) {
      *error = QStringLiteral("map: ") + problem;
      return std::nullopt;
    }
    return config;
  }
  *error = at(in.line(), QStringLiteral("Unknown grid generator %1 (expected GENERATOR1 or FIXED)").arg(shown(generator)));
  return std::nullopt;
}

QString checkSettings(const Settings& settings)
{
  Settings soFar;
  for (const auto& [key, value] : settings.entries()) {
    const QString problem = settingRule(key, value, soFar);
    if (!problem.isEmpty())
      return problem;
    soFar.set(key, value);
  }
  return rowsEqualCols(settings);
}

QString checkScoreBound(const Settings& s, const Board& board)
{
  const int cities = int(board.cities.size());
  if (cities >= 62)
    return QStringLiteral("%1 cities: a connected network could score more than 2^63 - 1").arg(cities);
  // Saturating arithmetic: any saturation means the bound is exceeded.
  constexpr int64_t kMax = INT64_MAX;
  const auto mul = [](int64_t a, int64_t b) { return (a != 0 && b > kMax / a) ? kMax : a * b; };
  const auto add = [](int64_t a, int64_t b) { return a > kMax - b ? kMax : a + b; };
  const int64_t perRound = add(add(mul(s.bonusPerCityCell, board.totalCityCells()), mul(s.bonusPerPathCell, board.totalPathCells())),
                               mul(s.factorConnectedComponent, int64_t(1) << cities));
  if (mul(perRound, s.nbRounds) == kMax)
    return QStringLiteral("scores could exceed 2^63 - 1 (nb_rounds x (bonus_per_city_cell x %1 + bonus_per_path_cell x %2 + "
                          "factor_connected_component x 2^%3) is too large)")
        .arg(board.totalCityCells()).arg(board.totalPathCells()).arg(cities);
  return {};
}

}  // namespace Kibitz::Rules::OrkIsland
