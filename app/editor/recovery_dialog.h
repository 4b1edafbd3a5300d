#pragma once

#include "editor/recovery_store.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace Kibitz::App {

// Offers back the unsaved buffers an earlier run left behind: each one checked;
// checked ones are reopened, unchecked ones deleted ("Discard All" deletes all; closing
// the dialog keeps them for the next start).
class RecoveryDialog final : public QDialog {
  Q_OBJECT
public:
  explicit RecoveryDialog(const QList<RecoveryStore::Buffer>& buffers, QWidget* parent = nullptr);

  QList<RecoveryStore::Buffer> accepted() const;
  QList<RecoveryStore::Buffer> declined() const;
  void setChecked(int row, bool checked);

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();

  QList<RecoveryStore::Buffer> buffers_;
  QLabel* intro_;
  QListWidget* list_;
  QDialogButtonBox* buttons_;
  QPushButton* restore_;
  QPushButton* discard_;
};

}  // namespace Kibitz::App
