// Qt 6.4's raster engine (the one that paints every widget) splits a fill of many spans (a
// cosmetic line longer than about a hundred pixels, an antialiased shape a few dozen pixels
// tall, a gradient) into segments that it runs on QThreadPool::globalInstance(), and the
// GUI thread waits on a semaphore until all of them are done. It skips this only when
// QThreadPool::contains() says the painting thread is one of the pool's own.
//
// On the two-core machines Kibitz is built for, waking the pool's threads costs more than
// the segments save, and it makes every step of the window depend on how soon another
// thread gets a core: stepping a Fencing replay with every widget repainted took a median
// of 4.9-6.0 ms this way and 2.6-2.8 ms with the segments run inline; while both cores were
// busy (a build, an arena) 7-12 ms against 3-5 ms (bench_app_gui openAndStep, 2026-12-03).
// A pool whose threads are all busy also stalls the window's paints until a task ends, and
// a pool task that waits for the GUI thread would deadlock it.
//
// Qt has no setting for this, so the executable defines QThreadPool::contains itself: the
// dynamic linker binds Qt Gui's calls to the executable's definition, which answers "yes"
// for the GUI thread asking about the global pool once the window has asked for it, and
// Qt Core's answer otherwise. test_gui_thread_paints checks both ways: that Qt's paints wait
// for the global pool without this, and no longer with it; if a Qt version stops splitting
// paints or asking contains(), that test says so.
#include "application/gui_thread_paints.h"

#include <QCoreApplication>
#include <QThread>
#include <QThreadPool>

#include <dlfcn.h>

#include <atomic>

namespace Kibitz::App {

namespace {
std::atomic<bool> keepOnGuiThread{false};
}

void keepPaintsOnTheGuiThread(bool keep)
{
  keepOnGuiThread.store(keep, std::memory_order_relaxed);
}

bool paintsStayOnTheGuiThread()
{
  return keepOnGuiThread.load(std::memory_order_relaxed);
}

}  // namespace Kibitz::App

bool QThreadPool::contains(const QThread* thread) const
{
  using Contains = bool (*)(const QThreadPool*, const QThread*);
  static const Contains qtCoreContains =
      reinterpret_cast<Contains>(dlsym(RTLD_NEXT, "_ZNK11QThreadPool8containsEPK7QThread"));
  if (Kibitz::App::paintsStayOnTheGuiThread() && this == QThreadPool::globalInstance() && QCoreApplication::instance() &&
      thread == QCoreApplication::instance()->thread())
    return true;
  return qtCoreContains ? qtCoreContains(this, thread) : false;
}
