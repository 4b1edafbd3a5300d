#include "arena/win_rate_matrix.h"

#include "arena/arena_data.h"
#include "widgets/plain_text.h"

#include <QHeaderView>
#include <QLocale>
#include <QPainter>
#include <QStyledItemDelegate>

namespace Kibitz::App {

namespace {

class HeatDelegate final : public QStyledItemDelegate {
public:
  using QStyledItemDelegate::QStyledItemDelegate;
  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
  {
    const QVariant rate = index.data(WinRateModel::RateRole);
    painter->save();
    const QColor fill = rate.isValid() ? WinRateMatrix::heat(rate.toDouble()) : option.palette.color(QPalette::AlternateBase);
    painter->fillRect(option.rect.adjusted(1, 1, -1, -1), fill);
    if (option.state & QStyle::State_Selected) {
      painter->setPen(QPen(option.palette.color(QPalette::Highlight), 2));
      painter->drawRect(option.rect.adjusted(1, 1, -2, -2));
    }
    painter->setPen(rate.isValid() ? QColor(Qt::black) : option.palette.color(QPalette::Text));
    painter->drawText(option.rect, Qt::AlignCenter, index.data(Qt::DisplayRole).toString());
    painter->restore();
  }
};

}  // namespace

WinRateModel::WinRateModel(QObject* parent) : QAbstractTableModel(parent) {}

void WinRateModel::setData(const ArenaData& data)
{
  beginResetModel();
  names_ = data.names;
  const int n = int(names_.size());
  cells_ = QList<QList<HeadToHeadCell>>(n, QList<HeadToHeadCell>(n));
  for (const Debugger::Arena::MatchOutcome& o : data.outcomes) {
    for (int i = 0; i < o.seats.size(); ++i)
      for (int j = 0; j < o.seats.size(); ++j) {
        const int a = o.seats[i].entrant;
        const int b = o.seats[j].entrant;
        if (i == j || a == b || a < 0 || b < 0 || a >= n || b >= n)
          continue;
        HeadToHeadCell& c = cells_[a][b];
        if (o.seats[i].score > o.seats[j].score)
          ++c.wins;
        else if (o.seats[i].score < o.seats[j].score)
          ++c.losses;
        else
          ++c.draws;
      }
  }
  endResetModel();
}

int WinRateModel::rowCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : int(names_.size());
}

int WinRateModel::columnCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : int(names_.size());
}

QVariant WinRateModel::data(const QModelIndex& index, int role) const
{
  if (!index.isValid() || index.row() >= cells_.size() || index.column() >= cells_.size())
    return {};
  const HeadToHeadCell& c = cells_[index.row()][index.column()];
  const bool diagonal = index.row() == index.column();
  switch (role) {
  case Qt::DisplayRole:
    if (diagonal || c.games() == 0)
      return QStringLiteral("—");
    return tr("%1 %").arg(QLocale().toString(100.0 * c.rate(), 'f', 0));
  case RateRole:
    return diagonal || c.games() == 0 ? QVariant() : QVariant(c.rate());
  case Qt::ToolTipRole:
    if (diagonal)
      return {};
    // Bot names come from the results database.
    return PlainText::toolTip(tr("%1 against %2: %3 wins, %4 draws, %5 losses in %n match(es)", nullptr, c.games())
                                  .arg(names_[index.row()], names_[index.column()])
                                  .arg(c.wins)
                                  .arg(c.draws)
                                  .arg(c.losses));
  case Qt::TextAlignmentRole:
    return int(Qt::AlignCenter);
  default:
    return {};
  }
}

QVariant WinRateModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (section < 0 || section >= names_.size())
    return {};
  if (role == Qt::DisplayRole)
    return names_[section];
  if (role == Qt::DecorationRole)
    return entrantColor(section);
  if (role == Qt::ToolTipRole)
    return PlainText::toolTip(orientation == Qt::Vertical ? tr("%1's score rate against each bot").arg(names_[section])
                                                          : tr("The score rate of each bot against %1").arg(names_[section]));
  return {};
}

WinRateMatrix::WinRateMatrix(QWidget* parent) : QTableView(parent), model_(new WinRateModel(this))
{
  setModel(model_);
  setItemDelegate(new HeatDelegate(this));
  setEditTriggers(NoEditTriggers);
  setSelectionMode(SingleSelection);
  setShowGrid(false);
  horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  horizontalHeader()->setMinimumSectionSize(80);
  verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  verticalHeader()->setMinimumSectionSize(34);
}

QColor WinRateMatrix::heat(double rate)
{
  // From red (0: always beaten) through a pale yellow (0.5) to green (1: always won).
  rate = std::clamp(rate, 0.0, 1.0);
  const QColor low(0xe0, 0x4b, 0x4b), mid(0xf7, 0xf0, 0xb0), high(0x3c, 0xb0, 0x5a);
  const auto mix = [](const QColor& a, const QColor& b, double t) {
    return QColor::fromRgbF(float(a.redF() + (b.redF() - a.redF()) * t), float(a.greenF() + (b.greenF() - a.greenF()) * t),
                            float(a.blueF() + (b.blueF() - a.blueF()) * t));
  };
  return rate < 0.5 ? mix(low, mid, rate * 2) : mix(mid, high, (rate - 0.5) * 2);
}

}  // namespace Kibitz::App
