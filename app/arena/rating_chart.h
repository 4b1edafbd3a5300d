#pragma once

#include <QChartView>
#include <QList>
#include <QStringList>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace Kibitz::App {

struct ArenaData;

// The rating of each bot as matches accumulate: its Elo (the Bradley-Terry fit of the
// matches so far) after each round, with its 95% interval as a band of the bot's colour.
class RatingChart final : public QChartView {
  Q_OBJECT
public:
  explicit RatingChart(QWidget* parent = nullptr);

  // Adds the rounds completed since the last call (a round's point is computed once).
  void update(const ArenaData& data);
  void clear();
  // The Elo line of each bot, in entrant order.
  QList<QLineSeries*> ratingSeries() const { return lines_; }
  // The 95% interval band of each bot, in entrant order: upper and lower bounds at the
  // points of its line.
  QList<QAreaSeries*> intervalSeries() const { return bands_; }
  int points() const { return int(points_.size()); }

protected:
  void changeEvent(QEvent* event) override;

private:
  struct Point {
    qint64 matches = 0;
    QList<double> elo, low, high;  // per entrant (NaN: not rated yet)
  };
  Point pointOf(const ArenaData& data, qint64 rounds, const QList<qint64>& roundEnds) const;
  void rebuild();
  void retranslate();

  QStringList names_;
  QList<Point> points_;     // at completed rounds, cached
  qint64 roundsDone_ = 0;   // complete rounds seen in order
  std::optional<Point> now_;  // everything stored, when beyond the last completed round
  QList<QLineSeries*> lines_;
  QList<QAreaSeries*> bands_;
  QValueAxis* x_ = nullptr;
  QValueAxis* y_ = nullptr;
};

}  // namespace Kibitz::App
