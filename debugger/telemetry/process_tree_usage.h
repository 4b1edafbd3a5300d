#pragma once

#include <QtGlobal>

#include <ctime>
#include <sys/types.h>
#include <vector>

namespace Kibitz::Debugger {

// What a bot's process tree has used so far: on-CPU time and resident memory, read from
// /proc on Linux (docs/bot-processes.md, "Time and memory"). The tree is the process the
// shepherd started (bwrap in the sandbox) and its descendants; bwrap's own processes count
// for CPU but not for memory. Cheap when the tree does not change: one pread of
// /proc/PID/stat and one clock_gettime per member, plus one pread of /proc/loadavg to
// notice that some process was created (only then is /proc scanned again, at most every
// 20 ms). Children that exited count once their parent in the tree has reaped them.
class ProcessTreeUsage {
public:
  struct Totals {
    qint64 cpuNs = 0;      // since the tree started, never decreasing
    qint64 rssKb = 0;      // now, summed over the tree
    qint64 peakRssKb = 0;  // the highest rssKb seen so far
  };

  explicit ProcessTreeUsage(pid_t root);
  ~ProcessTreeUsage();
  ProcessTreeUsage(const ProcessTreeUsage&) = delete;
  ProcessTreeUsage& operator=(const ProcessTreeUsage&) = delete;

  Totals sample();
  // How many processes were measured by the last sample (for tests).
  int memberCount() const { return int(members_.size()); }

private:
  struct Member {
    pid_t pid = -1;
    int statFd = -1;
    clockid_t clock = 0;
    bool isSandbox = false;  // bwrap: its memory is not the bot's
  };
  void rescanIfNeeded();
  void rescan();
  void addMember(pid_t pid);
  bool hasMember(pid_t pid) const;
  void dropMember(size_t index);

  pid_t root_;
  std::vector<Member> members_;
  int loadavgFd_ = -1;
  long lastPid_ = -1;         // the newest process id when the tree was last scanned
  qint64 lastScanNs_ = -1;    // CLOCK_MONOTONIC
  bool scanPending_ = true;
  Totals totals_;
};

}  // namespace Kibitz::Debugger
