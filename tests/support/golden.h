#pragma once

#include <QByteArray>
#include <QString>

namespace Kibitz::Test {

// The folder of golden data produced by the original programs (../shared/golden), or an
// empty string when it is absent; tests that need it call QSKIP then.
QString goldenDir();
// Reads a golden file (relative to goldenDir()); empty on failure.
QByteArray readGolden(const QString& relativePath);

}  // namespace Kibitz::Test

// Skips the current test function cleanly when ../shared/golden is not there.
#define KIBITZ_REQUIRE_GOLDEN()                                                       \
  do {                                                                                \
    if (Kibitz::Test::goldenDir().isEmpty())                                          \
      QSKIP("../shared/golden is absent: golden tests skipped");                      \
  } while (false)
