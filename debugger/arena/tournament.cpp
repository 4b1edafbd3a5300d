#include "arena/tournament.h"

#include "arena/match_play.h"
#include "arena/parallel_runner.h"

#include "match/match_builder.h"

#include <QDir>
#include <QThread>

#include <condition_variable>
#include <mutex>

namespace Kibitz::Debugger::Arena {

Tournament::Tournament(ArenaPlan plan, Options options, std::unique_ptr<ResultsDb> db)
    : plan_(std::move(plan)), options_(std::move(options)), db_(std::move(db))
{
}

Tournament::~Tournament() = default;

std::unique_ptr<Tournament> Tournament::open(ArenaPlan plan, Options options, QString* error)
{
  if (!options.replaysDir.isEmpty() && !QDir().mkpath(options.replaysDir)) {
    *error = QStringLiteral("cannot create the replay folder %1").arg(options.replaysDir);
    return nullptr;
  }
  std::unique_ptr<ResultsDb> db = ResultsDb::open(options.dbPath, error, ResultsDb::Access::Write, options.waiting);
  if (!db || !db->claim(plan.id(), plan.identity(), error))
    return nullptr;
  // Its own matches: the database may hold other arenas' (other versions of the bots).
  std::optional<QList<MatchOutcome>> outcomes = db->outcomes(error, plan.id());
  if (!outcomes)
    return nullptr;
  std::unique_ptr<Tournament> t(new Tournament(std::move(plan), std::move(options), std::move(db)));
  const qint64 total = t->total();
  for (const MatchOutcome& o : *outcomes) {
    if (o.index < 0 || o.index >= total) {
      *error = QStringLiteral("%1 holds match %2, beyond this arena's %3 matches: refused").arg(t->db_->path()).arg(o.index).arg(total);
      return nullptr;
    }
    t->stored_.insert(o.index);
  }
  t->storedAtStart_ = t->stored_.size();
  if (t->plan_.sprt())
    t->sprt_.emplace(*t->plan_.sprt());
  for (const MatchOutcome& o : *outcomes)
    t->follow(o);
  return t;
}

bool Tournament::finished() const
{
  return stored() >= total() || (sprt_ && sprt_->decided());
}

void Tournament::follow(const MatchOutcome& outcome)
{
  if (!sprt_ || sprt_->decided())
    return;
  ahead_.insert(outcome.index, outcome);
  while (!sprt_->decided() && ahead_.contains(sprt_->nextIndex()))
    if (!sprt_->add(ahead_.take(sprt_->nextIndex())))
      break;
  if (sprt_->decided())
    ahead_.clear();
}

bool Tournament::preflight(QString* error)
{
  QSet<int> checked;
  const Schedule& s = plan_.schedule();
  for (qint64 i = 0; i < s.roundSize() && checked.size() < plan_.entrants().size(); ++i) {
    const MatchJob job = plan_.job(i);
    bool fresh = false;
    for (const JobSeat& seat : job.seats)
      fresh = fresh || !checked.contains(seat.entrant);
    if (!fresh)
      continue;
    QString problem;
    if (!MatchBuilder::build(job.request(false), &problem)) {
      *error = QStringLiteral("the arena cannot start (no match was played): %1").arg(problem);
      return false;
    }
    for (const JobSeat& seat : job.seats)
      checked.insert(seat.entrant);
  }
  return true;
}

void Tournament::checkSeats(const MatchOutcome& outcome, const Events& events)
{
  for (const SeatOutcome& seat : outcome.seats) {
    const Entrant& e = plan_.entrants().value(seat.entrant);
    // A program that starts and then dies loses every match: said at once, not only by the ranking.
    if (seat.crashed && events.crashed && !warned_.contains(e.name + QStringLiteral("/crash"))) {
      warned_.insert(e.name + QStringLiteral("/crash"));
      events.crashed(e.name, outcome.index, seat.error);
    }
    // Malformed `#kibitz value` lines: once per bot, with the first one.
    if (!seat.valueProblem.isEmpty() && events.warning && !warned_.contains(e.name + QStringLiteral("/values"))) {
      warned_.insert(e.name + QStringLiteral("/values"));
      events.warning(QStringLiteral("%1 wrote value lines that were ignored in match %2 (%3; docs/bot-marks.md, \"Values\")")
                         .arg(e.name).arg(outcome.index).arg(seat.valueProblem));
    }
    if (!e.external)
      continue;
    if (seat.timeouts > 0) {
      ++timeouts_[e.name];
      if (events.warning && !warned_.contains(e.name + QStringLiteral("/timeout"))) {
        warned_.insert(e.name + QStringLiteral("/timeout"));
        events.warning(QStringLiteral("%1 timed out in match %2 (%3); with --jobs %4, fewer jobs may give it its time "
                                      "back (docs/arena.md, \"Jobs and time limits\")")
                           .arg(e.name).arg(outcome.index).arg(seat.error).arg(options_.jobs));
      }
    } else if (seat.maxShareOfLimit >= kWarnShareOfLimit && events.warning && !warned_.contains(e.name)) {
      warned_.insert(e.name);
      events.warning(QStringLiteral("%1 took up to %2 % of its time limit (a reply of %3 ms) in match %4; with --jobs %5 it may "
                                    "start timing out (docs/arena.md, \"Jobs and time limits\")")
                         .arg(e.name)
                         .arg(qRound(seat.maxShareOfLimit * 100))
                         .arg(QString::number(seat.maxReplyMs, 'f', 1))
                         .arg(outcome.index)
                         .arg(options_.jobs));
    }
  }
}

bool Tournament::run(const Events& events, QString* error)
{
  if (finished())
    return true;
  qint64 next = 0;
  const qint64 count = total();
  bool stop = false;
  QString storeError;
  const QString replaysDir = options_.replaysDir;
  LivePool* live = options_.live;
  const std::function<MatchOutcome(const MatchJob&)> play = [replaysDir, live](const MatchJob& job) {
    return playMatch(job, replaysDir, live);
  };
  // Under an SPRT the decision is taken over matches in schedule order, so the workers must
  // not run far ahead of the oldest match still playing: otherwise one long match lets the
  // others play on past the decision. The window holds the handed-out jobs to within
  // 2 x jobs of the first index not yet finished (stored or failed).
  const qint64 window = sprt_ ? 2 * qint64(std::max(1, options_.jobs)) : count;
  std::mutex frontierMutex;
  std::condition_variable frontierMoved;
  QSet<qint64> finished = stored_;
  qint64 frontier = 0;  // first index not finished
  while (finished.contains(frontier))
    finished.remove(frontier++);
  bool halted = false;  // no more jobs: decided, stopped or failed to store
  const auto advance = [&](qint64 index, bool more) {
    const std::lock_guard<std::mutex> lock(frontierMutex);
    finished.insert(index);
    while (finished.contains(frontier))
      finished.remove(frontier++);
    halted = halted || !more;
    frontierMoved.notify_all();
    return more;
  };
  const std::function<bool(MatchOutcome)> finish = [&](MatchOutcome outcome) {
    if (stop)
      return false;
    if (!outcome.played()) {
      failures_ << QStringLiteral("match %1: %2").arg(outcome.index).arg(outcome.error);
    } else if (!db_->insert(outcome, false, nullptr, &storeError)) {
      stop = true;
      return false;
    } else {
      stored_.insert(outcome.index);
      ++playedNow_;
      checkSeats(outcome, events);
      follow(outcome);
      if (events.stored)
        events.stored(outcome);
    }
    return !(sprt_ && sprt_->decided()) && (!events.keepGoing || events.keepGoing());
  };
  const std::function<bool(MatchOutcome)> done = [&](MatchOutcome outcome) {
    const qint64 index = outcome.index;
    return advance(index, finish(std::move(outcome)));
  };
  // The source runs on the worker threads while this thread adds to stored_: it reads a
  // snapshot of what was stored before (nothing it hands out can be in it).
  const QSet<qint64> already = stored_;
  const std::function<std::optional<MatchJob>()> source = [&]() -> std::optional<MatchJob> {
    while (next < count && already.contains(next))
      ++next;
    if (next >= count)
      return std::nullopt;
    std::unique_lock<std::mutex> lock(frontierMutex);
    frontierMoved.wait(lock, [&] { return halted || next < frontier + window; });
    if (halted)
      return std::nullopt;
    MatchJob job = plan_.job(next++);
    // Matches played at once share the cores: each match's bots are judged on their own
    // CPU time as soon as they outnumber the match's share.
    job.sharedCores = std::max(1, QThread::idealThreadCount() / std::max(1, options_.jobs));
    return job;
  };
  runParallel<MatchJob, MatchOutcome>(std::max(1, options_.jobs), source, play, done);
  if (stop) {
    *error = storeError;
    return false;
  }
  return true;
}

std::optional<Standings> Tournament::standings(QString* error) const
{
  std::optional<QList<MatchOutcome>> outcomes = db_->outcomes(error, plan_.id());
  if (!outcomes)
    return std::nullopt;
  return computeStandings(*outcomes, plan_.sprt(), error);
}

}  // namespace Kibitz::Debugger::Arena
