#pragma once

// One way for a test to say "the game I need is not in this build": a build of some games
// only (-DKIBITZ_ONLY_GAMES=fencing) is a choice, not a missing tool, so the test skips
// everywhere, KIBITZ_STRICT=1 included (compare require_tool.h).

#include "core/registry.h"

#include <QString>
#include <QTest>

namespace Kibitz::Test {
inline QString gameIdOf(const char* id) { return QString::fromUtf8(id); }
inline QString gameIdOf(const QString& id) { return id; }
}  // namespace Kibitz::Test

// Skips the calling test function (or the whole test, from initTestCase) unless the game
// `id` (a string literal, or a QString such as a data row's game) is registered.
#define KIBITZ_REQUIRE_GAME(id)                                                                  \
  do {                                                                                           \
    const QString kibitzRequiredGame_ = Kibitz::Test::gameIdOf(id);                              \
    if (!Kibitz::Rules::Registry::find(kibitzRequiredGame_))                                     \
      QSKIP(qPrintable(QStringLiteral("the game %1 is not in this build (KIBITZ_ONLY_GAMES)")    \
                           .arg(kibitzRequiredGame_)));                                          \
  } while (0)
