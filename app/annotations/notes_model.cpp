#include "annotations/notes_model.h"

#include "annotations/notes_controller.h"
#include "annotations/turn_marks.h"
#include "widgets/plain_text.h"

#include <QLocale>

namespace Kibitz::App {

NotesModel::NotesModel(NotesController* controller, QObject* parent) : QAbstractTableModel(parent), controller_(controller)
{
  // Notes change as a whole (undo snapshots); the filter model keeps sorting and filters.
  connect(controller_, &NotesController::notesChanged, this, [this] {
    beginResetModel();
    endResetModel();
  });
}

int NotesModel::rowCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : int(controller_->notes().size());
}

int NotesModel::columnCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant NotesModel::data(const QModelIndex& index, int role) const
{
  if (!index.isValid() || index.row() >= controller_->notes().size())
    return {};
  const Debugger::Note& n = controller_->notes()[index.row()];
  if (role == kIdRole)
    return n.id;
  if (role == kCategoryRole)
    return int(n.category);
  switch (index.column()) {
  case TurnColumn:
    if (role == Qt::DisplayRole)
      return QLocale().toString(n.turn);
    if (role == Qt::EditRole)
      return n.turn;
    if (role == Qt::TextAlignmentRole)
      return int(Qt::AlignRight | Qt::AlignVCenter);
    break;
  case CategoryColumn:
    if (role == Qt::DisplayRole)
      return Debugger::Notes::categoryLabel(n.category);
    if (role == Qt::DecorationRole)
      return TurnMarks::categoryColor(n.category);
    break;
  case AnchorColumn:
    if (role == Qt::DisplayRole)
      return n.anchor.isEmpty() ? tr("whole turn") : n.anchor;
    break;
  case TextColumn:
    if (role == Qt::DisplayRole)
      return n.firstLine();
    if (role == Qt::ToolTipRole)
      return PlainText::toolTip(n.text);  // the note may come from a shared replay
    if (role == Qt::EditRole)
      return n.text;  // the whole note, for the filter
    break;
  default: break;
  }
  return {};
}

QVariant NotesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return {};
  switch (section) {
  case TurnColumn: return tr("Turn");
  case CategoryColumn: return tr("Category");
  case AnchorColumn: return tr("Anchor");
  case TextColumn: return tr("Note");
  default: return {};
  }
}

void NotesModel::retranslate()
{
  emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
  if (rowCount() > 0)
    emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void NotesFilterModel::setCategory(std::optional<Debugger::NoteCategory> category)
{
  category_ = category;
  invalidateFilter();
}

void NotesFilterModel::setText(const QString& text)
{
  text_ = text.trimmed();
  invalidateFilter();
}

bool NotesFilterModel::filterAcceptsRow(int row, const QModelIndex& parent) const
{
  const QAbstractItemModel* m = sourceModel();
  if (category_ && m->index(row, 0, parent).data(NotesModel::kCategoryRole).toInt() != int(*category_))
    return false;
  if (text_.isEmpty())
    return true;
  for (int column : {NotesModel::CategoryColumn, NotesModel::AnchorColumn})
    if (m->index(row, column, parent).data().toString().contains(text_, Qt::CaseInsensitive))
      return true;
  return m->index(row, NotesModel::TextColumn, parent).data(Qt::EditRole).toString().contains(text_, Qt::CaseInsensitive);
}

bool NotesFilterModel::lessThan(const QModelIndex& left, const QModelIndex& right) const
{
  if (left.column() == NotesModel::TurnColumn)
    return left.data(Qt::EditRole).toInt() < right.data(Qt::EditRole).toInt();
  return QSortFilterProxyModel::lessThan(left, right);
}

}  // namespace Kibitz::App
