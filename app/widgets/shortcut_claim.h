#pragma once

#include <QKeySequence>
#include <QList>
#include <QPair>
#include <QPointer>

class QAction;
class QWidget;

namespace Kibitz::App {

// One key map for a window whose features share keys by context, as IDEs do: while the
// bot's source debugger holds a stopped bot, F5, F10... are its Continue and Step Over, and
// the live match's Resume and Step Match (the same keys at other times) give them up. Qt
// ignores a key two enabled actions share ("Ambiguous shortcut overload").
class ShortcutClaim {
public:
  // Takes the shortcuts of `owners` from every other action of `window` that has one of them.
  void claim(QWidget* window, const QList<QAction*>& owners);
  // Gives them back (to the actions still there: the window may be closing).
  void release();
  bool claimed() const { return claimed_; }

private:
  QList<QPair<QPointer<QAction>, QKeySequence>> taken_;
  bool claimed_ = false;
};

}  // namespace Kibitz::App
