#pragma once

#include <QtGlobal>

#include <algorithm>
#include <thread>
#include <vector>

namespace Kibitz::Debugger {

inline constexpr qsizetype kMaxParallelWorkers = 8;

// Runs work(worker, workers) on every core (at most kMaxParallelWorkers, and fewer for small jobs: one
// worker per `minimumPerWorker` items), the calling thread being worker 0; returns once
// all are done. Each worker takes the items worker, worker + workers, … of a list, so
// frames of every part of a replay are spread evenly.
template <typename Work>
void parallelStrided(qsizetype items, qsizetype minimumPerWorker, const Work& work)
{
  const qsizetype hardware = qsizetype(std::thread::hardware_concurrency());
  const qsizetype workers = std::clamp<qsizetype>(hardware, 1, std::min<qsizetype>(kMaxParallelWorkers, items / minimumPerWorker + 1));
  std::vector<std::thread> threads;
  for (qsizetype w = 1; w < workers; ++w)
    threads.emplace_back([&work, w, workers] { work(w, workers); });
  work(qsizetype(0), workers);
  for (std::thread& t : threads)
    t.join();
}

}  // namespace Kibitz::Debugger
