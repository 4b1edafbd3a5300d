#pragma once

// One way for a test to say "a tool I need is missing": it skips on a developer's machine
// and fails in CI, where KIBITZ_STRICT=1 (.ci/run) promises every tool is installed, so a
// lost package cannot hide a whole test behind a skip. Only for missing tools (g++,
// chromium, python3, gdb, bwrap and the sandbox, ...): a game not built, absent golden data
// or a kernel setting are reasons to skip everywhere and keep their QSKIP.
// Shell tests: tests/support/require_tool.sh.

#include <QStandardPaths>
#include <QString>
#include <QTest>

namespace Kibitz::Test {

inline bool strictTools()
{
  return qEnvironmentVariable("KIBITZ_STRICT") == QLatin1String("1");
}

}  // namespace Kibitz::Test

// Skips the calling test function because of `reason` (a QString naming the missing tool),
// or fails it under KIBITZ_STRICT=1.
#define KIBITZ_SKIP_MISSING_TOOL(reason)                                                                 \
  do {                                                                                                   \
    const QString kibitzMissingTool_ = (reason);                                                         \
    if (Kibitz::Test::strictTools())                                                                     \
      QFAIL(qPrintable(QStringLiteral("KIBITZ_STRICT=1 and a tool is missing: ") + kibitzMissingTool_)); \
    QSKIP(qPrintable(kibitzMissingTool_));                                                               \
  } while (0)

// The same when the program `name` (a string literal) is not on PATH.
#define KIBITZ_REQUIRE_TOOL(name)                                          \
  do {                                                                     \
    if (QStandardPaths::findExecutable(QStringLiteral(name)).isEmpty())    \
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral(name " is not installed")); \
  } while (0)
