#pragma once

#include "annotations/note.h"

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

#include <optional>

namespace Kibitz::App {

class NotesController;

// Every note of the replay as a table: turn, category, anchor, first line.
class NotesModel final : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { TurnColumn, CategoryColumn, AnchorColumn, TextColumn, ColumnCount };
  static constexpr int kIdRole = Qt::UserRole + 1;
  static constexpr int kCategoryRole = Qt::UserRole + 2;  // int(NoteCategory)

  explicit NotesModel(NotesController* controller, QObject* parent = nullptr);
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
  // Headers and category names after a language change.
  void retranslate();

private:
  NotesController* controller_;
};

// Sorting (turn by number) and filtering by category and by text (in the note, its anchor
// or its category name).
class NotesFilterModel final : public QSortFilterProxyModel {
  Q_OBJECT
public:
  using QSortFilterProxyModel::QSortFilterProxyModel;
  void setCategory(std::optional<Debugger::NoteCategory> category);
  void setText(const QString& text);

protected:
  bool filterAcceptsRow(int row, const QModelIndex& parent) const override;
  bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
  std::optional<Debugger::NoteCategory> category_;
  QString text_;
};

}  // namespace Kibitz::App
