// EditorPanel's side of keeping files in sync with the disk, and of the bots reopened at
// start (the rest of EditorPanel is in editor_panel.cpp).
#include "editor/editor_panel.h"

#include "application/settings.h"
#include "editor/disk_file.h"
#include "editor/source_editor.h"

#include <QFileInfo>
#include <QPushButton>
#include <QTabWidget>

namespace Kibitz::App {

QMessageBox::StandardButton EditorPanel::askTwoWays(const QString& title, const QString& text, const QString& yes,
                                                   const QString& no, QMessageBox::StandardButton testAnswer)
{
  lastQuestion_ = text;
  ++questionCount_;
  if (!interactive_)
    return testAnswer;
  // The file name in `text` is the user's: shown as plain text.
  QMessageBox box(QMessageBox::Question, title, text, QMessageBox::Yes | QMessageBox::No, this);
  box.setTextFormat(Qt::PlainText);
  box.button(QMessageBox::Yes)->setText(yes);
  box.button(QMessageBox::No)->setText(no);
  box.setDefaultButton(QMessageBox::No);
  return QMessageBox::StandardButton(box.exec());
}

bool EditorPanel::reloadFromDisk(int index)
{
  SourceEditor* e = editor(index);
  if (!e || e->filePath().isEmpty())
    return false;
  QByteArray bytes;
  QString error;
  if (!DiskFile::read(e->filePath(), &bytes, &error)) {
    showError(tr("%1 changed on disk but cannot be loaded: %2 The text here is kept as it was.").arg(e->displayName(), error));
    sync_->acknowledge(e);
    return false;
  }
  // The reader stays where they were.
  int line = 0, column = 0;
  e->getCursorPosition(&line, &column);
  const int firstLine = e->firstVisibleLine();
  if (!e->load(e->filePath(), &error)) {
    showError(error);
    return false;
  }
  sync_->track(e, bytes);
  e->setFirstVisibleLine(std::min(firstLine, std::max(0, e->lines() - 1)));
  e->setCursorPosition(std::min(line, std::max(0, e->lines() - 1)), 0);
  updateTabTitle(e);
  return true;
}

void EditorPanel::onDiskStateChanged(SourceEditor* e, FileSync::DiskState state)
{
  const int index = tabs_->indexOf(e);
  if (index < 0)
    return;
  const QString name = e->displayName();
  switch (state) {
  case FileSync::DiskState::Same:
    break;
  case FileSync::DiskState::Changed:
    if (!e->isModified()) {
      if (reloadFromDisk(index))
        emit statusMessage(tr("Reloaded %1: it changed on disk.").arg(name));
      break;
    }
    if (askTwoWays(tr("File Changed on Disk"),
                   tr("%1 changed on disk, and it has unsaved changes here.\n\n"
                      "Reload from Disk: take the file as it is now (your changes here are lost).\n"
                      "Keep My Version: keep the text here; saving it replaces the file on disk.")
                       .arg(e->filePath()),
                   tr("Reload from Disk"), tr("Keep My Version"), reloadAnswer_)
        == QMessageBox::Yes) {
      if (reloadFromDisk(tabs_->indexOf(e)))
        emit statusMessage(tr("Reloaded %1: it changed on disk.").arg(name));
    } else {
      sync_->acknowledge(e);
      emit statusMessage(tr("Kept your version of %1; the file on disk differs.").arg(name));
    }
    break;
  case FileSync::DiskState::Missing:
    // Closing the tab must ask now: the text here is the only copy left. (QScintilla cannot
    // be told "modified": an edit that changes nothing, one undo step, makes it so, and the
    // autosave keeps a copy.)
    if (!e->isModified()) {
      const int end = e->length();
      e->beginUndoAction();
      e->SendScintilla(QsciScintilla::SCI_INSERTTEXT, end, " ");
      e->SendScintilla(QsciScintilla::SCI_DELETERANGE, end, 1);
      e->endUndoAction();
    }
    updateTabTitle(e);
    showError(tr("%1 was deleted or moved on disk. Its text stays open here: save it to write the file again.")
                  .arg(e->filePath()));
    break;
  case FileSync::DiskState::Unreadable: {
    QByteArray bytes;
    QString why;
    DiskFile::read(e->filePath(), &bytes, &why);
    showError(tr("%1 cannot be read any more: %2 Its text stays open here.").arg(name, why));
    break;
  }
  }
}

bool EditorPanel::confirmOverwrite(SourceEditor* e)
{
  const FileSync::DiskState state = sync_->state(e);
  if (state != FileSync::DiskState::Changed)
    return true;  // the same, or gone: nothing elsewhere to lose
  if (askTwoWays(tr("File Changed on Disk"),
                 tr("%1 changed on disk since it was opened here. Save anyway and replace that version with yours?")
                     .arg(e->filePath()),
                 tr("Replace on Disk"), tr("Do Not Save"), overwriteAnswer_)
      == QMessageBox::Yes)
    return true;
  emit statusMessage(tr("Not saved: %1 changed on disk.").arg(e->displayName()));
  return false;
}

void EditorPanel::saveSession() const
{
  QStringList files;
  for (int i = 0; i < count(); ++i)
    if (!editor(i)->filePath().isEmpty())
      files << editor(i)->filePath();
  Settings::editorOpenFiles.set(files);
  const SourceEditor* current = currentEditor();
  Settings::editorCurrentFile.set(current ? current->filePath() : QString());
}

int EditorPanel::reopenSession()
{
  const QStringList files = Settings::editorOpenFiles.value();
  const QString current = Settings::editorCurrentFile.value();
  int opened = 0;
  QStringList missing;
  // One message for all files that are gone, not a dialog each.
  const bool wasInteractive = interactive_;
  interactive_ = false;
  for (const QString& path : files) {
    if (QFileInfo(path).isFile() && openFile(path))
      ++opened;
    else
      missing << QFileInfo(path).fileName();
  }
  interactive_ = wasInteractive;
  if (!current.isEmpty() && indexOf(current) >= 0)
    tabs_->setCurrentIndex(indexOf(current));
  if (!missing.isEmpty())
    emit statusMessage(tr("Not reopened (moved, deleted or unreadable): %1").arg(missing.join(QStringLiteral(", "))));
  return opened;
}

}  // namespace Kibitz::App
