// State::applyMoves' precondition (issue #14): a turn is played only on a state that is
// not over, with one move per player, and no reply for players who do not act. A caller
// that breaks it stops a debug build (Q_ASSERT); these tests check the reason it gives
// (applyMovesProblem) in every build, and what a release build does instead of stopping.
#include "core/bot.h"
#include "core/game.h"
#include "core/state.h"
#include "core/state_preconditions.h"

#include <QRegularExpression>
#include <QtTest>

#include <vector>

using namespace Kibitz::Rules;

namespace {

// A game of three seats whose turns do nothing but record the moves they were given: the
// test decides who acts and when the match is over.
class RecordingState final : public State {
public:
  explicit RecordingState(const Game& game) : State(game, 3) {}
  PlayerSet acting = PlayerSet::only(1);
  bool over = false;
  std::vector<std::vector<Move>> played;  // the moves each doApplyMoves() received

  std::unique_ptr<State> clone() const override { return std::make_unique<RecordingState>(*this); }
  bool isTerminal() const override { return over; }
  PlayerSet actingPlayers() const override { return over ? PlayerSet() : acting; }
  QString observation(int) const override { return QStringLiteral("GO\n"); }
  int timeLimitMs(int) const override { return 100; }
  Move parseReply(int, const QStringList& lines) const override
  {
    return lines.value(0) == QLatin1String("OK") ? Move::ok({1}) : Move::invalid(QStringLiteral("not OK"));
  }
  QStringList formatMove(int, const Move&) const override { return {QStringLiteral("OK")}; }
  QList<double> returns() const override { return {0, 0, 0}; }
  QString resultText(const QStringList&) const override { return QStringLiteral("a draw"); }
  double metric(int, int) const override { return 0; }
  QJsonObject toJson() const override { return {}; }

protected:
  void doApplyMoves(std::span<const Move> moves) override
  {
    played.emplace_back(moves.begin(), moves.end());
    addEvent({QStringLiteral("played"), -1, QStringLiteral("a turn")});
  }
};

class RecordingGame final : public Game {
public:
  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> newInitialState(const MatchSetup&, QString*) const override
  {
    return std::make_unique<RecordingState>(*this);
  }
  std::unique_ptr<State> stateFromJson(const MatchSetup&, const QJsonObject&, QString* error) const override
  {
    *error = QStringLiteral("not restorable");
    return nullptr;
  }
  std::unique_ptr<Bot> newBuiltinBot(const QString&, int, uint64_t) const override { return nullptr; }

private:
  GameInfo info_;
};

// Seat 1 acts and answers; seats 0 and 2 give no move, as the default Move says.
std::vector<Move> lawful()
{
  return {Move(), Move::ok({7}), Move()};
}

// Skips the release-only half of a test where Q_ASSERT would stop the process first.
bool assertsAreOn()
{
#ifdef QT_NO_DEBUG
  return false;
#else
  return true;
#endif
}

}  // namespace

class TestStatePreconditions : public QObject {
  Q_OBJECT
private slots:
  void lawfulMovesHaveNoProblem()
  {
    const RecordingGame game;
    RecordingState state(game);
    QCOMPARE(applyMovesProblem(state, lawful()), QString());
    // Timeouts and crashes of players who do not act are no reply either.
    const std::vector<Move> quiet{Move::failed(Move::Status::Timeout, QStringLiteral("not asked")), Move::invalid(QStringLiteral("x")),
                                  Move::failed(Move::Status::Crashed, QStringLiteral("gone"))};
    QCOMPARE(applyMovesProblem(state, quiet), QString());
    // A turn where nobody acts (a Fencing respawn) takes default moves only.
    state.acting = PlayerSet();
    QCOMPARE(applyMovesProblem(state, std::vector<Move>(3)), QString());
    state.applyMoves(std::vector<Move>(3));
    QCOMPARE(state.turn(), 1);
    QCOMPARE(state.played.size(), size_t(1));
  }

  void problemsAreNamed()
  {
    const RecordingGame game;
    RecordingState state(game);
    QCOMPARE(applyMovesProblem(state, std::vector<Move>{Move(), Move::ok({7})}),
             QStringLiteral("2 move(s) given for 3 player(s): one per player is needed"));
    QCOMPARE(applyMovesProblem(state, std::vector<Move>{Move::ok({1}), Move::ok({7}), Move()}),
             QStringLiteral("player 0 does not act on turn 0 but is given a reply (ok)"));
    QCOMPARE(applyMovesProblem(state, std::vector<Move>{Move(), Move::ok({7}), Move::invalid(QStringLiteral("bad"))}),
             QStringLiteral("player 2 does not act on turn 0 but is given a reply (invalid)"));
    state.over = true;
    QCOMPARE(applyMovesProblem(state, lawful()), QStringLiteral("the match is over (turn 0): no turn can be played"));
  }

  // Release builds: the turn is played as the contract allows, with a warning naming the
  // caller's mistake; a debug build would have stopped at the assertion.
  void aReleaseBuildDropsRepliesOfPlayersWhoDoNotAct()
  {
    if (assertsAreOn())
      QSKIP("a debug build stops at State::applyMoves' assertion");
    const RecordingGame game;
    RecordingState state(game);
    QTest::ignoreMessage(QtWarningMsg, "State::applyMoves: player 2 does not act on turn 0 but is given a reply (ok)");
    state.applyMoves(std::vector<Move>{Move(), Move::ok({7}), Move::ok({9})});
    QCOMPARE(state.turn(), 1);
    QCOMPARE(state.played.size(), size_t(1));
    const std::vector<Move>& given = state.played.front();
    QCOMPARE(given.size(), size_t(3));
    QVERIFY(given[1].isOk());
    QCOMPARE(given[1].words.value(0), 7);
    QVERIFY(!isReply(given[2]));
    QVERIFY(given[2].words.isEmpty());
  }

  void aReleaseBuildTimesOutPlayersLeftOut()
  {
    if (assertsAreOn())
      QSKIP("a debug build stops at State::applyMoves' assertion");
    const RecordingGame game;
    RecordingState state(game);
    QTest::ignoreMessage(QtWarningMsg, "State::applyMoves: 2 move(s) given for 3 player(s): one per player is needed");
    state.applyMoves(std::vector<Move>{Move(), Move::ok({7})});
    QCOMPARE(state.turn(), 1);
    const std::vector<Move>& given = state.played.front();
    QCOMPARE(given.size(), size_t(3));
    QVERIFY(given[1].isOk());
    QCOMPARE(given[2].status, Move::Status::Timeout);
    QCOMPARE(given[2].error, QStringLiteral("no move given"));
  }

  void aReleaseBuildPlaysNoTurnOnAFinishedMatch()
  {
    if (assertsAreOn())
      QSKIP("a debug build stops at State::applyMoves' assertion");
    const RecordingGame game;
    RecordingState state(game);
    state.applyMoves(lawful());
    QCOMPARE(state.lastEvents().size(), 1);
    state.over = true;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^State::applyMoves: the match is over \\(turn 1\\)")));
    state.applyMoves(lawful());
    QCOMPARE(state.turn(), 1);
    QCOMPARE(state.played.size(), size_t(1));
    QVERIFY(state.lastEvents().isEmpty());  // the last turn's events are cleared
  }
};

QTEST_APPLESS_MAIN(TestStatePreconditions)
#include "test_state_preconditions.moc"
