// Replay format v2 (and v1 files): round trips, and every kind of bad file refused with a message that
// names the place.
#include "match/match_runner.h"
#include "match/participant.h"
#include "replay/compression.h"
#include "replay/replay_file.h"
#include "replay/replay_json.h"
#include "replay/replay_verify.h"
#include "support/test_matches.h"

#include "core/place.h"
#include "core/random.h"
#include "core/registry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

Debugger::Replay makeReplay(uint64_t seed = 5)
{
  return Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:random")}, seed, {},
                         {QStringLiteral("Alice"), QStringLiteral("Bob")});
}

QByteArray jsonBytes(const QJsonObject& o)
{
  return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString parseError(const QByteArray& bytes)
{
  QString error;
  const auto replay = Debugger::ReplayFile::parse(bytes, &error);
  return replay ? QString() : error;
}

}  // namespace

class TestReplayFile : public QObject {
  Q_OBJECT
private slots:
  void roundTripThroughAFile()
  {
    QTemporaryDir dir;
    const Debugger::Replay replay = makeReplay();
    const QString path = dir.filePath(QStringLiteral("m.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(path, replay, &error), qPrintable(error));
    const auto back = Debugger::ReplayFile::read(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(Debugger::ReplayJson::toJson(*back), Debugger::ReplayJson::toJson(replay));
    QCOMPARE(back->frames.size(), replay.frames.size());
    QCOMPARE(back->seed, uint64_t(5));
    QVERIFY(back->result.complete);
  }

  void hugeSeedSurvives()
  {
    Debugger::Replay replay = makeReplay(18446744073709551615ull);
    QString error;
    const auto back = Debugger::ReplayFile::parse(Debugger::ReplayFile::serialize(replay), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->seed, 18446744073709551615ull);
  }

  void plainJsonIsAccepted()
  {
    const Debugger::Replay replay = makeReplay();
    QCOMPARE(parseError(jsonBytes(Debugger::ReplayJson::toJson(replay))), QString());
  }

  void filesAreCompressed()
  {
    const Debugger::Replay replay = makeReplay();
    const QByteArray file = Debugger::ReplayFile::serialize(replay);
    QVERIFY(Debugger::Compression::looksGzipped(file));
    QVERIFY(file.size() * 3 < jsonBytes(Debugger::ReplayJson::toJson(replay)).size());
  }

  void truncatedFileIsRefused()
  {
    const QByteArray file = Debugger::ReplayFile::serialize(makeReplay());
    const QString error = parseError(file.left(file.size() / 2));
    QVERIFY2(error.contains(QLatin1String("truncated")), qPrintable(error));
  }

  void corruptFileIsRefused()
  {
    QByteArray file = Debugger::ReplayFile::serialize(makeReplay());
    for (qsizetype i = 20; i < file.size() - 10; i += 7)
      file[i] = char(file[i] ^ 0x5a);
    const QString error = parseError(file);
    QVERIFY2(!error.isEmpty(), "a corrupt file was accepted");
  }

  void decompressionBombIsRefused()
  {
    const QByteArray zeros(8 << 20, '\0');
    const QByteArray bomb = Debugger::Compression::gzip(zeros, 9);
    QString error;
    QVERIFY(!Debugger::Compression::gunzip(bomb, 1 << 20, &error));
    QVERIFY2(error.contains(QLatin1String("exceeds")), qPrintable(error));
  }

  void emptyAndGarbageAreRefused()
  {
    QVERIFY(parseError(QByteArray()).contains(QLatin1String("empty")));
    QVERIFY(parseError("hello").contains(QLatin1String("not valid JSON")));
    QVERIFY(parseError("[1,2]").contains(QLatin1String("not a Kibitz replay")));
    QVERIFY(parseError("{\"format\":\"other\"}").contains(QLatin1String("not a Kibitz replay")));
  }

  void commonStateIsWrittenOnce()
  {
    const Debugger::Replay replay = makeReplay();
    const QJsonObject json = Debugger::ReplayJson::toJson(replay);
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), Debugger::Replay::kFormatVersion);
    const QJsonObject shared = json.value(QStringLiteral("sharedState")).toObject();
    QVERIFY2(!shared.isEmpty(), "the Fencing state has fields that never change (the league)");
    // Exactly the fields equal in every frame, and they leave the frames.
    for (const QString& key : replay.frames[0].state.keys()) {
      bool constant = true;
      for (const Debugger::Frame& f : replay.frames)
        constant = constant && f.state.value(key) == replay.frames[0].state.value(key);
      QCOMPARE(shared.contains(key), constant);
    }
    for (const QJsonValue& frame : json.value(QStringLiteral("frames")).toArray())
      for (const QString& key : shared.keys())
        QVERIFY(!frame.toObject().value(QStringLiteral("state")).toObject().contains(key));
    // Reading puts them back into every frame.
    QString error;
    const auto back = Debugger::ReplayJson::fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    for (qsizetype f = 0; f < replay.frames.size(); ++f)
      QCOMPARE(back->frames[f].state, replay.frames[f].state);
  }

  void equalInputsAreWrittenOnce()
  {
    Debugger::Replay replay = makeReplay();
    // As in OrkIsland, where every player receives the same text.
    for (Debugger::Frame& f : replay.frames)
      if (f.exchanges.size() == 2)
        f.exchanges[1].input = f.exchanges[0].input;
    const QJsonObject json = Debugger::ReplayJson::toJson(replay);
    const QJsonObject io1 = json.value(QStringLiteral("frames")).toArray()[1].toObject().value(QStringLiteral("io")).toArray()[1].toObject();
    QCOMPARE(io1.value(QStringLiteral("inputSameAs")).toInt(), 0);
    QVERIFY(!io1.contains(QStringLiteral("input")));
    QString error;
    const auto back = Debugger::ReplayJson::fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->frames[1].exchanges[1].input, replay.frames[1].exchanges[0].input);
    QCOMPARE(Debugger::ReplayJson::toJson(*back), json);
  }

  void inputsAreWrittenAsTheirChangedLines()
  {
    // An input of many lines of which few change from one turn to the next (an island).
    Debugger::Replay replay = makeReplay();
    for (qsizetype t = 0; t < replay.frames.size(); ++t)
      for (Debugger::PlayerExchange& x : replay.frames[t].exchanges) {
        QStringList lines;
        for (int line = 0; line < 12; ++line)
          lines << (line == 3 ? QStringLiteral("turn %1 player %2").arg(t).arg(x.player) : QStringLiteral("row %1 ~~~~~~~~").arg(line));
        x.input = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
      }
    const QJsonObject json = Debugger::ReplayJson::toJson(replay);
    const QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
    const QJsonObject first = frames[1].toObject().value(QStringLiteral("io")).toArray()[0].toObject();
    QVERIFY(first.contains(QStringLiteral("input")));  // nothing earlier to change
    const QJsonObject later = frames[2].toObject().value(QStringLiteral("io")).toArray()[0].toObject();
    QVERIFY(!later.contains(QStringLiteral("input")));
    const QJsonObject changes = later.value(QStringLiteral("inputChanges")).toObject();
    QCOMPARE(changes.value(QStringLiteral("lines")).toInt(), 13);
    QCOMPARE(changes.value(QStringLiteral("changed")).toArray(), (QJsonArray{QJsonArray{3, QStringLiteral("turn 2 player 0")}}));
    QString error;
    const auto back = Debugger::ReplayJson::fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    for (qsizetype t = 0; t < replay.frames.size(); ++t)
      for (qsizetype i = 0; i < replay.frames[t].exchanges.size(); ++i)
        QCOMPARE(back->frames[t].exchanges[i].input, replay.frames[t].exchanges[i].input);

    // Lying changes are named.
    const auto withChanges = [&json](int frame, const QJsonValue& changes) {
      QJsonObject bad = json;
      QJsonArray frames = bad.value(QStringLiteral("frames")).toArray();
      QJsonObject f = frames[frame].toObject();
      QJsonArray io = f.value(QStringLiteral("io")).toArray();
      QJsonObject x = io[0].toObject();
      x.remove(QStringLiteral("input"));
      x.insert(QStringLiteral("inputChanges"), changes);
      io[0] = x;
      f.insert(QStringLiteral("io"), io);
      frames[frame] = f;
      bad.insert(QStringLiteral("frames"), frames);
      return parseError(jsonBytes(bad));
    };
    QString problem = withChanges(1, QJsonObject{{QStringLiteral("lines"), 13}, {QStringLiteral("changed"), QJsonArray()}});
    QVERIFY2(problem.contains(QLatin1String("frames[1].io[0].inputChanges: this player has no earlier input")), qPrintable(problem));
    problem = withChanges(2, QJsonObject{{QStringLiteral("lines"), 14}, {QStringLiteral("changed"), QJsonArray()}});
    QVERIFY2(problem.contains(QLatin1String("frames[2].io[0].inputChanges.lines")), qPrintable(problem));
    problem = withChanges(2, QJsonObject{{QStringLiteral("lines"), 13}, {QStringLiteral("changed"), QJsonArray{QJsonArray{13, QStringLiteral("x")}}}});
    QVERIFY2(problem.contains(QLatin1String("frames[2].io[0].inputChanges.changed[0]")), qPrintable(problem));
    problem = withChanges(2, QStringLiteral("everything"));
    QVERIFY2(problem.contains(QLatin1String("frames[2].io[0].inputChanges: expected an object")), qPrintable(problem));
  }

  void version1FilesStillOpen()
  {
    // A version 1 file: every frame holds its whole state and every input.
    const Debugger::Replay replay = makeReplay();
    QJsonObject json = Debugger::ReplayJson::toJson(replay);
    json.insert(QStringLiteral("version"), 1);
    json.remove(QStringLiteral("sharedState"));
    // Each frame as a one-frame replay writes it: nothing shared.
    QJsonArray frames;
    for (const Debugger::Frame& f : replay.frames) {
      Debugger::Replay single = replay;
      single.frames = {f};
      frames.append(Debugger::ReplayJson::toJson(single).value(QStringLiteral("frames")).toArray().first());
    }
    json.insert(QStringLiteral("frames"), frames);
    QString error;
    const auto back = Debugger::ReplayJson::fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(Debugger::ReplayJson::toJson(*back), Debugger::ReplayJson::toJson(replay));
    // sharedState is not part of version 1.
    json.insert(QStringLiteral("sharedState"), QJsonObject{{QStringLiteral("x"), 1}});
    QVERIFY(parseError(jsonBytes(json)).contains(QLatin1String("sharedState: not part of format version 1")));
  }

  void eventDataRoundTripsAndVersion2StillVerifies()
  {
    if (!Rules::Registry::find(QStringLiteral("angelempire")))
      QSKIP("angelempire is not built");
    const Debugger::Replay replay = Test::playMatch(QStringLiteral("angelempire"), {QStringLiteral("builtin:tactician")}, 3,
                                                    {{QStringLiteral("battles"), QStringLiteral("1")}});
    int withData = 0;
    for (const Debugger::Frame& f : replay.frames)
      for (const Rules::Event& e : f.events)
        withData += e.data.isEmpty() ? 0 : 1;
    QVERIFY2(withData > 0, "attacks carry their values");
    QString error;
    const auto back = Debugger::ReplayJson::fromJson(Debugger::ReplayJson::toJson(replay), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->frames.last().events, replay.frames.last().events);
    for (int f = 0; f < replay.frames.size(); ++f)
      QCOMPARE(back->frames[f].events, replay.frames[f].events);
    // A version 2 file has no event data: it opens and still verifies.
    QJsonObject json = Debugger::ReplayJson::toJson(replay);
    json.insert(QStringLiteral("version"), 2);
    QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
    for (qsizetype f = 0; f < frames.size(); ++f) {
      QJsonObject frame = frames[f].toObject();
      QJsonArray events = frame.value(QStringLiteral("events")).toArray();
      for (qsizetype k = 0; k < events.size(); ++k) {
        QJsonObject e = events[k].toObject();
        e.remove(QStringLiteral("data"));
        events[k] = e;
      }
      if (!events.isEmpty())
        frame.insert(QStringLiteral("events"), events);
      frames[f] = frame;
    }
    json.insert(QStringLiteral("frames"), frames);
    const auto old = Debugger::ReplayJson::fromJson(json, &error);
    QVERIFY2(old, qPrintable(error));
    const Debugger::VerifyResult verified = Debugger::verifyReplay(*old);
    QVERIFY2(verified.ok, qPrintable(verified.message));
    // Event data must be an object.
    QJsonObject bad = Debugger::ReplayJson::toJson(replay);
    frames = bad.value(QStringLiteral("frames")).toArray();
    QJsonObject frame = frames[1].toObject();
    frame.insert(QStringLiteral("events"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("army")},
                                                                  {QStringLiteral("player"), 0},
                                                                  {QStringLiteral("text"), QStringLiteral("x")},
                                                                  {QStringLiteral("data"), 5}}});
    frames[1] = frame;
    bad.insert(QStringLiteral("frames"), frames);
    QVERIFY(parseError(jsonBytes(bad)).contains(QLatin1String("frames[1].events[0].data: expected an object")));
  }

  void eventPlacesRoundTripAndAreChecked()
  {
    // A touch carries the touched fencer as its place; replays without places still read.
    const Debugger::Replay replay = makeReplay();
    int placed = 0;
    for (const Debugger::Frame& f : replay.frames)
      for (const Rules::Event& e : f.events)
        placed += e.place.isEmpty() ? 0 : 1;
    QVERIFY2(placed > 0, "fencing events carry the fencer they concern");
    QString error;
    const auto back = Debugger::ReplayJson::fromJson(Debugger::ReplayJson::toJson(replay), &error);
    QVERIFY2(back, qPrintable(error));
    for (int f = 0; f < replay.frames.size(); ++f)
      QCOMPARE(back->frames[f].events, replay.frames[f].events);
    // A place must be one of the anchor shapes: anything else is named and refused.
    for (const QJsonValue& place : {QJsonValue(QStringLiteral("<img src=x>")), QJsonValue(7), QJsonValue(QStringLiteral("cell:1,2,3")),
                                    QJsonValue(QString(100, QLatin1Char('9')))}) {
      QJsonObject bad = Debugger::ReplayJson::toJson(replay);
      QJsonArray frames = bad.value(QStringLiteral("frames")).toArray();
      QJsonObject frame = frames[1].toObject();
      frame.insert(QStringLiteral("events"), QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("touch")},
                                                                    {QStringLiteral("player"), 0},
                                                                    {QStringLiteral("text"), QStringLiteral("x")},
                                                                    {QStringLiteral("place"), place}}});
      frames[1] = frame;
      bad.insert(QStringLiteral("frames"), frames);
      QVERIFY2(parseError(jsonBytes(bad)).contains(QLatin1String("frames[1].events[0].place: expected a place")), qPrintable(place.toString()));
    }
    QVERIFY(Rules::Place::isValid(Rules::Place::cell(3, 4)) && Rules::Place::isValid(Rules::Place::cell(-1)));
    QVERIFY(Rules::Place::isValid(Rules::Place::unit(12)) && Rules::Place::isValid(Rules::Place::player(1)));
    QVERIFY(!Rules::Place::isValid(QString()) && !Rules::Place::isValid(QStringLiteral("players[1")));
  }

  void badSharingIsNamed()
  {
    const QJsonObject good = Debugger::ReplayJson::toJson(makeReplay());
    QJsonObject json = good;
    json.insert(QStringLiteral("sharedState"), 3);
    QVERIFY(parseError(jsonBytes(json)).contains(QLatin1String("sharedState: expected an object")));

    // A shared field that a frame also has.
    json = good;
    const QString key = json.value(QStringLiteral("sharedState")).toObject().keys().first();
    QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
    QJsonObject frame = frames[2].toObject();
    QJsonObject state = frame.value(QStringLiteral("state")).toObject();
    state.insert(key, 1);
    frame.insert(QStringLiteral("state"), state);
    frames[2] = frame;
    json.insert(QStringLiteral("frames"), frames);
    QString error = parseError(jsonBytes(json));
    QVERIFY2(error.contains(QStringLiteral("frames[2].state.%1: also in sharedState").arg(key)), qPrintable(error));

    // inputSameAs next to an input, or pointing at no earlier exchange.
    const auto withIo = [&good](int exchange, const QString& key, const QJsonValue& value) {
      QJsonObject json = good;
      QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
      QJsonObject frame = frames[1].toObject();
      QJsonArray io = frame.value(QStringLiteral("io")).toArray();
      QJsonObject x = io[exchange].toObject();
      x.remove(QStringLiteral("input"));
      x.insert(key, value);
      io[exchange] = x;
      frame.insert(QStringLiteral("io"), io);
      frames[1] = frame;
      json.insert(QStringLiteral("frames"), frames);
      return parseError(jsonBytes(json));
    };
    error = withIo(0, QStringLiteral("inputSameAs"), 0);
    QVERIFY2(error.contains(QLatin1String("frames[1].io[0].inputSameAs: no earlier exchange")), qPrintable(error));
    error = withIo(1, QStringLiteral("inputSameAs"), 5);
    QVERIFY2(error.contains(QLatin1String("frames[1].io[1].inputSameAs")), qPrintable(error));
    error = withIo(1, QStringLiteral("inputSameAs"), QStringLiteral("0"));
    QVERIFY2(error.contains(QLatin1String("frames[1].io[1].inputSameAs")), qPrintable(error));
    QCOMPARE(withIo(1, QStringLiteral("inputSameAs"), 0), QString());  // well formed
  }

  void newerVersionIsRefused()
  {
    QJsonObject json = Debugger::ReplayJson::toJson(makeReplay());
    json.insert(QStringLiteral("version"), Debugger::Replay::kFormatVersion + 1);
    const QString error = parseError(jsonBytes(json));
    QVERIFY2(error.contains(QLatin1String("newer")) && error.contains(QLatin1String("update Kibitz")), qPrintable(error));
  }

  void badFieldsAreNamed_data()
  {
    QTest::addColumn<QString>("path");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("unknown game") << "game" << QJsonValue(QStringLiteral("chess")) << "unknown game 'chess'";
    QTest::newRow("seed") << "seed" << QJsonValue(QStringLiteral("-3")) << "seed";
    QTest::newRow("players type") << "players" << QJsonValue(42) << "players: expected an array";
    QTest::newRow("parameter range") << "parameters" << QJsonValue(QJsonObject{{QStringLiteral("league"), 9}}) << "league";
    QTest::newRow("frames empty") << "frames" << QJsonValue(QJsonArray()) << "frames: expected 1..";
    QTest::newRow("metrics") << "metrics" << QJsonValue(QJsonArray{QStringLiteral("score")}) << "metrics";
  }
  void badFieldsAreNamed()
  {
    QFETCH(QString, path);
    QFETCH(QJsonValue, value);
    QFETCH(QString, expected);
    QJsonObject json = Debugger::ReplayJson::toJson(makeReplay());
    json.insert(path, value);
    const QString error = parseError(jsonBytes(json));
    QVERIFY2(error.contains(expected), qPrintable(error));
  }

  void badFrameIsNamed()
  {
    QJsonObject json = Debugger::ReplayJson::toJson(makeReplay());
    QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
    QJsonObject frame = frames[3].toObject();
    QJsonObject state = frame.value(QStringLiteral("state")).toObject();
    QJsonArray players = state.value(QStringLiteral("players")).toArray();
    QJsonObject p1 = players[1].toObject();
    p1.insert(QStringLiteral("position"), 9000);
    players[1] = p1;
    state.insert(QStringLiteral("players"), players);
    frame.insert(QStringLiteral("state"), state);
    frames[3] = frame;
    json.insert(QStringLiteral("frames"), frames);
    const QString error = parseError(jsonBytes(json));
    QVERIFY2(error.contains(QLatin1String("frames[3].state.players[1].position")), qPrintable(error));
  }

  void lyingIoIsNamed()
  {
    QJsonObject json = Debugger::ReplayJson::toJson(makeReplay());
    QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
    QJsonObject frame = frames[1].toObject();
    QJsonArray io = frame.value(QStringLiteral("io")).toArray();
    QJsonObject x = io[0].toObject();
    x.insert(QStringLiteral("player"), 7);
    io[0] = x;
    frame.insert(QStringLiteral("io"), io);
    frames[1] = frame;
    json.insert(QStringLiteral("frames"), frames);
    const QString error = parseError(jsonBytes(json));
    QVERIFY2(error.contains(QLatin1String("frames[1].io[0].player")), qPrintable(error));
  }

  void missingFileAndFolderAreNamed()
  {
    QString error;
    QVERIFY(!Debugger::ReplayFile::read(QStringLiteral("/nonexistent/x.kbz"), &error));
    QVERIFY2(error.contains(QLatin1String("no such file")), qPrintable(error));
    QVERIFY(!Debugger::ReplayFile::read(QStringLiteral("/tmp"), &error));
    QVERIFY2(error.contains(QLatin1String("folder")), qPrintable(error));
  }

  void writeIsAtomic()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("keep.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(path, makeReplay(), &error));
    const QByteArray before = Debugger::ReplayFile::readBytes(path, 1 << 20, &error).value();
    // A write into a folder that does not exist fails and leaves nothing half-written.
    QVERIFY(!Debugger::ReplayFile::write(dir.filePath(QStringLiteral("no/such/dir.kbz")), makeReplay(), &error));
    QVERIFY(!error.isEmpty());
    QCOMPARE(Debugger::ReplayFile::readBytes(path, 1 << 20, &error).value(), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("keep.kbz")});
  }
};

QTEST_APPLESS_MAIN(TestReplayFile)
#include "test_replay_file.moc"
