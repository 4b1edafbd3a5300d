#include "arena/arena_data.h"

namespace Kibitz::App {

qint64 ArenaData::round(const Debugger::Arena::MatchOutcome& outcome) const
{
  if (roundSize > 0)
    return outcome.index / roundSize;
  return qint64(outcome.seed - firstSeed);
}

QColor entrantColor(int entrant)
{
  // Distinct on a white background, in the order the players' charts use them.
  static const QList<QColor> colors{QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
                                    QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                    QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22),
                                    QColor(0x17, 0xbe, 0xcf)};
  if (entrant < 0)
    return QColor(Qt::gray);
  if (entrant < colors.size())
    return colors[entrant];
  return QColor::fromHsv((entrant * 47) % 360, 200, 200);
}

int winningSeat(const Debugger::Arena::MatchOutcome& outcome)
{
  if (outcome.seats.size() < 2)
    return -1;
  int best = 0;
  bool shared = false;
  for (int s = 1; s < outcome.seats.size(); ++s) {
    if (outcome.seats[s].score > outcome.seats[best].score) {
      best = s;
      shared = false;
    } else if (outcome.seats[s].score == outcome.seats[best].score) {
      shared = true;
    }
  }
  return shared ? -1 : best;
}

}  // namespace Kibitz::App
