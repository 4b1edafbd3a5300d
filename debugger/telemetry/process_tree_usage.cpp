#include "telemetry/process_tree_usage.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

namespace Kibitz::Debugger {

namespace {

constexpr qint64 kRescanIntervalNs = 20'000'000;

qint64 monotonicNs()
{
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

// The numbers of /proc/PID/stat after the command's name, from field 3 (the state) on.
struct StatFields {
  pid_t ppid = -1;
  qint64 childTicks = 0;  // cutime + cstime: reaped children
  qint64 rssPages = 0;
  bool isSandbox = false;
};

bool parseStat(const char* text, ssize_t size, StatFields* out)
{
  const char* end = text + size;
  const char* open = static_cast<const char*>(std::memchr(text, '(', size_t(size)));
  const char* close = end;
  while (close > text && close[-1] != ')')
    --close;
  if (!open || close <= open + 1)
    return false;
  const char* name = open + 1;
  const qsizetype nameLength = close - 1 - name;
  out->isSandbox = nameLength == 5 && std::memcmp(name, "bwrap", 5) == 0;
  // Field 3 is the one-letter state; the numbers follow.
  const char* p = close;
  int field = 2;
  qint64 values[25] = {};
  while (p < end && field < 24) {
    while (p < end && *p == ' ')
      ++p;
    ++field;
    qint64 v = 0;
    bool negative = false;
    if (p < end && *p == '-') {
      negative = true;
      ++p;
    }
    while (p < end && *p >= '0' && *p <= '9')
      v = v * 10 + (*p++ - '0');
    while (p < end && *p != ' ')
      ++p;  // the state letter
    values[field] = negative ? -v : v;
  }
  if (field < 24)
    return false;
  out->ppid = pid_t(values[4]);
  out->childTicks = values[16] + values[17];
  out->rssPages = values[24];
  return true;
}

int openStat(pid_t pid)
{
  char path[32];
  std::snprintf(path, sizeof path, "/proc/%d/stat", int(pid));
  return ::open(path, O_RDONLY | O_CLOEXEC);
}

bool readStat(int fd, StatFields* out)
{
  char text[1024];
  const ssize_t size = pread(fd, text, sizeof text, 0);
  return size > 0 && parseStat(text, size, out);
}

// The newest process id the kernel handed out: the last field of /proc/loadavg.
long newestPid(int fd)
{
  char text[128];
  const ssize_t size = fd < 0 ? -1 : pread(fd, text, sizeof text - 1, 0);
  if (size <= 0)
    return -1;
  text[size] = '\0';
  const char* space = std::strrchr(text, ' ');
  return space ? std::strtol(space + 1, nullptr, 10) : -1;
}

}  // namespace

ProcessTreeUsage::ProcessTreeUsage(pid_t root) : root_(root)
{
  loadavgFd_ = ::open("/proc/loadavg", O_RDONLY | O_CLOEXEC);
  addMember(root);
}

ProcessTreeUsage::~ProcessTreeUsage()
{
  for (const Member& m : members_)
    ::close(m.statFd);
  if (loadavgFd_ >= 0)
    ::close(loadavgFd_);
}

bool ProcessTreeUsage::hasMember(pid_t pid) const
{
  return std::any_of(members_.begin(), members_.end(), [&](const Member& m) { return m.pid == pid; });
}

void ProcessTreeUsage::addMember(pid_t pid)
{
  Member m;
  m.pid = pid;
  m.statFd = openStat(pid);
  if (m.statFd < 0 || clock_getcpuclockid(pid, &m.clock) != 0) {
    if (m.statFd >= 0)
      ::close(m.statFd);
    return;
  }
  members_.push_back(m);
}

void ProcessTreeUsage::dropMember(size_t index)
{
  ::close(members_[index].statFd);
  members_.erase(members_.begin() + qsizetype(index));
}

void ProcessTreeUsage::rescanIfNeeded()
{
  const long newest = newestPid(loadavgFd_);
  if (newest != lastPid_ || newest < 0)
    scanPending_ = true;
  if (!scanPending_)
    return;
  const qint64 now = monotonicNs();
  if (lastScanNs_ >= 0 && now - lastScanNs_ < kRescanIntervalNs)
    return;
  lastPid_ = newest;
  lastScanNs_ = now;
  scanPending_ = false;
  rescan();
}

// Every process's parent, from /proc/*/stat; then the descendants of the members.
void ProcessTreeUsage::rescan()
{
  DIR* dir = opendir("/proc");
  if (!dir)
    return;
  std::vector<std::pair<pid_t, pid_t>> parents;  // (pid, ppid)
  while (const dirent* e = readdir(dir)) {
    char* rest = nullptr;
    const long pid = std::strtol(e->d_name, &rest, 10);
    if (pid <= 0 || *rest != '\0')
      continue;
    const int fd = openStat(pid_t(pid));
    if (fd < 0)
      continue;
    StatFields f;
    if (readStat(fd, &f))
      parents.emplace_back(pid_t(pid), f.ppid);
    ::close(fd);
  }
  closedir(dir);
  // Members are added as their parents are found; a bounded number of passes.
  for (bool added = true; added;) {
    added = false;
    for (const auto& [pid, ppid] : parents)
      if (!hasMember(pid) && hasMember(ppid) && members_.size() < 4096) {
        addMember(pid);
        added = true;
      }
  }
}

ProcessTreeUsage::Totals ProcessTreeUsage::sample()
{
  rescanIfNeeded();
  static const qint64 nsPerTick = 1'000'000'000 / std::max(1L, sysconf(_SC_CLK_TCK));
  static const qint64 kbPerPage = std::max(1L, sysconf(_SC_PAGESIZE) / 1024);
  qint64 cpuNs = 0;
  qint64 rssKb = 0;
  for (size_t i = 0; i < members_.size();) {
    Member& m = members_[i];
    StatFields f;
    timespec ts{};
    if (!readStat(m.statFd, &f) || clock_gettime(m.clock, &ts) != 0) {
      dropMember(i);  // gone: its time moves to its parent's children once reaped
      continue;
    }
    cpuNs += qint64(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec + f.childTicks * nsPerTick;
    if (!f.isSandbox)
      rssKb += f.rssPages * kbPerPage;
    ++i;
  }
  // A child that exited but is not reaped yet is counted nowhere for a moment: the total
  // never goes back, so that the time is not counted twice when it reappears.
  totals_.cpuNs = std::max(totals_.cpuNs, cpuNs);
  totals_.rssKb = rssKb;
  totals_.peakRssKb = std::max(totals_.peakRssKb, rssKb);
  return totals_;
}

}  // namespace Kibitz::Debugger
