// The Fencing board lays its texts out so that none overlaps another: the referee's words,
// the action (or "deactivated") labels over the fencers, the energy labels and the footer
// (position numbers, name bands), at every board size the window allows (its minimum up:
// a short board once put "LUNGE" over "energy 0/20") and in every UI language.
#include "application/language_manager.h"
#include "boards/fencing_board.h"
#include "support/screenshots.h"
#include "support/test_matches.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

int distanceAt(const Debugger::Replay& replay, int turn)
{
  const QJsonArray players = replay.frames[turn].state.value(QStringLiteral("players")).toArray();
  return players[1].toObject().value(QStringLiteral("position")).toInt() - players[0].toObject().value(QStringLiteral("position")).toInt();
}

}  // namespace

class TestFencingBoard : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

private slots:
  void labelsNeverOverlap_data()
  {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "it", "zh_CN", "zh_TW"})
      QTest::newRow(language) << QString::fromLatin1(language);
  }

  void labelsNeverOverlap()
  {
    QFETCH(QString, language);
    App::LanguageManager languages;
    languages.setLanguage(language);
    // A bot that breaks the protocol on its third reply is "deactivated" from then on.
    QFile script(dir_.filePath(QStringLiteral("breaks.txt")));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("WALK\nWALK\nNOT AN ACTION\n");
    script.close();
    const QList<Debugger::Replay> replays{
        Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, 3),
        Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("script:") + script.fileName(), QStringLiteral("builtin:fencer")}, 3)};
    App::FencingBoard board;
    int checked = 0;
    for (const Debugger::Replay& replay : replays) {
      QVERIFY(replay.lastTurn() >= 2);
      // The greeting frames, the closest the fencers come, and the last frame.
      QList<int> turns{0, 1, replay.lastTurn()};
      int closest = 1;
      for (int t = 1; t <= replay.lastTurn(); ++t)
        if (distanceAt(replay, t) < distanceAt(replay, closest))
          closest = t;
      turns << closest;
      for (const QSize asked : {QSize(300, 420), QSize(380, 420), QSize(480, 420), QSize(640, 420), QSize(900, 420),
                                QSize(1400, 420), QSize(1280, 100), QSize(1280, 260), QSize(900, 280), QSize(480, 300),
                                QSize(1280, 330), QSize(1400, 900)}) {
        board.resize(asked);
        const int width = board.width();  // no smaller than the board allows
        QVERIFY(board.height() >= 260);
        for (int turn : turns) {
          board.showFrame(replay, turn);
          const App::FencingBoard::Labels labels = board.labelLayout();
          const QList<QRectF> rects{labels.energy[0], labels.energy[1], labels.action[0], labels.action[1], labels.referee, labels.footer};
          for (int a = 0; a < rects.size(); ++a) {
            if (rects[a].isEmpty())
              continue;
            QVERIFY2(rects[a].left() >= 0 && rects[a].right() <= width,
                     qPrintable(QStringLiteral("label %1 leaves a %2 px board at turn %3").arg(a).arg(width).arg(turn)));
            for (int b = a + 1; b < rects.size(); ++b)
              QVERIFY2(rects[b].isEmpty() || !rects[a].intersects(rects[b]),
                       qPrintable(QStringLiteral("labels %1 and %2 overlap on a %3x%4 px board at turn %5 (%6)")
                                      .arg(a).arg(b).arg(width).arg(board.height()).arg(turn).arg(language)));
          }
          QVERIFY(!board.grab().isNull());
          ++checked;
        }
        if (asked.width() == 300) {
          board.showFrame(replay, 0);  // the referee's words with both labels
          Test::saveScreenshot(board, QStringLiteral("fencing/labels-%1-%2.png").arg(language).arg(replay.players[0].bot.left(6)));
        }
      }
    }
    QVERIFY(checked >= 40);
  }
};

QTEST_MAIN(TestFencingBoard)
#include "test_fencing_board.moc"
