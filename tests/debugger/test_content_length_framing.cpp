// The content-length framing of DAP and LSP (protocol/content_length_framing.h), with no
// adapter or server: messages cut anywhere, headers split, bodies holding a blank line,
// garbage and oversized lengths refused for good.
#include "protocol/content_length_framing.h"

#include <QtTest>

using namespace Kibitz;
using Framing = Debugger::ContentLengthFraming;

namespace {

// Every body `stream` gives when fed in pieces of `chunk` bytes (0: all at once).
QList<QByteArray> readAll(Framing& framing, const QByteArray& stream, qsizetype chunk)
{
  QList<QByteArray> bodies;
  const qsizetype step = chunk > 0 ? chunk : std::max<qsizetype>(1, stream.size());
  for (qsizetype at = 0; at < stream.size(); at += step) {
    framing.append(stream.mid(at, step));
    while (std::optional<QByteArray> body = framing.next())
      bodies << *body;
  }
  return bodies;
}

const QByteArray kBlankLineBody = "{\"text\":\"a\r\n\r\nb\"}";

QByteArray threeMessages()
{
  return Framing::frame("{\"a\":1}") + "Content-Type: application/vscode-jsonrpc\r\ncontent-length: 2\r\n\r\n{}" +
         Framing::frame(kBlankLineBody) + Framing::frame("") + Framing::frame("{\"é\":\"ü\"}");
}

const QList<QByteArray> kThreeBodies{"{\"a\":1}", "{}", kBlankLineBody, "", "{\"é\":\"ü\"}"};

}  // namespace

class TestContentLengthFraming : public QObject {
  Q_OBJECT
private slots:
  void messagesFedInPiecesOfAnySize_data()
  {
    QTest::addColumn<int>("chunk");
    for (const int chunk : {0, 1, 2, 3, 5, 7, 16, 19, 64})
      QTest::newRow(qPrintable(QStringLiteral("%1 bytes").arg(chunk))) << chunk;
  }

  void messagesFedInPiecesOfAnySize()
  {
    QFETCH(int, chunk);
    Framing framing;
    QCOMPARE(readAll(framing, threeMessages(), chunk), kThreeBodies);
    QCOMPARE(framing.error(), QString());
  }

  // One message cut in two at every byte: the header split anywhere (even inside
  // "\r\n\r\n"), the body cut anywhere.
  void oneMessageCutAtEveryByte()
  {
    const QByteArray stream = Framing::frame(kBlankLineBody);
    for (qsizetype cut = 0; cut <= stream.size(); ++cut) {
      Framing framing;
      framing.append(stream.left(cut));
      const std::optional<QByteArray> early = framing.next();
      QVERIFY2(!early || cut == stream.size(), qPrintable(QString::number(cut)));
      framing.append(stream.mid(cut));
      const std::optional<QByteArray> body = early ? early : framing.next();
      QVERIFY2(body && *body == kBlankLineBody, qPrintable(QString::number(cut)));
      QVERIFY(!framing.next());
      QCOMPARE(framing.error(), QString());
    }
  }

  void garbageAndOversizedMessagesAreRefusedForGood_data()
  {
    QTest::addColumn<QByteArray>("stream");
    QTest::addColumn<QString>("error");
    QTest::newRow("no colon") << QByteArray("garbage\r\n\r\n{}") << QStringLiteral("malformed header line");
    QTest::newRow("empty field") << QByteArray(": 3\r\n\r\n{}") << QStringLiteral("malformed header line");
    QTest::newRow("no length") << QByteArray("Content-Type: x\r\n\r\n{}") << QStringLiteral("without Content-Length");
    QTest::newRow("negative length") << QByteArray("Content-Length: -3\r\n\r\n") << QStringLiteral("malformed Content-Length");
    QTest::newRow("words for a length") << QByteArray("Content-Length: ten\r\n\r\n") << QStringLiteral("malformed Content-Length");
    QTest::newRow("oversized, body not sent") << QByteArray("Content-Length: 1001\r\n\r\n") << QStringLiteral("above the bound of 1000");
    QTest::newRow("huge length") << QByteArray("Content-Length: 99999999999999\r\n\r\n") << QStringLiteral("above the bound");
    QTest::newRow("endless header") << QByteArray(5000, 'x') << QStringLiteral("no message header");
    QTest::newRow("long header") << QByteArray("X: " + QByteArray(5000, 'y') + "\r\n\r\n") << QStringLiteral("header");
    QTest::newRow("after a good one") << QByteArray(Framing::frame("{}") + "nonsense\r\n\r\n") << QStringLiteral("malformed header line");
  }

  void garbageAndOversizedMessagesAreRefusedForGood()
  {
    QFETCH(QByteArray, stream);
    QFETCH(QString, error);
    Framing framing(1000);
    framing.append(stream);
    while (framing.next()) {
    }
    QVERIFY2(framing.error().contains(error), qPrintable(framing.error()));
    QVERIFY(!framing.error().contains(QLatin1Char('\n')));  // one line, the garbage escaped
    framing.append(Framing::frame("{}"));
    QVERIFY(!framing.next());  // the stream cannot be resynchronised
  }

  // A header may end just at the bound; a body may be as large as the bound.
  void theBoundsThemselvesAreAllowed()
  {
    Framing framing(10);
    const QByteArray padding = "X: " + QByteArray(Framing::kMaxHeaderBytes - 30, 'z') + "\r\n";
    const QByteArray stream = padding + "Content-Length: 10\r\n\r\n0123456789";
    QCOMPARE(readAll(framing, stream, 0), QList<QByteArray>{"0123456789"});
    QCOMPARE(framing.error(), QString());
  }
};

QTEST_GUILESS_MAIN(TestContentLengthFraming)
#include "test_content_length_framing.moc"
