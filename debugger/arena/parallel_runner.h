#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace Kibitz::Debugger::Arena {

// Plays independent jobs on `threads` worker threads and hands each result to the calling
// thread as soon as it is ready (in the order they finish): the caller stores results,
// follows the progress or decides to stop, while the workers go on.
//   next()      hands out the next job, or nothing at the end; called on the worker threads,
//               one call at a time (it may read a file or stdin);
//   play(job)   runs on a worker thread, on several at once;
//   done(r)     runs on the calling thread; false: hand out no more jobs (those being
//               played still finish and are handed over).
// Returns once every job handed out has been played and handed over. Workers take no new
// job while `threads` results wait for the calling thread: a slow consumer (a database)
// holds them back, so that results never pile up and a stop takes effect at once.
template <typename Job, typename Result>
void runParallel(int threads, const std::function<std::optional<Job>()>& next,
                 const std::function<Result(const Job&)>& play, const std::function<bool(Result)>& done)
{
  std::mutex mutex;
  std::condition_variable ready;  // a result came, or a worker ended
  std::condition_variable space;  // the calling thread took a result, or stops
  std::deque<Result> results;
  bool stopping = false;
  int running = std::max(threads, 1);
  const size_t maxWaiting = size_t(running);
  std::mutex sourceMutex;

  const auto work = [&] {
    for (;;) {
      std::optional<Job> job;
      {
        const std::lock_guard<std::mutex> sourceLock(sourceMutex);
        {
          std::unique_lock<std::mutex> lock(mutex);
          space.wait(lock, [&] { return stopping || results.size() < maxWaiting; });
          if (stopping)
            break;
        }
        job = next();
      }
      if (!job)
        break;
      Result result = play(*job);
      const std::lock_guard<std::mutex> lock(mutex);
      results.push_back(std::move(result));
      ready.notify_one();
    }
    const std::lock_guard<std::mutex> lock(mutex);
    --running;
    ready.notify_one();
  };

  std::vector<std::thread> workers;
  for (int t = 0; t < running; ++t)
    workers.emplace_back(work);
  std::unique_lock<std::mutex> lock(mutex);
  for (;;) {
    ready.wait(lock, [&] { return !results.empty() || running == 0; });
    if (results.empty())
      break;
    Result result = std::move(results.front());
    results.pop_front();
    lock.unlock();
    space.notify_all();
    const bool more = done(std::move(result));
    lock.lock();
    if (!more) {
      stopping = true;
      space.notify_all();
    }
  }
  lock.unlock();
  for (std::thread& w : workers)
    w.join();
}

}  // namespace Kibitz::Debugger::Arena
