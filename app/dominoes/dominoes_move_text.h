#pragma once

#include <QString>

namespace Kibitz::App {

// A reply line of the dominoes protocol (dominoes.md §11), read for display (which slot a
// replay's move used) and written by the Play dialog. The engine stays the judge: the
// dialog's lines go through State::parseReply like any bot's.
struct DominoesCommand {
  enum class Kind { None, Reveal, Place, Quit };
  Kind kind = Kind::None;
  int slot = -1;
  int cell = -1;

  static DominoesCommand parse(const QString& line);
  static QString reveal(int slot) { return QStringLiteral("REVEAL %1").arg(slot); }
  static QString place(int slot, int cell) { return QStringLiteral("PLACE %1 %2").arg(slot).arg(cell); }
  static QString quit() { return QStringLiteral("QUIT"); }
};

}  // namespace Kibitz::App
