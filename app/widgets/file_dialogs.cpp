#include "widgets/file_dialogs.h"

#include "application/settings.h"
#include "document/replay_document.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QScreen>
#include <QStandardPaths>
#include <QTreeView>

#include <algorithm>

namespace Kibitz::App::FileDialogs {

namespace {

bool isUsableFolder(const QString& folder)
{
  if (folder.isEmpty())
    return false;
  const QFileInfo info(folder);
  return info.isDir() && !info.absoluteFilePath().isEmpty() && !QDir(info.absoluteFilePath()).isRoot();
}

// The folder of a file or folder the caller named, when it exists (a field may hold a file
// not yet written: its folder counts).
QString existingFolderOf(const QString& path)
{
  if (path.isEmpty())
    return {};
  const QFileInfo info(path);
  if (info.isDir())
    return isUsableFolder(path) ? info.absoluteFilePath() : QString();
  const QString folder = info.absolutePath();
  return isUsableFolder(folder) ? folder : QString();
}

// Large enough for the name, size, type and date columns of the dialog's detail view to be
// read (Qt's own dialog opened at about 500 pixels, names cut to a dozen letters), at most
// most of the screen; the user's last size is kept.
void fitToScreen(QFileDialog* dialog, const QWidget* parent)
{
  QSize size = Settings::fileDialogSize.value();
  if (!size.isValid())
    size = QSize(920, 580);
  const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
  if (screen) {
    const QSize available = screen->availableGeometry().size() * 0.9;
    size = size.boundedTo(available);
  }
  dialog->resize(size.expandedTo(dialog->minimumSizeHint()));
  // Qt's own dialog (the native ones size their columns themselves): the name column takes
  // what the others leave.
  if (auto* tree = dialog->findChild<QTreeView*>(QStringLiteral("treeView"))) {
    QHeaderView* header = tree->header();
    const int others = header->fontMetrics().horizontalAdvance(QStringLiteral("0000-00-00 00:00  999.9 KiB  Folder")) + 48;
    header->resizeSection(0, std::max(220, dialog->width() - 200 - others));
  }
}

// Runs `dialog` sized and started as every dialog is; the chosen path or empty.
QString run(QFileDialog* dialog, const QWidget* parent)
{
  fitToScreen(dialog, parent);
  const bool accepted = dialog->exec() == QDialog::Accepted;
  Settings::fileDialogSize.set(dialog->size());
  const QString chosen = accepted ? dialog->selectedFiles().value(0) : QString();
  if (!chosen.isEmpty())
    remember(chosen);
  return chosen;
}

}  // namespace

QString startFolder(const QString& remembered, const QString& openReplay)
{
  if (isUsableFolder(remembered))
    return QFileInfo(remembered).absoluteFilePath();
  if (!openReplay.isEmpty()) {
    const QString folder = QFileInfo(openReplay).absolutePath();
    if (isUsableFolder(folder))
      return folder;
  }
  const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
  if (isUsableFolder(documents))
    return documents;
  const QString home = QDir::homePath();
  if (isUsableFolder(home))
    return home;
  // No home (a service account whose home is "/"): the temporary folder rather than the root.
  return QDir::tempPath();
}

QString lastFolder()
{
  return Settings::lastFolder.value();
}

void remember(const QString& path)
{
  if (path.isEmpty())
    return;
  const QFileInfo info(path);
  const QString folder = info.isDir() ? info.absoluteFilePath() : info.absolutePath();
  if (!QDir(folder).isRoot())
    Settings::lastFolder.set(folder);
}

QString openReplayOf(const QWidget* widget)
{
  for (const QObject* o = widget; o; o = o->parent()) {
    const auto* document = o->findChild<const ReplayDocument*>(QString(), Qt::FindDirectChildrenOnly);
    if (!document || !document->hasReplay())
      continue;
    if (!document->filePath().isEmpty())
      return document->filePath();
    // An imported log keeps no path: it is the newest recent file when that is its name.
    const QString newest = Settings::recentFiles.value().value(0);
    if (!newest.isEmpty() && document->displayName().contains(QFileInfo(newest).fileName()))
      return newest;
    return {};
  }
  return {};
}

QString startFolderFor(const QWidget* parent)
{
  return startFolder(lastFolder(), openReplayOf(parent));
}

QString openFile(QWidget* parent, const QString& title, const QString& filter, const QString& start)
{
  const QString preferred = existingFolderOf(start);
  QFileDialog dialog(parent, title, preferred.isEmpty() ? startFolderFor(parent) : preferred, filter);
  dialog.setAcceptMode(QFileDialog::AcceptOpen);
  dialog.setFileMode(QFileDialog::ExistingFile);
  if (QFileInfo(start).isFile())
    dialog.selectFile(QFileInfo(start).fileName());
  return run(&dialog, parent);
}

QString saveFile(QWidget* parent, const QString& title, const QString& suggestion, const QString& filter,
                 QFileDialog::Options options)
{
  const QFileInfo suggested(suggestion);
  const bool absolute = !suggestion.isEmpty() && suggested.isAbsolute() && isUsableFolder(suggested.absolutePath());
  const QString folder = absolute ? suggested.absolutePath() : startFolderFor(parent);
  QFileDialog dialog(parent, title, folder, filter);
  dialog.setAcceptMode(QFileDialog::AcceptSave);
  dialog.setFileMode(QFileDialog::AnyFile);
  dialog.setOptions(options);
  if (!suggestion.isEmpty())
    dialog.selectFile(suggested.fileName());
  return run(&dialog, parent);
}

QString existingFolder(QWidget* parent, const QString& title, const QString& start)
{
  const QString preferred = existingFolderOf(start);
  QFileDialog dialog(parent, title, preferred.isEmpty() ? startFolderFor(parent) : preferred);
  dialog.setAcceptMode(QFileDialog::AcceptOpen);
  dialog.setFileMode(QFileDialog::Directory);
  dialog.setOption(QFileDialog::ShowDirsOnly, true);
  return run(&dialog, parent);
}

}  // namespace Kibitz::App::FileDialogs
