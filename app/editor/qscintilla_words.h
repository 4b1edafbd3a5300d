#pragma once

#include <QList>

// The texts of QScintilla's own context menu (QsciScintilla::createStandardContextMenu, which
// the editor's right-click menu starts from), in QScintilla's translation context.
namespace Kibitz::App::QsciScintillaWords {

inline constexpr const char* kContext = "QsciScintilla";

// The menu's seven texts as QScintilla 2.13 writes them ("&Undo" ... "Select All").
QList<const char*> menuTexts();

}  // namespace Kibitz::App::QsciScintillaWords
