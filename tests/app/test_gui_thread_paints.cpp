// The GUI thread's paints and Qt's global thread pool (app/application/gui_thread_paints.cpp):
// without Kibitz's answer, Qt runs segments of a paint on the global pool and the GUI thread
// waits for them; with it, the GUI thread paints on its own, whatever the pool is doing.
// Both are shown by keeping every thread of the global pool busy while the GUI thread paints.
#include "application/gui_thread_paints.h"

#include "support/busy_global_pool.h"

#include <QImage>
#include <QLinearGradient>
#include <QPainter>
#include <QThread>
#include <QThreadPool>
#include <QtTest>

#include <atomic>

using namespace Kibitz;

namespace {

// What Qt's raster engine splits into segments: cosmetic lines across the image, an
// antialiased rounded box with a translucent brush (the Fencing board's score box, larger),
// a gradient (the Fusion style's toolbar).
void paintWhatQtSplits()
{
  QImage image(1400, 400, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::white);
  QPainter p(&image);
  for (int y = 0; y < image.height(); y += 40)
    p.drawLine(0, y, image.width() - 1, y);
  p.setRenderHint(QPainter::Antialiasing);
  p.setPen(QPen(Qt::red, 3));
  p.setBrush(QColor(0, 0, 0, 140));
  p.drawRoundedRect(QRectF(10, 10, 300, 300), 6, 6);
  QLinearGradient gradient(0, 0, 0, image.height());
  gradient.setColorAt(0, Qt::lightGray);
  gradient.setColorAt(1, Qt::darkGray);
  p.fillRect(QRect(400, 0, 400, image.height()), gradient);
}

}  // namespace

class TestGuiThreadPaints : public QObject {
  Q_OBJECT
private slots:
  // The reason for gui_thread_paints.cpp: with Qt's own answer, a paint waits until a
  // thread of the global pool is free. If this fails, this Qt no longer runs paints on the
  // global pool, and the file can go.
  void withoutItQtsPaintsWaitForTheGlobalPool()
  {
    App::keepPaintsOnTheGuiThread(false);
    Test::BusyGlobalPool pool(1500);
    paintWhatQtSplits();  // returns once a busy thread has given up waiting and run the segments
    // At least one: the others may be let go by release() in the same instant their
    // patience ends. Without waiting, none would have (the paint takes milliseconds).
    QVERIFY2(pool.release() >= 1, "the paint did not wait for Qt's global pool");
  }

  void withItTheGuiThreadPaintsOnItsOwn()
  {
    App::keepPaintsOnTheGuiThread(true);
    Test::BusyGlobalPool pool(60000);  // a paint that waited for it would take a minute
    paintWhatQtSplits();
    QCOMPARE(pool.release(), 0);
    App::keepPaintsOnTheGuiThread(false);
  }

  // QThreadPool::contains keeps Qt's meaning for every other question.
  void containsAnswersAsQtDoesOtherwise()
  {
    QThreadPool* global = QThreadPool::globalInstance();
    App::keepPaintsOnTheGuiThread(true);
    QVERIFY(global->contains(QThread::currentThread()));
    QThreadPool own;
    QVERIFY(!own.contains(QThread::currentThread()));  // only the global pool is answered for
    std::atomic<bool> poolThreadIsInPool{false};
    global->start([&] { poolThreadIsInPool = global->contains(QThread::currentThread()); });
    global->waitForDone();
    QVERIFY(poolThreadIsInPool.load());
    QThread other;
    QVERIFY(!global->contains(&other));
    App::keepPaintsOnTheGuiThread(false);
    QVERIFY(!global->contains(QThread::currentThread()));
  }
};

QTEST_MAIN(TestGuiThreadPaints)
#include "test_gui_thread_paints.moc"
