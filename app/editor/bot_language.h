#pragma once

#include <QString>

namespace Kibitz::App {

// The languages the editor knows how to highlight, build and run.
enum class BotLanguage { Cpp, Python, Other };

// From the file's extension (.cpp .cc .cxx .c++ .h .hpp → C++, .py → Python).
BotLanguage languageOfFile(const QString& path);
// Stable key used in settings and template paths: "cpp", "python".
QString languageKey(BotLanguage language);
// The template file name for a language ("bot.cpp", "bot.py").
QString templateFileName(BotLanguage language);
// Not translated: language names are the same everywhere.
QString languageName(BotLanguage language);

}  // namespace Kibitz::App
