// The splitting of a bot's stdout into lines (docs/games/fencing.md §14 decision 3): LF, CR
// and CRLF end a line, surplus lines stay queued, and a line without end stays bounded.
#include "match/process_line_buffer.h"

#include <QtTest>

using Kibitz::Debugger::ProcessLineBuffer;

namespace {

QList<QByteArray> allLines(const ProcessLineBuffer& buffer)
{
  QList<QByteArray> lines;
  for (qsizetype i = 0; i < buffer.lineCount(); ++i)
    lines << buffer.line(i);
  return lines;
}

// Feeds `text` cut into pieces of `piece` bytes.
ProcessLineBuffer fed(const QByteArray& text, qsizetype piece, qsizetype maxLine = 1024)
{
  ProcessLineBuffer buffer(maxLine);
  for (qsizetype i = 0; i < text.size(); i += piece)
    buffer.append(text.constData() + i, qMin(piece, text.size() - i));
  return buffer;
}

}  // namespace

class TestProcessLineBuffer : public QObject {
  Q_OBJECT
private slots:
  void terminators_data()
  {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<QByteArray>>("lines");
    const QList<QByteArray> abc{"A", "B", "C"};
    QTest::newRow("LF") << QByteArray("A\nB\nC\n") << abc;
    QTest::newRow("CR") << QByteArray("A\rB\rC\r") << abc;
    QTest::newRow("CRLF") << QByteArray("A\r\nB\r\nC\r\n") << abc;
    QTest::newRow("mixed") << QByteArray("A\r\nB\rC\n") << abc;
    QTest::newRow("empty lines") << QByteArray("\n\r\n\r") << QList<QByteArray>{"", "", ""};
    QTest::newRow("LF CR is two ends") << QByteArray("A\n\rB\n") << QList<QByteArray>{"A", "", "B"};
    QTest::newRow("partial tail") << QByteArray("A\nB") << QList<QByteArray>{"A"};
  }
  void terminators()
  {
    QFETCH(QByteArray, text);
    QFETCH(QList<QByteArray>, lines);
    // Every cut of the stream must give the same lines (a CRLF may be split across reads).
    for (qsizetype piece = 1; piece <= text.size(); ++piece)
      QCOMPARE(allLines(fed(text, piece)), lines);
  }

  void consumeKeepsTheRest()
  {
    ProcessLineBuffer buffer(64);
    const QByteArray text("ONE\nTWO\nTHR");
    buffer.append(text.constData(), text.size());
    QCOMPARE(buffer.lineCount(), 2);
    buffer.consume(1);
    QCOMPARE(allLines(buffer), QList<QByteArray>{"TWO"});
    buffer.append("EE\n", 3);
    QCOMPARE(allLines(buffer), (QList<QByteArray>{"TWO", "THREE"}));
    buffer.consume(5);
    QCOMPARE(buffer.lineCount(), 0);
  }

  void manyLinesCompact()
  {
    ProcessLineBuffer buffer(64);
    for (int i = 0; i < 1000; ++i) {
      const QByteArray line = QByteArray::number(i) + '\n';
      buffer.append(line.constData(), line.size());
      if (i % 2 == 1)
        buffer.consume(1);
    }
    QCOMPARE(buffer.lineCount(), 500);
    QCOMPARE(buffer.line(0), QByteArray("500"));
  }

  void longLineOverflows()
  {
    ProcessLineBuffer buffer(8);
    QVERIFY(buffer.append("12345678\n", 9));  // exactly the bound is fine
    QVERIFY(buffer.append("1234", 4));
    QVERIFY(!buffer.append("56789", 5));
    QVERIFY(buffer.overflowed());
    QVERIFY(!buffer.append("\n", 1));
    QCOMPARE(allLines(buffer), QList<QByteArray>{"12345678"});  // what came before stays
  }
};

QTEST_GUILESS_MAIN(TestProcessLineBuffer)
#include "test_process_line_buffer.moc"
