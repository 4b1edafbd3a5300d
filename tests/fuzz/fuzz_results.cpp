// The arena's results: a worker's result lines (as `rank` reads a .jsonl), the ranking
// computed from them, and their round trip through the results database (in memory).
#include "fuzz_support.h"

#include "arena/job_line.h"
#include "arena/ranking_output.h"
#include "arena/results_db.h"

#include <QCoreApplication>
#include <QSet>

using namespace Kibitz::Debugger::Arena;

namespace {

// Storing is the slow part: only the first outcomes of an input go to the database.
constexpr qsizetype kMaxStored = 32;

void storeAndReadBack(const QList<MatchOutcome>& outcomes)
{
  QString error;
  const std::unique_ptr<ResultsDb> db = ResultsDb::open(QStringLiteral(":memory:"), &error, ResultsDb::Access::Read);
  Kibitz::Fuzz::check(db != nullptr, "an in-memory database opens", error);
  Kibitz::Fuzz::check(db->claim(outcomes.first().schedule, {}, &error), "a new database takes a schedule", error);
  QMap<qint64, QByteArray> stored;  // index -> the first outcome stored there, as a result line
  QSet<qint64> untimed;  // stored without a finishing time: the database gives them the time they were stored
  for (qsizetype i = 0; i < outcomes.size() && i < kMaxStored; ++i) {
    const MatchOutcome& o = outcomes[i];
    if (o.schedule != db->scheduleId())
      continue;
    bool inserted = false;
    Kibitz::Fuzz::check(db->insert(o, true, &inserted, &error), "a played outcome is stored", error);
    Kibitz::Fuzz::check(inserted == !stored.contains(o.index), "a match is stored once");
    if (inserted) {
      stored.insert(o.index, JobLine::result(o));
      if (o.finishedAt.isEmpty())
        untimed.insert(o.index);
    }
  }
  const std::optional<QList<MatchOutcome>> back = db->outcomes(&error);
  Kibitz::Fuzz::check(back.has_value(), "stored outcomes read back", error);
  QList<QByteArray> lines;
  for (MatchOutcome o : *back) {
    Kibitz::Fuzz::check(!o.finishedAt.isEmpty(), "a stored match has a finishing time");
    if (untimed.contains(o.index))
      o.finishedAt.clear();
    lines << JobLine::result(o);
  }
  Kibitz::Fuzz::check(lines == stored.values(), "stored outcomes read back unchanged",
                      QString::fromUtf8(lines.join('\n') + "\nstored:\n" + stored.values().join('\n')));
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
  // Qt Sql finds its SQLite driver through the application's plugin paths.
  static QCoreApplication app(*argc, *argv);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  QList<MatchOutcome> played;
  for (const QByteArray& line : Kibitz::Fuzz::bytes(data, size).split('\n')) {
    if (line.trimmed().isEmpty())
      continue;
    QString error;
    const std::optional<MatchOutcome> outcome = JobLine::parseResult(line.trimmed(), &error);
    Kibitz::Fuzz::check(outcome || !error.isEmpty(), "a refused result line says why");
    if (!outcome)
      continue;
    const QByteArray written = JobLine::result(*outcome);
    const std::optional<MatchOutcome> again = JobLine::parseResult(written, &error);
    Kibitz::Fuzz::check(again && JobLine::result(*again) == written, "a result line reads back unchanged", error);
    if (outcome->played())
      played << *outcome;
  }
  if (played.isEmpty())
    return 0;
  for (const std::optional<SprtSettings>& sprt : {std::optional<SprtSettings>(), std::optional(SprtSettings{0, 10, 0.05, 0.05})}) {
    QString error;
    const std::optional<Standings> standings = computeStandings(played, sprt, &error);
    Kibitz::Fuzz::check(standings || !error.isEmpty(), "results that cannot be ranked say why");
    if (standings) {
      rankingText(*standings);
      rankingJson(*standings);
    }
  }
  storeAndReadBack(played);
  return 0;
}
