#include "widgets/wheel_guard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QScrollBar>
#include <QWheelEvent>

namespace Kibitz::App {

namespace {

// A value widget the wheel would change (a scroll bar is what the wheel is for).
bool changesValueOnWheel(const QObject* object)
{
  return qobject_cast<const QAbstractSpinBox*>(object) || qobject_cast<const QComboBox*>(object)
         || (qobject_cast<const QAbstractSlider*>(object) && !qobject_cast<const QScrollBar*>(object));
}

}  // namespace

void WheelGuard::install()
{
  static WheelGuard* guard = nullptr;
  if (guard || !qApp)
    return;
  guard = new WheelGuard(qApp);
  qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event)
{
  if (event->type() == QEvent::Polish && changesValueOnWheel(watched)) {
    // Qt gives such widgets the focus on a wheel event (WheelFocus), before any filter
    // could ask whether they had it: the wheel no longer focuses them.
    auto* widget = static_cast<QWidget*>(watched);
    if (widget->focusPolicy() == Qt::WheelFocus)
      widget->setFocusPolicy(Qt::StrongFocus);
    return false;
  }
  if (event->type() != QEvent::Wheel || !changesValueOnWheel(watched))
    return false;
  auto* widget = static_cast<QWidget*>(watched);
  if (widget->hasFocus())
    return false;
  for (QWidget* w = widget->parentWidget(); w; w = w->parentWidget())
    if (auto* area = qobject_cast<QAbstractScrollArea*>(w)) {
      QApplication::sendEvent(area->viewport(), event);
      break;
    }
  return true;
}

}  // namespace Kibitz::App
