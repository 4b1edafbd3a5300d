#include "arena/ranking_model.h"

#include "arena/arena_data.h"

#include <QLocale>

#include <cmath>

namespace Kibitz::App {

RankingModel::RankingModel(QObject* parent) : QAbstractTableModel(parent) {}

void RankingModel::setStandings(const Debugger::Arena::Standings& standings, const QStringList& entrants)
{
  beginResetModel();
  standings_ = standings;
  entrants_ = entrants;
  endResetModel();
}

void RankingModel::clear()
{
  beginResetModel();
  standings_ = {};
  entrants_.clear();
  endResetModel();
}

int RankingModel::rowCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : int(standings_.ranking.size());
}

int RankingModel::columnCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : ColumnCount;
}

QString RankingModel::formatElo(double elo)
{
  if (std::abs(elo) < 0.05)
    elo = 0;  // never "-0.0"
  return QStringLiteral("%1%2").arg(elo >= 0 ? QStringLiteral("+") : QString(), QLocale().toString(elo, 'f', 1));
}

QString RankingModel::formatInterval(const std::optional<std::pair<double, double>>& interval)
{
  if (!interval)
    return QStringLiteral("—");
  return QStringLiteral("[%1, %2]").arg(formatElo(interval->first), formatElo(interval->second));
}

QVariant RankingModel::data(const QModelIndex& index, int role) const
{
  if (!index.isValid() || index.row() >= standings_.ranking.size())
    return {};
  const Debugger::Arena::BotStanding& b = standings_.ranking[index.row()];
  const QLocale locale;
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
    case Rank: return index.row() + 1;
    case Name: return b.name;
    case Bot: return b.bot;
    case Matches: return b.matches;
    case Wins: return b.wins;
    case Draws: return b.draws;
    case Losses: return b.losses;
    case Points:
      return b.matches > 0 ? tr("%1 %").arg(locale.toString(100.0 * b.points() / b.matches, 'f', 1)) : QStringLiteral("—");
    case Score: return locale.toString(b.meanScore(), 'f', 3);
    case Elo: return formatElo(b.elo);
    case Interval: return formatInterval(standings_.onePlayer && b.score95 ? b.score95 : b.elo95);
    case ReplyP95: return b.cost.measured() ? tr("%1 ms").arg(locale.toString(b.cost.p95Ms, 'f', 1)) : QStringLiteral("—");
    case ReplyMax: return b.cost.measured() ? tr("%1 ms").arg(locale.toString(b.cost.maxMs, 'f', 1)) : QStringLiteral("—");
    case Timeouts: return b.cost.measured() ? QVariant(b.cost.timeouts) : QVariant(QStringLiteral("—"));
    case PeakMemory:
      return b.cost.measured() ? tr("%1 MiB").arg(locale.toString(b.cost.peakRssKb / 1024.0, 'f', 1)) : QStringLiteral("—");
    default: return {};
    }
  }
  if (role == Qt::DecorationRole && index.column() == Name)
    // A version of an entrant ("mine@3f2a9c01") has the entrant's colour.
    return entrantColor(int(entrants_.indexOf(entrants_.contains(b.name) ? b.name : b.baseName)));
  if (role == Qt::TextAlignmentRole && index.column() != Name && index.column() != Bot)
    return int(Qt::AlignRight | Qt::AlignVCenter);
  // plain: our own words, numbers and shortcuts
  if (role == Qt::ToolTipRole && index.column() == Interval)
    return standings_.onePlayer ? tr("The 95% interval of the mean score") : tr("The 95% interval of the Elo rating");
  if (role == Qt::ToolTipRole && index.column() == ReplyP95)
    return tr("The largest of its matches' 95th percentiles of reply time (external bots only)");
  if (role == Qt::UserRole)
    return b.name;
  return {};
}

QVariant RankingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
  case Rank: return tr("Rank");
  case Name: return tr("Name");
  case Bot: return tr("Bot");
  case Matches: return tr("Matches");
  case Wins: return tr("Wins");
  case Draws: return tr("Draws");
  case Losses: return tr("Losses");
  case Points: return tr("Points");
  case Score: return tr("Score");
  case Elo: return tr("Elo");
  case Interval: return standings_.onePlayer ? tr("Score 95%") : tr("Elo 95%");
  case ReplyP95: return tr("Reply p95");
  case ReplyMax: return tr("Slowest reply");
  case Timeouts: return tr("Timeouts");
  case PeakMemory: return tr("Peak memory");
  default: return {};
  }
}

}  // namespace Kibitz::App
