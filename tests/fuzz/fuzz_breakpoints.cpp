// The breakpoints file of Debug > Import Breakpoints (app/breakpoints/breakpoint_file.*,
// QtCore only: the expressions are compiled by the window, not here).
#include "fuzz_support.h"

#include "breakpoints/breakpoint_file.h"

using namespace Kibitz::App;

namespace {

bool sameDefinitions(const QList<Breakpoint>& a, const QList<Breakpoint>& b)
{
  if (a.size() != b.size())
    return false;
  for (qsizetype i = 0; i < a.size(); ++i)
    if (a[i].expression != b[i].expression || a[i].enabled != b[i].enabled || a[i].logOnly != b[i].logOnly)
      return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  QString error;
  const std::optional<QList<Breakpoint>> breakpoints =
      BreakpointFile::parse(Kibitz::Fuzz::bytes(data, size), QStringLiteral("fuzz.json"), &error);
  Kibitz::Fuzz::check(breakpoints || !error.isEmpty(), "a refused file says why");
  if (!breakpoints)
    return 0;
  // Export Breakpoints writes what was imported; importing that gives it back.
  const std::optional<QList<Breakpoint>> again =
      BreakpointFile::parse(BreakpointFile::serialize(*breakpoints), QStringLiteral("export.json"), &error);
  Kibitz::Fuzz::check(again && sameDefinitions(*again, *breakpoints), "exported breakpoints import unchanged", error);
  return 0;
}
