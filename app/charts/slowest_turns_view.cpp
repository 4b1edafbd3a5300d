#include "charts/slowest_turns_view.h"

#include "panels/cost_text.h"
#include "panels/panel_style.h"
#include "widgets/plain_text.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {

constexpr int kVisibleRows = 5;  // then it scrolls: the chart above keeps the room

enum Column { TurnColumn, WallColumn, CpuColumn, ShareColumn, ColumnCount };

}  // namespace

SlowestTurnsView::SlowestTurnsView(QWidget* parent)
    : QWidget(parent), caption_(PlainText::label(this)), table_(new QTreeWidget(this))
{
  QFont bold = caption_->font();
  bold.setBold(true);
  caption_->setFont(bold);
  table_->setColumnCount(ColumnCount);
  table_->setRootIsDecorated(false);
  table_->setUniformRowHeights(true);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->header()->setStretchLastSection(false);
  table_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 0, 4, 6);
  layout->setSpacing(2);
  layout->addWidget(caption_);
  layout->addWidget(table_);
  // A click (or Enter) on a row goes to its turn.
  const auto go = [this](QTreeWidgetItem* item) {
    if (item)
      emit turnClicked(item->data(TurnColumn, Qt::UserRole).toInt());
  };
  connect(table_, &QTreeWidget::itemClicked, this, go);
  connect(table_, &QTreeWidget::itemActivated, this, go);
  retranslateUi();
}

void SlowestTurnsView::setSummary(const QString& seatLabel, const Debugger::SeatCost::Summary& summary)
{
  seatLabel_ = seatLabel;
  summary_ = summary;
  fill();
}

void SlowestTurnsView::retranslateUi()
{
  table_->setHeaderLabels({tr("Turn"), tr("Reply (ms)"), tr("CPU (ms)"), tr("Of the limit")});
  table_->setToolTip(tr("Click a turn to go there"));
  fill();
}

void SlowestTurnsView::fill()
{
  //: Above a table of one bot's slowest replies: "Slowest turns of alice (player 0)".
  caption_->setText(tr("Slowest turns of %1").arg(seatLabel_));
  table_->clear();
  const QLocale locale;
  const QString none = QStringLiteral("—");
  for (const Debugger::SeatCost::Turn& turn : std::as_const(summary_.slowest)) {
    auto* item = new QTreeWidgetItem(table_);
    item->setText(TurnColumn, locale.toString(turn.frame));
    item->setData(TurnColumn, Qt::UserRole, turn.frame);
    item->setText(WallColumn, CostText::ms(turn.wallMs));
    item->setText(CpuColumn, turn.cpuMs >= 0 ? CostText::ms(turn.cpuMs) : none);
    item->setText(ShareColumn, turn.limitMs > 0 ? tr("%1%").arg(locale.toString(100.0 * turn.wallMs / turn.limitMs, 'f', 0)) : none);
    for (int c = TurnColumn; c < ColumnCount; ++c)
      item->setTextAlignment(c, Qt::AlignRight | Qt::AlignVCenter);
    if (Debugger::SeatCost::nearLimit(turn.wallMs, turn.limitMs))
      item->setForeground(ShareColumn, PanelStyle::warningColor(palette()));
  }
  // Tall enough for a few rows, never more than it holds.
  const int rows = std::clamp(int(summary_.slowest.size()), 1, kVisibleRows);
  const int rowHeight = table_->sizeHintForRow(0) > 0 ? table_->sizeHintForRow(0) : fontMetrics().height() + 4;
  table_->setFixedHeight(table_->header()->sizeHint().height() + rows * rowHeight + 2 * table_->frameWidth() + 2);
}

int SlowestTurnsView::rowCount() const
{
  return table_->topLevelItemCount();
}

int SlowestTurnsView::rowTurn(int row) const
{
  const QTreeWidgetItem* item = table_->topLevelItem(row);
  return item ? item->data(TurnColumn, Qt::UserRole).toInt() : -1;
}

QString SlowestTurnsView::cellText(int row, int column) const
{
  const QTreeWidgetItem* item = table_->topLevelItem(row);
  return item ? item->text(column) : QString();
}

QString SlowestTurnsView::captionText() const
{
  return caption_->text();
}

}  // namespace Kibitz::App
