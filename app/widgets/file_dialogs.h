#pragma once

#include <QFileDialog>
#include <QString>

class QWidget;

namespace Kibitz::App::FileDialogs {

// Every file dialog of the application goes through here, so that they share one memory
// of the last folder the user chose (QSettings "files/lastDir") and open large enough for
// their columns to be read. A dialog never starts at the root of the file system.

// Where a dialog starts: `remembered` when it is an existing folder, else the folder of
// `openReplay` (the replay or log on screen), else the documents folder, else home.
// The root "/" is never chosen. Pure logic, for tests.
QString startFolder(const QString& remembered, const QString& openReplay);

// The folder the last dialog chose (empty the first time).
QString lastFolder();
// Remembers the folder of `path` (a file) or `path` itself (a folder) for the next dialog.
void remember(const QString& path);

// The replay file shown in the window that holds `widget` (its ancestors are searched for a
// ReplayDocument), or empty.
QString openReplayOf(const QWidget* widget);
// startFolder() for a dialog over `parent`.
QString startFolderFor(const QWidget* parent);

// The dialogs. `start`: a file or folder the caller prefers to start in (a field's current
// value); used when it exists, else startFolderFor(parent). Each returns empty when
// cancelled, and remembers the folder of what was chosen.
QString openFile(QWidget* parent, const QString& title, const QString& filter = {}, const QString& start = {});
// `suggestion`: a file name (put in the start folder) or an absolute path (used as is when
// its folder exists).
QString saveFile(QWidget* parent, const QString& title, const QString& suggestion, const QString& filter = {},
                 QFileDialog::Options options = {});
QString existingFolder(QWidget* parent, const QString& title, const QString& start = {});

}  // namespace Kibitz::App::FileDialogs
