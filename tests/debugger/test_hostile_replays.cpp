// Replays are hostile: a small file whose JSON is `[0],[0],...` (Qt's parser takes some 44
// times its text), deep nesting, a zip bomb, a CodinGame file of the same kind are refused
// with a message that names the problem, by the loader, by `kibitz-cli info` and by the
// window's loader in a process held to 1 GiB of address space; real replays (OrkIsland,
// 200 and 5000 rounds) still open under that cap.
#include "replay/compression.h"
#include "replay/replay_file.h"
#include "replay/replay_loader.h"
#include "support/require_game.h"

#include <QCoreApplication>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/resource.h>
#include <zlib.h>

using namespace Kibitz;

namespace {

constexpr rlim_t kMemoryCap = rlim_t(1) << 30;  // address space of the capped processes
const char* kOpenEnv = "KIBITZ_TEST_OPEN_REPLAY";

struct Run {
  int exitCode = -1;  // -1: crashed (an allocation past the cap aborts) or hung
  QString out, err;
};

// `program` with `args` under the memory cap.
Run capped(const QString& program, const QStringList& args, const QProcessEnvironment& env = QProcessEnvironment::systemEnvironment())
{
  QProcess process;
  process.setProcessEnvironment(env);
#if !defined(__SANITIZE_ADDRESS__)
  // AddressSanitizer reserves terabytes of address space for its shadow memory at start,
  // so a sanitizer build (build-asan/) checks the refusals without the cap; the normal
  // build checks them within it.
  process.setChildProcessModifier([] {
    const rlimit limit{kMemoryCap, kMemoryCap};
    setrlimit(RLIMIT_AS, &limit);
  });
#endif
  process.start(program, args);
  if (!process.waitForFinished(120000))
    process.kill();
  process.waitForFinished();
  return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
          QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
}

Run cliInfo(const QString& path)
{
  return capped(QStringLiteral(KIBITZ_CLI_PATH), {QStringLiteral("info"), path});
}

// This test's own executable opening `path` as the window does (ReplayLoader::load), capped.
Run windowOpen(const QString& path)
{
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.insert(QString::fromLatin1(kOpenEnv), path);
  return capped(QCoreApplication::applicationFilePath(), {}, env);
}

QByteArray repeated(const QByteArray& head, const QByteArray& unit, qsizetype count, const QByteArray& tail)
{
  QByteArray json;
  json.reserve(head.size() + count * (unit.size() + 1) + tail.size());
  json += head;
  for (qsizetype i = 0; i < count; ++i) {
    if (i)
      json += ',';
    json += unit;
  }
  return json + tail;
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
  QFile f(path);
  return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A gzip member of `bytes` bytes of JSON (an object with one long string), deflated a
// megabyte at a time: the test never holds the bomb's text.
bool writeBomb(const QString& path, qint64 bytes)
{
  z_stream z{};
  if (deflateInit2(&z, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
    return false;
  const QByteArray head = "{\"format\": \"kibitz-replay\", \"pad\": \"";
  const QByteArray tail = "\"}";
  QByteArray chunk(1 << 20, 'a');
  QByteArray out;
  QByteArray buffer(1 << 16, '\0');
  const auto feed = [&](const QByteArray& in, int flush) {
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.constData()));
    z.avail_in = uInt(in.size());
    do {
      z.next_out = reinterpret_cast<Bytef*>(buffer.data());
      z.avail_out = uInt(buffer.size());
      deflate(&z, flush);
      out.append(buffer.constData(), buffer.size() - qsizetype(z.avail_out));
    } while (z.avail_out == 0);
  };
  feed(head, Z_NO_FLUSH);
  for (qint64 written = head.size() + tail.size(); written < bytes; written += chunk.size())
    feed(bytes - written < chunk.size() ? chunk.left(bytes - written) : chunk, Z_NO_FLUSH);
  feed(tail, Z_FINISH);
  deflateEnd(&z);
  return writeFile(path, out);
}

// The kibitz-cli of the tests plays a real match into `path`.
bool play(const QString& game, const QStringList& bots, const QStringList& params, const QString& path, QString* error)
{
  QStringList args{QStringLiteral("run"), game, QStringLiteral("--seed"), QStringLiteral("1")};
  for (const QString& p : params)
    args << QStringLiteral("--param") << p;
  for (const QString& b : bots)
    args << QStringLiteral("--bot") << b;
  QProcess process;
  process.start(QStringLiteral(KIBITZ_CLI_PATH), args << QStringLiteral("--out") << path);
  process.waitForFinished(300000);
  *error = QString::fromUtf8(process.readAllStandardError());
  return process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

}  // namespace

class TestHostileReplays : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;

  // `path` is refused everywhere with a message containing `message`, within the cap.
  void refusedEverywhere(const QString& path, const QString& message)
  {
    QString error;
    QVERIFY(!Debugger::ReplayLoader::load(path, &error));
    QVERIFY2(error.contains(message), qPrintable(error));
    const Run cli = cliInfo(path);
    QVERIFY2(cli.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(cli.exitCode).arg(cli.err)));
    QVERIFY2(cli.err.contains(message), qPrintable(cli.err));
    const Run window = windowOpen(path);
    QVERIFY2(window.exitCode == 2, qPrintable(QStringLiteral("exit %1: %2").arg(window.exitCode).arg(window.err)));
    QVERIFY2(window.err.contains(message), qPrintable(window.err));
  }

  // `path` opens everywhere, within the cap.
  void opensEverywhere(const QString& path)
  {
    QString error;
    QVERIFY2(Debugger::ReplayLoader::load(path, &error), qPrintable(error));
    const Run cli = cliInfo(path);
    QVERIFY2(cli.exitCode == 0, qPrintable(QStringLiteral("exit %1: %2").arg(cli.exitCode).arg(cli.err)));
    const Run window = windowOpen(path);
    QVERIFY2(window.exitCode == 0, qPrintable(QStringLiteral("exit %1: %2").arg(window.exitCode).arg(window.err)));
  }

private slots:
  void initTestCase() { QVERIFY(dir_.isValid()); }

  void countsValuesWithoutBuildingThem()
  {
    using Debugger::ReplayFile::countJson;
    // The array, 0, the inner array, 1, a string with an escaped quote and brackets, the
    // object, its key and true.
    const Debugger::ReplayFile::JsonCount c = countJson("[0, [1,\"a\\\"][\"], {\"k\": true}]");
    QCOMPARE(c.values, qint64(8));
    QCOMPARE(c.containers, qint64(3));
    QCOMPARE(countJson("-1.5e+3").values, qint64(1));
    QCOMPARE(countJson(" [ ] ").containers, qint64(1));
    QCOMPARE(countJson("\"\\\\\" \"x\"").values, qint64(2));  // an escaped backslash ends no string early
  }

  // The file: 51 KB of gzip, 50 MB of `[0],`, would take 2.3 GB to open.
  void manySmallArrays()
  {
    const QByteArray json = repeated("[", "[0]", 12'500'000, "]");
    const QString path = dir_.filePath(QStringLiteral("arrays.kbz"));
    QVERIFY(writeFile(path, Debugger::Compression::gzip(json, 9)));
    QVERIFY(QFileInfo(path).size() < 200'000);
    refusedEverywhere(path, QStringLiteral("the replay has 25000001 JSON values (12500001 of them arrays and objects), "
                                           "more than 50000001 bytes of JSON may hold"));
  }

  // The sample kept in tests/hostile/: 1,000,000 `[0]` in a few kilobytes.
  void theStaticSample()
  {
    const QString path = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/hostile/1000000-arrays.kbz");
    QVERIFY(QFileInfo(path).size() < 8192);
    refusedEverywhere(path, QStringLiteral("the replay has 2000001 JSON values (1000001 of them arrays and objects)"));
    // Uncompressed, the same.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QString error;
    const std::optional<QByteArray> json = Debugger::Compression::gunzip(f.readAll(), 1 << 30, &error);
    QVERIFY2(json, qPrintable(error));
    const QString plain = dir_.filePath(QStringLiteral("arrays.json"));
    QVERIFY(writeFile(plain, *json));
    refusedEverywhere(plain, QStringLiteral("the replay has 2000001 JSON values"));
  }

  // Objects take less than arrays of one value, but 48 MB of them still a gigabyte and more.
  void manySmallObjects()
  {
    const QByteArray json = repeated("[", "{\"a\":0}", 6'000'000, "]");
    const QString path = dir_.filePath(QStringLiteral("objects.kbz"));
    QVERIFY(writeFile(path, Debugger::Compression::gzip(json, 9)));
    refusedEverywhere(path, QStringLiteral("and the limit is 1024.0 MiB"));
  }

  void deepNesting()
  {
    const QString path = dir_.filePath(QStringLiteral("deep.kbz"));
    QVERIFY(writeFile(path, Debugger::Compression::gzip(QByteArray(1'000'000, '['), 9)));
    refusedEverywhere(path, QStringLiteral("nests arrays and objects deeper than the limit of 64 levels"));
  }

  // 300 MiB of JSON in 300 KB: refused once 256 MiB are out, and never more allocated.
  void zipBomb()
  {
    const QString path = dir_.filePath(QStringLiteral("bomb.kbz"));
    QVERIFY(writeBomb(path, qint64(300) << 20));
    QVERIFY(QFileInfo(path).size() < 1'000'000);
    refusedEverywhere(path, QStringLiteral("decompressed data exceeds 256 MiB; refusing to load"));
  }

  // A CodinGame replay is imported through the same bound.
  void codinGameImport()
  {
    const QByteArray json = repeated("{\"views\": [", "[0]", 2'000'000, "], \"outputs\": {}}");
    const QString path = dir_.filePath(QStringLiteral("codingame.json"));
    QVERIFY(writeFile(path, json));
    // `info` reads it as a replay; the loader and `import` as the CodinGame file it is.
    refusedEverywhere(path, QStringLiteral("has 4000005 JSON values (2000003 of them arrays and objects)"));
    QString error;
    QVERIFY(!Debugger::ReplayLoader::load(path, &error));
    QVERIFY2(error.contains(QStringLiteral("codingame.json: the file has 4000005 JSON values")), qPrintable(error));
    const Run import = capped(QStringLiteral(KIBITZ_CLI_PATH), {QStringLiteral("import"), QStringLiteral("--format"), QStringLiteral("codingame"),
                                                                path, QStringLiteral("--out"), dir_.filePath(QStringLiteral("imported.kbz"))});
    QVERIFY2(import.exitCode == 2, qPrintable(import.err));
    QVERIFY2(import.err.contains(QStringLiteral("the file has 4000005 JSON values")), qPrintable(import.err));
  }

  // The largest real replays open, also under the cap, well within the limits.
  void realReplaysStillOpen_data()
  {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("bots");
    QTest::addColumn<QStringList>("params");
    const QString dummy = QStringLiteral("builtin:dummy");
    const QString warlord = QStringLiteral("builtin:warlord");
    QTest::newRow("orkisland 200 rounds") << QStringLiteral("orkisland") << QStringList{warlord, dummy, warlord, dummy} << QStringList{};
    QTest::newRow("orkisland 5000 rounds") << QStringLiteral("orkisland") << QStringList{dummy, dummy, dummy, dummy}
                                           << QStringList{QStringLiteral("nb_rounds=5000")};
    QTest::newRow("fencing") << QStringLiteral("fencing") << QStringList{QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}
                             << QStringList{};
    QTest::newRow("angelempire") << QStringLiteral("angelempire") << QStringList{QStringLiteral("builtin:tactician")} << QStringList{};
  }
  void realReplaysStillOpen()
  {
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    QFETCH(QStringList, params);
    KIBITZ_REQUIRE_GAME(game);
    const QString path = dir_.filePath(QStringLiteral("real-%1.kbz").arg(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))));
    QString error;
    QVERIFY2(play(game, bots, params, path, &error), qPrintable(error));
    opensEverywhere(path);
    // Four times below the limit of any size, twice below that of theirs (docs/replay-format.md).
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const std::optional<QByteArray> json = Debugger::Compression::gunzip(f.readAll(), Debugger::ReplayFile::kMaxJsonBytes, &error);
    QVERIFY2(json, qPrintable(error));
    const qint64 needed = Debugger::ReplayFile::countJson(*json).documentBytes(json->size());
    QVERIFY2(4 * needed < Debugger::ReplayFile::kMaxDocumentBytes, qPrintable(QString::number(needed)));
    QVERIFY2(2 * needed < Debugger::ReplayFile::kMaxDocumentPerJsonByte * json->size(),
             qPrintable(QStringLiteral("%1 for %2 bytes").arg(needed).arg(json->size())));
  }
};

int main(int argc, char** argv)
{
  // The window's way of opening a file, for windowOpen: exit 2 with the reason, as the CLI.
  if (const QByteArray path = qgetenv(kOpenEnv); !path.isEmpty()) {
    QCoreApplication app(argc, argv);
    QString error;
    if (Debugger::ReplayLoader::load(QString::fromLocal8Bit(path), &error))
      return 0;
    fprintf(stderr, "%s\n", qPrintable(error));
    return 2;
  }
  QCoreApplication app(argc, argv);
  TestHostileReplays test;
  return QTest::qExec(&test, argc, argv);
}

#include "test_hostile_replays.moc"
