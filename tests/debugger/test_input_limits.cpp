// Every parser of untrusted input bounds it itself (issue #17, fuzzing): a maximum size and,
// for JSON, a maximum nesting depth, refused with a message that names the limit.
#include "annotations/bot_mark.h"
#include "arena/job_line.h"
#include "arena/results_db.h"
#include "replay/replay_file.h"

#include "core/json_limits.h"
#include "core/registry.h"
#include "core/replay_format.h"
#include "core/reply_limits.h"
#include "orkisland/orkisland_config.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

#include <sys/mman.h>

using namespace Kibitz;

namespace {

const QString kDepthLimit = QStringLiteral("limit of %1 levels").arg(Rules::JsonLimits::kMaxDepth);

// `depth` nested arrays.
QByteArray nested(int depth)
{
  return QByteArray(depth, '[') + QByteArray(depth, ']');
}

// `size` zero bytes that take no memory (pages mapped on first read): a parser checks the
// size of a too-large input before it reads any of it.
class LargeInput {
public:
  explicit LargeInput(qsizetype size) : size_(size)
  {
    data_ = ::mmap(nullptr, size_t(size), PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  }
  ~LargeInput()
  {
    if (data_ != MAP_FAILED)
      ::munmap(data_, size_t(size_));
  }
  LargeInput(const LargeInput&) = delete;
  LargeInput& operator=(const LargeInput&) = delete;
  bool ok() const { return data_ != MAP_FAILED; }
  QByteArray bytes() const { return QByteArray::fromRawData(static_cast<const char*>(data_), size_); }

private:
  qsizetype size_;
  void* data_;
};

const Rules::ReplayFormat& format(const QString& id)
{
  for (const Rules::Game* game : Rules::Registry::all())
    for (const Rules::ReplayFormat* f : game->formats())
      if (f->id() == id)
        return *f;
  qFatal("no format %s", qPrintable(id));
}

// The reply `lines` gets on the initial state of `gameId`.
Rules::Move replyOn(const QString& gameId, int players, const QStringList& lines)
{
  const Rules::Game& game = *Rules::Registry::find(gameId);
  Rules::MatchSetup setup;
  setup.parameters = Rules::Parameters::defaults(game.info().parameters);
  setup.seed = 3;
  for (int p = 0; p < players; ++p)
    setup.playerNames << QStringLiteral("P%1").arg(p);
  QString error;
  const std::unique_ptr<Rules::State> state = game.newInitialState(setup, &error);
  if (!state)
    qFatal("%s", qPrintable(error));
  return state->parseReply(*state->actingPlayers().begin(), lines);
}

}  // namespace

class TestInputLimits : public QObject {
  Q_OBJECT
private slots:
  void jsonDepthIsCountedOutsideStrings()
  {
    using Rules::JsonLimits::problem;
    QVERIFY(problem(nested(Rules::JsonLimits::kMaxDepth), 1000).isEmpty());
    QVERIFY(problem(nested(Rules::JsonLimits::kMaxDepth + 1), 1000).contains(kDepthLimit));
    QVERIFY(problem("{\"a\": {\"b\": 1}, \"c\": [2]}", 1000, 2).isEmpty());
    QVERIFY(problem("{\"a\": {\"b\": [1]}}", 1000, 2).contains(QStringLiteral("limit of 2 levels (at byte 12)")));
    // Brackets in strings, also after an escaped quote, do not nest.
    QVERIFY(problem("[\"[[[[\\\"{{{{\"]", 1000, 1).isEmpty());
    QVERIFY(problem("[1, 2]", 5).contains(QStringLiteral("6 bytes long, more than the limit of 5 bytes")));
  }

  void replays()
  {
    QString error;
    const QByteArray deep = "{\"format\": \"kibitz-replay\", \"version\": 3, \"x\": " + nested(100) + "}";
    QVERIFY(!Debugger::ReplayFile::parse(deep, &error));
    QVERIFY2(error.contains(kDepthLimit), qPrintable(error));
    const LargeInput large(Debugger::ReplayFile::kMaxJsonBytes + 1);
    QVERIFY(large.ok());
    QVERIFY(!Debugger::ReplayFile::parse(large.bytes(), &error));
    QVERIFY2(error.contains(QStringLiteral("more than the limit of %1 bytes").arg(Debugger::ReplayFile::kMaxJsonBytes)),
             qPrintable(error));
  }

  void imports()
  {
    QString error;
    QVERIFY(!format(QStringLiteral("codingame")).importMatch("{\"views\": " + nested(70) + "}", &error));
    QVERIFY2(error.contains(kDepthLimit), qPrintable(error));
    const LargeInput large(Rules::kMaxImportBytes + 1);
    QVERIFY(large.ok());
    const QString sizeLimit = QStringLiteral("more than the limit of %1 bytes").arg(Rules::kMaxImportBytes);
    for (const QString& id : {QStringLiteral("codingame"), QStringLiteral("orkisland-log")}) {
      error.clear();
      QVERIFY(!format(id).importMatch(large.bytes(), &error));
      QVERIFY2(error.contains(sizeLimit), qPrintable(id + QStringLiteral(": ") + error));
    }
  }

  void orkIslandConfiguration()
  {
    QString error;
    const LargeInput large(Rules::OrkIsland::kMaxCnfBytes + 1);
    QVERIFY(large.ok());
    QVERIFY(!Rules::OrkIsland::parseCnf(large.bytes(), &error));
    QVERIFY2(error.contains(QStringLiteral("limit of %1 bytes").arg(Rules::OrkIsland::kMaxCnfBytes)), qPrintable(error));
  }

  void botReplies_data()
  {
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("players");
    QTest::addColumn<QStringList>("lines");
    QTest::addColumn<QString>("limit");
    const QString chars = QStringLiteral("limit of %1 characters").arg(Rules::ReplyLimits::kMaxReplyChars);
    const QStringList longLine{QString(Rules::ReplyLimits::kMaxReplyChars + 1, QLatin1Char('W'))};
    QTest::newRow("fencing") << QStringLiteral("fencing") << 2 << longLine << chars;
    QTest::newRow("dominoes") << QStringLiteral("dominoes") << 1 << longLine << chars;
    // Many short lines count with their line ends.
    QTest::newRow("orkisland") << QStringLiteral("orkisland") << 4
                               << QStringList(Rules::ReplyLimits::kMaxReplyChars / 4 + 1, QStringLiteral("0 b")) << chars;
    QTest::newRow("orkisland blank lines") << QStringLiteral("orkisland") << 4
                                           << QStringList(Rules::ReplyLimits::kMaxReplyChars + 1, QString()) << chars;
    // These two read one line of at most 1024 bytes (their specs' bound).
    QTest::newRow("angelempire") << QStringLiteral("angelempire") << 1 << QStringList{QString(1025, QLatin1Char('1'))}
                                 << QStringLiteral("longer than 1024 bytes");
    QTest::newRow("moscaceca") << QStringLiteral("moscaceca") << 2 << QStringList{QString(1025, QLatin1Char('W'))}
                               << QStringLiteral("at most 1024");
    // Every other registered game (a new one is checked without a line here): a reply over
    // the shared bound is refused, in words of its own (no limit text is required of it).
    static const QStringList listed{QStringLiteral("fencing"), QStringLiteral("dominoes"), QStringLiteral("orkisland"),
                                    QStringLiteral("angelempire"), QStringLiteral("moscaceca")};
    for (const Rules::Game* game : Rules::Registry::all())
      if (!listed.contains(game->info().id))
        QTest::newRow(qPrintable(game->info().id)) << game->info().id << std::max(game->info().minPlayers, std::min(game->info().maxPlayers, 2))
                                                   << longLine << QString();
  }

  void botReplies()
  {
    QFETCH(QString, game);
    QFETCH(int, players);
    QFETCH(QStringList, lines);
    QFETCH(QString, limit);
    if (!Rules::Registry::find(game))
      QSKIP("game not built");
    const Rules::Move move = replyOn(game, players, lines);
    QCOMPARE(move.status, Rules::Move::Status::Invalid);
    QVERIFY(!move.error.isEmpty());
    QVERIFY2(move.error.contains(limit), qPrintable(move.error.left(200)));
    QVERIFY(move.error.size() < 300);  // the reply is not echoed
  }

  void botMarksReadABoundedStderr()
  {
    QStringList errors;
    const QString text = QStringLiteral("#kibitz note first\n") + QString(Debugger::BotMarks::kMaxScannedChars, QLatin1Char('x'))
                         + QStringLiteral("\n#kibitz note beyond the limit\n");
    const QList<Debugger::BotMark> marks = Debugger::BotMarks::parse(text, &errors);
    QCOMPARE(marks.size(), 1);
    QCOMPARE(marks[0].text, QStringLiteral("first"));
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors[0].contains(QStringLiteral("limit of %1 characters").arg(Debugger::BotMarks::kMaxScannedChars)),
             qPrintable(errors[0]));
  }

  void arenaLines()
  {
    QString error;
    const QByteArray deep = nested(65);
    QVERIFY(!Debugger::Arena::JobLine::parseJob("{\"kibitz\": \"job\", \"version\": 1, \"x\": " + deep + "}", &error));
    QVERIFY2(error.contains(kDepthLimit), qPrintable(error));
    error.clear();
    QVERIFY(!Debugger::Arena::JobLine::parseResult("{\"kibitz\": \"result\", \"x\": " + deep + "}", &error));
    QVERIFY2(error.contains(kDepthLimit), qPrintable(error));
  }

  void resultsDatabaseColumns()
  {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("arena.db"));
    QString error;
    {
      const std::unique_ptr<Debugger::Arena::ResultsDb> db = Debugger::Arena::ResultsDb::open(path, &error);
      QVERIFY2(db, qPrintable(error));
      QVERIFY2(db->claim(QStringLiteral("s1"), {}, &error), qPrintable(error));
      Debugger::Arena::MatchOutcome o;
      o.schedule = QStringLiteral("s1");
      o.gameId = QStringLiteral("fencing");
      o.result = QStringLiteral("a draw");
      for (int entrant = 0; entrant < 2; ++entrant) {
        Debugger::Arena::SeatOutcome seat;
        seat.entrant = entrant;
        seat.name = QStringLiteral("bot %1").arg(entrant);
        seat.bot = QStringLiteral("builtin:fencer");
        o.seats << seat;
      }
      QVERIFY2(db->insert(o, false, nullptr, &error), qPrintable(error));
    }
    {
      // Another program damages the names of the match.
      QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
      db.setDatabaseName(path);
      QVERIFY(db.open());
      QSqlQuery q(db);
      q.prepare(QStringLiteral("UPDATE matches SET names = ?"));
      q.addBindValue(QString::fromLatin1("[" + nested(80) + ", \"b\"]"));
      QVERIFY(q.exec());
      db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    const std::unique_ptr<Debugger::Arena::ResultsDb> db =
        Debugger::Arena::ResultsDb::open(path, &error, Debugger::Arena::ResultsDb::Access::Read);
    QVERIFY2(db, qPrintable(error));
    QVERIFY(!db->outcomes(&error));
    QVERIFY2(error.contains(QStringLiteral("match 0 is damaged")) && error.contains(kDepthLimit), qPrintable(error));
  }
};

QTEST_GUILESS_MAIN(TestInputLimits)
#include "test_input_limits.moc"
