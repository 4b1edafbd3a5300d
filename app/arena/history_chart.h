#pragma once

#include "arena/version_history.h"

#include <QList>
#include <QWidget>

#include <optional>

class QChartView;
class QComboBox;
class QDateTimeAxis;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace Kibitz::Debugger::Arena {
struct MatchOutcome;
}

namespace Kibitz::App {

// The History tab of the Arena window (docs/arena.md, "Versions and history"): the
// versions of a chosen bot over time, each at the time it first played with its Elo
// against the opponents all its versions met and its 95% interval as a bar, the same
// figures as `kibitz-cli rank --history NAME`.
class HistoryChart final : public QWidget {
  Q_OBJECT
public:
  explicit HistoryChart(QWidget* parent = nullptr);

  // Every stored match of the database (all its arenas); keeps the chosen bot when it is
  // still there, else the first bot that played in several versions.
  void setOutcomes(const QList<Debugger::Arena::MatchOutcome>& outcomes);
  void clear();
  // Shows `name`'s history; false when it has none.
  bool choose(const QString& name);

  QComboBox* botBox() const { return bots_; }
  // The version points (x: first played, ms since the epoch; y: Elo) and their intervals.
  QScatterSeries* points() const { return points_; }
  QList<QLineSeries*> intervals() const { return intervals_; }
  const std::optional<Debugger::Arena::VersionHistory>& history() const { return history_; }

protected:
  void changeEvent(QEvent* event) override;

private:
  void rebuild();
  void retranslate();

  QList<Debugger::Arena::MatchOutcome> outcomes_;
  std::optional<Debugger::Arena::VersionHistory> history_;
  QString problem_;
  QLabel* botLabel_;
  QComboBox* bots_;
  QLabel* summary_;
  QChartView* view_;
  QDateTimeAxis* x_;
  QValueAxis* y_;
  QScatterSeries* points_ = nullptr;
  QLineSeries* line_ = nullptr;
  QList<QLineSeries*> intervals_;
};

}  // namespace Kibitz::App
