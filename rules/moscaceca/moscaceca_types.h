// § numbers: the Rules reference of docs/games/moscaceca.md.
#pragma once

#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>
#include <optional>

namespace Kibitz::Rules::MoscaCeca {

// Rule constants of docs/games/moscaceca.md §2.3-§2.5 and §3.5.
constexpr int kMaxEnergy = 100;
constexpr int kChargePerConsume = 10;
constexpr int kFlagCostNearOwnFlag = 4;
constexpr int kFlagCostAlone = 8;
constexpr int kAttackLoss = 5;
constexpr int kMoveEnergy = 1;
constexpr int kFlagEnergy = 1;
constexpr int kAttackEnergy = 2;
constexpr int kMaxAnswerBytes = 1024;  // §5.1: longer answers are MALFORMED
constexpr int kMaxAgents = 20;
constexpr int kMaxClothPerCell = 1000;

// dir8 of §3.2, in the order used wherever an order matters.
constexpr int kDirCount = 8;
enum class Dir : int8_t { N, NE, E, SE, S, SW, W, NW };
constexpr std::array<int, kDirCount> kDirRow{-1, -1, 0, 1, 1, 1, 0, -1};
constexpr std::array<int, kDirCount> kDirCol{0, 1, 1, 1, 0, -1, -1, -1};
const char* dirName(int dir);
std::optional<int> dirFromName(QStringView name);

// The five commands of §5.4. A Move's words are {command} or {command, dir}.
enum class Command : int8_t { Move, Flag, Consume, Attack, Wait };
constexpr int kCommandCount = 5;
const char* commandName(Command command);
bool commandTakesDir(Command command);

// A well-formed command (§5.4).
struct Order {
  Command command = Command::Wait;
  int dir = -1;  // MOVE and ATTACK only
  bool operator==(const Order&) const = default;
};

// The ground of a cell (§3.2); an agent may stand on any of them.
enum class Ground : int8_t { Plain, Flag, Cloth, Column };
struct Cell {
  Ground ground = Ground::Plain;
  int value = 0;  // the flag's owner, or the cloth amount (>= 1); 0 otherwise
  bool isResource() const { return ground == Ground::Cloth || ground == Ground::Column; }
  bool operator==(const Cell&) const = default;
};
// The view's `kind` word (§5.3): FREE, FLAG, CLOTH, COLUMN.
const char* groundKind(Ground ground);

// The outcome of an agent's previous decision, sent on its next RESULT line (§5.5).
enum class Outcome : int8_t { None, Ok, Ejected, Hit, Miss, ErrorMalformed, ErrorIllegal, ErrorTimeout };
QString outcomeText(Outcome outcome);  // "OK", "ERROR ILLEGAL"...
std::optional<Outcome> outcomeFromText(QStringView text);

// Bot error kinds of §3.7.
enum class ErrorKind : int8_t { Malformed, Illegal, Timeout };
constexpr int kErrorKindCount = 3;
const char* errorKindName(ErrorKind kind);  // "MALFORMED"...
Outcome errorOutcome(ErrorKind kind);

// Why the match ended (§3.9).
enum class EndReason : int8_t { None, MaxTurns, AllSwitchedOff, WallClock };
const char* endReasonName(EndReason reason);  // "", "max turns"...
std::optional<EndReason> endReasonFromName(QStringView name);

inline int chebyshev(int r1, int c1, int r2, int c2)
{
  const int dr = r1 > r2 ? r1 - r2 : r2 - r1;
  const int dc = c1 > c2 ? c1 - c2 : c2 - c1;
  return dr > dc ? dr : dc;
}

}  // namespace Kibitz::Rules::MoscaCeca
