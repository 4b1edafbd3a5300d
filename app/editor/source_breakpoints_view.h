#pragma once

#include <QWidget>

class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace Kibitz::App {

class EditorPanel;

// The Source Breakpoints list (issue #47, 13): every gutter breakpoint of every file, open
// or not, to review, disable and delete; a double click opens its line. It follows the
// editor's breakpoints as they change.
class SourceBreakpointsView final : public QWidget {
  Q_OBJECT
public:
  explicit SourceBreakpointsView(EditorPanel* editor, QWidget* parent = nullptr);

  QTreeWidget* list() const { return list_; }
  void refresh();
  // Opens `item`'s file at its line in the editor.
  void open(QTreeWidgetItem* item);
  void removeSelected();

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void onItemChanged(QTreeWidgetItem* item, int column);
  void updateButtons();

  EditorPanel* editor_;
  QTreeWidget* list_;
  QPushButton* remove_;
  QPushButton* removeAll_;
  bool refreshing_ = false;
};

}  // namespace Kibitz::App
