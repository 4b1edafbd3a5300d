// Annotations, QtCore side: the bot-mark grammar (valid and malformed lines), notes in the
// replay's annotations array, bot marks kept per turn by the match runner and through the
// file, old files, the report, and `kibitz-cli notes`.
#include "annotations/bot_mark.h"
#include "annotations/note.h"
#include "annotations/notes_report.h"
#include "match/match_builder.h"
#include "match/match_runner.h"
#include "match/participant.h"
#include "replay/replay_file.h"
#include "replay/replay_json.h"

#include "core/game.h"
#include "core/random.h"
#include "core/registry.h"
#include "core/state.h"
#include "support/test_matches.h"
#include "support/cli_run.h"

#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;
using Debugger::BotMark;
using Debugger::Note;
using Debugger::NoteCategory;

namespace {

// A built-in Fencing bot that also "writes" mark lines on stderr, as an external bot would.
class MarkingParticipant final : public Debugger::Participant {
public:
  MarkingParticipant(std::unique_ptr<Rules::Bot> bot, QString stderrText)
      : inner_(std::move(bot)), stderrText_(std::move(stderrText)) {}
  Rules::Move request(const Rules::State& state, int player, Debugger::PlayerExchange* exchange) override
  {
    Rules::Move move = inner_.request(state, player, exchange);
    if (exchange)
      exchange->stderrText = stderrText_;
    return move;
  }

private:
  Debugger::BuiltinParticipant inner_;
  QString stderrText_;
};

Debugger::Replay playFencing(const QString& stderr0, uint64_t seed = 5)
{
  const Rules::Game* game = Rules::Registry::find(QStringLiteral("fencing"));
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("fencing");
  request.seed = seed;
  request.bots = {QStringLiteral("cmd:marker"), QStringLiteral("builtin:fencer")};
  request.names = {QStringLiteral("Ann"), QStringLiteral("Bob")};
  // Seat 0 is a fencer whose "stderr" is `stderr0`, as an external bot's would be.
  request.participantFactory = [game, seed, stderr0](int seat, QString*) -> std::unique_ptr<Debugger::Participant> {
    std::unique_ptr<Rules::Bot> bot = game->newBuiltinBot(QStringLiteral("fencer"), seat, Rules::Random::deriveSeed(seed, uint64_t(seat)));
    if (seat == 0)
      return std::make_unique<MarkingParticipant>(std::move(bot), stderr0);
    return std::make_unique<Debugger::BuiltinParticipant>(std::move(bot));
  };
  QString error;
  auto runner = Debugger::MatchBuilder::build(request, &error);
  runner->run(30);
  return runner->takeReplay();
}

using Test::CliResult;

CliResult cli(const QStringList& args)
{
  Test::CliOptions options;
  options.timeoutMs = 60000;
  return Test::runCli(QStringLiteral(KIBITZ_CLI_PATH), args, options);
}

Note note(const QString& id, int turn, NoteCategory category, const QString& text, const QString& anchor = {})
{
  Note n;
  n.id = id;
  n.turn = turn;
  n.category = category;
  n.text = text;
  n.anchor = anchor;
  return n;
}

const QString kMarks = QStringLiteral("thinking...\n"
                                      "#kibitz note pressing: he is low on energy\n"
                                      "#kibitz text 260   lunge  reach\n"
                                      "#kibitz color 300 #FF5252\n"
                                      "#kibitz line player:0 player:1\n"
                                      "#kibitz line 3,4 unit:7 #00ff00\n"
                                      "#kibitz circle 3 4\n"
                                      "#kibitz color 300 red\n");

}  // namespace

class TestAnnotationsCore : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;

private slots:
  void parsesValidMarks()
  {
    QStringList errors;
    const QList<BotMark> marks = Debugger::BotMarks::parse(kMarks, &errors);
    QCOMPARE(marks.size(), 5);
    QCOMPARE(marks[0].kind, BotMark::Kind::Note);
    QCOMPARE(marks[0].text, QStringLiteral("pressing: he is low on energy"));
    QCOMPARE(marks[1].kind, BotMark::Kind::Text);
    QCOMPARE(marks[1].at, QStringLiteral("cell:260"));
    QCOMPARE(marks[1].text, QStringLiteral("lunge  reach"));  // inner spacing kept
    QCOMPARE(marks[2].color, QStringLiteral("#ff5252"));
    QCOMPARE(marks[3].at, QStringLiteral("players[0]"));
    QCOMPARE(marks[3].to, QStringLiteral("players[1]"));
    QCOMPARE(marks[4].at, QStringLiteral("cell:3,4"));
    QCOMPARE(marks[4].to, QStringLiteral("unit:7"));
    QCOMPARE(marks[4].color, QStringLiteral("#00ff00"));
    QCOMPARE(errors.size(), 2);
    QCOMPARE(errors[0], QStringLiteral("stderr line 7: unknown mark 'circle' (valid: note, text, color, line)"));
    QCOMPARE(errors[1], QStringLiteral("stderr line 8: color: expected 'color CELL #rrggbb'"));
  }

  void reportsEveryKindOfMalformedMark()
  {
    const QStringList bad{QStringLiteral("#kibitz"), QStringLiteral("#kibitzfoo note x"), QStringLiteral("#kibitz note"),
                          QStringLiteral("#kibitz text 12"), QStringLiteral("#kibitz text abc hello"),
                          QStringLiteral("#kibitz line 3"), QStringLiteral("#kibitz line 1 2 #12345"),
                          QStringLiteral("#kibitz line 1 2 #123456 extra"), QStringLiteral("#kibitz color unit:x #123456")};
    for (const QString& line : bad) {
      QStringList errors;
      QVERIFY2(Debugger::BotMarks::parse(line + QStringLiteral("\r\n"), &errors).isEmpty(), qPrintable(line));
      QVERIFY2(errors.size() == 1 && errors[0].startsWith(QLatin1String("stderr line 1: ")), qPrintable(line));
    }
    // Text is cut, marks per turn are bounded, ordinary lines are ignored.
    QStringList errors;
    const QList<BotMark> cut = Debugger::BotMarks::parse(QStringLiteral("#kibitz note ") + QString(500, QLatin1Char('x')), &errors);
    QCOMPARE(cut.size(), 1);
    QCOMPARE(cut[0].text.size(), Debugger::BotMarks::kMaxTextLength);
    QCOMPARE(errors.size(), 1);
    errors.clear();
    QString flood;
    for (int i = 0; i < 150; ++i)
      flood += QStringLiteral("#kibitz color %1 #000000\nplain %1\n").arg(i);
    QCOMPARE(Debugger::BotMarks::parse(flood, &errors).size(), Debugger::BotMarks::kMaxMarksPerTurn);
    QCOMPARE(errors.size(), 1);
  }

  void runnerKeepsMarksPerTurnThroughTheFile()
  {
    const Debugger::Replay replay = playFencing(kMarks);
    QVERIFY(replay.frames.size() > 5);
    int turnsWithMarks = 0;
    for (const Debugger::Frame& f : replay.frames)
      for (const Debugger::PlayerExchange& x : f.exchanges) {
        if (x.player == 0) {
          QCOMPARE(x.marks.size(), 5);
          QCOMPARE(x.markErrors.size(), 2);
          ++turnsWithMarks;
        } else {
          QVERIFY(!x.marks.isEmpty());  // the built-in fencer's own plan (and its lunges)
        }
      }
    QVERIFY(turnsWithMarks > 5);
    // The match was not disturbed by the malformed lines.
    QVERIFY(replay.frames.last().exchanges.isEmpty() || replay.frames.last().exchanges[0].status == Rules::Move::Status::Ok);

    const QString path = dir_.filePath(QStringLiteral("marks.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(path, replay, &error), qPrintable(error));
    const std::optional<Debugger::Replay> back = Debugger::ReplayFile::read(path, &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->frames[1].exchanges[0].marks, replay.frames[1].exchanges[0].marks);
    QCOMPARE(back->frames[1].exchanges[0].markErrors, replay.frames[1].exchanges[0].markErrors);
  }

  void badMarksInAFileAreNamed()
  {
    Debugger::Replay replay = playFencing(kMarks);
    QJsonObject json = Debugger::ReplayJson::toJson(replay);
    QJsonArray frames = json.value(QStringLiteral("frames")).toArray();
    QJsonObject frame = frames[1].toObject();
    QJsonArray io = frame.value(QStringLiteral("io")).toArray();
    QJsonObject x = io[0].toObject();
    QJsonArray marks = x.value(QStringLiteral("marks")).toArray();
    QJsonObject m = marks[2].toObject();
    m.insert(QStringLiteral("color"), QStringLiteral("red"));
    marks[2] = m;
    x.insert(QStringLiteral("marks"), marks);
    io[0] = x;
    frame.insert(QStringLiteral("io"), io);
    frames[1] = frame;
    json.insert(QStringLiteral("frames"), frames);
    QString error;
    QVERIFY(!Debugger::ReplayJson::fromJson(json, &error));
    QVERIFY2(error.contains(QLatin1String("frames[1].io[0].marks[2].color")), qPrintable(error));
  }

  void filesWithoutMarksOrAnnotationsStillOpen()
  {
    Debugger::Replay replay = playFencing(QString());
    QJsonObject json = Debugger::ReplayJson::toJson(replay);
    json.remove(QStringLiteral("annotations"));
    QString error;
    const std::optional<Debugger::Replay> back = Debugger::ReplayJson::fromJson(json, &error);
    QVERIFY2(back, qPrintable(error));
    QVERIFY(back->annotations.isEmpty());
    QVERIFY(back->frames[1].exchanges[0].marks.isEmpty());
    QVERIFY(!json.value(QStringLiteral("frames")).toArray()[1].toObject().value(QStringLiteral("io")).toArray()[0].toObject().contains(
        QStringLiteral("marks")));
  }

  void notesRoundTripAndKeepOtherAnnotations()
  {
    Debugger::Replay replay = playFencing(QString());
    const QJsonObject other{{QStringLiteral("kind"), QStringLiteral("breakpoint")}, {QStringLiteral("turn"), 3}};
    replay.annotations = {other};
    const QList<Note> notes{note(QStringLiteral("n1"), 3, NoteCategory::Blunder, QStringLiteral("lunged\nout of reach"), QStringLiteral("players[1]")),
                            note(QStringLiteral("n2"), 0, NoteCategory::GoodMove, QStringLiteral("nice start"))};
    replay.annotations = Debugger::Notes::withNotes(replay.annotations, notes);
    QCOMPARE(replay.annotations.size(), 3);
    QCOMPARE(replay.annotations[0].toObject(), other);
    const QString path = dir_.filePath(QStringLiteral("notes.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(path, replay, &error));
    const std::optional<Debugger::Replay> back = Debugger::ReplayFile::read(path, &error);
    QVERIFY2(back, qPrintable(error));
    QStringList warnings;
    QCOMPARE(Debugger::Notes::fromAnnotations(back->annotations, back->lastTurn(), &warnings), notes);
    QVERIFY(warnings.isEmpty());
    QCOMPARE(back->annotations[0].toObject(), other);
    // Malformed notes are skipped and named.
    QJsonArray broken = back->annotations;
    broken.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("note")}, {QStringLiteral("id"), QStringLiteral("n9")},
                              {QStringLiteral("turn"), 100000}, {QStringLiteral("category"), QStringLiteral("idea")},
                              {QStringLiteral("text"), QStringLiteral("x")}});
    broken.append(Debugger::Notes::toJson(notes[0]));
    QCOMPARE(Debugger::Notes::fromAnnotations(broken, back->lastTurn(), &warnings).size(), 2);
    QCOMPARE(warnings.size(), 2);
    QVERIFY2(warnings[0].startsWith(QLatin1String("annotations[3].turn")), qPrintable(warnings[0]));
    QVERIFY2(warnings[1].contains(QLatin1String("used by an earlier note")), qPrintable(warnings[1]));
  }

  void reportHasHeaderAndEveryNote()
  {
    const Debugger::Replay replay = playFencing(kMarks);
    const QList<Note> notes{note(QStringLiteral("n1"), 4, NoteCategory::Bug, QStringLiteral("# not a heading | pipe"), QStringLiteral("cell:250")),
                            note(QStringLiteral("n2"), 2, NoteCategory::Idea, QStringLiteral("try <parry>"))};
    Debugger::NotesReport::Options options;
    options.textExcerpts = true;
    options.pictures.insert(QStringLiteral("n1"), QStringLiteral("r_files/n1.png"));
    const QString md = Debugger::NotesReport::render(replay, notes, options);
    QVERIFY(md.startsWith(QLatin1String("# Match report: Ann vs Bob")));
    QVERIFY(md.contains(QLatin1String("| Seed | 5 |")));
    QVERIFY(md.contains(QLatin1String("| Game | fencing")));
    QVERIFY(md.contains(QLatin1String("Ann (cmd:marker), Bob (builtin:fencer)")));
    QVERIFY(md.indexOf(QStringLiteral("Turn 2 — idea")) < md.indexOf(QStringLiteral("Turn 4 — bug — at cell:250")));
    QVERIFY(md.contains(QLatin1String("\\# not a heading")));
    QVERIFY(md.contains(QLatin1String("![Board at turn 4](r_files/n1.png)")));
    QVERIFY(md.contains(QLatin1String("Ann marked: text cell:260 \"lunge  reach\"")));
    options.format = Debugger::NotesReport::formatForPath(QStringLiteral("x.HTML"));
    const QString html = Debugger::NotesReport::render(replay, notes, options);
    QVERIFY(html.contains(QLatin1String("try &lt;parry&gt;")));
    QVERIFY(html.contains(QLatin1String("<img src=\"r_files/n1.png\"")));
  }

  void anExternalBotDrawsThroughTheRunner()
  {
    // The shell bot of docs/bot-marks.md, run as `cmd:` by kibitz-cli.
    const QString script = dir_.filePath(QStringLiteral("marker.sh"));
    QFile file(script);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("while read -r me && read -r other; do\n"
               "  pos=${me%% *}\n"
               "  echo \"#kibitz text $pos here\" >&2\n"
               "  echo \"#kibitz line player:0 player:1\" >&2\n"
               "  echo \"#kibitz oops\" >&2\n"
               "  echo WALK\n"
               "done\n");
    file.close();
    const QString out = dir_.filePath(QStringLiteral("shell.kbz"));
    const CliResult r = cli({QStringLiteral("run"), QStringLiteral("fencing"), QStringLiteral("--seed"), QStringLiteral("3"),
                             QStringLiteral("--bot"), QStringLiteral("cmd:sh ") + script, QStringLiteral("--bot"),
                             QStringLiteral("builtin:fencer"), QStringLiteral("--out"), out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QString error;
    const std::optional<Debugger::Replay> replay = Debugger::ReplayFile::read(out, &error);
    QVERIFY2(replay, qPrintable(error));
    int texts = 0;
    int errors = 0;
    for (const Debugger::Frame& f : replay->frames)
      for (const Debugger::PlayerExchange& x : f.exchanges)
        if (x.player == 0) {
          for (const BotMark& m : x.marks)
            texts += m.kind == BotMark::Kind::Text && m.text == QLatin1String("here") ? 1 : 0;
          errors += int(x.markErrors.size());
        }
    QVERIFY2(texts > 0, "no marks reached the replay");
    QVERIFY(errors > 0);  // "#kibitz oops" is reported, and the match still completed
    QVERIFY(replay->result.complete);
  }

  void aBuiltinBotDrawsItsPlan()
  {
    // The built-in `fencer` explains each decision, and draws each lunge as a line to its
    // reach, when the debugger records the match, in player 0's frame of positions
    // (docs/bot-marks.md).
    const Debugger::Replay replay = Test::fencerVsFencerReplay(6);
    QVERIFY(replay.lastTurn() > 10);
    int notes = 0;
    int exchanges = 0;
    int lunges = 0;
    for (int t = 1; t <= replay.lastTurn(); ++t) {
      const QJsonArray players = replay.frames[t - 1].state.value(QStringLiteral("players")).toArray();
      for (const Debugger::PlayerExchange& x : replay.frames[t].exchanges) {
        ++exchanges;
        QVERIFY(x.markErrors.isEmpty());
        const bool lunge = x.output.value(0) == QLatin1String("LUNGE");
        QCOMPARE(x.marks.size(), lunge ? 2 : 1);
        QCOMPARE(x.marks[0].kind, BotMark::Kind::Note);
        notes += !x.marks[0].text.isEmpty();
        if (!lunge)
          continue;
        ++lunges;
        const BotMark& line = x.marks[1];
        QCOMPARE(line.kind, BotMark::Kind::Line);
        QCOMPARE(line.at, QStringLiteral("players[%1]").arg(x.player));
        // The reach is in front of the fencer: right of player 0, left of player 1.
        const QJsonObject fencer = players[x.player].toObject();
        const int position = fencer.value(QStringLiteral("position")).toInt();
        const int reach = 40 + fencer.value(QStringLiteral("lungeDistanceSkill")).toInt();
        const int expected = std::clamp(x.player == 0 ? position + reach : position - reach, 0, 500);
        QCOMPARE(line.to, QStringLiteral("cell:%1").arg(expected));
      }
    }
    QVERIFY(lunges > 5);
    QVERIFY(exchanges > 100);
    QCOMPARE(notes, exchanges);
    // Off the record (tournaments, benchmarks) the bot writes nothing.
    const Rules::Game* game = Rules::Registry::find(QStringLiteral("fencing"));
    auto bot = game->newBuiltinBot(QStringLiteral("fencer"), 0, 1);
    Rules::MatchSetup setup;
    setup.parameters = Rules::Parameters::defaults(game->info().parameters);
    setup.playerNames = {QStringLiteral("A"), QStringLiteral("B")};
    QString error;
    const auto state = game->newInitialState(setup, &error);
    QVERIFY2(state, qPrintable(error));
    (void)bot->act(*state, 0);
    QVERIFY(bot->takeDebugOutput().isEmpty());
  }

  void cliListsAndExportsNotes()
  {
    Debugger::Replay replay = playFencing(kMarks);
    replay.annotations = Debugger::Notes::withNotes({}, {note(QStringLiteral("n1"), 3, NoteCategory::Blunder, QStringLiteral("too far\nsecond line"), QStringLiteral("players[1]")),
                                                         note(QStringLiteral("n2"), 1, NoteCategory::Idea, QStringLiteral("open with a walk"))});
    const QString file = dir_.filePath(QStringLiteral("cli.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(file, replay, &error));

    CliResult r = cli({QStringLiteral("notes"), file});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains(QLatin1String("turn    3  blunder    players[1]   too far")), qPrintable(r.out));
    QVERIFY(!r.out.contains(QLatin1String("second line")));
    QVERIFY(r.out.contains(QLatin1String("open with a walk")));

    r = cli({QStringLiteral("notes"), file, QStringLiteral("--json")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray json = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(json.size(), 2);
    QCOMPARE(json[0].toObject().value(QStringLiteral("category")).toString(), QStringLiteral("blunder"));

    const QString report = dir_.filePath(QStringLiteral("report.md"));
    r = cli({QStringLiteral("notes"), file, QStringLiteral("--export"), report});
    QCOMPARE(r.exitCode, 0);
    QFile written(report);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(written.readAll());
    QVERIFY(text.contains(QLatin1String("too far")));
    QVERIFY(text.contains(QLatin1String("open with a walk")));
    QVERIFY(text.contains(QLatin1String("Ann answered:")));

    r = cli({QStringLiteral("notes"), dir_.filePath(QStringLiteral("missing.kbz"))});
    QCOMPARE(r.exitCode, 2);
    QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
    r = cli({QStringLiteral("notes"), file, QStringLiteral("--export"), dir_.filePath(QStringLiteral("no/such/dir/r.md"))});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains(QLatin1String("cannot write")), qPrintable(r.err));
    r = cli({QStringLiteral("notes")});
    QCOMPARE(r.exitCode, 2);
  }
};

QTEST_GUILESS_MAIN(TestAnnotationsCore)
#include "test_annotations_core.moc"
