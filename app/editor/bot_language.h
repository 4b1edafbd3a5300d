#pragma once

#include <QString>

namespace Kibitz::App {

// The languages the editor knows how to highlight, build and run. CourseCpp is a player
// of a game's original C++ course API (OrkIsland's AI<Name>.cc), built as an `eda:` bot.
enum class BotLanguage { Cpp, Python, CourseCpp, Other };

// From the file's extension (.cpp .cc .cxx .c++ .h .hpp → C++, .py → Python); a C++
// source that registers a course player (RegisterPlayer(...)) is CourseCpp.
BotLanguage languageOfFile(const QString& path);
// Whether C++ `text` is a course player.
bool isCoursePlayerSource(const QString& text);
// Stable key used in settings and template paths: "cpp", "python", "course".
QString languageKey(BotLanguage language);
// The template file name for a language ("bot.cpp", "bot.py", "AIMyPlayer.cc").
QString templateFileName(BotLanguage language);
// Language names are the same everywhere, but for the course API's.
QString languageName(BotLanguage language);

}  // namespace Kibitz::App
