#include "editor/source_breakpoints_view.h"

#include "editor/editor_panel.h"
#include "editor/source_breakpoints.h"
#include "editor/source_editor.h"
#include "widgets/plain_text.h"

#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {

enum Column { Location, StopsIn, Condition, ColumnCount };
constexpr int kPathRole = Qt::UserRole;
constexpr int kLineRole = Qt::UserRole + 1;

QString stopsIn(const SourceBreakpoint& b)
{
  using Scope = Debugger::DebugTurn::Scope;
  switch (b.scope) {
  case Scope::OnlyTurn:
    return SourceBreakpointsView::tr("Turn %1 only").arg(b.turn);
  case Scope::FromTurn:
    return SourceBreakpointsView::tr("From turn %1").arg(b.turn);
  case Scope::WhenStateHolds:
    return SourceBreakpointsView::tr("When %1").arg(b.stateCondition);
  case Scope::EveryTurn:
    break;
  }
  return SourceBreakpointsView::tr("Every turn");
}

}  // namespace

SourceBreakpointsView::SourceBreakpointsView(EditorPanel* editor, QWidget* parent)
    : QWidget(parent), editor_(editor), list_(new QTreeWidget(this)), remove_(new QPushButton(this)),
      removeAll_(new QPushButton(this))
{
  setObjectName(QStringLiteral("sourceBreakpointsView"));
  list_->setObjectName(QStringLiteral("sourceBreakpointsList"));
  list_->setColumnCount(ColumnCount);
  list_->setRootIsDecorated(false);
  list_->setSelectionMode(QAbstractItemView::ExtendedSelection);
  list_->header()->setStretchLastSection(true);
  list_->header()->setSectionResizeMode(Location, QHeaderView::ResizeToContents);
  remove_->setObjectName(QStringLiteral("removeSourceBreakpoint"));
  removeAll_->setObjectName(QStringLiteral("removeAllSourceBreakpoints"));
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(remove_);
  buttons->addWidget(removeAll_);
  buttons->addStretch();
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(list_);
  layout->addLayout(buttons);
  connect(list_, &QTreeWidget::itemChanged, this, &SourceBreakpointsView::onItemChanged);
  connect(list_, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) { open(item); });
  connect(list_, &QTreeWidget::itemSelectionChanged, this, &SourceBreakpointsView::updateButtons);
  connect(remove_, &QPushButton::clicked, this, &SourceBreakpointsView::removeSelected);
  connect(removeAll_, &QPushButton::clicked, editor_, &EditorPanel::removeAllBreakpoints);
  connect(editor_, &EditorPanel::breakpointsChanged, this, &SourceBreakpointsView::refresh);
  retranslateUi();
  refresh();
}

void SourceBreakpointsView::refresh()
{
  refreshing_ = true;
  list_->clear();
  const QMap<QString, QList<SourceBreakpoint>> files = editor_->breakpoints();
  for (auto it = files.cbegin(); it != files.cend(); ++it) {
    for (const SourceBreakpoint& b : it.value()) {
      auto* item = new QTreeWidgetItem(list_);
      // File names and conditions come from the user's disk and settings: item text is
      // plain, and so is the tool tip.
      item->setText(Location, QStringLiteral("%1:%2").arg(QFileInfo(it.key()).fileName()).arg(b.line));
      item->setToolTip(Location, PlainText::toolTip(QStringLiteral("%1:%2").arg(it.key()).arg(b.line)));
      item->setText(StopsIn, stopsIn(b));
      item->setText(Condition, b.condition);
      item->setData(Location, kPathRole, it.key());
      item->setData(Location, kLineRole, b.line);
      item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
      item->setCheckState(Location, b.enabled ? Qt::Checked : Qt::Unchecked);
    }
  }
  refreshing_ = false;
  updateButtons();
}

void SourceBreakpointsView::onItemChanged(QTreeWidgetItem* item, int column)
{
  if (refreshing_ || column != Location)
    return;
  const QString path = item->data(Location, kPathRole).toString();
  const int line = item->data(Location, kLineRole).toInt();
  // The editor stores it and says so; refresh() then rebuilds the list.
  QMetaObject::invokeMethod(
      this, [this, path, line, on = item->checkState(Location) == Qt::Checked] { editor_->setBreakpointEnabled(path, line, on); },
      Qt::QueuedConnection);
}

void SourceBreakpointsView::open(QTreeWidgetItem* item)
{
  if (!item)
    return;
  const QString path = item->data(Location, kPathRole).toString();
  if (editor_->openFile(path))
    editor_->goToLine(item->data(Location, kLineRole).toInt());
}

void SourceBreakpointsView::removeSelected()
{
  QList<std::pair<QString, int>> chosen;
  for (const QTreeWidgetItem* item : list_->selectedItems())
    chosen.append({item->data(Location, kPathRole).toString(), item->data(Location, kLineRole).toInt()});
  for (const auto& [path, line] : chosen)
    editor_->removeBreakpoint(path, line);
}

void SourceBreakpointsView::updateButtons()
{
  remove_->setEnabled(!list_->selectedItems().isEmpty());
  removeAll_->setEnabled(list_->topLevelItemCount() > 0);
}

void SourceBreakpointsView::retranslateUi()
{
  list_->setHeaderLabels({tr("Line"), tr("Stops In"), tr("Condition")});
  remove_->setText(tr("Remove"));
  removeAll_->setText(tr("Remove All"));
  refresh();
}

void SourceBreakpointsView::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
