// One seat's side of a recorded match (Debugger::SeatFrames, issue #51's fog): what turning
// the fog on costs the window, whose Charts, Events and timeline then read every frame as
// the seat knows it (a restore of the frame's state and its seat view, once per frame).
#include "match/match_builder.h"
#include "match/match_runner.h"
#include "replay/restored_states.h"
#include "replay/seat_view.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace Kibitz;

class BenchSeatView : public QObject {
  Q_OBJECT
private slots:
  void moscaCecaFramesAsASeatSeesThem()
  {
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("moscaceca");
    request.seed = 7;
    request.bots = {QStringLiteral("builtin:scout"), QStringLiteral("builtin:scout"), QStringLiteral("builtin:scout"),
                    QStringLiteral("builtin:scout")};
    request.parameters = {{QStringLiteral("board_size"), QStringLiteral("100")},
                          {QStringLiteral("agents_per_player"), QStringLiteral("2")},
                          {QStringLiteral("max_turns"), QStringLiteral("100")}};
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    runner->run();
    const Debugger::Replay replay = runner->takeReplay();
    for (int round = 0; round < 3; ++round) {
      Debugger::RestoredStates states;
      Debugger::SeatFrames frames;
      QElapsedTimer timer;
      timer.start();
      for (int turn = 0; turn <= replay.lastTurn(); ++turn)
        frames.at(replay, states, 0, turn);
      const double ms = double(timer.nsecsElapsed()) / 1e6;
      qInfo("moscaceca 100x100, 4 players x 2 agents: %lld frames as seat 0 sees them in %.1f ms (%.3f ms a frame)",
            qint64(replay.frames.size()), ms, ms / double(replay.frames.size()));
    }
  }
};

QTEST_GUILESS_MAIN(BenchSeatView)
#include "bench_seat_view.moc"
