#include "arena/match_play.h"

#include "arena/bot_version.h"

#include "match/match_builder.h"
#include "replay/replay_file.h"
#include "telemetry/seat_cost.h"
#include "replay/seat_results.h"
#include "share/live_pool.h"

#include "core/game.h"
#include "core/move.h"
#include "core/state.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>

#include <cmath>

namespace Kibitz::Debugger::Arena {

QString replayFileName(qint64 index)
{
  return QStringLiteral("match-%1.kbz").arg(index, 6, 10, QLatin1Char('0'));
}

namespace {

// Plays the match to its end, shown turn by turn by a broadcast of `live` when there is one.
void play(MatchRunner& runner, LivePool* live)
{
  LiveBroadcast* broadcast = live ? live->acquire() : nullptr;
  QString error;
  if (broadcast && !broadcast->begin(runner.replay(), QStringLiteral("en"), &error)) {
    live->release(broadcast);
    broadcast = nullptr;
  }
  while (!runner.isOver()) {
    runner.step();
    if (broadcast)
      broadcast->publish(runner.replay());
  }
  runner.finish();
  if (broadcast) {
    broadcast->finish(runner.replay());
    live->release(broadcast);
  }
}

}  // namespace

MatchOutcome playMatch(const MatchJob& job, const QString& replaysDir, LivePool* live)
{
  QElapsedTimer timer;
  timer.start();
  MatchOutcome outcome;
  outcome.schedule = job.schedule;
  outcome.index = job.index;
  outcome.gameId = job.gameId;
  outcome.seed = job.seed;
  // The versions of the files that are about to run (cached by their size and times: a
  // file changed during an arena gives each match the version it played).
  QStringList versions;
  for (const JobSeat& seat : job.seats)
    versions << BotVersion::of(seat.bot);
  QString error;
  std::unique_ptr<MatchRunner> runner = MatchBuilder::build(job.request(!replaysDir.isEmpty() || live), &error);
  if (!runner) {
    outcome.error = error;
    return outcome;
  }
  play(*runner, live);
  const Replay& replay = runner->replay();
  outcome.result = replay.result.text;
  outcome.complete = replay.result.complete;
  outcome.turns = runner->state().turn();
  const QList<SeatSummary>& summaries = runner->seatSummaries();
  QStringList metricKeys;
  for (const Rules::MetricSpec& m : runner->state().game().info().metrics)
    metricKeys << m.key;
  const int scoreMetric = SeatResults::scoreMetric(metricKeys);
  for (int seat = 0; seat < job.seats.size(); ++seat) {
    const SeatSummary& s = summaries[seat];
    SeatOutcome o;
    o.entrant = job.seats[seat].entrant;
    o.name = job.seats[seat].name;
    o.bot = job.seats[seat].bot;
    o.version = versions.value(seat);
    o.score = replay.result.returns.value(seat);
    if (scoreMetric >= 0)
      o.gameScore = runner->state().metric(scoreMetric, seat);
    if (s.firstFaultTurn >= 0) {
      o.error = QStringLiteral("turn %1: %2").arg(s.firstFaultTurn + 1).arg(s.firstFault);
      o.crashed = s.firstFault.startsWith(QLatin1String(Rules::moveStatusName(Rules::Move::Status::Crashed)));
    }
    o.faults = s.faults;
    o.timeouts = s.timeouts;
    o.maxReplyMs = std::round(s.maxReplyMs * 1000) / 1000;  // to the microsecond
    o.maxShareOfLimit = std::round(s.maxShareOfLimit * 10000) / 10000;
    o.values = s.values.summaries();
    o.replies = s.replies;
    QList<double> times = s.replyMs;
    o.p95ReplyMs = std::round(SeatCost::percentile(&times, 95) * 1000) / 1000;
    o.peakRssKb = s.peakRssKb;
    o.valueProblem = s.values.firstProblem();
    outcome.seats << o;
  }
  if (!replaysDir.isEmpty()) {
    // Absolute: the database and the result line are read from other folders (the window,
    // `rank`), where a path relative to this process's folder would name another file.
    const QString path = QDir::cleanPath(QDir(replaysDir).absoluteFilePath(replayFileName(job.index)));
    if (!ReplayFile::write(path, runner->takeReplay(), &error)) {
      outcome.error = error;
      return outcome;
    }
    outcome.replay = path;
  }
  runner.reset();  // external bots are reaped with the runner: part of the match's time
  outcome.finishedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
  outcome.durationMs = std::round(double(timer.nsecsElapsed()) / 1e3) / 1e3;
  return outcome;
}

}  // namespace Kibitz::Debugger::Arena
