#include "editor/template_catalog.h"

#include "core/game.h"
#include "core/registry.h"

#include <QCoreApplication>
#include <QFile>

// kibitz_app is a static library: its resources must be registered explicitly, or the
// linker drops them.
static void initKibitzResources()
{
  Q_INIT_RESOURCE(resources);
}

namespace Kibitz::App::TemplateCatalog {

QList<BotTemplate> all()
{
  static const bool registered = (initKibitzResources(), true);
  Q_UNUSED(registered);
  QList<BotTemplate> result;
  for (const Rules::Game* game : Rules::Registry::all()) {
    for (BotLanguage language : {BotLanguage::Cpp, BotLanguage::Python, BotLanguage::CourseCpp}) {
      const QString path = QStringLiteral(":/templates/%1/%2").arg(game->info().id, templateFileName(language));
      if (QFile::exists(path))
        result << BotTemplate{game->info().id, game->info().name, language, path};
    }
  }
  return result;
}

QString text(const BotTemplate& botTemplate, QString* error)
{
  QFile file(botTemplate.resourcePath);
  if (!file.open(QIODevice::ReadOnly)) {
    *error = QCoreApplication::translate("Kibitz::App::TemplateCatalog", "The template %1 cannot be read: %2")
                 .arg(botTemplate.resourcePath, file.errorString());
    return {};
  }
  return QString::fromUtf8(file.readAll());
}

}  // namespace Kibitz::App::TemplateCatalog
