#include "panels/inspector_panel.h"

#include "panels/state_filter_proxy.h"
#include "panels/state_tree_model.h"

#include "document/replay_document.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {
// The default expansion opens whole levels while the tree stays about a screenful.
constexpr int kDefaultVisibleRows = 80;
// Typing in the filter box applies after this pause (filtering a big state is not free).
constexpr int kFilterDelayMs = 150;
}  // namespace

InspectorPanel::InspectorPanel(ReplayDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      model_(new StateTreeModel(this)),
      proxy_(new StateFilterProxy(this)),
      filterEdit_(new QLineEdit(this)),
      filterTimer_(new QTimer(this)),
      view_(new QTreeView(this)),
      statusLabel_(new QLabel(this))
{
  proxy_->setSourceModel(model_);

  filterEdit_->setClearButtonEnabled(true);
  filterTimer_->setSingleShot(true);
  filterTimer_->setInterval(kFilterDelayMs);

  view_->setModel(proxy_);
  view_->setUniformRowHeights(true);  // lets the view skip measuring every row
  view_->setAlternatingRowColors(true);
  view_->setAllColumnsShowFocus(true);
  view_->setSelectionBehavior(QAbstractItemView::SelectRows);
  view_->setSelectionMode(QAbstractItemView::SingleSelection);
  view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  view_->setContextMenuPolicy(Qt::CustomContextMenu);
  view_->header()->setStretchLastSection(true);
  view_->header()->setSectionsMovable(false);
  view_->setColumnWidth(StateTreeModel::NameColumn, 180);

  statusLabel_->setTextFormat(Qt::RichText);
  statusLabel_->setContentsMargins(2, 0, 2, 0);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);
  layout->addWidget(filterEdit_);
  layout->addWidget(view_, 1);
  layout->addWidget(statusLabel_);

  createActions();

  connect(filterEdit_, &QLineEdit::textChanged, filterTimer_, qOverload<>(&QTimer::start));
  connect(filterTimer_, &QTimer::timeout, this, &InspectorPanel::applyFilter);
  connect(view_, &QTreeView::customContextMenuRequested, this, &InspectorPanel::showContextMenu);
  connect(view_, &QTreeView::expanded, this, [this](const QModelIndex& index) { onExpansionChanged(index, true); });
  connect(view_, &QTreeView::collapsed, this, [this](const QModelIndex& index) { onExpansionChanged(index, false); });
  connect(proxy_, &QAbstractItemModel::rowsInserted, this, &InspectorPanel::onRowsInserted);
  connect(view_->selectionModel(), &QItemSelectionModel::currentChanged, this,
          [this](const QModelIndex& current) { emit currentPathChanged(StateTreeModel::pathOf(current)); });

  connect(document_, &ReplayDocument::replayReset, this, &InspectorPanel::onReplayReset);
  connect(document_, &ReplayDocument::currentTurnChanged, this, &InspectorPanel::showTurn);
  connect(document_, &ReplayDocument::viewSeatChanged, this, [this] { showTurn(document_->currentTurn()); });

  retranslateUi();
  onReplayReset();
}

InspectorPanel::~InspectorPanel() = default;

void InspectorPanel::createActions()
{
  const auto add = [this](QAction** action, const QKeySequence& shortcut, void (InspectorPanel::*slot)()) {
    *action = new QAction(this);
    (*action)->setShortcut(shortcut);
    // Active only while the tree has focus, so it never competes with the window's own.
    (*action)->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    view_->addAction(*action);
    connect(*action, &QAction::triggered, this, slot);
  };
  add(&copyValueAction_, QKeySequence::Copy, &InspectorPanel::copyValue);
  // Not Ctrl+Shift+C: Debug > Continue from This Turn has it in the whole window.
  add(&copyPathAction_, QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C), &InspectorPanel::copyPath);
  expandAllAction_ = new QAction(this);
  connect(expandAllAction_, &QAction::triggered, this, [this] {
    view_->expandAll();  // emits no expanded() signals: remember the containers here
    if (proxy_->filterText().isEmpty())
      rememberAllContainers({});
  });
  collapseAllAction_ = new QAction(this);
  connect(collapseAllAction_, &QAction::triggered, this, [this] {
    view_->collapseAll();
    if (proxy_->filterText().isEmpty())
      expandedPaths_.clear();
  });
}

void InspectorPanel::retranslateUi()
{
  filterEdit_->setPlaceholderText(tr("Filter by name, value or path"));
  copyValueAction_->setText(tr("Copy &Value"));
  copyPathAction_->setText(tr("Copy &Path"));
  expandAllAction_->setText(tr("&Expand All"));
  collapseAllAction_->setText(tr("&Collapse All"));
  model_->refreshTexts();
  updateStatus();
}

void InspectorPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

// --- following the document ------------------------------------------------------------

void InspectorPanel::onReplayReset()
{
  const QString gameId = document_->hasReplay() ? document_->replay().gameId : QString();
  const bool otherGame = gameId != gameId_;
  gameId_ = gameId;
  if (otherGame) {
    // Another game's paths mean nothing here; the same game keeps the user's expansion.
    expandedPaths_.clear();
    model_->clear();
  }
  showTurn(document_->currentTurn());
  if (otherGame && document_->hasReplay()) {
    expandByDefault();
    view_->resizeColumnToContents(StateTreeModel::NameColumn);
  }
}

void InspectorPanel::showTurn(int turn)
{
  if (!document_->hasReplay() || turn < 0 || turn > document_->lastTurn()) {
    model_->clear();
  } else {
    const QJsonObject* previous = turn > 0 ? &document_->frame(turn - 1).state : nullptr;
    model_->setState(document_->frame(turn).state, previous);
  }
  updateStatus();
}

void InspectorPanel::updateStatus()
{
  if (!document_->hasReplay()) {
    statusLabel_->setText(tr("No replay loaded").toHtmlEscaped());
    return;
  }
  const int turn = document_->currentTurn();
  const QString turnText = QLocale().toString(turn);
  if (turn == 0) {
    statusLabel_->setText(tr("Turn %1: the initial state").arg(turnText).toHtmlEscaped());
    return;
  }
  const int changed = model_->changedCount();
  // English has no catalogue to pick plural forms, hence the explicit singular.
  const QString text = changed == 1 ? tr("Turn %1: 1 value changed since the previous turn").arg(turnText)
                                    : tr("Turn %1: %n values changed since the previous turn", nullptr, changed).arg(turnText);
  // A swatch of the highlight colour doubles as its legend.
  const QString swatch = changed > 0 ? QStringLiteral("<span style=\"background-color: rgba(255,183,0,0.55)\">"
                                                      "&nbsp;&nbsp;&nbsp;</span>&nbsp;")
                                     : QString();
  statusLabel_->setText(swatch + text.toHtmlEscaped());
}

// --- filter and expansion --------------------------------------------------------------

QString InspectorPanel::filterText() const
{
  return proxy_->filterText();
}

void InspectorPanel::setFilterText(const QString& text)
{
  if (filterEdit_->text() != text) {
    const QSignalBlocker blocker(filterEdit_);
    filterEdit_->setText(text);
  }
  filterTimer_->stop();
  applyFilter();
}

void InspectorPanel::applyFilter()
{
  proxy_->setFilterText(filterEdit_->text());
  applyingExpansion_ = true;
  if (proxy_->filterText().isEmpty()) {
    view_->collapseAll();
    restoreExpansion({});
  } else {
    view_->expandAll();  // every match visible
  }
  applyingExpansion_ = false;
  if (view_->currentIndex().isValid())
    view_->scrollTo(view_->currentIndex());
}

void InspectorPanel::onExpansionChanged(const QModelIndex& index, bool expanded)
{
  // Only what the user does with the full tree is remembered.
  if (applyingExpansion_ || !proxy_->filterText().isEmpty())
    return;
  if (expanded)
    expandedPaths_.insert(StateTreeModel::pathOf(index));
  else
    expandedPaths_.remove(StateTreeModel::pathOf(index));
}

void InspectorPanel::onRowsInserted(const QModelIndex& parent, int first, int last)
{
  // Rows come back when an array grows again or a member reappears: reopen what was open.
  applyingExpansion_ = true;
  for (int row = first; row <= last; ++row) {
    const QModelIndex index = proxy_->index(row, 0, parent);
    if (!proxy_->filterText().isEmpty()) {
      view_->expandRecursively(index);
      continue;
    }
    if (expandedPaths_.contains(StateTreeModel::pathOf(index)))
      view_->expand(index);
    restoreExpansion(index);
  }
  applyingExpansion_ = false;
}

void InspectorPanel::restoreExpansion(const QModelIndex& parent)
{
  if (expandedPaths_.isEmpty())
    return;
  const int rows = proxy_->rowCount(parent);
  for (int row = 0; row < rows; ++row) {
    const QModelIndex index = proxy_->index(row, 0, parent);
    if (!proxy_->hasChildren(index))
      continue;
    if (expandedPaths_.contains(StateTreeModel::pathOf(index)))
      view_->expand(index);
    restoreExpansion(index);
  }
}

void InspectorPanel::rememberAllContainers(const QModelIndex& parent)
{
  for (int row = 0; row < proxy_->rowCount(parent); ++row) {
    const QModelIndex index = proxy_->index(row, 0, parent);
    if (proxy_->hasChildren(index)) {
      expandedPaths_.insert(StateTreeModel::pathOf(index));
      rememberAllContainers(index);
    }
  }
}

void InspectorPanel::expandByDefault()
{
  QModelIndexList level;
  for (int row = 0; row < proxy_->rowCount(); ++row)
    level << proxy_->index(row, 0);
  int visible = int(level.size());
  while (true) {
    QModelIndexList containers;
    int added = 0;
    for (const QModelIndex& index : std::as_const(level)) {
      if (proxy_->hasChildren(index)) {
        containers << index;
        added += proxy_->rowCount(index);
      }
    }
    if (containers.isEmpty() || visible + added > kDefaultVisibleRows)
      break;
    visible += added;
    level.clear();
    for (const QModelIndex& index : std::as_const(containers)) {
      expandedPaths_.insert(StateTreeModel::pathOf(index));
      view_->expand(index);
      for (int row = 0; row < proxy_->rowCount(index); ++row)
        level << proxy_->index(row, 0, index);
    }
  }
}

// --- selection and clipboard -----------------------------------------------------------

QString InspectorPanel::currentPath() const
{
  return StateTreeModel::pathOf(view_->currentIndex());
}

void InspectorPanel::selectPath(const QString& path)
{
  QString existing = path;
  QModelIndex source = model_->indexOfPath(existing);
  while (!source.isValid() && !existing.isEmpty()) {
    existing = StateTreeModel::parentPath(existing);
    source = model_->indexOfPath(existing);
  }
  if (!source.isValid())
    return;
  QModelIndex index = proxy_->mapFromSource(source);
  if (!index.isValid()) {  // hidden by the filter
    setFilterText(QString());
    index = proxy_->mapFromSource(source);
  }
  for (QModelIndex ancestor = index.parent(); ancestor.isValid(); ancestor = ancestor.parent())
    view_->expand(ancestor);
  view_->setCurrentIndex(index);
  view_->scrollTo(index, QAbstractItemView::PositionAtCenter);
}

void InspectorPanel::copyValue()
{
  const QModelIndex index = view_->currentIndex();
  if (index.isValid())
    QApplication::clipboard()->setText(index.data(StateTreeModel::CopyTextRole).toString());
}

void InspectorPanel::copyPath()
{
  const QModelIndex index = view_->currentIndex();
  if (index.isValid())
    QApplication::clipboard()->setText(StateTreeModel::pathOf(index));
}

void InspectorPanel::showContextMenu(const QPoint& position)
{
  const bool onRow = view_->indexAt(position).isValid();
  copyValueAction_->setEnabled(onRow);
  copyPathAction_->setEnabled(onRow);
  QMenu menu(this);
  menu.addAction(copyValueAction_);
  menu.addAction(copyPathAction_);
  menu.addSeparator();
  menu.addAction(expandAllAction_);
  menu.addAction(collapseAllAction_);
  menu.exec(view_->viewport()->mapToGlobal(position));
  copyValueAction_->setEnabled(true);
  copyPathAction_->setEnabled(true);
}

}  // namespace Kibitz::App
