#pragma once

#include <QString>

#include <optional>

namespace Kibitz::Debugger {

// How a seat is played, as written on the command line and stored in replays:
// "builtin:NAME", "script:PATH" or "cmd:COMMAND".
struct BotSpec {
  enum class Kind { Builtin, Script, Command };
  Kind kind = Kind::Builtin;
  QString value;  // the bot name, the script path or the command line

  static std::optional<BotSpec> parse(const QString& text, QString* error);
  QString toString() const;
  // Whether the bot runs as a process of its own (time limits and containment apply).
  bool isExternal() const { return kind == Kind::Command; }
  // The default display name: the built-in bot's name, the script's file name, or for a
  // command the file name of the program or of the script an interpreter runs
  // ("python3 -u bots/mine.py" is "mine.py").
  QString defaultName() const;
};

}  // namespace Kibitz::Debugger
