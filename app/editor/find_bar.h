#pragma once

#include "editor/text_search.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QLineEdit;
class QToolButton;

namespace Kibitz::App {

// The small find/replace bar under the editor tabs: pattern, replacement, regular
// expression / match case / whole word, next, previous, replace, replace all.
class FindBar final : public QWidget {
  Q_OBJECT
public:
  explicit FindBar(QWidget* parent = nullptr);

  // Shows the bar (with or without the replace row) and focuses the pattern.
  void showFind(bool withReplace, const QString& initialText = {});
  SearchOptions options() const;
  QString replacement() const;
  void setPattern(const QString& pattern);
  void setReplacement(const QString& replacement);
  void setRegularExpression(bool on);
  void setCaseSensitive(bool on);
  // Shows the outcome ("3 replaced", "Not found", the regex error).
  void setMessage(const QString& message, bool problem);
  QString message() const;

signals:
  void findNext();
  void findPrevious();
  void replaceOne();
  void replaceAll();
  void closed();

protected:
  void changeEvent(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

private:
  void retranslateUi();

  QLineEdit* pattern_;
  QLineEdit* replacement_;
  QCheckBox* regex_;
  QCheckBox* caseSensitive_;
  QCheckBox* wholeWord_;
  QToolButton* next_;
  QToolButton* previous_;
  QToolButton* replace_;
  QToolButton* replaceAll_;
  QToolButton* close_;
  QLabel* findLabel_;
  QLabel* replaceLabel_;
  QLabel* message_;
  QWidget* replaceRow_;
};

}  // namespace Kibitz::App
