#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace Kibitz::Debugger::HtmlStrings {

// The languages a shared page can be written in.
QStringList languages();
// The page's own texts (keys are the English source strings its script asks for), in
// `language`, from the translations of this program (:/i18n/kibitz_<language>.qm). A
// counted text ("%n flag(s)") maps to {"one": ..., "other": ...}, its forms for 1 and for
// any other count, with %n left for the page to fill.
// `gameTerms`: the game's own words (metric and event labels), translated as the window does
// (context GameTerms) under "term:<English>". Null with a reason when the language is
// unknown or its translations are not built in.
std::optional<QJsonObject> table(const QString& language, const QStringList& gameTerms, QString* error);

}  // namespace Kibitz::Debugger::HtmlStrings
