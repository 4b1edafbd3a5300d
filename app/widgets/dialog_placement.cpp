#include "widgets/dialog_placement.h"

#include <QGuiApplication>
#include <QRect>
#include <QScreen>
#include <QWidget>

namespace Kibitz::App::DialogPlacement {

void keepClearOf(QWidget* dialog, const QWidget* keepVisible)
{
  if (!dialog || !keepVisible || !keepVisible->isVisible())
    return;
  const QRect avoid(keepVisible->mapToGlobal(QPoint(0, 0)), keepVisible->size());
  const QWidget* window = keepVisible->window();
  const QRect host = window->frameGeometry();
  const QScreen* screen = window->screen() ? window->screen() : QGuiApplication::primaryScreen();
  const QRect room = screen ? screen->availableGeometry() : host;
  const QSize size = dialog->frameGeometry().size().expandedTo(dialog->sizeHint());
  const int margin = 16;
  // Left of the editor, right of it, then the window's left and right edges.
  const QList<QPoint> candidates{
      {avoid.left() - size.width() - margin, host.top() + margin},
      {avoid.right() + margin, host.top() + margin},
      {host.left() + margin, host.top() + margin},
      {host.right() - size.width() - margin, host.top() + margin},
  };
  QPoint best = candidates.value(2);
  qint64 leastCovered = -1;
  for (QPoint p : candidates) {
    p.setX(std::clamp(p.x(), room.left(), std::max(room.left(), room.right() - size.width())));
    p.setY(std::clamp(p.y(), room.top(), std::max(room.top(), room.bottom() - size.height())));
    const QRect covered = QRect(p, size).intersected(avoid);
    const qint64 area = covered.isEmpty() ? 0 : qint64(covered.width()) * covered.height();
    if (leastCovered < 0 || area < leastCovered) {
      leastCovered = area;
      best = p;
    }
  }
  dialog->move(best);
}

}  // namespace Kibitz::App::DialogPlacement
