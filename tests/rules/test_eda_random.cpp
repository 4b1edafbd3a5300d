// The EDA-game generator every game that adopted it shares (rules/core/eda_random.h):
// the test vectors of docs/games/orkisland.md §4.2, checked once here for OrkIsland, Angel
// Empire and Mosca Ceca, and its guards.
#include "core/eda_random.h"

#include <QtTest>

using Kibitz::Rules::EdaRandom;

class TestEdaRandom : public QObject {
  Q_OBJECT
private slots:
  void specVectors_data()
  {
    QTest::addColumn<int>("seed");
    QTest::addColumn<QList<int>>("states");
    QTest::addColumn<QList<int>>("draws");
    QTest::addColumn<QList<int>>("permutation");
    QTest::addColumn<QList<int>>("large");
    QTest::newRow("0") << 0 << QList<int>{453816693, 1623591814, 474883, 709372028} << QList<int>{7, 3, 6, 6, 0, 6, 1, 2}
                       << QList<int>{7, 3, 0, 2, 4, 8, 6, 1, 5, 9} << QList<int>{7561, 3304, 6284, 6858};
    QTest::newRow("1") << 1 << QList<int>{1297131554, 17103983, 1426780792, 2111429773} << QList<int>{0, 9, 4, 6, 6, 0, 8, 1}
                       << QList<int>{0, 9, 5, 7, 3, 2, 1, 4, 8, 6} << QList<int>{80, 9833, 4139, 6851};
    QTest::newRow("234") << 234 << QList<int>{220998551, 1515077760, 896092149, 225886214} << QList<int>{7, 1, 4, 5, 8, 8, 3, 6}
                         << QList<int>{7, 1, 5, 6, 8, 9, 0, 4, 3, 2} << QList<int>{7056, 1052, 4323, 5280};
    QTest::newRow("12345") << 12345 << QList<int>{175050234, 1542807399, 528491536, 394031173}
                           << QList<int>{7, 1, 4, 3, 9, 0, 8, 9} << QList<int>{7, 2, 5, 1, 9, 3, 4, 6, 8, 0}
                           << QList<int>{7185, 1835, 4610, 3639};
  }
  void specVectors()
  {
    QFETCH(int, seed);
    QFETCH(QList<int>, states);
    QFETCH(QList<int>, draws);
    QFETCH(QList<int>, permutation);
    QFETCH(QList<int>, large);
    EdaRandom r(seed);
    for (int expected : states)
      QCOMPARE(int(r.step()), expected);
    r.reseed(seed);
    QCOMPARE(r.steps(), uint64_t(0));
    for (int expected : draws)
      QCOMPARE(r.random(0, 9), expected);
    QCOMPARE(r.steps(), uint64_t(16));  // two steps per draw
    r.reseed(seed);
    const std::vector<int> perm = r.permutation(10);
    QCOMPARE(QList<int>(perm.begin(), perm.end()), permutation);
    r.reseed(seed);
    for (int expected : large)
      QCOMPARE(r.random(1, 10000), expected);
  }

  void guards()
  {
    EdaRandom r(7);
    QCOMPARE(r.random(5, 4), 5);        // empty range: no step
    QCOMPARE(r.random(0, 1000000), 0);  // over a million values: no step
    QCOMPARE(r.steps(), uint64_t(0));
    QCOMPARE(r.state(), 7u);
    QCOMPARE(r.random(3, 3), 3);        // a one-value range still steps twice
    QCOMPARE(r.steps(), uint64_t(2));
    QVERIFY(r.permutation(0).empty());
    QCOMPARE(r.steps(), uint64_t(2));
    QCOMPARE(EdaRandom(-5).state(), 5u);                     // negative seeds are negated
    QCOMPARE(EdaRandom(int64_t(1) << 31 | 9).state(), 9u);   // only 31 bits are kept
    QCOMPARE(EdaRandom(INT64_MIN).state(), 0u);
  }
};

QTEST_APPLESS_MAIN(TestEdaRandom)
#include "test_eda_random.moc"
