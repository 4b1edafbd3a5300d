// The arena's schedule for each table type (one seat, two, four, N) and its plan: every
// entrant sits in each seat equally, the seeds follow the rounds, the order depends only
// on the arguments, bad arguments are refused with a reason.
#include "arena/arena_plan.h"
#include "arena/job_line.h"
#include "arena/schedule.h"

#include "core/game.h"
#include "core/registry.h"

#include <QtTest>

#include <algorithm>

using namespace Kibitz;
using namespace Kibitz::Debugger::Arena;

namespace {

Debugger::MatchRequest base(const QString& game, const QStringList& bots, const QStringList& names = {}, uint64_t seed = 1)
{
  Debugger::MatchRequest r;
  r.gameId = game;
  r.bots = bots;
  r.names = names;
  r.seed = seed;
  return r;
}

// Each round: every k-subset of the entrants once per rotation, each entrant of a table in
// each seat once, and the round's seed on all of them.
void checkBalanced(const Schedule& s)
{
  const int k = s.tableSize();
  for (qint64 round = 0; round < s.rounds(); ++round) {
    QMap<QList<int>, QList<QList<int>>> seatings;  // table -> seat orders
    QMap<std::pair<int, int>, int> seatCount;       // (entrant, seat) -> times
    for (qint64 i = round * s.roundSize(); i < (round + 1) * s.roundSize(); ++i) {
      const ScheduledMatch m = s.at(i);
      QCOMPARE(m.index, i);
      QCOMPARE(m.round, round);
      QCOMPARE(m.seed, s.firstSeed() + uint64_t(round));
      QCOMPARE(m.seats.size(), k);
      QList<int> table = m.seats;
      std::sort(table.begin(), table.end());
      QVERIFY(std::adjacent_find(table.begin(), table.end()) == table.end());  // nobody twice
      seatings[table] << m.seats;
      for (int seat = 0; seat < k; ++seat)
        ++seatCount[{m.seats[seat], seat}];
    }
    QCOMPARE(qint64(seatings.size()), Schedule::binomial(s.entrants(), k, 1'000'000));
    for (auto it = seatings.cbegin(); it != seatings.cend(); ++it) {
      QCOMPARE(it.value().size(), k);
      for (const QList<int>& order : it.value())
        QCOMPARE(it.value().count(order), 1);  // k different rotations
    }
    // Every entrant sits in every seat the same number of times.
    const int expected = int(Schedule::binomial(s.entrants() - 1, k - 1, 1'000'000));
    for (int e = 0; e < s.entrants(); ++e)
      for (int seat = 0; seat < k; ++seat)
        QCOMPARE(seatCount.value({e, seat}), expected);
  }
}

}  // namespace

class TestArenaSchedule : public QObject {
  Q_OBJECT

private slots:
  void binomials()
  {
    QCOMPARE(Schedule::binomial(5, 2, 1000), 10);
    QCOMPARE(Schedule::binomial(20, 4, 100000), 4845);
    QCOMPARE(Schedule::binomial(20, 20, 10), 1);
    QCOMPARE(Schedule::binomial(4, 5, 10), 0);
    QCOMPARE(Schedule::binomial(60, 30, 1'000'000), -1);
  }

  void tableTypes_data()
  {
    QTest::addColumn<int>("entrants");
    QTest::addColumn<int>("seats");
    QTest::addColumn<qint64>("roundSize");
    QTest::newRow("one seat, 3 bots") << 3 << 1 << qint64(3);
    QTest::newRow("two seats, 2 bots") << 2 << 2 << qint64(2);
    QTest::newRow("two seats, 4 bots") << 4 << 2 << qint64(12);
    QTest::newRow("four seats, 4 bots") << 4 << 4 << qint64(4);
    QTest::newRow("four seats, 6 bots") << 6 << 4 << qint64(60);
    QTest::newRow("seven seats, 7 bots") << 7 << 7 << qint64(7);
    QTest::newRow("three seats, 5 bots") << 5 << 3 << qint64(30);
  }
  void tableTypes()
  {
    QFETCH(int, entrants);
    QFETCH(int, seats);
    QFETCH(qint64, roundSize);
    QString error;
    const std::optional<Schedule> s = Schedule::make(entrants, seats, 3 * roundSize, 41, &error);
    QVERIFY2(s, qPrintable(error));
    QCOMPARE(s->roundSize(), roundSize);
    QCOMPARE(s->rounds(), 3);
    QCOMPARE(s->size(), 3 * roundSize);
    checkBalanced(*s);
  }

  void twoSeatsSwapOnTheSameSeed()
  {
    QString error;
    const std::optional<Schedule> s = Schedule::make(3, 2, 6, 5, &error);
    QVERIFY(s);
    const QList<QList<int>> expected{{0, 1}, {1, 0}, {0, 2}, {2, 0}, {1, 2}, {2, 1}};
    for (int i = 0; i < 6; ++i) {
      QCOMPARE(s->at(i).seats, expected[i]);
      QCOMPARE(s->at(i).seed, uint64_t(5));
    }
  }

  void matchesAreRoundedUpToWholeRounds()
  {
    QString error, notice;
    std::optional<Schedule> s = Schedule::make(3, 2, 61, 1, &error, &notice);
    QVERIFY(s);
    QCOMPARE(s->size(), 66);
    QVERIFY(notice.contains(QStringLiteral("66")));
    notice.clear();
    s = Schedule::make(3, 2, 60, 1, &error, &notice);
    QCOMPARE(s->size(), 60);
    QVERIFY(notice.isEmpty());
  }

  void badSchedules()
  {
    QString error;
    QVERIFY(!Schedule::make(3, 4, 10, 1, &error));
    QVERIFY(error.contains(QStringLiteral("at least 4 bots")));
    QVERIFY(!Schedule::make(3, 2, 0, 1, &error));
    QVERIFY(!Schedule::make(40, 20, 10, 1, &error));
    QVERIFY(error.contains(QStringLiteral("tables per seed")));
  }

  void planSeatsEachGame_data()
  {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<int>("seats");
    QTest::newRow("fencing") << QStringLiteral("fencing") << QStringList{QStringLiteral("builtin:fencer"), QStringLiteral("builtin:random"), QStringLiteral("builtin:idle")} << 2;
    QTest::newRow("dominoes") << QStringLiteral("dominoes") << QStringList{QStringLiteral("builtin:random"), QStringLiteral("builtin:greedy")} << 1;
    QTest::newRow("angelempire") << QStringLiteral("angelempire") << QStringList{QStringLiteral("builtin:random"), QStringLiteral("builtin:tactician")} << 1;
    QTest::newRow("orkisland") << QStringLiteral("orkisland")
                               << QStringList{QStringLiteral("builtin:null"), QStringLiteral("builtin:dummy"), QStringLiteral("builtin:warlord"),
                                              QStringLiteral("builtin:dummy"), QStringLiteral("builtin:null")}
                               << 4;
    QTest::newRow("moscaceca") << QStringLiteral("moscaceca") << QStringList{QStringLiteral("builtin:random"), QStringLiteral("builtin:scout"), QStringLiteral("builtin:scout")} << 3;
    // Every other registered game (a new one gets its row without a line here): all its
    // built-in bots (twice the one it has), at a table of the game's player count, or of
    // as many seats as entrants within its range.
    static const QStringList listed{QStringLiteral("fencing"), QStringLiteral("dominoes"), QStringLiteral("angelempire"),
                                    QStringLiteral("orkisland"), QStringLiteral("moscaceca")};
    for (const Rules::Game* game : Rules::Registry::all()) {
      const Rules::GameInfo& info = game->info();
      if (listed.contains(info.id) || info.builtinBots.isEmpty())
        continue;
      QStringList bots;
      for (const Rules::BuiltinBotSpec& bot : info.builtinBots)
        bots << QStringLiteral("builtin:") + bot.name;
      if (bots.size() == 1)
        bots << bots.first();
      const int seats = info.minPlayers == info.maxPlayers ? info.minPlayers : std::clamp(int(bots.size()), info.minPlayers, info.maxPlayers);
      QTest::newRow(qPrintable(info.id)) << info.id << bots << seats;
    }
  }
  void planSeatsEachGame()
  {
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    QFETCH(int, seats);
    if (!Rules::Registry::find(game))
      QSKIP("game not built");
    QString error, notice;
    const std::optional<ArenaPlan> plan = ArenaPlan::make(base(game, bots), 1, 0, std::nullopt, &error, &notice);
    QVERIFY2(plan, qPrintable(error));
    QCOMPARE(plan->schedule().tableSize(), seats);
    QCOMPARE(plan->schedule().size(), plan->schedule().roundSize());  // one match rounds up to a round
    checkBalanced(plan->schedule());
    // Repeated default names are numbered, so every entrant has its own.
    QSet<QString> names;
    for (const Entrant& e : plan->entrants())
      names.insert(e.name);
    QCOMPARE(names.size(), bots.size());
    // A job is the schedule's match with the entrants' names and specs.
    const MatchJob job = plan->job(plan->schedule().size() - 1);
    const ScheduledMatch m = plan->schedule().at(plan->schedule().size() - 1);
    QCOMPARE(job.seats.size(), seats);
    for (int s = 0; s < seats; ++s) {
      QCOMPARE(job.seats[s].entrant, m.seats[s]);
      QCOMPARE(job.seats[s].name, plan->entrants()[m.seats[s]].name);
    }
    QCOMPARE(job.schedule, plan->id());
  }

  void theIdDependsOnlyOnTheArguments()
  {
    const QStringList bots{QStringLiteral("builtin:fencer"), QStringLiteral("builtin:random")};
    QString error, notice;
    const auto id = [&](const Debugger::MatchRequest& r, qint64 matches, std::optional<SprtSettings> sprt = std::nullopt) {
      const std::optional<ArenaPlan> p = ArenaPlan::make(r, matches, 0, sprt, &error, &notice);
      return p ? p->id() : QString();
    };
    const QString a = id(base(QStringLiteral("fencing"), bots), 10);
    QCOMPARE(a.size(), 16);
    QCOMPARE(id(base(QStringLiteral("fencing"), bots), 10), a);
    QVERIFY(id(base(QStringLiteral("fencing"), bots), 12) != a);
    QVERIFY(id(base(QStringLiteral("fencing"), bots, {}, 2), 10) != a);
    QVERIFY(id(base(QStringLiteral("fencing"), bots, {QStringLiteral("x")}), 10) != a);
    QVERIFY(id(base(QStringLiteral("fencing"), {bots[1], bots[0]}), 10) != a);
    QVERIFY(id(base(QStringLiteral("fencing"), bots), 10, SprtSettings{}) != a);
    Debugger::MatchRequest r = base(QStringLiteral("fencing"), bots);
    r.parameters.insert(QStringLiteral("league"), QStringLiteral("2"));
    QVERIFY(id(r, 10) != a);
    r.parameters.insert(QStringLiteral("league"), QStringLiteral("3"));  // the default, spelled out
    QCOMPARE(id(r, 10), a);
    r = base(QStringLiteral("fencing"), bots);
    r.processOptions.timeLimitOverrideMs = 500;
    QVERIFY(id(r, 10) != a);
  }

  void badPlans_data()
  {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<int>("seats");
    QTest::addColumn<bool>("sprt");
    QTest::addColumn<QString>("message");
    const QString fencer = QStringLiteral("builtin:fencer");
    QTest::newRow("unknown game") << QStringLiteral("chess") << QStringList{fencer} << QStringList() << 0 << false << QStringLiteral("unknown game 'chess' (valid:");
    QTest::newRow("unknown bot") << QStringLiteral("fencing") << QStringList{fencer, QStringLiteral("builtin:nobody")} << QStringList() << 0 << false
                                 << QStringLiteral("unknown built-in bot 'nobody' for fencing (valid: idle, random, fencer)");
    QTest::newRow("bad spec") << QStringLiteral("fencing") << QStringList{fencer, QStringLiteral("nobody")} << QStringList() << 0 << false << QStringLiteral("nobody");
    QTest::newRow("same name") << QStringLiteral("fencing") << QStringList{fencer, QStringLiteral("builtin:random")}
                               << QStringList{QStringLiteral("x"), QStringLiteral("x")} << 0 << false << QStringLiteral("two bots are named 'x'");
    QTest::newRow("one fencer") << QStringLiteral("fencing") << QStringList{fencer} << QStringList() << 0 << false << QStringLiteral("at least 2 bots");
    QTest::newRow("too few orcs") << QStringLiteral("orkisland") << QStringList{QStringLiteral("builtin:null"), QStringLiteral("builtin:dummy")}
                                  << QStringList() << 0 << false << QStringLiteral("at least 4 bots");
    QTest::newRow("seats") << QStringLiteral("fencing") << QStringList{fencer, QStringLiteral("builtin:random")} << QStringList() << 3 << false
                           << QStringLiteral("fencing seats 2 players at a match, not 3");
    QTest::newRow("sprt of three") << QStringLiteral("fencing") << QStringList{fencer, QStringLiteral("builtin:random"), QStringLiteral("builtin:idle")}
                                   << QStringList() << 0 << true << QStringLiteral("--sprt tests two bots");
  }
  void badPlans()
  {
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    QFETCH(QStringList, names);
    QFETCH(int, seats);
    QFETCH(bool, sprt);
    QFETCH(QString, message);
    if (game != QLatin1String("chess") && !Rules::Registry::find(game))
      QSKIP("game not built");
    QString error, notice;
    QVERIFY(!ArenaPlan::make(base(game, bots, names), 10, seats, sprt ? std::optional<SprtSettings>(SprtSettings{}) : std::nullopt, &error, &notice));
    QVERIFY2(error.contains(message), qPrintable(error));
  }

  void jobLinesRoundTrip()
  {
    QString error, notice;
    Debugger::MatchRequest r = base(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("cmd:./my bot --fast")},
                                    {QStringLiteral("F"), QStringLiteral("Mine")}, uint64_t(1) << 60);
    r.parameters.insert(QStringLiteral("league"), QStringLiteral("2"));
    r.processOptions.timeLimitOverrideMs = 250;
    const std::optional<ArenaPlan> plan = ArenaPlan::make(r, 4, 0, std::nullopt, &error, &notice);
    QVERIFY2(plan, qPrintable(error));
    for (qint64 i = 0; i < 4; ++i) {
      const MatchJob job = plan->job(i);
      const QByteArray line = JobLine::job(job);
      QVERIFY(!line.contains('\n'));
      const std::optional<MatchJob> back = JobLine::parseJob(line, &error);
      QVERIFY2(back, qPrintable(error));
      QCOMPARE(back->schedule, job.schedule);
      QCOMPARE(back->index, i);
      QCOMPARE(back->seed, (uint64_t(1) << 60) + uint64_t(i / 2));  // beyond 2^53: written as a string
      QCOMPARE(back->parameters, job.parameters);
      QCOMPARE(back->timeLimitMs, 250);
      QCOMPARE(back->seats.size(), 2);
      for (int s = 0; s < 2; ++s) {
        QCOMPARE(back->seats[s].bot, job.seats[s].bot);
        QCOMPARE(back->seats[s].name, job.seats[s].name);
        QCOMPARE(back->seats[s].entrant, job.seats[s].entrant);
      }
    }
  }

  void loneSurrogatesReadAsReplacementCharacters()
  {
    // A "\ud800" escape would reach SQLite as invalid UTF-16, which it stores mangled.
    QString error;
    const std::optional<MatchOutcome> o = JobLine::parseResult(
        R"({"kibitz":"result","version":1,"schedule":"s\ud800","index":0,"game":"fencing","seed":1,"result":"1/1\ud800;\udc00x\ud83d\ude00",)"
        R"("complete":true,"turns":3,"duration_ms":1,"seats":[{"entrant":0,"name":"a\udfff","bot":"builtin:idle","score":0}]})",
        &error);
    QVERIFY2(o, qPrintable(error));
    QCOMPARE(o->schedule, QStringLiteral("s\uFFFD"));
    QCOMPARE(o->result, QStringLiteral("1/1\uFFFD;\uFFFDx") + QString::fromUtf8("\xF0\x9F\x98\x80"));  // a pair is kept
    QCOMPARE(o->seats[0].name, QStringLiteral("a\uFFFD"));
  }

  void malformedJobLines_data()
  {
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("not json") << QByteArray("hello") << QStringLiteral("not JSON");
    QTest::newRow("array") << QByteArray("[1,2]") << QStringLiteral("not a JSON object");
    QTest::newRow("result") << QByteArray(R"({"kibitz":"result","version":1})") << QStringLiteral("not a job line");
    QTest::newRow("version") << QByteArray(R"({"kibitz":"job","version":9})") << QStringLiteral("\"version\" must be 1");
    QTest::newRow("no seats") << QByteArray(R"({"kibitz":"job","version":1,"schedule":"s","index":0,"game":"fencing","seed":1})")
                              << QStringLiteral("\"seats\" is missing");
    QTest::newRow("empty seats") << QByteArray(R"({"kibitz":"job","version":1,"schedule":"s","index":0,"game":"fencing","seed":1,"seats":[]})")
                                 << QStringLiteral("\"seats\" is empty");
    QTest::newRow("seed") << QByteArray(R"({"kibitz":"job","version":1,"schedule":"s","index":0,"game":"fencing","seed":-3,"seats":[]})")
                          << QStringLiteral("\"seed\" must be");
    QTest::newRow("index") << QByteArray(R"({"kibitz":"job","version":1,"schedule":"s","index":1.5,"game":"fencing","seed":1,"seats":[]})")
                           << QStringLiteral("\"index\" must be an integer");
    QTest::newRow("seat bot") << QByteArray(R"({"kibitz":"job","version":1,"schedule":"s","index":0,"game":"fencing","seed":1,"seats":[{"entrant":0,"name":"a"}]})")
                              << QStringLiteral("seat 0: \"bot\" is missing");
    QTest::newRow("parameter") << QByteArray(R"({"kibitz":"job","version":1,"schedule":"s","index":0,"game":"fencing","seed":1,"parameters":{"league":2},"seats":[{"entrant":0,"name":"a","bot":"builtin:idle"}]})")
                               << QStringLiteral("parameter \"league\" must be a string");
  }
  void malformedJobLines()
  {
    QFETCH(QByteArray, line);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!JobLine::parseJob(line, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
  }
};

QTEST_GUILESS_MAIN(TestArenaSchedule)
#include "test_arena_schedule.moc"
