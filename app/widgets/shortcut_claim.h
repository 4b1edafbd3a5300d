#pragma once

#include <QList>

class QAction;
class QWidget;

namespace Kibitz::App {

// One key map for a window whose features share keys by context, as IDEs do: while the
// bot's source debugger holds a stopped bot, F5, F10... are its Continue and Step Over, and
// the live match's Resume and Step Match (the same keys at other times) give them up.
// Claiming takes the shortcuts of `owners` from every other action of `window` that has
// one of them; releasing gives them back. Qt ignores a key two enabled actions share
// ("Ambiguous shortcut overload"): no two of a window's actions keep one while claimed.
void claimShortcuts(QWidget* window, const QList<QAction*>& owners, bool claim);

}  // namespace Kibitz::App
