#pragma once

#include <QRectF>
#include <QTransform>

class QPainter;

namespace Kibitz::Debugger {
class EntityScene;
}

namespace Kibitz::App::EntityScenePainter {

// Where the scene's world (its width x height in world units) lands in `target`: scaled
// to fit, centred, its aspect kept.
QTransform worldToWidget(const Debugger::EntityScene& scene, const QRectF& target);

// Draws an SDK referee's graphic entities (tier 2, docs/external-games.md): rectangles,
// rounded rectangles, circles, lines, polygons, texts, groups (their position, scale,
// rotation and alpha apply to their children), by z-index then creation order. Sprites,
// sprite animations and bitmap texts are drawn as placeholders (a dashed box with the
// image's name): the referee jar's images are not at hand. Properties a referee never set
// take Kibitz's defaults (white fill, no outline, 26-unit black text).
void paint(QPainter& painter, const Debugger::EntityScene& scene, const QRectF& target);

}  // namespace Kibitz::App::EntityScenePainter
