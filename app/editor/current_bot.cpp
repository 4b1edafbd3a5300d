#include "editor/current_bot.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>

namespace Kibitz::App::CurrentBot {

namespace {
QPointer<QObject> owner_;
Provider provider_;
}

void setProvider(QObject* owner, Provider provider)
{
  owner_ = owner;
  provider_ = std::move(provider);
}

bool isAvailable()
{
  return owner_ && provider_;
}

QString spec(QString* error)
{
  if (!isAvailable()) {
    *error = QCoreApplication::translate("Kibitz::App::CurrentBot", "The bot editor is not available.");
    return {};
  }
  return provider_(error);
}

}  // namespace Kibitz::App::CurrentBot
