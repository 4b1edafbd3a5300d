#pragma once

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QSizeF>
#include <QString>

namespace Kibitz::Debugger {

struct Replay;

// One shape of the CodinGame SDK's graphic entity module as it stands at the end of a
// frame (docs/external-games.md, "Tier 2"): its type and every property the referee set,
// by the module's short keys ("x", "w", "f" for the fill colour, "T" for a text, "ch" for
// a group's children...). Values are kept as the referee wrote them.
struct GraphicEntity {
  enum class Type { Rectangle, RoundedRectangle, Circle, Line, Polygon, Text, BitmapText, Group, BufferedGroup, Sprite,
                    SpriteAnimation, Unknown };
  int id = 0;
  Type type = Type::Unknown;
  QHash<QString, QString> properties;
  int parent = 0;  // the group that holds it (0: none)

  double number(const QString& key, double fallback) const;
  QString text(const QString& key) const { return properties.value(key); }
  bool has(const QString& key) const { return properties.contains(key); }
  // Colours are RGB integers (0xRRGGBB in decimal); -1 when not set or not a colour.
  int color(const QString& key) const;
  bool isContainer() const { return type == Type::Group || type == Type::BufferedGroup; }
};

// The graphic entity module's scene at one frame, rebuilt from the replay's cg VIEW frames:
// each frame's `entitymodule` text (lines starting with C: create, U: update, L: sprite
// sheets, W: world commits) applied in order, each update's instants (0..1) in order, so
// that the scene is the frame's end state (no tweening). Written from the format's public
// description; no SDK code. Every byte is the referee's: bounded, and a malformed command
// is skipped and named in errors(), never fatal.
class EntityScene {
public:
  static constexpr int kMaxEntities = 10'000;
  static constexpr qsizetype kMaxFrameChars = qsizetype(4) << 20;
  static constexpr int kMaxErrors = 20;

  // The scene at replay frame `turn` (frames 0..turn applied); empty when the replay's
  // frames hold no graphic entity module data.
  static EntityScene at(const Replay& replay, int turn);
  // Whether the replay's first frame carries the module's data (tier 2).
  static bool inReplay(const Replay& replay);

  // Applies one frame's module text.
  void apply(const QString& frameData);
  // The world's size from the module's global data ({"width", "height"}), 1920 x 1080
  // when the referee kept the default.
  void setWorld(const QJsonObject& global);

  bool isEmpty() const { return entities_.isEmpty(); }
  QSizeF world() const { return world_; }
  const QList<GraphicEntity>& entities() const { return entities_; }
  const GraphicEntity* entity(int id) const;
  const QStringList& errors() const { return errors_; }
  // The frames applied (tests).
  int framesApplied() const { return frames_; }

private:
  void create(const QString& types);
  void update(const QString& entries);
  void applyEntry(const QStringList& tokens);
  void error(const QString& text);

  QSizeF world_{1920, 1080};
  QList<GraphicEntity> entities_;  // by id: entities_[id - 1]
  QStringList errors_;
  int frames_ = 0;
};

}  // namespace Kibitz::Debugger
