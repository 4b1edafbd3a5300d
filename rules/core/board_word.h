#pragma once

#include <QString>
#include <QtGlobal>

namespace Kibitz::Rules {

// A word a game's boards show, in the window and on the shared web page alike ("water",
// "Ork %1 of %2, health %3"): one catalogue entry (context GameTerms), declared once in
// rules/<id>/<id>_words.h with QT_TRANSLATE_NOOP3 (or QT_TRANSLATE_N_NOOP3 for a counted
// text, "%n"), so that lupdate finds it and both viewers say the same thing.
struct BoardWord {
  const char* source;          // English; %1, %2... for arguments, %n for a count
  const char* disambiguation;  // tells one English word meaning two things apart ("water":
                               // OrkIsland's terrain, Angel Empire's element); "" if none
};

// The catalogue's context of every game word (metric, event, parameter labels too).
inline constexpr char kGameTermsContext[] = "GameTerms";

// `word` in the installed language; `n` fills %n of a counted text.
QString translated(const BoardWord& word, int n = -1);
// `word` is counted ("%n flag(s)"): it has a form for one and for many.
bool isCounted(const BoardWord& word);
// The disambiguation as QTranslator::translate takes it: null when there is none.
const char* disambiguationOf(const BoardWord& word);

}  // namespace Kibitz::Rules
