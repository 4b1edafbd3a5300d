#pragma once

// One way for a test to say "the game I need is not in this build": a build of some games
// only (-DKIBITZ_ONLY_GAMES=fencing) is a choice, not a missing tool, so the test skips
// everywhere, KIBITZ_STRICT=1 included (compare require_tool.h).

#include "core/registry.h"

#include <QString>
#include <QTest>

// Skips the calling test function unless the game `id` (a string literal) is registered.
#define KIBITZ_REQUIRE_GAME(id)                                                \
  do {                                                                         \
    if (!Kibitz::Rules::Registry::find(QStringLiteral(id)))                    \
      QSKIP("the game " id " is not in this build (KIBITZ_ONLY_GAMES)");       \
  } while (0)
