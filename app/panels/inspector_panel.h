#pragma once

#include <QSet>
#include <QWidget>

class QAction;
class QLabel;
class QLineEdit;
class QTimer;
class QTreeView;

namespace Kibitz::App {

class ReplayDocument;
class StateFilterProxy;
class StateTreeModel;

// The Inspector: the whole state of the current turn as a tree, values changed since the
// previous turn highlighted, a filter, copy of values and paths. The rows the user
// expanded stay expanded while stepping and across replays of the same game.
class InspectorPanel final : public QWidget {
  Q_OBJECT
public:
  explicit InspectorPanel(ReplayDocument* document, QWidget* parent = nullptr);
  ~InspectorPanel() override;

  StateTreeModel* stateModel() const { return model_; }
  QTreeView* treeView() const { return view_; }
  // The path of the current row ("players[0].energy"), or empty.
  QString currentPath() const;
  QString filterText() const;

public slots:
  // Selects, reveals and scrolls to `path` (or its nearest existing ancestor); clears the
  // filter if it hides it. The Board calls this with paths such as "players[1]".
  void selectPath(const QString& path);
  // Filters at once (typing in the box waits for a pause first).
  void setFilterText(const QString& text);
  void copyValue();
  void copyPath();

signals:
  void currentPathChanged(const QString& path);

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void createActions();
  void onReplayReset();
  void showTurn(int turn);
  void updateStatus();
  void showContextMenu(const QPoint& position);
  void onExpansionChanged(const QModelIndex& index, bool expanded);
  void onRowsInserted(const QModelIndex& parent, int first, int last);
  void restoreExpansion(const QModelIndex& parent);
  void rememberAllContainers(const QModelIndex& parent);
  void expandByDefault();
  void applyFilter();

  ReplayDocument* document_;
  StateTreeModel* model_;
  StateFilterProxy* proxy_;
  QLineEdit* filterEdit_;
  QTimer* filterTimer_;
  QTreeView* view_;
  QLabel* statusLabel_;
  QAction* copyValueAction_ = nullptr;
  QAction* copyPathAction_ = nullptr;
  QAction* expandAllAction_ = nullptr;
  QAction* collapseAllAction_ = nullptr;
  QSet<QString> expandedPaths_;  // what the user expanded (filter off), by path
  QString gameId_;               // the game expandedPaths_ belongs to
  bool applyingExpansion_ = false;
};

}  // namespace Kibitz::App
