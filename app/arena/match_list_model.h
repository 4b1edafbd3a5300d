#pragma once

#include "arena/match_job.h"

#include <QAbstractTableModel>
#include <QList>
#include <QSortFilterProxyModel>

namespace Kibitz::App {

// The Arena window's list of matches, one row per stored match in schedule order.
class MatchListModel final : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { Index, Seed, Players, Winner, Scores, Result, Turns, Duration, Errors, ColumnCount };
  static constexpr int OutcomeIndexRole = Qt::UserRole + 1;  // the row's index in outcomes()

  explicit MatchListModel(QObject* parent = nullptr);
  void setOutcomes(const QList<Debugger::Arena::MatchOutcome>& outcomes);
  // A match just stored (usually the last in schedule order; else the list is rebuilt).
  void add(const Debugger::Arena::MatchOutcome& outcome);
  const QList<Debugger::Arena::MatchOutcome>& outcomes() const { return outcomes_; }
  const Debugger::Arena::MatchOutcome& outcome(int row) const { return outcomes_[row]; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
  QList<Debugger::Arena::MatchOutcome> outcomes_;
};

// Filters the list: matches of one bot, of one result, with errors only.
class MatchFilter final : public QSortFilterProxyModel {
  Q_OBJECT
public:
  enum class Result { Any, Decided, Draw, WonBy, LostBy };
  explicit MatchFilter(QObject* parent = nullptr);
  // Empty: any bot.
  void setBot(const QString& name);
  // WonBy and LostBy are about the bot set with setBot() (any bot without one).
  void setResult(Result result);
  void setErrorsOnly(bool errorsOnly);
  QString bot() const { return bot_; }

protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
  QString bot_;
  Result result_ = Result::Any;
  bool errorsOnly_ = false;
};

}  // namespace Kibitz::App
