#include "dominoes/dominoes_protocol.h"

#include <optional>

namespace Kibitz::Rules::Dominoes {

namespace {

const QString kUsage = QStringLiteral("expected 'REVEAL <slot>', 'PLACE <slot> <cell>' or 'QUIT'");

// A decimal integer: optional '-', then digits only (no '+', no spaces, no hex).
std::optional<int> parseInteger(const QString& token)
{
  qsizetype i = token.startsWith(QLatin1Char('-')) ? 1 : 0;
  if (i == token.size() || token.size() > 11)
    return std::nullopt;
  for (; i < token.size(); ++i)
    if (token[i] < QLatin1Char('0') || token[i] > QLatin1Char('9'))
      return std::nullopt;
  bool ok = false;
  const int value = token.toInt(&ok);
  return ok ? std::optional<int>(value) : std::nullopt;
}

QString joinInts(const int8_t* values, int count)
{
  QString text;
  for (int i = 0; i < count; ++i) {
    if (i)
      text += QLatin1Char(' ');
    text += QString::number(values[i]);
  }
  return text;
}

}  // namespace

Move revealMove(int slot)
{
  return Move::ok({int32_t(Command::Reveal), slot});
}

Move placeMove(int slot, int cell)
{
  return Move::ok({int32_t(Command::Place), slot, cell});
}

Move quitMove()
{
  return Move::ok({int32_t(Command::Quit)});
}

QString observationText(const Board& board)
{
  std::array<int8_t, kCells> grid;
  for (int cell = 0; cell < kCells; ++cell)
    grid[size_t(cell)] = int8_t(board.at(cell));
  std::array<int8_t, kSlots> stack;
  for (int slot = 0; slot < kSlots; ++slot)
    stack[size_t(slot)] = int8_t(board.slot(slot));
  return QStringLiteral("GRID %1\nSTACK %2\nREVEALS_LEFT %3\nSCORE %4 %5 %6\n")
      .arg(joinInts(grid.data(), kCells), joinInts(stack.data(), kSlots))
      .arg(board.revealsLeft())
      .arg(board.total())
      .arg(board.placed())
      .arg(board.finalScore());
}

QString endText(const Board& board)
{
  return QStringLiteral("END %1 %2 %3\n").arg(board.total()).arg(board.placed()).arg(board.finalScore());
}

QString commandError(const Board& board, const Move& move)
{
  if (move.words.isEmpty())
    return QStringLiteral("empty move");
  const auto slotError = [&](const char* command) -> QString {
    const int slot = move.words[1];
    if (slot < 0 || slot >= kSlots)
      return QStringLiteral("%1: slot %2 is out of range 0..%3").arg(QLatin1String(command)).arg(slot).arg(kSlots - 1);
    return {};
  };
  switch (Command(move.words[0])) {
  case Command::Reveal: {
    if (move.words.size() != 2)
      return QStringLiteral("REVEAL takes 1 argument (slot), got %1").arg(move.words.size() - 1);
    if (QString e = slotError("REVEAL"); !e.isEmpty())
      return e;
    const int slot = move.words[1];
    if (board.slot(slot) != kEmpty)
      return QStringLiteral("REVEAL %1: slot %1 is not empty (it holds pattern %2, %3)")
          .arg(slot).arg(board.slot(slot)).arg(patternText(board.slot(slot)));
    if (board.revealsLeft() == 0)
      return QStringLiteral("REVEAL %1: no domino left to reveal").arg(slot);
    return {};
  }
  case Command::Place: {
    if (move.words.size() != 3)
      return QStringLiteral("PLACE takes 2 arguments (slot cell), got %1").arg(move.words.size() - 1);
    if (QString e = slotError("PLACE"); !e.isEmpty())
      return e;
    const int slot = move.words[1], cell = move.words[2];
    if (cell < 0 || cell >= kCells)
      return QStringLiteral("PLACE %1 %2: cell %2 is out of range 0..%3").arg(slot).arg(cell).arg(kCells - 1);
    if (board.slot(slot) == kEmpty)
      return QStringLiteral("PLACE %1 %2: slot %1 is empty").arg(slot).arg(cell);
    if (QString e = board.placementError(board.slot(slot), cell); !e.isEmpty())
      return QStringLiteral("PLACE %1 %2: %3").arg(slot).arg(cell).arg(e);
    return {};
  }
  case Command::Quit:
    if (move.words.size() != 1)
      return QStringLiteral("QUIT takes no argument, got %1").arg(move.words.size() - 1);
    return {};
  }
  return QStringLiteral("unknown command id %1").arg(move.words[0]);
}

Move parseCommand(const Board& board, const QString& line)
{
  const QStringList tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  if (tokens.isEmpty())
    return Move::invalid(QStringLiteral("empty reply: ") + kUsage);
  const QString& keyword = tokens[0];
  Command command;
  int arity;
  if (keyword == QLatin1String("REVEAL")) {
    command = Command::Reveal;
    arity = 1;
  } else if (keyword == QLatin1String("PLACE")) {
    command = Command::Place;
    arity = 2;
  } else if (keyword == QLatin1String("QUIT")) {
    command = Command::Quit;
    arity = 0;
  } else {
    const QString upper = keyword.toUpper();
    if (upper == QLatin1String("REVEAL") || upper == QLatin1String("PLACE") || upper == QLatin1String("QUIT"))
      return Move::invalid(QStringLiteral("unknown command '%1': keywords are upper case (%2)").arg(keyword, upper));
    return Move::invalid(QStringLiteral("unknown command '%1': ").arg(keyword) + kUsage);
  }
  static const char* const kArgumentNames[3][2] = {{"slot", nullptr}, {"slot", "cell"}, {nullptr, nullptr}};
  if (tokens.size() - 1 != arity) {
    const QString expected = arity == 0 ? QStringLiteral("no argument")
                             : arity == 1 ? QStringLiteral("1 argument (slot)")
                                          : QStringLiteral("2 arguments (slot cell)");
    return Move::invalid(QStringLiteral("%1 takes %2, got %3 in '%4'").arg(keyword, expected).arg(tokens.size() - 1).arg(line));
  }
  Move move = Move::ok({int32_t(command)});
  for (int i = 0; i < arity; ++i) {
    const std::optional<int> value = parseInteger(tokens[i + 1]);
    if (!value)
      return Move::invalid(QStringLiteral("%1: %2 '%3' is not an integer")
                               .arg(keyword, QLatin1String(kArgumentNames[int(command)][i]), tokens[i + 1]));
    move.words.append(*value);
  }
  if (const QString error = commandError(board, move); !error.isEmpty())
    return Move::invalid(error);
  return move;
}

QString formatCommand(const Move& move)
{
  if (!move.isOk() || move.words.isEmpty())
    return {};
  switch (Command(move.words[0])) {
  case Command::Reveal:
    return QStringLiteral("REVEAL %1").arg(move.words.value(1));
  case Command::Place:
    return QStringLiteral("PLACE %1 %2").arg(move.words.value(1)).arg(move.words.value(2));
  case Command::Quit:
    return QStringLiteral("QUIT");
  }
  return {};
}

}  // namespace Kibitz::Rules::Dominoes
