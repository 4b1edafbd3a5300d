#include "panels/state_tree_model.h"

#include "panels/json_value_text.h"
#include "widgets/plain_text.h"

#include "replay/json_diff.h"

#include <QGuiApplication>
#include <QJsonArray>
#include <QPalette>
#include <QSet>

namespace Kibitz::App {

namespace {

// Enough for any real state; beyond it only the first changes are flagged.
constexpr qsizetype kMaxFlaggedChanges = 20000;

enum class Kind { Leaf, Object, Array };

Kind kindOf(const QJsonValue& value)
{
  return value.isObject() ? Kind::Object : value.isArray() ? Kind::Array : Kind::Leaf;
}

// The same spelling as JsonDiff, so that its paths find our nodes.
QString memberPath(const QString& parent, const QString& key)
{
  return parent.isEmpty() ? key : parent + QLatin1Char('.') + key;
}

QString elementPath(const QString& parent, qsizetype i)
{
  return QStringLiteral("%1[%2]").arg(parent).arg(i);
}

QLocale displayLocale()
{
  QLocale locale;
  // "1.000" reads as a decimal to programmers in Italian; state values are plain numbers.
  locale.setNumberOptions(QLocale::OmitGroupSeparator);
  return locale;
}

}  // namespace

struct StateTreeModel::Node {
  QString name;   // "energy", or "[0]" for an array element
  QString path;   // "players[0].energy"
  QJsonValue value;
  QJsonValue previous;  // the value at the previous turn, when `changed`
  Node* parent = nullptr;
  int row = 0;
  bool changed = false;
  bool containsChange = false;
  quint64 dirtyGeneration = 0;
  std::vector<NodePtr> children;
};

StateTreeModel::StateTreeModel(QObject* parent)
    : QAbstractItemModel(parent), root_(std::make_unique<Node>()), locale_(displayLocale())
{
  root_->value = QJsonObject();
  boldFont_.setBold(true);  // only the weight is set: views keep their own family and size
  changedBrush_ = QColor(255, 183, 0, 80);  // translucent amber: readable on light and dark bases
}

StateTreeModel::~StateTreeModel() = default;

void StateTreeModel::refreshTexts()
{
  locale_ = displayLocale();
  emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
  emit layoutAboutToBeChanged();
  emit layoutChanged();
}

void StateTreeModel::clear()
{
  beginResetModel();
  root_ = std::make_unique<Node>();
  root_->value = QJsonObject();
  byPath_.clear();
  flaggedPaths_.clear();
  changedCount_ = 0;
  endResetModel();
}

void StateTreeModel::setState(const QJsonObject& state, const QJsonObject* previous)
{
  ++generation_;
  dirty_.clear();
  sync(root_.get(), state);
  flagChanges(state, previous);
  for (Node* node : dirty_)
    emit dataChanged(indexOf(node, NameColumn), indexOf(node, ValueColumn));
  dirty_.clear();
}

// --- structure ---------------------------------------------------------------------

StateTreeModel::NodePtr StateTreeModel::makeNode(const QString& name, const QString& path, const QJsonValue& value,
                                                 Node* parent)
{
  auto node = std::make_unique<Node>();
  node->name = name;
  node->path = path;
  node->value = value;
  node->parent = parent;
  byPath_.insert(path, node.get());
  if (value.isObject()) {
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
      node->children.push_back(makeNode(it.key(), memberPath(path, it.key()), it.value(), node.get()));
  } else if (value.isArray()) {
    const QJsonArray array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i)
      node->children.push_back(makeNode(QStringLiteral("[%1]").arg(i), elementPath(path, i), array[i], node.get()));
  }
  for (size_t i = 0; i < node->children.size(); ++i)
    node->children[i]->row = int(i);
  return node;
}

void StateTreeModel::forget(const Node* node)
{
  byPath_.remove(node->path);
  for (const NodePtr& child : node->children)
    forget(child.get());
}

void StateTreeModel::insertChildren(Node* node, int row, std::vector<NodePtr> children)
{
  if (children.empty())
    return;
  beginInsertRows(indexOf(node), row, row + int(children.size()) - 1);
  node->children.insert(node->children.begin() + row, std::make_move_iterator(children.begin()),
                        std::make_move_iterator(children.end()));
  for (size_t i = size_t(row); i < node->children.size(); ++i)
    node->children[i]->row = int(i);
  endInsertRows();
}

void StateTreeModel::removeChildren(Node* node, int first, int last)
{
  beginRemoveRows(indexOf(node), first, last);
  for (int i = first; i <= last; ++i)
    forget(node->children[size_t(i)].get());
  node->children.erase(node->children.begin() + first, node->children.begin() + last + 1);
  for (size_t i = size_t(first); i < node->children.size(); ++i)
    node->children[i]->row = int(i);
  endRemoveRows();
}

// --- in-place update ---------------------------------------------------------------

void StateTreeModel::markDirty(Node* node)
{
  if (node == root_.get() || node->dirtyGeneration == generation_)
    return;
  node->dirtyGeneration = generation_;
  dirty_.push_back(node);
}

// `node` has the same kind (leaf, object, array) as `value`.
void StateTreeModel::sync(Node* node, const QJsonValue& value)
{
  if (node->value == value)
    return;  // the whole subtree is unchanged: nothing to visit
  node->value = value;
  markDirty(node);
  if (value.isObject())
    syncObject(node, value.toObject());
  else if (value.isArray())
    syncArray(node, value.toArray());
}

void StateTreeModel::syncChild(Node* node, int row, const QJsonValue& value)
{
  Node* child = node->children[size_t(row)].get();
  if (kindOf(child->value) == kindOf(value)) {
    sync(child, value);
    return;
  }
  // A leaf became an object or the like: replace the row.
  const QString name = child->name;
  const QString path = child->path;
  removeChildren(node, row, row);
  std::vector<NodePtr> replacement;
  replacement.push_back(makeNode(name, path, value, node));
  insertChildren(node, row, std::move(replacement));
}

void StateTreeModel::syncObject(Node* node, const QJsonObject& object)
{
  // Members that disappeared, removed in runs from the end so rows stay valid.
  for (int i = int(node->children.size()) - 1; i >= 0;) {
    if (object.contains(node->children[size_t(i)]->name)) {
      --i;
      continue;
    }
    int first = i;
    while (first > 0 && !object.contains(node->children[size_t(first - 1)]->name))
      --first;
    removeChildren(node, first, i);
    i = first - 1;
  }
  // The survivors must be in the object's key order (QJsonObject sorts its keys, so they
  // are); otherwise this level is rebuilt.
  const QStringList keys = object.keys();
  QStringList survivors;
  QSet<QString> survivorSet;
  for (const NodePtr& child : node->children) {
    survivors << child->name;
    survivorSet.insert(child->name);
  }
  QStringList keptKeys;
  for (const QString& key : keys)
    if (survivorSet.contains(key))
      keptKeys << key;
  if (keptKeys != survivors && !node->children.empty())
    removeChildren(node, 0, int(node->children.size()) - 1);
  // New members, inserted in runs where the key order puts them.
  size_t row = 0;
  for (qsizetype k = 0; k < keys.size();) {
    if (row < node->children.size() && node->children[row]->name == keys[k]) {
      ++row;
      ++k;
      continue;
    }
    std::vector<NodePtr> added;
    for (; k < keys.size() && !(row < node->children.size() && node->children[row]->name == keys[k]); ++k)
      added.push_back(makeNode(keys[k], memberPath(node->path, keys[k]), object.value(keys[k]), node));
    const size_t count = added.size();
    insertChildren(node, int(row), std::move(added));
    row += count;
  }
  for (size_t i = 0; i < node->children.size(); ++i)
    syncChild(node, int(i), object.value(node->children[i]->name));
}

void StateTreeModel::syncArray(Node* node, const QJsonArray& array)
{
  const int had = int(node->children.size());
  const int has = int(array.size());
  if (has < had) {
    removeChildren(node, has, had - 1);
  } else if (has > had) {
    std::vector<NodePtr> added;
    for (int i = had; i < has; ++i)
      added.push_back(makeNode(QStringLiteral("[%1]").arg(i), elementPath(node->path, i), array[i], node));
    insertChildren(node, had, std::move(added));
  }
  for (int i = 0; i < std::min(had, has); ++i)
    syncChild(node, i, array[i]);
}

// --- change flags --------------------------------------------------------------------

void StateTreeModel::markChangedSubtree(Node* node)
{
  node->changed = true;
  flaggedPaths_.append(node->path);
  markDirty(node);
  for (const NodePtr& child : node->children)
    markChangedSubtree(child.get());
}

void StateTreeModel::flagChanges(const QJsonObject& state, const QJsonObject* previous)
{
  for (const QString& path : std::as_const(flaggedPaths_)) {
    if (Node* node = byPath_.value(path)) {
      node->changed = node->containsChange = false;
      node->previous = QJsonValue();
      markDirty(node);
    }
  }
  flaggedPaths_.clear();
  changedCount_ = 0;
  if (!previous)
    return;
  const QList<Debugger::JsonDiff::Difference> differences =
      Debugger::JsonDiff::differences(*previous, state, kMaxFlaggedChanges);
  changedCount_ = int(differences.size());
  for (const Debugger::JsonDiff::Difference& difference : differences) {
    // A removed member has no node: its parent is flagged as containing the change.
    QString path = difference.path;
    Node* node = byPath_.value(path);
    if (node) {
      node->previous = difference.left;
      markChangedSubtree(node);  // a new container is new all the way down
      node = node->parent;
    } else {
      while (!node && !path.isEmpty()) {
        path = parentPath(path);
        node = path.isEmpty() ? root_.get() : byPath_.value(path);
      }
    }
    for (; node && node != root_.get() && !node->containsChange; node = node->parent) {
      node->containsChange = true;
      flaggedPaths_.append(node->path);
      markDirty(node);
    }
  }
}

// --- lookups -------------------------------------------------------------------------

QString StateTreeModel::parentPath(const QString& path)
{
  if (path.endsWith(QLatin1Char(']'))) {
    const qsizetype open = path.lastIndexOf(QLatin1Char('['));
    return open < 0 ? QString() : path.left(open);
  }
  const qsizetype dot = path.lastIndexOf(QLatin1Char('.'));
  return dot < 0 ? QString() : path.left(dot);
}

QModelIndex StateTreeModel::indexOfPath(const QString& path, int column) const
{
  const Node* node = byPath_.value(path);
  return node ? indexOf(node, column) : QModelIndex();
}

QString StateTreeModel::pathOf(const QModelIndex& index)
{
  return index.data(PathRole).toString();
}

StateTreeModel::Node* StateTreeModel::nodeOf(const QModelIndex& index) const
{
  return index.isValid() ? static_cast<Node*>(index.internalPointer()) : root_.get();
}

QModelIndex StateTreeModel::indexOf(const Node* node, int column) const
{
  if (!node || node == root_.get())
    return {};
  return createIndex(node->row, column, const_cast<Node*>(node));
}

// --- QAbstractItemModel --------------------------------------------------------------

QModelIndex StateTreeModel::index(int row, int column, const QModelIndex& parent) const
{
  const Node* node = nodeOf(parent);
  if (row < 0 || row >= int(node->children.size()) || column < 0 || column >= ColumnCount)
    return {};
  return createIndex(row, column, node->children[size_t(row)].get());
}

QModelIndex StateTreeModel::parent(const QModelIndex& index) const
{
  if (!index.isValid())
    return {};
  return indexOf(nodeOf(index)->parent);
}

int StateTreeModel::rowCount(const QModelIndex& parent) const
{
  if (parent.column() > 0)
    return 0;
  return int(nodeOf(parent)->children.size());
}

int StateTreeModel::columnCount(const QModelIndex&) const
{
  return ColumnCount;
}

bool StateTreeModel::hasChildren(const QModelIndex& parent) const
{
  return rowCount(parent) > 0;
}

QVariant StateTreeModel::data(const QModelIndex& index, int role) const
{
  if (!index.isValid())
    return {};
  const Node* node = nodeOf(index);
  const bool isContainer = node->value.isObject() || node->value.isArray();
  switch (role) {
  case Qt::DisplayRole:
    return index.column() == NameColumn ? node->name : JsonValueText::display(node->value, locale_);
  case Qt::ToolTipRole:
    // Keys and values come from the replay file.
    if (!node->changed)
      return PlainText::toolTip(node->path);
    if (node->previous.isUndefined())
      return PlainText::toolTip(tr("%1\nNew at this turn").arg(node->path));
    return PlainText::toolTip(tr("%1\nPrevious turn: %2").arg(node->path, JsonValueText::display(node->previous, locale_)));
  case Qt::FontRole:
    if (node->changed || (index.column() == NameColumn && node->containsChange))
      return boldFont_;
    return {};
  case Qt::BackgroundRole:
    return node->changed ? QVariant(changedBrush_) : QVariant();
  case Qt::ForegroundRole:
    // Container summaries ("3 items") are not values: shown muted.
    if (index.column() == ValueColumn && isContainer)
      return QGuiApplication::palette().brush(QPalette::PlaceholderText);
    return {};
  case PathRole:
    return node->path;
  case CopyTextRole:
    return JsonValueText::copy(node->value);
  case JsonValueRole:
    return QVariant::fromValue(node->value);
  case ChangedRole:
    return node->changed;
  case ContainsChangeRole:
    return node->containsChange;
  default:
    return {};
  }
}

QVariant StateTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
    return {};
  return section == NameColumn ? tr("Name") : tr("Value");
}

}  // namespace Kibitz::App
