// The deck of the original: glibc-compatible srand()/rand() (docs/games/dominoes.md §9) and
// the deal procedure (§4), against the spec's vectors and the golden deck of srand(12345).
#include "dominoes/dominoes_board.h"
#include "dominoes/dominoes_deck.h"
#include "dominoes/dominoes_glibc_rand.h"
#include "support/golden.h"

#include <QRegularExpression>
#include <QtTest>

#include <cstdlib>

using namespace Kibitz::Rules::Dominoes;

class TestDominoesDeck : public QObject {
  Q_OBJECT
private slots:
  void randVectors_data()
  {
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<QList<int>>("expected");
    // §9 table, checked there against the real glibc.
    QTest::newRow("0 acts as 1") << 0u << QList<int>{1804289383, 846930886, 1681692777, 1714636915, 1957747793};
    QTest::newRow("1") << 1u << QList<int>{1804289383, 846930886, 1681692777, 1714636915, 1957747793};
    QTest::newRow("12345") << 12345u << QList<int>{383100999, 858300821, 357768173, 455528251, 133005921};
    QTest::newRow("2^31-1") << 2147483647u << QList<int>{1065668062, 2142264300, 1066566375, 1064012770, 2141034222};
    QTest::newRow("2^31") << 2147483648u << QList<int>{1336741213, 1210407648, 1447044896, 337392383, 82502902};
    QTest::newRow("3000000000") << 3000000000u << QList<int>{2058147116, 854483408, 922419988, 286396165, 2068523933};
    QTest::newRow("2^32-1") << 4294967295u << QList<int>{254925627, 1205188300, 366127624, 1401405153, 76053476};
  }
  void randVectors()
  {
    QFETCH(quint32, seed);
    QFETCH(QList<int>, expected);
    GlibcRand rand(seed);
    QList<int> got;
    for (int i = 0; i < expected.size(); ++i)
      got << rand.next();
    QCOMPARE(got, expected);
  }

  void reseedRestartsTheSequence()
  {
    GlibcRand rand(12345);
    for (int i = 0; i < 100; ++i)
      rand.next();
    rand.reseed(12345);
    QCOMPARE(rand.next(), 383100999);
  }

  void matchesTheHostGlibc()
  {
#ifdef __GLIBC__
    // On glibc the library's own rand() is the reference: long runs, seeds of every sign.
    for (quint32 seed : {0u, 7u, 12345u, 1700000000u, 2147483648u, 3000000000u, 4294967295u}) {
      srand(seed);
      GlibcRand rand(seed);
      for (int i = 0; i < 5000; ++i)
        QCOMPARE(rand.next(), int32_t(::rand()));
    }
#else
    QSKIP("not built against glibc");
#endif
  }

  void goldenDeck12345()
  {
    KIBITZ_REQUIRE_GOLDEN();
    const QByteArray data = Kibitz::Test::readGolden(QStringLiteral("dominoes/deck12345.txt"));
    QVERIFY2(!data.isEmpty(), "dominoes/deck12345.txt is missing");
    const QStringList lines = QString::fromLatin1(data).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 64);
    const Deal deal = dealDeck(12345);

    static const QRegularExpression first(
        QStringLiteral("^first domino value +(\\d+) pattern +(\\d+) at pos (\\d+) \\(row (\\d) col (\\d)\\): ([RG]{3} [RG]{3})$"));
    const QRegularExpressionMatch m = first.match(lines[0]);
    QVERIFY2(m.hasMatch(), qPrintable(lines[0]));
    QCOMPARE(m.captured(1).toInt(), deal.order[0] + 1);
    QCOMPARE(m.captured(2).toInt(), int(deal.order[0]));
    QCOMPARE(m.captured(3).toInt(), deal.firstCell);
    QCOMPARE(m.captured(4).toInt(), rowOf(deal.firstCell));
    QCOMPARE(m.captured(5).toInt(), colOf(deal.firstCell));
    QCOMPARE(m.captured(6), patternText(deal.order[0]));

    static const QRegularExpression reveal(
        QStringLiteral("^reveal +(\\d+): value +(\\d+) pattern +(\\d+) : ([RG]{3} [RG]{3})$"));
    for (int n = 1; n < 64; ++n) {
      const QRegularExpressionMatch r = reveal.match(lines[n]);
      QVERIFY2(r.hasMatch(), qPrintable(lines[n]));
      QCOMPARE(r.captured(1).toInt(), n);
      QCOMPARE(r.captured(2).toInt(), deal.order[size_t(n)] + 1);
      QCOMPARE(r.captured(3).toInt(), int(deal.order[size_t(n)]));
      QCOMPARE(r.captured(4), patternText(deal.order[size_t(n)]));
    }
  }

  void specDeck12345()
  {
    // §10.1, independent of the golden file.
    const Deal deal = dealDeck(12345);
    QCOMPARE(int(deal.order[0]), 13);
    QCOMPARE(deal.firstCell, 41);
    const QList<int> reveals{6, 42, 20, 24, 34, 39, 0, 22, 14, 58, 18, 35, 21, 7, 51, 5, 53, 12, 62, 54, 1,
                             19, 48, 8, 11, 57, 10, 37, 50, 46, 56, 60, 4, 45, 15, 26, 59, 63, 43, 47, 38, 29,
                             55, 16, 2, 36, 31, 33, 44, 28, 30, 40, 52, 41, 32, 9, 27, 23, 3, 25, 49, 17, 61};
    for (int n = 1; n < 64; ++n)
      QCOMPARE(int(deal.order[size_t(n)]), reveals[n - 1]);
  }

  void specDeck1()
  {
    // §10.2: first domino and the first 16 reveals.
    const Deal deal = dealDeck(1);
    QCOMPARE(int(deal.order[0]), 52);
    QCOMPARE(patternText(52), QStringLiteral("RGG RRG"));
    QCOMPARE(deal.firstCell, 50);
    const QList<int> reveals{36, 15, 47, 60, 31, 1, 40, 55, 24, 6, 53, 61, 8, 35, 45, 54};
    for (int n = 1; n <= reveals.size(); ++n)
      QCOMPARE(int(deal.order[size_t(n)]), reveals[n - 1]);
  }

  void everyDeckIsAPermutation()
  {
    for (quint32 seed : {0u, 1u, 2u, 99u, 2147483648u, 4294967295u}) {
      const Deal deal = dealDeck(seed);
      uint64_t seen = 0;
      for (int8_t pattern : deal.order) {
        QVERIFY(pattern >= 0 && pattern < 64);
        seen |= uint64_t{1} << pattern;
      }
      QCOMPARE(seen, ~uint64_t{0});
      QVERIFY(deal.firstCell >= 0 && deal.firstCell < 64);
    }
  }
};

QTEST_APPLESS_MAIN(TestDominoesDeck)
#include "test_dominoes_deck.moc"
