#include "editor/current_bot.h"

#include <QCoreApplication>
#include <QObject>
#include <QPointer>
#include <QWidget>

#include <vector>

namespace Kibitz::App::CurrentBot {

namespace {

struct Registered {
  QPointer<QWidget> window;
  QPointer<QObject> owner;
  Provider provider;
};

std::vector<Registered>& registered()
{
  static std::vector<Registered> providers;
  return providers;
}

// The provider of the nearest window among `asker` and its parents.
const Provider* providerFor(const QWidget* asker)
{
  std::vector<Registered>& all = registered();
  std::erase_if(all, [](const Registered& r) { return !r.window || !r.owner; });
  for (const QWidget* w = asker; w; w = w->parentWidget())
    for (const Registered& r : all)
      if (r.window == w)
        return &r.provider;
  return nullptr;
}

}  // namespace

void setProvider(QWidget* window, QObject* owner, Provider provider)
{
  std::vector<Registered>& all = registered();
  std::erase_if(all, [window](const Registered& r) { return !r.window || !r.owner || r.window == window; });
  all.push_back({window, owner, std::move(provider)});
}

bool isAvailable(const QWidget* asker)
{
  const Provider* provider = providerFor(asker);
  return provider && *provider;
}

QString spec(const QWidget* asker, QString* error)
{
  const Provider* provider = providerFor(asker);
  if (!provider || !*provider) {
    *error = QCoreApplication::translate("Kibitz::App::CurrentBot", "The bot editor is not available.");
    return {};
  }
  return (*provider)(error);
}

}  // namespace Kibitz::App::CurrentBot
