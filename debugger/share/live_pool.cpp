#include "share/live_pool.h"

namespace Kibitz::Debugger {

std::unique_ptr<LivePool> LivePool::start(const LiveBroadcast::Address& address, int count, QString* error)
{
  std::unique_ptr<LivePool> pool(new LivePool);
  for (int i = 0; i < count; ++i) {
    LiveBroadcast::Address at = address;
    if (address.port != 0) {
      if (int(address.port) + i > 65535) {
        *error = QStringLiteral("--live: ports %1 to %2 do not all exist").arg(address.port).arg(int(address.port) + count - 1);
        return nullptr;
      }
      at.port = quint16(address.port + i);
    }
    std::unique_ptr<LiveBroadcast> broadcast = LiveBroadcast::serve(at, error);
    if (!broadcast)
      return nullptr;
    pool->broadcasts_.push_back(std::move(broadcast));
    pool->busy_.push_back(false);
  }
  return pool;
}

QStringList LivePool::urls() const
{
  QStringList urls;
  for (const auto& broadcast : broadcasts_)
    urls << broadcast->url();
  return urls;
}

LiveBroadcast* LivePool::acquire()
{
  const std::lock_guard<std::mutex> lock(mutex_);
  for (size_t i = 0; i < broadcasts_.size(); ++i)
    if (!busy_[i]) {
      busy_[i] = true;
      return broadcasts_[i].get();
    }
  return nullptr;  // more matches at once than broadcasts: this one is not shown
}

void LivePool::release(LiveBroadcast* broadcast)
{
  const std::lock_guard<std::mutex> lock(mutex_);
  for (size_t i = 0; i < broadcasts_.size(); ++i)
    if (broadcasts_[i].get() == broadcast)
      busy_[i] = false;
}

}  // namespace Kibitz::Debugger
