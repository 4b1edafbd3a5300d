#include "arena/match_list_model.h"

#include "arena/arena_data.h"
#include "panels/result_words.h"
#include "widgets/plain_text.h"

#include <QLocale>

#include <algorithm>

namespace Kibitz::App {

namespace {

bool hasErrors(const Debugger::Arena::MatchOutcome& o)
{
  return std::any_of(o.seats.begin(), o.seats.end(), [](const Debugger::Arena::SeatOutcome& s) { return !s.error.isEmpty(); });
}

// A match as the result words see it: ranking points, the game's own score, and the fault
// each seat's first fault names (the Arena stores no more).
QList<Debugger::SeatResults::Seat> seatResults(const Debugger::Arena::MatchOutcome& o)
{
  QList<Debugger::SeatResults::Seat> seats;
  for (const Debugger::Arena::SeatOutcome& s : o.seats)
    seats << Debugger::SeatResults::Seat{s.score, s.gameScore, Debugger::SeatResults::faultOf(s.error)};
  return seats;
}

QStringList seatNames(const Debugger::Arena::MatchOutcome& o)
{
  QStringList names;
  for (const Debugger::Arena::SeatOutcome& s : o.seats)
    names << s.name;
  return names;
}

}  // namespace

MatchListModel::MatchListModel(QObject* parent) : QAbstractTableModel(parent) {}

void MatchListModel::setOutcomes(const QList<Debugger::Arena::MatchOutcome>& outcomes)
{
  beginResetModel();
  outcomes_ = outcomes;
  std::sort(outcomes_.begin(), outcomes_.end(), [](const auto& a, const auto& b) { return a.index < b.index; });
  endResetModel();
}

void MatchListModel::add(const Debugger::Arena::MatchOutcome& outcome)
{
  const auto at = std::lower_bound(outcomes_.begin(), outcomes_.end(), outcome.index,
                                   [](const Debugger::Arena::MatchOutcome& o, qint64 index) { return o.index < index; });
  if (at != outcomes_.end() && at->index == outcome.index)
    return;  // already listed
  const int row = int(at - outcomes_.begin());
  beginInsertRows({}, row, row);
  outcomes_.insert(row, outcome);
  endInsertRows();
}

int MatchListModel::rowCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : int(outcomes_.size());
}

int MatchListModel::columnCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant MatchListModel::data(const QModelIndex& index, int role) const
{
  if (!index.isValid() || index.row() >= outcomes_.size())
    return {};
  const Debugger::Arena::MatchOutcome& o = outcomes_[index.row()];
  if (role == OutcomeIndexRole)
    return index.row();
  const QLocale locale;
  // The tool tip repeats the cell, which holds names, results and errors from the database;
  // the result's is the game's own line (in English, as its rules write it), the score's the
  // ranking points.
  if (role == Qt::ToolTipRole && index.column() == Result)
    return PlainText::toolTip(o.result);
  if (role == Qt::ToolTipRole && index.column() == Scores) {
    QStringList points;
    for (const Debugger::Arena::SeatOutcome& s : o.seats)
      points << locale.toString(s.score, 'g', 6);
    // plain: our own words, numbers and shortcuts
    return tr("Ranking points: %1").arg(points.join(QStringLiteral(" / ")));
  }
  if (role == Qt::ToolTipRole)
    return PlainText::toolTip(data(index, Qt::DisplayRole).toString());
  if (role == Qt::DisplayRole) {
    switch (index.column()) {
    case Index: return o.index;
    case Seed: return QString::number(o.seed);
    case Players: {
      QStringList names;
      for (const Debugger::Arena::SeatOutcome& s : o.seats)
        names << s.name;
      return names.join(tr(" vs "));
    }
    case Winner: {
      const int w = winningSeat(o);
      if (w >= 0)
        return o.seats[w].name;
      return o.seats.size() > 1 ? tr("draw") : QStringLiteral("—");
    }
    // The game's own score (Fencing's touches), not the ranking points (its 1, 0 or -1).
    case Scores: return ResultWords::scoreLine(seatResults(o));
    case Result: return ResultWords::summary(seatNames(o), seatResults(o), o.complete);
    case Turns: return o.turns;
    case Duration: return locale.toString(o.durationMs, 'f', o.durationMs < 10 ? 2 : 0);
    case Errors: {
      QStringList errors;
      for (const Debugger::Arena::SeatOutcome& s : o.seats)
        if (!s.error.isEmpty())
          errors << QStringLiteral("%1: %2").arg(s.name, s.error);
      return errors.join(QStringLiteral("; "));
    }
    default: return {};
    }
  }
  if (role == Qt::ForegroundRole && index.column() == Errors)
    return QColor(0xb0, 0x20, 0x20);
  if (role == Qt::DecorationRole && index.column() == Winner) {
    const int w = winningSeat(o);
    if (w >= 0)
      return entrantColor(o.seats[w].entrant);
  }
  if (role == Qt::TextAlignmentRole && (index.column() == Index || index.column() == Turns || index.column() == Duration))
    return int(Qt::AlignRight | Qt::AlignVCenter);
  return {};
}

QVariant MatchListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return QAbstractTableModel::headerData(section, orientation, role);
  switch (section) {
  case Index: return tr("Match");
  case Seed: return tr("Seed");
  case Players: return tr("Seats");
  case Winner: return tr("Winner");
  case Scores: return tr("Score");
  case Result: return tr("Result");
  case Turns: return tr("Turns");
  case Duration: return tr("ms");
  case Errors: return tr("Errors");
  default: return {};
  }
}

MatchFilter::MatchFilter(QObject* parent) : QSortFilterProxyModel(parent) {}

void MatchFilter::setBot(const QString& name)
{
  bot_ = name;
  invalidateFilter();
}

void MatchFilter::setResult(Result result)
{
  result_ = result;
  invalidateFilter();
}

void MatchFilter::setErrorsOnly(bool errorsOnly)
{
  errorsOnly_ = errorsOnly;
  invalidateFilter();
}

bool MatchFilter::filterAcceptsRow(int row, const QModelIndex& parent) const
{
  const auto* list = qobject_cast<const MatchListModel*>(sourceModel());
  if (!list || parent.isValid() || row >= list->outcomes().size())
    return false;
  const Debugger::Arena::MatchOutcome& o = list->outcome(row);
  int seat = -1;
  if (!bot_.isEmpty()) {
    for (int s = 0; s < o.seats.size() && seat < 0; ++s)
      if (o.seats[s].name == bot_)
        seat = s;
    if (seat < 0)
      return false;
  }
  if (errorsOnly_ && !hasErrors(o))
    return false;
  const int winner = winningSeat(o);
  switch (result_) {
  case Result::Any: return true;
  case Result::Decided: return winner >= 0;
  case Result::Draw: return winner < 0 && o.seats.size() > 1;
  case Result::WonBy: return winner >= 0 && (seat < 0 || winner == seat);
  case Result::LostBy: return winner >= 0 && (seat < 0 || winner != seat);
  }
  return true;
}

}  // namespace Kibitz::App
