#include "widgets/shortcut_claim.h"

#include <QAction>
#include <QWidget>

namespace Kibitz::App {

void ShortcutClaim::claim(QWidget* window, const QList<QAction*>& owners)
{
  if (claimed_ || !window)
    return;
  claimed_ = true;
  QList<QKeySequence> keys;
  for (const QAction* owner : owners)
    if (!owner->shortcut().isEmpty())
      keys << owner->shortcut();
  for (QAction* action : window->findChildren<QAction*>())
    if (!owners.contains(action) && keys.contains(action->shortcut())) {
      taken_.append({action, action->shortcut()});
      action->setShortcut(QKeySequence());
    }
}

void ShortcutClaim::release()
{
  if (!claimed_)
    return;
  claimed_ = false;
  // No search of the window here: this runs while it closes too.
  for (const auto& [action, key] : std::as_const(taken_))
    if (action)
      action->setShortcut(key);
  taken_.clear();
}

}  // namespace Kibitz::App
