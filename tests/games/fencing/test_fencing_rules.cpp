// Fencing ESport: every test vector of docs/games/fencing.md §12 and the 200-turn
// CodinGame replay.
#include "fencing/fencing_game.h"
#include "fencing/fencing_state.h"
#include "core/script.h"
#include "support/golden.h"

#include <QtTest>

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::Fencing;

namespace {

struct Side {
  int position;
  int energy;
  int score = 0;
};

class Fixture {
public:
  explicit Fixture(int league = 1)
  {
    setup_.parameters = *Parameters::resolve(game_.info().parameters, {{QStringLiteral("league"), QString::number(league)}}, &error_);
    setup_.playerNames = {QStringLiteral("A"), QStringLiteral("B")};
    state_.reset(static_cast<FencingState*>(game_.newInitialState(setup_, &error_).release()));
  }
  FencingState& state() { return *state_; }
  Fencer& a() { return state_->fencer(0); }
  Fencer& b() { return state_->fencer(1); }
  void place(Side a, Side b)
  {
    this->a().position = a.position;
    this->a().energy = a.energy;
    this->a().score = a.score;
    this->b().position = b.position;
    this->b().energy = b.energy;
    this->b().score = b.score;
  }
  // Plays one turn from the actions' text, as bots would send it.
  void play(const QString& actionA, const QString& actionB)
  {
    std::vector<Move> moves{state_->parseReply(0, {actionA}), state_->parseReply(1, {actionB})};
    state_->applyMoves(moves);
  }
  bool hasEvent(const QString& type, int player) const
  {
    for (const Event& e : state_->lastEvents())
      if (e.type == type && e.player == player)
        return true;
    return false;
  }
  const FencingGame& game() const { return game_; }
  const MatchSetup& setup() const { return setup_; }

private:
  FencingGame game_;
  MatchSetup setup_;
  QString error_;
  std::unique_ptr<FencingState> state_;
};

}  // namespace

class TestFencingRules : public QObject {
  Q_OBJECT
private slots:
  void initialInput()
  {
    Fixture f;
    QCOMPARE(f.state().observation(0), QStringLiteral("200 20 0 0 20 0 0 0 0 0 0 0\n300 20 0 0 20 0 0 0 0 0 0 0\n"));
    QCOMPARE(f.state().observation(1), QStringLiteral("200 20 0 0 20 0 0 0 0 0 0 0\n300 20 0 0 20 0 0 0 0 0 0 0\n"));
    QCOMPARE(f.state().timeLimitMs(0), 1000);
  }

  void tv1LungeVsParry()
  {
    Fixture f;
    f.place({240, 15}, {280, 16});
    QCOMPARE(f.state().observation(0), QStringLiteral("240 15 0 0 20 0 0 0 0 0 0 0\n280 16 0 0 20 0 0 0 0 0 0 0\n"));
    QCOMPARE(f.state().observation(1), QStringLiteral("220 16 0 0 20 0 0 0 0 0 0 0\n260 15 0 0 20 0 0 0 0 0 0 0\n"));
    f.play(QStringLiteral("LUNGE"), QStringLiteral("PARRY"));
    QCOMPARE(f.a().energy, 8);
    QCOMPARE(f.b().energy, 16);
    QCOMPARE(f.a().score, 0);
    QVERIFY(!f.state().restartPending());
    QVERIFY(!f.state().isTerminal());
    QVERIFY(f.hasEvent(QStringLiteral("parry"), 1));
    QCOMPARE(f.state().observation(1), QStringLiteral("220 16 0 0 20 0 0 0 0 0 0 0\n260 8 0 0 20 0 0 0 0 0 0 0\n"));
    QCOMPARE(f.state().timeLimitMs(0), 50);
  }

  void tv2DoubleTouch()
  {
    Fixture f;
    f.place({240, 12, 3}, {280, 9, 5});
    f.play(QStringLiteral("LUNGE"), QStringLiteral("LUNGE"));
    QCOMPARE(f.a().energy, 7);
    QCOMPARE(f.b().energy, 4);
    QCOMPARE(f.a().score, 4);
    QCOMPARE(f.b().score, 6);
    QVERIFY(f.state().restartPending());
    QVERIFY(f.state().actingPlayers().isEmpty());
    f.state().applyMoves(std::vector<Move>(2));  // respawn turn: no input
    QCOMPARE(f.a().position, 200);
    QCOMPARE(f.b().position, 300);
    QCOMPARE(f.state().observation(0), QStringLiteral("200 7 4 0 20 0 0 0 0 0 0 0\n300 4 6 0 20 0 0 0 0 0 0 0\n"));
    QCOMPARE(f.state().observation(1), QStringLiteral("200 4 6 0 20 0 0 0 0 0 0 0\n300 7 4 0 20 0 0 0 0 0 0 0\n"));
  }

  void tv2BoundaryMiss()
  {
    Fixture f;
    f.place({240, 12, 3}, {281, 9, 5});
    f.play(QStringLiteral("LUNGE"), QStringLiteral("LUNGE"));
    QCOMPARE(f.a().score, 3);
    QCOMPARE(f.b().score, 5);
    QCOMPARE(f.a().energy, 7);
    QCOMPARE(f.b().energy, 4);
    QVERIFY(!f.state().restartPending());
  }

  void tv3CollisionAtEqualPositions()
  {
    Fixture f;
    f.place({260, 10, 1}, {300, 7, 2});
    QCOMPARE(f.state().observation(1), QStringLiteral("200 7 2 0 20 0 0 0 0 0 0 0\n240 10 1 0 20 0 0 0 0 0 0 0\n"));
    f.play(QStringLiteral("WALK"), QStringLiteral("WALK"));
    QCOMPARE(f.a().position, 280);
    QCOMPARE(f.b().position, 280);
    QCOMPARE(f.a().energy, 9);
    QCOMPARE(f.b().energy, 6);
    QCOMPARE(f.a().score, 1);
    QCOMPARE(f.b().score, 2);
    QVERIFY(f.state().restartPending());
    QVERIFY(f.hasEvent(QStringLiteral("collision"), -1));
    f.state().applyMoves(std::vector<Move>(2));
    QCOMPARE(f.state().observation(0), QStringLiteral("200 9 1 0 20 0 0 0 0 0 0 0\n300 6 2 0 20 0 0 0 0 0 0 0\n"));
  }

  void tv4OffTrackCancelsLunge()
  {
    Fixture f;
    f.place({0, 5, 2}, {40, 10, 3});
    QCOMPARE(f.state().observation(1), QStringLiteral("460 10 3 0 20 0 0 0 0 0 0 0\n500 5 2 0 20 0 0 0 0 0 0 0\n"));
    f.play(QStringLiteral("RETREAT"), QStringLiteral("LUNGE"));
    QCOMPARE(f.a().position, 0);
    QCOMPARE(f.a().energy, 4);
    QCOMPARE(f.b().energy, 5);
    QCOMPARE(f.a().score, 2);
    QCOMPARE(f.b().score, 4);
    QVERIFY(f.hasEvent(QStringLiteral("offtrack"), 0));
    QVERIFY(f.state().restartPending());
    f.state().applyMoves(std::vector<Move>(2));
    QCOMPARE(f.state().observation(0), QStringLiteral("200 4 2 0 20 0 0 0 0 0 0 0\n300 5 4 0 20 0 0 0 0 0 0 0\n"));
  }

  void tv5ForfeitWhileLeading()
  {
    Fixture f;
    f.place({240, 3, 5}, {280, 10, 2});
    f.play(QStringLiteral("LUNGE"), QStringLiteral("PARRY"));
    QCOMPARE(f.a().energy, -2);
    QCOMPARE(f.b().energy, 8);
    QCOMPARE(f.a().position, 240);
    QVERIFY(f.state().isTerminal());
    QVERIFY(!f.state().restartPending());
    QCOMPARE(f.state().returns(), (QList<double>{-1, 1}));
  }

  void x11LungeToExactlyZeroContinues()
  {
    Fixture f;
    f.place({200, 5}, {300, 20});
    f.play(QStringLiteral("LUNGE"), QStringLiteral("BREAK"));
    QCOMPARE(f.a().energy, 0);
    QVERIFY(!f.state().isTerminal());
  }

  void x5TransferOutOfRangeForfeits()
  {
    Fixture f;
    f.place({200, 6}, {300, 19});
    f.play(QStringLiteral("LUNGE"), QStringLiteral("PARRY"));
    QCOMPARE(f.a().energy, -1);
    QCOMPARE(f.b().energy, 19);
    QVERIFY(f.state().isTerminal());
    QCOMPARE(f.state().returns(), (QList<double>{-1, 1}));
  }

  void tv6aLungeDrug()
  {
    Fixture f(3);
    f.play(QStringLiteral("LUNGE_DRUG"), QStringLiteral("WALK"));
    QCOMPARE(f.a().energy, 15);
    QCOMPARE(f.a().lungeDistanceSkill, 5);
    QCOMPARE(f.a().drugs.size(), 1);
    QCOMPARE(f.b().position, 280);
    QCOMPARE(f.b().energy, 19);
    QCOMPARE(f.state().observation(0), QStringLiteral("200 15 0 1 20 0 0 0 0 0 5 0\n280 19 0 0 20 0 0 0 0 0 0 0\n"));
    QCOMPARE(f.state().observation(1), QStringLiteral("220 19 0 0 20 0 0 0 0 0 0 0\n300 15 0 1 20 0 0 0 0 0 5 0\n"));
  }

  void tv6bLungeSkillBreaksParry()
  {
    Fixture f(3);
    f.place({250, 12}, {260, 10});
    f.a().drugs = {Action::LungeDrug, Action::LungeDrug};
    f.a().lungeDistanceSkill = 10;
    f.play(QStringLiteral("LUNGE"), QStringLiteral("PARRY"));
    QCOMPARE(f.a().energy, 7);
    QCOMPARE(f.b().energy, 8);
    QCOMPARE(f.a().score, 1);
    QVERIFY(f.state().restartPending());
  }

  void tv6cParryHoldsAtTwenty()
  {
    Fixture f(3);
    f.place({250, 12}, {270, 10});
    f.a().drugs = {Action::LungeDrug, Action::LungeDrug};
    f.a().lungeDistanceSkill = 10;
    f.play(QStringLiteral("LUNGE"), QStringLiteral("PARRY"));
    QCOMPARE(f.a().energy, 5);
    QCOMPARE(f.b().energy, 10);
    QCOMPARE(f.a().score, 0);
    QVERIFY(!f.state().restartPending());
  }

  void x1ParryDrugDoesNothing()
  {
    Fixture f(3);
    f.play(QStringLiteral("PARRY_DRUG"), QStringLiteral("BREAK"));
    QCOMPARE(f.a().energy, 15);
    QCOMPARE(f.a().drugs.size(), 0);
    QCOMPARE(f.a().parryDistanceSkill, 0);
    QCOMPARE(f.b().energy, 20);
  }

  void x2DopingEndsTheGame()
  {
    Fixture f(3);
    f.place({200, 30, 4}, {300, 20});
    f.a().energyMax = 55;
    f.a().drugs = QList<Action>(7, Action::EnergyMaxDrug);
    f.play(QStringLiteral("WALK_DRUG"), QStringLiteral("BREAK"));
    QCOMPARE(f.a().energy, 25);
    QVERIFY(f.a().cheater);
    QCOMPARE(f.a().walkSkill, 0);
    QVERIFY(f.state().isTerminal());
    QCOMPARE(f.state().returns(), (QList<double>{-1, 1}));
  }

  void x3RetreatDrugShortensRetreat()
  {
    Fixture f(3);
    f.a().retreatSkill = 5;
    f.a().drugs = {Action::RetreatDrug};
    f.play(QStringLiteral("RETREAT"), QStringLiteral("RETREAT"));
    QCOMPARE(f.a().position, 185);
    QCOMPARE(f.b().position, 320);
    QCOMPARE(f.state().observation(1).section(QLatin1Char('\n'), 0, 0).section(QLatin1Char(' '), 0, 0), QStringLiteral("180"));
    QCOMPARE(f.state().observation(1).section(QLatin1Char('\n'), 1, 1).section(QLatin1Char(' '), 0, 0), QStringLiteral("315"));
  }

  void x4OffTrackByBScoresForA()
  {
    Fixture f;
    f.place({300, 20}, {500, 4});
    f.play(QStringLiteral("BREAK"), QStringLiteral("RETREAT"));
    QCOMPARE(f.b().position, 500);
    QCOMPARE(f.a().score, 1);
    QCOMPARE(f.b().score, 0);
    QVERIFY(f.state().restartPending());
  }

  void x6WalkingIntoALunge()
  {
    Fixture f;
    f.place({260, 20}, {280, 20});
    f.play(QStringLiteral("WALK"), QStringLiteral("LUNGE"));
    QCOMPARE(f.a().position, 280);
    QCOMPARE(f.b().score, 1);
    QVERIFY(f.hasEvent(QStringLiteral("touch"), 1));
    QVERIFY(!f.hasEvent(QStringLiteral("collision"), -1));
    QVERIFY(f.state().restartPending());
  }

  void x7CrossingCollides()
  {
    Fixture f(2);
    f.place({260, 20}, {280, 20});
    f.play(QStringLiteral("DOUBLE_WALK"), QStringLiteral("DOUBLE_WALK"));
    QCOMPARE(f.a().position, 300);
    QCOMPARE(f.b().position, 240);
    QCOMPARE(f.a().energy, 16);
    QCOMPARE(f.b().energy, 16);
    QCOMPARE(f.a().score + f.b().score, 0);
    QVERIFY(f.state().restartPending());
  }

  void x8BreakSkillCappedByEnergyMax()
  {
    Fixture f(3);
    f.place({200, 10}, {300, 19});
    f.a().breakSkill = 10;
    f.a().energyMax = 25;
    f.play(QStringLiteral("BREAK"), QStringLiteral("BREAK"));
    QCOMPARE(f.a().energy, 22);
    QCOMPARE(f.b().energy, 20);
  }

  void x9TwentyNineteenEnds()
  {
    Fixture f;
    f.place({240, 20, 19}, {270, 20, 19});
    f.play(QStringLiteral("LUNGE"), QStringLiteral("BREAK"));
    QCOMPARE(f.a().score, 20);
    QVERIFY(f.state().isTerminal());
    QCOMPARE(f.state().returns(), (QList<double>{1, 0}));
  }

  void x10DoubleTouchAtNineteenContinues()
  {
    Fixture f;
    f.place({240, 20, 19}, {270, 20, 19});
    f.play(QStringLiteral("LUNGE"), QStringLiteral("LUNGE"));
    QCOMPARE(f.a().score, 20);
    QCOMPARE(f.b().score, 20);
    QVERIFY(!f.state().isTerminal());
    QVERIFY(f.state().restartPending());
  }

  void x12BothForfeitIsADraw()
  {
    Fixture f;
    f.place({200, 1}, {300, 0});
    f.play(QStringLiteral("PARRY"), QStringLiteral("WALK"));
    QCOMPARE(f.a().energy, -1);
    QCOMPARE(f.b().energy, -1);
    QCOMPARE(f.b().position, 300);
    QVERIFY(f.state().isTerminal());
    QCOMPARE(f.state().returns(), (QList<double>{-1, -1}));
  }

  void x13LungeOutOfReachMisses()
  {
    Fixture f;
    f.place({200, 20}, {250, 20});
    f.play(QStringLiteral("LUNGE"), QStringLiteral("BREAK"));
    QCOMPARE(f.a().score, 0);
    QCOMPARE(f.a().energy, 15);
    QVERIFY(!f.state().restartPending());
  }

  void x14BothOffTrack()
  {
    Fixture f;
    f.place({0, 20}, {500, 20});
    f.play(QStringLiteral("RETREAT"), QStringLiteral("RETREAT"));
    QCOMPARE(f.a().score, 1);
    QCOMPARE(f.b().score, 1);
    QVERIFY(f.state().restartPending());
  }

  void finalScores()
  {
    Fixture nonCombative;
    nonCombative.state().applyMoves(std::vector<Move>(2, Move::ok({int32_t(Action::Break)})));
    // Only the ranking function is under test here: positions and ticks do not matter.
    QCOMPARE(nonCombative.state().returns(), (QList<double>{-1, -1}));
    Fixture equal;
    equal.place({200, 10, 3}, {300, 10, 3});
    QCOMPARE(equal.state().returns(), (QList<double>{0, 0}));
    Fixture doped;
    doped.a().cheater = true;
    QCOMPARE(doped.state().returns(), (QList<double>{-1, -1}));
  }

  void invalidOutputsDeactivate_data()
  {
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("lowercase") << "walk" << "Excepted: '<action>' found: 'walk'";
    QTest::newRow("two words") << "WALK now" << "Excepted: '<action>' found: 'WALK now'";
    QTest::newRow("leading space") << " WALK" << "Excepted: '<action>' found: ' WALK'";
    QTest::newRow("empty") << "" << "Excepted: '<action>' found: ''";
    QTest::newRow("tab") << "WALK\t" << "Excepted: '<action>' found: 'WALK\t'";
    QTest::newRow("league 2 action in league 1") << "DOUBLE_WALK"
                                                 << "Illegal action for your current league level 1), available in the league level 1";
    QTest::newRow("drug in league 1") << "BREAK_DRUG" << "Illegal action for your current league level 1), available in the league level 2";
    QTest::newRow("internal action") << "SUPPRESS" << "Illegal action for your current league level 1), available in the league level 2147483647";
  }
  void invalidOutputsDeactivate()
  {
    QFETCH(QString, line);
    QFETCH(QString, message);
    Fixture f;
    const Move move = f.state().parseReply(0, {line});
    QCOMPARE(move.status, Move::Status::Invalid);
    QCOMPARE(move.error, message);
    f.play(line, QStringLiteral("WALK"));
    QVERIFY(f.state().isTerminal());
    QVERIFY(!f.a().active);
    QCOMPARE(f.a().deactivation, message);
    QCOMPARE(f.b().position, 300);  // the turn's actions are not applied
    QCOMPARE(f.state().returns(), (QList<double>{-1, 1}));
  }

  void trailingSpaceIsTolerated()
  {
    Fixture f;
    QCOMPARE(f.state().parseReply(0, {QStringLiteral("WALK  ")}).status, Move::Status::Ok);
  }

  void timeoutDeactivatesWithItsMessage()
  {
    Fixture f;
    std::vector<Move> moves{Move::ok({int32_t(Action::Walk)}), Move::failed(Move::Status::Timeout, {})};
    f.state().applyMoves(moves);
    QVERIFY(f.state().isTerminal());
    QCOMPARE(f.b().deactivation, QStringLiteral("B timeout!"));
    QCOMPARE(f.state().returns(), (QList<double>{1, -1}));
  }

  // golden/fencing: the two action scripts reproduce demo-expected.tsv row by row.
  void demoReplayStateByState()
  {
    KIBITZ_REQUIRE_GOLDEN();
    Fixture f(3);
    LineScript p0(Kibitz::Test::readGolden(QStringLiteral("fencing/demo-p0.actions")));
    LineScript p1(Kibitz::Test::readGolden(QStringLiteral("fencing/demo-p1.actions")));
    const QList<QByteArray> rows = Kibitz::Test::readGolden(QStringLiteral("fencing/demo-expected.tsv")).split('\n');
    int checked = 0;
    for (const QByteArray& raw : rows) {
      if (raw.isEmpty() || raw.startsWith('#'))
        continue;
      const QList<QByteArray> cells = raw.split('\t');
      QCOMPARE(f.state().turn(), cells[0].toInt());
      std::vector<Move> moves(2);
      if (cells[1] == "RESTART") {
        QVERIFY2(f.state().actingPlayers().isEmpty(), raw.constData());
      } else {
        QStringList lines;
        for (int p = 0; p < 2; ++p) {
          QVERIFY(f.state().actingPlayers().contains(p));
          QVERIFY(p == 0 ? p0.next(f.state(), 0, &lines) : p1.next(f.state(), 1, &lines));
          QCOMPARE(lines.value(0), QString::fromLatin1(cells[1 + p]));
          moves[size_t(p)] = f.state().parseReply(p, lines);
        }
      }
      f.state().applyMoves(moves);
      if (cells[1] == "RESTART") {
        QCOMPARE(f.a().position, 200);
        QCOMPARE(f.b().position, 300);
      } else {
        const QList<int> expected{cells[3].toInt(), cells[4].toInt(), cells[5].toInt(),
                                  cells[6].toInt(), cells[7].toInt(), cells[8].toInt()};
        const QList<int> actual{f.a().position, f.a().energy, f.a().score, f.b().position, f.b().energy, f.b().score};
        QVERIFY2(actual == expected, raw.constData());
      }
      ++checked;
    }
    QCOMPARE(checked, 200);
    QVERIFY(f.state().isTerminal());
    QCOMPARE(f.a().score, 8);
    QCOMPARE(f.b().score, 9);
    QCOMPARE(f.state().returns(), (QList<double>{0, 1}));
  }

  void jsonRoundTripKeepsEverything()
  {
    Fixture f(3);
    f.play(QStringLiteral("LUNGE_DRUG"), QStringLiteral("WALK"));
    QString error;
    std::unique_ptr<State> restored = f.game().stateFromJson(f.setup(), f.state().toJson(), &error);
    QVERIFY2(restored, qPrintable(error));
    QCOMPARE(restored->toJson(), f.state().toJson());
    QCOMPARE(restored->observation(1), f.state().observation(1));
  }

  void hostileJsonIsRejected()
  {
    Fixture f;
    QJsonObject json = f.state().toJson();
    json.insert(QStringLiteral("tick"), 1e12);
    QString error;
    QVERIFY(!f.game().stateFromJson(f.setup(), json, &error));
    QVERIFY2(error.contains(QLatin1String("tick")), qPrintable(error));
  }
};

QTEST_APPLESS_MAIN(TestFencingRules)
#include "test_fencing_rules.moc"
