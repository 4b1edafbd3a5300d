#pragma once

#include "core/board_word.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::Debugger::HtmlStrings {

// The languages a shared page can be written in.
QStringList languages();
// The page's own texts (keys are the English source strings its script asks for), in
// `language`, from the translations of this program (:/i18n/kibitz_<language>.qm).
// `gameTerms`: the game's metric and event labels, translated as the window does (context
// GameTerms) under "term:<English>"; `boardWords`: the words its boards show
// (GameInfo::boardWords), the same way. A counted word ("%n flag(s)") maps to {"one": ...,
// "other": ...}, its forms for 1 and for any other count, with %n left for the page to fill.
// Null with a reason when the language is unknown or its translations are not built in.
std::optional<QJsonObject> table(const QString& language, const QStringList& gameTerms,
                                 const QList<Rules::BoardWord>& boardWords, QString* error);
// A game's own word (its name, a label: context GameTerms) in `language`; the English when
// the language has no translation of it.
QString gameTerm(const QString& language, const QString& english);
// How the replay's match ended, in `language`, as the window's Match panel says it
// (ResultWords::summary); empty when there is nothing to say or the language is unknown.
QString resultLine(const QString& language, const Replay& replay);

}  // namespace Kibitz::Debugger::HtmlStrings
