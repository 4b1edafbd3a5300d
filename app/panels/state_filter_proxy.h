#pragma once

#include <QSortFilterProxyModel>

namespace Kibitz::App {

// Filters a StateTreeModel: keeps the rows whose name or value contains the text (case
// insensitive), with their ancestors (to show where they are) and their descendants (a
// matching "players" keeps everything in it). A text with '.' or '[' is taken as a path
// and also matched against paths ("players[1].en").
class StateFilterProxy final : public QSortFilterProxyModel {
  Q_OBJECT
public:
  explicit StateFilterProxy(QObject* parent = nullptr);

  void setFilterText(const QString& text);
  QString filterText() const { return text_; }

protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
  QString text_;
  bool matchPaths_ = false;
};

}  // namespace Kibitz::App
