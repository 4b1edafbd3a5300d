#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace Kibitz::App {

// Settings ▸ the build command of each language (BOT and SOURCE are substituted).
class BuildSettingsDialog final : public QDialog {
  Q_OBJECT
public:
  explicit BuildSettingsDialog(QWidget* parent = nullptr);

  // Validates and stores the commands; false with `error` naming the problem.
  bool apply(QString* error);

protected:
  void changeEvent(QEvent* event) override;
  void done(int result) override;

private:
  void retranslateUi();

  QLabel* intro_;
  QLabel* cppLabel_;
  QLabel* pythonLabel_;
  QLineEdit* cpp_;
  QLineEdit* python_;
  QLabel* courseLabel_;
  QLineEdit* course_;
  QLabel* playersLabel_;
  QLineEdit* players_;
  QPushButton* browsePlayers_;
  QDialogButtonBox* buttons_;
};

}  // namespace Kibitz::App
