#pragma once

#include <QString>

#include <optional>

namespace Kibitz::Debugger {

// How a seat is played, as written on the command line and stored in replays:
// "builtin:NAME", "script:PATH", "cmd:COMMAND", "eda:PATH" (a course player of the
// original C++ API, source or prebuilt object, built by CoursePlayerBuild) or "human" (a
// person playing by hand in the window: MatchRequest::humanSeats).
struct BotSpec {
  enum class Kind { Builtin, Script, Command, Course, Human };
  Kind kind = Kind::Builtin;
  QString value;  // empty for Human; the bot name, the script or player path (eda: made absolute), or the command line

  static std::optional<BotSpec> parse(const QString& text, QString* error);
  QString toString() const;
  // Whether the bot runs as a process of its own (time limits and containment apply).
  bool isExternal() const { return kind == Kind::Command || kind == Kind::Course; }
  // The default display name: the built-in bot's name, the script's file name, for a
  // command the file name of the program or of the script an interpreter runs
  // ("python3 -u bots/mine.py" is "mine.py"), for a course player its PLAYER_NAME.
  QString defaultName() const;
};

}  // namespace Kibitz::Debugger
