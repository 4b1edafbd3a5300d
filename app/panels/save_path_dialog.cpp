#include "panels/save_path_dialog.h"

#include "widgets/file_dialogs.h"

namespace Kibitz::App::SavePathDialog {

QString ask(QWidget* parent, const QString& title, const QString& suggestedName, const QString& filter)
{
  return FileDialogs::saveFile(parent, title, suggestedName, filter);
}

}  // namespace Kibitz::App::SavePathDialog
