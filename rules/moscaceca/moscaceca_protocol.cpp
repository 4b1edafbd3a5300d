// § numbers: the Rules reference of docs/games/moscaceca.md.
#include "moscaceca/moscaceca_protocol.h"

#include <QStringList>

namespace Kibitz::Rules::MoscaCeca {

std::optional<Order> orderFromWords(const Move& move)
{
  if (move.words.isEmpty() || move.words[0] < 0 || move.words[0] >= kCommandCount)
    return std::nullopt;
  Order order;
  order.command = Command(move.words[0]);
  if (commandTakesDir(order.command)) {
    if (move.words.size() != 2 || move.words[1] < 0 || move.words[1] >= kDirCount)
      return std::nullopt;
    order.dir = move.words[1];
  } else if (move.words.size() != 1) {
    return std::nullopt;
  }
  return order;
}

Move moveFromOrder(const Order& order)
{
  if (commandTakesDir(order.command))
    return Move::ok({int32_t(order.command), int32_t(order.dir)});
  return Move::ok({int32_t(order.command)});
}

QString orderText(const Order& order)
{
  QString text = QLatin1String(commandName(order.command));
  if (commandTakesDir(order.command))
    text += QLatin1Char(' ') + QLatin1String(dirName(order.dir));
  return text;
}

QString clipAnswer(const QString& line)
{
  const QByteArray bytes = line.toUtf8();
  if (bytes.size() <= 80)
    return line;
  return QString::fromUtf8(bytes.left(80)) + QStringLiteral("...");
}

std::optional<Order> parseOrderLine(const QString& raw, QString* why)
{
  const auto fail = [&](const QString& reason) -> std::optional<Order> {
    *why = reason;
    return std::nullopt;
  };
  QString line = raw;
  // §5.1: one CR before the LF is removed (the LF itself is never part of the line).
  if (line.endsWith(QLatin1Char('\r')))
    line.chop(1);
  const qsizetype bytes = line.toUtf8().size();
  if (bytes > kMaxAnswerBytes)
    return fail(QStringLiteral("the line is %1 bytes long, at most %2").arg(bytes).arg(kMaxAnswerBytes));
  // Tokens are separated by spaces and tabs; leading and trailing ones are ignored.
  QStringList tokens;
  QString token;
  for (QChar c : line) {
    if (c == QLatin1Char(' ') || c == QLatin1Char('\t')) {
      if (!token.isEmpty())
        tokens << token;
      token.clear();
    } else {
      token += c;
    }
  }
  if (!token.isEmpty())
    tokens << token;
  if (tokens.isEmpty())
    return fail(QStringLiteral("empty line (expected MOVE <dir>, FLAG, CONSUME, ATTACK <dir> or WAIT)"));
  std::optional<Command> command;
  for (int c = 0; c < kCommandCount; ++c)
    if (tokens[0] == QLatin1String(commandName(Command(c))))
      command = Command(c);
  if (!command)
    return fail(QStringLiteral("'%1': unknown command (expected MOVE <dir>, FLAG, CONSUME, ATTACK <dir> or WAIT; upper case)")
                    .arg(clipAnswer(tokens[0])));
  Order order;
  order.command = *command;
  const QString name = QLatin1String(commandName(*command));
  if (commandTakesDir(*command)) {
    if (tokens.size() != 2)
      return fail(QStringLiteral("%1 takes exactly one direction (N NE E SE S SW W NW), got %2 tokens after it")
                      .arg(name).arg(tokens.size() - 1));
    const std::optional<int> dir = dirFromName(tokens[1]);
    if (!dir)
      return fail(QStringLiteral("%1 %2: unknown direction (expected N NE E SE S SW W NW; upper case)")
                      .arg(name, clipAnswer(tokens[1])));
    order.dir = *dir;
  } else if (tokens.size() != 1) {
    return fail(QStringLiteral("%1 takes no argument, got %2").arg(name).arg(tokens.size() - 1));
  }
  return order;
}

}  // namespace Kibitz::Rules::MoscaCeca
