#include "events/event_places.h"

#include "replay/replay.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace Kibitz::App::EventPlaces {

namespace {

QString cell(int row, int col)
{
  return QStringLiteral("cell:%1,%2").arg(row).arg(col);
}

// The keys the games with `data` use for a cell (each game's "In a replay": docs/games/dominoes.md,
// docs/games/moscaceca.md, docs/games/angelempire.md): the cell acted on first (an attack's
// target), then the actor's cell.
QString fromData(const QJsonObject& data)
{
  const auto has = [&](const char* key) { return data.value(QLatin1String(key)).isDouble(); };
  const auto value = [&](const char* key) { return data.value(QLatin1String(key)).toInt(); };
  if (has("targetRow") && has("targetCol"))
    return cell(value("targetRow"), value("targetCol"));
  if (has("row") && has("col"))
    return cell(value("row"), value("col"));
  if (has("x") && has("y"))
    return cell(value("y"), value("x"));  // Angel Empire: cell x y is row y, column x
  if (has("cell"))
    return QStringLiteral("cell:%1").arg(value("cell"));
  return {};
}

// Fencing: a touch marks the fencer touched; other events the fencer they concern.
QString fencing(const Rules::Event& e)
{
  if (e.player < 0 || e.player > 1)
    return {};
  const int who = e.type == QLatin1String("touch") ? 1 - e.player : e.player;
  return QStringLiteral("players[%1]").arg(who);
}

// The middle cell of a flat [row, col, row, col...] list from `skip` on.
QString middleCell(const QJsonArray& flat, int skip)
{
  const int cells = (int(flat.size()) - skip) / 2;
  if (cells <= 0)
    return {};
  const int k = skip + 2 * (cells / 2);
  return cell(flat[k].toInt(), flat[k + 1].toInt());
}

// OrkIsland (rules/orkisland/orkisland_state.cpp words its events): an ork dies where it
// stood. A defender that lost a fight stood on the fight's cell (it may have moved earlier
// in the round); an attacker that lost, or an ork that died of exhaustion, had not moved
// yet, so it stood where the previous frame shows it. A fight is on its cell; a city or
// path that changed owner is marked at its middle cell.
QString orkIsland(const Debugger::Replay& replay, int turn, int index)
{
  static const QRegularExpression at(QStringLiteral("at \\((\\d+), (\\d+)\\)"));
  static const QRegularExpression ork(QStringLiteral("^ork (\\d+) of player"));
  static const QRegularExpression beat(QStringLiteral(" beat ork (\\d+) of player \\d+ at \\((\\d+), (\\d+)\\)"));
  static const QRegularExpression number(QStringLiteral("(?:city|path) (\\d+)"));
  const Rules::Event& e = replay.frames[turn].events[index];
  const QJsonObject& state = replay.frames[turn].state;
  if (e.type == QLatin1String("fight")) {
    const QRegularExpressionMatch m = at.match(e.text);
    return m.hasMatch() ? cell(m.captured(1).toInt(), m.captured(2).toInt()) : QString();
  }
  if (e.type == QLatin1String("city") || e.type == QLatin1String("path")) {
    const QRegularExpressionMatch m = number.match(e.text);
    const QJsonArray list = state.value(QStringLiteral("map")).toObject().value(e.type == QLatin1String("city") ? QStringLiteral("cities") : QStringLiteral("paths")).toArray();
    const int k = m.hasMatch() ? m.captured(1).toInt() : -1;
    return k >= 0 && k < list.size() ? middleCell(list[k].toArray(), e.type == QLatin1String("city") ? 0 : 2) : QString();
  }
  if (e.type != QLatin1String("death"))
    return {};
  const QRegularExpressionMatch who = ork.match(e.text);
  if (!who.hasMatch())
    return {};
  const int unit = who.captured(1).toInt();
  if (const QRegularExpressionMatch m = at.match(e.text); m.hasMatch())
    return cell(m.captured(1).toInt(), m.captured(2).toInt());
  if (index > 0) {
    const QRegularExpressionMatch m = beat.match(replay.frames[turn].events[index - 1].text);
    if (m.hasMatch() && m.captured(1).toInt() == unit)
      return cell(m.captured(2).toInt(), m.captured(3).toInt());
  }
  // units: [owner, row, col, health] per unit id.
  const QJsonArray units = replay.frames[turn > 0 ? turn - 1 : 0].state.value(QStringLiteral("units")).toArray();
  if (4 * unit + 2 >= units.size())
    return {};
  return cell(units[4 * unit + 1].toInt(), units[4 * unit + 2].toInt());
}

}  // namespace

QString anchorOf(const Debugger::Replay& replay, int turn, int index)
{
  if (turn < 0 || turn > replay.lastTurn() || index < 0 || index >= replay.frames[turn].events.size())
    return {};
  const Rules::Event& e = replay.frames[turn].events[index];
  const QString place = fromData(e.data);
  if (!place.isEmpty())
    return place;
  if (replay.gameId == QLatin1String("orkisland"))
    return orkIsland(replay, turn, index);
  if (replay.gameId == QLatin1String("fencing"))
    return fencing(e);
  return {};
}

}  // namespace Kibitz::App::EventPlaces
