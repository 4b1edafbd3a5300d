#pragma once

#include <QString>

#include <functional>

class QObject;
class QWidget;

namespace Kibitz::App::CurrentBot {

// The bot open in a window's editor, for the new-match dialog's and the arena's "My bot"
// choice. Each window's editor registers a provider; a dialog asks the provider of the
// window it belongs to (its own, or the nearest of its parents) for the bot spec (`cmd:...`
// or `eda:...`), which is empty with `error` saying why (nothing open, unsaved changes,
// build failed or stale). One window closing takes its provider only (issue #47, 4: a
// single global provider went with the last window's editor).
using Provider = std::function<QString(QString* error)>;

// `owner` is the editor feature of `window`: the provider goes away with either.
void setProvider(QWidget* window, QObject* owner, Provider provider);
// For a widget of a window (a dialog parented to it, the window itself).
bool isAvailable(const QWidget* asker);
QString spec(const QWidget* asker, QString* error);

}  // namespace Kibitz::App::CurrentBot
