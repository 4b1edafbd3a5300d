#include "share/format_export.h"

#include "document/replay_document.h"
#include "files/atomic_file.h"
#include "mainwindow/main_window.h"
#include "replay/replay_convert.h"
#include "widgets/action_translator.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include "core/game.h"
#include "core/registry.h"
#include "core/replay_format.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileInfo>
#include <QMenu>

namespace Kibitz::App {

namespace {


// The formats the open replay's game writes.
QList<const Rules::ReplayFormat*> exportFormats(const MainWindow* window)
{
  QList<const Rules::ReplayFormat*> formats;
  const ReplayDocument* document = window->document();
  const Rules::Game* game = document->hasReplay() ? Rules::Registry::find(document->replay().gameId) : nullptr;
  if (game)
    for (const Rules::ReplayFormat* f : game->formats())
      if (f->canExport())
        formats << f;
  return formats;
}

// A format's description in the UI language (games mark theirs for translation).
QString describe(const Rules::ReplayFormat& format)
{
  return QCoreApplication::translate("GameTerms", format.description().toUtf8().constData());
}

void exportInteractively(MainWindow* window, const Rules::ReplayFormat& format)
{
  const ReplayDocument* document = window->document();
  const Debugger::Replay& replay = document->replay();
  const QString base = document->filePath().isEmpty() ? QStringLiteral("%1-%2.%3").arg(replay.gameId).arg(replay.seed).arg(format.id())
                                                      : QFileInfo(document->filePath()).completeBaseName() + QLatin1Char('.') + format.id();
  const QString path = FileDialogs::saveFile(window, QCoreApplication::translate("Kibitz::App::FormatExport", "Export as %1").arg(describe(format)), base);
  if (path.isEmpty())
    return;
  QString error;
  if (!exportInFormat(window, format.id(), path, &error))
    PlainText::warning(window, QCoreApplication::translate("Kibitz::App::FormatExport", "Cannot export"),
                       QCoreApplication::translate("Kibitz::App::FormatExport", "The file could not be written:\n%1").arg(error));
}

}  // namespace

bool exportInFormat(MainWindow* window, const QString& formatId, const QString& path, QString* error)
{
  for (const Rules::ReplayFormat* format : exportFormats(window)) {
    if (format->id() != formatId)
      continue;
    const std::optional<QByteArray> bytes = Debugger::ReplayConvert::exportMatch(window->document()->replay(), *format, error);
    if (!bytes || !Debugger::AtomicFile::write(path, *bytes, error))
      return false;
    FileDialogs::remember(path);
    window->showStatus(QCoreApplication::translate("Kibitz::App::FormatExport", "Wrote %1 (%2)").arg(QFileInfo(path).fileName(), describe(*format)));
    return true;
  }
  *error = QStringLiteral("this replay's game has no export format '%1'").arg(formatId);
  return false;
}

void addFormatExports(MainWindow* window, QMenu* exportMenu)
{
  auto* separator = exportMenu->addSeparator();
  QList<QAction*>* actions = new QList<QAction*>;  // this replay's entries, owned by the menu
  QObject::connect(exportMenu, &QObject::destroyed, [actions] { delete actions; });
  const auto rebuild = [window, exportMenu, separator, actions] {
    qDeleteAll(*actions);
    actions->clear();
    for (const Rules::ReplayFormat* format : exportFormats(window)) {
      auto* action = new QAction(exportMenu);
      action->setObjectName(QStringLiteral("export-") + format->id());
      keepActionTranslated(action, window, [format](QAction* a) {
        a->setText(QCoreApplication::translate("Kibitz::App::FormatExport", "%1…").arg(describe(*format)));
        a->setStatusTip(QCoreApplication::translate("Kibitz::App::FormatExport", "The match in this format, as kibitz-cli export --format %1 writes it")
                            .arg(format->id()));
      });
      const QString id = format->id();
      QObject::connect(action, &QAction::triggered, window, [window, id] {
        for (const Rules::ReplayFormat* f : exportFormats(window))
          if (f->id() == id)
            exportInteractively(window, *f);
      });
      exportMenu->addAction(action);
      *actions << action;
    }
    separator->setVisible(!actions->isEmpty());
  };
  QObject::connect(window->document(), &ReplayDocument::replayReset, exportMenu, rebuild);
  rebuild();
}

}  // namespace Kibitz::App
