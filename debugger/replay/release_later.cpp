#include "replay/release_later.h"

namespace Kibitz::Debugger {

QThreadPool* releasePool()
{
  // Destroyed at exit, after main returns: its destructor waits for the frees still queued.
  static QThreadPool* const pool = [] {
    static QThreadPool instance;
    instance.setObjectName(QStringLiteral("Kibitz release"));
    instance.setMaxThreadCount(1);
    return &instance;
  }();
  return pool;
}

}  // namespace Kibitz::Debugger
