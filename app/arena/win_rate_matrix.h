#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QStringList>
#include <QTableView>

namespace Kibitz::App {

struct ArenaData;

// What one bot made of another over the matches where they met: each match's seats
// compared two by two (a higher score wins, an equal one draws).
struct HeadToHeadCell {
  int wins = 0;
  int draws = 0;
  int losses = 0;
  int games() const { return wins + draws + losses; }
  double rate() const { return games() > 0 ? (wins + draws / 2.0) / games() : 0.5; }
};

// The win-rate matrix as a table: cell (row A, column B) is A's score rate against B.
class WinRateModel final : public QAbstractTableModel {
  Q_OBJECT
public:
  static constexpr int RateRole = Qt::UserRole + 1;   // double 0..1, or invalid without games
  explicit WinRateModel(QObject* parent = nullptr);
  void setData(const ArenaData& data);
  const HeadToHeadCell& cell(int row, int column) const { return cells_[row][column]; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
  QStringList names_;
  QList<QList<HeadToHeadCell>> cells_;
};

// The matrix as a heat map: red for a bot that loses to its opponent, green for one that
// wins, the count of matches in each cell's tooltip.
class WinRateMatrix final : public QTableView {
  Q_OBJECT
public:
  explicit WinRateMatrix(QWidget* parent = nullptr);
  WinRateModel* matrix() const { return model_; }
  static QColor heat(double rate);

private:
  WinRateModel* model_;
};

}  // namespace Kibitz::App
