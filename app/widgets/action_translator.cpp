#include "widgets/action_translator.h"

#include <QAction>
#include <QEvent>

namespace Kibitz::App {

namespace {

class ActionTranslator final : public QObject {
public:
  ActionTranslator(QAction* action, QObject* window, std::function<void(QAction*)> retranslate)
      : QObject(action), action_(action), retranslate_(std::move(retranslate))
  {
    window->installEventFilter(this);
    retranslate_(action_);
  }
  bool eventFilter(QObject* watched, QEvent* event) override
  {
    if (event->type() == QEvent::LanguageChange)
      retranslate_(action_);
    return QObject::eventFilter(watched, event);
  }

private:
  QAction* action_;
  std::function<void(QAction*)> retranslate_;
};

}  // namespace

void keepActionTranslated(QAction* action, QObject* window, std::function<void(QAction*)> retranslate)
{
  new ActionTranslator(action, window, std::move(retranslate));
}

}  // namespace Kibitz::App
