#include "editor/template_dialog.h"

#include "application/settings.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "panels/game_terms.h"
#include "replay/replay.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace Kibitz::App {

TemplateDialog::TemplateDialog(QWidget* parent)
    : QDialog(parent), templates_(TemplateCatalog::all()), intro_(new QLabel(this)), list_(new QListWidget(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
  setObjectName(QStringLiteral("TemplateDialog"));
  intro_->setWordWrap(true);
  for (int i = 0; i < templates_.size(); ++i)
    new QListWidgetItem(list_);
  if (!templates_.isEmpty())
    list_->setCurrentRow(0);
  // The open replay's game, else the template chosen last.
  const auto* window = qobject_cast<const MainWindow*>(parent);
  if (window && window->document()->hasReplay()) {
    setGame(window->document()->replay().gameId);
  } else {
    const QString last = Settings::lastTemplate.value();
    for (int i = 0; i < templates_.size(); ++i)
      if (last == QStringLiteral("%1/%2").arg(templates_[i].gameId).arg(int(templates_[i].language)))
        list_->setCurrentRow(i);
  }
  connect(this, &QDialog::accepted, this, [this] {
    if (const BotTemplate* t = chosen())
      Settings::lastTemplate.set(QStringLiteral("%1/%2").arg(t->gameId).arg(int(t->language)));
  });
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(!templates_.isEmpty());
  connect(list_, &QListWidget::itemDoubleClicked, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro_);
  layout->addWidget(list_, 1);
  layout->addWidget(buttons_);
  retranslateUi();
  resize(420, 360);
}

void TemplateDialog::setCurrentRow(int row)
{
  list_->setCurrentRow(row);
}

bool TemplateDialog::setGame(const QString& gameId)
{
  for (int i = 0; i < templates_.size(); ++i) {
    if (templates_[i].gameId == gameId) {
      list_->setCurrentRow(i);
      return true;
    }
  }
  return false;
}

const BotTemplate* TemplateDialog::chosen() const
{
  const int row = list_->currentRow();
  return row >= 0 && row < templates_.size() ? &templates_[row] : nullptr;
}

void TemplateDialog::retranslateUi()
{
  setWindowTitle(tr("New Bot from Template"));
  intro_->setText(templates_.isEmpty() ? tr("This build has no bot templates.")
                                       : tr("A starter bot that plays legal moves. It opens as a new, unsaved source."));
  for (int i = 0; i < templates_.size(); ++i)
    list_->item(i)->setText(tr("%1 — %2").arg(gameTerm(templates_[i].gameName), languageName(templates_[i].language)));
}

void TemplateDialog::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QDialog::changeEvent(event);
}

}  // namespace Kibitz::App
