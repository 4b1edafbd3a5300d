#include "debug/bot_debug_panel.h"
#include "widgets/dock_of.h"

#include "widgets/plain_text.h"
#include "widgets/shortcut_claim.h"

#include "application/settings.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QRegularExpression>
#include <QLineEdit>
#include <QMainWindow>
#include <QShortcut>
#include <QSplitter>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <algorithm>

namespace Kibitz::App {

namespace {

constexpr int kShownValueChars = 500;  // a long string or container stays one readable row
constexpr int kTipValueChars = 8000;
constexpr int kMaxWatches = 50;
constexpr int kReferenceRole = Qt::UserRole;
constexpr int kPlaceholderRole = Qt::UserRole + 1;
constexpr int kSummaryRole = Qt::UserRole + 2;  // a struct whose members make its value
constexpr int kMaxSummaries = 20;  // structs summarised per frame shown: a few requests, not hundreds

QString shortened(const QString& value, int chars)
{
  return value.size() <= chars ? value : value.left(chars) + QStringLiteral("…");
}

// A row of the variables tree; a value with members gets a placeholder child, replaced by
// its members when it is expanded.
QTreeWidgetItem* variableItem(const Debugger::DebugTurn::Variable& v)
{
  auto* item = new QTreeWidgetItem({v.name, shortened(v.value, kShownValueChars), v.type});
  // Values and names are the bot's (a string `<img src=/dev/zero>` took the window to 4 GB).
  item->setToolTip(0, PlainText::toolTip(v.name));
  item->setToolTip(1, PlainText::toolTip(shortened(v.value, kTipValueChars)));
  item->setData(0, kReferenceRole, v.reference);
  if (v.reference > 0) {
    auto* placeholder = new QTreeWidgetItem(item, {QStringLiteral("…")});
    placeholder->setData(0, kPlaceholderRole, true);
  }
  return item;
}

// A struct's value as adapters give it ("", "{...}", lldb's "Place @ 0x7ffd..."): nothing
// to read; Kibitz shows a summary of its first members instead, as IDEs do.
bool needsSummary(const QString& value)
{
  static const QRegularExpression address(QStringLiteral("^[\\w:<>, ]+ @ 0x[0-9a-fA-F]+$"));
  const QString v = value.trimmed();
  return v.isEmpty() || v == QLatin1String("{...}") || v == QStringLiteral("{…}") || address.match(v).hasMatch();
}

// "{row = 3, col = 7}", "{a = 1, b = 2, c = 3, d = 4, …}": the first members, each short.
QString summaryOf(const QList<Debugger::DebugTurn::Variable>& members)
{
  constexpr int kShownMembers = 4;
  QStringList parts;
  for (const Debugger::DebugTurn::Variable& m : members.mid(0, kShownMembers))
    parts << QStringLiteral("%1 = %2").arg(shortened(m.name, 24), shortened(needsSummary(m.value) ? QStringLiteral("{…}") : m.value, 24));
  if (members.size() > kShownMembers)
    parts << QStringLiteral("…");
  return QLatin1Char('{') + parts.join(QStringLiteral(", ")) + QLatin1Char('}');
}

QLabel* heading(QWidget* parent)
{
  auto* label = new QLabel(parent);
  label->setTextFormat(Qt::PlainText);
  QFont bold = label->font();
  bold.setBold(true);
  label->setFont(bold);
  return label;
}

}  // namespace

BotDebugPanel::BotDebugPanel(QWidget* parent) : QWidget(parent)
{
  const auto action = [this](QStyle::StandardPixmap icon, const QKeySequence& key, auto slot) {
    auto* a = new QAction(style()->standardIcon(icon), QString(), this);
    a->setShortcut(key);
    a->setShortcutContext(Qt::ApplicationShortcut);
    connect(a, &QAction::triggered, this, slot);
    return a;
  };
  using Resume = Debugger::InteractiveDebugSession::Resume;
  const auto resume = [this](Resume how) {
    if (session_)
      session_->resume(how);
    updateActions();
  };
  continue_ = action(QStyle::SP_MediaPlay, Qt::Key_F5, [resume] { resume(Resume::Continue); });
  stepOver_ = action(QStyle::SP_ArrowRight, Qt::Key_F10, [resume] { resume(Resume::StepOver); });
  stepIn_ = action(QStyle::SP_ArrowDown, Qt::Key_F11, [resume] { resume(Resume::StepIn); });
  stepOut_ = action(QStyle::SP_ArrowUp, Qt::SHIFT | Qt::Key_F11, [resume] { resume(Resume::StepOut); });
  stop_ = action(QStyle::SP_MediaStop, Qt::SHIFT | Qt::Key_F5, [this] {
    if (session_)
      session_->stopDebugging();
    updateActions();
  });
  continue_->setObjectName(QStringLiteral("debugContinueAction"));
  stepOver_->setObjectName(QStringLiteral("debugStepOverAction"));
  stepIn_->setObjectName(QStringLiteral("debugStepIntoAction"));
  stepOut_->setObjectName(QStringLiteral("debugStepOutAction"));
  stop_->setObjectName(QStringLiteral("debugStopAction"));

  auto* toolbar = new QToolBar(this);
  toolbar->setToolButtonStyle(Qt::ToolButtonIconOnly);
  toolbar->addActions(actions());

  bannerLabel_ = new QLabel(this);
  bannerLabel_->setObjectName(QStringLiteral("debugBanner"));
  bannerLabel_->setTextFormat(Qt::PlainText);  // file names and reasons come from the bot's build and the adapter
  bannerLabel_->setWordWrap(true);
  bannerLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  bannerLabel_->setStyleSheet(QStringLiteral("QLabel { background: #fff1b8; color: #3d2a00; padding: 4px; }"));

  stack_ = new QTreeWidget(this);
  stack_->setObjectName(QStringLiteral("debugStack"));
  stack_->setColumnCount(2);
  stack_->setRootIsDecorated(false);
  stack_->setUniformRowHeights(true);
  connect(stack_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) { showFrame(stack_->indexOfTopLevelItem(item)); });
  connect(stack_, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) { showFrame(stack_->indexOfTopLevelItem(item)); });

  variables_ = new QTreeWidget(this);
  variables_->setObjectName(QStringLiteral("debugVariables"));
  variables_->setColumnCount(3);
  variables_->setUniformRowHeights(true);
  connect(variables_, &QTreeWidget::itemExpanded, this, &BotDebugPanel::onItemExpanded);

  watches_ = new QTreeWidget(this);
  watches_->setObjectName(QStringLiteral("debugWatches"));
  watches_->setColumnCount(2);
  watches_->setRootIsDecorated(false);
  newWatch_ = new QLineEdit(this);
  newWatch_->setObjectName(QStringLiteral("debugNewWatch"));
  newWatch_->setClearButtonEnabled(true);
  connect(newWatch_, &QLineEdit::returnPressed, this, [this] {
    addWatch(newWatch_->text());
    newWatch_->clear();
  });
  // Delete removes the selected watches.
  auto* remove = new QShortcut(QKeySequence::Delete, watches_, nullptr, nullptr, Qt::WidgetShortcut);
  connect(remove, &QShortcut::activated, this, [this] {
    qDeleteAll(watches_->selectedItems());
    Settings::debugWatches(watchLanguage_).set(watchExpressions());
  });
  loadWatches();

  stackLabel_ = heading(this);
  variablesLabel_ = heading(this);
  watchesLabel_ = heading(this);
  const auto box = [this](QLabel* label, QWidget* view, QWidget* extra = nullptr) {
    auto* w = new QWidget(this);
    auto* layout = new QVBoxLayout(w);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(label);
    layout->addWidget(view, 1);
    if (extra)
      layout->addWidget(extra);
    return w;
  };
  auto* splitter = sections_ = new QSplitter(Qt::Vertical, this);
  splitter->setObjectName(QStringLiteral("debugSections"));
  splitter->addWidget(box(stackLabel_, stack_));
  splitter->addWidget(box(variablesLabel_, variables_));
  splitter->addWidget(box(watchesLabel_, watches_, newWatch_));
  // The variables and watches get the room; the stack shrinks to a few rows (issue #47, 12).
  stack_->setMinimumHeight(fontMetrics().height() * 3);
  splitter->setChildrenCollapsible(false);
  connect(splitter, &QSplitter::splitterMoved, this, [this] { sectionsMoved_ = true; });

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(toolbar);
  layout->addWidget(bannerLabel_);
  layout->addWidget(splitter, 1);

  showIdle();
  retranslateUi();
  updateActions();
}

QList<QAction*> BotDebugPanel::actions() const
{
  return {continue_, stepOver_, stepIn_, stepOut_, stop_};
}

void BotDebugPanel::attach(Debugger::InteractiveDebugSession* session, const QString& botName)
{
  if (session_)
    session_->disconnect(this);
  session_ = session;
  botName_ = botName;
  // Each language keeps its own watches: C++ ones are not evaluated in a Python bot.
  if (session->language() != watchLanguage_) {
    watchLanguage_ = session->language();
    loadWatches();
  }
  lastValues_.clear();
  frames_.clear();
  shownFrame_ = -1;
  stack_->clear();
  variables_->clear();
  summariesAsked_ = 0;
  using Session = Debugger::InteractiveDebugSession;
  connect(session, &Session::stopped, this, &BotDebugPanel::onStopped);
  connect(session, &Session::scopesFetched, this, &BotDebugPanel::onScopes);
  connect(session, &Session::variablesFetched, this, &BotDebugPanel::onVariables);
  connect(session, &Session::evaluated, this, &BotDebugPanel::onEvaluated);
  connect(session, &Session::resumed, this, [this] {
    setBanner([name = botName_] { return tr("%1 runs…").arg(name); });
    emit running();
  });
  connect(session, &Session::armed, this, [this](const QList<Debugger::DebugTurn::ArmedBreakpoint>& armed) {
    const auto n = std::count_if(armed.cbegin(), armed.cend(), [](const auto& b) { return b.verified; });
    setBanner([name = botName_, n = int(n)] {
      return tr("%1 is attached, with %n breakpoint(s) armed for this turn; it runs…", nullptr, n).arg(name);
    });
  });
  connect(session, &Session::replied, this, [this](const Debugger::PlayerExchange& reply) { onOver(QString(), reply.status); });
  connect(session, &Session::ended, this, [this] {
    onOver(QString());
    setBanner([name = botName_] { return tr("%1 is no longer debugged: it ended, or was let go.").arg(name); });
  });
  connect(session, &Session::failed, this, [this](const QString& error) { onOver(error); });
  connect(session, &QObject::destroyed, this, [this] { onOver(QString()); });
  setBanner([name = botName_] { return tr("Attaching the debugger to %1…").arg(name); });
  updateActions();
}

void BotDebugPanel::onStopped(int turn, const QString& reason, const QList<Debugger::DebugTurn::Frame>& frames)
{
  frames_ = frames;
  turn_ = turn;
  stack_->clear();
  for (const Debugger::DebugTurn::Frame& frame : frames) {
    const QString place = frame.file.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(QFileInfo(frame.file).fileName()).arg(frame.line);
    auto* item = new QTreeWidgetItem(stack_, {frame.name, place});
    item->setToolTip(1, PlainText::toolTip(frame.file));  // from the bot's debug information
  }
  const Debugger::DebugTurn::Frame top = frames.value(0);
  setBanner([turn, reason, name = botName_, file = QFileInfo(top.file).fileName(), line = top.line] {
    // "exception: IndexError: ...": the kind in the user's words, what the adapter said after it.
    const QString kind = reason.section(QStringLiteral(": "), 0, 0);
    const QString detail = reason.section(QStringLiteral(": "), 1);
    QString why = kind == QLatin1String("breakpoint") ? tr("breakpoint")
                  : kind == QLatin1String("step")     ? tr("step")
                  : kind == QLatin1String("exception") ? tr("exception")
                  : kind == QLatin1String("signal")   ? tr("signal")
                  : kind == QLatin1String("pause")    ? tr("pause")
                                                      : kind;
    if (!detail.isEmpty())
      why += QStringLiteral(": ") + detail;
    if (file.isEmpty())
      return tr("Turn %1 — %2 stopped (%3), in code without debug information").arg(turn).arg(name, why);
    return tr("Turn %1 — %2 stopped at %3:%4 (%5)").arg(turn).arg(name, file).arg(line).arg(why);
  });
  shownFrame_ = -1;
  showFrame(0);
  updateActions();
}

void BotDebugPanel::showFrame(int index)
{
  if (index < 0 || index >= frames_.size() || !session_ || !session_->isStopped())
    return;
  shownFrame_ = index;
  stack_->setCurrentItem(stack_->topLevelItem(index));
  variables_->clear();
  summariesAsked_ = 0;
  session_->fetchScopes(frames_[index].id);
  evaluateWatches();
  emit stoppedAt(turn_, frames_[index].file, frames_[index].line);
}

int BotDebugPanel::frameId() const
{
  return shownFrame_ >= 0 && shownFrame_ < frames_.size() ? frames_[shownFrame_].id : -1;
}

void BotDebugPanel::onScopes(int id, const QList<Debugger::DebugTurn::Variable>& scopes)
{
  if (id != frameId())
    return;  // another frame was chosen meanwhile
  variables_->clear();
  summariesAsked_ = 0;
  for (const Debugger::DebugTurn::Variable& scope : scopes) {
    QTreeWidgetItem* item = variableItem({scope.name, QString(), QString(), scope.reference});
    variables_->addTopLevelItem(item);
    // The frame's own variables are what one looks at first; registers and globals wait to be asked for.
    if (scope.type == QLatin1String("locals") || scope.type == QLatin1String("arguments") || scope.name == QLatin1String("Locals"))
      item->setExpanded(true);
  }
}

void BotDebugPanel::onItemExpanded(QTreeWidgetItem* item)
{
  if (item->childCount() != 1 || !item->child(0)->data(0, kPlaceholderRole).toBool() || !session_)
    return;
  item->child(0)->setData(0, kPlaceholderRole, QStringLiteral("asked"));
  session_->fetchVariables(item->data(0, kReferenceRole).toInt());
}

void BotDebugPanel::onVariables(int reference, const QList<Debugger::DebugTurn::Variable>& variables)
{
  // The items waiting for these members (a reference is valid for one stop only).
  QList<QTreeWidgetItem*> waiting;
  for (QTreeWidgetItemIterator it(variables_); *it; ++it)
    if ((*it)->data(0, kReferenceRole).toInt() == reference && (*it)->childCount() == 1 &&
        (*it)->child(0)->data(0, kPlaceholderRole).toString() == QLatin1String("asked"))
      waiting << *it;
  for (QTreeWidgetItem* item : waiting) {
    delete item->takeChild(0);
    if (item->data(0, kSummaryRole).toBool()) {
      const QString summary = summaryOf(variables);
      item->setText(1, summary);
      item->setToolTip(1, PlainText::toolTip(summary));
    }
    for (const Debugger::DebugTurn::Variable& v : variables) {
      QTreeWidgetItem* child = variableItem(v);
      item->addChild(child);
      // A struct: its members are asked for now (a few per stop), for its summary.
      if (v.reference > 0 && needsSummary(v.value) && session_ && summariesAsked_ < kMaxSummaries) {
        ++summariesAsked_;
        child->setData(0, kSummaryRole, true);
        child->child(0)->setData(0, kPlaceholderRole, QStringLiteral("asked"));
        session_->fetchVariables(v.reference);
      }
      // Changed since the last stop (the same path of names): shown in bold, as IDEs do.
      const QString path = pathOf(child);
      if (const auto before = lastValues_.constFind(path); before != lastValues_.cend() && *before != v.value) {
        QFont bold = child->font(1);
        bold.setBold(true);
        child->setFont(1, bold);
        child->setForeground(1, QColor(0xb0, 0x30, 0x00));
      }
      if (lastValues_.size() < kMaxRememberedValues || lastValues_.contains(path))
        lastValues_.insert(path, v.value);
    }
  }
  // Names readable at once ("id_mis_orks", not "id_…"), up to half the view.
  variables_->resizeColumnToContents(0);
  variables_->setColumnWidth(0, std::min(variables_->columnWidth(0), std::max(80, variables_->viewport()->width() / 2)));
}

QString BotDebugPanel::pathOf(const QTreeWidgetItem* item)
{
  QStringList names;
  for (const QTreeWidgetItem* i = item; i; i = i->parent())
    names.prepend(i->text(0));
  return names.join(QLatin1Char('/'));
}

void BotDebugPanel::loadWatches()
{
  watches_->clear();
  for (const QString& expression : Settings::debugWatches(watchLanguage_).value().mid(0, kMaxWatches))
    new QTreeWidgetItem(watches_, {expression, QString()});
}

void BotDebugPanel::addWatch(const QString& expression)
{
  const QString trimmed = expression.trimmed().left(1000);
  if (trimmed.isEmpty() || watches_->topLevelItemCount() >= kMaxWatches || watchExpressions().contains(trimmed))
    return;
  new QTreeWidgetItem(watches_, {trimmed, QString()});
  Settings::debugWatches(watchLanguage_).set(watchExpressions());
  evaluateWatches();
}

QStringList BotDebugPanel::watchExpressions() const
{
  QStringList expressions;
  for (int i = 0; i < watches_->topLevelItemCount(); ++i)
    expressions << watches_->topLevelItem(i)->text(0);
  return expressions;
}

void BotDebugPanel::evaluateWatches()
{
  if (session_ && session_->isStopped() && frameId() >= 0)
    session_->evaluate(watchExpressions(), frameId());
}

void BotDebugPanel::onEvaluated(int id, const QList<QPair<QString, QString>>& values)
{
  if (id != frameId())
    return;
  for (const auto& [expression, value] : values)
    for (int i = 0; i < watches_->topLevelItemCount(); ++i)
      if (QTreeWidgetItem* item = watches_->topLevelItem(i); item->text(0) == expression) {
        item->setForeground(1, palette().brush(QPalette::Text));
        item->setText(1, shortened(value, kShownValueChars));
        item->setToolTip(1, PlainText::toolTip(shortened(value, kTipValueChars)));
      }
}

void BotDebugPanel::onOver(const QString& error, Rules::Move::Status status)
{
  frames_.clear();
  shownFrame_ = -1;
  stack_->clear();
  variables_->clear();
  summariesAsked_ = 0;
  markWatchesStale();
  using Status = Rules::Move::Status;
  if (!error.isEmpty())
    setBanner([name = botName_, error] { return tr("Debugging %1 stopped: %2").arg(name, error); });
  else if (status == Status::Crashed)
    setBanner([name = botName_] { return tr("%1 crashed in the turn; the debugger is detached.").arg(name); });
  else if (status == Status::Timeout)
    setBanner([name = botName_] { return tr("%1 ran out of time in the turn; the debugger is detached.").arg(name); });
  else if (status == Status::Invalid)
    setBanner([name = botName_] { return tr("%1 answered the turn with a move the game refuses; the debugger is detached.").arg(name); });
  else
    setBanner([name = botName_] { return tr("%1 answered the turn; the debugger is detached.").arg(name); });
  updateActions();
  emit sessionOver();
}

void BotDebugPanel::showIdle()
{
  setBanner([] {
    return tr("No bot is being debugged. Set breakpoints in the editor's gutter (F9), then Debug > Re-run a Bot up to "
              "This Turn, and Debug the Turn.");
  });
}

void BotDebugPanel::forgetOverSession()
{
  if (session_ && !session_->isOver())
    return;
  botName_.clear();
  markWatchesStale();
  showIdle();
}

void BotDebugPanel::markWatchesStale()
{
  // The values of a bot that is no longer stopped: kept for reference, greyed, and said so.
  for (int i = 0; i < watches_->topLevelItemCount(); ++i) {
    QTreeWidgetItem* item = watches_->topLevelItem(i);
    item->setForeground(1, palette().brush(QPalette::Disabled, QPalette::Text));
    item->setToolTip(1, tr("Not evaluated since the bot last stopped"));
  }
}

void BotDebugPanel::setBanner(std::function<QString()> text)
{
  banner_ = std::move(text);
  bannerLabel_->setText(banner_());
}

QString BotDebugPanel::bannerText() const
{
  return bannerLabel_->text();
}

void BotDebugPanel::updateActions()
{
  const bool stopped = session_ && session_->isStopped();
  for (QAction* a : {continue_, stepOver_, stepIn_, stepOut_})
    a->setEnabled(stopped);
  stop_->setEnabled(session_ && !session_->isOver());
  // While the bot is stopped, its keys are the debugger's (Step Match gives up F10).
  if (stopped)
    shortcuts_.claim(window(), {continue_, stepOver_, stepIn_, stepOut_, stop_});
  else
    shortcuts_.release();
}

void BotDebugPanel::retranslateUi()
{
  continue_->setText(tr("Continue"));
  stepOver_->setText(tr("Step Over"));
  stepIn_->setText(tr("Step Into"));
  stepOut_->setText(tr("Step Out"));
  stop_->setText(tr("Stop Debugging"));
  // plain: our own words, numbers and shortcuts
  for (QAction* a : actions())
    a->setToolTip(QStringLiteral("%1 (%2)").arg(a->text(), a->shortcut().toString(QKeySequence::NativeText)));
  // plain: our own words, numbers and shortcuts
  stop_->setToolTip(tr("Clear the breakpoints and let the bot answer without the debugger (%1)")
                        .arg(stop_->shortcut().toString(QKeySequence::NativeText)));
  stackLabel_->setText(tr("Call stack"));
  variablesLabel_->setText(tr("Variables"));
  watchesLabel_->setText(tr("Watches"));
  stack_->setHeaderLabels({tr("Function"), tr("Place")});
  variables_->setHeaderLabels({tr("Name"), tr("Value"), tr("Type")});
  watches_->setHeaderLabels({tr("Expression"), tr("Value")});
  newWatch_->setPlaceholderText(tr("Add a watch: an expression in the bot's language, then Enter"));
  if (banner_)
    bannerLabel_->setText(banner_());
}

void BotDebugPanel::proportionSections()
{
  const int height = sections_->height() - sections_->handleWidth() * 2;
  if (sectionsMoved_ || height <= 0)
    return;
  const int stack = height / 6;
  const int watches = height / 3;  // holds the new-watch field too
  sections_->setSizes({stack, height - stack - watches, watches});
}

void BotDebugPanel::resizeEvent(QResizeEvent* event)
{
  QWidget::resizeEvent(event);
  proportionSections();
}

void BotDebugPanel::showEvent(QShowEvent* event)
{
  QWidget::showEvent(event);
  if (!roomClaimed_) {
    roomClaimed_ = true;
    // After the dock's first layout, or the column has no height to share yet.
    QTimer::singleShot(0, this, &BotDebugPanel::claimRoomInColumn);
  }
}

void BotDebugPanel::claimRoomInColumn()
{
  QDockWidget* dock = dockOf(this);
  auto* window = dock ? qobject_cast<QMainWindow*>(dock->parentWidget()) : nullptr;
  if (!window || dock->isFloating())
    return;
  window->resizeDocks({dock}, {window->height() * 3 / 5}, Qt::Vertical);
}

void BotDebugPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
