#include "events/events_filter.h"

#include "events/events_model.h"

namespace Kibitz::App {

void EventsFilter::setTurn(int turn)
{
  if (turn == turn_)
    return;
  turn_ = turn;
  invalidateRowsFilter();
}

void EventsFilter::setType(const QString& type)
{
  if (type == type_)
    return;
  type_ = type;
  invalidateRowsFilter();
}

void EventsFilter::setPlayer(int player)
{
  if (player == player_)
    return;
  player_ = player;
  invalidateRowsFilter();
}

void EventsFilter::setText(const QString& text)
{
  if (text == text_)
    return;
  text_ = text;
  invalidateRowsFilter();
}

bool EventsFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
  const QAbstractItemModel* source = sourceModel();
  const QModelIndex row = source->index(sourceRow, 0, sourceParent);
  if (turn_ >= 0 && row.data(EventsModel::TurnRole).toInt() != turn_)
    return false;
  if (!type_.isEmpty() && row.data(EventsModel::TypeRole).toString() != type_)
    return false;
  if (player_ != kAnyPlayer && row.data(EventsModel::PlayerRole).toInt() != player_)
    return false;
  if (text_.isEmpty())
    return true;
  for (int column : {int(EventsModel::LabelColumn), int(EventsModel::TextColumn), int(EventsModel::PlayerColumn)})
    if (source->index(sourceRow, column, sourceParent).data().toString().contains(text_, Qt::CaseInsensitive))
      return true;
  return false;
}

}  // namespace Kibitz::App
