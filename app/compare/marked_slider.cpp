#include "compare/marked_slider.h"

#include <QPainter>
#include <QStyleOptionSlider>

namespace Kibitz::App {

MarkedSlider::MarkedSlider(QWidget* parent) : QSlider(Qt::Horizontal, parent) {}

void MarkedSlider::setMarker(int value)
{
  marker_ = value;
  update();
}

void MarkedSlider::setTicks(const QList<int>& values)
{
  ticks_ = values;
  update();
}

void MarkedSlider::paintEvent(QPaintEvent* event)
{
  QSlider::paintEvent(event);
  QStyleOptionSlider option;
  initStyleOption(&option);
  const QRect groove = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
  const QRect handle = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
  const int span = groove.width() - handle.width();
  const auto xOf = [&](int value) {
    return groove.x() + handle.width() / 2 + QStyle::sliderPositionFromValue(minimum(), maximum(), value, span, option.upsideDown);
  };
  QPainter painter(this);
  painter.setPen(QPen(QColor(0xe0, 0x8a, 0x00), 2));
  for (const int tick : std::as_const(ticks_))
    if (tick >= minimum() && tick <= maximum())
      painter.drawLine(xOf(tick), rect().bottom() - 5, xOf(tick), rect().bottom() - 1);
  if (marker_ < minimum() || marker_ > maximum())
    return;
  painter.setPen(QPen(QColor(0xd0, 0x20, 0x20), 3));
  painter.drawLine(xOf(marker_), rect().top() + 1, xOf(marker_), rect().bottom() - 1);
}

}  // namespace Kibitz::App
