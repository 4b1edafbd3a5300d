// MainWindow: files (open, save, recent files, drag and drop) and starting matches.
#include "mainwindow/main_window.h"

#include "application/settings.h"
#include "dialogs/new_match_dialog.h"
#include "editor/build_settings.h"
#include "document/replay_document.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include "match/match_runner.h"
#include "replay/replay_file.h"
#include "replay/replay_loader.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>

namespace Kibitz::App {

namespace {
constexpr int kMaxRecent = 10;
}

bool MainWindow::openFile(const QString& path)
{
  QString error;
  QString importedFrom;
  // A native log of course players is played again with them when the folder set in
  // Build Settings has them (so it can be verified and continued from any turn).
  QString skippedPlayers;
  Debugger::ReplayConvert::ImportOptions importOptions;
  importOptions.playersDir = BuildSettings::coursePlayersFolder();
  importOptions.processOptions = BuildSettings::processOptions();
  importOptions.playersOptional = true;
  importOptions.skippedPlayers = &skippedPlayers;
  QGuiApplication::setOverrideCursor(Qt::WaitCursor);
  // Each frame's state is restored once, when it is first shown (the document's
  // RestoredStates); a frame the engine cannot restore is shown as text with the reason.
  std::optional<Debugger::Replay> replay = Debugger::ReplayLoader::load(path, &error, &importedFrom, importOptions,
                                                                        Debugger::ReplayValidation::FrameStates::RestoreWhenShown);
  QGuiApplication::restoreOverrideCursor();
  if (!replay) {
    showError(tr("Cannot open file"), tr("Kibitz could not open %1:\n%2").arg(QFileInfo(path).fileName(), error));
    return false;
  }
  // Asked only now: a file that cannot be read replaces nothing.
  if (!maybeSave()) {
    lastError_ = tr("%1 has not been saved and stays open.").arg(document_->displayName());
    return false;
  }
  if (isMatchRunning())
    cancelMatch();
  const bool playedAgain = replay->origin.contains(QStringLiteral("players"));
  // A file cut off opens up to where it ends (origin.truncated): the match is incomplete.
  const int plannedTurns = replay->origin.contains(QStringLiteral("truncated"))
                               ? replay->origin.value(QStringLiteral("plannedTurns")).toInt()
                               : -1;
  const int lastTurn = replay->lastTurn();
  // An imported file is not a Kibitz replay: saving must ask where to write one.
  if (importedFrom.isEmpty())
    document_->setReplay(std::move(*replay), QFileInfo(path).absoluteFilePath());
  else
    document_->setImportedReplay(std::move(*replay), path);
  const QString name = QFileInfo(path).fileName();
  setStatus([name, importedFrom, playedAgain, skippedPlayers, lastTurn, plannedTurns] {
    if (plannedTurns >= 0)
      return tr("%1 ends at turn %2 of %3 (truncated?): the turns it holds are open, the match is incomplete.")
          .arg(name)
          .arg(lastTurn)
          .arg(plannedTurns);
    if (!importedFrom.isEmpty() && playedAgain)
      return tr("Imported %1 (%2), played again by its course players").arg(name, importedFrom);
    if (!importedFrom.isEmpty() && !skippedPlayers.isEmpty())
      return tr("Imported %1 (%2); not played again by its course players: %3")
          .arg(name, importedFrom, skippedPlayers.section(QLatin1Char('\n'), 0, 0));
    if (!importedFrom.isEmpty())
      return tr("Imported %1 (%2)").arg(name, importedFrom);
    return tr("Opened %1").arg(name);
  });
  addRecentFile(QFileInfo(path).absoluteFilePath());
  if (plannedTurns >= 0 && interactive_)  // not only in the status line: the match is not all there
    PlainText::warning(this, tr("File cut off"), statusText_());
  return true;
}

void MainWindow::open()
{
  const QString path = FileDialogs::openFile(
      this, tr("Open Replay"), tr("Replays and logs (*.kbz *.json *.log *.txt);;Kibitz replays (*.kbz);;All files (*)"));
  if (path.isEmpty())
    return;
  openFile(path);  // FileDialogs remembered its folder
}

bool MainWindow::saveTo(const QString& path)
{
  QString error;
  if (!Debugger::ReplayFile::write(path, document_->replay(), &error)) {
    showError(tr("Cannot save"), error);
    return false;
  }
  document_->markSaved(QFileInfo(path).absoluteFilePath());
  addRecentFile(QFileInfo(path).absoluteFilePath());
  setStatus([name = QFileInfo(path).fileName()] { return tr("Saved %1").arg(name); });
  return true;
}

bool MainWindow::save()
{
  if (!document_->hasReplay())
    return false;
  if (document_->filePath().isEmpty() || !document_->filePath().endsWith(QLatin1String(".kbz")))
    return saveAs();
  return saveTo(document_->filePath());
}

bool MainWindow::saveAs()
{
  if (!document_->hasReplay())
    return false;
  QString suggestion = document_->filePath();
  if (suggestion.isEmpty())
    suggestion = QStringLiteral("%1-%2.kbz").arg(document_->replay().gameId).arg(document_->replay().seed);  // in the last folder
  QString path = FileDialogs::saveFile(this, tr("Save Replay"), suggestion, tr("Kibitz replays (*.kbz)"));
  if (path.isEmpty())
    return false;
  if (QFileInfo(path).suffix().isEmpty())
    path += QStringLiteral(".kbz");
  return saveTo(path);
}

bool MainWindow::maybeSave()
{
  if (!document_->hasReplay() || !document_->isModified())
    return true;
  QMessageBox::StandardButton answer = QMessageBox::Discard;
  if (!interactive_) {
    if (unsavedAnswer_)
      answer = unsavedAnswer_();
  } else {
    answer = PlainText::question(this, tr("Unsaved match"), tr("%1 has not been saved. Save it now?").arg(document_->displayName()),
                                 QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  }
  if (answer == QMessageBox::Save)
    return save();
  return answer == QMessageBox::Discard;
}

void MainWindow::addRecentFile(const QString& path)
{
  QStringList recent = Settings::recentFiles.value();
  recent.removeAll(path);
  recent.prepend(path);
  Settings::recentFiles.set(recent.mid(0, kMaxRecent));
  rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
  if (!recentMenu_)
    return;
  recentMenu_->clear();
  const QStringList recent = Settings::recentFiles.value();
  for (int i = 0; i < recent.size(); ++i) {
    const QString path = recent[i];
    // &1..&9, then 1&0 (as "&10" would share &1 with the first); an '&' of the name is shown, not a mnemonic.
    const QString number = i + 1 < 10 ? QStringLiteral("&%1").arg(i + 1) : QStringLiteral("1&0");
    QString name = QFileInfo(path).fileName();
    name.replace(QLatin1Char('&'), QStringLiteral("&&"));
    QAction* action = recentMenu_->addAction(QStringLiteral("%1 %2").arg(number, name));
    action->setToolTip(PlainText::toolTip(path));
    connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
  }
  if (recent.isEmpty())
    recentMenu_->addAction(tr("(no recent files)"))->setEnabled(false);
  recentMenu_->addSeparator();
  connect(recentMenu_->addAction(tr("Clear List")), &QAction::triggered, this, [this] {
    Settings::recentFiles.remove();
    rebuildRecentMenu();
  });
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
  if (event->mimeData()->hasUrls() && !event->mimeData()->urls().isEmpty() && event->mimeData()->urls().first().isLocalFile())
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
  const QList<QUrl> urls = event->mimeData()->urls();
  if (urls.isEmpty())
    return;
  openFile(urls.first().toLocalFile());
  event->acceptProposedAction();
}

void MainWindow::jumpToTurn()
{
  if (!document_->hasReplay())
    return;
  bool ok = false;
  const int turn = QInputDialog::getInt(this, tr("Jump to Turn"), tr("Turn (0–%1):").arg(document_->lastTurn()),
                                        document_->currentTurn(), 0, document_->lastTurn(), 1, &ok);
  if (ok)
    document_->setCurrentTurn(turn);
}

void MainWindow::continueFromHere()
{
  continueWith(document_->currentTurn());
}

void MainWindow::continueWith(int turn, int seat, const QString& bot, bool debug, bool profile)
{
  if (!document_->hasReplay() || isMatchRunning())
    return;
  const QString file = document_->filePath().isEmpty() ? document_->displayName() : document_->filePath();
  NewMatchDialog dialog(this);
  dialog.setContinuation(&document_->replay(), file, turn);
  if (seat >= 0)
    dialog.setBot(seat, bot);
  if (debug && seat >= 0)
    dialog.setDebugSeat(seat);
  if (profile && seat >= 0)
    dialog.setProfiled(seat, true);
  if (dialog.exec() != QDialog::Accepted)
    return;
  QString error;
  ChosenMatch match;
  if (!createChosenMatch(dialog, &match, &error)) {
    showError(tr("Cannot continue the match"), error);
    return;
  }
  // The continued match opens beside the original, in a window of its own.
  auto* window = new MainWindow(languages_);
  window->setAttribute(Qt::WA_DeleteOnClose);
  window->show();
  window->startChosenMatch(std::move(match));
  window->document()->setCurrentTurn(turn);
}

void MainWindow::newMatch()
{
  NewMatchDialog dialog(this);
  if (document_->hasReplay())  // the game on screen first, else the one used last
    dialog.setGame(document_->replay().gameId);
  ChosenMatch match;
  // A match that cannot start says why, then the dialog comes back as it was left (game,
  // seed, seats): nothing chosen is lost (issue #47, 10).
  for (;;) {
    if (dialog.exec() != QDialog::Accepted)
      return;
    QString error;
    if (createChosenMatch(dialog, &match, &error))
      break;
    showError(tr("Cannot start the match"), error);
    if (!interactive_)
      return;
  }
  if (!maybeSave())  // asked once the match is chosen, as File > Open does
    return;
  startChosenMatch(std::move(match));
}

bool MainWindow::createChosenMatch(const NewMatchDialog& dialog, ChosenMatch* match, QString* error)
{
  // The dialog compiled the course players and a debugged bot's debug build on a thread;
  // what is left (checks, a build it could not foresee) is quick, under a busy cursor.
  showStatus(tr("Starting the match: building its bots…"));
  QApplication::setOverrideCursor(Qt::WaitCursor);
  QCoreApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
  match->runner = dialog.createRunner(error);
  QApplication::restoreOverrideCursor();
  return match->runner != nullptr;
}

void MainWindow::startChosenMatch(ChosenMatch match)
{
  startMatch(std::move(match.runner));
}

}  // namespace Kibitz::App
