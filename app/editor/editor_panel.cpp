#include "editor/editor_panel.h"

#include "editor/disk_file.h"
#include "editor/find_bar.h"
#include "editor/language/language_assist.h"
#include "editor/language/language_status_bar.h"
#include "editor/recovery_dialog.h"
#include "editor/source_breakpoints.h"
#include "editor/source_editor.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include "course/course_player_build.h"

#include <QEvent>
#include <QFileInfo>
#include <QInputDialog>
#include <QLocale>
#include <QPointer>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace Kibitz::App {

EditorPanel::EditorPanel(QWidget* parent, const QString& recoveryRoot)
    : QWidget(parent), tabs_(new QTabWidget(this)), findBar_(new FindBar(this)), assist_(new LanguageAssist(this)),
      languageStatus_(new LanguageStatusBar(assist_, this)), autosaveTimer_(new QTimer(this)),
      store_(recoveryRoot)
{
  setObjectName(QStringLiteral("EditorPanelWidget"));
  sync_ = new FileSync(this);
  connect(sync_, &FileSync::diskStateChanged, this, &EditorPanel::onDiskStateChanged);
  tabs_->setTabsClosable(true);
  tabs_->setMovable(true);
  tabs_->setDocumentMode(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  layout->addWidget(tabs_, 1);
  layout->addWidget(languageStatus_);
  layout->addWidget(findBar_);
  connect(assist_, &LanguageAssist::message, this, &EditorPanel::statusMessage);
  autosaveTimer_->setSingleShot(true);
  connect(autosaveTimer_, &QTimer::timeout, this, &EditorPanel::autosaveNow);
  connect(tabs_, &QTabWidget::tabCloseRequested, this, [this](int index) { closeTab(index); });
  connect(tabs_, &QTabWidget::currentChanged, this, [this] {
    languageStatus_->showFor(currentEditor());
    emit currentEditorChanged(currentEditor());
  });
  connect(findBar_, &FindBar::findNext, this, &EditorPanel::findNext);
  connect(findBar_, &FindBar::findPrevious, this, &EditorPanel::findPrevious);
  connect(findBar_, &FindBar::replaceOne, this, &EditorPanel::replaceOne);
  connect(findBar_, &FindBar::replaceAll, this, &EditorPanel::replaceAll);
  connect(findBar_, &FindBar::closed, this, [this] {
    if (SourceEditor* e = currentEditor())
      e->setFocus();
  });
}

EditorPanel::~EditorPanel() = default;

int EditorPanel::count() const
{
  return tabs_->count();
}

SourceEditor* EditorPanel::editor(int index) const
{
  return qobject_cast<SourceEditor*>(tabs_->widget(index));
}

SourceEditor* EditorPanel::currentEditor() const
{
  return qobject_cast<SourceEditor*>(tabs_->currentWidget());
}

int EditorPanel::currentIndex() const
{
  return tabs_->currentIndex();
}

QString EditorPanel::tabTitle(int index) const
{
  return tabs_->tabText(index);
}

int EditorPanel::indexOf(const QString& path) const
{
  const QString absolute = QFileInfo(path).absoluteFilePath();
  for (int i = 0; i < count(); ++i)
    if (editor(i)->filePath() == absolute)
      return i;
  return -1;
}

void EditorPanel::showError(const QString& message)
{
  lastError_ = message;
  emit statusMessage(message);
  if (interactive_)
    PlainText::warning(this, tr("Bot Editor"), message);
}

void EditorPanel::addEditor(SourceEditor* e)
{
  connect(e, &SourceEditor::modificationChanged, this, [this, e](bool modified) {
    updateTabTitle(e);
    if (!modified) {
      pendingAutosave_.removeAll(e);
      store_.remove(e->recoveryId());
    }
  });
  connect(e, &SourceEditor::textChanged, this, [this, e] { scheduleAutosave(e); });
  connect(e, &SourceEditor::saveRequested, this, [this, e] { save(tabs_->indexOf(e)); });
  connect(e, &SourceEditor::breakpointsChanged, this, &EditorPanel::breakpointsChanged);
  assist_->attach(e);
  tabs_->addTab(e, QString());
  tabs_->setCurrentWidget(e);
  updateTabTitle(e);
  e->setFocus();
}

void EditorPanel::updateTabTitle(SourceEditor* e)
{
  const int index = tabs_->indexOf(e);
  if (index < 0)
    return;
  // "*" is the unsaved-changes marker, as in most editors.
  QString name = e->displayName();
  if (sync_->state(e) == FileSync::DiskState::Missing)
    //: A tab whose file was deleted on disk while open: "bot.py (deleted)".
    name = tr("%1 (deleted)").arg(name);
  tabs_->setTabText(index, e->isModified() ? tr("%1 *").arg(name) : name);
  tabs_->setTabToolTip(index, PlainText::toolTip(e->filePath().isEmpty() ? tr("Not saved yet") : e->filePath()));
}

bool EditorPanel::openFile(const QString& path)
{
  const int existing = indexOf(path);
  if (existing >= 0) {
    tabs_->setCurrentIndex(existing);
    return true;
  }
  // Checked first (size, UTF-8, permissions): a file the editor would change by loading it
  // is refused with the reason.
  QByteArray bytes;
  QString error;
  if (!DiskFile::read(path, &bytes, &error)) {
    showError(error);
    return false;
  }
  auto* e = new SourceEditor(this);
  if (!e->load(path, &error)) {
    delete e;
    showError(error);
    return false;
  }
  addEditor(e);
  sync_->track(e, bytes);
  QString why;
  if (!DiskFile::canSaveInPlace(e->filePath(), &why))
    emit statusMessage(tr("%1 Save As keeps your changes elsewhere.").arg(why));
  return true;
}

SourceEditor* EditorPanel::newBuffer(const QString& name, BotLanguage language, const QString& text)
{
  auto* e = new SourceEditor(this);
  e->setUntitledName(name);
  e->setLanguage(language);
  e->setText(text);
  e->setModified(true);
  addEditor(e);
  scheduleAutosave(e);
  return e;
}

bool EditorPanel::save(int index)
{
  SourceEditor* e = editor(index);
  if (!e)
    return false;
  if (e->filePath().isEmpty())
    return saveAs(index);
  QString error;
  if (!DiskFile::canSaveInPlace(e->filePath(), &error)) {
    // The text stays in the tab (and in the autosave): only the place changes.
    showError(tr("Cannot save %1: %2 Your changes are kept in the editor: save them elsewhere with Save As.")
                  .arg(e->displayName(), error));
    return interactive_ && saveAs(index);
  }
  if (!confirmOverwrite(e))
    return false;
  if (!e->saveTo(e->filePath(), &error)) {
    showError(error);
    return false;
  }
  sync_->track(e, e->text().toUtf8());
  updateTabTitle(e);
  emit statusMessage(tr("Saved %1").arg(e->filePath()));
  return true;
}

bool EditorPanel::saveAs(int index, const QString& givenPath)
{
  SourceEditor* e = editor(index);
  if (!e)
    return false;
  QString path = givenPath;
  if (path.isEmpty() && saveAsPath_)
    path = saveAsPath_();
  if (path.isEmpty() && interactive_) {
    // A new source starts where the file dialogs were last; a saved one beside itself.
    const QString suggestion = e->filePath().isEmpty() ? e->displayName() : e->filePath();
    path = FileDialogs::saveFile(this, tr("Save Bot Source"), suggestion,
                                 tr("Bot sources (*.cpp *.cc *.h *.hpp *.py);;All files (*)"));
  }
  if (path.isEmpty())
    return false;
  if (QFileInfo(path).absoluteFilePath() == e->filePath() && !confirmOverwrite(e))
    return false;
  QString error;
  if (!e->saveTo(path, &error)) {
    showError(error);
    return false;
  }
  sync_->track(e, e->text().toUtf8());
  updateTabTitle(e);
  emit statusMessage(tr("Saved %1").arg(e->filePath()));
  return true;
}

QMessageBox::StandardButton EditorPanel::askSaveChanges(SourceEditor* e)
{
  if (!interactive_)
    return promptAnswer_;
  tabs_->setCurrentWidget(e);
  return PlainText::question(this, tr("Unsaved Changes"),
                             tr("%1 has unsaved changes. Save them before closing?").arg(e->displayName()),
                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
}

bool EditorPanel::closeTab(int index)
{
  SourceEditor* e = editor(index);
  if (!e)
    return false;
  if (e->isModified()) {
    const QMessageBox::StandardButton answer = askSaveChanges(e);
    if (answer == QMessageBox::Cancel)
      return false;
    if (answer == QMessageBox::Save && !save(index))
      return false;
  }
  pendingAutosave_.removeAll(e);
  store_.remove(e->recoveryId());
  sync_->untrack(e);
  tabs_->removeTab(index);
  e->deleteLater();
  return true;
}

bool EditorPanel::maybeCloseAll()
{
  for (int i = 0; i < count(); ++i) {
    SourceEditor* e = editor(i);
    if (!e->isModified())
      continue;
    const QMessageBox::StandardButton answer = askSaveChanges(e);
    if (answer == QMessageBox::Cancel)
      return false;
    if (answer == QMessageBox::Save && !save(i))
      return false;
  }
  // A clean exit: nothing to recover next time.
  autosaveTimer_->stop();
  pendingAutosave_.clear();
  store_.clear();
  return true;
}

void EditorPanel::reportFind(bool found, const QString& error)
{
  if (!error.isEmpty())
    findBar_->setMessage(error, true);
  else
    findBar_->setMessage(found ? QString() : tr("Not found"), !found);
}

void EditorPanel::showFind()
{
  SourceEditor* e = currentEditor();
  findBar_->showFind(false, e ? e->selectedText() : QString());
}

void EditorPanel::showReplace()
{
  SourceEditor* e = currentEditor();
  findBar_->showFind(true, e ? e->selectedText() : QString());
}

bool EditorPanel::findNext()
{
  SourceEditor* e = currentEditor();
  if (!e)
    return false;
  QString error;
  const bool found = e->find(findBar_->options(), true, &error);
  reportFind(found, error);
  return found;
}

bool EditorPanel::findPrevious()
{
  SourceEditor* e = currentEditor();
  if (!e)
    return false;
  QString error;
  const bool found = e->find(findBar_->options(), false, &error);
  reportFind(found, error);
  return found;
}

bool EditorPanel::replaceOne()
{
  SourceEditor* e = currentEditor();
  if (!e)
    return false;
  QString error;
  const bool found = e->replaceCurrent(findBar_->options(), findBar_->replacement(), &error);
  reportFind(found, error);
  return found;
}

int EditorPanel::replaceAll()
{
  SourceEditor* e = currentEditor();
  if (!e)
    return 0;
  QString error;
  const int n = e->replaceAll(findBar_->options(), findBar_->replacement(), &error);
  if (!error.isEmpty())
    findBar_->setMessage(error, true);
  else
    findBar_->setMessage(tr("%n replaced", nullptr, n), n == 0);
  return n;
}

void EditorPanel::askGoToLine()
{
  SourceEditor* e = currentEditor();
  if (!e)
    return;
  int line = 0, column = 0;
  e->getCursorPosition(&line, &column);
  bool ok = false;
  const int target = QInputDialog::getInt(this, tr("Go to Line"), tr("Line (1–%1):").arg(QLocale().toString(e->lines())),
                                          line + 1, 1, std::max(1, e->lines()), 1, &ok);
  if (ok)
    goToLine(target);
}

void EditorPanel::goToLine(int line)
{
  if (SourceEditor* e = currentEditor()) {
    recordJumpFrom(e);
    e->goToLine(line);
  }
}

void EditorPanel::recordJumpFrom(SourceEditor* editor)
{
  if (!editor)
    return;
  navigation_.recordJump({editor, editor->filePath(), int(editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS))});
  emit navigationChanged();
}

namespace {
NavigationHistory::Place placeOf(SourceEditor* e)
{
  if (!e)
    return {};
  return {e, e->filePath(), int(e->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS))};
}
}  // namespace

bool EditorPanel::goBack()
{
  for (std::optional<NavigationHistory::Place> p = navigation_.back(placeOf(currentEditor())); p;
       p = navigation_.back(placeOf(currentEditor()))) {
    SourceEditor* e = p->editor;
    if (!e && !p->path.isEmpty() && QFileInfo(p->path).isFile() && openFile(p->path))
      e = currentEditor();
    if (!e || tabs_->indexOf(e) < 0)
      continue;  // gone: the one before it
    tabs_->setCurrentWidget(e);
    e->SendScintilla(QsciScintillaBase::SCI_GOTOPOS, std::min<long>(p->position, e->length()));
    e->SendScintilla(QsciScintillaBase::SCI_SCROLLCARET);
    e->setFocus();
    emit navigationChanged();
    return true;
  }
  emit navigationChanged();
  return false;
}

bool EditorPanel::goForward()
{
  std::optional<NavigationHistory::Place> p = navigation_.forward(placeOf(currentEditor()));
  SourceEditor* e = p ? p->editor.data() : nullptr;
  if (p && !e && !p->path.isEmpty() && QFileInfo(p->path).isFile() && openFile(p->path))
    e = currentEditor();
  emit navigationChanged();
  if (!e || tabs_->indexOf(e) < 0)
    return false;
  tabs_->setCurrentWidget(e);
  e->SendScintilla(QsciScintillaBase::SCI_GOTOPOS, std::min<long>(p->position, e->length()));
  e->SendScintilla(QsciScintillaBase::SCI_SCROLLCARET);
  e->setFocus();
  return true;
}

void EditorPanel::zoomIn()
{
  if (SourceEditor* e = currentEditor())
    e->zoomIn();
}

void EditorPanel::zoomOut()
{
  if (SourceEditor* e = currentEditor())
    e->zoomOut();
}

void EditorPanel::showDiagnostics(const QList<Diagnostic>& diagnostics)
{
  for (int i = 0; i < count(); ++i)
    editor(i)->setDiagnostics(diagnostics);
}

QMap<QString, QList<SourceBreakpoint>> EditorPanel::breakpoints() const
{
  QMap<QString, QList<SourceBreakpoint>> files = SourceBreakpoints::all();
  for (int i = 0; i < count(); ++i)
    if (const SourceEditor* e = editor(i); !e->filePath().isEmpty()) {
      files.remove(e->filePath());
      if (const QList<SourceBreakpoint> list = e->breakpoints(); !list.isEmpty())
        files.insert(e->filePath(), list);
    }
  return files;
}

void EditorPanel::setBreakpointEnabled(const QString& path, int line, bool enabled)
{
  if (const int index = indexOf(path); index >= 0) {
    editor(index)->setBreakpointEnabled(line, enabled);  // it stores them and says so
    return;
  }
  QList<SourceBreakpoint> list = SourceBreakpoints::of(path);
  for (SourceBreakpoint& b : list)
    if (b.line == line)
      b.enabled = enabled;
  SourceBreakpoints::store(path, list);
  emit breakpointsChanged();
}

void EditorPanel::removeBreakpoint(const QString& path, int line)
{
  if (const int index = indexOf(path); index >= 0) {
    if (editor(index)->breakpointLines().contains(line))
      editor(index)->toggleBreakpoint(line);
    return;
  }
  QList<SourceBreakpoint> list = SourceBreakpoints::of(path);
  list.removeIf([line](const SourceBreakpoint& b) { return b.line == line; });
  SourceBreakpoints::store(path, list);
  emit breakpointsChanged();
}

void EditorPanel::removeAllBreakpoints()
{
  const QMap<QString, QList<SourceBreakpoint>> files = breakpoints();
  for (auto it = files.cbegin(); it != files.cend(); ++it) {
    if (const int index = indexOf(it.key()); index >= 0)
      editor(index)->setBreakpoints({});
    SourceBreakpoints::store(it.key(), {});
  }
  emit breakpointsChanged();
}

bool EditorPanel::showExecutionLine(const QString& file, int line)
{
  clearExecutionLine();
  const QString path = QFileInfo(file).absoluteFilePath();
  int index = indexOf(path);
  if (index < 0) {
    if (!QFileInfo(path).isFile() || !openFile(path))
      return false;
    index = indexOf(path);
  }
  tabs_->setCurrentIndex(index);
  SourceEditor* e = editor(index);
  // A stop inside Kibitz's own files (the course API it builds players with, in the build
  // cache) shows them read-only: an edit there would change every course player's build.
  const QString cache = QFileInfo(Debugger::CoursePlayerBuild::cacheRoot()).canonicalFilePath();
  if (!cache.isEmpty() && QFileInfo(path).canonicalFilePath().startsWith(cache + QLatin1Char('/')))
    e->setReadOnly(true);
  // The caret stays where the user left it: its line's colour would hide the mark's band.
  e->setExecutionLine(line);
  return true;
}

void EditorPanel::clearExecutionLine()
{
  for (int i = 0; i < count(); ++i)
    editor(i)->setExecutionLine(0);
}

bool EditorPanel::jumpTo(const Diagnostic& d)
{
  int index = indexOf(d.file);
  if (index < 0) {
    if (!QFileInfo::exists(d.file) || !openFile(d.file))
      return false;
    index = indexOf(d.file);
  }
  tabs_->setCurrentIndex(index);
  SourceEditor* e = editor(index);
  const int line = std::clamp(d.line - 1, 0, std::max(0, e->lines() - 1));
  const int column = byteIndexOfColumn(e->text(line).toUtf8(), d.column);
  const auto place = [e, line, column] {
    e->setCursorPosition(line, column);
    e->ensureLineVisible(line);
  };
  place();
  e->setFocus();
  // Once more when the events in flight are handled: the release of the double click that
  // chose the error lands on the editor just raised under the mouse (issue #47, 6).
  QTimer::singleShot(0, e, place);
  return true;
}

int EditorPanel::byteIndexOfColumn(const QByteArray& line, int column)
{
  // GCC counts display columns from 1, a tab reaching the next multiple of 8
  // (-fdiagnostics-column-unit=display, -ftabstop=8); QScintilla's index counts bytes.
  int shown = 0;
  qsizetype byte = 0;
  while (byte < line.size() && shown < column - 1 && line[byte] != '\n' && line[byte] != '\r') {
    shown = line[byte] == '\t' ? (shown / 8 + 1) * 8 : shown + 1;
    ++byte;
    while (byte < line.size() && (uchar(line[byte]) & 0xC0) == 0x80)  // the rest of a UTF-8 character
      ++byte;
  }
  return int(byte);
}

void EditorPanel::scheduleAutosave(SourceEditor* e)
{
  if (!e->isModified())
    return;
  if (!pendingAutosave_.contains(e))
    pendingAutosave_ << e;
  autosaveTimer_->start(autosaveDelayMs_);
}

void EditorPanel::autosaveNow()
{
  autosaveTimer_->stop();
  const QList<SourceEditor*> pending = pendingAutosave_;
  pendingAutosave_.clear();
  for (SourceEditor* e : pending) {
    if (tabs_->indexOf(e) < 0 || !e->isModified())
      continue;
    QString error;
    if (!store_.write({e->recoveryId(), e->filePath(), e->displayName(), languageKey(e->language()), e->text(), {}, {}},
                      &error))
      emit statusMessage(tr("Could not autosave %1: %2").arg(e->displayName(), error));
  }
}

QList<RecoveryStore::Buffer> EditorPanel::recoverableBuffers() const
{
  return store_.orphaned();
}

void EditorPanel::restoreBuffers(const QList<RecoveryStore::Buffer>& accepted, const QList<RecoveryStore::Buffer>& declined)
{
  for (const RecoveryStore::Buffer& b : accepted) {
    BotLanguage language = BotLanguage::Other;
    for (BotLanguage known : {BotLanguage::Cpp, BotLanguage::Python, BotLanguage::CourseCpp})
      if (b.language == languageKey(known))
        language = known;
    SourceEditor* e = nullptr;
    if (!b.filePath.isEmpty() && QFileInfo::exists(b.filePath) && openFile(b.filePath)) {
      // The file as it is on disk, replaced by the recovered text: saving writes it back.
      e = currentEditor();
      e->setText(b.text);
      e->setModified(true);
    } else {
      e = newBuffer(b.name.isEmpty() ? tr("recovered") : b.name, language, b.text);
    }
    scheduleAutosave(e);
    RecoveryStore::discard(b);
  }
  for (const RecoveryStore::Buffer& b : declined)
    RecoveryStore::discard(b);
  if (!accepted.isEmpty())
    autosaveNow();  // they now belong to this session's store
}

void EditorPanel::offerRecovery()
{
  const QList<RecoveryStore::Buffer> buffers = recoverableBuffers();
  if (buffers.isEmpty() || !interactive_)
    return;
  RecoveryDialog dialog(buffers, this);
  if (dialog.exec() == QDialog::Accepted)
    restoreBuffers(dialog.accepted(), dialog.declined());
  else
    restoreBuffers({}, {});  // asked later again: nothing is deleted on Cancel
}

void EditorPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    for (int i = 0; i < count(); ++i)
      updateTabTitle(editor(i));
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
