#include "editor/editor_feature.h"

#include "editor/bot_builder.h"
#include "editor/bot_input_history.h"
#include "editor/build_panel.h"
#include "editor/build_settings_dialog.h"
#include "editor/current_bot.h"
#include "editor/editor_panel.h"
#include "editor/source_breakpoints_view.h"
#include "editor/source_editor.h"
#include "editor/template_dialog.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "panels/bot_io_panel.h"
#include "panels/save_path_dialog.h"

#include "replay/replay_file.h"
#include "files/atomic_file.h"

#include <QAction>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QProcess>
#include <QEvent>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QTimer>

namespace Kibitz::App {

namespace {

// The error to show first: the first in the user's own files (a course player's build also
// compiles the course API, kept in Kibitz's cache), else the first at all; null when none.
const Diagnostic* firstError(const QList<Diagnostic>& diagnostics)
{
  const Diagnostic* any = nullptr;
  for (const Diagnostic& d : diagnostics) {
    if (d.severity != Diagnostic::Severity::Error)
      continue;
    if (!d.file.startsWith(Debugger::CoursePlayerBuild::cacheRoot()))
      return &d;
    if (!any)
      any = &d;
  }
  return any;
}

// A failed build as one line: its first error ("AIFoo.cc:42: 'TOPP' was not declared..."),
// else the first line of `fallback`.
QString failureLine(const QList<Diagnostic>& diagnostics, const QString& fallback)
{
  const Diagnostic* first = firstError(diagnostics);
  if (!first)
    return fallback.trimmed().section(QLatin1Char('\n'), 0, 0);
  return QStringLiteral("%1:%2: %3").arg(QFileInfo(first->file).fileName()).arg(first->line).arg(first->message);
}

}  // namespace

EditorFeature::EditorFeature()
{
  setObjectName(QStringLiteral("EditorFeature"));
}

void EditorFeature::initialize(MainWindow* window)
{
  window_ = window;
  editor_ = new EditorPanel(window);
  buildPanel_ = new BuildPanel(window);
  builder_ = new BotBuilder(this);
  window->addDock(editor_, QStringLiteral("EditorPanel"), [] { return tr("Bot Editor"); },
                  {Qt::RightDockWidgetArea, QStringLiteral("ChartsDock")});
  window->addDock(buildPanel_, QStringLiteral("BuildPanel"), [] { return tr("Build"); },
                  {Qt::BottomDockWidgetArea, QStringLiteral("EditorPanel")});
  window->addDock(new SourceBreakpointsView(editor_, window), QStringLiteral("SourceBreakpointsDock"),
                  [] { return tr("Source Breakpoints"); }, {Qt::RightDockWidgetArea, QStringLiteral("InspectorDock")});
  createActions();
  retranslateUi();
  updateActions();
  window->installEventFilter(this);

  connect(editor_, &EditorPanel::statusMessage, window, &MainWindow::showStatus);
  connect(editor_, &EditorPanel::currentEditorChanged, this, &EditorFeature::updateActions);
  connect(editor_, &EditorPanel::navigationChanged, this, &EditorFeature::updateActions);
  connect(builder_, &BotBuilder::started, buildPanel_, &BuildPanel::startBuild);
  connect(builder_, &BotBuilder::outputReceived, buildPanel_, &BuildPanel::appendOutput);
  connect(builder_, &BotBuilder::finished, this, [this](const BotBuilder::Result& result) {
    buildPanel_->finishBuild(result.success, result.problem, result.diagnostics);
    editor_->showDiagnostics(result.diagnostics);
    window_->setStatus([ok = result.success, name = QFileInfo(result.sourcePath).fileName(),
                        problem = failureLine(result.diagnostics, result.problem)] {
      return ok ? tr("Built %1").arg(name) : tr("Build failed: %1").arg(problem);
    });
    updateActions();
  });
  connect(buildPanel_, &BuildPanel::diagnosticActivated, editor_, [this](const Diagnostic& d) { showEditorAt(d); });
  // Places in the bots' stderr (tracebacks, asserts, sanitizers) lead to the editor.
  if (auto* botIo = window_->findChild<BotIoPanel*>()) {
    botIo->setSourceResolver([this](const QString& file, int player) { return resolveBotSource(file, player); });
    connect(botIo, &BotIoPanel::sourceLinkActivated, this, [this](const QString& file, int line, int column) {
      Diagnostic place;
      place.file = file;
      place.line = line;
      place.column = column;
      if (!showEditorAt(place))
        window_->showStatus(editor_->lastError());
    });
  }
  window_->setErrorLinkFinder([this](const QString& message) -> std::optional<MainWindow::ErrorLink> {
    const std::optional<Diagnostic> place = errorPlace(message);
    if (!place)
      return std::nullopt;
    //: A button of an error dialog: opens the source at the compiler's line ("Go to AIFoo.cc:5").
    return MainWindow::ErrorLink{tr("Go to %1:%2").arg(QFileInfo(place->file).fileName()).arg(place->line),
                                 [this, d = *place] { showEditorAt(d); }};
  });
  ReplayDocument* doc = window_->document();
  connect(doc, &ReplayDocument::framesAppended, this, &EditorFeature::showBotTraceback);
  connect(window_, &MainWindow::errorShown, this, &EditorFeature::showCompileErrors);
  CurrentBot::setProvider(
      window_, this, [this](QString* error) { return currentBotSpec(error); },
      [this](QObject* context, CurrentBot::Progress progress, CurrentBot::Done done, QString* error) {
        return buildForRun(context, std::move(progress), std::move(done), error);
      });

  // Offer back what a crashed session left (not under the test platforms: no one
  // could answer the dialog there).
  const QString platform = QGuiApplication::platformName();
  if (platform != QLatin1String("offscreen") && platform != QLatin1String("minimal")) {
    // The bots open at the last quit come back first; the recovery then lands on their tabs.
    QTimer::singleShot(0, editor_, &EditorPanel::reopenSession);
    QTimer::singleShot(0, editor_, &EditorPanel::offerRecovery);
  }
}

EditorFeature::~EditorFeature() = default;

void EditorFeature::replayChanged(ReplayDocument* document)
{
  tracebackShown_ = false;
  showBotTraceback(1, document->lastTurn());
}

bool EditorFeature::aboutToShutdown()
{
  // Saved before the question: the tabs the user sees now are the ones to reopen.
  editor_->saveSession();
  return editor_->maybeCloseAll();
}

namespace {

// A compiler's words about files that are there to open.
QList<Diagnostic> openableDiagnostics(const QString& message)
{
  QList<Diagnostic> diagnostics;
  for (const Diagnostic& d : parseDiagnostics(message))
    if (QFileInfo(d.file).isFile())
      diagnostics << d;
  return diagnostics;
}

// The first error worth opening: not in the course API that Kibitz extracted into its cache.
const Diagnostic* firstOpenableError(const QList<Diagnostic>& diagnostics)
{
  const Diagnostic* first = firstError(diagnostics);
  return first && !first->file.startsWith(Debugger::CoursePlayerBuild::cacheRoot()) ? first : nullptr;
}

}  // namespace

std::optional<Diagnostic> EditorFeature::errorPlace(const QString& message) const
{
  const QList<Diagnostic> diagnostics = openableDiagnostics(message);
  const Diagnostic* first = firstOpenableError(diagnostics);
  return first ? std::optional<Diagnostic>(*first) : std::nullopt;
}

bool EditorFeature::showEditorAt(const Diagnostic& place)
{
  if (!editor_->jumpTo(place))
    return false;
  // The editor comes to the front, also when it shares a dock with Build or Bot I/O.
  if (QDockWidget* dock = window_->findChild<QDockWidget*>(QStringLiteral("EditorPanel"))) {
    dock->show();
    dock->raise();
  }
  editor_->currentEditor()->setFocus();
  return true;
}

QString EditorFeature::resolveBotSource(const QString& file, int player) const
{
  const auto usable = [](const QString& path) {
    const QFileInfo info(path);
    return info.isFile() && !info.absoluteFilePath().startsWith(QLatin1String("/usr/"));
  };
  if (QDir::isAbsolutePath(file))
    return usable(file) ? QDir::cleanPath(file) : QString();
  // The folders the bot's command names (cmd:python3 /src/bot.py, cmd:/src/bot, eda:/src/AIx.cc).
  QStringList folders;
  const ReplayDocument* doc = window_->document();
  if (doc->hasReplay() && player >= 0 && player < doc->replay().players.size()) {
    const QString bot = doc->replay().players[player].bot;
    const QString command = bot.section(QLatin1Char(':'), 1);
    for (const QString& word : QProcess::splitCommand(command))
      if (QDir::isAbsolutePath(word))
        folders << (QFileInfo(word).isDir() ? word : QFileInfo(word).absolutePath());
  }
  for (int i = 0; i < editor_->count(); ++i)
    if (!editor_->editor(i)->filePath().isEmpty())
      folders << QFileInfo(editor_->editor(i)->filePath()).absolutePath();
  for (const QString& folder : std::as_const(folders)) {
    const QString path = QDir::cleanPath(QDir(folder).absoluteFilePath(file));
    if (usable(path))
      return path;
  }
  return {};
}

bool EditorFeature::showCompileErrors(const QString& message)
{
  const QList<Diagnostic> diagnostics = openableDiagnostics(message);
  const Diagnostic* first = firstOpenableError(diagnostics);
  if (!first)
    return false;
  // The whole output in Build, the player's source at the line the compiler names, one line
  // in the status bar.
  const Diagnostic error = *first;
  buildPanel_->startBuild(error.file, QString());
  buildPanel_->appendOutput(message);
  buildPanel_->finishBuild(false, tr("the match could not start"), diagnostics, false);
  if (QDockWidget* dock = window_->findChild<QDockWidget*>(QStringLiteral("BuildPanel")))
    dock->show();
  if (editor_->jumpTo(error)) {
    editor_->showDiagnostics(diagnostics);
    if (QDockWidget* dock = window_->findChild<QDockWidget*>(QStringLiteral("EditorPanel"))) {
      dock->show();
      dock->raise();
    }
  }
  window_->setStatus([line = failureLine(diagnostics, message)] { return tr("Build failed: %1").arg(line); });
  return true;
}

void EditorFeature::showBotTraceback(int firstTurn, int lastTurn)
{
  const ReplayDocument* doc = window_->document();
  if (tracebackShown_ || !doc->hasReplay())
    return;
  const Debugger::Replay& replay = doc->replay();
  for (int t = std::max(1, firstTurn); t <= lastTurn && t < replay.frames.size(); ++t) {
    for (const Debugger::PlayerExchange& x : replay.frames[t].exchanges) {
      if (!x.stderrText.contains(QLatin1String("Traceback (most recent call last):")))
        continue;
      QList<Diagnostic> diagnostics;
      for (const Diagnostic& d : parseDiagnostics(x.stderrText))
        if (QFileInfo::exists(d.file))
          diagnostics << d;
      if (diagnostics.isEmpty())
        continue;
      tracebackShown_ = true;
      const QString name = replay.players.value(x.player).name;
      buildPanel_->startBuild(diagnostics.last().file, QString());
      buildPanel_->appendOutput(x.stderrText);
      buildPanel_->finishBuild(false, tr("%1 crashed at turn %2: its traceback").arg(name).arg(t), diagnostics, false);
      editor_->showDiagnostics(diagnostics);
      window_->setStatus([name, t] { return tr("%1 crashed at turn %2 (see Build)").arg(name).arg(t); });
      return;
    }
  }
}

void EditorFeature::createActions()
{
  const auto make = [this](const QKeySequence& shortcut, auto slot) {
    auto* action = new QAction(this);
    action->setShortcut(shortcut);
    connect(action, &QAction::triggered, this, slot);
    window_->addAction(action);
    return action;
  };
  newFromTemplate_ = make(Qt::CTRL | Qt::SHIFT | Qt::Key_N, [this] { newBotFromTemplate(); });
  openSource_ = make(QKeySequence(), &EditorFeature::openSource);
  saveSource_ = make(QKeySequence(), [this] { editor_->save(editor_->currentIndex()); });
  saveSourceAs_ = make(QKeySequence(), [this] { editor_->saveAs(editor_->currentIndex()); });
  closeSource_ = make(QKeySequence(), [this] { editor_->closeTab(editor_->currentIndex()); });
  find_ = make(QKeySequence::Find, [this] { editor_->showFind(); });
  replace_ = make(Qt::CTRL | Qt::Key_H, [this] { editor_->showReplace(); });
  findNext_ = make(Qt::Key_F3, [this] { editor_->findNext(); });
  findPrevious_ = make(Qt::SHIFT | Qt::Key_F3, [this] { editor_->findPrevious(); });
  goToLine_ = make(Qt::CTRL | Qt::Key_L, [this] { editor_->askGoToLine(); });
  goBack_ = make(Qt::ALT | Qt::Key_Left, [this] { editor_->goBack(); });
  goForward_ = make(Qt::ALT | Qt::Key_Right, [this] { editor_->goForward(); });
  zoomIn_ = make(QKeySequence::ZoomIn, [this] { editor_->zoomIn(); });
  zoomOut_ = make(QKeySequence::ZoomOut, [this] { editor_->zoomOut(); });
  build_ = make(Qt::CTRL | Qt::Key_B, [this] {
    QString error;
    if (!buildCurrent(&error) && !error.isEmpty())
      window_->showStatus(error);
  });
  stopBuild_ = make(QKeySequence(), [this] { builder_->cancel(); });
  buildSettings_ = make(QKeySequence(), &EditorFeature::showBuildSettings);
  saveInputHistory_ = make(QKeySequence(), &EditorFeature::saveBotInputInteractive);

  // File menu: the bot actions go before Quit (the last entry).
  QMenu* file = window_->menu(MainWindow::MenuId::File);
  QAction* quit = file->actions().isEmpty() ? nullptr : file->actions().last();
  file->insertAction(quit, newFromTemplate_);
  file->insertAction(quit, openSource_);
  file->insertAction(quit, saveSource_);
  file->insertAction(quit, saveSourceAs_);
  file->insertAction(quit, closeSource_);
  file->insertSeparator(quit);

  editorMenu_ = new QMenu(window_);
  editorMenu_->setObjectName(QStringLiteral("EditorMenu"));
  editorMenu_->addActions({find_, replace_, findNext_, findPrevious_, goToLine_, goBack_, goForward_});
  editorMenu_->addSeparator();
  editorMenu_->addActions({zoomIn_, zoomOut_});
  editorMenu_->addSeparator();
  editorMenu_->addActions({build_, stopBuild_, buildSettings_});
  QMenu* help = window_->menu(MainWindow::MenuId::Help);
  window_->menuBar()->insertMenu(help ? help->menuAction() : nullptr, editorMenu_);

  window_->menu(MainWindow::MenuId::Debug)->addAction(saveInputHistory_);
  connect(window_->document(), &ReplayDocument::replayReset, this, &EditorFeature::updateActions);
  connect(window_->document(), &ReplayDocument::currentTurnChanged, this, &EditorFeature::updateActions);
}

void EditorFeature::retranslateUi()
{
  editorMenu_->setTitle(tr("Ed&itor"));
  newFromTemplate_->setText(tr("New Bot from Template…"));
  openSource_->setText(tr("Open Bot Source…"));
  saveSource_->setText(tr("Save Bot Source"));
  saveSource_->setToolTip(tr("Save the bot source (Ctrl+S in the editor)"));
  saveSourceAs_->setText(tr("Save Bot Source As…"));
  closeSource_->setText(tr("Close Bot Source"));
  find_->setText(tr("Find…"));
  replace_->setText(tr("Replace…"));
  findNext_->setText(tr("Find Next"));
  findPrevious_->setText(tr("Find Previous"));
  goToLine_->setText(tr("Go to Line…"));
  goBack_->setText(tr("Go Back"));
  goForward_->setText(tr("Go Forward"));
  zoomIn_->setText(tr("Zoom In"));
  zoomOut_->setText(tr("Zoom Out"));
  build_->setText(tr("Build Bot"));
  stopBuild_->setText(tr("Stop Build"));
  buildSettings_->setText(tr("Build Settings…"));
  saveInputHistory_->setText(tr("Save Bot Input up to This Turn…"));
  saveInputHistory_->setToolTip(
      tr("Everything a player received from turn 0 to this turn, so that ./bot < input.txt reproduces its decision"));
}

void EditorFeature::updateActions()
{
  const bool hasEditor = editor_->currentEditor() != nullptr;
  for (QAction* a : {saveSource_, saveSourceAs_, closeSource_, find_, replace_, findNext_, findPrevious_, goToLine_,
                     zoomIn_, zoomOut_})
    a->setEnabled(hasEditor);
  goBack_->setEnabled(editor_->canGoBack());
  goForward_->setEnabled(editor_->canGoForward());
  build_->setEnabled(hasEditor && !builder_->isRunning());
  stopBuild_->setEnabled(builder_->isRunning());
  const ReplayDocument* doc = window_->document();
  saveInputHistory_->setEnabled(doc->hasReplay() && doc->currentTurn() >= 0);
}

bool EditorFeature::eventFilter(QObject* watched, QEvent* event)
{
  if (watched == window_ && event->type() == QEvent::LanguageChange)
    retranslateUi();
  return QObject::eventFilter(watched, event);
}

void EditorFeature::openSource()
{
  const QString path = FileDialogs::openFile(window_, tr("Open Bot Source"),
                                             tr("Bot sources (*.cpp *.cc *.h *.hpp *.hh *.py);;All files (*)"));
  if (!path.isEmpty())
    editor_->openFile(path);
}

void EditorFeature::newBotFromTemplate()
{
  TemplateDialog dialog(window_);
  if (dialog.exec() != QDialog::Accepted || !dialog.chosen())
    return;
  newBotFromTemplate(dialog.chosen()->gameId, int(dialog.chosen()->language));
}

bool EditorFeature::newBotFromTemplate(const QString& gameId, int language)
{
  for (const BotTemplate& t : TemplateCatalog::all()) {
    if (t.gameId != gameId || int(t.language) != language)
      continue;
    QString error;
    const QString text = TemplateCatalog::text(t, &error);
    if (text.isEmpty()) {
      window_->showStatus(error);
      return false;
    }
    // A course player's file is named after its player, as the course has it (AIMyPlayer.cc).
    const QString name = t.language == BotLanguage::CourseCpp ? templateFileName(t.language)
                                                              : QStringLiteral("%1_%2").arg(gameId, templateFileName(t.language));
    editor_->newBuffer(name, t.language, text);
    if (QDockWidget* dock = window_->findChild<QDockWidget*>(QStringLiteral("EditorPanel"))) {
      dock->show();
      dock->raise();
    }
    return true;
  }
  window_->setStatus([language, gameId] { return tr("There is no %1 template for %2.").arg(languageName(BotLanguage(language)), gameId); });
  return false;
}

bool EditorFeature::buildCurrent(QString* error)
{
  const int index = editor_->currentIndex();
  SourceEditor* e = editor_->currentEditor();
  if (!e) {
    *error = tr("No bot source is open.");
    return false;
  }
  if (e->language() == BotLanguage::Other) {
    *error = tr("%1 is neither C++ nor Python: there is no build command for it.").arg(e->displayName());
    return false;
  }
  // The build reads the file: save first (a new source asks where).
  if ((e->isModified() || e->filePath().isEmpty()) && !editor_->save(index)) {
    *error = tr("Save %1 before building it.").arg(e->displayName());
    return false;
  }
  if (QDockWidget* dock = window_->findChild<QDockWidget*>(QStringLiteral("BuildPanel")))
    dock->show();
  const bool ok = builder_->start(e->filePath(), e->language(), error);
  updateActions();
  return ok;
}

bool EditorFeature::buildForRun(QObject* context, CurrentBot::Progress progress, CurrentBot::Done done, QString* error)
{
  const SourceEditor* e = editor_->currentEditor();
  // Nothing a build would mend: the provider's reason stands (no bot, neither C++ nor
  // Python). A new file is saved first (buildCurrent asks where).
  if (!e || e->language() == BotLanguage::Other)
    return false;
  if (!builder_->isRunning() && !buildCurrent(error))
    return false;
  // The build's lines as they come, then the spec once it is over (or why it still fails).
  auto output = std::make_shared<QMetaObject::Connection>();
  auto finished = std::make_shared<QMetaObject::Connection>();
  *output = connect(builder_, &BotBuilder::outputReceived, context, [progress](const QString& text) {
    if (progress)
      for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        progress(line);
  });
  *finished = connect(builder_, &BotBuilder::finished, context, [this, output, finished, done](const BotBuilder::Result&) {
    disconnect(*output);
    disconnect(*finished);
    QString problem;
    const QString spec = currentBotSpec(&problem);
    done(spec, problem);
  });
  return true;
}

QString EditorFeature::currentBotSpec(QString* error) const
{
  const SourceEditor* e = editor_->currentEditor();
  if (!e) {
    *error = tr("No bot is open in the editor.");
    return {};
  }
  if (e->filePath().isEmpty()) {
    *error = tr("%1 is not saved yet: save and build it first.").arg(e->displayName());
    return {};
  }
  if (e->language() == BotLanguage::Other) {
    *error = tr("%1 is neither C++ nor Python.").arg(e->displayName());
    return {};
  }
  if (e->isModified()) {
    *error = tr("%1 has unsaved changes: save and build it first.").arg(e->displayName());
    return {};
  }
  if (builder_->isRunning()) {
    *error = tr("%1 is still being built.").arg(e->displayName());
    return {};
  }
  return builder_->runnableSpec(e->filePath(), e->language(), error);
}

bool EditorFeature::saveBotInputUpTo(int player, const QString& path, QString* error) const
{
  const ReplayDocument* doc = window_->document();
  if (!doc->hasReplay()) {
    *error = tr("No match is open.");
    return false;
  }
  if (player < 0 || player >= doc->replay().players.size()) {
    *error = tr("There is no player %1 in this match.").arg(player);
    return false;
  }
  const QString input = botInputUpTo(doc->replay(), player, doc->currentTurn());
  return Debugger::AtomicFile::write(path, input.toUtf8(), error);
}

void EditorFeature::saveBotInputInteractive()
{
  const ReplayDocument* doc = window_->document();
  if (!doc->hasReplay())
    return;
  const QStringList names = doc->replay().playerNames();
  QStringList items;
  for (int p = 0; p < names.size(); ++p)
    items << tr("Player %1: %2 (%n input(s))", nullptr, botInputCount(doc->replay(), p, doc->currentTurn()))
                 .arg(p)
                 .arg(names[p]);
  int player = 0;
  if (items.size() > 1) {
    bool ok = false;
    const QString chosen = QInputDialog::getItem(window_, tr("Save Bot Input up to This Turn"),
                                                 tr("Whose input, turns 0 to %1?").arg(doc->currentTurn()), items, 0,
                                                 false, &ok);
    if (!ok)
      return;
    player = int(items.indexOf(chosen));
  }
  // A file name, not a sentence: not translated.
  const QString suggested = QStringLiteral("turns0-%1-player%2.txt").arg(doc->currentTurn()).arg(player);
  const QString path = SavePathDialog::ask(window_, tr("Save Bot Input up to This Turn"), suggested,
                                           tr("Text files (*.txt);;All files (*)"));
  if (path.isEmpty())
    return;
  QString error;
  if (!saveBotInputUpTo(player, path, &error))
    PlainText::warning(window_, tr("Save Bot Input"), tr("Could not save the input: %1").arg(error));
  else
    window_->setStatus([player, turn = doc->currentTurn(), path] {
      return tr("Saved the input of player %1 up to turn %2 to %3").arg(player).arg(turn).arg(path);
    });
}

void EditorFeature::showBuildSettings()
{
  BuildSettingsDialog dialog(window_);
  dialog.exec();
}

EditorFeature* editorFeature(const MainWindow* window)
{
  return window->feature<EditorFeature>();
}

}  // namespace Kibitz::App
