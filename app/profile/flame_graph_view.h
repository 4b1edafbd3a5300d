#pragma once

#include "profile/flame_tree.h"

#include <QList>
#include <QRectF>
#include <QWidget>

namespace Kibitz::App {

// One turn's profile as an icicle graph: all the turn's samples on the top row, each
// function called below its caller, as wide as its share of the samples. Hovering a box
// says the function, its samples and its share (as plain text: names come from the
// replay); clicking one asks for its source.
class FlameGraphView final : public QWidget {
  Q_OBJECT
public:
  explicit FlameGraphView(QWidget* parent = nullptr);

  // Shows `profile` (nothing when null).
  void setProfile(const Debugger::TurnProfile* profile);
  // Outlines every box of `function` (the table's current row); empty: none.
  void setHighlighted(const QString& function);
  QString highlighted() const { return highlighted_; }

  // The function drawn at `position` (empty for the top row or nothing), and the widest box
  // of `function` (for tests and the table's scrolling).
  QString functionAt(const QPoint& position) const;
  QRect boxOf(const QString& function) const;
  // The text of the tool tip at `position` (empty where there is none).
  QString toolTipAt(const QPoint& position) const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

signals:
  void functionClicked(const QString& function);

protected:
  bool event(QEvent* event) override;
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

private:
  struct Box {
    QRectF rect;
    const Debugger::FlameNode* node;
    int level;
  };
  int rowHeight() const;
  void layoutBoxes();
  void addBoxes(const Debugger::FlameNode& node, double x, double width, int level);
  const Box* boxAt(const QPoint& position) const;

  Debugger::FlameNode root_;
  int depth_ = 0;
  QList<Box> boxes_;
  QString highlighted_;
};

}  // namespace Kibitz::App
