#include "widgets/transport_icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace Kibitz::App {

namespace {

// A triangle pointing right (or left) in the box x..x+w of a 16-unit square.
QPainterPath triangle(double x, double w, bool right)
{
  QPainterPath path;
  if (right) {
    path.moveTo(x, 3);
    path.lineTo(x + w, 8);
    path.lineTo(x, 13);
  } else {
    path.moveTo(x + w, 3);
    path.lineTo(x, 8);
    path.lineTo(x + w, 13);
  }
  path.closeSubpath();
  return path;
}

QPixmap draw(TransportIcon which, int size, const QColor& color)
{
  QPixmap pixmap(size, size);
  pixmap.fill(Qt::transparent);
  QPainter p(&pixmap);
  p.setRenderHint(QPainter::Antialiasing);
  p.scale(size / 16.0, size / 16.0);
  p.setPen(Qt::NoPen);
  p.setBrush(color);
  const auto bar = [&](double x) { p.drawRect(QRectF(x, 3, 2, 10)); };
  switch (which) {
  // Media-player conventions: |<< first, << ten back, <| one back, < play backwards,
  // > play, |> one on, >> ten on, >>| last.
  case TransportIcon::First: bar(1); p.drawPath(triangle(3, 6, false)); p.drawPath(triangle(9, 6, false)); break;
  case TransportIcon::Last: p.drawPath(triangle(1, 6, true)); p.drawPath(triangle(7, 6, true)); bar(13); break;
  case TransportIcon::Back10: p.drawPath(triangle(1, 7, false)); p.drawPath(triangle(8, 7, false)); break;
  case TransportIcon::Forward10: p.drawPath(triangle(1, 7, true)); p.drawPath(triangle(8, 7, true)); break;
  case TransportIcon::Previous: p.drawPath(triangle(3, 7, false)); bar(11); break;
  case TransportIcon::Next: bar(3); p.drawPath(triangle(6, 7, true)); break;
  case TransportIcon::Play: p.drawPath(triangle(4, 9, true)); break;
  case TransportIcon::PlayBackward: p.drawPath(triangle(3, 9, false)); break;
  case TransportIcon::Pause: bar(4); bar(10); break;
  }
  return pixmap;
}

const char* themeName(TransportIcon which)
{
  switch (which) {
  case TransportIcon::First: return "media-skip-backward";
  case TransportIcon::Back10: return "media-seek-backward";
  case TransportIcon::Previous: return "go-previous";
  case TransportIcon::PlayBackward: return "media-playback-start-rtl";
  case TransportIcon::Play: return "media-playback-start";
  case TransportIcon::Pause: return "media-playback-pause";
  case TransportIcon::Next: return "go-next";
  case TransportIcon::Forward10: return "media-seek-forward";
  case TransportIcon::Last: return "media-skip-forward";
  }
  return "";
}

}  // namespace

QIcon transportIcon(TransportIcon which)
{
  QIcon fallback;
  for (int size : {16, 22, 24, 32, 48}) {
    fallback.addPixmap(draw(which, size, QColor(0x37, 0x47, 0x4f)), QIcon::Normal);
    fallback.addPixmap(draw(which, size, QColor(0xa0, 0xa8, 0xad)), QIcon::Disabled);
  }
  return QIcon::fromTheme(QString::fromLatin1(themeName(which)), fallback);
}

}  // namespace Kibitz::App
