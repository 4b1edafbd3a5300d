// BoardView's overlays: the toggles a board declares with addOverlay() and the Board
// panel lists (overlayNames(), overlayLabel()) and switches (setOverlay()).
#include "boards/board_view.h"

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

}  // namespace Kibitz::App
