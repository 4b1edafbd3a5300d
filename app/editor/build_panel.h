#pragma once

#include "editor/diagnostic_parser.h"

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace Kibitz::App {

class TextLineLinks;

// Build: the compiler's output as it comes, and the diagnostics found in it as a list;
// activating a diagnostic, or clicking a line of the output that names a place in a file
// there is, asks the editor to jump to it.
class BuildPanel final : public QWidget {
  Q_OBJECT
public:
  explicit BuildPanel(QWidget* parent = nullptr);

  void startBuild(const QString& sourcePath, const QString& commandLine);
  void appendOutput(const QString& text);
  // `programRemoved`: a failed build of the editor deletes the old program (said in the
  // status); a match's failed course player or a bot's traceback removed nothing.
  void finishBuild(bool success, const QString& problem, const QList<Diagnostic>& diagnostics, bool programRemoved = true);

  QString outputText() const;
  QString statusText() const;
  int diagnosticCount() const;
  const Diagnostic& diagnostic(int row) const { return diagnostics_[row]; }
  // What a click on row `row` does.
  void activate(int row);
  // The output's lines that lead to a file (after a build finished), and a click on one.
  QList<SourceLink> outputLinks() const { return links_; }
  void activateOutputLink(int index);

signals:
  void diagnosticActivated(const Kibitz::App::Diagnostic& diagnostic);

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void fillList();

  QLabel* status_;
  QPlainTextEdit* output_;
  QTreeWidget* list_;
  QList<Diagnostic> diagnostics_;
  QString source_;
  enum class State { Idle, Running, Succeeded, Failed } state_ = State::Idle;
  QString problem_;
  bool programRemoved_ = true;
  TextLineLinks* outputLinks_;
  QList<SourceLink> links_;
};

}  // namespace Kibitz::App
