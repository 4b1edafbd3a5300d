// kibitz-cli arena: a tournament on the embedded engine into an SQLite database, or with
// --plan its matches as job lines for `kibitz-cli worker` (docs/arena.md).
#include "cli/cli_output.h"
#include "cli/live_options.h"
#include "cli/match_options.h"

#include "arena/arena_plan.h"
#include "arena/job_line.h"
#include "arena/ranking_output.h"
#include "arena/tournament.h"
#include "share/live_pool.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QElapsedTimer>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <unistd.h>

namespace Kibitz::Cli {

namespace {

const QString kUsage = QStringLiteral(
    "kibitz-cli arena GAME --bot SPEC... [--name NAME]... [--matches N] [--seed S] [--param KEY=VALUE]... "
    "[--seats K] [--jobs J] [--db FILE] [--replays DIR] [--sprt ELO0,ELO1[,ALPHA,BETA]] "
    "[--time-limit MS | --no-time-limit] [--sandbox] [--live [ADDR:]PORT [--live-linger SECONDS]] [--plan] [--json]\n"
    "       kibitz-cli arena extern[:NAME] --referee COMMAND --dialect cg|brutaltester ... (docs/external-games.md)");
constexpr qint64 kDefaultMatches = 100;
constexpr qint64 kDefaultSprtMatches = 20000;
constexpr int kMaxJobs = 256;

// A progress line on a terminal, redrawn at most ten times a second.
class Progress {
public:
  explicit Progress(qint64 total) : total_(total), enabled_(isatty(STDERR_FILENO) == 1) { timer_.start(); }
  void update(qint64 stored, bool force = false)
  {
    if (!enabled_ || (!force && timer_.elapsed() - last_ < 100))
      return;
    last_ = timer_.elapsed();
    const QByteArray line = QStringLiteral("\rarena: %1 of %2 matches stored").arg(stored).arg(total_).toUtf8();
    std::fwrite(line.constData(), 1, size_t(line.size()), stderr);
    shown_ = true;
  }
  void end()
  {
    if (shown_)
      std::fputc('\n', stderr);
    shown_ = false;
  }

private:
  qint64 total_;
  bool enabled_;
  bool shown_ = false;
  QElapsedTimer timer_;
  qint64 last_ = -1000;
};

}  // namespace

int commandArena(const QStringList& args)
{
  QCommandLineParser parser;
  const MatchOptions match;
  const TimeLimitOptions timeLimits;
  const SandboxOptions sandbox;
  const ExternalGameOptions externalGame;
  const QCommandLineOption matchesOption(QStringLiteral("matches"),
                                         QStringLiteral("Matches in all, rounded up to whole rounds (default 100; with --sprt 20000 at most)."),
                                         QStringLiteral("N"));
  const QCommandLineOption seatsOption(QStringLiteral("seats"),
                                       QStringLiteral("Seats of a match for games of 2..N players (default: as many as bots, at most N)."),
                                       QStringLiteral("K"));
  const QCommandLineOption jobsOption(QStringLiteral("jobs"), QStringLiteral("Matches played at once (default: the number of cores)."),
                                      QStringLiteral("J"));
  const QCommandLineOption dbOption(QStringLiteral("db"),
                                    QStringLiteral("The results database (default: arena.sqlite in the replay folder, or here)."),
                                    QStringLiteral("FILE"));
  const QCommandLineOption replaysOption(QStringLiteral("replays"), QStringLiteral("Keep every match's replay in this folder."),
                                         QStringLiteral("DIR"));
  const QCommandLineOption sprtOption(QStringLiteral("sprt"),
                                      QStringLiteral("Two bots: stop once the SPRT decides between ELO0 and ELO1 (alpha = beta = 0.05)."),
                                      QStringLiteral("ELO0,ELO1[,ALPHA,BETA]"));
  const QCommandLineOption planOption(QStringLiteral("plan"), QStringLiteral("Print the matches as job lines for kibitz-cli worker, play none."));
  const QCommandLineOption jsonOption(QStringLiteral("json"), QStringLiteral("Print the ranking as JSON."));
  parser.addOptions({matchesOption, seatsOption, jobsOption, dbOption, replaysOption, sprtOption, planOption, jsonOption});
  const LiveOptions liveOptions;
  liveOptions.addTo(parser);
  timeLimits.addTo(parser);
  sandbox.addTo(parser);
  externalGame.addTo(parser);
  match.addTo(parser);
  Debugger::MatchRequest base;
  int code = 0;
  if (!match.parse(parser, args, kUsage, &base, &code))
    return code;
  QString error;
  if (!timeLimits.fill(parser, &base.processOptions, &error) || !externalGame.fill(parser, &base, &error))
    return fail(error);
  // The plan's job lines leave the sandbox to the worker that plays them.
  if (parser.isSet(planOption) && parser.isSet(sandbox.sandbox))
    return fail(QStringLiteral("--plan only prints the job lines: --sandbox does not go with it (kibitz-cli worker "
                               "--sandbox plays them in the sandbox)"));
  if (!sandbox.fill(parser, &base.processOptions, &error))
    return fail(error);
  if (base.bots.isEmpty())
    return fail(QStringLiteral("--bot SPEC is required, once per bot (usage: %1)").arg(kUsage));

  std::optional<Debugger::Arena::SprtSettings> sprt;
  if (parser.isSet(sprtOption)) {
    sprt = Debugger::Arena::SprtSettings::parse(parser.value(sprtOption), &error);
    if (!sprt)
      return fail(error);
  }
  qint64 matches = sprt ? kDefaultSprtMatches : kDefaultMatches;
  if (parser.isSet(matchesOption)) {
    bool ok = false;
    matches = parser.value(matchesOption).toLongLong(&ok);
    if (!ok || matches < 1)
      return fail(QStringLiteral("--matches: '%1' is not a positive number").arg(parser.value(matchesOption)));
  }
  int seats = 0;
  if (parser.isSet(seatsOption)) {
    bool ok = false;
    seats = parser.value(seatsOption).toInt(&ok);
    if (!ok || seats < 1)
      return fail(QStringLiteral("--seats: '%1' is not a positive number").arg(parser.value(seatsOption)));
  }
  int jobs = std::clamp(QThread::idealThreadCount(), 1, kMaxJobs);
  if (parser.isSet(jobsOption)) {
    bool ok = false;
    jobs = parser.value(jobsOption).toInt(&ok);
    if (!ok || jobs < 1 || jobs > kMaxJobs)
      return fail(QStringLiteral("--jobs: '%1' is not a number of jobs (1..%2)").arg(parser.value(jobsOption)).arg(kMaxJobs));
  }

  QString notice;
  std::optional<Debugger::Arena::ArenaPlan> plan = Debugger::Arena::ArenaPlan::make(base, matches, seats, sprt, &error, &notice);
  if (!plan)
    return fail(error);
  if (!notice.isEmpty())
    err(QStringLiteral("arena: %1").arg(notice));

  if (parser.isSet(planOption)) {
    for (const QCommandLineOption* o : {&dbOption, &replaysOption, &jobsOption, &sprtOption, &jsonOption, &liveOptions.live})
      if (parser.isSet(*o))
        return fail(QStringLiteral("--plan only prints the job lines: --%1 does not go with it (worker and rank take "
                                   "--replays, --jobs, --db and --sprt)")
                        .arg(o->names().constFirst()));
    const qint64 total = plan->schedule().size();
    for (qint64 i = 0; i < total; ++i) {
      const QByteArray line = Debugger::Arena::JobLine::job(plan->job(i)) + '\n';
      std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    }
    return std::fflush(stdout) == 0 ? kSuccess : fail(QStringLiteral("cannot write the job lines"));
  }

  // --live: one URL per job, each showing the match its worker plays, then the next.
  std::optional<Debugger::LiveBroadcast::Address> liveAddress;
  int lingerSeconds = -1;
  if (!liveOptions.parse(parser, &liveAddress, &lingerSeconds, &error))
    return fail(error);
  std::unique_ptr<Debugger::LivePool> live;
  if (liveAddress) {
    LiveOptions::warnIfExposed(*liveAddress);
    live = Debugger::LivePool::start(*liveAddress, jobs, &error);
    if (!live)
      return fail(error);
    const QStringList urls = live->urls();
    for (int i = 0; i < urls.size(); ++i)
      out(QStringLiteral("live: job %1 %2").arg(i + 1).arg(urls[i]));
    std::fflush(stdout);
  }

  Debugger::Arena::Tournament::Options options;
  options.live = live.get();
  options.replaysDir = parser.value(replaysOption);
  options.dbPath = parser.isSet(dbOption) ? parser.value(dbOption)
                   : options.replaysDir.isEmpty() ? QStringLiteral("arena.sqlite")
                                                  : QDir(options.replaysDir).filePath(QStringLiteral("arena.sqlite"));
  options.jobs = jobs;
  const bool existed = QFileInfo::exists(options.dbPath);
  options.waiting = [&options] {
    err(QStringLiteral("arena: another arena is writing to %1: waiting for it to end").arg(options.dbPath));
  };
  std::unique_ptr<Debugger::Arena::Tournament> tournament =
      Debugger::Arena::Tournament::open(std::move(*plan), options, &error);
  if (!tournament)
    return fail(error);
  if (const qsizetype others = tournament->database().arenas().size() - 1; others > 0)
    err(QStringLiteral("arena: %1 holds %2 other arena(s) (other bot versions or arguments): this one's matches are kept "
                       "apart from theirs; `kibitz-cli rank %1` ranks them all")
            .arg(options.dbPath)
            .arg(others));

  QElapsedTimer timer;
  timer.start();
  if (!tournament->finished()) {
    if (!tournament->preflight(&error)) {
      if (!existed && tournament->stored() == 0) {  // leave no empty database behind
        tournament.reset();
        for (const char* suffix : {"", "-wal", "-shm"})
          QFile::remove(options.dbPath + QLatin1String(suffix));
      }
      return fail(error);
    }
    Progress progress(tournament->total());
    Debugger::Arena::Tournament::Events events;
    events.stored = [&](const Debugger::Arena::MatchOutcome&) { progress.update(tournament->stored()); };
    events.warning = [&](const QString& text) {
      progress.end();
      err(QStringLiteral("kibitz-cli: warning: %1").arg(text));
    };
    events.crashed = [&](const QString& name, qint64 match, const QString& fault) {
      events.warning(QStringLiteral("%1 crashed in match %2 (%3); only its first crash is said here, the others are in "
                                    "the errors of their matches (`kibitz-cli run` with this bot shows what it prints)")
                         .arg(name)
                         .arg(match)
                         .arg(fault));
    };
    const bool ok = tournament->run(events, &error);
    progress.update(tournament->stored(), true);
    progress.end();
    if (!ok)
      return fail(error);
  }
  const double seconds = double(timer.nsecsElapsed()) / 1e9;
  const qint64 played = tournament->playedNow();
  err(QStringLiteral("arena: %1 matches played%2%3, %4 of %5 stored in %6%7")
          .arg(played)
          .arg(played > 0 && seconds > 0
                   ? QStringLiteral(" in %1 s (%2 matches/s, %3 jobs)")
                         .arg(QString::number(seconds, 'f', 2))
                         .arg(qRound64(played / seconds))
                         .arg(jobs)
                   : QString())
          .arg(tournament->storedAtStart() > 0 ? QStringLiteral(" (resumed: %1 were stored)").arg(tournament->storedAtStart())
                                               : QString())
          .arg(tournament->stored())
          .arg(tournament->total())
          .arg(options.dbPath,
               tournament->sprtDecided() ? QStringLiteral(" (the SPRT decided: no more matches needed)") : QString()));
  for (auto it = tournament->timeouts().cbegin(); it != tournament->timeouts().cend(); ++it)
    err(QStringLiteral("kibitz-cli: warning: %1 timed out in %2 of the matches played now").arg(it.key()).arg(it.value()));

  const std::optional<Debugger::Arena::Standings> standings = tournament->standings(&error);
  if (!standings)
    return fail(error);
  if (parser.isSet(jsonOption))
    outJson(QJsonDocument(Debugger::Arena::rankingJson(*standings)));
  else
    for (const QString& line : Debugger::Arena::rankingText(*standings))
      out(line);
  if (!tournament->failures().isEmpty()) {
    err(QStringLiteral("kibitz-cli: %1 matches could not be played (the same command plays them again): %2")
            .arg(tournament->failures().size())
            .arg(tournament->failures().constFirst()));
    return kCheckFailed;
  }
  if (live)
    LiveOptions::lingerAfter(QStringLiteral("the arena is over"), live->urls(), lingerSeconds);
  return kSuccess;
}

}  // namespace Kibitz::Cli
