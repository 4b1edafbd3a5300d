#pragma once

#include <functional>

#include <QWidget>

#include "breakpoints/breakpoint_vocabulary.h"

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableView;
class QToolButton;

namespace Kibitz::App {

class BreakpointController;
class ExpressionCompleter;

// The Breakpoints dock: add an expression (checked as you type), the table of
// breakpoints (enable, expression, log only, hits), the debugging actions, and the log
// of log-only breakpoints.
class BreakpointsPanel final : public QWidget {
  Q_OBJECT
public:
  explicit BreakpointsPanel(BreakpointController* controller, QWidget* parent = nullptr);

  BreakpointController* controller() const { return controller_; }
  QAction* runToNextHitAction() const { return runToNextHit_; }
  QAction* previousHitAction() const { return previousHit_; }
  QAction* pauseMatchAction() const { return pauseMatch_; }
  QAction* stepMatchAction() const { return stepMatch_; }
  QAction* resumeMatchAction() const { return resumeMatch_; }
  QAction* importAction() const { return import_; }
  QAction* exportAction() const { return export_; }

  QLineEdit* expressionEdit() const { return expressionEdit_; }
  // The syntax error shown under the expression being typed (empty when it compiles).
  QString expressionError() const;
  QListWidget* logList() const { return logList_; }
  QTableView* table() const { return table_; }
  // What the box offers for the open game (examples, completions, help).
  const BreakpointVocabulary& vocabulary() const { return vocabulary_; }
  ExpressionCompleter* completer() const { return completer_; }
  QToolButton* examplesButton() const { return examplesButton_; }
  // What the panel last said (a hit, an error, a refused edit).
  QString lastMessage() const;

  // Adds what is typed in the expression box; false (and the box keeps it) when invalid.
  bool addTypedExpression();
  bool exportToFile(const QString& path);
  bool importFromFile(const QString& path);

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void updateActions();
  void checkTyped();
  void removeSelected();
  void chooseExportFile();
  void chooseImportFile();
  // The message line, kept as a function of the language for a live switch.
  void say(const std::function<QString()>& text, bool error = false);
  void clearMessage();
  void updateVocabulary();

  std::function<QString()> message_;
  BreakpointController* controller_;
  QLineEdit* expressionEdit_;
  QCheckBox* logOnlyBox_;
  QPushButton* addButton_;
  QLabel* errorLabel_;
  QTableView* table_;
  QToolButton* removeButton_;
  QLabel* logTitle_;
  QListWidget* logList_;
  QPushButton* clearLogButton_;
  QLabel* messageLabel_;
  QAction* runToNextHit_;
  QAction* previousHit_;
  QAction* pauseMatch_;
  QAction* stepMatch_;
  QAction* resumeMatch_;
  QAction* import_;
  QAction* export_;
  QAction* remove_;
  BreakpointVocabulary vocabulary_;
  ExpressionCompleter* completer_;
  QToolButton* examplesButton_;
};

}  // namespace Kibitz::App
