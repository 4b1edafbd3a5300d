#include "help/rules_help_window.h"

#include "application/language_manager.h"
#include "panels/game_terms.h"

#include "core/game.h"
#include "core/registry.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QLocale>
#include <QPushButton>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextTable>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {

// Markdown code blocks keep each line whole (a bot's input line is one line); a long one
// then needs a horizontal scroll bar at the window's width. They wrap like prose instead:
// the monospaced font still shows where the code is.
void wrapCodeBlocks(QTextDocument* document)
{
  QTextCursor cursor(document);
  for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
    QTextBlockFormat format = block.blockFormat();
    if (!format.nonBreakableLines())
      continue;
    format.setNonBreakableLines(false);
    cursor.setPosition(block.position());
    cursor.setBlockFormat(format);
  }
}

// Markdown tables come with no room inside their cells: a Chinese cell's last character
// touched the border.
void padTables(QTextDocument* document)
{
  for (QTextFrame* frame : document->rootFrame()->childFrames())
    if (auto* table = qobject_cast<QTextTable*>(frame)) {
      QTextTableFormat format = table->format();
      format.setCellPadding(3);
      table->setFormat(format);
    }
}

}  // namespace

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
  const QString name = game ? gameTerm(game->info().name) : gameId_;
  setWindowTitle(tr("Rules of %1").arg(name));
  // The translator installed for the UI language names it (e.g. "zh_TW"); English otherwise.
  const QString language = LanguageManager::languageForLocale(QLocale().name());
  browser_->setMarkdown(rulesMarkdown(gameId_, language));
  wrapCodeBlocks(browser_->document());
  padTables(browser_->document());
}

void RulesHelpWindow::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    load();
  QDialog::changeEvent(event);
}

}  // namespace Kibitz::App
