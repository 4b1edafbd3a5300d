#include "dominoes/dominoes_move_text.h"

#include <QStringList>

namespace Kibitz::App {

DominoesCommand DominoesCommand::parse(const QString& line)
{
  const QStringList tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  DominoesCommand command;
  bool ok1 = false, ok2 = false;
  if (tokens.size() == 2 && tokens[0] == QLatin1String("REVEAL")) {
    command.slot = tokens[1].toInt(&ok1);
    if (ok1)
      command.kind = Kind::Reveal;
  } else if (tokens.size() == 3 && tokens[0] == QLatin1String("PLACE")) {
    command.slot = tokens[1].toInt(&ok1);
    command.cell = tokens[2].toInt(&ok2);
    if (ok1 && ok2)
      command.kind = Kind::Place;
  } else if (tokens.size() == 1 && tokens[0] == QLatin1String("QUIT")) {
    command.kind = Kind::Quit;
  }
  if (command.kind != Kind::Quit && (command.slot < 0 || command.slot > 7 || command.cell > 63))
    return {};
  return command;
}

}  // namespace Kibitz::App
