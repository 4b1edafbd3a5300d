#pragma once

#include "editor/template_catalog.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace Kibitz::App {

// "New Bot from Template…": one row per game × language that has a starter bot. It opens
// on the game of the replay open in `parent` (a MainWindow), else on the template chosen
// last.
class TemplateDialog final : public QDialog {
  Q_OBJECT
public:
  explicit TemplateDialog(QWidget* parent = nullptr);

  int templateCount() const { return int(templates_.size()); }
  void setCurrentRow(int row);
  // Selects the first template of `gameId` (C++ comes first); false when it has none.
  bool setGame(const QString& gameId);
  // The chosen template; valid only when the dialog was accepted.
  const BotTemplate* chosen() const;

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();

  QList<BotTemplate> templates_;
  QLabel* intro_;
  QListWidget* list_;
  QDialogButtonBox* buttons_;
};

}  // namespace Kibitz::App
