#pragma once

#include <QString>

class QWidget;

namespace Kibitz::App::SavePathDialog {

// Asks where to save a file, starting in the folder the file dialogs last chose
// (FileDialogs: one memory for the whole application). Empty when cancelled.
QString ask(QWidget* parent, const QString& title, const QString& suggestedName, const QString& filter);

}  // namespace Kibitz::App::SavePathDialog
