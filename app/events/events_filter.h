#pragma once

#include <QSortFilterProxyModel>

namespace Kibitz::App {

// Which events the Events panel lists: one turn or the whole match, one type or all, one
// player or all, and those whose label or text contains a piece of text.
class EventsFilter final : public QSortFilterProxyModel {
  Q_OBJECT
public:
  using QSortFilterProxyModel::QSortFilterProxyModel;

  static constexpr int kAnyPlayer = -2;
  void setTurn(int turn);  // -1: the whole match
  void setType(const QString& type);  // empty: every type
  void setPlayer(int player);  // kAnyPlayer: every player; -1: events of no player
  void setText(const QString& text);
  int turn() const { return turn_; }
  QString type() const { return type_; }

protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
  int turn_ = -1;
  QString type_;
  int player_ = kAnyPlayer;
  QString text_;
};

}  // namespace Kibitz::App
