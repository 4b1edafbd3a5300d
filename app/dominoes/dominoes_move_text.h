#pragma once

#include <QString>

namespace Kibitz::App {

// The reply lines of the dominoes protocol (docs/games/dominoes.md §11) that the Play
// dialog writes. The engine stays the judge: the dialog's lines go through
// State::parseReply like any bot's.
struct DominoesCommand {
  static QString reveal(int slot) { return QStringLiteral("REVEAL %1").arg(slot); }
  static QString place(int slot, int cell) { return QStringLiteral("PLACE %1 %2").arg(slot).arg(cell); }
  static QString quit() { return QStringLiteral("QUIT"); }
};

}  // namespace Kibitz::App
