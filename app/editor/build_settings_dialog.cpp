#include "editor/build_settings_dialog.h"

#include "editor/build_settings.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QVBoxLayout>

namespace Kibitz::App {

BuildSettingsDialog::BuildSettingsDialog(QWidget* parent)
    : QDialog(parent), intro_(new QLabel(this)), cppLabel_(new QLabel(this)), pythonLabel_(new QLabel(this)),
      cpp_(new QLineEdit(BuildSettings::command(BotLanguage::Cpp), this)),
      python_(new QLineEdit(BuildSettings::command(BotLanguage::Python), this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this))
{
  setObjectName(QStringLiteral("BuildSettingsDialog"));
  intro_->setWordWrap(true);
  auto* form = new QFormLayout;
  form->addRow(cppLabel_, cpp_);
  form->addRow(pythonLabel_, python_);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro_);
  layout->addLayout(form);
  layout->addWidget(buttons_);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(buttons_->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
    cpp_->setText(BuildSettings::defaultCommand(BotLanguage::Cpp));
    python_->setText(BuildSettings::defaultCommand(BotLanguage::Python));
  });
  retranslateUi();
  setMinimumWidth(520);
}

bool BuildSettingsDialog::apply(QString* error)
{
  const QString cpp = cpp_->text().trimmed();
  if (cpp.isEmpty()) {
    *error = tr("The C++ build command cannot be empty: a C++ bot must be compiled.");
    return false;
  }
  if (!QProcess::splitCommand(cpp).join(QLatin1Char(' ')).contains(QLatin1String("SOURCE"))) {
    *error = tr("The C++ build command must contain SOURCE (the file to compile).");
    return false;
  }
  if (!cpp.contains(QLatin1String("BOT"))) {
    *error = tr("The C++ build command must contain BOT (the program to make).");
    return false;
  }
  BuildSettings::setCommand(BotLanguage::Cpp, cpp);
  BuildSettings::setCommand(BotLanguage::Python, python_->text());
  return true;
}

void BuildSettingsDialog::done(int result)
{
  if (result == QDialog::Accepted) {
    QString error;
    if (!apply(&error)) {
      QMessageBox::warning(this, windowTitle(), error);
      return;
    }
  }
  QDialog::done(result);
}

void BuildSettingsDialog::retranslateUi()
{
  setWindowTitle(tr("Build Settings"));
  intro_->setText(tr("The command that builds a bot, run without a shell in the source's folder. BOT is replaced "
                     "by the program to make (the source's name without extension) and SOURCE by the source file. "
                     "Leave Python empty to run the source as it is."));
  cppLabel_->setText(tr("C++:"));
  pythonLabel_->setText(tr("Python:"));
  python_->setPlaceholderText(tr("none (e.g. python3 -m py_compile SOURCE)"));
}

void BuildSettingsDialog::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QDialog::changeEvent(event);
}

}  // namespace Kibitz::App
