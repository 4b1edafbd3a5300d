#include "share/web_export_dialog.h"

#include "application/language_manager.h"
#include "share/html_strings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLocale>

namespace Kibitz::App {

WebExportDialog::WebExportDialog(QWidget* parent)
    : QDialog(parent), language_(new QComboBox(this)), withOutput_(new QCheckBox(this))
{
  setObjectName(QStringLiteral("webExportDialog"));
  setWindowTitle(tr("Export as Web Page"));
  // The window's language first: LanguageManager sets the default locale to it.
  const QString current = LanguageManager::languageForLocale(QLocale().name());
  for (const QString& language : Debugger::HtmlStrings::languages()) {
    language_->addItem(LanguageManager::nativeName(language), language);
    if (language == current)
      language_->setCurrentIndex(language_->count() - 1);
  }
  language_->setObjectName(QStringLiteral("webExportLanguage"));
  withOutput_->setObjectName(QStringLiteral("webExportWithOutput"));
  withOutput_->setText(tr("Include each bot's input, output and stderr (a larger page)"));
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* form = new QFormLayout(this);
  form->addRow(tr("Language of the page:"), language_);
  form->addRow(withOutput_);
  form->addRow(buttons);
}

Debugger::HtmlExport::Options WebExportDialog::options() const
{
  Debugger::HtmlExport::Options options;
  options.language = language_->currentData().toString();
  options.withOutput = withOutput_->isChecked();
  return options;
}

}  // namespace Kibitz::App
