#include "profile/flame_graph_view.h"

#include "widgets/plain_text.h"

#include <QHelpEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace Kibitz::App {

namespace {

// Boxes narrower than this are not drawn (their samples are in their caller's width).
constexpr double kMinBoxWidth = 0.5;

// Warm colours (a flame graph's convention), the same for a function on every turn:
// its name picks the hue between red and yellow. Kibitz's own markers are grey.
QColor boxColor(const QString& name)
{
  if (name.startsWith(QLatin1Char('[')))
    return QColor(0xb8, 0xb8, 0xb8);
  quint32 h = 2166136261u;  // FNV-1a: the same colour in every run (qHash is seeded per process)
  for (const QChar c : name)
    h = (h ^ c.unicode()) * 16777619u;
  return QColor::fromHsv(int(h % 50), 140 + int((h >> 8) % 70), 235);
}

}  // namespace

FlameGraphView::FlameGraphView(QWidget* parent) : QWidget(parent)
{
  setMouseTracking(true);
  setAttribute(Qt::WA_OpaquePaintEvent);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Minimum);
}

void FlameGraphView::setProfile(const Debugger::TurnProfile* profile)
{
  root_ = profile ? Debugger::FlameNode::of(*profile) : Debugger::FlameNode{};
  depth_ = root_.depth();
  layoutBoxes();
  updateGeometry();
  update();
}

void FlameGraphView::setHighlighted(const QString& function)
{
  if (function == highlighted_)
    return;
  highlighted_ = function;
  update();
}

int FlameGraphView::rowHeight() const
{
  return fontMetrics().height() + 6;
}

QSize FlameGraphView::sizeHint() const
{
  return {480, (depth_ + 1) * rowHeight() + 1};
}

QSize FlameGraphView::minimumSizeHint() const
{
  return {120, (depth_ + 1) * rowHeight() + 1};
}

void FlameGraphView::resizeEvent(QResizeEvent* event)
{
  QWidget::resizeEvent(event);
  layoutBoxes();
}

void FlameGraphView::layoutBoxes()
{
  boxes_.clear();
  if (root_.total > 0)
    addBoxes(root_, 0, width(), 0);
}

void FlameGraphView::addBoxes(const Debugger::FlameNode& node, double x, double width, int level)
{
  if (width < kMinBoxWidth)
    return;
  const int h = rowHeight();
  boxes_.append({QRectF(x, level * h, width, h - 1), &node, level});
  double childX = x;
  for (const Debugger::FlameNode& child : node.children) {
    const double childWidth = width * double(child.total) / double(node.total);
    addBoxes(child, childX, childWidth, level + 1);
    childX += childWidth;
  }
}

const FlameGraphView::Box* FlameGraphView::boxAt(const QPoint& position) const
{
  for (const Box& box : boxes_)
    if (box.rect.contains(position))
      return &box;
  return nullptr;
}

QString FlameGraphView::functionAt(const QPoint& position) const
{
  const Box* box = boxAt(position);
  return box && box->level > 0 ? box->node->name : QString();
}

QRect FlameGraphView::boxOf(const QString& function) const
{
  QRectF widest;
  for (const Box& box : boxes_)
    if (box.level > 0 && box.node->name == function && box.rect.width() > widest.width())
      widest = box.rect;
  return widest.toAlignedRect();
}

QString FlameGraphView::toolTipAt(const QPoint& position) const
{
  const Box* box = boxAt(position);
  if (!box)
    return {};
  const QLocale locale;
  const QString share = locale.toString(100.0 * double(box->node->total) / double(std::max<qint64>(root_.total, 1)), 'f', 1);
  if (box->level == 0)
    return tr("All the turn's samples: %1").arg(locale.toString(root_.total));
  return tr("%1\nSamples: %2 (%3% of the turn)\nIn the function itself: %4")
      .arg(box->node->name, locale.toString(box->node->total), share, locale.toString(box->node->self));
}

bool FlameGraphView::event(QEvent* event)
{
  if (PlainText::showToolTip(this, event, [this](const QPoint& at) { return toolTipAt(at); }))
    return true;
  return QWidget::event(event);
}

void FlameGraphView::mousePressEvent(QMouseEvent* event)
{
  const QString function = functionAt(event->position().toPoint());
  if (event->button() == Qt::LeftButton && !function.isEmpty()) {
    setHighlighted(function);
    emit functionClicked(function);
    event->accept();
    return;
  }
  QWidget::mousePressEvent(event);
}

void FlameGraphView::paintEvent(QPaintEvent*)
{
  QPainter painter(this);
  painter.fillRect(rect(), palette().color(QPalette::Base));
  const QColor text(0x20, 0x20, 0x20);  // on the warm boxes, in light and dark themes
  const QColor highlight = palette().color(QPalette::Highlight);
  for (const Box& box : std::as_const(boxes_)) {
    const QRectF r = box.rect.adjusted(0, 0, -1, 0);
    const bool isRoot = box.level == 0;
    painter.fillRect(r, isRoot ? palette().color(QPalette::AlternateBase) : boxColor(box.node->name));
    if (!isRoot && box.node->name == highlighted_) {
      painter.setPen(QPen(highlight, 2));
      painter.drawRect(r.adjusted(1, 1, -1, -1));
    }
    if (r.width() < 3 * fontMetrics().averageCharWidth())
      continue;
    const QString label = isRoot ? tr("all (%1 samples)").arg(QLocale().toString(root_.total)) : box.node->name;
    painter.setPen(isRoot ? palette().color(QPalette::Text) : text);
    // Drawn as plain text: the names come from the replay.
    painter.drawText(r.adjusted(3, 0, -2, 0), Qt::AlignVCenter | Qt::AlignLeft,
                     fontMetrics().elidedText(label, Qt::ElideRight, int(r.width()) - 5));
  }
}

}  // namespace Kibitz::App
