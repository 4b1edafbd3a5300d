// BoardView's shared behaviour: the overlays a board declares with addOverlay() (which
// the Board panel lists and switches), and tooltips from tooltipAt().
#include "boards/board_view.h"

#include "widgets/plain_text.h"

#include <QHelpEvent>
#include <QToolTip>

namespace Kibitz::App {

void BoardView::addOverlay(const QString& name, bool* flag, std::function<QString()> label, std::function<void()> changed)
{
  overlays_.append({name, flag, std::move(label), std::move(changed)});
}

const BoardView::Overlay* BoardView::findOverlay(const QString& name) const
{
  for (const Overlay& overlay : overlays_)
    if (overlay.name == name)
      return &overlay;
  return nullptr;
}

QStringList BoardView::overlayNames() const
{
  QStringList names;
  for (const Overlay& overlay : overlays_)
    names << overlay.name;
  return names;
}

QString BoardView::overlayLabel(const QString& name) const
{
  const Overlay* overlay = findOverlay(name);
  return overlay ? overlay->label() : name;
}

void BoardView::setOverlay(const QString& name, bool on)
{
  const Overlay* overlay = findOverlay(name);
  if (!overlay)
    return;
  *overlay->flag = on;
  if (overlay->changed)
    overlay->changed();
  update();
}

bool BoardView::overlay(const QString& name) const
{
  const Overlay* overlay = findOverlay(name);
  return overlay && *overlay->flag;
}

bool BoardView::event(QEvent* event)
{
  if (PlainText::showToolTip(this, event, [this](const QPoint& at) { return tooltipAt(at); }))
    return true;
  return QWidget::event(event);
}

}  // namespace Kibitz::App
