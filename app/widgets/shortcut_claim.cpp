#include "widgets/shortcut_claim.h"

#include <QAction>
#include <QKeySequence>
#include <QVariant>
#include <QWidget>

namespace Kibitz::App {

namespace {
// Where a yielded action keeps its shortcut until it is given back.
constexpr char kYieldedShortcut[] = "kibitzYieldedShortcut";
}  // namespace

void claimShortcuts(QWidget* window, const QList<QAction*>& owners, bool claim)
{
  if (!window)
    return;
  QList<QKeySequence> keys;
  for (const QAction* owner : owners)
    if (!owner->shortcut().isEmpty())
      keys << owner->shortcut();
  for (QAction* action : window->findChildren<QAction*>()) {
    if (owners.contains(action))
      continue;
    const QVariant yielded = action->property(kYieldedShortcut);
    if (claim && yielded.isNull() && keys.contains(action->shortcut())) {
      action->setProperty(kYieldedShortcut, action->shortcut());
      action->setShortcut(QKeySequence());
    } else if (!claim && !yielded.isNull()) {
      action->setShortcut(yielded.value<QKeySequence>());
      action->setProperty(kYieldedShortcut, QVariant());
    }
  }
}

}  // namespace Kibitz::App
