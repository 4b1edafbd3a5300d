#pragma once

#include <QObject>

#include <functional>

class QAction;

namespace Kibitz::App {

// Keeps a feature's action in the current language: a QAction gets no LanguageChange of
// its own, so `retranslate` runs now and whenever `window` changes language. The helper
// lives as long as the action.
void keepActionTranslated(QAction* action, QObject* window, std::function<void(QAction*)> retranslate);

}  // namespace Kibitz::App
