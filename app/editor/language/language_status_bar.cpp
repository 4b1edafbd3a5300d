#include "editor/language/language_status_bar.h"
#include "editor/language/language_assist.h"

#include "widgets/plain_text.h"

#include <QEvent>
#include <QLabel>
#include <QPointer>
#include <QVBoxLayout>

namespace Kibitz::App {

LanguageStatusBar::LanguageStatusBar(LanguageAssist* assist, QWidget* parent)
    : QWidget(parent), assist_(assist), info_(PlainText::label(this)), status_(PlainText::label(this))
{
  setObjectName(QStringLiteral("LanguageStatusBar"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  info_->setObjectName(QStringLiteral("LanguageServerInfoBar"));
  info_->setWordWrap(true);
  info_->setContentsMargins(8, 4, 8, 4);
  info_->setStyleSheet(QStringLiteral("background: #fdf3dc; color: #5c4300; border-top: 1px solid #e8d49a;"));
  status_->setObjectName(QStringLiteral("LanguageStatusLine"));
  status_->setContentsMargins(8, 2, 8, 2);
  layout->addWidget(info_);
  layout->addWidget(status_);
  connect(assist_, &LanguageAssist::statusChanged, this, &LanguageStatusBar::refresh);
  refresh();
}

void LanguageStatusBar::showFor(SourceEditor* editor)
{
  if (editor_)
    disconnect(editor_, &SourceEditor::aboutToBeDestroyed, this, nullptr);
  editor_ = editor;
  // Cleared while the editor is still one: the language server it closes when it is gone
  // reports its state, and refresh() must not ask about a half-destroyed editor.
  if (editor)
    connect(editor, &SourceEditor::aboutToBeDestroyed, this, [this] { editor_ = nullptr; });
  refresh();
}

QString LanguageStatusBar::statusText() const
{
  return status_->text();
}

QString LanguageStatusBar::infoText() const
{
  return info_->isHidden() ? QString() : info_->text();
}

void LanguageStatusBar::refresh()
{
  SourceEditor* e = editor_.data();
  const QString package = e ? assist_->missingPackage(e) : QString();
  info_->setVisible(!package.isEmpty());
  if (!package.isEmpty())
    info_->setText(tr("No language server for this file: live errors and completion need the Debian package %1 "
                      "(sudo apt install %1). Editing, building and running work as usual.")
                       .arg(package));
  if (!e) {
    status_->clear();
    status_->setVisible(false);
    return;
  }
  status_->setVisible(true);
  const QString problem = assist_->serverProblem(e);
  if (!problem.isEmpty()) {
    status_->setText(tr("The language server stopped: %1").arg(problem.left(300)));
    return;
  }
  if (!package.isEmpty()) {
    status_->clear();
    return;
  }
  status_->setText(tr("Errors: %1   Warnings: %2").arg(assist_->errorCount(e)).arg(assist_->warningCount(e)));
}

void LanguageStatusBar::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    refresh();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
