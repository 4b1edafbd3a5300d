#pragma once

#include <QThreadPool>

#include <memory>
#include <utility>

namespace Kibitz::Debugger {

// Destroys `value` on a thread of Qt's global pool instead of the calling one. Freeing a long
// replay, or the JSON document it was read from, takes tens of milliseconds (hundreds of
// thousands of small blocks); the window need not wait for it. Qt's implicitly shared data
// counts its references atomically, so parts still shared with the caller stay alive; the
// global pool waits for its tasks when the program exits.
template <typename T>
void releaseLater(T&& value)
{
  auto held = std::make_shared<std::decay_t<T>>(std::forward<T>(value));
  QThreadPool::globalInstance()->start([held = std::move(held)]() mutable { held.reset(); });
}

}  // namespace Kibitz::Debugger
