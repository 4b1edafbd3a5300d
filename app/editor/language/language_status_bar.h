#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;

#include "editor/source_editor.h"

namespace Kibitz::App {

class LanguageAssist;

// Under the editor: an info bar when the language server of the current file is not
// installed (naming the package), and a status line with the file's live error and
// warning counts, or why its server stopped.
class LanguageStatusBar final : public QWidget {
  Q_OBJECT
public:
  LanguageStatusBar(LanguageAssist* assist, QWidget* parent = nullptr);

  void showFor(SourceEditor* editor);
  QString statusText() const;   // for tests
  QString infoText() const;

protected:
  void changeEvent(QEvent* event) override;

private:
  void refresh();

  LanguageAssist* assist_;
  QPointer<SourceEditor> editor_;
  QLabel* info_;
  QLabel* status_;
};

}  // namespace Kibitz::App
