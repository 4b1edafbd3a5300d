#include "arena/time_left.h"

#include <algorithm>
#include <cmath>

namespace Kibitz::App {

void TimeLeftEstimate::reset(int jobs)
{
  *this = TimeLeftEstimate();
  jobs_ = std::max(1, jobs);
}

void TimeLeftEstimate::running(qint64 nowMs)
{
  if (!since_)
    since_ = nowMs;
}

void TimeLeftEstimate::stopped(qint64 nowMs)
{
  if (!since_)
    return;
  runningMs_ += std::max<qint64>(0, nowMs - *since_);
  since_.reset();
}

void TimeLeftEstimate::stored(double durationMs)
{
  ++played_;
  durationSumMs_ += std::max(0.0, durationMs);
}

std::optional<qint64> TimeLeftEstimate::leftMs(qint64 nowMs, qint64 missing) const
{
  if (played_ <= 0 || missing <= 0)
    return std::nullopt;
  const qint64 wall = runningMs_ + (since_ ? std::max<qint64>(0, nowMs - *since_) : 0);
  const double perMatch = std::max(durationSumMs_ / double(played_) / jobs_, double(wall) / double(played_));
  return qint64(std::llround(perMatch * double(missing)));
}

}  // namespace Kibitz::App
