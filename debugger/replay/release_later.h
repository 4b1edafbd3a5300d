#pragma once

#include <QThreadPool>

#include <memory>
#include <utility>

namespace Kibitz::Debugger {

// The thread that frees what releaseLater hands it. It is Kibitz's own pool, not Qt's global
// one, on purpose: Qt 6's raster engine splits a paint of many spans (a long line, an
// antialiased shape, a gradient) into segments run on QThreadPool::globalInstance() and
// blocks the GUI thread until they are done, so a global pool busy freeing a long replay
// stalled the window's first paint of the next one. One thread: freeing is bound by memory,
// and the other core stays with the window.
QThreadPool* releasePool();

// Destroys `value` on the release thread instead of the calling one. Freeing a long replay,
// or the JSON document it was read from, takes tens of milliseconds (hundreds of thousands of
// small blocks); the window need not wait for it. Qt's implicitly shared data counts its
// references atomically, so parts still shared with the caller stay alive; the pool waits for
// its tasks when the program exits.
template <typename T>
void releaseLater(T&& value)
{
  auto held = std::make_shared<std::decay_t<T>>(std::forward<T>(value));
  releasePool()->start([held = std::move(held)]() mutable { held.reset(); });
}

}  // namespace Kibitz::Debugger
