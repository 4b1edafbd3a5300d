#include "panels/state_filter_proxy.h"

#include "panels/state_tree_model.h"

#include <QJsonValue>

namespace Kibitz::App {

StateFilterProxy::StateFilterProxy(QObject* parent) : QSortFilterProxyModel(parent)
{
  setRecursiveFilteringEnabled(true);
  setAutoAcceptChildRows(true);
}

void StateFilterProxy::setFilterText(const QString& text)
{
  const QString trimmed = text.trimmed();
  if (trimmed == text_)
    return;
  text_ = trimmed;
  matchPaths_ = text_.contains(QLatin1Char('.')) || text_.contains(QLatin1Char('['));
  invalidateFilter();
}

bool StateFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
  if (text_.isEmpty())
    return true;
  const QModelIndex name = sourceModel()->index(sourceRow, StateTreeModel::NameColumn, sourceParent);
  const QModelIndex value = sourceModel()->index(sourceRow, StateTreeModel::ValueColumn, sourceParent);
  const auto matches = [this](const QVariant& text) { return text.toString().contains(text_, Qt::CaseInsensitive); };
  if (matches(name.data()))
    return true;
  const QJsonValue json = name.data(StateTreeModel::JsonValueRole).value<QJsonValue>();
  if (!json.isObject() && !json.isArray()) {
    // Both spellings of a value: as shown ("0,5" in Italian, "\"BREAK\"") and as copied.
    if (matches(value.data()) || matches(name.data(StateTreeModel::CopyTextRole)))
      return true;
  }
  return matchPaths_ && matches(name.data(StateTreeModel::PathRole));
}

}  // namespace Kibitz::App
