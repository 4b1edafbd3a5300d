#include "replay/seat_results.h"

#include "replay/replay.h"

#include <QRegularExpression>

#include <algorithm>

namespace Kibitz::Debugger::SeatResults {

int scoreMetric(const QStringList& metricKeys)
{
  for (const char* key : {"score", "touches", "territory"})
    if (const qsizetype at = metricKeys.indexOf(QLatin1String(key)); at >= 0)
      return int(at);
  return -1;
}

QList<Seat> fromReplay(const Replay& replay)
{
  const int metric = scoreMetric(replay.metricKeys);
  QList<Seat> seats(replay.players.size());
  QList<bool> seen(replay.players.size(), false);
  for (int p = 0; p < seats.size(); ++p) {
    seats[p].points = replay.result.returns.value(p);
    if (metric >= 0 && !replay.frames.isEmpty()) {
      const QList<QList<double>>& metrics = replay.frames.last().metrics;
      if (metric < metrics.size() && p < metrics[metric].size())
        seats[p].gameScore = metrics[metric][p];
    }
  }
  // From the end: each seat's last reply says whether a fault ended its game.
  for (qsizetype f = replay.frames.size() - 1; f >= 1; --f)
    for (const PlayerExchange& e : replay.frames[f].exchanges)
      if (e.player >= 0 && e.player < seats.size() && !seen[e.player]) {
        seen[e.player] = true;
        seats[e.player].fault = e.status;
      }
  return seats;
}

Rules::Move::Status faultOf(const QString& firstFault)
{
  static const QRegularExpression turnPrefix(QStringLiteral("^turn \\d+: "));
  QString text = firstFault;
  text.remove(turnPrefix);
  for (Rules::Move::Status status :
       {Rules::Move::Status::Crashed, Rules::Move::Status::Timeout, Rules::Move::Status::Invalid})
    if (text.startsWith(QLatin1String(Rules::moveStatusName(status))))
      return status;
  return Rules::Move::Status::Ok;
}

QList<Outcome> outcomes(const QList<Seat>& seats, bool decided)
{
  QList<Outcome> result(seats.size(), Outcome::None);
  double best = 0;
  int atBest = 0;
  for (int p = 0; p < seats.size(); ++p) {
    if (p == 0 || seats[p].points > best) {
      best = seats[p].points;
      atBest = 0;
    }
    atBest += seats[p].points == best ? 1 : 0;
  }
  for (int p = 0; p < seats.size(); ++p) {
    // A seat that still won was not put out by its fault (a Mosca Ceca agent's error).
    if (decided && seats.size() > 1 && seats[p].points == best && atBest < seats.size()) {
      result[p] = atBest == 1 ? Outcome::Wins : Outcome::SharesWin;
      continue;
    }
    switch (seats[p].fault) {
    case Rules::Move::Status::Crashed: result[p] = Outcome::Crashed; continue;
    case Rules::Move::Status::Timeout: result[p] = Outcome::TimedOut; continue;
    case Rules::Move::Status::Invalid: result[p] = Outcome::Disqualified; continue;
    case Rules::Move::Status::Ok: break;
    }
    if (decided && seats.size() > 1)  // one player has a score, not a win
      result[p] = seats[p].points < best ? Outcome::Loses : Outcome::Draw;
  }
  return result;
}

}  // namespace Kibitz::Debugger::SeatResults
