#pragma once

#include <QString>

#include <sys/types.h>

namespace Kibitz::Debugger {

struct LaunchPlan;

// A started bot, seen from the runner: its pipes and the shepherd that contains it
// (process_shepherd.h). Every descriptor is close-on-exec; stdin, stdout, stderr and
// status are non-blocking.
struct SpawnedBot {
  pid_t shepherd = -1;
  pid_t bot = -1;      // also its process group and session id
  int stdinFd = -1;    // write end of the bot's stdin
  int stdoutFd = -1;   // read ends of its stdout and stderr
  int stderrFd = -1;
  int statusFd = -1;   // the bot's wait status (an int) arrives here; end of file when the shepherd exits
  int controlFd = -1;  // write 'K' to kill the bot; close it to end the bot's whole tree
  bool sandboxed = false;  // `bot` is bwrap, which reports a signal as exit code 128 + N
};

// Forks the shepherd, which starts the bot as `plan` says, and waits until the bot has
// been executed. False with a reason ("cannot execute '/x/bot': Exec format error") when
// it could not start; nothing is left running then.
bool spawnBot(const LaunchPlan& plan, SpawnedBot* bot, QString* error);

// Once the control pipe is closed (the shepherd then kills what is left of the bot's
// tree): waits for the shepherd to exit (its status pipe reaches end of file), at most
// 5 s before it is killed itself, closes the status pipe and reaps it.
void reapShepherd(SpawnedBot* bot);

}  // namespace Kibitz::Debugger
