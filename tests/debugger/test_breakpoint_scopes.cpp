// Which source breakpoints a turn arms (dap/breakpoint_scopes.h), for a re-run and a live
// match alike: scopes, and "when a match condition holds" asked on the frame before the turn.
#include "dap/breakpoint_scopes.h"

#include "replay/replay.h"

#include <QtTest>

using namespace Kibitz;
using Breakpoint = Debugger::DebugTurn::Breakpoint;
using Scope = Debugger::DebugTurn::Scope;

namespace {

Breakpoint at(int line, Scope scope, int turn = 0, const QString& state = {})
{
  Breakpoint b;
  b.file = QStringLiteral("bot.cc");
  b.line = line;
  b.scope = scope;
  b.scopeTurn = turn;
  b.stateCondition = state;
  return b;
}

QList<int> lines(const QList<Breakpoint>& breakpoints)
{
  QList<int> out;
  for (const Breakpoint& b : breakpoints)
    out << b.line;
  return out;
}

}  // namespace

class TestBreakpointScopes : public QObject {
  Q_OBJECT
private slots:
  void eachScopeAppliesToItsTurns()
  {
    const QList<Breakpoint> all{at(1, Scope::EveryTurn), at(2, Scope::OnlyTurn, 3), at(3, Scope::FromTurn, 4),
                                at(4, Scope::WhenStateHolds, 0, QStringLiteral("turn == 2"))};
    QCOMPARE(lines(Debugger::BreakpointScopes::applyingTo(all, 2)), (QList<int>{1}));
    QCOMPARE(lines(Debugger::BreakpointScopes::applyingTo(all, 3)), (QList<int>{1, 2}));
    QCOMPARE(lines(Debugger::BreakpointScopes::applyingTo(all, 5)), (QList<int>{1, 3}));
    QCOMPARE(lines(Debugger::BreakpointScopes::applyingTo(all, 3, {QStringLiteral("turn == 2")})), (QList<int>{1, 2, 4}));
  }

  // Each condition once, on frame turn - 1; none without an evaluator or that frame.
  void conditionsAreAskedOnTheFrameTheBotAnswers()
  {
    Debugger::Replay replay;
    replay.frames.resize(4);
    const QString a = QStringLiteral("players[0].energy > 0");
    const QString b = QStringLiteral("turn == 1");
    const QList<Breakpoint> all{at(1, Scope::WhenStateHolds, 0, a), at(2, Scope::WhenStateHolds, 0, a),
                                at(3, Scope::WhenStateHolds, 0, b), at(4, Scope::EveryTurn)};
    int askedFrame = -1;
    QStringList asked;
    const Debugger::BreakpointScopes::ConditionEvaluator evaluate =
        [&](const Debugger::Replay& r, int frame, const QStringList& conditions) {
          [&] { QCOMPARE(&r, &replay); }();
          askedFrame = frame;
          asked = conditions;
          return QList<bool>{false, true};
        };
    QCOMPARE(Debugger::BreakpointScopes::holding(all, replay, 2, evaluate), QStringList{b});
    QCOMPARE(askedFrame, 1);
    QCOMPARE(asked, (QStringList{a, b}));

    askedFrame = -1;
    QVERIFY(Debugger::BreakpointScopes::holding(all, replay, 0, evaluate).isEmpty());  // no frame -1
    QVERIFY(Debugger::BreakpointScopes::holding(all, replay, 5, evaluate).isEmpty());  // frame 4 not played yet
    QCOMPARE(askedFrame, -1);
    QVERIFY(Debugger::BreakpointScopes::holding(all, replay, 2, {}).isEmpty());
    QVERIFY(Debugger::BreakpointScopes::holding({at(4, Scope::EveryTurn)}, replay, 2, evaluate).isEmpty());
    QCOMPARE(askedFrame, -1);  // nothing to ask
  }

  // An evaluator that answers fewer values than asked holds nothing more.
  void aShortAnswerHoldsNothingMore()
  {
    Debugger::Replay replay;
    replay.frames.resize(2);
    const QList<Breakpoint> all{at(1, Scope::WhenStateHolds, 0, QStringLiteral("a")),
                                at(2, Scope::WhenStateHolds, 0, QStringLiteral("b"))};
    const auto evaluate = [](const Debugger::Replay&, int, const QStringList&) { return QList<bool>{true}; };
    QCOMPARE(Debugger::BreakpointScopes::holding(all, replay, 1, evaluate), QStringList{QStringLiteral("a")});
  }
};

QTEST_GUILESS_MAIN(TestBreakpointScopes)
#include "test_breakpoint_scopes.moc"
