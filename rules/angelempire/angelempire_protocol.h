// § numbers: the Rules reference of docs/games/angelempire.md.
#pragma once

#include "angelempire/angelempire_board.h"
#include "core/move.h"

#include <QString>

#include <array>
#include <optional>

namespace Kibitz::Rules::AngelEmpire {

// The bot's answers (§7.2). Move::words: Army = [0, t0..t20]; Move = [1, sx, sy, dx, dy];
// MoveAttack = [2, sx, sy, dx, dy, tx, ty]; EndTurn = [3] (CMD_MOVE = 1, CMD_MOVE_AND_ATTACK
// = 2, CMD_END_TURN = 3 as in §6 decision 20).
enum class CommandKind { Army = 0, Move = 1, MoveAttack = 2, EndTurn = 3 };

struct Command {
  CommandKind kind = CommandKind::EndTurn;
  std::array<int, kArmySlots> army{};  // Army only
  Point src, dest, target;             // Move (src, dest) and MoveAttack

  static Command makeArmy(const std::array<int, kArmySlots>& team);
  static Command makeMove(Point src, Point dest);
  static Command makeAttack(Point src, Point dest, Point target);
  static Command endTurn();
};

constexpr int kMaxLineBytes = 1024;

// Decodes one answer line with the syntax of §7.1 (surrounding blanks ignored, tokens
// separated by spaces or tabs, case-sensitive keywords, integers of 1..9 digits). Null,
// with an "ERR_INPUT: ..." explanation in `error`, when the line is malformed.
std::optional<Command> parseCommandLine(const QString& line, QString* error);
// The canonical line of a command (parses back to the same command).
QString formatCommand(const Command& command);

Move commandToMove(const Command& command);
// Null when the words do not encode a command (wrong kind or count).
std::optional<Command> commandFromMove(const Move& move);

// The notification and request texts of §7.2, each line LF-terminated.
QString headerText(int battles, int turns, int timeLimitMs);
QString buildRequest(int battle, int money);
QString turnRequest(const Board& board, int battle, int turn, int killCredit, int leftover);

}  // namespace Kibitz::Rules::AngelEmpire
