#pragma once

#include "breakpoints/breakpoint.h"
#include "breakpoints/breakpoint_evaluator.h"

#include <QAbstractTableModel>

namespace Kibitz::App {

// The breakpoints of the window, as a table: enable box, expression, log-only box, hits.
// Expressions are syntax-checked before they are accepted, so an invalid one never
// reaches a running match. Owns the GUI thread's evaluator (one QJSEngine).
class BreakpointModel final : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { EnabledColumn, ExpressionColumn, LogOnlyColumn, HitsColumn, ColumnCount };
  explicit BreakpointModel(QObject* parent = nullptr);

  const QList<Breakpoint>& breakpoints() const { return breakpoints_; }
  const Breakpoint& at(int row) const { return breakpoints_[row]; }
  int count() const { return int(breakpoints_.size()); }
  // A new breakpoint; false with the reason when the expression does not compile.
  bool add(const QString& expression, bool logOnly, QString* error);
  void remove(int row);
  void setBreakpoints(const QList<Breakpoint>& breakpoints);
  void setEnabled(int row, bool enabled);
  bool setExpression(int row, const QString& expression, QString* error);
  QString syntaxError(const QString& expression) { return evaluator_.syntaxError(expression); }

  void resetHits();
  void recordHit(int row);
  // Remembers the first run-time error of a breakpoint (shown once, in the table).
  void recordError(int row, const QString& error);

  // A small JSON file: {"kibitzBreakpoints": 1, "breakpoints": [...]}; written atomically.
  bool exportTo(const QString& path, QString* error) const;
  // Appends the breakpoints of a file exported by exportTo; nothing changes on error.
  bool importFrom(const QString& path, QString* error);

  BreakpointEvaluator& evaluator() { return evaluator_; }
  // Bumped whenever what is evaluated changes (expressions, enabled, log-only, order).
  int version() const { return version_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

signals:
  // Expressions, enabled or log-only changed: save them, re-sync evaluators.
  void definitionsChanged();
  // An edit in the table was refused; `message` says why.
  void expressionRejected(const QString& message);

private:
  void definitionsEdited();

  QList<Breakpoint> breakpoints_;
  BreakpointEvaluator evaluator_;
  int version_ = 0;
};

}  // namespace Kibitz::App
