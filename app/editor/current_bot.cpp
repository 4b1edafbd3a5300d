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
  Builder builder;
};

std::vector<Registered>& registered()
{
  static std::vector<Registered> providers;
  return providers;
}

// The registration of the nearest window among `asker` and its parents.
const Registered* registrationFor(const QWidget* asker)
{
  std::vector<Registered>& all = registered();
  std::erase_if(all, [](const Registered& r) { return !r.window || !r.owner; });
  for (const QWidget* w = asker; w; w = w->parentWidget())
    for (const Registered& r : all)
      if (r.window == w)
        return &r;
  return nullptr;
}

const Provider* providerFor(const QWidget* asker)
{
  const Registered* r = registrationFor(asker);
  return r ? &r->provider : nullptr;
}

}  // namespace

void setProvider(QWidget* window, QObject* owner, Provider provider, Builder builder)
{
  std::vector<Registered>& all = registered();
  std::erase_if(all, [window](const Registered& r) { return !r.window || !r.owner || r.window == window; });
  all.push_back({window, owner, std::move(provider), std::move(builder)});
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

bool specAfterBuild(const QWidget* asker, QObject* context, Progress progress, Done done, QString* error)
{
  const Registered* r = registrationFor(asker);
  if (!r || !r->provider) {
    *error = QCoreApplication::translate("Kibitz::App::CurrentBot", "The bot editor is not available.");
    return false;
  }
  if (const QString now = r->provider(error); !now.isEmpty()) {
    done(now, QString());
    return true;
  }
  // Why it cannot run now stays the answer when no build would help.
  QString buildProblem;
  if (!r->builder || !r->builder(context, std::move(progress), std::move(done), &buildProblem))
    return false;
  return true;
}

}  // namespace Kibitz::App::CurrentBot
