#pragma once

#include <QWidget>

class QAction;
class QComboBox;
class QFrame;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableView;
class QToolButton;

namespace Kibitz::App {

class NotesController;
class NotesFilterModel;
class NotesModel;
class ReplayDocument;

// The Notes dock: every note in a sortable, filterable table (clicking one goes to its
// turn and highlights its anchor on the board), the offer to restore unsaved notes after a
// crash, and what the bots drew on the current turn with the malformed marks they wrote.
class NotesPanel final : public QWidget {
  Q_OBJECT
public:
  NotesPanel(NotesController* controller, const QList<QAction*>& actions, QWidget* parent = nullptr);

  QTableView* table() const { return table_; }
  QListWidget* botMarksList() const { return botMarks_; }
  QLineEdit* filterEdit() const { return filterText_; }
  QComboBox* categoryFilter() const { return filterCategory_; }
  QPushButton* restoreButton() const { return restore_; }
  // The note selected in the table (empty if none) and selecting one by id.
  QString currentNoteId() const;
  void selectNote(const QString& id);

signals:
  void editRequested(const QString& id);

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void updateRecovery();
  void updateBotMarks();
  void updateWarnings();
  void onCurrentChanged();

  NotesController* controller_;
  ReplayDocument* document_;
  NotesModel* model_;
  NotesFilterModel* filter_;
  QFrame* recovery_;
  QLabel* recoveryText_;
  QPushButton* restore_;
  QPushButton* discard_;
  QLineEdit* filterText_;
  QComboBox* filterCategory_;
  QTableView* table_;
  QLabel* warnings_;
  QLabel* botMarksTitle_;
  QListWidget* botMarks_;
};

}  // namespace Kibitz::App
