#pragma once

#include <QString>

#include <functional>

class QObject;

namespace Kibitz::App::CurrentBot {

// The bot open in the editor, for the new-match dialog's "My bot" choice. The editor
// registers a provider; the dialog asks it for the bot spec (`cmd:...` or `eda:...`), which
// is empty with `error` saying why (nothing open, unsaved changes, build failed or stale).
using Provider = std::function<QString(QString* error)>;

// `owner` is the editor: the provider goes away with it.
void setProvider(QObject* owner, Provider provider);
bool isAvailable();
QString spec(QString* error);

}  // namespace Kibitz::App::CurrentBot
