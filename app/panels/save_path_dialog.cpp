#include "panels/save_path_dialog.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

namespace Kibitz::App::SavePathDialog {

namespace {
QString& lastFolder()
{
  static QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  return folder;
}
}  // namespace

QString ask(QWidget* parent, const QString& title, const QString& suggestedName, const QString& filter)
{
  const QString path = QFileDialog::getSaveFileName(parent, title, QDir(lastFolder()).filePath(suggestedName), filter);
  if (!path.isEmpty())
    lastFolder() = QFileInfo(path).absolutePath();
  return path;
}

}  // namespace Kibitz::App::SavePathDialog
