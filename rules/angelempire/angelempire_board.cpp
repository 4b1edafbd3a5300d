// § numbers: the Rules reference of docs/games/angelempire.md.
#include "angelempire/angelempire_board.h"

#include <algorithm>
#include <array>

namespace Kibitz::Rules::AngelEmpire {

namespace {

QString cellText(Point p)
{
  return QStringLiteral("(%1, %2)").arg(p.x).arg(p.y);
}

void explain(QString* why, const QString& text)
{
  if (why)
    *why = text;
}

}  // namespace

void Board::clear()
{
  cells_.fill(Cell{});
}

std::vector<Destination> Board::destinations(Point src) const
{
  std::vector<Destination> out;
  if (!onMap(src) || !at(src).isUnit())
    return out;
  const int range = unitStats(at(src).type).moveRange;
  std::array<bool, kCells> seen{};
  seen[size_t(src.x * kMapY + src.y)] = true;
  out.push_back({src, 0});
  static constexpr std::array<Point, 4> kSteps{{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
  for (size_t head = 0; head < out.size(); ++head) {
    const Destination here = out[head];
    if (here.steps >= range)
      continue;
    for (Point d : kSteps) {
      const Point next{here.cell.x + d.x, here.cell.y + d.y};
      if (!onMap(next) || seen[size_t(next.x * kMapY + next.y)] || at(next).type != kSpace)
        continue;
      seen[size_t(next.x * kMapY + next.y)] = true;
      out.push_back({next, here.steps + 1});
    }
  }
  return out;
}

int Board::stepsTo(Point src, Point dest) const
{
  for (const Destination& d : destinations(src))
    if (d.cell == dest)
      return d.steps;
  return -1;
}

bool Board::inRange(int type, Point from, Point target)
{
  const int distance = manhattan(from, target);
  return distance >= 1 && distance <= unitStats(type).attackRange;
}

ErrorCode Board::checkMove(Point src, Point dest, int side, QString* why) const
{
  if (side != kSidePlayer && side != kSideCpu) {
    explain(why, QStringLiteral("userType %1 is neither PLAYER (1) nor CPU (2)").arg(side));
    return ErrorCode::Input;
  }
  if (!onMap(src) || !at(src).isUnit() || at(src).side != side) {
    explain(why, onMap(src) ? QStringLiteral("%1 holds no unit of yours").arg(cellText(src))
                            : QStringLiteral("%1 is off the map").arg(cellText(src)));
    return ErrorCode::NotPlayer;
  }
  if (at(src).moved) {
    explain(why, QStringLiteral("unit %1 at %2 has already acted this turn").arg(at(src).id).arg(cellText(src)));
    return ErrorCode::AlreadyMove;
  }
  if (stepsTo(src, dest) < 0) {
    if (!onMap(dest))
      explain(why, QStringLiteral("%1 is off the map").arg(cellText(dest)));
    else if (at(dest).type != kSpace)
      explain(why, QStringLiteral("%1 is not empty ground").arg(cellText(dest)));
    else
      explain(why, QStringLiteral("%1 is not reachable from %2 in %3 steps over empty ground")
                       .arg(cellText(dest), cellText(src))
                       .arg(unitStats(at(src).type).moveRange));
    return ErrorCode::IllegalDest;
  }
  return ErrorCode::Success;
}

ErrorCode Board::checkMoveAndAttack(Point src, Point dest, Point target, int side, QString* why) const
{
  const ErrorCode moveCode = checkMove(src, dest, side, why);
  if (moveCode != ErrorCode::Success)
    return moveCode;
  const int enemy = side == kSidePlayer ? kSideCpu : kSidePlayer;
  if (!onMap(target) || !at(target).isUnit() || at(target).side != enemy) {
    explain(why, onMap(target) ? QStringLiteral("%1 holds no enemy unit").arg(cellText(target))
                               : QStringLiteral("%1 is off the map").arg(cellText(target)));
    return ErrorCode::IllegalTarget;
  }
  const int type = at(src).type;
  if (!inRange(type, dest, target)) {
    explain(why, QStringLiteral("%1 is at distance %2 from %3, out of the attack range %4 of a %5")
                     .arg(cellText(target))
                     .arg(manhattan(dest, target))
                     .arg(cellText(dest))
                     .arg(unitStats(type).attackRange)
                     .arg(isWarrior(type) ? QStringLiteral("warrior") : QStringLiteral("magician")));
    return ErrorCode::IllegalTarget;
  }
  return ErrorCode::Success;
}

ErrorCode Board::getMove(Point src, int side, std::vector<Point>* out) const
{
  out->clear();
  if (side != kSidePlayer && side != kSideCpu)
    return ErrorCode::Input;
  if (!onMap(src) || !at(src).isUnit() || at(src).side != side)
    return ErrorCode::NotPlayer;
  if (at(src).moved)
    return ErrorCode::AlreadyMove;
  for (const Destination& d : destinations(src))
    out->push_back(d.cell);
  std::sort(out->begin(), out->end());
  return ErrorCode::Success;
}

ErrorCode Board::getSpellAttack(Point src, int side, std::vector<Point>* out) const
{
  out->clear();
  if (side != kSidePlayer && side != kSideCpu)
    return ErrorCode::Input;
  if (!onMap(src) || !at(src).isUnit() || at(src).side != side)
    return ErrorCode::NotPlayer;
  if (at(src).moved)
    return ErrorCode::AlreadyMove;
  if (!unitStats(at(src).type).spell)
    return ErrorCode::CannotCast;
  const std::vector<Destination> dests = destinations(src);
  for (int x = 0; x < kMapX; ++x)
    for (int y = 0; y < kMapY; ++y) {
      const Cell& c = at({x, y});
      if (!c.isUnit() || c.side == side)
        continue;
      for (const Destination& d : dests)
        if (inRange(at(src).type, d.cell, {x, y})) {
          out->push_back({x, y});
          break;
        }
    }
  return ErrorCode::Success;
}

std::vector<Point> Board::attackTargets(Point src) const
{
  std::vector<Point> out;
  if (!onMap(src) || !at(src).isUnit())
    return out;
  const Cell& unit = at(src);
  const std::vector<Destination> dests = destinations(src);
  for (int x = 0; x < kMapX; ++x)
    for (int y = 0; y < kMapY; ++y) {
      const Cell& c = at({x, y});
      if (!c.isUnit() || c.side == unit.side)
        continue;
      for (const Destination& d : dests)
        if (inRange(unit.type, d.cell, {x, y})) {
          out.push_back({x, y});
          break;
        }
    }
  return out;
}

void Board::move(Point src, Point dest)
{
  Cell unit = at(src);
  unit.moved = true;
  at(src) = Cell{};
  at(dest) = unit;
}

AttackOutcome Board::moveAndAttack(Point src, Point dest, Point target)
{
  move(src, dest);
  Cell& a = at(dest);
  Cell& b = at(target);
  AttackOutcome out;
  out.attacker = a;
  out.defender = b;
  out.from = dest;
  out.target = target;
  out.percent = adjustmentPercent(a.type, b.type);
  out.damage = attackDamage(a.type, b.type);
  b.live -= out.damage;
  out.defenderLive = b.live;
  if (b.live <= 0) {
    out.defenderKilled = true;
    b = Cell{};
  } else if (!unitStats(a.type).spell && unitStats(b.type).fightBack) {
    // §5.4: a surviving warrior strikes back once, only against melee, even if it has acted.
    out.countered = true;
    out.counterPercent = adjustmentPercent(b.type, a.type);
    out.counterDamage = attackDamage(b.type, a.type);
    a.live -= out.counterDamage;
    if (a.live <= 0) {
      out.attackerKilled = true;
      a = Cell{};
    }
  }
  out.attackerLive = out.attackerKilled ? 0 : a.live;
  return out;
}

int Board::units(int side) const
{
  int n = 0;
  for (const Cell& c : cells_)
    n += c.isUnit() && c.side == side ? 1 : 0;
  return n;
}

int Board::totalLive(int side) const
{
  int n = 0;
  for (const Cell& c : cells_)
    n += c.isUnit() && c.side == side ? c.live : 0;
  return n;
}

int Board::totalValue(int side) const
{
  int n = 0;
  for (const Cell& c : cells_)
    n += c.isUnit() && c.side == side ? unitStats(c.type).price : 0;
  return n;
}

void Board::resetMoved()
{
  for (Cell& c : cells_)
    c.moved = false;
}

int Board::idle(int side) const
{
  int n = 0;
  for (const Cell& c : cells_)
    n += c.isUnit() && c.side == side && !c.moved ? 1 : 0;
  return n;
}

}  // namespace Kibitz::Rules::AngelEmpire
