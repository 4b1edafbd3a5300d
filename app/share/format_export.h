#pragma once

#include <QString>

class QMenu;

namespace Kibitz::App {

class MainWindow;

// Adds to File > Export one entry per foreign format the open replay's game can write
// (OrkIsland: the original engine's log and its stderr), the same exports as
// `kibitz-cli export FILE --format FORMAT`; rebuilt whenever another replay opens.
void addFormatExports(MainWindow* window, QMenu* exportMenu);

// What an entry does once its file is chosen: the window's replay written to `path` in
// the format `formatId` of its game.
bool exportInFormat(MainWindow* window, const QString& formatId, const QString& path, QString* error);

}  // namespace Kibitz::App
