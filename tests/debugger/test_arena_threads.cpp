// The arena plays matches on several threads at once: the runners of every game (engines
// and built-in bots, recording every frame or only the result) must give the same match
// on four threads at once as alone, and the parallel runner must hand over every result.
#include "arena/match_play.h"
#include "arena/parallel_runner.h"

#include "match/match_builder.h"
#include <QJsonDocument>

#include "core/registry.h"
#include "support/test_matches.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace Kibitz;

namespace {

struct Case {
  QString game;
  QStringList bots;
  QMap<QString, QString> parameters;
};

// Line-ups chosen to keep the first five games short, then every other registered game
// with its built-in bots and default parameters (a new game is played without a line here).
QList<Case> cases()
{
  QList<Case> chosen{
      {QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:random")}, {}},
      {QStringLiteral("orkisland"),
       {QStringLiteral("builtin:dummy"), QStringLiteral("builtin:warlord"), QStringLiteral("builtin:null"), QStringLiteral("builtin:dummy")},
       {{QStringLiteral("nb_rounds"), QStringLiteral("25")}}},
      {QStringLiteral("dominoes"), {QStringLiteral("builtin:planner")}, {}},
      {QStringLiteral("moscaceca"),
       {QStringLiteral("builtin:scout"), QStringLiteral("builtin:random"), QStringLiteral("builtin:scout")},
       {{QStringLiteral("max_turns"), QStringLiteral("40")}}},
      {QStringLiteral("angelempire"), {QStringLiteral("builtin:tactician")}, {{QStringLiteral("battles"), QStringLiteral("2")}}},
  };
  for (const Rules::Game* game : Rules::Registry::all()) {
    const bool listed = std::any_of(chosen.begin(), chosen.end(), [&](const Case& c) { return c.game == game->info().id; });
    const QStringList bots = Test::builtinLineUp(game->info());
    if (!listed && !bots.isEmpty())
      chosen.append({game->info().id, bots, {}});
  }
  return chosen;
}

// What the match was, without what depends on the moment and the machine (when it was
// made, how long each reply took): every state, input, reply, verdict, event and metric.
QByteArray played(const Case& c, uint64_t seed, bool frames)
{
  Debugger::MatchRequest request;
  request.gameId = c.game;
  request.bots = c.bots;
  request.parameters = c.parameters;
  request.seed = seed;
  request.recordFrames = frames;
  QString error;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
  if (!runner)
    return error.toUtf8();
  runner->run();
  Debugger::Replay replay = runner->takeReplay();
  replay.createdAt.clear();
  if (!frames)
    return replay.result.text.toUtf8() + QByteArray::number(replay.result.returns.size()) +
           QByteArray::number(runner->state().turn());
  QByteArray digest = replay.result.text.toUtf8();
  for (const Debugger::Frame& f : replay.frames) {
    digest += QJsonDocument(f.state).toJson(QJsonDocument::Compact);
    for (const Debugger::PlayerExchange& x : f.exchanges)
      digest += QStringLiteral("|%1|%2|%3|%4|%5|%6").arg(x.player).arg(x.input, x.output.join(QLatin1Char('/')), x.stderrText,
                                                      QString::fromLatin1(Rules::moveStatusName(x.status)), x.error).toUtf8();
    for (const Rules::Event& e : f.events)
      digest += (e.type + e.text).toUtf8();
    for (const QList<double>& m : f.metrics)
      for (double v : m)
        digest += QByteArray::number(v, 'g', 17);
  }
  return digest;
}

}  // namespace

class TestArenaThreads : public QObject {
  Q_OBJECT

private slots:
  void runnersAgreeOnFourThreads_data()
  {
    QTest::addColumn<bool>("frames");
    QTest::newRow("every frame") << true;
    QTest::newRow("results only") << false;
  }
  void runnersAgreeOnFourThreads()
  {
    QFETCH(bool, frames);
    struct Item {
      Case c;
      uint64_t seed;
      QByteArray alone;
    };
    QList<Item> items;
    for (const Case& c : cases()) {
      if (!Rules::Registry::find(c.game))
        continue;
      for (uint64_t seed = 1; seed <= 3; ++seed)
        items << Item{c, seed, played(c, seed, frames)};
    }
    QVERIFY(!items.isEmpty());
    // Each thread plays every item, starting at a different one, so that different games
    // and the same game run side by side.
    constexpr int kThreads = 4;
    std::vector<QList<QByteArray>> got(kThreads);
    std::vector<std::thread> threads;
    for (int t = 0; t < kThreads; ++t)
      threads.emplace_back([&, t] {
        got[size_t(t)].resize(items.size());
        for (qsizetype k = 0; k < items.size(); ++k) {
          const qsizetype i = (k + t * 3) % items.size();
          got[size_t(t)][i] = played(items[i].c, items[i].seed, frames);
        }
      });
    for (std::thread& t : threads)
      t.join();
    for (int t = 0; t < kThreads; ++t)
      for (qsizetype i = 0; i < items.size(); ++i)
        QVERIFY2(got[size_t(t)][i] == items[i].alone,
                 qPrintable(QStringLiteral("%1 seed %2 differs on thread %3").arg(items[i].c.game).arg(items[i].seed).arg(t)));
  }

  void resultsOnlyGivesTheSameResult()
  {
    for (const Case& c : cases()) {
      if (!Rules::Registry::find(c.game))
        continue;
      Debugger::MatchRequest request;
      request.gameId = c.game;
      request.bots = c.bots;
      request.parameters = c.parameters;
      request.seed = 11;
      QString error;
      std::unique_ptr<Debugger::MatchRunner> full = Debugger::MatchBuilder::build(request, &error);
      request.recordFrames = false;
      std::unique_ptr<Debugger::MatchRunner> light = Debugger::MatchBuilder::build(request, &error);
      QVERIFY2(full && light, qPrintable(error));
      full->run();
      light->run();
      const Debugger::Replay a = full->takeReplay();
      const Debugger::Replay b = light->takeReplay();
      QCOMPARE(b.result.returns, a.result.returns);
      QCOMPARE(b.result.text, a.result.text);
      QCOMPARE(light->state().turn(), full->state().turn());
      QVERIFY(b.frames.isEmpty());
      QCOMPARE(a.lastTurn(), full->state().turn());
      for (int s = 0; s < int(c.bots.size()); ++s)
        QCOMPARE(light->seatSummaries()[s].replies, full->seatSummaries()[s].replies);
    }
  }

  void parallelRunnerHandsOverEveryResult_data()
  {
    QTest::addColumn<int>("threads");
    QTest::newRow("1") << 1;
    QTest::newRow("2") << 2;
    QTest::newRow("7") << 7;
  }
  void parallelRunnerHandsOverEveryResult()
  {
    QFETCH(int, threads);
    int next = 0;
    QList<int> seen;
    const std::thread::id caller = std::this_thread::get_id();
    bool onCaller = true;
    Debugger::Arena::runParallel<int, int>(
        threads, [&]() -> std::optional<int> { return next < 500 ? std::optional<int>(next++) : std::nullopt; },
        [](const int& job) { return job * job; },
        [&](int r) {
          onCaller = onCaller && std::this_thread::get_id() == caller;
          seen << r;
          return true;
        });
    QVERIFY(onCaller);
    QCOMPARE(seen.size(), 500);
    std::sort(seen.begin(), seen.end());
    for (int i = 0; i < 500; ++i)
      QCOMPARE(seen[i], i * i);
  }

  void parallelRunnerStopsHandingOut()
  {
    std::atomic<int> played{0};
    int next = 0;
    int handed = 0;
    Debugger::Arena::runParallel<int, int>(
        3, [&]() -> std::optional<int> { return next < 100000 ? std::optional<int>(next++) : std::nullopt; },
        [&](const int& job) {
          ++played;
          return job;
        },
        [&](int) { return ++handed < 10; });
    // Every match played was handed over; at most a few past the stop (those in flight and waiting).
    QCOMPARE(handed, played.load());
    QVERIFY2(played.load() <= 10 + 2 * 3, qPrintable(QString::number(played.load())));
  }
};

QTEST_GUILESS_MAIN(TestArenaThreads)
#include "test_arena_threads.moc"
