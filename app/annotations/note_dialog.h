#pragma once

#include "annotations/note.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace Kibitz::App {

class NotesController;

// Writes a new note at a turn or edits one: text, category, anchor (typed, or picked by
// clicking the board while "Pick on Board" is down). Not modal, so the board stays
// clickable; what is typed goes to the recovery file as it is typed.
class NoteDialog final : public QDialog {
  Q_OBJECT
public:
  // A new note at `turn`.
  NoteDialog(NotesController* controller, int turn, const QString& anchor, QWidget* parent = nullptr);
  // Edits the note `note`.
  NoteDialog(NotesController* controller, const Debugger::Note& note, QWidget* parent = nullptr);
  ~NoteDialog() override;

  void setAnchor(const QString& anchor);
  void setPicking(bool picking);
  // For tests and the panel.
  void setText(const QString& text);
  void setCategory(Debugger::NoteCategory category);

  void accept() override;
  void reject() override;

signals:
  void pickRequested(bool on);

protected:
  void changeEvent(QEvent* event) override;

private:
  void build();
  void retranslateUi();
  Debugger::Note current() const;
  void saveDraft();

  NotesController* controller_;
  Debugger::Note note_;
  bool editing_ = false;
  QLabel* turnLabel_ = nullptr;
  QLabel* categoryLabel_ = nullptr;
  QLabel* anchorLabel_ = nullptr;
  QLabel* problem_ = nullptr;
  QComboBox* category_ = nullptr;
  QPlainTextEdit* text_ = nullptr;
  QLineEdit* anchor_ = nullptr;
  QPushButton* pick_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace Kibitz::App
