// A match watched live (kibitz-cli run --live, LiveServer): with a plain HTTP client over
// QTcpSocket, the frames arrive as Server-Sent Events with ids 0, 1, 2, ... and the data of
// the replay the run writes; a client resumes after Last-Event-ID; a path without the
// token is 404; the server listens on loopback only; its bounds hold against clients that
// send too much, too slowly, or too many at once.
#include "replay/replay_file.h"
#include "share/live_broadcast.h"
#include "share/html_strings.h"
#include "share/live_server.h"
#include "support/chromium_page.h"
#include "support/require_tool.h"
#include "support/test_matches.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkInterface>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QUrl>
#include <QTest>

using namespace Kibitz;

namespace {

struct Event {
  qint64 id = -1;
  QByteArray name;  // empty: a frame ("message")
  QByteArray data;
};

struct Response {
  int status = 0;
  QByteArray body;
  QList<Event> events;
};

// Sends `request` and reads the whole response until the server closes the connection.
Response fetch(quint16 port, const QByteArray& request, int timeoutMs = 60'000)
{
  QTcpSocket socket;
  socket.connectToHost(QHostAddress::LocalHost, port);
  Response response;
  if (!socket.waitForConnected(timeoutMs))
    return response;
  socket.write(request);
  QByteArray all;
  QElapsedTimer clock;
  clock.start();
  while (socket.state() == QAbstractSocket::ConnectedState && clock.elapsed() < timeoutMs) {
    socket.waitForReadyRead(1000);
    all += socket.readAll();
  }
  all += socket.readAll();
  const qsizetype headEnd = all.indexOf("\r\n\r\n");
  if (headEnd < 0)
    return response;
  response.status = all.mid(9, 3).toInt();
  response.body = all.mid(headEnd + 4);
  // Server-Sent Events: blocks separated by a blank line, fields "name: value".
  QList<QByteArray> blocks;
  for (qsizetype at = 0; at < response.body.size();) {
    const qsizetype end = response.body.indexOf("\n\n", at);
    blocks.append(response.body.mid(at, end < 0 ? -1 : end - at));
    at = end < 0 ? response.body.size() : end + 2;
  }
  for (const QByteArray& block : std::as_const(blocks)) {
    Event event;
    bool any = false;
    for (const QByteArray& line : block.split('\n')) {
      if (line.startsWith("id: "))
        event.id = line.mid(4).toLongLong(), any = true;
      else if (line.startsWith("event: "))
        event.name = line.mid(7), any = true;
      else if (line.startsWith("data: "))
        event.data = line.mid(6), any = true;
    }
    if (any && !event.data.isNull())
      response.events.append(event);
  }
  return response;
}

QByteArray get(const QByteArray& path, const QByteArray& extraHeaders = QByteArray())
{
  return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extraHeaders + "\r\n";
}

}  // namespace

class TestLiveServer : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QProcess cli_;
  QString url_;
  quint16 port_ = 0;
  QByteArray token_;

private slots:
  void initTestCase()
  {
    QVERIFY(dir_.isValid());
    cli_.setProgram(QStringLiteral(KIBITZ_CLI_PATH));
    cli_.setArguments({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--seed"), QStringLiteral("3"),
                       QStringLiteral("--bot"), QStringLiteral("builtin:fencer"), QStringLiteral("--bot"),
                       QStringLiteral("builtin:random"), QStringLiteral("--live"), QStringLiteral("127.0.0.1:0"),
                       QStringLiteral("--live-linger"), QStringLiteral("120"), QStringLiteral("--out"),
                       dir_.filePath(QStringLiteral("live.kbz"))});
    cli_.start();
    QVERIFY2(cli_.waitForStarted(), qPrintable(cli_.errorString()));
    // The URL first, then, once the match is over and its replay written, "still serving".
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (!out.contains("still serving") && clock.elapsed() < 120'000 && cli_.state() == QProcess::Running) {
      cli_.waitForReadyRead(1000);
      out += cli_.readAllStandardOutput();
    }
    QVERIFY2(out.contains("still serving"), out.constData() + QByteArray(" / ") + cli_.readAllStandardError());
    const QRegularExpressionMatch m =
        QRegularExpression(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)/([0-9a-f]+)/")).match(QString::fromUtf8(out));
    QVERIFY2(m.hasMatch(), out.constData());
    url_ = m.captured(0);
    port_ = quint16(m.captured(1).toUInt());
    token_ = m.captured(2).toLatin1();
  }

  void cleanupTestCase()
  {
    cli_.terminate();
    if (!cli_.waitForFinished(10'000))
      cli_.kill();
  }

  void tokenHasAtLeast128Bits()
  {
    QVERIFY2(token_.size() >= 32, token_.constData());  // hex digits
  }

  // A client that joins after the match gets every frame from the first, with the data
  // of the replay that was written, then the end event with the result.
  void framesFromTheFirstEqualTheReplay()
  {
    const Response response = fetch(port_, get("/" + token_ + "/events"));
    QCOMPARE(response.status, 200);
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(dir_.filePath(QStringLiteral("live.kbz")), &error);
    QVERIFY2(replay, qPrintable(error));
    QVERIFY(replay->frames.size() >= 5);
    QCOMPARE(response.events.size(), replay->frames.size() + 1);
    for (qsizetype f = 0; f < replay->frames.size(); ++f) {
      const Event& event = response.events[f];
      QCOMPARE(event.id, f);
      QVERIFY(event.name.isEmpty());
      const QJsonObject live = QJsonDocument::fromJson(event.data).object();
      const QJsonObject saved = QJsonDocument::fromJson(Debugger::LiveBroadcast::frameJson(replay->frames[f])).object();
      QVERIFY2(!live.isEmpty() && live == saved, qPrintable(QStringLiteral("frame %1 differs").arg(f)));
      QCOMPARE(live.value(QStringLiteral("state")).toObject(), replay->frames[f].state);
    }
    const Event& end = response.events.last();
    QCOMPARE(end.name, QByteArray("end"));
    QCOMPARE(end.id, replay->frames.size());
    QCOMPARE(QJsonDocument::fromJson(end.data).object().value(QStringLiteral("text")).toString(), replay->result.text);
  }

  void resumesAfterLastEventId()
  {
    // After the end's id: the end again, alone.
    const Response after = fetch(port_, get("/" + token_ + "/events", "Last-Event-ID: 100000\r\n"));
    QCOMPARE(after.status, 200);
    QCOMPARE(after.events.size(), 1);
    QCOMPARE(after.events.first().name, QByteArray("end"));
    const Response response = fetch(port_, get("/" + token_ + "/events", "Last-Event-ID: 5\r\n"));
    QCOMPARE(response.status, 200);
    QVERIFY(response.events.size() >= 2);
    QCOMPARE(response.events.first().id, qint64(6));
    QCOMPARE(response.events.last().name, QByteArray("end"));
  }

  // The live page in headless Chromium: it holds frame 0 only, takes the others from the
  // stream, follows them to the last turn and shows the result of the end event.
  void theLivePageFollowsTheStreamInChromium()
  {
    KIBITZ_REQUIRE_TOOL("chromium");
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(dir_.filePath(QStringLiteral("live.kbz")), &error);
    QVERIFY2(replay, qPrintable(error));
    // Headless Chromium dumps the page when its virtual time runs out; on a loaded machine
    // (CI under ASan) that once came before the stream's first byte. A page that did not get
    // the end is asked again, twice at most, saying what it showed.
    QJsonObject report;
    for (int attempt = 0; attempt < 3; ++attempt) {
      report = Test::chromiumTestReportAt(QStandardPaths::findExecutable(QStringLiteral("chromium")), url_ + QStringLiteral("?test=1"),
                                          dir_.filePath(QStringLiteral("profile%1").arg(attempt)));
      if (report.value(QStringLiteral("live")).toObject().value(QStringLiteral("ended")).toBool())
        break;
      qWarning("attempt %d: the page had not the end of the stream: %s", attempt + 1,
               QJsonDocument(report.value(QStringLiteral("live")).toObject()).toJson(QJsonDocument::Compact).constData());
    }
    QVERIFY2(!report.isEmpty(), "Chromium wrote no report");
    QCOMPARE(report.value(QStringLiteral("errors")).toArray(), QJsonArray());
    const QJsonObject live = report.value(QStringLiteral("live")).toObject();
    QCOMPARE(live.value(QStringLiteral("frames")).toInt(), int(replay->frames.size()));
    QVERIFY(live.value(QStringLiteral("ended")).toBool());
    QCOMPARE(report.value(QStringLiteral("turn")).toInt(), replay->lastTurn());
    // The result as the window says it, from the end event's `said`.
    const QString said = Debugger::HtmlStrings::resultLine(QStringLiteral("en"), *replay);
    QVERIFY(!said.isEmpty());
    QVERIFY2(report.value(QStringLiteral("subtitle")).toString().contains(said),
             qPrintable(report.value(QStringLiteral("subtitle")).toString() + QStringLiteral(" / ") + said));
  }

  void servesTheLivePage()
  {
    const Response response = fetch(port_, get("/" + token_ + "/"));
    QCOMPARE(response.status, 200);
    QVERIFY(response.body.contains("id=\"kibitz-replay\""));
    QVERIFY(response.body.contains("\"live\":true"));
  }

  void withoutTheTokenNotFound_data()
  {
    QTest::addColumn<QByteArray>("path");
    QTest::newRow("root") << QByteArray("/");
    QTest::newRow("events") << QByteArray("/events");
    QTest::newRow("wrong token") << QByteArray("/0123456789abcdef0123456789abcdef/events");
    QTest::newRow("token cut short") << "/" + token_.left(token_.size() - 1) + "/events";
    QTest::newRow("token as a file") << "/" + token_;
    QTest::newRow("below the token") << "/" + token_ + "/../events";
  }
  void withoutTheTokenNotFound()
  {
    QFETCH(QByteArray, path);
    QCOMPARE(fetch(port_, get(path)).status, 404);
  }

  // Loopback unless named: no other address of this machine answers.
  void boundToLoopbackOnly()
  {
    int tried = 0;
    for (const QHostAddress& address : QNetworkInterface::allAddresses()) {
      if (address.isLoopback() || address.protocol() != QAbstractSocket::IPv4Protocol)
        continue;
      QTcpSocket socket;
      socket.connectToHost(address, port_);
      QVERIFY2(!socket.waitForConnected(3000), qPrintable(address.toString()));
      ++tried;
    }
    if (tried == 0)
      qInfo("no address besides loopback on this machine: only the listening address is checked");
    QCOMPARE(QHostAddress(url_.section(QLatin1Char('/'), 2, 2).section(QLatin1Char(':'), 0, 0)), QHostAddress(QHostAddress::LocalHost));
  }

  void parsesAddresses()
  {
    QString error;
    std::optional<Debugger::LiveBroadcast::Address> a = Debugger::LiveBroadcast::parseAddress(QStringLiteral("8080"), &error);
    QVERIFY(a && a->isLoopback() && a->port == 8080);
    a = Debugger::LiveBroadcast::parseAddress(QStringLiteral("0.0.0.0:0"), &error);
    QVERIFY(a && !a->isLoopback() && a->port == 0);
    a = Debugger::LiveBroadcast::parseAddress(QStringLiteral("[::1]:9000"), &error);
    QVERIFY(a && a->isLoopback() && a->port == 9000);
    QVERIFY(!Debugger::LiveBroadcast::parseAddress(QStringLiteral("70000"), &error));
    QVERIFY2(error.contains(QStringLiteral("70000")), qPrintable(error));
    QVERIFY(!Debugger::LiveBroadcast::parseAddress(QStringLiteral("nowhere:80"), &error));
    QVERIFY2(error.contains(QStringLiteral("nowhere")), qPrintable(error));
  }

  // The server class on this thread: a request too large, too many clients, a client too slow.
  void bounds()
  {
    Debugger::LiveServer server(QByteArray("<html></html>"));
    QString error;
    QVERIFY2(server.listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    const QByteArray prefix = "/" + server.token();

    // Too long a request: 431, whatever follows.
    QTcpSocket big;
    big.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(big.waitForConnected(5000));
    big.write("GET " + prefix + "/events HTTP/1.1\r\nX-Filler: " + QByteArray(Debugger::LiveServer::kMaxRequestBytes, 'x'));
    QTRY_VERIFY_WITH_TIMEOUT(big.bytesAvailable() > 0 || big.state() != QAbstractSocket::ConnectedState, 20'000);
    QVERIFY(big.readAll().startsWith("HTTP/1.1 431"));

    // Clients beyond kMaxClients: 503. The idle ones are held until their header time is up.
    QList<QTcpSocket*> idle;
    for (int i = 0; i < Debugger::LiveServer::kMaxClients; ++i) {
      idle.append(new QTcpSocket(this));
      idle.last()->connectToHost(QHostAddress::LocalHost, server.port());
      QVERIFY(idle.last()->waitForConnected(5000));
    }
    QTRY_COMPARE_WITH_TIMEOUT(server.clientCount(), Debugger::LiveServer::kMaxClients, 20'000);
    QTcpSocket extra;
    extra.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(extra.waitForConnected(5000));
    QTRY_VERIFY_WITH_TIMEOUT(extra.bytesAvailable() > 0, 20'000);
    QVERIFY(extra.readAll().startsWith("HTTP/1.1 503"));
    // A client that never finishes its headers (slowloris) is dropped.
    idle.first()->write("GET " + prefix + "/events HTTP/1.1\r\n");
    QTRY_COMPARE_WITH_TIMEOUT(server.clientCount(), 0, Debugger::LiveServer::kHeaderTimeoutMs * 3);
    QTRY_VERIFY_WITH_TIMEOUT(idle.first()->state() == QAbstractSocket::UnconnectedState, 10'000);
    qDeleteAll(idle);
  }

  // An arena worker's URL shows its next match: the streams of the previous one get `next`
  // and close; the page and the frames are the new match's.
  void restartShowsTheNextMatch()
  {
    Debugger::LiveServer server(QByteArray("<html>first</html>"));
    QString error;
    QVERIFY2(server.listen(QHostAddress::LocalHost, 0, &error), qPrintable(error));
    const QByteArray prefix = "/" + server.token();
    server.appendFrames({R"({"state":{"n":0}})"});
    QTcpSocket client;
    client.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(client.waitForConnected(5000));
    client.write(get(prefix + "/events"));
    QByteArray got;
    QTRY_VERIFY_WITH_TIMEOUT((got += client.readAll()).contains("id: 0\n"), 20'000);
    server.restart(QByteArray("<html>second</html>"));
    QTRY_VERIFY_WITH_TIMEOUT((got += client.readAll()).contains("event: next\n"), 20'000);
    QTRY_VERIFY_WITH_TIMEOUT(client.state() == QAbstractSocket::UnconnectedState, 20'000);
    server.appendFrames({R"({"state":{"n":1}})"});
    server.finish(R"({"text":"done"})");
    QTcpSocket again;
    again.connectToHost(QHostAddress::LocalHost, server.port());
    QVERIFY(again.waitForConnected(5000));
    again.write(get(prefix + "/events"));
    QByteArray second;
    QTRY_VERIFY_WITH_TIMEOUT((second += again.readAll()).contains("event: end\n"), 20'000);
    QVERIFY2(second.contains("id: 0\ndata: {\"state\":{\"n\":1}}\n\n"), second.constData());
    QVERIFY(!second.contains("\"n\":0"));
  }

  // kibitz-cli arena --live: a URL per job; after the arena, the last match its job played.
  void arenaShowsItsWorkersMatch()
  {
    QProcess arena;
    arena.setWorkingDirectory(dir_.path());
    arena.start(QStringLiteral(KIBITZ_CLI_PATH),
                {QStringLiteral("arena"), QStringLiteral("fencing"), QStringLiteral("--bot"), QStringLiteral("builtin:fencer"),
                 QStringLiteral("--bot"), QStringLiteral("builtin:random"), QStringLiteral("--matches"), QStringLiteral("2"),
                 QStringLiteral("--jobs"), QStringLiteral("1"), QStringLiteral("--replays"), dir_.filePath(QStringLiteral("arena")),
                 QStringLiteral("--live"), QStringLiteral("127.0.0.1:0"), QStringLiteral("--live-linger"), QStringLiteral("120")});
    QVERIFY(arena.waitForStarted());
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (!out.contains("still serving") && clock.elapsed() < 120'000 && arena.state() == QProcess::Running) {
      arena.waitForReadyRead(1000);
      out += arena.readAllStandardOutput();
    }
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("live: job 1 http://127\\.0\\.0\\.1:(\\d+)/([0-9a-f]+)/"))
                                          .match(QString::fromUtf8(out));
    if (!m.hasMatch() || !out.contains("still serving")) {
      arena.kill();
      arena.waitForFinished();
      QFAIL(out.constData() + QByteArray(" / ") + arena.readAllStandardError());
    }
    const Response response = fetch(quint16(m.captured(1).toUInt()), get("/" + m.captured(2).toLatin1() + "/events"));
    arena.terminate();
    arena.waitForFinished(10'000);
    QString error;
    // One job plays the matches in order: the last one shown is the schedule's last.
    const std::optional<Debugger::Replay> last =
        Debugger::ReplayFile::read(dir_.filePath(QStringLiteral("arena/match-000001.kbz")), &error);
    QVERIFY2(last, qPrintable(error));
    QCOMPARE(response.events.size(), last->frames.size() + 1);
    for (qsizetype f = 0; f < last->frames.size(); ++f) {
      QCOMPARE(response.events[f].id, f);
      QCOMPARE(QJsonDocument::fromJson(response.events[f].data).object(),
               QJsonDocument::fromJson(Debugger::LiveBroadcast::frameJson(last->frames[f])).object());
    }
    QCOMPARE(response.events.last().name, QByteArray("end"));
  }

  // The time from a frame recorded (LiveBroadcast::publish, on the match's thread) to the
  // frame read by a loopback client: printed for docs/performance.md, not asserted (the
  // machine may be slow), and every frame arrives in order, then the end event.
  void latencyFromAFramePlayedToTheClient()
  {
    const Debugger::Replay whole = Test::fencerVsFencerReplay(5);
    QVERIFY(whole.frames.size() >= 10);
    Debugger::Replay growing = whole;
    growing.frames = {whole.frames.first()};
    growing.result = Debugger::MatchResult();
    QString error;
    std::unique_ptr<Debugger::LiveBroadcast> live =
        Debugger::LiveBroadcast::start(growing, Debugger::LiveBroadcast::Address(), QStringLiteral("en"), &error);
    QVERIFY2(live, qPrintable(error));
    const QUrl url(live->url());
    QTcpSocket client;
    client.connectToHost(QHostAddress::LocalHost, quint16(url.port()));
    QVERIFY(client.waitForConnected(5000));
    client.write(get(url.path().toLatin1() + "events"));
    QByteArray got;
    QElapsedTimer wait;
    wait.start();
    while (!got.contains("\nid: 0\n") && wait.elapsed() < 20'000 && client.waitForReadyRead(1000))
      got += client.readAll();
    QVERIFY2(got.startsWith("HTTP/1.1 200"), got.left(200).constData());
    QList<qint64> latenciesUs;
    for (qsizetype f = 1; f < whole.frames.size(); ++f) {
      growing.frames.append(whole.frames[f]);
      QElapsedTimer clock;
      clock.start();
      live->publish(growing);
      const QByteArray wanted = "id: " + QByteArray::number(f) + "\ndata: ";
      while (!got.contains(wanted) || !got.endsWith("\n\n")) {
        QVERIFY2(clock.elapsed() < 20'000 && client.state() == QAbstractSocket::ConnectedState, qPrintable(QString::number(f)));
        if (client.waitForReadyRead(1000))
          got += client.readAll();
      }
      latenciesUs.append(clock.nsecsElapsed() / 1000);
    }
    std::sort(latenciesUs.begin(), latenciesUs.end());
    qInfo("live latency, frame recorded to frame read by a loopback client, %lld frames: median %lld us, 90th %lld us, max %lld us",
          qint64(latenciesUs.size()), latenciesUs[latenciesUs.size() / 2], latenciesUs[latenciesUs.size() * 9 / 10],
          latenciesUs.last());
    growing.result = whole.result;
    live->finish(growing);
    QTRY_VERIFY_WITH_TIMEOUT((got += client.readAll()).contains("event: end\n") || client.state() != QAbstractSocket::ConnectedState, 20'000);
    if (client.state() != QAbstractSocket::UnconnectedState)
      client.waitForDisconnected(20'000);
    got += client.readAll();
    QVERIFY(got.contains("event: end\n"));
    QCOMPARE(got.count("\nid: "), whole.frames.size() + 1);  // and the end's
  }
};

QTEST_GUILESS_MAIN(TestLiveServer)
#include "test_live_server.moc"
