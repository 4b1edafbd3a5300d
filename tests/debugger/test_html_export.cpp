// The shared web page (kibitz-cli export --format html), opened in headless Chromium from
// file:// with every network request sent to a dead proxy: for every game the page loads
// without a console error, names the game and players, and draws the replay's state.
#include "replay/player_colors.h"
#include "replay/replay_file.h"
#include "share/html_export.h"
#include "share/html_strings.h"
#include "share/result_words.h"
#include "support/chromium_page.h"
#include "support/cli_run.h"
#include "support/require_tool.h"
#include "support/test_matches.h"

#include "core/registry.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Kibitz;

namespace {

// kibitz-cli's exit code, with what it printed on either stream in `output`.
int runCli(const QStringList& args, QString* output)
{
  const Test::CliResult result = Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args);
  *output = result.out + result.err;
  return result.exitCode;
}

QJsonArray ints(const QJsonValue& value)
{
  return value.toArray();
}

}  // namespace

class TestHtmlExport : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QString chromium_;

  // What the page, given ?turn=N&test=1, wrote into the DOM it drew.
  QJsonObject openInChromium(const QString& page, int turn, const QString& keys = QString())
  {
    // hover: what the board says under a point inside every grid board (its tooltip).
    return Test::chromiumTestReport(chromium_, page, QStringLiteral("turn=%1&test=1&keys=%2&hover=150,150").arg(turn).arg(keys),
                                    dir_.filePath(QStringLiteral("profile")));
  }

  // A row per registered game that `wanted` picks: its id and its built-in line-up
  // (Test::builtinLineUp). With none (a build of some games), one row without a game, which
  // the test skips.
  template <typename Wanted>
  static void gameRows(Wanted wanted)
  {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("bots");
    int rows = 0;
    for (const Rules::Game* game : Rules::Registry::all()) {
      const Rules::GameInfo& info = game->info();
      const QStringList bots = Test::builtinLineUp(info);
      if (!bots.isEmpty() && wanted(info)) {
        QTest::newRow(qPrintable(info.id)) << info.id << bots;
        ++rows;
      }
    }
    if (rows == 0)
      QTest::newRow("none in this build") << QString() << QStringList();
  }

  // A game's match kept short where its default is long (Angel Empire's ten battles).
  static QMap<QString, QString> shortMatch(const QString& game)
  {
    QMap<QString, QString> parameters;
    if (game == QLatin1String("angelempire"))
      parameters.insert(QStringLiteral("battles"), QStringLiteral("2"));
    return parameters;
  }

  QString exportPage(const Debugger::Replay& replay, const QString& name, const QStringList& extra = {})
  {
    const QString kbz = dir_.filePath(name + QStringLiteral(".kbz"));
    const QString html = dir_.filePath(name + QStringLiteral(".html"));
    QString error;
    if (!Debugger::ReplayFile::write(kbz, replay, &error))
      return QString();
    QString output;
    const int code = runCli(QStringList{QStringLiteral("export"), kbz, QStringLiteral("--format"), QStringLiteral("html"),
                                        QStringLiteral("--out"), html} + extra, &output);
    return code == 0 ? html : QString();
  }

private slots:
  void initTestCase()
  {
    QVERIFY(dir_.isValid());
    chromium_ = QStandardPaths::findExecutable(QStringLiteral("chromium"));
  }

  // One row per registered game (a new game gets its row without editing this file): seat
  // p plays the game's built-in bots from the last one backwards (Fencing: fencer against
  // random), as many seats as the game takes up to two (more when it needs more), shown
  // halfway through the match.
  void everyGameDrawsItsState_data()
  {
    gameRows([](const Rules::GameInfo&) { return true; });
  }

  void everyGameDrawsItsState()
  {
    if (chromium_.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("chromium is not installed (apt-get install chromium): the page cannot be opened"));
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    if (game.isEmpty())
      QSKIP("no game with built-in bots in this build (KIBITZ_ONLY_GAMES)");
    Debugger::Replay replay = Test::playMatch(game, bots, 7, shortMatch(game));
    QVERIFY(!replay.frames.isEmpty());
    int turn = replay.lastTurn() / 2;
    // Fencing's built-in fencer draws marks: show a turn that has some.
    for (int k = 1; game == QLatin1String("fencing") && k <= replay.lastTurn(); ++k)
      if (!replay.frames[k].exchanges.isEmpty() && !replay.frames[k].exchanges.first().marks.isEmpty()) {
        turn = k;
        break;
      }
    // Angel Empire: a turn with hits, to see their damage drawn.
    const auto hasHits = [&](int k) {
      return std::any_of(replay.frames[k].events.begin(), replay.frames[k].events.end(),
                         [](const Rules::Event& e) { return e.data.contains(QStringLiteral("damage")); });
    };
    while (game == QLatin1String("angelempire") && turn < replay.lastTurn() && !hasHits(turn))
      ++turn;
    replay.annotations.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("note")}, {QStringLiteral("id"), QStringLiteral("n1")},
                                          {QStringLiteral("turn"), turn}, {QStringLiteral("category"), QStringLiteral("idea")},
                                          {QStringLiteral("text"), QStringLiteral("a note </script> & more")}});
    // A note on a cell of the board (planted there as a pin), and one on a unit that does
    // not exist (listed, not planted).
    const QString cell = game == QLatin1String("fencing")    ? QStringLiteral("cell:250")
                         : game == QLatin1String("dominoes") ? QStringLiteral("cell:5")
                                                             : QStringLiteral("cell:2,3");
    replay.annotations.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("note")}, {QStringLiteral("id"), QStringLiteral("n2")},
                                          {QStringLiteral("turn"), turn}, {QStringLiteral("category"), QStringLiteral("bug")},
                                          {QStringLiteral("anchor"), cell}, {QStringLiteral("text"), QStringLiteral("here")}});
    replay.annotations.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("note")}, {QStringLiteral("id"), QStringLiteral("n3")},
                                          {QStringLiteral("turn"), turn}, {QStringLiteral("category"), QStringLiteral("blunder")},
                                          {QStringLiteral("anchor"), QStringLiteral("unit:99999")}, {QStringLiteral("text"), QStringLiteral("nowhere")}});
    const QString page = exportPage(replay, game);
    QVERIFY(!page.isEmpty());
    const QJsonObject seen = openInChromium(page, turn);
    QVERIFY2(!seen.isEmpty(), "the page wrote no test report");
    QCOMPARE(seen.value(QStringLiteral("errors")).toArray(), QJsonArray());
    QCOMPARE(seen.value(QStringLiteral("turn")).toInt(), turn);
    QCOMPARE(seen.value(QStringLiteral("game")).toString(), game);
    for (const QString& name : replay.playerNames())
      QVERIFY2(seen.value(QStringLiteral("header")).toString().contains(name), qPrintable(name));
    // The result as the window's Match panel says it, not the game's English line.
    QVERIFY2(seen.value(QStringLiteral("subtitle")).toString().contains(Debugger::ResultWords::summary(replay)),
             qPrintable(seen.value(QStringLiteral("subtitle")).toString()));
    // Every player's swatch in the window's colour (Debugger::PlayerColors, which the
    // window's PlayerPalette paints boards and charts with).
    QJsonArray swatches;
    for (int p = 0; p < replay.players.size(); ++p) {
      const unsigned int rgb = Debugger::PlayerColors::rgb(p);
      swatches.append(QStringLiteral("rgb(%1, %2, %3)").arg(rgb >> 16).arg((rgb >> 8) & 0xff).arg(rgb & 0xff));
    }
    QCOMPARE(seen.value(QStringLiteral("swatches")).toArray(), swatches);
    // The note of this turn is shown on it, its text intact.
    QCOMPARE(seen.value(QStringLiteral("notes")).toArray(),
             (QJsonArray{QStringLiteral("a note </script> & more"), QStringLiteral("here"), QStringLiteral("nowhere")}));
    // The turn's events, each under the label the game gives its type.
    QJsonArray events;
    for (const Rules::Event& event : replay.frames[turn].events) {
      QString label;
      for (const Rules::EventSpec& spec : Rules::Registry::find(game)->info().events)
        if (spec.type == event.type)
          label = spec.label;
      events.append(label.isEmpty() ? event.text : label + QStringLiteral(": ") + event.text);
    }
    if (game == QLatin1String("angelempire"))
      QVERIFY(!events.isEmpty());  // the turn shown has hits
    if (!events.isEmpty())
      QCOMPARE(seen.value(QStringLiteral("events")).toArray(), events);
    const QJsonArray pins = seen.value(QStringLiteral("pins")).toArray();
    QCOMPARE(pins.size(), 1);
    QCOMPARE(pins[0].toArray()[0].toString(), cell);
    int marks = 0;
    for (const Debugger::PlayerExchange& exchange : replay.frames[turn].exchanges)
      marks += int(exchange.marks.size());
    QCOMPARE(seen.value(QStringLiteral("marks")).toInt(), marks);
    if (game == QLatin1String("fencing"))
      QVERIFY(marks > 0);

    if (game != QLatin1String("fencing"))
      QVERIFY2(!seen.value(QStringLiteral("hover")).toString().isEmpty() || game == QLatin1String("angelempire"),
               "the board describes no cell under the pointer");
    // In words of the table, not its keys ('ground:' + the terrain the constants name).
    QVERIFY2(!seen.value(QStringLiteral("hover")).toString().contains(QRegularExpression(QStringLiteral("\\b(element|ground|term):"))),
             qPrintable(seen.value(QStringLiteral("hover")).toString()));
    const QJsonObject state = replay.frames[turn].state;
    const QJsonObject drawn = seen.value(QStringLiteral("drawn")).toObject();
    if (game == QLatin1String("fencing")) {
      const int lunge = Rules::Registry::find(game)->info().viewerConstants.value(QStringLiteral("lungeDistance")).toInt();
      QVERIFY(lunge > 0);
      QJsonArray positions, reach;
      for (const QJsonValue& p : state.value(QStringLiteral("players")).toArray()) {
        positions.append(p.toObject().value(QStringLiteral("position")));
        reach.append(lunge + p.toObject().value(QStringLiteral("lungeDistanceSkill")).toInt());  // FencingState::lungeReach
      }
      QCOMPARE(drawn.value(QStringLiteral("positions")).toArray(), positions);
      QCOMPARE(drawn.value(QStringLiteral("reach")).toArray(), reach);
    } else if (game == QLatin1String("orkisland")) {
      const QJsonArray units = state.value(QStringLiteral("units")).toArray();
      const QJsonArray shown = drawn.value(QStringLiteral("units")).toArray();
      QCOMPARE(shown.size() * 4, units.size());
      for (int i = 0; i < shown.size(); ++i)
        for (int k = 0; k < 4; ++k)
          QCOMPARE(shown[i].toArray()[k].toInteger(), units[4 * i + k].toInteger());
      QCOMPARE(drawn.value(QStringLiteral("cityOwners")).toArray(), state.value(QStringLiteral("cityOwners")).toArray());
    } else if (game == QLatin1String("moscaceca")) {
      const QJsonObject agents = state.value(QStringLiteral("agents")).toObject();
      const QJsonArray shown = drawn.value(QStringLiteral("agents")).toArray();
      QCOMPARE(shown.size(), agents.value(QStringLiteral("row")).toArray().size());
      for (int i = 0; i < shown.size(); ++i) {
        QCOMPARE(shown[i].toArray()[0].toInt(), agents.value(QStringLiteral("row")).toArray()[i].toInt());
        QCOMPARE(shown[i].toArray()[1].toInt(), agents.value(QStringLiteral("col")).toArray()[i].toInt());
        QCOMPARE(shown[i].toArray()[3].toInt(), agents.value(QStringLiteral("energy")).toArray()[i].toInt());
      }
    } else if (game == QLatin1String("angelempire")) {
      // Every unit cell of the (x, y) board, in the order the page walks it.
      QJsonArray units;
      const QJsonArray board = state.value(QStringLiteral("board")).toArray();
      for (int i = 0; i < board.size(); ++i) {
        const QJsonArray c = board[i].toArray();
        if (c[0].toInt() >= 2)
          units.append(QJsonArray{i / 7, i % 7, c[0], c[1], c[2]});
      }
      QVERIFY(!units.isEmpty());
      QCOMPARE(drawn.value(QStringLiteral("units")).toArray(), units);
      // The turn's hits, from the events' data.
      QJsonArray hits;
      for (const Rules::Event& event : replay.frames[turn].events)
        if (event.data.contains(QStringLiteral("damage")))
          hits.append(QJsonArray{event.data.value(QStringLiteral("x")), event.data.value(QStringLiteral("y")), event.data.value(QStringLiteral("damage"))});
      QVERIFY(!hits.isEmpty());
      QCOMPARE(drawn.value(QStringLiteral("hits")).toArray(), hits);
    } else {
      QCOMPARE(drawn.value(QStringLiteral("grid")).toArray(), ints(state.value(QStringLiteral("grid"))));
      QCOMPARE(drawn.value(QStringLiteral("stack")).toArray(), ints(state.value(QStringLiteral("stack"))));
    }
  }

  // The arrow keys step, Home and End jump.
  // Every game's events with a place are rung on its board where the board knows the
  // place (the page has no per-game code for it: the rules give the place).
  void eventsAreRungWhereTheyHappened_data()
  {
    gameRows([](const Rules::GameInfo&) { return true; });
  }

  void eventsAreRungWhereTheyHappened()
  {
    if (chromium_.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("chromium is not installed (apt-get install chromium): the page cannot be opened"));
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    if (game.isEmpty())
      QSKIP("no game with built-in bots in this build (KIBITZ_ONLY_GAMES)");
    const Debugger::Replay replay = Test::playMatch(game, bots, 7, shortMatch(game));
    QVERIFY(!replay.frames.isEmpty());
    int turn = -1;
    QSet<QString> places;
    for (int k = 0; k <= replay.lastTurn() && turn < 0; ++k)
      for (const Rules::Event& e : replay.frames[k].events)
        if (!e.place.isEmpty()) {
          turn = k;
          places.insert(e.place);
        }
    if (turn < 0)
      QSKIP("no event of this match has a place");
    const QString page = exportPage(replay, game + QStringLiteral("-rings"));
    QVERIFY(!page.isEmpty());
    const QJsonObject seen = openInChromium(page, turn);
    QCOMPARE(seen.value(QStringLiteral("errors")).toArray(), QJsonArray());
    const QJsonArray rings = seen.value(QStringLiteral("rings")).toArray();
    QVERIFY2(!rings.isEmpty(), qPrintable(QStringLiteral("turn %1: no ring for %2").arg(turn).arg(QStringList(places.values()).join(QLatin1Char(' ')))));
    for (const QJsonValue& ring : rings)
      QVERIFY2(places.contains(ring.toArray()[0].toString()), qPrintable(ring.toArray()[0].toString()));
  }

  void theKeyboardSteps()
  {
    if (chromium_.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("chromium is not installed (apt-get install chromium): the page cannot be opened"));
    const Debugger::Replay replay = Test::fencerVsFencerReplay(6);
    QVERIFY(replay.lastTurn() > 12);
    const QString page = exportPage(replay, QStringLiteral("keys"));
    QVERIFY(!page.isEmpty());
    const auto positionsAt = [&](int turn) {
      QJsonArray positions;
      for (const QJsonValue& p : replay.frames[turn].state.value(QStringLiteral("players")).toArray())
        positions.append(p.toObject().value(QStringLiteral("position")));
      return positions;
    };
    QJsonObject seen = openInChromium(page, 10, QStringLiteral("ArrowRight,ArrowRight,ArrowRight,ArrowLeft"));
    QCOMPARE(seen.value(QStringLiteral("turn")).toInt(), 12);
    QCOMPARE(seen.value(QStringLiteral("drawn")).toObject().value(QStringLiteral("positions")).toArray(), positionsAt(12));
    seen = openInChromium(page, 3, QStringLiteral("End"));
    QCOMPARE(seen.value(QStringLiteral("turn")).toInt(), replay.lastTurn());
    QCOMPARE(seen.value(QStringLiteral("drawn")).toObject().value(QStringLiteral("positions")).toArray(), positionsAt(replay.lastTurn()));
    seen = openInChromium(page, 3, QStringLiteral("Home,ArrowLeft"));
    QCOMPARE(seen.value(QStringLiteral("turn")).toInt(), 0);
    QCOMPARE(seen.value(QStringLiteral("errors")).toArray(), QJsonArray());
  }

  // A game played by its own referee (docs/external-games.md): the page draws tier 0 (each
  // player's last input and reply, the summary) and tier 1 (the kibitz frame's grid), with
  // the toy tic-tac-toe referee of tests/debugger/referees/.
  void externalGamesShowTiersZeroAndOne()
  {
    if (chromium_.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("chromium is not installed (apt-get install chromium): the page cannot be opened"));
    KIBITZ_REQUIRE_TOOL("python3");
    const QString referees = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/debugger/referees/");
    const QString kbz = dir_.filePath(QStringLiteral("extern.kbz"));
    const QString html = dir_.filePath(QStringLiteral("extern.html"));
    QString output;
    QCOMPARE(runCli({QStringLiteral("run"), QStringLiteral("extern"), QStringLiteral("--referee"),
                     QStringLiteral("python3 ") + referees + QStringLiteral("cg_tictactoe.py"), QStringLiteral("--dialect"),
                     QStringLiteral("cg"), QStringLiteral("--game-name"), QStringLiteral("tictactoe"), QStringLiteral("--param"),
                     QStringLiteral("limit=4000"), QStringLiteral("--bot"),
                     QStringLiteral("cmd:python3 ") + referees + QStringLiteral("ttt_bot.py"), QStringLiteral("--bot"),
                     QStringLiteral("cmd:python3 ") + referees + QStringLiteral("ttt_bot.py --last"), QStringLiteral("--seed"),
                     QStringLiteral("7"), QStringLiteral("--out"), kbz},
                    &output),
             0);
    QCOMPARE(runCli({QStringLiteral("export"), kbz, QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("--out"), html},
                    &output),
             0);
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(kbz, &error);
    QVERIFY2(replay, qPrintable(error));
    const QJsonObject seen = openInChromium(html, replay->lastTurn());
    QVERIFY2(!seen.isEmpty(), "the page wrote no test report");
    QCOMPARE(seen.value(QStringLiteral("errors")).toArray(), QJsonArray());
    QCOMPARE(seen.value(QStringLiteral("game")).toString(), QStringLiteral("extern:tictactoe"));
    const QJsonObject drawn = seen.value(QStringLiteral("drawn")).toObject();
    QCOMPARE(drawn.value(QStringLiteral("players")).toInt(), 2);
    QCOMPARE(drawn.value(QStringLiteral("grid")).toObject().value(QStringLiteral("rows")).toInt(), 3);
    QCOMPARE(drawn.value(QStringLiteral("grid")).toObject().value(QStringLiteral("cols")).toInt(), 3);
    // The text reached the bottom part of the board (the players' inputs and replies).
    QVERIFY(drawn.value(QStringLiteral("y")).toInt() > 100);
    // Under the pointer: the grid's centre cell, as the referee wrote it.
    QVERIFY2(seen.value(QStringLiteral("hover")).toString().startsWith(QStringLiteral("1,1")),
             qPrintable(seen.value(QStringLiteral("hover")).toString()));
    // The referee's metric is one of the chart's choices.
    QStringList charts;
    for (const QJsonValue& chart : seen.value(QStringLiteral("charts")).toArray())
      charts << chart.toObject().value(QStringLiteral("label")).toString();
    QVERIFY2(charts.join(QLatin1Char('|')).contains(QStringLiteral("moves")), qPrintable(charts.join(QLatin1Char('|'))));
  }

  // The page needs nothing from outside: no external references, and the viewer is inlined.
  void thePageIsSelfContained()
  {
    const Debugger::Replay replay = Test::fencerVsFencerReplay(3);
    const QString page = exportPage(replay, QStringLiteral("self"));
    QVERIFY(!page.isEmpty());
    QFile file(page);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray html = file.readAll();
    QVERIFY(!html.contains("src="));
    QVERIFY(!html.contains("href="));
    QVERIFY(!html.contains("http://") && !html.contains("https://"));
    QVERIFY(html.contains("DecompressionStream('gzip')"));
    QVERIFY(html.contains(QStringLiteral("\"formatVersion\":%1").arg(Debugger::Replay::kFormatVersion).toUtf8()));
    // The tab's title names the game, the players, the result and the date.
    const QRegularExpressionMatch title = QRegularExpression(QStringLiteral("<title>(.*)</title>")).match(QString::fromUtf8(html));
    QVERIFY(title.hasMatch());
    const QString expected = QStringLiteral("Fencing ESport: %1 — %2 (%3)")
                                 .arg(replay.playerNames().join(QStringLiteral(" – ")), Debugger::ResultWords::summary(replay), replay.createdAt.left(10));
    QCOMPARE(title.captured(1), expected.toHtmlEscaped());
  }

  // With --with-output the page shows each turn's replies; a damaged page says so.
  void botOutputShownAndDamageReported()
  {
    if (chromium_.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("chromium is not installed (apt-get install chromium): the page cannot be opened"));
    const Debugger::Replay replay = Test::fencerVsFencerReplay(8);
    const QString page = exportPage(replay, QStringLiteral("output"), {QStringLiteral("--with-output")});
    QVERIFY(!page.isEmpty());
    QJsonObject seen = openInChromium(page, 3);
    QCOMPARE(seen.value(QStringLiteral("errors")).toArray(), QJsonArray());
    const QString output = seen.value(QStringLiteral("output")).toString();
    for (const Debugger::PlayerExchange& exchange : replay.frames[3].exchanges)
      for (const QString& line : exchange.output)
        QVERIFY2(output.contains(line), qPrintable(output));
    QVERIFY(!replay.frames[3].exchanges.isEmpty());

    // The embedded replay cut short: the page loads, says why, and reports the error.
    QFile file(page);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray html = file.readAll();
    file.close();
    const qsizetype start = html.indexOf("id=\"kibitz-replay\">") + qstrlen("id=\"kibitz-replay\">");
    html.remove(start + 40, html.indexOf("</script>", start) - start - 80);
    const QString damaged = dir_.filePath(QStringLiteral("damaged.html"));
    QFile out(damaged);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(html);
    out.close();
    seen = openInChromium(damaged, 0);
    QVERIFY(!seen.value(QStringLiteral("errors")).toArray().isEmpty());
    QVERIFY2(seen.value(QStringLiteral("subtitle")).toString().startsWith(QLatin1String("The replay in this page cannot be shown: ")),
             qPrintable(seen.value(QStringLiteral("subtitle")).toString()));
  }

  // The page's chart also shows each bot's reply time against its limit and the values it
  // reported (`#kibitz value`), as the window's Charts panel: the same turns, the same
  // numbers, even though the page leaves out the bots' stderr.
  void replyTimesAndValuesAreCharted()
  {
    if (chromium_.isEmpty())
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("chromium is not installed (apt-get install chromium): the page cannot be opened"));
    const QString bot = QStringLiteral("cmd:python3 \"" KIBITZ_SOURCE_DIR "/tests/debugger/bots/values_bot.py\"");
    const Debugger::Replay replay = Test::playMatch(QStringLiteral("fencing"), {bot, QStringLiteral("builtin:fencer")}, 3);
    QVERIFY(replay.frames.size() > 8);
    const QString page = exportPage(replay, QStringLiteral("charts"));
    QVERIFY(!page.isEmpty());
    const QJsonObject seen = openInChromium(page, 5);
    QCOMPARE(seen.value(QStringLiteral("errors")).toArray(), QJsonArray());
    QHash<QString, QJsonObject> charts;
    for (const QJsonValue& chart : seen.value(QStringLiteral("charts")).toArray())
      charts.insert(chart[QStringLiteral("id")].toString(), chart.toObject());
    QVERIFY2(charts.contains(QStringLiteral("time")) && charts.contains(QStringLiteral("v0")),
             qPrintable(QStringList(charts.keys()).join(QLatin1Char(' '))));
    QVERIFY(!charts.contains(QStringLiteral("v1")));  // the built-in bot reports nothing

    // Reply time: the bot's slowest reply of each frame, against its limit.
    const QJsonObject time = charts.value(QStringLiteral("time"));
    QCOMPARE(time[QStringLiteral("label")].toString(), QStringLiteral("Reply time (ms)"));
    const QJsonArray timePoints = time[QStringLiteral("lines")][0][QStringLiteral("points")].toArray();
    int limit = 0;
    int exchanges = 0;
    for (int frame = 0; frame < replay.frames.size(); ++frame)
      for (const Debugger::PlayerExchange& x : replay.frames[frame].exchanges)
        if (x.player == 0) {
          limit = std::max(limit, x.limitMs);
          const auto at = std::find_if(timePoints.begin(), timePoints.end(),
                                       [&](const QJsonValue& p) { return p[0].toInt() == frame; });
          QVERIFY2(at != timePoints.end(), qPrintable(QString::number(frame)));
          QVERIFY(qAbs((*at)[1].toDouble() - x.timeMs) < 0.01 || (*at)[1].toDouble() > x.timeMs);
          ++exchanges;
        }
    QVERIFY(exchanges > 8);
    QVERIFY(limit > 0);
    QCOMPARE(time[QStringLiteral("limit")].toInt(), limit);
    // In the player's colour, as everywhere.
    QCOMPARE(time[QStringLiteral("lines")][0][QStringLiteral("color")].toString(), Debugger::PlayerColors::hex(0));

    // Values: eval = 2.5 - t, depth and nodes, at the frames that reported them.
    const QJsonObject values = charts.value(QStringLiteral("v0"));
    QCOMPARE(values[QStringLiteral("label")].toString(), QStringLiteral("Values reported by %1").arg(replay.players[0].name));
    const QJsonArray lines = values[QStringLiteral("lines")].toArray();
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines[0][QStringLiteral("name")].toString(), QStringLiteral("eval"));
    QCOMPARE(lines[1][QStringLiteral("name")].toString(), QStringLiteral("depth"));
    const QJsonArray eval = lines[0][QStringLiteral("points")].toArray();
    QCOMPARE(eval.size(), exchanges);
    for (int t = 0; t < eval.size(); ++t)
      QCOMPARE(eval[t][1].toDouble(), 2.5 - t);
  }

  // Names are text: markup and the template's own placeholders in them stay as written.
  void hostileNamesStayText()
  {
    const QString name = QStringLiteral("{{SCRIPT}}</title><b>x</b>");
    const Debugger::Replay replay = Test::playMatch(QStringLiteral("fencing"), QStringList(2, QStringLiteral("builtin:fencer")), 1, {},
                                                    {name, QStringLiteral("B")});
    QString error;
    const std::optional<QByteArray> page = Debugger::HtmlExport::page(replay, {}, &error);
    QVERIFY2(page, qPrintable(error));
    QVERIFY(page->contains(name.toHtmlEscaped().toUtf8()));
    QVERIFY(!page->contains("</title><b>"));
    QCOMPARE(page->count("<title>"), 1);
    QCOMPARE(page->count("window.KibitzBoards.fencing ="), 1);
  }

  // Bot output only when asked: without it the page carries no reply lines.
  void botOutputOnlyWhenAsked()
  {
    const Debugger::Replay replay = Test::fencerVsFencerReplay(5);
    QString error;
    const std::optional<QByteArray> plain = Debugger::HtmlExport::page(replay, {}, &error);
    Debugger::HtmlExport::Options options;
    options.withOutput = true;
    const std::optional<QByteArray> full = Debugger::HtmlExport::page(replay, options, &error);
    QVERIFY2(plain && full, qPrintable(error));
    QVERIFY(full->size() > plain->size());
    QVERIFY(plain->contains("\"withOutput\":false"));
    QVERIFY(full->contains("\"withOutput\":true"));
  }

  void thePageSpeaksTheChosenLanguage()
  {
    const QString page = exportPage(Test::fencerVsFencerReplay(4), QStringLiteral("it"), {QStringLiteral("--language"), QStringLiteral("it")});
    QVERIFY(!page.isEmpty());
    QFile file(page);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray html = file.readAll();
    QVERIFY(html.contains("<html lang=\"it\">"));
    QVERIFY(html.contains("\"Players\":\"Giocatori\""));
    // The chart's series as the window names them in Italian.
    QVERIFY(html.contains("\"term:Score\":\"Punteggio\""));
    // The result line in Italian (test_glossary compares it with the window's words).
    const QRegularExpressionMatch result = QRegularExpression(QStringLiteral("\"result\":\"([^\"]*)\"")).match(QString::fromUtf8(html));
    QVERIFY2(result.hasMatch() && !result.captured(1).isEmpty(), "the page has no result line");
    QVERIFY2(!result.captured(1).contains(QLatin1String(" wins")) && !result.captured(1).startsWith(QLatin1String("Draw")),
             qPrintable(result.captured(1)));
  }

  // Every literal text the page's scripts pass to tr() is in the exporter's table (and so
  // in the translations).
  void everyScriptTextIsInTheTable()
  {
    QString error;
    const std::optional<QJsonObject> table = Debugger::HtmlStrings::table(QStringLiteral("en"), {}, {}, &error);
    QVERIFY2(table, qPrintable(error));
    const QDir web(QStringLiteral(KIBITZ_SOURCE_DIR "/resources/web"));
    const QStringList scripts = web.entryList({QStringLiteral("*.js")}, QDir::Files);
    QVERIFY(scripts.size() >= 6);
    int texts = 0;
    for (const QString& name : scripts) {
      QFile file(web.filePath(name));
      QVERIFY(file.open(QIODevice::ReadOnly));
      const QString code = QString::fromUtf8(file.readAll());
      // tr('text', ...) and trn('counted text', n, ...), whose entry holds both forms.
      QRegularExpressionMatchIterator it = QRegularExpression(QStringLiteral("\\btr(n?)\\('([^']*)'")).globalMatch(code);
      while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        const QString text = match.captured(2);
        // A game's word ("term:<English>"), in the table of that game's pages only:
        // test_web_contract checks each board script's words against its game.
        if (text.startsWith(QLatin1String("term:")))
          continue;
        QVERIFY2(table->contains(text), qPrintable(name + QStringLiteral(": ") + text));
        QCOMPARE(table->value(text).isObject(), match.captured(1) == QLatin1String("n"));
        ++texts;
      }
    }
    QVERIFY(texts > 10);
  }

  // A game's counted words ("%n flag(s)") carry their forms for one and for many, in every
  // language, in the table the CLI embeds in the page.
  void countedWordsTakeTheirForms_data()
  {
    gameRows([](const Rules::GameInfo& info) {
      return std::any_of(info.boardWords.begin(), info.boardWords.end(), [](const Rules::BoardWord& w) { return Rules::isCounted(w); });
    });
  }
  void countedWordsTakeTheirForms()
  {
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    if (game.isEmpty())
      QSKIP("no game with counted words in this build (KIBITZ_ONLY_GAMES)");
    QList<Rules::BoardWord> counted;
    for (const Rules::BoardWord& word : Rules::Registry::find(game)->info().boardWords)
      if (Rules::isCounted(word))
        counted << word;
    QVERIFY(!counted.isEmpty());
    const Debugger::Replay replay = Test::playMatch(game, bots, 7, shortMatch(game));
    QVERIFY(!replay.frames.isEmpty());
    QMap<QString, QJsonObject> tables;
    for (const QString& language : Debugger::HtmlStrings::languages()) {
      const QString page = exportPage(replay, QStringLiteral("counted-%1-%2").arg(game, language), {QStringLiteral("--language"), language});
      QFile file(page);
      QVERIFY(file.open(QIODevice::ReadOnly));
      const QString html = QString::fromUtf8(file.readAll());
      const QRegularExpressionMatch strings =
          QRegularExpression(QStringLiteral("id=\"kibitz-strings\">([^<]*)</script>")).match(html);
      QVERIFY(strings.hasMatch());
      tables.insert(language, QJsonDocument::fromJson(strings.captured(1).toUtf8()).object());
    }
    for (const Rules::BoardWord& word : counted) {
      const QString key = QStringLiteral("term:") + QString::fromUtf8(word.source);
      const auto forms = [&](const QString& language) { return tables.value(language).value(key).toObject(); };
      for (const QString& language : Debugger::HtmlStrings::languages()) {
        const QJsonObject f = forms(language);
        QVERIFY2(f.value(QStringLiteral("one")).toString().contains(QLatin1String("%n")), qPrintable(language + key));
        QVERIFY2(!f.value(QStringLiteral("one")).toString().contains(QLatin1String("(s)")), qPrintable(language + key));
        QVERIFY2(!f.value(QStringLiteral("other")).toString().contains(QLatin1String("(s)")), qPrintable(language + key));
        // English tells one from many; Chinese has one form (Italian may have two: "bandiera",
        // "bandiere", or one: "ork").
        if (language.startsWith(QLatin1String("zh")))
          QCOMPARE(f.value(QStringLiteral("one")), f.value(QStringLiteral("other")));
        else if (language == QLatin1String("en"))
          QVERIFY2(f.value(QStringLiteral("one")) != f.value(QStringLiteral("other")), qPrintable(language + key));
      }
    }
    if (game == QLatin1String("moscaceca")) {
      const auto forms = [&](const QString& language) { return tables.value(language).value(QStringLiteral("term:%n flag(s)")).toObject(); };
      QCOMPARE(forms(QStringLiteral("en")), (QJsonObject{{QStringLiteral("one"), QStringLiteral("%n flag")}, {QStringLiteral("other"), QStringLiteral("%n flags")}}));
      QCOMPARE(forms(QStringLiteral("it")), (QJsonObject{{QStringLiteral("one"), QStringLiteral("%n bandiera")}, {QStringLiteral("other"), QStringLiteral("%n bandiere")}}));
    }
  }

  void badInputIsRefusedWithAReason()
  {
    const QString bad = dir_.filePath(QStringLiteral("bad.kbz"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a replay");
    file.close();
    QString output;
    QCOMPARE(runCli({QStringLiteral("export"), bad, QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("--out"),
                     dir_.filePath(QStringLiteral("bad.html"))}, &output), 2);
    QVERIFY2(output.contains(QLatin1String("JSON")), qPrintable(output));
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("bad.html"))));
    const QString good = dir_.filePath(QStringLiteral("good.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(good, Test::fencerVsFencerReplay(1), &error));
    QCOMPARE(runCli({QStringLiteral("export"), good, QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("--language"),
                     QStringLiteral("fr"), QStringLiteral("--out"), dir_.filePath(QStringLiteral("fr.html"))}, &output), 2);
    QVERIFY2(output.contains(QLatin1String("zh_TW")), qPrintable(output));
  }
};

QTEST_GUILESS_MAIN(TestHtmlExport)
#include "test_html_export.moc"
