#include "editor/build_panel.h"

#include "widgets/plain_text.h"
#include "widgets/text_line_links.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Kibitz::App {

BuildPanel::BuildPanel(QWidget* parent)
    : QWidget(parent), status_(PlainText::label(this)), output_(new QPlainTextEdit(this)), list_(new QTreeWidget(this)),
      outputLinks_(new TextLineLinks(output_))
{
  setObjectName(QStringLiteral("BuildPanelWidget"));
  output_->setReadOnly(true);
  output_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  output_->setLineWrapMode(QPlainTextEdit::NoWrap);
  list_->setRootIsDecorated(false);
  list_->setColumnCount(3);
  list_->header()->setStretchLastSection(true);
  status_->setWordWrap(true);
  auto* splitter = new QSplitter(Qt::Horizontal, this);
  splitter->addWidget(list_);
  splitter->addWidget(output_);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(2, 2, 2, 2);
  layout->addWidget(status_);
  layout->addWidget(splitter, 1);
  connect(list_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
    activate(list_->indexOfTopLevelItem(item));
  });
  connect(list_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
    activate(list_->indexOfTopLevelItem(item));
  });
  connect(outputLinks_, &TextLineLinks::activated, this, &BuildPanel::activateOutputLink);
  retranslateUi();
}

void BuildPanel::startBuild(const QString& sourcePath, const QString& commandLine)
{
  source_ = sourcePath;
  state_ = State::Running;
  diagnostics_.clear();
  links_.clear();
  outputLinks_->setSpans({});
  list_->clear();
  output_->clear();
  if (!commandLine.isEmpty())
    output_->appendPlainText(QStringLiteral("$ ") + commandLine);
  retranslateUi();
}

void BuildPanel::appendOutput(const QString& text)
{
  output_->moveCursor(QTextCursor::End);
  output_->insertPlainText(text);
  output_->moveCursor(QTextCursor::End);
  // Following the end scrolled to the right of a long last line: lines are read from their start.
  output_->horizontalScrollBar()->setValue(0);
}

void BuildPanel::finishBuild(bool success, const QString& problem, const QList<Diagnostic>& diagnostics, bool programRemoved)
{
  state_ = success ? State::Succeeded : State::Failed;
  problem_ = problem;
  programRemoved_ = programRemoved;
  diagnostics_ = diagnostics;
  // The output's places, relative ones from the source's folder (where the compiler ran).
  links_.clear();
  QList<TextLineLinks::Span> spans;
  const QDir folder = QFileInfo(source_).absoluteDir();
  for (SourceLink link : findSourceLinks(output_->toPlainText())) {
    link.file = QDir::cleanPath(folder.absoluteFilePath(link.file));
    if (!QFileInfo(link.file).isFile())
      continue;
    links_ << link;
    spans << TextLineLinks::Span{link.textLine, link.start, link.length};
  }
  outputLinks_->setSpans(spans);
  fillList();
  retranslateUi();
}

QString BuildPanel::outputText() const
{
  return output_->toPlainText();
}

QString BuildPanel::statusText() const
{
  return status_->text();
}

int BuildPanel::diagnosticCount() const
{
  return int(diagnostics_.size());
}

void BuildPanel::activate(int row)
{
  if (row >= 0 && row < diagnostics_.size())
    emit diagnosticActivated(diagnostics_[row]);
}

void BuildPanel::activateOutputLink(int index)
{
  if (index < 0 || index >= links_.size())
    return;
  Diagnostic d;
  d.file = links_[index].file;
  d.line = links_[index].line;
  d.column = links_[index].column;
  emit diagnosticActivated(d);
}

void BuildPanel::fillList()
{
  list_->clear();
  const QLocale locale;
  for (const Diagnostic& d : diagnostics_) {
    auto* item = new QTreeWidgetItem(list_);
    const QStyle::StandardPixmap icon = d.severity == Diagnostic::Severity::Error     ? QStyle::SP_MessageBoxCritical
                                        : d.severity == Diagnostic::Severity::Warning ? QStyle::SP_MessageBoxWarning
                                                                                      : QStyle::SP_MessageBoxInformation;
    item->setIcon(0, style()->standardIcon(icon));
    item->setText(0, QFileInfo(d.file).fileName());
    item->setToolTip(0, PlainText::toolTip(d.file));
    item->setText(1, d.column > 0 ? QStringLiteral("%1:%2").arg(locale.toString(d.line), locale.toString(d.column))
                                  : locale.toString(d.line));
    item->setText(2, d.message);
    item->setToolTip(2, PlainText::toolTip(d.message));  // quotes the source
  }
  list_->resizeColumnToContents(0);
  list_->resizeColumnToContents(1);
}

void BuildPanel::retranslateUi()
{
  list_->setHeaderLabels({tr("File"), tr("Line"), tr("Message")});
  int errors = 0, warnings = 0;
  for (const Diagnostic& d : diagnostics_) {
    errors += d.severity == Diagnostic::Severity::Error;
    warnings += d.severity == Diagnostic::Severity::Warning;
  }
  const QString name = QFileInfo(source_).fileName();
  switch (state_) {
  case State::Idle:
    status_->setText(tr("No build yet. Build the current bot with Ctrl+B."));
    break;
  case State::Running:
    status_->setText(tr("Building %1…").arg(name));
    break;
  case State::Succeeded:
    status_->setText(tr("%1 built: %2, %3.").arg(name, tr("%n error(s)", nullptr, errors), tr("%n warning(s)", nullptr, warnings)));
    break;
  case State::Failed:
    status_->setText((programRemoved_ ? tr("%1 failed to build: %2 (%3, %4). The old program was removed.")
                                      : tr("%1 failed to build: %2 (%3, %4)."))
                         .arg(name, problem_, tr("%n error(s)", nullptr, errors), tr("%n warning(s)", nullptr, warnings)));
    break;
  }
  status_->setStyleSheet(state_ == State::Failed ? QStringLiteral("color: #b71c1c;") : QString());
}

void BuildPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
