#pragma once

#include <QAbstractItemModel>
#include <QBrush>
#include <QFont>
#include <QHash>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>

#include <memory>
#include <vector>

namespace Kibitz::App {

// The state of one turn as a tree (Name, Value), with the values that changed since the
// previous turn flagged. setState() updates the tree in place: rows are inserted or
// removed only where the structure changed and only changed rows emit dataChanged, so
// views keep their expansion, selection and scroll position while the user steps.
class StateTreeModel final : public QAbstractItemModel {
  Q_OBJECT
public:
  enum Column { NameColumn, ValueColumn, ColumnCount };
  enum Role {
    PathRole = Qt::UserRole + 1,  // QString, "players[0].energy"
    CopyTextRole,                 // QString, what "Copy value" puts on the clipboard
    JsonValueRole,                // QJsonValue
    ChangedRole,                  // bool: differs from the previous turn (or is new)
    ContainsChangeRole,           // bool: something below it changed
  };

  explicit StateTreeModel(QObject* parent = nullptr);
  ~StateTreeModel() override;

  // Shows `state`. `previous` is the state of the turn before, or null (turn 0): the
  // differences between the two are flagged.
  void setState(const QJsonObject& state, const QJsonObject* previous);
  void clear();
  // Re-reads the locale and the translated texts (after a language change).
  void refreshTexts();

  QModelIndex indexOfPath(const QString& path, int column = NameColumn) const;
  static QString pathOf(const QModelIndex& index);
  // "players[0]" for "players[0].energy", "players" for "players[0]", "" at the top.
  static QString parentPath(const QString& path);
  // How many values changed since the previous turn.
  int changedCount() const { return changedCount_; }

  QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
  QModelIndex parent(const QModelIndex& index) const override;
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  bool hasChildren(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
  struct Node;
  using NodePtr = std::unique_ptr<Node>;

  Node* nodeOf(const QModelIndex& index) const;
  QModelIndex indexOf(const Node* node, int column = NameColumn) const;
  NodePtr makeNode(const QString& name, const QString& path, const QJsonValue& value, Node* parent);
  void forget(const Node* node);
  void sync(Node* node, const QJsonValue& value);
  void syncObject(Node* node, const QJsonObject& object);
  void syncArray(Node* node, const QJsonArray& array);
  void syncChild(Node* node, int row, const QJsonValue& value);
  void insertChildren(Node* node, int row, std::vector<NodePtr> children);
  void removeChildren(Node* node, int first, int last);
  void markDirty(Node* node);
  void flagChanges(const QJsonObject& state, const QJsonObject* previous);
  void markChangedSubtree(Node* node);

  std::unique_ptr<Node> root_;
  QHash<QString, Node*> byPath_;
  QList<QString> flaggedPaths_;   // the nodes whose flags the last setState() raised
  std::vector<Node*> dirty_;      // nodes to announce with dataChanged after a sync
  quint64 generation_ = 0;        // marks nodes already in dirty_
  int changedCount_ = 0;
  QLocale locale_;
  QFont boldFont_;
  QBrush changedBrush_;
};

}  // namespace Kibitz::App
