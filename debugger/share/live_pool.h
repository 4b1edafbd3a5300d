#pragma once

#include "share/live_broadcast.h"

#include <QStringList>

#include <memory>
#include <mutex>
#include <vector>

namespace Kibitz::Debugger {

// One LiveBroadcast per arena job slot (`kibitz-cli arena --live`): each worker's match is
// watched at a URL of its own, which shows the worker's next match when one ends. A match
// takes a free broadcast for its time (acquire/release, from any thread); with as many
// broadcasts as jobs, one is always free.
class LivePool {
public:
  // `count` broadcasts on `address`: ports PORT, PORT+1, ... (or any free ones for PORT 0).
  static std::unique_ptr<LivePool> start(const LiveBroadcast::Address& address, int count, QString* error);

  QStringList urls() const;
  LiveBroadcast* acquire();
  void release(LiveBroadcast* broadcast);

private:
  LivePool() = default;
  std::vector<std::unique_ptr<LiveBroadcast>> broadcasts_;
  std::vector<bool> busy_;
  std::mutex mutex_;
};

}  // namespace Kibitz::Debugger
