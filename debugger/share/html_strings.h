#pragma once

#include "core/board_word.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

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

}  // namespace Kibitz::Debugger::HtmlStrings
