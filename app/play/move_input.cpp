#include "play/move_input.h"

#include "play/text_move_input.h"

#include <QHash>
#include <QKeyEvent>

namespace Kibitz::App {

namespace {
QHash<QString, MoveInputFactory>& factories()
{
  static QHash<QString, MoveInputFactory> registered;
  return registered;
}
}  // namespace

bool MoveInput::event(QEvent* event)
{
  if (event->type() == QEvent::ShortcutOverride && isEnabled() && takesKey(*static_cast<QKeyEvent*>(event))) {
    event->accept();
    return true;
  }
  return QWidget::event(event);
}

void registerMoveInput(const QString& gameId, MoveInputFactory make)
{
  if (!factories().contains(gameId))
    factories().insert(gameId, make);
}

MoveInput* createMoveInput(const QString& gameId, QWidget* parent)
{
  if (const MoveInputFactory make = factories().value(gameId))
    return make(parent);
  return new TextMoveInput(parent);
}

}  // namespace Kibitz::App
