#include "breakpoints/breakpoint_model.h"

#include "breakpoints/breakpoint_file.h"
#include "files/atomic_file.h"
#include "replay/replay_file.h"
#include "widgets/plain_text.h"

#include <QBrush>
#include <QFont>
#include <QLocale>
#include <QPalette>

namespace Kibitz::App {

BreakpointModel::BreakpointModel(QObject* parent) : QAbstractTableModel(parent) {}

void BreakpointModel::definitionsEdited()
{
  ++version_;
  emit definitionsChanged();
}

bool BreakpointModel::add(const QString& expression, bool logOnly, QString* error)
{
  *error = syntaxError(expression);
  if (!error->isEmpty())
    return false;
  beginInsertRows({}, count(), count());
  Breakpoint b;
  b.expression = expression.trimmed();
  b.logOnly = logOnly;
  breakpoints_ << b;
  endInsertRows();
  definitionsEdited();
  return true;
}

void BreakpointModel::remove(int row)
{
  if (row < 0 || row >= count())
    return;
  beginRemoveRows({}, row, row);
  breakpoints_.removeAt(row);
  endRemoveRows();
  definitionsEdited();
}

void BreakpointModel::setBreakpoints(const QList<Breakpoint>& breakpoints)
{
  beginResetModel();
  breakpoints_ = breakpoints;
  endResetModel();
  definitionsEdited();
}

void BreakpointModel::setEnabled(int row, bool enabled)
{
  setData(index(row, EnabledColumn), enabled ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
}

bool BreakpointModel::setExpression(int row, const QString& expression, QString* error)
{
  *error = syntaxError(expression);
  if (!error->isEmpty() || row < 0 || row >= count())
    return false;
  Breakpoint& b = breakpoints_[row];
  if (b.expression == expression.trimmed())
    return true;
  b.expression = expression.trimmed();
  b.hits = 0;
  b.runtimeError.clear();
  emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
  definitionsEdited();
  return true;
}

void BreakpointModel::resetHits()
{
  if (breakpoints_.isEmpty())
    return;
  for (Breakpoint& b : breakpoints_) {
    b.hits = 0;
    b.runtimeError.clear();
  }
  emit dataChanged(index(0, 0), index(count() - 1, ColumnCount - 1));
}

void BreakpointModel::recordHit(int row)
{
  if (row < 0 || row >= count())
    return;
  ++breakpoints_[row].hits;
  emit dataChanged(index(row, HitsColumn), index(row, HitsColumn));
}

void BreakpointModel::recordError(int row, const QString& error)
{
  if (row < 0 || row >= count() || !breakpoints_[row].runtimeError.isEmpty())
    return;
  breakpoints_[row].runtimeError = error;
  emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

bool BreakpointModel::exportTo(const QString& path, QString* error) const
{
  return Debugger::AtomicFile::write(path, BreakpointFile::serialize(breakpoints_), error);
}

bool BreakpointModel::importFrom(const QString& path, QString* error)
{
  const std::optional<QByteArray> bytes = Debugger::ReplayFile::readBytes(path, BreakpointFile::kMaxBytes, error);
  if (!bytes)
    return false;
  const std::optional<QList<Breakpoint>> parsed = BreakpointFile::parse(*bytes, path, error);
  if (!parsed)
    return false;
  const QList<Breakpoint>& imported = *parsed;
  for (qsizetype i = 0; i < imported.size(); ++i) {
    const QString syntax = syntaxError(imported[i].expression);
    if (!syntax.isEmpty()) {
      *error = tr("%1: breakpoint %2 (%3) does not compile: %4")
                   .arg(path, QLocale().toString(i + 1), imported[i].expression, syntax);
      return false;
    }
  }
  if (imported.isEmpty())
    return true;
  beginInsertRows({}, count(), count() + int(imported.size()) - 1);
  breakpoints_ << imported;
  endInsertRows();
  definitionsEdited();
  return true;
}

int BreakpointModel::rowCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : count();
}

int BreakpointModel::columnCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant BreakpointModel::data(const QModelIndex& index, int role) const
{
  if (!index.isValid() || index.row() >= count())
    return {};
  const Breakpoint& b = breakpoints_[index.row()];
  switch (index.column()) {
  case EnabledColumn:
    if (role == Qt::CheckStateRole)
      return b.enabled ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ToolTipRole)
      return tr("Enabled");
    break;
  case ExpressionColumn:
    if (role == Qt::DisplayRole || role == Qt::EditRole)
      return b.expression;
    if (role == Qt::ToolTipRole)
      // Expressions come from imported files, and errors quote the replay's values.
      return PlainText::toolTip(b.runtimeError.isEmpty()
                                    ? b.expression
                                    : tr("%1\nThrew on a turn (counted as not holding): %2").arg(b.expression, b.runtimeError));
    if (role == Qt::ForegroundRole && !b.runtimeError.isEmpty())
      return QBrush(QColor(0xc0, 0x20, 0x20));
    if (role == Qt::FontRole) {
      QFont font(QStringLiteral("monospace"));
      font.setStyleHint(QFont::TypeWriter);
      return font;
    }
    break;
  case LogOnlyColumn:
    if (role == Qt::CheckStateRole)
      return b.logOnly ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::ToolTipRole)
      return tr("Log only: write a line to the log instead of stopping");
    break;
  case HitsColumn:
    if (role == Qt::DisplayRole)
      return QLocale().toString(b.hits);
    if (role == Qt::TextAlignmentRole)
      return int(Qt::AlignRight | Qt::AlignVCenter);
    break;
  default:
    break;
  }
  return {};
}

bool BreakpointModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
  if (!index.isValid() || index.row() >= count())
    return false;
  Breakpoint& b = breakpoints_[index.row()];
  if (role == Qt::CheckStateRole && (index.column() == EnabledColumn || index.column() == LogOnlyColumn)) {
    const bool on = value.toInt() == Qt::Checked;
    bool& field = index.column() == EnabledColumn ? b.enabled : b.logOnly;
    if (field == on)
      return true;
    field = on;
    emit dataChanged(index, index);
    definitionsEdited();
    return true;
  }
  if (role == Qt::EditRole && index.column() == ExpressionColumn) {
    QString error;
    if (setExpression(index.row(), value.toString(), &error))
      return true;
    emit expressionRejected(tr("Breakpoint not changed: %1").arg(error));
    return false;
  }
  return false;
}

Qt::ItemFlags BreakpointModel::flags(const QModelIndex& index) const
{
  Qt::ItemFlags f = QAbstractTableModel::flags(index);
  if (index.column() == EnabledColumn || index.column() == LogOnlyColumn)
    f |= Qt::ItemIsUserCheckable;
  if (index.column() == ExpressionColumn)
    f |= Qt::ItemIsEditable;
  return f;
}

QVariant BreakpointModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return {};
  switch (section) {
  case EnabledColumn: return tr("On");
  case ExpressionColumn: return tr("Expression");
  case LogOnlyColumn: return tr("Log only");
  case HitsColumn: return tr("Hits");
  default: return {};
  }
}

}  // namespace Kibitz::App
