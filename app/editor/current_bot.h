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
// Saves and builds the bot when its spec cannot run yet (never built, changed, failed):
// `done` is called once, on the GUI thread, with the spec or an error, and `progress`
// with each line of the build's output. False (done not called) when there is nothing to
// build or save that would help (no bot open, an unsaved new file, neither C++ nor Python).
using Done = std::function<void(const QString& spec, const QString& error)>;
using Progress = std::function<void(const QString& line)>;
using Builder = std::function<bool(QObject* context, Progress progress, Done done, QString* error)>;

// `owner` is the editor feature of `window`: the provider goes away with either.
void setProvider(QWidget* window, QObject* owner, Provider provider, Builder builder = {});
// For a widget of a window (a dialog parented to it, the window itself).
bool isAvailable(const QWidget* asker);
QString spec(const QWidget* asker, QString* error);
// The spec now if it runs, else a build first (see Builder). False with `error` when
// neither can be (done is then not called). `context` ends the wait when it is deleted.
bool specAfterBuild(const QWidget* asker, QObject* context, Progress progress, Done done, QString* error);

}  // namespace Kibitz::App::CurrentBot
