#pragma once

// Keeps every thread of Qt's global thread pool busy, for tests of what must not wait for
// it (the GUI thread's paints, releaseLater).
#include <QSemaphore>
#include <QThreadPool>

#include <atomic>

namespace Kibitz::Test {

// Every thread of the global pool waits until release(), or until `patienceMs` have
// passed; counts the threads that stopped waiting because their patience ran out.
class BusyGlobalPool {
public:
  explicit BusyGlobalPool(int patienceMs) : threads_(QThreadPool::globalInstance()->maxThreadCount())
  {
    for (int i = 0; i < threads_; ++i)
      QThreadPool::globalInstance()->start([this, patienceMs] {
        started_.release();
        if (!release_.tryAcquire(1, patienceMs))
          ++ranOutOfPatience_;
      });
    started_.acquire(threads_);  // every thread is now taken
  }
  BusyGlobalPool(const BusyGlobalPool&) = delete;
  BusyGlobalPool& operator=(const BusyGlobalPool&) = delete;

  // Lets the threads go and waits for them: how many had given up waiting before that.
  int release()
  {
    release_.release(threads_);
    QThreadPool::globalInstance()->waitForDone();
    return ranOutOfPatience_.load();
  }

private:
  const int threads_;
  QSemaphore started_, release_;
  std::atomic<int> ranOutOfPatience_{0};
};

}  // namespace Kibitz::Test
