#pragma once

#include <QString>

class QWidget;

namespace Kibitz::App::SavePathDialog {

// Asks where to save a file, starting in the folder the panels last saved to (the
// documents folder at first). Empty when cancelled.
QString ask(QWidget* parent, const QString& title, const QString& suggestedName, const QString& filter);

}  // namespace Kibitz::App::SavePathDialog
