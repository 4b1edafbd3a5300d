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

void MarkedSlider::paintEvent(QPaintEvent* event)
{
  QSlider::paintEvent(event);
  if (marker_ < minimum() || marker_ > maximum())
    return;
  QStyleOptionSlider option;
  initStyleOption(&option);
  const QRect groove = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, this);
  const QRect handle = style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, this);
  const int span = groove.width() - handle.width();
  const int x = groove.x() + handle.width() / 2 +
                QStyle::sliderPositionFromValue(minimum(), maximum(), marker_, span, option.upsideDown);
  QPainter painter(this);
  painter.setPen(QPen(QColor(0xd0, 0x20, 0x20), 3));
  painter.drawLine(x, rect().top() + 1, x, rect().bottom() - 1);
}

}  // namespace Kibitz::App
