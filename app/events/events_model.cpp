#include "events/events_model.h"

#include "document/replay_document.h"
#include "panels/game_terms.h"
#include "panels/player_labels.h"
#include "widgets/plain_text.h"

#include "core/game.h"

#include <QLocale>

namespace Kibitz::App {

EventsModel::EventsModel(ReplayDocument* document, QObject* parent) : QAbstractTableModel(parent), document_(document)
{
  connect(document_, &ReplayDocument::replayReset, this, &EventsModel::reset);
  connect(document_, &ReplayDocument::viewSeatChanged, this, &EventsModel::reset);
  connect(document_, &ReplayDocument::framesAppended, this, &EventsModel::append);
  reset();
}

const Rules::Event& EventsModel::event(int row) const
{
  const Ref& r = refs_[row];
  return document_->frame(r.turn).events[r.index];
}

void EventsModel::reset()
{
  beginResetModel();
  refs_.clear();
  if (document_->hasReplay())
    for (int t = 0; t <= document_->lastTurn(); ++t)
      for (int i = 0; i < document_->frame(t).events.size(); ++i)
        refs_.append({t, i});
  endResetModel();
}

void EventsModel::append(int first, int last)
{
  QList<Ref> added;
  for (int t = first; t <= last && t <= document_->lastTurn(); ++t)
    for (int i = 0; i < document_->frame(t).events.size(); ++i)
      added.append({t, i});
  if (added.isEmpty())
    return;
  beginInsertRows({}, int(refs_.size()), int(refs_.size() + added.size() - 1));
  refs_ << added;
  endInsertRows();
}

QList<QPair<QString, int>> EventsModel::typeCounts() const
{
  QHash<QString, int> counts;
  QStringList order;
  for (int row = 0; row < refs_.size(); ++row) {
    const QString& type = event(row).type;
    if (!counts.contains(type))
      order << type;
    ++counts[type];
  }
  QList<QPair<QString, int>> result;
  if (const Rules::Game* game = document_->game())
    for (const Rules::EventSpec& spec : game->info().events)
      if (counts.contains(spec.type)) {
        result.append({spec.type, counts.value(spec.type)});
        order.removeAll(spec.type);
      }
  for (const QString& type : order)
    result.append({type, counts.value(type)});
  return result;
}

int EventsModel::rowCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : int(refs_.size());
}

int EventsModel::columnCount(const QModelIndex& parent) const
{
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventsModel::data(const QModelIndex& index, int role) const
{
  if (!index.isValid() || index.row() >= refs_.size())
    return {};
  const Ref& r = refs_[index.row()];
  const Rules::Event& e = event(index.row());
  switch (role) {
  case TurnRole: return r.turn;
  case TypeRole: return e.type;
  case PlayerRole: return e.player;
  case IndexRole: return r.index;
  case Qt::DisplayRole:
    switch (index.column()) {
    case TurnColumn: return QLocale().toString(r.turn);
    case PlayerColumn: return e.player >= 0 ? PlayerLabels::label(document_->replay(), e.player) : QString();
    case LabelColumn: return eventLabel(document_->game(), e.type);
    case TextColumn: return e.text;
    }
    break;
  case Qt::ToolTipRole:
    // The game's text may come from a replay file: shown as it is.
    return index.column() == TextColumn || index.column() == PlayerColumn ? PlainText::toolTip(data(index, Qt::DisplayRole).toString()) : QVariant();
  case Qt::TextAlignmentRole:
    return index.column() == TurnColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
  }
  return {};
}

QVariant EventsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return {};
  switch (section) {
  case TurnColumn: return tr("Turn");
  case PlayerColumn: return tr("Player");
  case LabelColumn: return tr("Event");
  case TextColumn: return tr("Details");
  }
  return {};
}

void EventsModel::retranslate()
{
  if (!refs_.isEmpty())
    emit dataChanged(index(0, 0), index(int(refs_.size()) - 1, ColumnCount - 1));
  emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

}  // namespace Kibitz::App
