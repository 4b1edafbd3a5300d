#include "breakpoints/breakpoints_panel.h"

#include "breakpoints/breakpoint_controller.h"
#include "breakpoints/breakpoint_model.h"
#include "breakpoints/expression_completer.h"
#include "document/replay_document.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace Kibitz::App {

BreakpointsPanel::BreakpointsPanel(BreakpointController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller)
{
  const auto action = [this](QStyle::StandardPixmap icon, const QKeySequence& key) {
    auto* a = new QAction(style()->standardIcon(icon), QString(), this);
    a->setShortcut(key);
    return a;
  };
  runToNextHit_ = action(QStyle::SP_MediaSeekForward, Qt::Key_F8);
  previousHit_ = action(QStyle::SP_MediaSeekBackward, Qt::SHIFT | Qt::Key_F8);
  pauseMatch_ = action(QStyle::SP_MediaPause, Qt::Key_F6);
  stepMatch_ = action(QStyle::SP_ArrowRight, Qt::Key_F10);
  resumeMatch_ = action(QStyle::SP_MediaPlay, Qt::Key_F5);
  import_ = action(QStyle::SP_DialogOpenButton, QKeySequence());
  export_ = action(QStyle::SP_DialogSaveButton, QKeySequence());
  remove_ = action(QStyle::SP_TrashIcon, QKeySequence::Delete);
  remove_->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  connect(runToNextHit_, &QAction::triggered, controller_, &BreakpointController::runToNextHit);
  connect(previousHit_, &QAction::triggered, controller_, &BreakpointController::previousHit);
  connect(pauseMatch_, &QAction::triggered, controller_, &BreakpointController::pauseMatch);
  connect(stepMatch_, &QAction::triggered, controller_, &BreakpointController::stepMatch);
  connect(resumeMatch_, &QAction::triggered, controller_, &BreakpointController::resumeMatch);
  connect(import_, &QAction::triggered, this, &BreakpointsPanel::chooseImportFile);
  connect(export_, &QAction::triggered, this, &BreakpointsPanel::chooseExportFile);
  connect(remove_, &QAction::triggered, this, &BreakpointsPanel::removeSelected);

  expressionEdit_ = new QLineEdit(this);
  expressionEdit_->setClearButtonEnabled(true);
  QFont mono(QStringLiteral("monospace"));
  mono.setStyleHint(QFont::TypeWriter);
  expressionEdit_->setFont(mono);
  completer_ = new ExpressionCompleter(expressionEdit_);
  examplesButton_ = new QToolButton(this);
  examplesButton_->setObjectName(QStringLiteral("breakpointExamples"));
  examplesButton_->setPopupMode(QToolButton::InstantPopup);
  examplesButton_->setMenu(new QMenu(examplesButton_));
  logOnlyBox_ = new QCheckBox(this);
  addButton_ = new QPushButton(this);
  addButton_->setEnabled(false);
  errorLabel_ = PlainText::label(this);
  errorLabel_->setWordWrap(true);
  errorLabel_->setStyleSheet(QStringLiteral("color: #c02020;"));
  errorLabel_->hide();

  table_ = new QTableView(this);
  table_->setModel(controller_->model());
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setSectionResizeMode(BreakpointModel::ExpressionColumn, QHeaderView::Stretch);
  for (int c : {int(BreakpointModel::EnabledColumn), int(BreakpointModel::LogOnlyColumn), int(BreakpointModel::HitsColumn)})
    table_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
  table_->addAction(remove_);

  const auto toolButton = [this](QAction* a) {
    auto* b = new QToolButton(this);
    b->setDefaultAction(a);
    b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    b->setAutoRaise(true);
    return b;
  };
  removeButton_ = toolButton(remove_);

  logTitle_ = new QLabel(this);
  logList_ = new QListWidget(this);
  logList_->setFont(mono);
  clearLogButton_ = new QPushButton(this);
  messageLabel_ = PlainText::label(this);
  messageLabel_->setWordWrap(true);

  auto* addRow = new QHBoxLayout;
  addRow->addWidget(expressionEdit_, 1);
  addRow->addWidget(examplesButton_);
  addRow->addWidget(logOnlyBox_);
  addRow->addWidget(addButton_);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(toolButton(previousHit_));
  buttons->addWidget(toolButton(runToNextHit_));
  buttons->addStretch(1);
  buttons->addWidget(removeButton_);
  buttons->addWidget(toolButton(import_));
  buttons->addWidget(toolButton(export_));
  auto* matchButtons = new QHBoxLayout;
  matchButtons->addWidget(toolButton(pauseMatch_));
  matchButtons->addWidget(toolButton(stepMatch_));
  matchButtons->addWidget(toolButton(resumeMatch_));
  matchButtons->addStretch(1);
  auto* logHeader = new QHBoxLayout;
  logHeader->addWidget(logTitle_, 1);
  logHeader->addWidget(clearLogButton_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(addRow);
  layout->addWidget(errorLabel_);
  layout->addWidget(table_, 3);
  layout->addLayout(buttons);
  layout->addLayout(matchButtons);
  layout->addLayout(logHeader);
  layout->addWidget(logList_, 2);
  layout->addWidget(messageLabel_);

  connect(expressionEdit_, &QLineEdit::textChanged, this, &BreakpointsPanel::checkTyped);
  connect(expressionEdit_, &QLineEdit::returnPressed, this, &BreakpointsPanel::addTypedExpression);
  connect(addButton_, &QPushButton::clicked, this, &BreakpointsPanel::addTypedExpression);
  connect(clearLogButton_, &QPushButton::clicked, controller_, &BreakpointController::clearLog);
  connect(controller_, &BreakpointController::logAppended, this, [this](const QString& line) {
    logList_->addItem(line);
    logList_->scrollToBottom();
  });
  connect(controller_, &BreakpointController::logCleared, logList_, &QListWidget::clear);
  connect(controller_, &BreakpointController::message, this, [this](const std::function<QString()>& text) { say(text); });
  connect(controller_->model(), &BreakpointModel::expressionRejected, this, [this](const QString& text) {
    say([text] { return text; }, true);
  });
  connect(controller_, &BreakpointController::matchStateChanged, this, &BreakpointsPanel::updateActions);
  connect(controller_->document(), &ReplayDocument::replayReset, this, &BreakpointsPanel::updateActions);
  // "Stopped at turn 4" spoke of the replay that was shown; another replay makes it stale.
  connect(controller_->document(), &ReplayDocument::replayReset, this, &BreakpointsPanel::clearMessage);
  connect(controller_->document(), &ReplayDocument::liveChanged, this, &BreakpointsPanel::updateActions);
  // The examples, completions and help are the open game's.
  connect(controller_->document(), &ReplayDocument::replayReset, this, &BreakpointsPanel::updateVocabulary);
  connect(controller_->model(), &QAbstractItemModel::modelReset, this, &BreakpointsPanel::updateActions);
  connect(controller_->model(), &QAbstractItemModel::rowsInserted, this, &BreakpointsPanel::updateActions);
  connect(controller_->model(), &QAbstractItemModel::rowsRemoved, this, &BreakpointsPanel::updateActions);
  updateVocabulary();
  updateActions();
}

void BreakpointsPanel::updateVocabulary()
{
  vocabulary_ = BreakpointVocabulary::of(*controller_->document());
  completer_->setWords(vocabulary_.completions());
  QMenu* menu = examplesButton_->menu();
  menu->clear();
  for (const QString& example : vocabulary_.examples)
    menu->addAction(example, this, [this, example] {
      expressionEdit_->setText(example);
      expressionEdit_->setFocus();
    });
  examplesButton_->setEnabled(!vocabulary_.examples.isEmpty());
  retranslateUi();
}

QString BreakpointsPanel::expressionError() const
{
  return errorLabel_->isHidden() ? QString() : errorLabel_->text();
}

QString BreakpointsPanel::lastMessage() const
{
  return messageLabel_->text();
}

void BreakpointsPanel::say(const std::function<QString()>& text, bool error)
{
  message_ = text;
  messageLabel_->setText(text());
  messageLabel_->setStyleSheet(error ? QStringLiteral("color: #c02020;") : QString());
}

void BreakpointsPanel::clearMessage()
{
  message_ = {};
  messageLabel_->clear();
  messageLabel_->setStyleSheet(QString());
}

void BreakpointsPanel::checkTyped()
{
  const QString text = expressionEdit_->text();
  const QString error = text.trimmed().isEmpty() ? QString() : controller_->model()->syntaxError(text);
  errorLabel_->setText(error);
  errorLabel_->setVisible(!error.isEmpty());
  addButton_->setEnabled(!text.trimmed().isEmpty() && error.isEmpty());
}

bool BreakpointsPanel::addTypedExpression()
{
  QString error;
  if (!controller_->model()->add(expressionEdit_->text(), logOnlyBox_->isChecked(), &error)) {
    errorLabel_->setText(error);
    errorLabel_->setVisible(!error.isEmpty());
    return false;
  }
  expressionEdit_->clear();
  return true;
}

void BreakpointsPanel::removeSelected()
{
  const QModelIndex current = table_->currentIndex();
  if (current.isValid())
    controller_->model()->remove(current.row());
}

bool BreakpointsPanel::exportToFile(const QString& path)
{
  QString error;
  if (!controller_->model()->exportTo(path, &error)) {
    say([error] { return tr("Cannot export the breakpoints: %1").arg(error); }, true);
    return false;
  }
  say([n = controller_->model()->count(), path] { return tr("Exported %n breakpoint(s) to %1.", nullptr, n).arg(path); });
  return true;
}

bool BreakpointsPanel::importFromFile(const QString& path)
{
  const int before = controller_->model()->count();
  QString error;
  if (!controller_->model()->importFrom(path, &error)) {
    say([error] { return tr("Cannot import the breakpoints: %1").arg(error); }, true);
    return false;
  }
  say([n = controller_->model()->count() - before] { return tr("Imported %n breakpoint(s).", nullptr, n); });
  return true;
}

void BreakpointsPanel::chooseExportFile()
{
  QString path = FileDialogs::saveFile(this, tr("Export Breakpoints"), QString(), tr("Breakpoints (*.json);;All files (*)"));
  if (path.isEmpty())
    return;
  if (!path.contains(QLatin1Char('.')))
    path += QStringLiteral(".json");
  if (!exportToFile(path))
    PlainText::warning(this, tr("Export Breakpoints"), lastMessage());
}

void BreakpointsPanel::chooseImportFile()
{
  const QString path = FileDialogs::openFile(this, tr("Import Breakpoints"), tr("Breakpoints (*.json);;All files (*)"));
  if (!path.isEmpty() && !importFromFile(path))
    PlainText::warning(this, tr("Import Breakpoints"), lastMessage());
}

void BreakpointsPanel::updateActions()
{
  ReplayDocument* doc = controller_->document();
  const bool replay = doc->hasReplay() && !doc->isLive();
  const bool any = controller_->model()->count() > 0;
  runToNextHit_->setEnabled(replay && any);
  previousHit_->setEnabled(replay && any);
  const bool live = doc->isLive();
  const bool paused = controller_->isMatchPaused();
  pauseMatch_->setEnabled(live && !paused);
  stepMatch_->setEnabled(live);
  resumeMatch_->setEnabled(live && paused);
  export_->setEnabled(any);
  remove_->setEnabled(any);
}

void BreakpointsPanel::retranslateUi()
{
  expressionEdit_->setPlaceholderText(vocabulary_.examples.isEmpty() ? tr("JavaScript expression over the turn")
                                                                     : tr("JavaScript expression, e.g. %1").arg(vocabulary_.examples.first()));
  const QString names = tr("Holds on a turn where it is true. Names: state, prev, events, io, turn, "
                           "changed(path), get(path); the state's fields also at top level.");
  const QString help = vocabulary_.help();
  expressionEdit_->setToolTip(PlainText::toolTip(help.isEmpty() ? names : names + QLatin1Char('\n') + help));
  examplesButton_->setText(tr("Examples"));
  examplesButton_->setToolTip(tr("Expressions for this game's state and events"));
  logOnlyBox_->setText(tr("Log only"));
  addButton_->setText(tr("Add"));
  logTitle_->setText(tr("Log"));
  clearLogButton_->setText(tr("Clear Log"));
  runToNextHit_->setText(tr("Run to Next Hit"));
  runToNextHit_->setStatusTip(tr("Go to the next turn where an enabled breakpoint holds"));
  previousHit_->setText(tr("Previous Hit"));
  previousHit_->setStatusTip(tr("Go back to the previous turn where an enabled breakpoint holds"));
  pauseMatch_->setText(tr("Pause Match"));
  stepMatch_->setText(tr("Step Match"));
  stepMatch_->setStatusTip(tr("Play one turn of the live match, then pause"));
  resumeMatch_->setText(tr("Resume Match"));
  import_->setText(tr("Import Breakpoints…"));
  import_->setIconText(tr("Import…"));
  export_->setText(tr("Export Breakpoints…"));
  export_->setIconText(tr("Export…"));
  remove_->setText(tr("Remove"));
  if (message_)
    messageLabel_->setText(message_());
  // plain: our own words, numbers and shortcuts
  for (QAction* a : {runToNextHit_, previousHit_, pauseMatch_, stepMatch_, resumeMatch_})
    a->setToolTip(QStringLiteral("%1 (%2)").arg(a->text(), a->shortcut().toString(QKeySequence::NativeText)));
}

void BreakpointsPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    updateVocabulary();  // its help holds translated event labels
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
