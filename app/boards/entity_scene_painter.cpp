#include "boards/entity_scene_painter.h"

#include "external/entity_scene.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace Kibitz::App::EntityScenePainter {

namespace {

using Debugger::GraphicEntity;
using Type = GraphicEntity::Type;

constexpr int kMaxDepth = 32;              // groups within groups
constexpr double kDefaultFontSize = 26;    // world units
constexpr double kPlaceholderSide = 64;    // a sprite without a size
constexpr int kMaxPolygonPoints = 10'000;

QColor colorOf(const GraphicEntity& e, const QString& key, const QString& alphaKey, int fallback, double alpha)
{
  const int rgb = e.color(key) >= 0 ? e.color(key) : fallback;
  QColor color = QColor::fromRgb(QRgb(rgb));
  color.setAlphaF(float(std::clamp(e.number(alphaKey, 1) * alpha, 0.0, 1.0)));
  return color;
}

void setBrushAndPen(QPainter& p, const GraphicEntity& e, double alpha)
{
  p.setBrush(colorOf(e, QStringLiteral("f"), QStringLiteral("F"), 0xffffff, alpha));
  const double width = e.number(QStringLiteral("W"), 0);
  if (width > 0)
    p.setPen(QPen(colorOf(e, QStringLiteral("c"), QStringLiteral("A"), 0x000000, alpha), width));
  else
    p.setPen(Qt::NoPen);
}

class Painter {
public:
  Painter(QPainter& p, const Debugger::EntityScene& scene) : p_(p), scene_(scene)
  {
    for (const GraphicEntity& e : scene.entities())
      children_[e.parent] << e.id;
  }

  void drawChildren(int parent, double alpha, int depth)
  {
    QList<int> ids = children_.value(parent);
    // By z-index, then the latest created on top (as the module says).
    std::stable_sort(ids.begin(), ids.end(), [this](int a, int b) {
      return scene_.entity(a)->number(QStringLiteral("z"), 0) < scene_.entity(b)->number(QStringLiteral("z"), 0);
    });
    for (int id : ids)
      draw(*scene_.entity(id), alpha, depth);
  }

private:
  void draw(const GraphicEntity& e, double parentAlpha, int depth)
  {
    if (depth > kMaxDepth || e.text(QStringLiteral("v")) == QLatin1String("0"))
      return;
    const double alpha = parentAlpha * std::clamp(e.number(QStringLiteral("a"), 1), 0.0, 1.0);
    if (alpha <= 0)
      return;
    p_.save();
    p_.translate(e.number(QStringLiteral("x"), 0), e.number(QStringLiteral("y"), 0));
    p_.rotate(e.number(QStringLiteral("r"), 0));  // sent in degrees
    p_.scale(e.number(QStringLiteral("sx"), 1), e.number(QStringLiteral("sy"), 1));
    drawShape(e, alpha);
    if (e.isContainer())
      drawChildren(e.id, alpha, depth + 1);
    p_.restore();
  }

  void drawShape(const GraphicEntity& e, double alpha)
  {
    const double w = e.number(QStringLiteral("w"), 0);
    const double h = e.number(QStringLiteral("h"), 0);
    switch (e.type) {
    case Type::Rectangle:
      setBrushAndPen(p_, e, alpha);
      p_.drawRect(QRectF(0, 0, w, h));
      break;
    case Type::RoundedRectangle: {
      setBrushAndPen(p_, e, alpha);
      const double radius = e.number(QStringLiteral("R"), 0);
      p_.drawRoundedRect(QRectF(0, 0, w, h), radius, radius);
      break;
    }
    case Type::Circle: {
      setBrushAndPen(p_, e, alpha);
      const double radius = e.number(QStringLiteral("R"), 0);
      p_.drawEllipse(QPointF(0, 0), radius, radius);
      break;
    }
    case Type::Line: {
      // The end is where the referee put it, in the same units as the start.
      const QPointF end(e.number(QStringLiteral("X"), 0) - e.number(QStringLiteral("x"), 0),
                        e.number(QStringLiteral("Y"), 0) - e.number(QStringLiteral("y"), 0));
      p_.setPen(QPen(colorOf(e, QStringLiteral("c"), QStringLiteral("A"), 0x000000, alpha),
                     std::max(1.0, e.number(QStringLiteral("W"), 1))));
      p_.drawLine(QPointF(0, 0), end);
      break;
    }
    case Type::Polygon: {
      const QStringList values = e.text(QStringLiteral("ps")).split(QLatin1Char(','), Qt::SkipEmptyParts);
      QPolygonF polygon;
      for (qsizetype i = 0; i + 1 < values.size() && polygon.size() < kMaxPolygonPoints; i += 2)
        polygon << QPointF(values[i].toDouble(), values[i + 1].toDouble());
      setBrushAndPen(p_, e, alpha);
      p_.drawPolygon(polygon);
      break;
    }
    case Type::Text:
    case Type::BitmapText:
      drawText(e, alpha);
      break;
    case Type::Sprite:
    case Type::SpriteAnimation:
      drawPlaceholder(e, alpha);
      break;
    case Type::Group:
    case Type::BufferedGroup:
    case Type::Unknown:
      break;
    }
  }

  void drawText(const GraphicEntity& e, double alpha)
  {
    const QString text = e.text(QStringLiteral("T")).left(1000);
    if (text.isEmpty())
      return;
    QFont font = p_.font();
    font.setPixelSize(std::clamp(int(e.number(QStringLiteral("s"), kDefaultFontSize)), 1, 2000));
    const QString weight = e.text(QStringLiteral("fw"));
    font.setBold(weight == QLatin1String("bold") || weight.toInt() >= 600);
    p_.setFont(font);
    const QFontMetricsF metrics(font);
    const QSizeF size(metrics.horizontalAdvance(text), metrics.height());
    // The anchor (0..1 of the text's size) is the point placed at x, y.
    const QPointF topLeft(-e.number(QStringLiteral("ax"), 0) * size.width(), -e.number(QStringLiteral("ay"), 0) * size.height());
    p_.setPen(colorOf(e, QStringLiteral("f"), QStringLiteral("F"), 0x000000, alpha));
    p_.drawText(QRectF(topLeft, size), Qt::AlignLeft | Qt::AlignTop | Qt::TextDontClip, text);
  }

  void drawPlaceholder(const GraphicEntity& e, double alpha)
  {
    const double w = e.number(QStringLiteral("bw"), e.number(QStringLiteral("w"), kPlaceholderSide));
    const double h = e.number(QStringLiteral("bh"), e.number(QStringLiteral("h"), kPlaceholderSide));
    const QRectF box(-e.number(QStringLiteral("ax"), 0) * w, -e.number(QStringLiteral("ay"), 0) * h, w, h);
    QColor ink(90, 98, 114);
    ink.setAlphaF(float(alpha));
    QPen pen(ink, 2, Qt::DashLine);
    pen.setCosmetic(true);
    p_.setPen(pen);
    p_.setBrush(Qt::NoBrush);
    p_.drawRect(box);
    p_.drawLine(box.topLeft(), box.bottomRight());
    p_.drawLine(box.topRight(), box.bottomLeft());
    const QString image = e.text(e.type == Type::Sprite ? QStringLiteral("i") : QStringLiteral("I")).section(QLatin1Char(','), 0, 0);
    if (!image.isEmpty()) {
      QFont font = p_.font();
      font.setPixelSize(std::max(8, int(std::min(w, h) / 6)));
      p_.setFont(font);
      p_.drawText(box, Qt::AlignCenter | Qt::TextWrapAnywhere, image.left(80));
    }
  }

  QPainter& p_;
  const Debugger::EntityScene& scene_;
  QHash<int, QList<int>> children_;
};

}  // namespace

QTransform worldToWidget(const Debugger::EntityScene& scene, const QRectF& target)
{
  const QSizeF world = scene.world();
  if (world.isEmpty() || target.isEmpty())
    return {};
  const double scale = std::min(target.width() / world.width(), target.height() / world.height());
  QTransform t;
  t.translate(target.left() + (target.width() - world.width() * scale) / 2,
              target.top() + (target.height() - world.height() * scale) / 2);
  t.scale(scale, scale);
  return t;
}

void paint(QPainter& painter, const Debugger::EntityScene& scene, const QRectF& target)
{
  if (scene.isEmpty() || target.isEmpty())
    return;
  painter.save();
  painter.setClipRect(target);
  painter.setTransform(worldToWidget(scene, target), true);
  painter.setRenderHint(QPainter::Antialiasing);
  // The world's edge, so that an empty part of it reads as the board.
  painter.fillRect(QRectF(QPointF(0, 0), scene.world()), QColor(24, 28, 36));
  Painter(painter, scene).drawChildren(0, 1.0, 0);
  painter.restore();
}

}  // namespace Kibitz::App::EntityScenePainter
