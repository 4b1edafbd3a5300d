#include "editor/build_settings_dialog.h"

#include "editor/build_settings.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
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
      python_(new QLineEdit(BuildSettings::command(BotLanguage::Python), this)), courseLabel_(new QLabel(this)),
      course_(new QLineEdit(BuildSettings::command(BotLanguage::CourseCpp), this)), playersLabel_(new QLabel(this)),
      players_(new QLineEdit(BuildSettings::coursePlayersFolder(), this)), browsePlayers_(new QPushButton(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this))
{
  setObjectName(QStringLiteral("BuildSettingsDialog"));
  intro_->setWordWrap(true);
  auto* form = new QFormLayout;
  form->addRow(cppLabel_, cpp_);
  form->addRow(pythonLabel_, python_);
  form->addRow(courseLabel_, course_);
  auto* playersRow = new QHBoxLayout;
  playersRow->addWidget(players_, 1);
  playersRow->addWidget(browsePlayers_);
  form->addRow(playersLabel_, playersRow);
  connect(browsePlayers_, &QPushButton::clicked, this, [this] {
    const QString folder = FileDialogs::existingFolder(this, tr("Choose the Course Players Folder"), players_->text());
    if (!folder.isEmpty())
      players_->setText(folder);
  });
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro_);
  layout->addLayout(form);
  layout->addWidget(buttons_);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(buttons_->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this, [this] {
    cpp_->setText(BuildSettings::defaultCommand(BotLanguage::Cpp));
    python_->setText(BuildSettings::defaultCommand(BotLanguage::Python));
    course_->setText(BuildSettings::defaultCommand(BotLanguage::CourseCpp));
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
  if (course_->text().trimmed().isEmpty()) {
    *error = tr("The compile command of course players cannot be empty.");
    return false;
  }
  BuildSettings::setCommand(BotLanguage::Cpp, cpp);
  BuildSettings::setCommand(BotLanguage::Python, python_->text());
  BuildSettings::setCommand(BotLanguage::CourseCpp, course_->text());
  BuildSettings::setCoursePlayersFolder(players_->text());
  return true;
}

void BuildSettingsDialog::done(int result)
{
  if (result == QDialog::Accepted) {
    QString error;
    if (!apply(&error)) {
      PlainText::warning(this, windowTitle(), error);
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
  courseLabel_->setText(tr("Course players:"));
  playersLabel_->setText(tr("Course players folder:"));
  players_->setPlaceholderText(tr("none"));
  players_->setToolTip(tr("A folder of course players (AI<Name>.cc or .o). An OrkIsland log that names them opens "
                          "played again by them: every turn can then be verified and continued."));
  browsePlayers_->setText(tr("Browse…"));
  course_->setToolTip(tr("How course players (AI<Name>.cc, the original C++ API) are compiled. Kibitz adds its "
                         "course API, the player's file and the program to make; builds are cached by content."));
}

void BuildSettingsDialog::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QDialog::changeEvent(event);
}

}  // namespace Kibitz::App
