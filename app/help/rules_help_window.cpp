#include "help/rules_help_window.h"

#include "application/language_manager.h"

#include "core/game.h"
#include "core/registry.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace Kibitz::App {

RulesHelpWindow::RulesHelpWindow(const QString& gameId, QWidget* parent)
    : QDialog(parent), gameId_(gameId), browser_(new QTextBrowser(this))
{
  setObjectName(QStringLiteral("rulesHelpWindow"));
  browser_->setOpenLinks(false);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(browser_);
  layout->addWidget(buttons);
  resize(760, 640);
  load();
}

QString RulesHelpWindow::rulesMarkdown(const QString& gameId, const QString& language)
{
  for (const QString& lang : {language, QStringLiteral("en")}) {
    QFile file(QStringLiteral(":/help/%1/%2.md").arg(gameId, lang));
    if (file.open(QIODevice::ReadOnly))
      return QString::fromUtf8(file.readAll());
  }
  return {};
}

void RulesHelpWindow::load()
{
  const Rules::Game* game = Rules::Registry::find(gameId_);
  const QString name = game ? game->info().name : gameId_;
  setWindowTitle(tr("Rules of %1").arg(name));
  // The translator installed for the UI language names it (e.g. "zh_TW"); English otherwise.
  const QString language = LanguageManager::languageForLocale(QLocale().name());
  browser_->setMarkdown(rulesMarkdown(gameId_, language));
}

void RulesHelpWindow::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    load();
  QDialog::changeEvent(event);
}

}  // namespace Kibitz::App
