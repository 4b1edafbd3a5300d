// § numbers: the Rules reference of docs/games/angelempire.md.
#include "angelempire/angelempire_protocol.h"

#include <QStringList>

namespace Kibitz::Rules::AngelEmpire {

namespace {

bool isBlank(QChar c)
{
  return c == QLatin1Char(' ') || c == QLatin1Char('\t');
}

// An optional '-' and 1..9 decimal digits (§7.1).
std::optional<int> parseInteger(const QString& token)
{
  qsizetype i = 0;
  const bool negative = token.startsWith(QLatin1Char('-'));
  if (negative)
    i = 1;
  const qsizetype digits = token.size() - i;
  if (digits < 1 || digits > 9)
    return std::nullopt;
  int value = 0;
  for (; i < token.size(); ++i) {
    const QChar c = token[i];
    if (c < QLatin1Char('0') || c > QLatin1Char('9'))
      return std::nullopt;
    value = value * 10 + (c.unicode() - '0');
  }
  return negative ? -value : value;
}

std::optional<Command> fail(QString* error, const QString& why)
{
  *error = QStringLiteral("ERR_INPUT: ") + why;
  return std::nullopt;
}

QString shown(const QString& line)
{
  QString s = line.left(80);
  return QLatin1Char('\'') + s + (line.size() > 80 ? QStringLiteral("...'") : QStringLiteral("'"));
}

}  // namespace

Command Command::makeArmy(const std::array<int, kArmySlots>& team)
{
  Command c;
  c.kind = CommandKind::Army;
  c.army = team;
  return c;
}

Command Command::makeMove(Point src, Point dest)
{
  Command c;
  c.kind = CommandKind::Move;
  c.src = src;
  c.dest = dest;
  return c;
}

Command Command::makeAttack(Point src, Point dest, Point target)
{
  Command c;
  c.kind = CommandKind::MoveAttack;
  c.src = src;
  c.dest = dest;
  c.target = target;
  return c;
}

Command Command::endTurn()
{
  return Command{};
}

std::optional<Command> parseCommandLine(const QString& raw, QString* error)
{
  QString line = raw;
  if (line.endsWith(QLatin1Char('\r')))
    line.chop(1);
  const qsizetype bytes = line.toUtf8().size();
  if (bytes > kMaxLineBytes)
    return fail(error, QStringLiteral("the line is longer than %1 bytes (%2)").arg(kMaxLineBytes).arg(bytes));
  QStringList tokens;
  QString current;
  for (QChar c : line) {
    if (isBlank(c)) {
      if (!current.isEmpty())
        tokens << current;
      current.clear();
    } else {
      current += c;
    }
  }
  if (!current.isEmpty())
    tokens << current;
  if (tokens.isEmpty())
    return fail(error, QStringLiteral("empty line"));

  const QString keyword = tokens.takeFirst();
  int expected = 0;
  Command command;
  if (keyword == QLatin1String("ARMY")) {
    command.kind = CommandKind::Army;
    expected = kArmySlots;
  } else if (keyword == QLatin1String("MOVE")) {
    command.kind = CommandKind::Move;
    expected = 4;
  } else if (keyword == QLatin1String("MOVE_ATTACK")) {
    command.kind = CommandKind::MoveAttack;
    expected = 6;
  } else if (keyword == QLatin1String("END_TURN")) {
    command.kind = CommandKind::EndTurn;
  } else {
    return fail(error, QStringLiteral("unknown keyword '%1' in %2 (ARMY, MOVE, MOVE_ATTACK or END_TURN)")
                           .arg(keyword.left(40), shown(line)));
  }
  if (tokens.size() != expected)
    return fail(error, QStringLiteral("%1 takes %2 integers, found %3 in %4")
                           .arg(keyword)
                           .arg(expected)
                           .arg(tokens.size())
                           .arg(shown(line)));
  std::array<int, kArmySlots> values{};
  for (int i = 0; i < expected; ++i) {
    const std::optional<int> v = parseInteger(tokens[i]);
    if (!v)
      return fail(error, QStringLiteral("token %1 '%2' is not an integer (optional '-' and 1 to 9 digits) in %3")
                             .arg(i + 2)
                             .arg(tokens[i].left(40), shown(line)));
    values[size_t(i)] = *v;
  }
  switch (command.kind) {
  case CommandKind::Army: command.army = values; break;
  case CommandKind::MoveAttack: command.target = {values[4], values[5]}; [[fallthrough]];
  case CommandKind::Move:
    command.src = {values[0], values[1]};
    command.dest = {values[2], values[3]};
    break;
  case CommandKind::EndTurn: break;
  }
  return command;
}

QString formatCommand(const Command& c)
{
  switch (c.kind) {
  case CommandKind::Army: {
    QString s = QStringLiteral("ARMY");
    for (int t : c.army)
      s += QLatin1Char(' ') + QString::number(t);
    return s;
  }
  case CommandKind::Move:
    return QStringLiteral("MOVE %1 %2 %3 %4").arg(c.src.x).arg(c.src.y).arg(c.dest.x).arg(c.dest.y);
  case CommandKind::MoveAttack:
    return QStringLiteral("MOVE_ATTACK %1 %2 %3 %4 %5 %6")
        .arg(c.src.x).arg(c.src.y).arg(c.dest.x).arg(c.dest.y).arg(c.target.x).arg(c.target.y);
  case CommandKind::EndTurn: return QStringLiteral("END_TURN");
  }
  return {};
}

Move commandToMove(const Command& c)
{
  Move m;
  m.status = Move::Status::Ok;
  m.words.append(int32_t(c.kind));
  switch (c.kind) {
  case CommandKind::Army:
    for (int t : c.army)
      m.words.append(t);
    break;
  case CommandKind::MoveAttack:
  case CommandKind::Move:
    for (int v : {c.src.x, c.src.y, c.dest.x, c.dest.y})
      m.words.append(v);
    if (c.kind == CommandKind::MoveAttack) {
      m.words.append(c.target.x);
      m.words.append(c.target.y);
    }
    break;
  case CommandKind::EndTurn: break;
  }
  return m;
}

std::optional<Command> commandFromMove(const Move& m)
{
  if (m.words.isEmpty())
    return std::nullopt;
  const auto w = [&](int i) { return int(m.words[i]); };
  switch (m.words[0]) {
  case int32_t(CommandKind::Army): {
    if (m.words.size() != 1 + kArmySlots)
      return std::nullopt;
    std::array<int, kArmySlots> team{};
    for (int i = 0; i < kArmySlots; ++i)
      team[size_t(i)] = w(1 + i);
    return Command::makeArmy(team);
  }
  case int32_t(CommandKind::Move):
    if (m.words.size() != 5)
      return std::nullopt;
    return Command::makeMove({w(1), w(2)}, {w(3), w(4)});
  case int32_t(CommandKind::MoveAttack):
    if (m.words.size() != 7)
      return std::nullopt;
    return Command::makeAttack({w(1), w(2)}, {w(3), w(4)}, {w(5), w(6)});
  case int32_t(CommandKind::EndTurn):
    if (m.words.size() != 1)
      return std::nullopt;
    return Command::endTurn();
  }
  return std::nullopt;
}

QString headerText(int battles, int turns, int timeLimitMs)
{
  QString s = QStringLiteral("ANGELEMPIRE 2.0\nMAP %1 %2\nBATTLES %3\nTURNS %4\nTIMELIMIT %5\n")
                  .arg(kMapX).arg(kMapY).arg(battles).arg(turns).arg(timeLimitMs);
  for (int t = kFirstType; t <= kLastType; ++t) {
    const UnitStats& u = unitStats(t);
    s += QStringLiteral("UNIT %1 %2 %3 %4 %5 %6 %7 %8 %9 %10\n")
             .arg(t).arg(u.live).arg(u.attack).arg(u.defence).arg(u.attackRange).arg(u.moveRange)
             .arg(u.element).arg(u.fightBack ? 1 : 0).arg(u.spell ? 1 : 0).arg(u.price);
  }
  return s;
}

QString buildRequest(int battle, int money)
{
  return QStringLiteral("BUILD %1 %2\n").arg(battle).arg(money);
}

QString turnRequest(const Board& board, int battle, int turn, int killCredit, int leftover)
{
  QString s;
  s.reserve(1400);
  s += QStringLiteral("TURN %1 %2 %3 %4\n").arg(battle).arg(turn).arg(killCredit).arg(leftover);
  for (int x = 0; x < kMapX; ++x)
    for (int y = 0; y < kMapY; ++y) {
      const Cell& c = board.at({x, y});
      if (c.isUnit())
        s += QStringLiteral("CELL %1 %2 %3 %4 %5 %6 %7\n")
                 .arg(x).arg(y).arg(c.type).arg(c.side).arg(c.live).arg(c.moved ? 1 : 0).arg(c.id);
      else
        s += QStringLiteral("CELL %1 %2 %3 0 0 0 0\n").arg(x).arg(y).arg(c.type);
    }
  s += QStringLiteral("GO\n");
  return s;
}

}  // namespace Kibitz::Rules::AngelEmpire
