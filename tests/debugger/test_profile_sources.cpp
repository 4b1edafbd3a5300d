// The data the window's Profile panel reads (issue #49): where profiled functions are
// defined (nm's output read as hostile text, perf's names matched; the replay's
// profileSources validated, old files without it still load), the flame tree of a turn,
// two turns compared, and a match's profiles carried over to the window's copy.
#include "profile/flame_tree.h"
#include "profile/native_sources.h"
#include "profile/profile_compare.h"
#include "profile/python_profile.h"
#include "profile/recorded_profiles.h"
#include "replay/replay_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace Kibitz::Debugger;

namespace {

TurnProfile profileOf(const QHash<QString, qint64>& counts)
{
  return TurnProfile::fromCounts(counts);
}

}  // namespace

class TestProfileSources : public QObject {
  Q_OBJECT

private slots:
  void perfNamesFromDemangledOnes_data()
  {
    QTest::addColumn<QString>("demangled");
    QTest::addColumn<QString>("folded");
    QTest::newRow("C") << "think_hard" << "think_hard";
    QTest::newRow("params") << "think_hard(int)" << "think_hard";
    QTest::newRow("method const") << "ns::A::run() const" << "ns::A::run";
    QTest::newRow("template") << "std::vector<int, std::allocator<int> >::push_back(int const&)"
                              << "std::vector<int,_std::allocator<int>_>::push_back";
    QTest::newRow("call operator") << "Eval::operator()(int)" << "Eval::operator()";
    QTest::newRow("shift operator") << "operator<<(std::ostream&, A const&)" << "operator<<";
    QTest::newRow("anonymous") << "(anonymous namespace)::f(int)" << "(anonymous_namespace)::f";
    QTest::newRow("semicolon") << "a;b(int)" << "a:b";
  }
  void perfNamesFromDemangledOnes()
  {
    QFETCH(QString, demangled);
    QFETCH(QString, folded);
    QCOMPARE(NativeSources::foldedName(demangled), folded);
  }

  void nmOutputIsReadAsHostileText()
  {
    const QByteArray text = "0000000000001149 T think_hard(int)\t/src/bot.cpp:4\n"
                            "00000000000011da W ns::A::run() const\t/src/a.h:12\n"
                            "0000000000004010 B counter\t/src/bot.cpp:3\n"          // data, not code
                            "0000000000001200 T no_place()\n"                       // no debug information
                            "0000000000001300 T unknown_line()\t??:0\n"
                            "0000000000001400 T not_sampled()\t/src/bot.cpp:40\n"
                            "garbage\n"
                            "0000000000001500 T main\t/src/bot.cpp:99999999999\n"   // a line out of range
                            "0000000000001600 T cut";                               // the last line cut
    const QSet<QString> functions{QStringLiteral("think_hard"), QStringLiteral("ns::A::run"), QStringLiteral("counter"),
                                  QStringLiteral("no_place"), QStringLiteral("unknown_line"), QStringLiteral("main"),
                                  QStringLiteral("cut")};
    const SourcePlaces places = NativeSources::parseNm(text, functions);
    QCOMPARE(places.size(), 2);
    QCOMPARE(places.value(QStringLiteral("think_hard")), (SourcePlace{QStringLiteral("/src/bot.cpp"), 4}));
    QCOMPARE(places.value(QStringLiteral("ns::A::run")), (SourcePlace{QStringLiteral("/src/a.h"), 12}));
  }

  void theReplayKeepsThePlacesAndValidatesThem()
  {
    Replay replay;
    replay.gameId = QStringLiteral("fencing");
    replay.players = {PlayerRecord{QStringLiteral("a"), QStringLiteral("cmd:./a"), QStringLiteral("perf"),
                                   {{QStringLiteral("think_hard"), {QStringLiteral("/src/bot.cpp"), 4}}}},
                      PlayerRecord{QStringLiteral("b"), QStringLiteral("builtin:idle")}};
    replay.frames << Frame{};  // a replay has at least its initial frame
    const QJsonObject json = ReplayJson::toJson(replay);
    QCOMPARE(json.value(QStringLiteral("players")).toArray()[0].toObject().value(QStringLiteral("profileSources")).toObject(),
             (QJsonObject{{QStringLiteral("think_hard"), QJsonArray{QStringLiteral("/src/bot.cpp"), 4}}}));
    QVERIFY(!json.value(QStringLiteral("players")).toArray()[1].toObject().contains(QStringLiteral("profileSources")));

    SourcePlaces places;
    QString error;
    QVERIFY(TurnProfiles::sourcesFromJson(
        QJsonObject{{QStringLiteral("f"), QJsonArray{QStringLiteral("/a.py"), 3}}}, QStringLiteral("p"), &places, &error));
    QCOMPARE(places.value(QStringLiteral("f")).line, 3);
    const QList<QPair<QJsonValue, QString>> bad{
        {QJsonValue(3), QStringLiteral("expected an object")},
        {QJsonObject{{QStringLiteral("f"), QJsonArray{QStringLiteral("/a.py")}}}, QStringLiteral("expected [file, line]")},
        {QJsonObject{{QStringLiteral("f"), QJsonArray{QStringLiteral("/a.py"), 0}}}, QStringLiteral("line 0")},
        {QJsonObject{{QStringLiteral("f"), QJsonArray{QStringLiteral("/a.py"), 2.5}}}, QStringLiteral("line 2.5")},
        {QJsonObject{{QStringLiteral("f"), QJsonArray{QString(), 3}}}, QStringLiteral("a file name")},
        {QJsonObject{{QStringLiteral("f"), QJsonArray{QStringLiteral("/a\n.py"), 3}}}, QStringLiteral("a file name")},
        {QJsonObject{{QStringLiteral("f"), QJsonArray{QString(5000, QLatin1Char('a')), 3}}}, QStringLiteral("a file name")},
        {QJsonObject{{QString(2000, QLatin1Char('f')), QJsonArray{QStringLiteral("/a.py"), 3}}}, QStringLiteral("a function name")},
    };
    for (const auto& [value, why] : bad) {
      error.clear();
      QVERIFY(!TurnProfiles::sourcesFromJson(value, QStringLiteral("players[0].profileSources"), &places, &error));
      QVERIFY2(error.startsWith(QStringLiteral("players[0].profileSources")) && error.contains(why), qPrintable(error));
    }
    QJsonObject many;
    for (int i = 0; i <= SourcePlace::kMaxFunctions; ++i)
      many.insert(QStringLiteral("f%1").arg(i), QJsonArray{QStringLiteral("/a.py"), 1});
    QVERIFY(!TurnProfiles::sourcesFromJson(many, QStringLiteral("p"), &places, &error));
    QVERIFY2(error.contains(QStringLiteral("at most")), qPrintable(error));

    // A whole replay with a bad place is refused, naming it; one without places loads.
    QJsonObject file = json;
    QJsonArray players = file.value(QStringLiteral("players")).toArray();
    QJsonObject first = players[0].toObject();
    first.insert(QStringLiteral("profileSources"), QJsonObject{{QStringLiteral("f"), QJsonArray{QStringLiteral("/a"), -1}}});
    players[0] = first;
    file.insert(QStringLiteral("players"), players);
    error.clear();
    QVERIFY(!ReplayJson::fromJson(file, &error));
    QVERIFY2(error.contains(QStringLiteral("players[0].profileSources")), qPrintable(error));
    first.remove(QStringLiteral("profileSources"));
    players[0] = first;
    file.insert(QStringLiteral("players"), players);
    error.clear();
    const std::optional<Replay> old = ReplayJson::fromJson(file, &error);
    QVERIFY2(old, qPrintable(error));
    QVERIFY(old->players[0].profileSources.isEmpty());
  }

  void onlyThePlacesOfProfiledFunctionsAreKept()
  {
    const SourcePlaces all{{QStringLiteral("main"), {QStringLiteral("/b.cpp"), 1}},
                           {QStringLiteral("think_hard"), {QStringLiteral("/b.cpp"), 4}},
                           {QStringLiteral("unused"), {QStringLiteral("/b.cpp"), 9}}};
    const SourcePlaces kept = TurnProfiles::placesUsedBy(all, {profileOf({{QStringLiteral("main;think_hard"), 3}})});
    QCOMPARE(kept.keys(), (QList<QString>{QStringLiteral("main"), QStringLiteral("think_hard")}));
  }

  void pythonPlacesAreReadFromTheWrapper()
  {
    const QByteArray text = R"({"t0": 100, "t1": 200, "folded": [["main;think_hard", 7]], "where": {"main": ["/b.py", 10], "think_hard": ["/b.py", 2], "bad": ["/b.py", 0]}})"
                            "\n";
    int bad = 0;
    SourcePlaces places;
    const QList<ProfileChunk> chunks = parsePythonProfile(text, &bad, &places);
    QCOMPARE(chunks.size(), 1);
    QCOMPARE(bad, 0);
    QCOMPARE(places.size(), 2);  // the bad line number is dropped alone
    QCOMPARE(places.value(QStringLiteral("think_hard")).line, 2);
  }

  void aTurnAsAFlameTree()
  {
    const FlameNode root = FlameNode::of(profileOf({{QStringLiteral("main;play;think_hard"), 8},
                                                    {QStringLiteral("main;play"), 1},
                                                    {QStringLiteral("main;rec;rec"), 2}}));
    QCOMPARE(root.total, 11);
    QCOMPARE(root.depth(), 3);
    QCOMPARE(root.children.size(), 1);
    const FlameNode& main = root.children[0];
    QCOMPARE(main.name, QStringLiteral("main"));
    QCOMPARE(main.total, 11);
    QCOMPARE(main.self, 0);
    QCOMPARE(main.children[0].name, QStringLiteral("play"));  // heaviest first
    QCOMPARE(main.children[0].total, 9);
    QCOMPARE(main.children[0].self, 1);
    QCOMPARE(main.children[1].children[0].name, QStringLiteral("rec"));
    QCOMPARE(main.children[1].children[0].self, 2);
    QCOMPARE(FlameNode::of(TurnProfile{}).total, 0);
  }

  void twoTurnsCompared()
  {
    const TurnProfile now = profileOf({{QStringLiteral("main;think_hard"), 9}, {QStringLiteral("main"), 1}});
    const TurnProfile then = profileOf({{QStringLiteral("main;think_light"), 8}, {QStringLiteral("main"), 2}});
    const QList<ProfileCompare::FunctionChange> changes = ProfileCompare::functions(now, then);
    QCOMPARE(changes.size(), 3);
    QCOMPARE(changes.first().name, QStringLiteral("think_hard"));
    QCOMPARE(changes.first().totalChange(), 9);
    QCOMPARE(changes.last().name, QStringLiteral("think_light"));
    QCOMPARE(changes.last().totalChange(), -8);
    QCOMPARE(changes[1].name, QStringLiteral("main"));
    QCOMPARE(changes[1].totalChange(), 0);
    QCOMPARE(changes[1].selfChange(), -1);
  }

  void aMatchsProfilesReachAnotherCopy()
  {
    Replay played;
    played.players = {PlayerRecord{QStringLiteral("a"), QStringLiteral("cmd:./a"), QStringLiteral("perf"),
                                   {{QStringLiteral("f"), {QStringLiteral("/a.cpp"), 2}}}}};
    for (int f = 0; f < 3; ++f) {
      Frame frame;
      if (f > 0) {
        PlayerExchange x;
        x.player = 0;
        if (f == 2)
          x.profile = profileOf({{QStringLiteral("main;f"), 5}});
        frame.exchanges << x;
      }
      played.frames << frame;
    }
    const RecordedProfiles recorded = RecordedProfiles::of(played, {QStringLiteral("a warning")});
    QCOMPARE(recorded.seats.size(), 1);
    QCOMPARE(recorded.seats[0].turns.size(), 1);
    QCOMPARE(recorded.seats[0].turns[0].frame, 2);
    Replay shown = played;
    shown.players[0].profiler.clear();
    shown.players[0].profileSources.clear();
    shown.frames[2].exchanges[0].profile.reset();
    recorded.applyTo(&shown);
    QCOMPARE(shown.players[0].profiler, QStringLiteral("perf"));
    QCOMPARE(shown.players[0].profileSources, played.players[0].profileSources);
    QCOMPARE(shown.frames[2].exchanges[0].profile, played.frames[2].exchanges[0].profile);
    // A copy with fewer frames or seats takes what fits.
    Replay shorter;
    shorter.frames = played.frames.mid(0, 2);
    recorded.applyTo(&shorter);
    QVERIFY(shorter.players.isEmpty());
  }
};

QTEST_APPLESS_MAIN(TestProfileSources)
#include "test_profile_sources.moc"
