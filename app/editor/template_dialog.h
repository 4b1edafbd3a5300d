#pragma once

#include "editor/template_catalog.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;

namespace Kibitz::App {

// "New Bot from Template…": one row per game × language that has a starter bot.
class TemplateDialog final : public QDialog {
  Q_OBJECT
public:
  explicit TemplateDialog(QWidget* parent = nullptr);

  int templateCount() const { return int(templates_.size()); }
  void setCurrentRow(int row);
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
