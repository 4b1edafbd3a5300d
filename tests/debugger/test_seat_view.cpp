// One seat's side of a recorded match (Debugger::SeatView, SeatFrames): what the window's
// panels read while a person plays a seat of a game with hidden information. A Mosca Ceca
// frame keeps the seat's own exchanges, events and known values only, its state is the seat's
// view; dominoes hides its deck; a game where every seat sees everything (Fencing) keeps its
// frames as they are.
#include "match/match_builder.h"
#include "match/match_runner.h"
#include "replay/restored_states.h"
#include "replay/seat_view.h"

#include "core/game.h"
#include "core/registry.h"
#include "core/state.h"
#include "support/require_game.h"

#include <QtTest>

#include <cmath>

using namespace Kibitz;

namespace {

Debugger::Replay play(const QString& gameId, const QStringList& bots, const QMap<QString, QString>& parameters)
{
  Debugger::MatchRequest request;
  request.gameId = gameId;
  request.seed = 4;
  request.bots = bots;
  request.parameters = parameters;
  QString error;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
  if (!runner)
    qFatal("%s", qPrintable(error));
  runner->run();
  return runner->takeReplay();
}

}  // namespace

class TestSeatView : public QObject {
  Q_OBJECT
private slots:
  void moscaCecaFramesHoldOnlyTheSeatsSide()
  {
    KIBITZ_REQUIRE_GAME("moscaceca");
    const Debugger::Replay replay =
        play(QStringLiteral("moscaceca"), {QStringLiteral("builtin:scout"), QStringLiteral("builtin:scout")},
             {{QStringLiteral("board_size"), QStringLiteral("8")}, {QStringLiteral("agents_per_player"), QStringLiteral("1")},
              {QStringLiteral("max_turns"), QStringLiteral("60")}});
    const Rules::Game* game = Rules::Registry::find(replay.gameId);
    QVERIFY(Debugger::SeatView::hidesInformation(game));
    Debugger::RestoredStates states;
    Debugger::SeatFrames frames;
    const int energy = int(replay.metricKeys.indexOf(QStringLiteral("energy")));
    const int rank = int(replay.metricKeys.indexOf(QStringLiteral("rank")));
    QVERIFY(energy >= 0 && rank >= 0);
    int otherEvents = 0;
    for (int turn = 0; turn <= replay.lastTurn(); ++turn) {
      const Debugger::Frame& seen = frames.at(replay, states, 0, turn);
      const Debugger::Frame& frame = replay.frames[turn];
      QCOMPARE(&frames.at(replay, states, 0, turn), &seen);  // made once
      for (const Debugger::PlayerExchange& x : seen.exchanges)
        QCOMPARE(x.player, 0);
      QCOMPARE(seen.exchanges.size(), frame.exchangeOf(0) ? 1 : 0);
      for (const Rules::Event& e : seen.events)
        QVERIFY(e.player == 0 || e.type == QLatin1String("match_end"));
      for (const Rules::Event& e : frame.events)
        otherEvents += e.player != 0 && e.type != QLatin1String("match_end");
      QCOMPARE(seen.metrics[energy][0], frame.metrics[energy][0]);
      QVERIFY(std::isnan(seen.metrics[energy][1]));
      QVERIFY(std::isnan(seen.metrics[rank][0]));  // depends on the others
      QVERIFY(seen.state.contains(QStringLiteral("seat")));
      QVERIFY(!seen.state.contains(QStringLiteral("rng")));
      QCOMPARE(seen.state, states.at(replay, turn)->seatView(0));
    }
    QVERIFY(otherEvents > 0);  // there was something to hide
    // Seat -1: the frames themselves.
    QCOMPARE(&frames.at(replay, states, -1, 3), &replay.frames[3]);
  }

  // Dominoes hides one thing from its player: the deck's order (the rest is what a bot is told).
  void dominoesHidesTheDeck()
  {
    KIBITZ_REQUIRE_GAME("dominoes");
    const Debugger::Replay replay = play(QStringLiteral("dominoes"), {QStringLiteral("builtin:greedy")}, {});
    QVERIFY(Debugger::SeatView::hidesInformation(Rules::Registry::find(replay.gameId)));
    Debugger::RestoredStates states;
    Debugger::SeatFrames frames;
    for (int turn : {0, replay.lastTurn()}) {
      const Debugger::Frame& seen = frames.at(replay, states, 0, turn);
      QVERIFY(replay.frames[turn].state.contains(QStringLiteral("deck")));
      QVERIFY(!seen.state.contains(QStringLiteral("deck")));
      QCOMPARE(seen.state.value(QStringLiteral("grid")), replay.frames[turn].state.value(QStringLiteral("grid")));
      QCOMPARE(seen.exchanges.size(), replay.frames[turn].exchanges.size());
      QCOMPARE(seen.events, replay.frames[turn].events);
    }
  }

  void perfectInformationFramesAreTheFrames()
  {
    KIBITZ_REQUIRE_GAME("fencing");
    const Debugger::Replay replay = play(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, {});
    QVERIFY(!Debugger::SeatView::hidesInformation(Rules::Registry::find(replay.gameId)));
    Debugger::RestoredStates states;
    Debugger::SeatFrames frames;
    QCOMPARE(&frames.at(replay, states, 0, 2), &replay.frames[2]);
  }
};

QTEST_GUILESS_MAIN(TestSeatView)
#include "test_seat_view.moc"
