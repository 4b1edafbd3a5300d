#pragma once

#include "arena/standings.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace Kibitz::App {

// The live ranking of the Arena window: a bot a row, as `kibitz-cli rank` prints it
// (matches, wins, draws, losses, points, mean score, Elo and its 95% interval).
class RankingModel final : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column {
    Rank, Name, Bot, Matches, Wins, Draws, Losses, Points, Score, Elo, Interval,
    ReplyP95, ReplyMax, Timeouts, PeakMemory,  // external bots only (BotCostStanding)
    ColumnCount
  };

  explicit RankingModel(QObject* parent = nullptr);

  // `entrants` gives each name its colour (its index).
  void setStandings(const Debugger::Arena::Standings& standings, const QStringList& entrants);
  void clear();
  const Debugger::Arena::Standings& standings() const { return standings_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  static QString formatElo(double elo);
  static QString formatInterval(const std::optional<std::pair<double, double>>& interval);

private:
  Debugger::Arena::Standings standings_;
  QStringList entrants_;
};

}  // namespace Kibitz::App
