// Animations of a match (issue #51, part 3) and the window's Watch in Browser (part 2):
// - `kibitz-cli export --format gif` of a 200-round OrkIsland match, drawn by the window's
//   program offscreen: one frame per turn (read back by the tests' GIF decoder), and cells
//   of the board exactly the colour the board draws them here;
// - MP4 through ffmpeg: its frame count by ffprobe (skipped without ffmpeg, but under
//   KIBITZ_STRICT=1); without ffmpeg on PATH: exit status 2 and `apt install ffmpeg`;
// - File > Export > Animation (the same frames, in the window's process);
// - View > Watch in Browser serves the window's replay: every frame, then the end event.
#include "application/language_manager.h"
#include "boards/board_view.h"
#include "boards/grid_board_view.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "share/animation_export_feature.h"
#include "share/animation_frames.h"
#include "share/watch_in_browser.h"

#include "replay/replay_file.h"
#include "support/cli_run.h"
#include "support/gif_reader.h"
#include "support/require_game.h"
#include "support/require_tool.h"
#include "support/test_matches.h"

#include "core/registry.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QImageReader>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

using namespace Kibitz;

namespace {

QByteArray readAll(const QString& path)
{
  QFile file(path);
  return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

uint32_t rgbOf(const QImage& image, QPoint at)
{
  return image.pixel(at) & 0xffffff;
}

}  // namespace

class TestAnimationExport : public QObject {
  Q_OBJECT

  QTemporaryDir dir_;
  QString orkisland_;  // a 200-round OrkIsland match
  App::LanguageManager* languages_ = nullptr;

private slots:
  void initTestCase()
  {
    QVERIFY(dir_.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_animation_export"));
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void gifOfOrkIslandHasAFramePerTurnAndExactCells()
  {
    constexpr int kWidth = 400;  // small enough for CI's sanitizer build
    KIBITZ_REQUIRE_GAME("orkisland");
    const Rules::Game* game = Rules::Registry::find(QStringLiteral("orkisland"));
    const Debugger::Replay replay = Test::playMatch(QStringLiteral("orkisland"), Test::builtinLineUp(game->info()), 7);
    QCOMPARE(replay.lastTurn(), 200);  // the default nb_rounds
    orkisland_ = dir_.filePath(QStringLiteral("ork.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(orkisland_, replay, &error), qPrintable(error));

    const QString gif = dir_.filePath(QStringLiteral("ork.gif"));
    const Test::CliResult run = Test::runCli(QStringLiteral(KIBITZ_CLI_PATH),
                                             {QStringLiteral("export"), orkisland_, QStringLiteral("--format"), QStringLiteral("gif"),
                                              QStringLiteral("--width"), QString::number(kWidth), QStringLiteral("--out"), gif});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    QVERIFY2(run.err.contains(QStringLiteral("export: 201/201 frames")), qPrintable(run.err));

    // The same board drawn here: the cells the GIF shows are exactly its colours.
    App::AnimationFrames frames(replay, kWidth);
    auto* grid = dynamic_cast<App::GridBoardView*>(&frames.board());
    QVERIFY(grid);
    const QList<int> turns{0, 100, 200};
    QHash<int, QImage> expected;
    for (int turn : turns)
      expected.insert(turn, frames.render(turn));
    // Cells of the map's border: water by the rules, where no ork goes, so their colour is the
    // board's water and nothing drawn over it (a frame has more than 256 colours: such large
    // flat areas keep their exact colour, docs/replay-format.md "Animations").
    const QList<QPoint> cells{{0, 0}, {0, 35}, {69, 10}, {35, 69}};
    const QJsonArray rows = replay.frames.first().state.value(QStringLiteral("map")).toObject().value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), 70);
    for (const QPoint& cell : cells)
      QCOMPARE(rows[cell.x()].toString().at(cell.y()), QLatin1Char('W'));
    int compared = 0;
    QStringList mismatches;
    const std::optional<Test::Decoded> decoded =
        Test::GifReader(readAll(gif), [&](int index, const std::vector<uint32_t>& canvas) {
          if (!expected.contains(index))
            return;
          const QImage& image = expected[index];
          QCOMPARE(image.size(), frames.size());
          for (const QPoint& cell : cells) {
            const QPoint at = (grid->cellCenter(cell.x(), cell.y()) + frames.boardOrigin()).toPoint();
            const uint32_t got = canvas[size_t(at.y() * image.width() + at.x())];
            if (got != rgbOf(image, at))
              mismatches << QStringLiteral("turn %1 cell %2,%3: %4 for %5").arg(index).arg(cell.x()).arg(cell.y())
                                .arg(got, 6, 16, QLatin1Char('0')).arg(rgbOf(image, at), 6, 16, QLatin1Char('0'));
            ++compared;
          }
        }).read(&error);
    QVERIFY2(decoded, qPrintable(error));
    QCOMPARE(decoded->frameCount, replay.lastTurn() + 1);
    QCOMPARE(decoded->width, frames.size().width());
    QCOMPARE(decoded->height, frames.size().height());
    QCOMPARE(compared, turns.size() * cells.size());
    QVERIFY2(mismatches.isEmpty(), qPrintable(mismatches.join(QStringLiteral("; "))));
  }

  void withoutFfmpegStatus2AndTheMessage()
  {
    if (orkisland_.isEmpty())
      QSKIP("needs the OrkIsland replay of the first test");
    QTemporaryDir emptyPath;
    const Test::CliResult run = Test::runCli(
        QStringLiteral(KIBITZ_CLI_PATH),
        {QStringLiteral("export"), orkisland_, QStringLiteral("--format"), QStringLiteral("mp4"), QStringLiteral("--out"),
         dir_.filePath(QStringLiteral("no.mp4"))},
        Test::CliOptions{QString(), QByteArray(), {QStringLiteral("PATH=") + emptyPath.path()}});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("apt install ffmpeg")), qPrintable(run.err));
    QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("no.mp4"))));
  }

  void mp4FrameCountByFfprobe()
  {
    if (orkisland_.isEmpty())
      QSKIP("needs the OrkIsland replay of the first test");
    KIBITZ_REQUIRE_TOOL("ffmpeg");
    KIBITZ_REQUIRE_TOOL("ffprobe");
    const QString mp4 = dir_.filePath(QStringLiteral("ork.mp4"));
    const Test::CliResult run = Test::runCli(QStringLiteral(KIBITZ_CLI_PATH),
                                             {QStringLiteral("export"), orkisland_, QStringLiteral("--format"), QStringLiteral("mp4"),
                                              QStringLiteral("--from"), QStringLiteral("10"), QStringLiteral("--to"), QStringLiteral("49"),
                                              QStringLiteral("--width"), QStringLiteral("321"), QStringLiteral("--out"), mp4});
    QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
    const Test::CliResult probe = Test::runCli(
        QStandardPaths::findExecutable(QStringLiteral("ffprobe")),
        {QStringLiteral("-v"), QStringLiteral("error"), QStringLiteral("-count_frames"), QStringLiteral("-select_streams"),
         QStringLiteral("v:0"), QStringLiteral("-show_entries"), QStringLiteral("stream=nb_read_frames"), QStringLiteral("-of"),
         QStringLiteral("csv=p=0"), mp4});
    QCOMPARE(probe.exitCode, 0);
    QCOMPARE(probe.out.trimmed(), QStringLiteral("40"));
  }

  // File > Export > Animation, without its dialogs: a GIF of the window's replay.
  void theWindowExportsAnAnimation()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    auto* action = window.findChild<QAction*>(QStringLiteral("exportAnimationAction"));
    QVERIFY(action);
    QVERIFY(!action->isEnabled());
    const QString kbz = dir_.filePath(QStringLiteral("fencing.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(kbz, Test::fencerVsFencerReplay(3), &error));
    QVERIFY(window.openFile(kbz));
    QVERIFY(action->isEnabled());
    auto* feature = window.findChild<App::AnimationExportFeature*>();
    QVERIFY(feature);
    App::AnimationExportFeature::Choice choice;
    choice.from = 2;
    choice.to = 11;
    choice.width = 400;
    const QString gif = dir_.filePath(QStringLiteral("window.gif"));
    QVERIFY2(feature->exportAnimation(choice, gif, false, &error), qPrintable(error));
    const std::optional<Test::Decoded> decoded = Test::GifReader(readAll(gif), [](int, const std::vector<uint32_t>&) {}).read(&error);
    QVERIFY2(decoded, qPrintable(error));
    QCOMPARE(decoded->frameCount, 10);
    QCOMPARE(decoded->width, 400);
    // Qt's own GIF reader (the qgif plugin of qtbase), where it is built: another decoder agrees.
    if (!QImageReader::supportedImageFormats().contains("gif"))
      return;
    QImageReader reader(gif, "gif");
    int count = 0;
    for (QImage image = reader.read(); !image.isNull(); image = reader.read())
      ++count;
    QCOMPARE(count, 10);
  }

  // View > Watch in Browser, without a browser: the URL serves the replay's frames.
  void theWindowServesItsMatch()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QVERIFY(window.findChild<QAction*>(QStringLiteral("watchInBrowserAction")));
    const Debugger::Replay replay = Test::fencerVsFencerReplay(4);
    const QString kbz = dir_.filePath(QStringLiteral("watched.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(kbz, replay, &error));
    QVERIFY(window.openFile(kbz));
    auto* feature = window.findChild<App::WatchInBrowserFeature*>();
    QVERIFY(feature);
    QVERIFY2(feature->serve(&error), qPrintable(error));
    const QUrl url(feature->url());
    QCOMPARE(url.host(), QStringLiteral("127.0.0.1"));
    QTcpSocket socket;
    socket.connectToHost(url.host(), quint16(url.port()));
    QVERIFY(socket.waitForConnected(10'000));
    socket.write("GET " + url.path().toLatin1() + "events HTTP/1.1\r\nHost: x\r\n\r\n");
    QByteArray got;
    QElapsedTimer clock;
    clock.start();
    while (socket.state() == QAbstractSocket::ConnectedState && clock.elapsed() < 60'000) {
      socket.waitForReadyRead(500);
      got += socket.readAll();
    }
    got += socket.readAll();
    QCOMPARE(got.count("\nid: "), replay.frames.size() + 1);  // every frame's, and the end's
    QVERIFY(got.contains("\nid: 0\n"));
    QVERIFY(got.contains("event: end\n"));
  }

  // A live match in the window: served from the frames it has, then each batch the worker
  // appends, then the end when the document finishes it.
  void theWindowServesALiveMatchAsItGrows()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    const Debugger::Replay whole = Test::fencerVsFencerReplay(6);
    QVERIFY(whole.frames.size() >= 6);
    Debugger::Replay start = whole;
    start.frames = {whole.frames[0], whole.frames[1]};
    start.result = Debugger::MatchResult();
    window.document()->setReplay(start, QString(), true);
    auto* feature = window.findChild<App::WatchInBrowserFeature*>();
    QString error;
    QVERIFY2(feature->serve(&error), qPrintable(error));
    const QUrl url(feature->url());
    QTcpSocket socket;
    socket.connectToHost(url.host(), quint16(url.port()));
    QVERIFY(socket.waitForConnected(10'000));
    socket.write("GET " + url.path().toLatin1() + "events HTTP/1.1\r\nHost: x\r\n\r\n");
    QByteArray got;
    QTRY_VERIFY_WITH_TIMEOUT((got += socket.readAll()).contains("\nid: 1\n"), 20'000);
    QVERIFY(!got.contains("\nid: 2\n"));
    window.document()->appendFrames(whole.frames.mid(2));
    window.document()->finishLive(whole.result);
    QElapsedTimer clock;
    clock.start();
    while (socket.state() == QAbstractSocket::ConnectedState && clock.elapsed() < 60'000) {
      socket.waitForReadyRead(500);
      got += socket.readAll();
    }
    got += socket.readAll();
    QCOMPARE(got.count("\nid: "), whole.frames.size() + 1);
    QVERIFY(got.contains("\nid: " + QByteArray::number(whole.frames.size() - 1) + "\n"));
    QVERIFY(got.contains("event: end\n"));
  }
};

QTEST_MAIN(TestAnimationExport)
#include "test_animation_export.moc"
