#pragma once

#include <QString>

namespace Kibitz::Debugger {

// Text a bot, a replay or a file wrote can hold terminal controls (ESC, OSC 52 writes the
// clipboard): every text Kibitz prints on a terminal (kibitz-cli, the window's stderr)
// goes through here, its controls shown as \xHH or \uHHHH.
QString terminalSafe(const QString& text);

}  // namespace Kibitz::Debugger
