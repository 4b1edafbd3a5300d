#include "angelempire/angelempire_units.h"

#include <algorithm>

namespace Kibitz::Rules::AngelEmpire {

namespace {

constexpr UnitStats warrior(int element)
{
  return {500, 170, 50, 1, 3, element, true, false, 200};
}
constexpr UnitStats magician(int element)
{
  return {240, 200, 0, 3, 1, element, false, true, 400};
}

constexpr std::array<UnitStats, 8> kTable{warrior(0),  warrior(1),  warrior(2),  warrior(3),
                                          magician(0), magician(1), magician(2), magician(3)};

constexpr std::array<const char*, 10> kTypeNames{
    "WALL",          "SPACE",          "WARRIOR_WIND",   "WARRIOR_FIRE",   "WARRIOR_WATER",
    "WARRIOR_EARTH", "MAGICIAN_WIND",  "MAGICIAN_FIRE",  "MAGICIAN_WATER", "MAGICIAN_EARTH"};

}  // namespace

QString errorName(ErrorCode code)
{
  switch (code) {
  case ErrorCode::Success: return QStringLiteral("SUCCESS");
  case ErrorCode::Input: return QStringLiteral("ERR_INPUT");
  case ErrorCode::InvalidType: return QStringLiteral("ERR_INVALID_TYPE");
  case ErrorCode::ExceedCost: return QStringLiteral("ERR_EXCEED_COST");
  case ErrorCode::NotPlayer: return QStringLiteral("ERR_NOT_PLAYER");
  case ErrorCode::AlreadyMove: return QStringLiteral("ERR_ALREADY_MOVE");
  case ErrorCode::IllegalDest: return QStringLiteral("ERR_ILLEGAL_DEST");
  case ErrorCode::IllegalTarget: return QStringLiteral("ERR_ILLEGAL_TARGET");
  case ErrorCode::CannotCast: return QStringLiteral("ERR_CANNOT_CAST");
  }
  return QStringLiteral("ERR_INPUT");
}

ErrorCode errorFromName(const QString& name)
{
  for (ErrorCode code : {ErrorCode::Success, ErrorCode::Input, ErrorCode::InvalidType, ErrorCode::ExceedCost,
                         ErrorCode::NotPlayer, ErrorCode::AlreadyMove, ErrorCode::IllegalDest,
                         ErrorCode::IllegalTarget, ErrorCode::CannotCast})
    if (errorName(code) == name)
      return code;
  return ErrorCode::Input;
}

const UnitStats& unitStats(int type)
{
  return kTable[size_t(std::clamp(type, kFirstType, kLastType) - kFirstType)];
}

QString typeName(int type)
{
  return type >= 0 && type <= kLastType ? QString::fromLatin1(kTypeNames[size_t(type)]) : QStringLiteral("?");
}

QString elementName(int element)
{
  static const char* names[] = {"wind", "fire", "water", "earth"};
  return QString::fromLatin1(names[element & 3]);
}

QString elementChinese(int element)
{
  static const char16_t* names[] = {u"風", u"火", u"水", u"土"};
  return QString::fromUtf16(names[element & 3]);
}

QString typeLabel(int type)
{
  if (!isUnitType(type))
    return typeName(type);
  const int e = elementOf(type);
  const bool w = isWarrior(type);
  return QStringLiteral("%1 %2 (%3%4)")
      .arg(elementName(e), w ? QStringLiteral("warrior") : QStringLiteral("magician"), elementChinese(e),
           w ? QStringLiteral("戰士") : QStringLiteral("法師"));
}

int adjustmentPercent(int attackerType, int defenderType)
{
  const int a = elementOf(attackerType);
  const int d = elementOf(defenderType);
  if (counters(a, d))
    return 200;
  if (counters(d, a))
    return 50;
  return 100;
}

int attackDamage(int attackerType, int defenderType)
{
  const UnitStats& a = unitStats(attackerType);
  const UnitStats& d = unitStats(defenderType);
  const int base = a.spell ? a.attack : a.attack - d.defence;
  int damage = base;
  switch (adjustmentPercent(attackerType, defenderType)) {
  case 200: damage = base * 2; break;
  case 50: damage = base / 2; break;  // base >= 0 with this table, so / rounds down
  default: break;
  }
  return std::max(0, damage);
}

}  // namespace Kibitz::Rules::AngelEmpire
