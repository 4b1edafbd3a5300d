// The shared web page (issue #18): its size for a 200-round OrkIsland match and a 200-turn
// Fencing match without bot output (and with it), and the time headless Chromium takes
// from navigation to the first frame drawn, opened from file://. Figures for
// docs/performance.md, "Shared web page"; never a pass/fail test.
#include "core/registry.h"
#include "replay/replay_file.h"
#include "share/html_export.h"
#include "support/chromium_page.h"
#include "support/test_matches.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Kibitz;

class BenchHtmlExport : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  // The page's own report of when it drew its first frame, in ms since navigation.
  double firstFrameMs(const QString& chromium, const QString& page)
  {
    return Test::chromiumTestReport(chromium, page, QStringLiteral("test=1"), dir_.filePath(QStringLiteral("profile")))
        .value(QStringLiteral("firstFrameMs"))
        .toDouble(-1);
  }

private slots:
  void sizeAndFirstFrame_data()
  {
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("bots");
    QTest::newRow("orkisland 200 rounds, 4 dummies") << QStringLiteral("orkisland") << QStringList(4, QStringLiteral("builtin:dummy"));
    QTest::newRow("orkisland 200 rounds, 3 dummies + warlord")
        << QStringLiteral("orkisland") << QStringList{QStringLiteral("builtin:dummy"), QStringLiteral("builtin:dummy"), QStringLiteral("builtin:warlord"), QStringLiteral("builtin:dummy")};
    QTest::newRow("fencing 200 turns, fencer vs fencer") << QStringLiteral("fencing") << QStringList(2, QStringLiteral("builtin:fencer"));
    // Every other registered game, with its built-in line-up.
    for (const Rules::Game* game : Rules::Registry::all()) {
      const QString id = game->info().id;
      const QStringList bots = Test::builtinLineUp(game->info());
      if (id != QLatin1String("orkisland") && id != QLatin1String("fencing") && !bots.isEmpty())
        QTest::newRow(qPrintable(id + QStringLiteral(", built-in bots"))) << id << bots;
    }
  }

  void sizeAndFirstFrame()
  {
    QFETCH(QString, game);
    QFETCH(QStringList, bots);
    const Debugger::Replay replay = Test::playMatch(game, bots, 2);
    QString error;
    const std::optional<QByteArray> page = Debugger::HtmlExport::page(replay, {}, &error);
    Debugger::HtmlExport::Options full;
    full.withOutput = true;
    const std::optional<QByteArray> withOutput = Debugger::HtmlExport::page(replay, full, &error);
    QVERIFY2(page && withOutput, qPrintable(error));
    qInfo("%s: %d turns, replay %lld bytes, page %lld bytes (%.1f KB), with bot output %lld bytes", QTest::currentDataTag(),
          int(replay.lastTurn()), qint64(Debugger::ReplayFile::serialize(replay).size()), qint64(page->size()),
          page->size() / 1024.0, qint64(withOutput->size()));
    const QString chromium = QStandardPaths::findExecutable(QStringLiteral("chromium"));
    if (chromium.isEmpty())
      QSKIP("chromium is not installed: no load time");
    const QString path = dir_.filePath(game + QStringLiteral(".html"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(*page);
    file.close();
    QList<double> times;
    for (int i = 0; i < 7; ++i)
      times << firstFrameMs(chromium, path);
    std::sort(times.begin(), times.end());
    qInfo("%s: first frame %.0f ms after navigation (median of 7; min %.0f, max %.0f)", QTest::currentDataTag(), times[3], times.first(),
          times.last());
  }
};

QTEST_GUILESS_MAIN(BenchHtmlExport)
#include "bench_html_export.moc"
