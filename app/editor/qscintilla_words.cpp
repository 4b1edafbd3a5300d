#include "editor/qscintilla_words.h"

#include <QtGlobal>

// QScintilla says these through tr() in its own context, and Debian ships its catalogues
// for cs, de, es, fr and pt_BR only: without these entries the editor's menu showed seven
// English items in Italian and Chinese. Listed here, lupdate keeps them in Kibitz's
// catalogues, whose translator the application installs for every context.
namespace Kibitz::App::QsciScintillaWords {

QList<const char*> menuTexts()
{
  return {
      QT_TRANSLATE_NOOP("QsciScintilla", "&Undo"),
      QT_TRANSLATE_NOOP("QsciScintilla", "&Redo"),
      QT_TRANSLATE_NOOP("QsciScintilla", "Cu&t"),
      QT_TRANSLATE_NOOP("QsciScintilla", "&Copy"),
      QT_TRANSLATE_NOOP("QsciScintilla", "&Paste"),
      QT_TRANSLATE_NOOP("QsciScintilla", "Delete"),
      QT_TRANSLATE_NOOP("QsciScintilla", "Select All"),
  };
}

}  // namespace Kibitz::App::QsciScintillaWords
