#include "moscaceca/moscaceca_types.h"

namespace Kibitz::Rules::MoscaCeca {

namespace {
constexpr std::array<const char*, kDirCount> kDirNames{"N", "NE", "E", "SE", "S", "SW", "W", "NW"};
constexpr std::array<const char*, kCommandCount> kCommandNames{"MOVE", "FLAG", "CONSUME", "ATTACK", "WAIT"};
constexpr std::array<Outcome, 8> kOutcomes{Outcome::None, Outcome::Ok, Outcome::Ejected, Outcome::Hit,
                                           Outcome::Miss, Outcome::ErrorMalformed, Outcome::ErrorIllegal,
                                           Outcome::ErrorTimeout};
}  // namespace

const char* dirName(int dir)
{
  return dir >= 0 && dir < kDirCount ? kDirNames[size_t(dir)] : "?";
}

std::optional<int> dirFromName(QStringView name)
{
  for (int d = 0; d < kDirCount; ++d)
    if (name == QLatin1String(kDirNames[size_t(d)]))
      return d;
  return std::nullopt;
}

const char* commandName(Command command)
{
  const int index = int(command);
  return index >= 0 && index < kCommandCount ? kCommandNames[size_t(index)] : "?";
}

bool commandTakesDir(Command command)
{
  return command == Command::Move || command == Command::Attack;
}

const char* groundKind(Ground ground)
{
  switch (ground) {
  case Ground::Plain: return "FREE";
  case Ground::Flag: return "FLAG";
  case Ground::Cloth: return "CLOTH";
  case Ground::Column: return "COLUMN";
  }
  return "?";
}

QString outcomeText(Outcome outcome)
{
  switch (outcome) {
  case Outcome::None: return QStringLiteral("NONE");
  case Outcome::Ok: return QStringLiteral("OK");
  case Outcome::Ejected: return QStringLiteral("EJECTED");
  case Outcome::Hit: return QStringLiteral("HIT");
  case Outcome::Miss: return QStringLiteral("MISS");
  case Outcome::ErrorMalformed: return QStringLiteral("ERROR MALFORMED");
  case Outcome::ErrorIllegal: return QStringLiteral("ERROR ILLEGAL");
  case Outcome::ErrorTimeout: return QStringLiteral("ERROR TIMEOUT");
  }
  return QStringLiteral("?");
}

std::optional<Outcome> outcomeFromText(QStringView text)
{
  for (Outcome o : kOutcomes)
    if (text == outcomeText(o))
      return o;
  return std::nullopt;
}

const char* errorKindName(ErrorKind kind)
{
  switch (kind) {
  case ErrorKind::Malformed: return "MALFORMED";
  case ErrorKind::Illegal: return "ILLEGAL";
  case ErrorKind::Timeout: return "TIMEOUT";
  }
  return "?";
}

Outcome errorOutcome(ErrorKind kind)
{
  switch (kind) {
  case ErrorKind::Malformed: return Outcome::ErrorMalformed;
  case ErrorKind::Illegal: return Outcome::ErrorIllegal;
  case ErrorKind::Timeout: return Outcome::ErrorTimeout;
  }
  return Outcome::ErrorMalformed;
}

const char* endReasonName(EndReason reason)
{
  switch (reason) {
  case EndReason::None: return "";
  case EndReason::MaxTurns: return "max turns";
  case EndReason::AllSwitchedOff: return "all agents switched off";
  case EndReason::WallClock: return "wall-clock limit";
  }
  return "";
}

std::optional<EndReason> endReasonFromName(QStringView name)
{
  for (EndReason r : {EndReason::None, EndReason::MaxTurns, EndReason::AllSwitchedOff, EndReason::WallClock})
    if (name == QLatin1String(endReasonName(r)))
      return r;
  return std::nullopt;
}

}  // namespace Kibitz::Rules::MoscaCeca
