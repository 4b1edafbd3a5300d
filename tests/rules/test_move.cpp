// Rules::Move: assigning moves must not leak. Qt 6.4's QVarLengthArray loses its heap
// buffer when moved onto; a match runner assigns every seat's move each turn, so an arena of
// thousands of matches grew without bound (found by LeakSanitizer, issue #17).
#include "core/move.h"

#include <QtTest>

#include <malloc.h>

using namespace Kibitz;

class TestMove : public QObject {
  Q_OBJECT
private slots:
  void assigningMovesKeepsTheHeapFlat()
  {
    // A move with more words than the inline room, as OrkIsland's bots make every round.
    const auto bigMove = [] {
      Rules::Move m = Rules::Move::ok({});
      for (int k = 0; k < 64; ++k)
        m.words.append(k);
      return m;
    };
    std::vector<Rules::Move> seats(4);
    for (int round = 0; round < 100; ++round)  // warm up the allocator
      for (Rules::Move& seat : seats)
        seat = bigMove();
    const size_t before = mallinfo2().uordblks;
    for (int round = 0; round < 20000; ++round)
      for (Rules::Move& seat : seats)
        seat = bigMove();
    const size_t after = mallinfo2().uordblks;
    // 80,000 lost buffers of 256 bytes would be 20 MB; a flat heap moves by a few KB.
    QVERIFY2(after < before + 64 * 1024, qPrintable(QStringLiteral("heap grew by %1 bytes").arg(qint64(after) - qint64(before))));
    QCOMPARE(seats[3].words.size(), 64);
    QCOMPARE(seats[3].words[63], 63);
    QVERIFY(seats[3].isOk());
  }

  void aMovedMoveKeepsItsContent()
  {
    Rules::Move a = Rules::Move::invalid(QStringLiteral("bad reply"));
    Rules::Move b = Rules::Move::ok({1, 2, 3, 4, 5, 6});
    a = std::move(b);
    QVERIFY(a.isOk());
    QCOMPARE(a.words.size(), 6);
    QCOMPARE(a.words[5], 6);
    QVERIFY(a.error.isEmpty());
    Rules::Move c = Rules::Move::failed(Rules::Move::Status::Crashed, QStringLiteral("gone"));
    a = std::move(c);
    QCOMPARE(a.status, Rules::Move::Status::Crashed);
    QVERIFY(a.words.isEmpty());
    QCOMPARE(a.error, QStringLiteral("gone"));
  }
};

QTEST_GUILESS_MAIN(TestMove)
#include "test_move.moc"
