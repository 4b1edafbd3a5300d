// releaseLater (debugger/replay/release_later.h): what it is given is freed on Kibitz's own
// release thread, never the caller's and never a thread of Qt's global pool (which Qt's
// paints wait for), and data the caller still shares stays alive.
#include "replay/release_later.h"

#include "support/busy_global_pool.h"

#include <QByteArray>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>
#include <QtTest>

#include <atomic>

using namespace Kibitz;

namespace {

// Says on which thread it was destroyed.
struct Witness {
  QSemaphore* destroyed = nullptr;
  std::atomic<QThread*>* thread = nullptr;
  Witness(QSemaphore* d, std::atomic<QThread*>* t) : destroyed(d), thread(t) {}
  Witness(Witness&& other) noexcept : destroyed(std::exchange(other.destroyed, nullptr)), thread(other.thread) {}
  Witness(const Witness&) = delete;
  ~Witness()
  {
    if (destroyed) {
      *thread = QThread::currentThread();
      destroyed->release();
    }
  }
};

}  // namespace

class TestReleaseLater : public QObject {
  Q_OBJECT
private slots:
  void freesOnTheReleaseThreadWhileTheGlobalPoolIsBusy()
  {
    // Every thread of the global pool waits until the value is freed (or 30 s pass).
    Test::BusyGlobalPool busy(30000);
    QSemaphore destroyed;
    std::atomic<QThread*> freedOn{nullptr};

    Debugger::releaseLater(Witness(&destroyed, &freedOn));
    const bool freed = destroyed.tryAcquire(1, 30000);
    busy.release();
    QVERIFY2(freed, "releaseLater waited for Qt's global pool");
    QVERIFY(freedOn.load() != QThread::currentThread());
    QVERIFY(!QThreadPool::globalInstance()->contains(freedOn.load()));
    QVERIFY(Debugger::releasePool()->contains(freedOn.load()));
    QCOMPARE(Debugger::releasePool()->maxThreadCount(), 1);
  }

  void sharedDataStaysAliveForTheCaller()
  {
    QByteArray kept(1 << 20, 'k');
    QByteArray copy = kept;  // implicitly shared with `kept`
    Debugger::releaseLater(std::move(copy));
    QVERIFY(Debugger::releasePool()->waitForDone(30000));
    QCOMPARE(kept.size(), 1 << 20);
    QCOMPARE(kept.count('k'), qsizetype(1 << 20));
  }
};

QTEST_GUILESS_MAIN(TestReleaseLater)
#include "test_release_later.moc"
