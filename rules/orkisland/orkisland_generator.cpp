// § numbers: the Rules reference of docs/games/orkisland.md.
#include "orkisland/orkisland_generator.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace Kibitz::Rules::OrkIsland {

double lpDistance(int i, int j, int i0, int j0, double p)
{
  return std::pow(std::pow(double(std::abs(i - i0)), p) + std::pow(double(std::abs(j - j0)), p), 1 / p);
}

double euclideanDistance(int i, int j, int i0, int j0)
{
  const double di = i - i0, dj = j - j0;
  return std::sqrt(di * di + dj * dj);
}

namespace {

constexpr int kMaxTries = 100;
constexpr int kRiverClearance = 4;
constexpr int kPathClearance = 2;
constexpr int kMinCities = 8;
// 4-neighbour order S, E, N, W; 8-neighbour order SW, S, SE, E, NE, N, NW, W (§5.1).
constexpr int kDi4[4] = {1, 0, -1, 0};
constexpr int kDj4[4] = {0, 1, 0, -1};
constexpr int kDi8[8] = {1, 1, 1, 0, -1, -1, -1, 0};
constexpr int kDj8[8] = {-1, 0, 1, 1, 1, 0, -1, -1};

// p = 2: pow(d, 2) is exact for these integers and a correctly rounded pow(s, 0.5) is
// the (IEEE, correctly rounded) square root, so this equals lpDistance(..., 2.0) bit for
// bit (the golden tests check it) at a fraction of the cost.
double euclidean(int i, int j, int i0, int j0)
{
  return euclideanDistance(i, j, i0, j0);
}

class Generator {
public:
  Generator(const Settings& settings, EngineRandom& rng, const GeneratorProbe& probe)
      : s_(settings), rng_(rng), probe_(probe), rows_(settings.rows), cols_(settings.cols),
        grid_(size_t(rows_ * cols_)), mark_(size_t(rows_ * cols_)), visited_(size_t(rows_ * cols_), 0)
  {
  }

  std::optional<Board> run(int maxAttempts, QString* error)
  {
    const int margin = std::min(rows_, cols_) / 5;
    for (int attempt = 0; attempt < maxAttempts; ++attempt)
      if (attempt1(margin))
        return board();
    *error = QStringLiteral("GENERATOR1 found no valid %1 x %2 map in %3 attempts").arg(rows_).arg(cols_).arg(maxAttempts);
    return std::nullopt;
  }

private:
  int at(int i, int j) const { return i * cols_ + j; }
  bool inside(int i, int j) const { return i >= 0 && i < rows_ && j >= 0 && j < cols_; }
  char& cell(int i, int j) { return grid_[size_t(at(i, j))]; }

  // Whether some cell in the box of radius d around (i, j) satisfies `pred(ii, jj)`.
  template <class Pred>
  bool anyInBox(int i, int j, int d, Pred&& pred) const
  {
    const int i1 = std::max(0, i - d), i2 = std::min(rows_ - 1, i + d);
    const int j1 = std::max(0, j - d), j2 = std::min(cols_ - 1, j + d);
    for (int ii = i1; ii <= i2; ++ii)
      for (int jj = j1; jj <= j2; ++jj)
        if (pred(ii, jj))
          return true;
    return false;
  }

  // Area growth from (i0, j0) into mark_ (§5.2); returns the number of marked cells.
  template <class Accept>
  int grow(int i0, int j0, Accept&& accept)
  {
    std::fill(mark_.begin(), mark_.end(), uint8_t(0));
    queue_.clear();
    mark_[size_t(at(i0, j0))] = 1;
    queue_.push_back(at(i0, j0));
    for (size_t head = 0; head < queue_.size(); ++head) {
      const int i = queue_[head] / cols_, j = queue_[head] % cols_;
      for (int d = 0; d < 8; ++d) {
        const int ii = i + kDi8[d], jj = j + kDj8[d];
        if (inside(ii, jj) && !mark_[size_t(at(ii, jj))] && accept(ii, jj)) {
          mark_[size_t(at(ii, jj))] = 1;
          queue_.push_back(at(ii, jj));
        }
      }
    }
    const auto m = [this](int i, int j) -> uint8_t& { return mark_[size_t(at(i, j))]; };
    for (bool changed = true; changed;) {
      changed = false;
      for (int i = 2; i <= rows_ - 3; ++i)
        for (int j = 2; j <= cols_ - 3; ++j) {
          if (m(i - 1, j) && m(i + 1, j) && !m(i, j)) {
            m(i, j) = 1;
            changed = true;
          }
          if (m(i, j - 1) && m(i, j + 1) && !m(i, j)) {
            m(i, j) = 1;
            changed = true;
          }
          if (m(i - 1, j) && !m(i, j) && !m(i + 1, j) && m(i + 2, j)) {
            m(i, j) = m(i + 1, j) = 1;
            changed = true;
          }
          if (m(i, j - 1) && !m(i, j) && !m(i, j + 1) && m(i, j + 2)) {
            m(i, j) = m(i, j + 1) = 1;
            changed = true;
          }
        }
    }
    int count = 0;
    for (uint8_t v : mark_)
      count += v;
    return count;
  }

  // A curve from (i0, j0) in D directions (§5.3).
  template <class Ok>
  void curve(int i0, int j0, int D, Ok&& ok, std::vector<Pos>& out)
  {
    const int* di = D == 8 ? kDi8 : kDi4;
    const int* dj = D == 8 ? kDj8 : kDj4;
    out.clear();
    ++stamp_;
    int k = rng_.random(0, D - 1);
    int i = i0, j = j0;
    for (;;) {
      out.push_back({i, j});
      visited_[size_t(at(i, j))] = stamp_;
      const int first = k + rng_.random(-1, 1);
      const int candidates[4] = {first, k - 1, k, k + 1};
      bool moved = false;
      for (int c : candidates) {
        const int d = ((c % D) + D) % D;
        const int ii = i + di[d], jj = j + dj[d];
        if (inside(ii, jj) && visited_[size_t(at(ii, jj))] != stamp_ && ok(i, j, ii, jj)) {
          i = ii;
          j = jj;
          k = d;
          moved = true;
          break;
        }
      }
      if (!moved)
        return;
    }
  }

  // Cells reachable from the centre through non-water 4-neighbours (the centre itself
  // always counts); marks them in mark_.
  void floodFromCentre()
  {
    std::fill(mark_.begin(), mark_.end(), uint8_t(0));
    queue_.clear();
    const int start = at(rows_ / 2, cols_ / 2);
    mark_[size_t(start)] = 1;
    queue_.push_back(start);
    for (size_t head = 0; head < queue_.size(); ++head) {
      const int i = queue_[head] / cols_, j = queue_[head] % cols_;
      for (int d = 0; d < 4; ++d) {
        const int ii = i + kDi4[d], jj = j + kDj4[d];
        if (inside(ii, jj) && !mark_[size_t(at(ii, jj))] && cell(ii, jj) != 'W') {
          mark_[size_t(at(ii, jj))] = 1;
          queue_.push_back(at(ii, jj));
        }
      }
    }
  }

  bool attempt1(int margin)
  {
    // 1. Reset.
    std::fill(grid_.begin(), grid_.end(), '.');
    cities_.clear();
    paths_.clear();
    for (int i = 0; i < rows_; ++i)
      cell(i, 0) = cell(i, cols_ - 1) = 'W';
    for (int j = 0; j < cols_; ++j)
      cell(0, j) = cell(rows_ - 1, j) = 'W';

    // 2. Sea.
    const int ci = rows_ / 2, cj = cols_ / 2;
    const int half = std::min(rows_, cols_) / 2;
    for (int t = 0; t < kMaxTries; ++t) {
      const int marked = grow(ci, cj, [&](int ii, int jj) {
        const double p = rng_.random(20, 40) / 10.0;
        double d = lpDistance(ii, jj, ci, cj, p);
        if (d <= half)
          d = 1;
        return rng_.bernoulli(0.3 / d);
      });
      if (marked >= 0.75 * rows_ * cols_) {
        for (size_t c = 0; c < grid_.size(); ++c)
          if (!mark_[c])
            grid_[c] = 'W';
        break;
      }
    }

    checkpoint("sea");
    // 3-4. Forests, then deserts.
    growAreas(margin, 5, 15, 'F', "forests n");
    growAreas(margin, 8, 20, 'S', "deserts n");
    checkpoint("deserts");

    // 5. Rivers.
    const int h = int(std::ceil(std::sqrt(double(s_.nbOrks))));
    const auto isRiver = [this](int ii, int jj) { return cell(ii, jj) == 'R'; };
    const int rivers = rng_.random(4, 10);
    checkpoint("rivers n");
    for (int r = 0; r < rivers; ++r) {
      const int i = rng_.random(margin, rows_ - 1 - margin);
      const int j = rng_.random(margin, cols_ - 1 - margin);
      const bool central = i >= ci - h && i <= ci + h - 1 && j >= cj - h && j <= cj + h - 1;
      if (central || anyInBox(i, j, kRiverClearance, isRiver))
        continue;
      for (int t = 0; t < kMaxTries; ++t) {
        curve(i, j, 8, [&](int a, int b, int aa, int bb) { return euclidean(i, j, a, b) < euclidean(i, j, aa, bb); },
              cells_);
        const bool valid = std::none_of(cells_.begin(), cells_.end(), [&](const Pos& p) {
          return anyInBox(p.i, p.j, kRiverClearance, isRiver);
        });
        if (valid) {
          for (const Pos& p : cells_)
            if (cell(p.i, p.j) != 'W')
              cell(p.i, p.j) = 'R';
          break;
        }
      }
    }

    checkpoint("rivers");
    // 6. Cities.
    const int cityTries = rng_.random(8, 25);
    checkpoint("cities n");
    for (int c = 0; c < cityTries; ++c) {
      for (int t = 0; t < kMaxTries; ++t) {
        const int i = rng_.random(0, rows_ - 1);
        const int j = rng_.random(0, cols_ - 1);
        const int di = rng_.random(2, 6);
        const int dj = rng_.random(2, 6);
        bool valid = true;
        for (int ii = std::max(0, i - 2); valid && ii < std::min(rows_, i + di + 1); ++ii)
          for (int jj = std::max(0, j - 2); jj < std::min(cols_, j + dj + 1); ++jj)
            if (cell(ii, jj) == 'W' || cell(ii, jj) == 'C') {
              valid = false;
              break;
            }
        if (!valid)
          continue;
        std::vector<Pos> city;
        for (int ii = i; ii < std::min(rows_, i + di); ++ii)
          for (int jj = j; jj < std::min(cols_, j + dj); ++jj) {
            cell(ii, jj) = 'C';
            city.push_back({ii, jj});
          }
        cities_.push_back(std::move(city));
        break;
      }
    }

    checkpoint("cities");
    // 7. Paths.
    std::vector<int> cityIndex(grid_.size(), -1);
    for (size_t c = 0; c < cities_.size(); ++c)
      for (const Pos& p : cities_[c])
        cityIndex[size_t(at(p.i, p.j))] = int(c);
    const int nc = int(cities_.size());
    for (int t = 0; t < 3 * nc * nc; ++t) {
      const int a = rng_.random(0, nc - 1);
      const int b = rng_.random(0, nc - 1);
      if (a == b)
        continue;
      const int pa = rng_.random(0, int(cities_[size_t(a)].size()) - 1);
      const int pb = rng_.random(0, int(cities_[size_t(b)].size()) - 1);
      const Pos start = cities_[size_t(a)][size_t(pa)];
      const Pos target = cities_[size_t(b)][size_t(pb)];
      curve(start.i, start.j, 4,
            [&](int x, int y, int xx, int yy) {
              return euclidean(target.i, target.j, x, y) > euclidean(target.i, target.j, xx, yy);
            },
            cells_);
      if (cells_.back() != target)
        continue;
      const bool valid = std::none_of(cells_.begin(), cells_.end(), [&](const Pos& p) {
        return anyInBox(p.i, p.j, kPathClearance, [&](int ii, int jj) {
          const int city = cityIndex[size_t(at(ii, jj))];
          return cell(ii, jj) == 'P' || (city != -1 && city != a && city != b);
        });
      });
      if (!valid)
        continue;
      PathInfo path{a, b, {}};
      for (const Pos& p : cells_)
        if (cell(p.i, p.j) != 'C') {
          cell(p.i, p.j) = 'P';
          path.cells.push_back(p);
        }
      paths_.push_back(std::move(path));
    }

    checkpoint("paths");
    // 8. Finish: rivers become water, unreachable islands sink, then the validity test.
    for (char& c : grid_)
      if (c == 'R')
        c = 'W';
    floodFromCentre();
    for (size_t c = 0; c < grid_.size(); ++c)
      if (!mark_[c] && grid_[c] != 'W' && grid_[c] != 'C' && grid_[c] != 'P')
        grid_[c] = 'W';
    if (nc < kMinCities)
      return false;
    floodFromCentre();
    for (size_t c = 0; c < grid_.size(); ++c)
      if (!mark_[c] && grid_[c] != 'W')
        return false;
    return true;
  }

  void growAreas(int margin, int qLow, int qHigh, char fill, const char* point)
  {
    const int n = rng_.random(8, 12);
    checkpoint(point);
    for (int k = 0; k < n; ++k) {
      const int i = rng_.random(margin, rows_ - 1 - margin);
      const int j = rng_.random(margin, cols_ - 1 - margin);
      const double q = rng_.random(qLow, qHigh) / 10.0;
      grow(i, j, [&](int ii, int jj) { return rng_.bernoulli(q / euclidean(ii, jj, i, j)); });
      for (size_t c = 0; c < grid_.size(); ++c)
        if (mark_[c] && grid_[c] == '.')
          grid_[c] = fill;
    }
  }

  Board board() const
  {
    Board b;
    b.rows = rows_;
    b.cols = cols_;
    b.types.resize(grid_.size());
    for (size_t c = 0; c < grid_.size(); ++c)
      b.types[c] = CellType(cellTypeFromChar(grid_[c]));
    b.cities = cities_;
    b.paths = paths_;
    b.finish();
    return b;
  }

  void checkpoint(const char* point)
  {
    if (probe_)
      probe_(point, rng_);
  }

  const Settings& s_;
  EngineRandom& rng_;
  const GeneratorProbe& probe_;
  int rows_;
  int cols_;
  std::vector<char> grid_;
  std::vector<uint8_t> mark_;
  std::vector<int> queue_;
  std::vector<int> visited_;
  int stamp_ = 0;
  std::vector<Pos> cells_;
  std::vector<std::vector<Pos>> cities_;
  std::vector<PathInfo> paths_;
};

}  // namespace

std::optional<Board> generateMap1(const Settings& settings, EngineRandom& rng, int maxAttempts, QString* error,
                                  const GeneratorProbe& probe)
{
  return Generator(settings, rng, probe).run(maxAttempts, error);
}

}  // namespace Kibitz::Rules::OrkIsland
