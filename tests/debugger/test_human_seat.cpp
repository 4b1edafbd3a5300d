// A seat played by hand (bot spec "human"): only a caller that answers it may build it; its
// participant waits on the match's thread for the reply a HumanSeat hands over, records it
// like a bot's (judged by the engine, no time limit), and a closed seat ends the wait.
#include "match/bot_spec.h"
#include "match/human_participant.h"
#include "match/human_seat.h"
#include "match/match_builder.h"

#include "core/reply_limits.h"
#include "moscaceca/moscaceca_protocol.h"
#include "moscaceca/moscaceca_state.h"
#include "core/state.h"
#include "support/require_game.h"

#include <QThread>
#include <QtTest>

using namespace Kibitz;

namespace {

Debugger::MatchRequest fencingRequest(bool humanSeats)
{
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("fencing");
  request.seed = 3;
  request.bots = {QStringLiteral("human"), QStringLiteral("builtin:fencer")};
  request.humanSeats = humanSeats;
  return request;
}

std::shared_ptr<Debugger::HumanSeat> seatOf(Debugger::MatchRunner& runner, int seat)
{
  auto* human = dynamic_cast<Debugger::HumanParticipant*>(&runner.participant(seat));
  return human ? human->seat() : nullptr;
}

}  // namespace

class TestHumanSeat : public QObject {
  Q_OBJECT
private slots:
  void initTestCase() { KIBITZ_REQUIRE_GAME("fencing"); }

  void specIsHuman()
  {
    QString error;
    const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(QStringLiteral("human"), &error);
    QVERIFY2(spec, qPrintable(error));
    QCOMPARE(spec->kind, Debugger::BotSpec::Kind::Human);
    QCOMPARE(spec->toString(), QStringLiteral("human"));
    QVERIFY(!spec->isExternal());
  }

  // kibitz-cli, the arena, a re-run: nobody answers a person there, so nothing waits.
  void refusedWhereNobodyAnswers()
  {
    QString error;
    QVERIFY(!Debugger::MatchBuilder::build(fencingRequest(false), &error));
    QVERIFY2(error.contains(QLatin1String("played by hand")), qPrintable(error));
  }

  // The person's reply (answered from another thread, as the window does) is played and
  // recorded as they gave it, Ok, with no time limit; a refused reply is recorded with the
  // engine's reason like a bot's.
  void answeredRepliesAreRecordedLikeABots()
  {
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(fencingRequest(true), &error);
    QVERIFY2(runner, qPrintable(error));
    std::shared_ptr<Debugger::HumanSeat> seat = seatOf(*runner, 0);
    QVERIFY(seat);
    QVERIFY(!seatOf(*runner, 1));
    QVERIFY(!seat->answer({QStringLiteral("WALK")}, &error));  // not asked yet
    const QStringList replies{QStringLiteral("WALK"), QStringLiteral("LUNGE"), QStringLiteral("DANCE")};
    // Answered on the match's thread, as soon as asked (the wait then returns at once);
    // what each question looked like is checked afterwards, on the test's thread.
    QList<QList<int>> questions;  // seat, turn, the question's engine turn, whether answered
    connect(seat.get(), &Debugger::HumanSeat::asked, seat.get(),
            [&](int s, int turn) {
              const std::shared_ptr<const Rules::State> question = seat->question();
              QString problem;
              const bool answered = seat->answer({replies.value(int(questions.size()))}, &problem);
              questions << QList<int>{s, turn, question ? question->turn() : -1, answered ? 1 : 0};
            },
            Qt::DirectConnection);
    QThread* match = QThread::create([&] { runner->run(3); });
    match->start();
    QVERIFY(match->wait(30000));
    delete match;
    QCOMPARE(questions, (QList<QList<int>>{{0, 1, 0, 1}, {0, 2, 1, 1}, {0, 3, 2, 1}}));
    const Debugger::Replay& replay = runner->replay();
    QCOMPARE(replay.frames.size(), qsizetype(4));
    for (int turn = 1; turn <= 3; ++turn) {
      const Debugger::PlayerExchange& mine = replay.frames[turn].exchanges[0];
      QCOMPARE(mine.player, 0);
      QCOMPARE(mine.output, QStringList{replies[turn - 1]});
      QCOMPARE(mine.limitMs, 0);
      QCOMPARE(mine.status, turn < 3 ? Rules::Move::Status::Ok : Rules::Move::Status::Invalid);
    }
    QVERIFY(!replay.frames[3].exchanges[0].error.isEmpty());
  }

  // A seat closed while asked (the match cancelled, the window closed): the wait ends, the
  // move fails, nothing more is asked.
  void closingEndsTheWait()
  {
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(fencingRequest(true), &error);
    QVERIFY2(runner, qPrintable(error));
    std::shared_ptr<Debugger::HumanSeat> seat = seatOf(*runner, 0);
    QThread* match = QThread::create([&] { runner->step(); });
    match->start();
    QTRY_VERIFY_WITH_TIMEOUT(seat->question(), 30000);
    seat->close();
    QVERIFY(match->wait(30000));
    delete match;
    QVERIFY(seat->isClosed());
    QVERIFY(!seat->question());
    const Debugger::PlayerExchange& mine = runner->replay().frames[1].exchanges[0];
    QCOMPARE(mine.status, Rules::Move::Status::Timeout);
    QVERIFY(mine.output.isEmpty());
    QVERIFY(!seat->answer({QStringLiteral("WALK")}, &error));  // closed for good
    // A closed seat is not waited for again.
    QThread* next = QThread::create([&] { runner->step(); });
    next->start();
    QVERIFY(next->wait(30000));
    delete next;
  }

  // A game's real-time limit (Mosca Ceca's wall_clock_s) counts the match's own time, not a
  // person's thinking: a person slower than the whole limit leaves it unspent. The margin is
  // wide (the engine and a random bot take milliseconds for these turns; the person 2.5 s).
  void aPersonsThinkingIsNotTheWallClock()
  {
    KIBITZ_REQUIRE_GAME("moscaceca");
    Debugger::MatchRequest request;
    request.gameId = QStringLiteral("moscaceca");
    request.seed = 5;
    request.bots = {QStringLiteral("human"), QStringLiteral("builtin:random")};
    request.parameters = {{QStringLiteral("wall_clock_s"), QStringLiteral("2")},
                          {QStringLiteral("board_size"), QStringLiteral("8")},
                          {QStringLiteral("agents_per_player"), QStringLiteral("1")}};
    request.humanSeats = true;
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    std::shared_ptr<Debugger::HumanSeat> seat = seatOf(*runner, 0);
    int answers = 0;
    connect(seat.get(), &Debugger::HumanSeat::asked, seat.get(),
            [&](int, int) {
              const auto* state = dynamic_cast<const Rules::MoscaCeca::MoscaCecaState*>(seat->question().get());
              if (!state)
                return;
              const QList<Rules::MoscaCeca::Order> legal = state->legalOrders(state->currentAgent());
              if (answers++ == 0)
                QThread::msleep(2500);  // longer than the whole limit
              QString problem;
              seat->answer({legal.isEmpty() ? QStringLiteral("WAIT") : Rules::MoscaCeca::orderText(legal.first())}, &problem);
            },
            Qt::DirectConnection);
    QThread* match = QThread::create([&] { runner->run(4); });
    match->start();
    QVERIFY(match->wait(60000));
    delete match;
    QVERIFY(answers >= 1);
    QCOMPARE(runner->state().toJson().value(QStringLiteral("wallClockExpired")).toBool(), false);
  }

  // Two people at one Fencing match: the first takes back its reply while the second has not
  // answered yet; it is asked the same question at once, and the turn resolves with its new
  // reply, without playing anything again. Once the turn is played there is nothing to take
  // back. Both orders: the new reply before, and after, the other seat's.
  void aReplyIsTakenBackWhileTheOthersAnswer_data()
  {
    QTest::addColumn<bool>("againFirst");
    QTest::newRow("again before the other seat answers") << true;
    QTest::newRow("again after the other seat answers") << false;
  }
  void aReplyIsTakenBackWhileTheOthersAnswer()
  {
    QFETCH(bool, againFirst);
    Debugger::MatchRequest request = fencingRequest(true);
    request.bots = {QStringLiteral("human"), QStringLiteral("human")};
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
    QVERIFY2(runner, qPrintable(error));
    std::shared_ptr<Debugger::HumanSeat> first = seatOf(*runner, 0);
    std::shared_ptr<Debugger::HumanSeat> second = seatOf(*runner, 1);
    QVERIFY(first && second);
    QAtomicInt settled = 0;
    connect(first.get(), &Debugger::HumanSeat::settled, first.get(), [&] { settled.ref(); }, Qt::DirectConnection);
    QThread* match = QThread::create([&] { runner->step(); });
    match->start();
    QTRY_VERIFY_WITH_TIMEOUT(first->question(), 30000);
    QVERIFY(!first->hasPendingAnswer());
    QVERIFY(!first->takeBackAnswer(&error));  // asked: nothing handed yet
    QVERIFY2(first->answer({QStringLiteral("WALK")}, &error), qPrintable(error));
    QTRY_VERIFY_WITH_TIMEOUT(second->question(), 30000);  // the other seat answers now
    QVERIFY(first->hasPendingAnswer());
    QVERIFY2(first->takeBackAnswer(&error), qPrintable(error));
    QVERIFY(first->question());  // asked again at once, the same turn
    QCOMPARE(first->questionTurn(), 1);
    QVERIFY(!first->hasPendingAnswer());
    if (againFirst) {
      QVERIFY2(first->answer({QStringLiteral("RETREAT")}, &error), qPrintable(error));
      QVERIFY2(second->answer({QStringLiteral("WALK")}, &error), qPrintable(error));
    } else {
      QVERIFY2(second->answer({QStringLiteral("WALK")}, &error), qPrintable(error));
      QTest::qWait(50);  // the match waits for the first seat again
      QVERIFY(!match->isFinished());
      QVERIFY2(first->answer({QStringLiteral("RETREAT")}, &error), qPrintable(error));
    }
    QVERIFY(match->wait(30000));
    delete match;
    QCOMPARE(settled.loadRelaxed(), 1);
    QCOMPARE(runner->replay().frames.size(), 2);  // one turn played, once
    QCOMPARE(runner->replay().frames[1].exchangeOf(0)->output, QStringList{QStringLiteral("RETREAT")});
    QCOMPARE(runner->replay().frames[1].exchangeOf(1)->output, QStringList{QStringLiteral("WALK")});
    QVERIFY(!first->hasPendingAnswer());
    QVERIFY(!first->takeBackAnswer(&error));  // the turn is played
    QVERIFY2(error.contains(QLatin1String("no reply to take back")), qPrintable(error));
  }

  // A reply longer than any bot's is refused before it reaches the match.
  void tooLongAReplyIsRefused()
  {
    QString error;
    std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(fencingRequest(true), &error);
    QVERIFY2(runner, qPrintable(error));
    std::shared_ptr<Debugger::HumanSeat> seat = seatOf(*runner, 0);
    QThread* match = QThread::create([&] { runner->step(); });
    match->start();
    QTRY_VERIFY_WITH_TIMEOUT(seat->question(), 30000);
    QVERIFY(!seat->answer({QString(Rules::ReplyLimits::kMaxReplyChars + 1, QLatin1Char('W'))}, &error));
    QVERIFY2(!error.isEmpty(), "the refusal names the limit");
    QVERIFY(seat->question());  // still asked
    QVERIFY2(seat->answer({QStringLiteral("BREAK")}, &error), qPrintable(error));
    QVERIFY(match->wait(30000));
    delete match;
    QCOMPARE(runner->replay().frames[1].exchanges[0].output, QStringList{QStringLiteral("BREAK")});
  }
};

QTEST_GUILESS_MAIN(TestHumanSeat)
#include "test_human_seat.moc"
