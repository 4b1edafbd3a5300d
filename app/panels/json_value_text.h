#pragma once

#include <QJsonValue>
#include <QString>

class QLocale;

namespace Kibitz::App::JsonValueText {

// A leaf as the Inspector shows it: numbers in the user's locale, strings quoted (so that
// "" and "5" are told apart from nothing and 5), containers summarised ("3 items").
QString display(const QJsonValue& value, const QLocale& locale);
// A value as copied to the clipboard: locale-independent, ready to paste into code or a
// test (strings unquoted, numbers in C notation, containers as indented JSON).
QString copy(const QJsonValue& value);

}  // namespace Kibitz::App::JsonValueText
