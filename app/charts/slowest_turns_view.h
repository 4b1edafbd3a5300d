#pragma once

#include "telemetry/seat_cost.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace Kibitz::App {

// One seat's slowest replies (SeatCost::Summary::slowest) as a small table under its Reply
// time chart: turn, wall time, CPU time and share of the limit, slowest first. Clicking a
// row asks for that turn. The chart shows where the peaks are; this says which turns they
// are, to the millisecond, and goes there.
class SlowestTurnsView final : public QWidget {
  Q_OBJECT
public:
  explicit SlowestTurnsView(QWidget* parent = nullptr);

  void setSummary(const QString& seatLabel, const Debugger::SeatCost::Summary& summary);
  void retranslateUi();

  int rowCount() const;
  int rowTurn(int row) const;
  QString cellText(int row, int column) const;
  QString captionText() const;
  QTreeWidget* table() const { return table_; }

signals:
  void turnClicked(int turn);

private:
  void fill();

  QLabel* caption_;
  QTreeWidget* table_;
  QString seatLabel_;
  Debugger::SeatCost::Summary summary_;
};

}  // namespace Kibitz::App
