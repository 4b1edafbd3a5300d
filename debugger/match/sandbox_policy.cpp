#include "match/sandbox_policy.h"

#include <atomic>

namespace Kibitz::Debugger::SandboxPolicy {

namespace {
std::atomic<bool> sandboxRequired{false};  // read by the arena's match threads
}

void setRequired(bool required)
{
  sandboxRequired = required;
}

bool required()
{
  return sandboxRequired;
}

ProcessOptions applied(ProcessOptions options)
{
  options.sandbox = options.sandbox || sandboxRequired;
  return options;
}

}  // namespace Kibitz::Debugger::SandboxPolicy
