#include "external/entity_scene.h"

#include "replay/replay.h"

#include <QSet>

#include <cmath>

namespace Kibitz::Debugger {

namespace {

const QString kModule = QStringLiteral("entitymodule");

GraphicEntity::Type typeOf(QStringView code)
{
  using Type = GraphicEntity::Type;
  static const QHash<QString, Type> types{
      {QStringLiteral("R"), Type::Rectangle},  {QStringLiteral("K"), Type::RoundedRectangle},
      {QStringLiteral("C"), Type::Circle},     {QStringLiteral("L"), Type::Line},
      {QStringLiteral("P"), Type::Polygon},    {QStringLiteral("T"), Type::Text},
      {QStringLiteral("X"), Type::BitmapText}, {QStringLiteral("G"), Type::Group},
      {QStringLiteral("B"), Type::BufferedGroup}, {QStringLiteral("S"), Type::Sprite},
      {QStringLiteral("A"), Type::SpriteAnimation}};
  return types.value(code.trimmed().toString(), Type::Unknown);
}

// A transition curve written after a value: not a value of ours (no tweening).
bool isCurve(const QString& token)
{
  static const QSet<QString> curves{QStringLiteral("_"), QStringLiteral("\u0393"), QStringLiteral("/"),
                                    QStringLiteral("\u222B"), QStringLiteral("~")};
  return curves.contains(token);
}

// The update entries of a U line: entries split at ';', tokens at ' ', both outside a
// quoted text ('...', where \' is a quote).
QList<QStringList> entries(const QString& text)
{
  QList<QStringList> out{{}};
  QString token;
  bool quoted = false;
  bool hadToken = false;
  const auto endToken = [&] {
    if (hadToken || !token.isEmpty())
      out.last() << token;
    token.clear();
    hadToken = false;
  };
  for (qsizetype i = 0; i < text.size(); ++i) {
    const QChar c = text[i];
    if (quoted) {
      if (c == QLatin1Char('\\') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\'')) {
        token += QLatin1Char('\'');
        ++i;
      } else if (c == QLatin1Char('\'')) {
        quoted = false;
      } else {
        token += c;
      }
    } else if (c == QLatin1Char('\'') && token.isEmpty()) {
      quoted = true;
      hadToken = true;  // '' is an empty text
    } else if (c == QLatin1Char(' ')) {
      endToken();
    } else if (c == QLatin1Char(';')) {
      endToken();
      out << QStringList();
    } else if (c == QLatin1Char('\\') && i + 1 < text.size() && text[i + 1] == QLatin1Char('\'')) {
      token += QLatin1Char('\'');
      ++i;
    } else {
      token += c;
    }
  }
  endToken();
  return out;
}

}  // namespace

double GraphicEntity::number(const QString& key, double fallback) const
{
  bool ok = false;
  const double value = properties.value(key).toDouble(&ok);
  return ok && std::isfinite(value) ? value : fallback;
}

int GraphicEntity::color(const QString& key) const
{
  bool ok = false;
  const qlonglong value = properties.value(key).toLongLong(&ok);
  return ok && value >= 0 && value <= 0xffffff ? int(value) : -1;
}

const GraphicEntity* EntityScene::entity(int id) const
{
  return id >= 1 && id <= entities_.size() ? &entities_[id - 1] : nullptr;
}

void EntityScene::error(const QString& text)
{
  if (errors_.size() < kMaxErrors)
    errors_ << text;
}

void EntityScene::setWorld(const QJsonObject& global)
{
  const double width = global.value(QStringLiteral("width")).toDouble();
  const double height = global.value(QStringLiteral("height")).toDouble();
  if (width >= 1 && height >= 1 && width <= 1e6 && height <= 1e6)
    world_ = QSizeF(width, height);
}

void EntityScene::apply(const QString& frameData)
{
  ++frames_;
  if (frameData.size() > kMaxFrameChars) {
    error(QStringLiteral("frame %1: %2 characters of entity data, more than %3: skipped")
              .arg(frames_ - 1).arg(frameData.size()).arg(kMaxFrameChars));
    return;
  }
  for (const QString& line : frameData.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
    const QChar command = line.at(0);
    if (command == QLatin1Char('C'))
      create(line.mid(1));
    else if (command == QLatin1Char('U'))
      update(line.mid(1));
    else if (command != QLatin1Char('L') && command != QLatin1Char('W'))  // sprite sheets, world commits: nothing to draw
      error(QStringLiteral("frame %1: unknown command '%2'").arg(frames_ - 1).arg(line.left(40)));
  }
}

void EntityScene::create(const QString& types)
{
  for (const QString& code : types.split(QLatin1Char(';'))) {
    if (entities_.size() >= kMaxEntities) {
      error(QStringLiteral("more than %1 entities: the rest are not drawn").arg(kMaxEntities));
      return;
    }
    GraphicEntity entity;
    entity.id = int(entities_.size()) + 1;  // the module numbers its entities from 1, as they are created
    entity.type = typeOf(code);
    if (entity.type == GraphicEntity::Type::Unknown)
      error(QStringLiteral("entity %1: unknown type '%2'").arg(entity.id).arg(code.left(20)));
    entities_ << entity;
  }
}

void EntityScene::update(const QString& text)
{
  for (const QStringList& tokens : entries(text))
    if (!tokens.isEmpty())
      applyEntry(tokens);
}

void EntityScene::applyEntry(const QStringList& tokens)
{
  // ID INSTANT (KEY VALUE [CURVE])...: instants come in order, the last one is the frame's end.
  bool ok = false;
  const int id = tokens[0].toInt(&ok);
  if (!ok || !entity(id)) {
    error(QStringLiteral("frame %1: an update of entity '%2', which was not created").arg(frames_ - 1).arg(tokens[0].left(20)));
    return;
  }
  GraphicEntity& target = entities_[id - 1];
  for (qsizetype i = 2; i + 1 < tokens.size(); i += 2) {
    const QString& key = tokens[i];
    const QString& value = tokens[i + 1];
    target.properties.insert(key.left(8), value.left(4096));
    if (key == QLatin1String("ch")) {  // a group's children: the ids it holds now
      for (GraphicEntity& e : entities_)
        if (e.parent == id)
          e.parent = 0;
      for (const QString& child : value.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (const int c = child.toInt(); c != id && entity(c))
          entities_[c - 1].parent = id;
    }
    if (i + 2 < tokens.size() && isCurve(tokens[i + 2]))
      ++i;
  }
}

bool EntityScene::inReplay(const Replay& replay)
{
  if (replay.frames.isEmpty())
    return false;
  const QJsonObject view = replay.frames[0].state.value(QStringLiteral("view")).toObject();
  return view.value(QStringLiteral("frame")).toObject().contains(kModule) || view.contains(kModule);
}

EntityScene EntityScene::at(const Replay& replay, int turn)
{
  EntityScene scene;
  if (!inReplay(replay))
    return scene;
  for (int f = 0; f <= turn && f < replay.frames.size(); ++f) {
    QJsonObject view = replay.frames[f].state.value(QStringLiteral("view")).toObject();
    // The first frame holds the module's global data (the world's size) beside its frame.
    if (view.contains(QStringLiteral("global")) && view.contains(QStringLiteral("frame"))) {
      scene.setWorld(view.value(QStringLiteral("global")).toObject().value(kModule).toObject());
      view = view.value(QStringLiteral("frame")).toObject();
    }
    scene.apply(view.value(kModule).toString());
  }
  return scene;
}

}  // namespace Kibitz::Debugger
