#include "share/web_export_feature.h"

#include "document/replay_document.h"
#include "files/atomic_file.h"
#include "mainwindow/main_window.h"
#include "share/format_export.h"
#include "share/html_export.h"
#include "share/web_export_dialog.h"
#include "widgets/action_translator.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include <QAction>
#include <QCoreApplication>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace Kibitz::App {

namespace {

void exportInteractively(MainWindow* window)
{
  ReplayDocument* document = window->document();
  if (!document->hasReplay())
    return;
  WebExportDialog dialog(window);
  if (dialog.exec() != QDialog::Accepted)
    return;
  const Debugger::Replay& replay = document->replay();
  const QString base = document->filePath().isEmpty() ? QStringLiteral("%1-%2.html").arg(replay.gameId).arg(replay.seed)
                                                      : QFileInfo(document->filePath()).completeBaseName() + QStringLiteral(".html");
  const QString path = FileDialogs::saveFile(window, QCoreApplication::translate("Kibitz::App::WebExport", "Export as Web Page"), base,
                                             QCoreApplication::translate("Kibitz::App::WebExport", "Web page (*.html)"));
  if (path.isEmpty())
    return;
  QString error;
  if (!exportWebPage(window, path, dialog.options(), &error))
    PlainText::warning(window, QCoreApplication::translate("Kibitz::App::WebExport", "Cannot export the web page"), QCoreApplication::translate("Kibitz::App::WebExport", "The page could not be written:\n%1").arg(error));
}

}  // namespace

bool exportWebPage(MainWindow* window, const QString& path, const Debugger::HtmlExport::Options& options, QString* error)
{
  if (!window->document()->hasReplay()) {
    *error = QStringLiteral("there is no replay to export");
    return false;
  }
  const std::optional<QByteArray> page = Debugger::HtmlExport::page(window->document()->replay(), options, error);
  if (!page || !Debugger::AtomicFile::write(path, *page, error))
    return false;
  window->showStatus(QCoreApplication::translate("Kibitz::App::WebExport", "Wrote the web page %1 (%2 KB)").arg(QFileInfo(path).fileName()).arg((page->size() + 1023) / 1024));
  return true;
}

void WebExportFeature::initialize(MainWindow* window)
{
  auto* action = action_ = new QAction(window);
  action->setObjectName(QStringLiteral("exportWebPageAction"));
  keepActionTranslated(action, window, [](QAction* a) {
    a->setText(QCoreApplication::translate("Kibitz::App::WebExport", "&Web Page…"));
    a->setStatusTip(QCoreApplication::translate("Kibitz::App::WebExport", "One HTML file that replays this match in any browser, offline"));
  });
  QObject::connect(action, &QAction::triggered, window, [window] { exportInteractively(window); });
  auto* exportMenu = new QMenu(window);
  exportMenu->setObjectName(QStringLiteral("exportMenu"));
  keepActionTranslated(exportMenu->menuAction(), window, [](QAction* a) { a->setText(QCoreApplication::translate("Kibitz::App::WebExport", "&Export")); });
  exportMenu->addAction(action);
  addFormatExports(window, exportMenu);  // and every format the open game writes
  // Before Quit, with the other export-like entries.
  QMenu* file = window->menu(MainWindow::MenuId::File);
  QAction* before = file->actions().isEmpty() ? nullptr : file->actions().constLast();
  file->insertMenu(before, exportMenu);
  replayChanged(window->document());
}

void WebExportFeature::replayChanged(ReplayDocument* document)
{
  action_->setEnabled(document->hasReplay());  // while there is a replay to share
}

}  // namespace Kibitz::App
