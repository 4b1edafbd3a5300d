#include "share/result_words.h"

#include "replay/replay.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace Kibitz::Debugger::ResultWords {

using SeatResults::Outcome;

namespace {

// A word of the window's context, from `translator` when one is given.
QString word(const QTranslator* translator, const char* source)
{
  if (!translator)
    return QCoreApplication::translate("Kibitz::App::ResultWords", source);
  const QString text = translator->translate("Kibitz::App::ResultWords", source);
  return text.isEmpty() ? QString::fromUtf8(source) : text;
}

}  // namespace

QString outcome(Outcome outcome, const QTranslator* translator)
{
  switch (outcome) {
  case Outcome::None: return {};
  //: A seat's result in a match: it won.
  case Outcome::Wins: return word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "wins"));
  //: A seat's result in a match of three or more seats: it won together with others.
  case Outcome::SharesWin: return word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "shares the win"));
  //: A seat's result in a match: every seat ended level.
  case Outcome::Draw: return word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "draw"));
  //: A seat's result in a match: it lost.
  case Outcome::Loses: return word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "loses"));
  //: A seat's result: its bot's reply broke the rules, which ended its game.
  case Outcome::Disqualified: return word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "disqualified"));
  //: A seat's result: its bot's process died, which ended its game.
  case Outcome::Crashed: return word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "crashed"));
  //: A seat's result: its bot did not answer in time, which ended its game.
  case Outcome::TimedOut: return word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "timed out"));
  }
  return {};
}

QString gameScore(const SeatResults::Seat& seat)
{
  return seat.gameScore ? QLocale().toString(*seat.gameScore, 'g', QLocale::FloatingPointShortest) : QString();
}

QString scoreLine(const QList<SeatResults::Seat>& seats)
{
  QStringList scores;
  for (const SeatResults::Seat& seat : seats) {
    if (!seat.gameScore)
      return {};
    scores << gameScore(seat);
  }
  return scores.join(QChar(0x2013));  // an en dash, as scores are written: 20–15
}

QString summary(const QStringList& names, const QList<SeatResults::Seat>& seats, bool decided, const QTranslator* translator)
{
  const QList<Outcome> outcomes = SeatResults::outcomes(seats, decided);
  const auto name = [&](int seat) {
    const QString given = names.value(seat);
    //: A seat of a match that has no name.
    return given.isEmpty() ? word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "Player %1")).arg(seat) : given;
  };
  QStringList winners;
  bool draw = false;
  for (int p = 0; p < outcomes.size(); ++p) {
    winners << (outcomes[p] == Outcome::Wins || outcomes[p] == Outcome::SharesWin ? name(p) : QString());
    draw = draw || outcomes[p] == Outcome::Draw;
  }
  winners.removeAll(QString());
  QString head;
  if (winners.size() == 1)
    //: The result of a match: %1 is the winner's name.
    head = word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "%1 wins")).arg(winners.first());
  else if (winners.size() > 1)
    //: The result of a match of three or more seats: %1 lists the winners' names.
    head = word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "%1 share the win")).arg(winners.join(QStringLiteral(", ")));
  else if (draw)
    //: The result of a match where every seat ended level.
    head = word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "Draw"));
  const QString scores = scoreLine(seats);
  QStringList parts;
  if (!head.isEmpty() && !scores.isEmpty())
    //: The result of a match and its score: "alice wins, 20–15".
    parts << word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "%1, %2")).arg(head, scores);
  else if (!head.isEmpty() || !scores.isEmpty())
    parts << (head.isEmpty() ? scores : head);
  for (int p = 0; p < outcomes.size(); ++p) {
    switch (outcomes[p]) {
    case Outcome::Crashed:
      //: In a match's result: the bot of seat %1 died, which ended its game.
      parts << word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "%1 crashed")).arg(name(p));
      break;
    case Outcome::TimedOut:
      //: In a match's result: the bot of seat %1 did not answer in time, which ended its game.
      parts << word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "%1 timed out")).arg(name(p));
      break;
    case Outcome::Disqualified:
      //: In a match's result: the reply of seat %1 broke the rules, which ended its game.
      parts << word(translator, QT_TRANSLATE_NOOP("Kibitz::App::ResultWords", "%1 was disqualified")).arg(name(p));
      break;
    default: break;
    }
  }
  return parts.join(QStringLiteral("; "));
}

QString summary(const Replay& replay, const QTranslator* translator)
{
  return summary(replay.playerNames(), SeatResults::fromReplay(replay), replay.result.complete, translator);
}

}  // namespace Kibitz::Debugger::ResultWords
