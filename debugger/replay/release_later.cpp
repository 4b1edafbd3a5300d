#include "replay/release_later.h"

namespace Kibitz::Debugger {

namespace {
class ReleasePool : public QThreadPool {
public:
  ReleasePool()
  {
    setObjectName(QStringLiteral("Kibitz release"));
    setMaxThreadCount(1);
  }
};
}  // namespace

QThreadPool* releasePool()
{
  static ReleasePool pool;  // destroyed after main returns: its destructor waits for the frees still queued
  return &pool;
}

}  // namespace Kibitz::Debugger
