#include "mainwindow/main_window.h"
#include "widgets/dock_of.h"

#include "external/external_game.h"
#include "mainwindow/window_feature.h"

#include "application/settings.h"
#include "application/gui_thread_paints.h"
#include "widgets/wheel_guard.h"
#include "application/language_manager.h"
#include "document/match_worker.h"
#include "document/playback.h"
#include "document/replay_document.h"
#include "panels/board_panel.h"
#include "panels/bot_io_panel.h"
#include "charts/charts_panel.h"
#include "panels/inspector_panel.h"
#include "panels/match_panel.h"
#include "panels/result_words.h"
#include "panels/timeline_panel.h"
#include "widgets/plain_text.h"
#include "widgets/status_line.h"
#include "widgets/transport_icons.h"

#include "match/match_builder.h"

#include "core/game.h"
#include "core/registry.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QScrollArea>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QEventLoop>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStatusBar>
#include <QStyle>
#include <QThread>

namespace Kibitz::App {

MainWindow::MainWindow(LanguageManager* languages, QWidget* parent)
    : QMainWindow(parent), languages_(languages), document_(new ReplayDocument(this)), playback_(new Playback(document_, this))
{
  setObjectName(QStringLiteral("MainWindow"));
  keepPaintsOnTheGuiThread();
  WheelGuard::install();  // every window and dialog of the application
  setAcceptDrops(true);
  setDockNestingEnabled(true);
  setDockOptions(AnimatedDocks | AllowNestedDocks | AllowTabbedDocks);
  createActions();
  createMenus();
  createDocks();

  statusLabel_ = PlainText::label(this);
  statusLabel_->setObjectName(QStringLiteral("statusLabel"));
  progress_ = new QProgressBar(this);
  progress_->setMaximumWidth(180);
  progress_->setRange(0, 0);
  progress_->hide();
  cancelButton_ = new QPushButton(this);
  cancelButton_->hide();
  statusBar()->addWidget(statusLabel_, 1);
  // A status tip takes the line's place. QStatusBar hides the line only when it is visible
  // then, so a tip shown before the window (or while it is hidden) would be drawn over it.
  connect(statusBar(), &QStatusBar::messageChanged, statusLabel_,
          [this](const QString& message) { statusLabel_->setVisible(message.isEmpty()); });
  statusBar()->addPermanentWidget(progress_);
  statusBar()->addPermanentWidget(cancelButton_);
  connect(cancelButton_, &QPushButton::clicked, this, &MainWindow::cancelMatch);

  connect(document_, &ReplayDocument::replayReset, this, [this] {
    updateTitle();
    updateActions();
  });
  connect(document_, &ReplayDocument::modifiedChanged, this, &MainWindow::updateTitle);
  connect(document_, &ReplayDocument::filePathChanged, this, &MainWindow::updateTitle);
  connect(document_, &ReplayDocument::currentTurnChanged, this, &MainWindow::updateActions);
  connect(document_, &ReplayDocument::framesAppended, this, [this](int first, int) {
    // Following the live turn: whoever was looking at the newest turn goes on seeing it;
    // someone who stepped back to look at an earlier one stays there.
    if (followLiveAction_->isChecked() && document_->isLive() && !playback_->isPlaying()
        && document_->currentTurn() == first - 1)
      playback_->last();
    updateActions();
  });
  connect(playback_, &Playback::playingChanged, this, &MainWindow::updateActions);
  connect(boardPanel_, &BoardPanel::inspectRequested, inspector_, &InspectorPanel::selectPath);

  createFeatures();
  // Feature docks joined the window's own as tabs: the window's stay in front.
  for (QWidget* front : {static_cast<QWidget*>(inspector_), static_cast<QWidget*>(botIo_)})
    if (QDockWidget* dock = dockOf(front))
      dock->raise();

  retranslateUi();
  resize(1400, 900);
  restoreSettings();
  updateActions();
}

MainWindow::~MainWindow()
{
  cancelMatch();
}

void MainWindow::createActions()
{
  const auto make = [this](QStyle::StandardPixmap icon, const QKeySequence& key, auto slot) {
    auto* action = new QAction(style()->standardIcon(icon), QString(), this);
    if (!key.isEmpty())
      action->setShortcut(key);
    // This window's keys (and its floating docks'): not the whole application's, so that a
    // second window, a dialog, an open menu or a combo popup keeps its own keys.
    action->setShortcutContext(Qt::WindowShortcut);
    connect(action, &QAction::triggered, this, slot);
    addAction(action);
    return action;
  };
  newMatchAction_ = make(QStyle::SP_FileIcon, QKeySequence::New, &MainWindow::newMatch);
  openAction_ = make(QStyle::SP_DialogOpenButton, QKeySequence::Open, &MainWindow::open);
  saveAction_ = make(QStyle::SP_DialogSaveButton, QKeySequence::Save, &MainWindow::save);
  saveAsAction_ = make(QStyle::SP_DialogSaveButton, QKeySequence::SaveAs, &MainWindow::saveAs);
  quitAction_ = make(QStyle::SP_DialogCloseButton, QKeySequence::Quit, &MainWindow::close);
  firstAction_ = make(QStyle::SP_MediaSkipBackward, Qt::Key_Home, [this] { playback_->first(); });
  back10Action_ = make(QStyle::SP_MediaSeekBackward, Qt::Key_PageUp, [this] { playback_->back10(); });
  previousAction_ = make(QStyle::SP_ArrowLeft, Qt::Key_Left, [this] { playback_->previous(); });
  reverseAction_ = make(QStyle::SP_ArrowBack, Qt::SHIFT | Qt::Key_Space, [this] {
    playback_->isPlaying() && playback_->isReverse() ? playback_->pause() : playback_->playReverse();
  });
  playAction_ = make(QStyle::SP_MediaPlay, Qt::Key_Space, [this] {
    playback_->isPlaying() && !playback_->isReverse() ? playback_->pause() : playback_->play();
  });
  nextAction_ = make(QStyle::SP_ArrowRight, Qt::Key_Right, [this] { playback_->next(); });
  forward10Action_ = make(QStyle::SP_MediaSeekForward, Qt::Key_PageDown, [this] { playback_->forward10(); });
  lastAction_ = make(QStyle::SP_MediaSkipForward, Qt::Key_End, [this] { playback_->last(); });
  // One icon set for the transport, each control a different shape (the style's arrows
  // made Previous and Play Backwards look the same).
  const std::pair<QAction*, TransportIcon> transport[] = {
      {firstAction_, TransportIcon::First},         {back10Action_, TransportIcon::Back10},
      {previousAction_, TransportIcon::Previous},   {reverseAction_, TransportIcon::PlayBackward},
      {playAction_, TransportIcon::Play},           {nextAction_, TransportIcon::Next},
      {forward10Action_, TransportIcon::Forward10}, {lastAction_, TransportIcon::Last}};
  for (const auto& [action, icon] : transport)
    action->setIcon(transportIcon(icon));
  jumpAction_ = make(QStyle::SP_FileDialogContentsView, Qt::CTRL | Qt::Key_G, &MainWindow::jumpToTurn);
  followLiveAction_ = new QAction(this);
  followLiveAction_->setObjectName(QStringLiteral("followLiveAction"));
  followLiveAction_->setCheckable(true);
  followLiveAction_->setChecked(Settings::followLive.value());
  connect(followLiveAction_, &QAction::toggled, this, [this](bool on) {
    Settings::followLive.set(on);
    if (on && document_->isLive())
      playback_->last();
  });
  aboutAction_ = make(QStyle::SP_MessageBoxInformation, QKeySequence(), &MainWindow::showAbout);
  continueAction_ = make(QStyle::SP_MediaSeekForward, Qt::CTRL | Qt::SHIFT | Qt::Key_C, &MainWindow::continueFromHere);
  continueAction_->setObjectName(QStringLiteral("continueAction"));
}

void MainWindow::createDocks()
{
  // A window with docks only (no central widget): every panel can be moved, tabbed,
  // floated or closed, and the docks share all the space.
  boardPanel_ = new BoardPanel(document_, this);
  timeline_ = new TimelinePanel(document_, playback_,
                                {firstAction_, back10Action_, previousAction_, reverseAction_, playAction_, nextAction_,
                                 forward10Action_, lastAction_, nullptr, jumpAction_},
                                this);
  inspector_ = new InspectorPanel(document_, this);
  botIo_ = new BotIoPanel(document_, this);
  charts_ = new ChartsPanel(document_, this);
  matchPanel_ = new MatchPanel(document_, this);

  QDockWidget* board = addDock(boardPanel_, QStringLiteral("BoardDock"), [] { return tr("Board"); }, Qt::LeftDockWidgetArea);
  QDockWidget* inspector =
      addDock(inspector_, QStringLiteral("InspectorDock"), [] { return tr("Inspector"); }, Qt::RightDockWidgetArea);
  QDockWidget* match = addDock(matchPanel_, QStringLiteral("MatchDock"), [] { return tr("Match"); }, Qt::RightDockWidgetArea);
  QDockWidget* botIo = addDock(botIo_, QStringLiteral("BotIoDock"), [] { return tr("Bot I/O"); }, Qt::LeftDockWidgetArea);
  QDockWidget* charts = addDock(charts_, QStringLiteral("ChartsDock"), [] { return tr("Charts"); }, Qt::LeftDockWidgetArea);
  QDockWidget* timeline =
      addDock(timeline_, QStringLiteral("TimelineDock"), [] { return tr("Timeline"); }, Qt::BottomDockWidgetArea);
  splitDockWidget(board, botIo, Qt::Vertical);
  tabifyDockWidget(botIo, charts);
  botIo->raise();
  tabifyDockWidget(inspector, match);
  inspector->raise();
  resizeDocks({board, inspector}, {700, 580}, Qt::Horizontal);  // the right column's tab titles unelided
  resizeDocks({board, botIo}, {480, 300}, Qt::Vertical);
  resizeDocks({timeline}, {timeline_->sizeHint().height()}, Qt::Vertical);
  timeline->setFeatures(timeline->features() & ~QDockWidget::DockWidgetClosable);
}

void MainWindow::createMenus()
{
  fileMenu_ = menuBar()->addMenu(QString());
  fileMenu_->addAction(newMatchAction_);
  fileMenu_->addAction(openAction_);
  recentMenu_ = fileMenu_->addMenu(QString());
  fileMenu_->addSeparator();
  fileMenu_->addAction(saveAction_);
  fileMenu_->addAction(saveAsAction_);
  fileMenu_->addSeparator();
  fileMenu_->addAction(quitAction_);

  viewMenu_ = menuBar()->addMenu(QString());  // filled by addDock()

  goMenu_ = menuBar()->addMenu(QString());
  goMenu_->addActions({firstAction_, back10Action_, previousAction_, playAction_, reverseAction_, nextAction_,
                       forward10Action_, lastAction_});
  goMenu_->addSeparator();
  goMenu_->addAction(jumpAction_);
  goMenu_->addAction(followLiveAction_);
  debugMenu_ = menuBar()->addMenu(QString());
  debugMenu_->addAction(continueAction_);
  toolsMenu_ = menuBar()->addMenu(QString());

  languageMenu_ = menuBar()->addMenu(QString());
  languageGroup_ = new QActionGroup(this);
  for (const QString& language : LanguageManager::languages()) {
    QAction* action = languageMenu_->addAction(LanguageManager::nativeName(language));
    action->setCheckable(true);
    action->setData(language);
    action->setChecked(language == languages_->current());
    languageGroup_->addAction(action);
    connect(action, &QAction::triggered, this, [this, language] { languages_->setLanguage(language); });
  }
  connect(languages_, &LanguageManager::languageChanged, this, [this](const QString& language) {
    for (QAction* action : languageGroup_->actions())
      action->setChecked(action->data().toString() == language);
  });

  helpMenu_ = menuBar()->addMenu(QString());
  helpMenu_->addAction(aboutAction_);
  rebuildRecentMenu();
}

void MainWindow::retranslateUi()
{
  fileMenu_->setTitle(tr("&File"));
  recentMenu_->setTitle(tr("Open &Recent"));
  viewMenu_->setTitle(tr("&View"));
  goMenu_->setTitle(tr("&Go"));
  languageMenu_->setTitle(tr("&Language"));
  helpMenu_->setTitle(tr("&Help"));
  newMatchAction_->setText(tr("&New Match…"));
  openAction_->setText(tr("&Open…"));
  saveAction_->setText(tr("&Save"));
  saveAsAction_->setText(tr("Save &As…"));
  quitAction_->setText(tr("&Quit"));
  firstAction_->setText(tr("First Turn"));
  back10Action_->setText(tr("Back 10 Turns"));
  previousAction_->setText(tr("Previous Turn"));
  reverseAction_->setText(tr("Play Backwards"));
  nextAction_->setText(tr("Next Turn"));
  forward10Action_->setText(tr("Forward 10 Turns"));
  lastAction_->setText(tr("Last Turn"));
  jumpAction_->setText(tr("Jump to Turn…"));
  followLiveAction_->setText(tr("&Follow the Live Turn"));
  followLiveAction_->setStatusTip(tr("While a match runs, show each new turn as it arrives (unless you moved away from the newest)"));
  aboutAction_->setText(tr("&About Kibitz"));
  continueAction_->setText(tr("&Continue from This Turn…"));
  for (const Dock& d : docks_)
    d.dock->setWindowTitle(d.title());
  debugMenu_->setTitle(tr("&Debug"));
  debugMenu_->menuAction()->setVisible(!debugMenu_->actions().isEmpty());
  toolsMenu_->setTitle(tr("&Tools"));
  toolsMenu_->menuAction()->setVisible(!toolsMenu_->actions().isEmpty());
  cancelButton_->setText(tr("Cancel"));
  // plain: our words and shortcuts
  for (QAction* action : {firstAction_, back10Action_, previousAction_, reverseAction_, playAction_, nextAction_,
                          forward10Action_, lastAction_, jumpAction_})
    action->setToolTip(QStringLiteral("%1 (%2)").arg(action->text(), action->shortcut().toString(QKeySequence::NativeText)));
  if (statusText_)
    StatusLine::show(statusLabel_, statusText_());
  rebuildRecentMenu();
  updateActions();
  updateTitle();
}

void MainWindow::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QMainWindow::changeEvent(event);
}

void MainWindow::updateTitle()
{
  QString title = tr("Kibitz");
  if (document_->hasReplay())
    title = tr("%1[*] — Kibitz").arg(document_->displayName());
  setWindowTitle(title);
  setWindowModified(document_->hasReplay() && document_->isModified());
}

void MainWindow::updateActions()
{
  const bool has = document_->hasReplay();
  const int turn = document_->currentTurn();
  const int last = document_->lastTurn();
  for (QAction* a : {firstAction_, back10Action_, previousAction_})
    a->setEnabled(has && turn > 0);
  for (QAction* a : {nextAction_, forward10Action_, lastAction_})
    a->setEnabled(has && turn < last);
  playAction_->setEnabled(has);
  reverseAction_->setEnabled(has);
  jumpAction_->setEnabled(has);
  // An imported turn the engine could not re-simulate has no complete state to play on.
  const QString notResimulated = has ? document_->replay().notResimulatedReason(turn) : QString();
  continueAction_->setEnabled(has && !isMatchRunning() && document_->game() != nullptr && notResimulated.isEmpty());
  // This runs on every step: an action told something it already shows still makes every
  // toolbar button and menu entry of it update, so only changes are passed on.
  const QString continueTip = notResimulated.isEmpty()
                                  ? tr("Play on from the current turn in a new window, with the same or other bots")
                                  : tr("Cannot continue from this turn: %1").arg(notResimulated);
  if (continueAction_->statusTip() != continueTip) {
    continueAction_->setStatusTip(continueTip);
    // plain: our words and shortcuts
    continueAction_->setToolTip(continueTip);
  }
  saveAction_->setEnabled(has && !isMatchRunning());
  saveAsAction_->setEnabled(has && !isMatchRunning());
  const bool forward = playback_->isPlaying() && !playback_->isReverse();
  const bool backward = playback_->isPlaying() && playback_->isReverse();
  const QString playText = forward ? tr("Pause") : tr("Play");
  if (playAction_->text() != playText || shownPlayState_ != int(forward) + 2 * int(backward)) {
    shownPlayState_ = int(forward) + 2 * int(backward);
    playAction_->setIcon(transportIcon(forward ? TransportIcon::Pause : TransportIcon::Play));
    playAction_->setText(playText);
    // plain: our words and shortcuts
    playAction_->setToolTip(QStringLiteral("%1 (%2)").arg(playText, playAction_->shortcut().toString(QKeySequence::NativeText)));
    reverseAction_->setIcon(transportIcon(backward ? TransportIcon::Pause : TransportIcon::PlayBackward));
  }
}

void MainWindow::restoreSettings()
{
  restoreGeometry(Settings::windowGeometry.value());
  restoreState(Settings::windowState.value());
  playback_->setSpeed(Settings::playbackSpeed.value());
}

void MainWindow::saveSettings()
{
  Settings::windowGeometry.set(saveGeometry());
  Settings::windowState.set(saveState());
  Settings::playbackSpeed.set(playback_->speed());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
  if (!maybeSave() || !featuresAgreeToShutdown()) {
    event->ignore();
    return;
  }
  cancelMatch();
  saveSettings();
  event->accept();
}

void MainWindow::showError(const QString& title, const QString& message)
{
  lastError_ = message;
  showStatus(message);
  emit errorShown(message);
  if (!interactive_)
    return;
  const std::optional<ErrorLink> link = errorLinkFor(message);
  if (!link) {
    PlainText::warning(this, title, message);
    return;
  }
  // The message may quote a compiler or a bot: plain text, with the link as a button.
  QMessageBox box(QMessageBox::Warning, title, message, QMessageBox::Close, this);
  box.setTextFormat(Qt::PlainText);
  QPushButton* go = box.addButton(link->text, QMessageBox::ActionRole);
  box.setDefaultButton(go);
  box.exec();
  if (box.clickedButton() == go)
    link->open();
}

void MainWindow::goToTurn(int turn)
{
  document_->setCurrentTurn(turn);
}

void MainWindow::openDemo()
{
  if (!Rules::Registry::find(QStringLiteral("fencing")))
    return;
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("fencing");
  request.seed = 7;
  request.bots = {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")};
  QString error;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
  if (!runner) {
    showError(tr("Demo"), error);
    return;
  }
  // The demo is short: play it at once so it is ready to step through. Like File > Open, it
  // asks about an unsaved match only once the demo exists (a demo that cannot be made asks nothing).
  runner->run();
  if (!maybeSave())
    return;
  document_->setReplay(runner->takeReplay(), QString());
  document_->setModified(false);
}

bool MainWindow::startMatch(std::unique_ptr<Debugger::MatchRunner> runner)
{
  if (isMatchRunning())
    return false;
  document_->setReplay(runner->replay(), QString(), true);
  worker_ = new MatchWorker(std::move(runner));
  workerThread_ = new QThread(this);
  worker_->moveToThread(workerThread_);
  connect(workerThread_, &QThread::started, worker_, &MatchWorker::run);
  connect(worker_, &MatchWorker::framesProduced, this, &MainWindow::onFramesProduced);
  connect(worker_, &MatchWorker::finished, this, &MainWindow::onMatchFinished);
  emit matchStarted(worker_);
  workerThread_->start();
  progress_->show();
  cancelButton_->show();
  setStatus([] { return tr("Match running…"); });
  updateActions();
  return true;
}

void MainWindow::onFramesProduced(const QList<Debugger::Frame>& frames, const QStringList& metricKeys)
{
  document_->appendFrames(frames, metricKeys);
  setStatus([turn = document_->lastTurn()] { return tr("Match running… turn %1").arg(QLocale().toString(turn)); });
}

void MainWindow::onMatchFinished(const Debugger::MatchResult& result, bool cancelled)
{
  document_->finishLive(result);
  workerThread_->quit();
  workerThread_->wait();
  // Deleted here: its thread has finished, so a deleteLater() would never run and each
  // match's runner, states and replay would stay in memory (LeakSanitizer showed it).
  delete worker_;
  workerThread_->deleteLater();
  worker_ = nullptr;
  workerThread_ = nullptr;
  progress_->hide();
  cancelButton_->hide();
  // In the user's words (panels/result_words.h), said again in a new language.
  // An external game's referee that broke off names the line it sent (its frames are kept).
  const bool refereeStopped = !cancelled && !result.complete && !result.text.isEmpty()
                              && Debugger::ExternalGame::isExternalId(document_->replay().gameId);
  setStatus([cancelled, turns = document_->lastTurn(), names = document_->replay().playerNames(),
             seats = Debugger::SeatResults::fromReplay(document_->replay()), complete = result.complete,
             refereeStopped, text = result.text] {
    if (refereeStopped)
      return tr("Match ended early: %1").arg(text);
    return cancelled ? tr("Match cancelled after %n turn(s).", nullptr, turns)
                     : tr("Match over: %1").arg(ResultWords::summary(names, seats, complete));
  });
  updateActions();
}

void MainWindow::cancelMatch()
{
  if (!worker_)
    return;
  // A bot stopped in the debugger would never answer: the debugger lets go of it first.
  emit matchCancelling();
  // Wait for the worker's last frames and its result, delivered to this window before
  // stopped() (the window stays painted meanwhile: a bot may take its time limit to answer).
  QEventLoop wait;
  connect(worker_, &MatchWorker::stopped, &wait, &QEventLoop::quit);
  worker_->cancel();
  if (!worker_->hasStopped())
    wait.exec();
  QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
}

QDockWidget* MainWindow::addDock(QWidget* panel, const QString& objectName, std::function<QString()> title,
                                 const DockPlacement& placement)
{
  Q_ASSERT(!objectName.isEmpty() && !findChild<QDockWidget*>(objectName));
  auto* d = new QDockWidget(this);
  d->setObjectName(objectName);
  // A tab group is as tall as its tallest member's minimum: lists that may shrink to two
  // rows let the docks of a column share it (the Bot Debugger beside the Inspector's group).
  for (QAbstractScrollArea* list : panel->findChildren<QAbstractScrollArea*>())
    if (list->minimumHeight() == 0)
      list->setMinimumHeight(list->fontMetrics().lineSpacing() * 2 + list->frameWidth() * 2);
  QDockWidget* host = placement.tabbedWith.isEmpty() ? nullptr : findChild<QDockWidget*>(placement.tabbedWith);
  if (host && panel->minimumSizeHint().height() > kTabbedPanelMinimumHeight) {
    // A tall form in a tab group scrolls instead of holding the whole group up.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(objectName + QStringLiteral("Scroll"));
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(panel);
    d->setWidget(scroll);
  } else {
    d->setWidget(panel);
  }
  d->setWindowTitle(title());
  addDockWidget(placement.area, d);
  if (host)
    tabifyDockWidget(host, d);
  if (placement.hiddenAtFirst)
    d->hide();
  docks_.append({d, std::move(title)});
  keepKeysOutOfHiddenDock(d);
  viewMenu_->addAction(d->toggleViewAction());
  return d;
}

void MainWindow::createFeatures()
{
  // One of each registered feature (window_feature.h), owned by the window: all are
  // initialized before any is told the others are there.
  for (const WindowFeatureFactory make : windowFeatureFactories()) {
    WindowFeature* feature = make();
    feature->setParent(this);
    features_ << feature;
    featureLog_ << QStringLiteral("initialize %1").arg(QLatin1String(feature->name()));
    feature->initialize(this);
  }
  for (WindowFeature* feature : std::as_const(features_)) {
    featureLog_ << QStringLiteral("extensionsInitialized %1").arg(QLatin1String(feature->name()));
    feature->extensionsInitialized();
  }
  connect(document_, &ReplayDocument::replayReset, this, [this] {
    for (WindowFeature* feature : std::as_const(features_)) {
      featureLog_ << QStringLiteral("replayChanged %1").arg(QLatin1String(feature->name()));
      feature->replayChanged(document_);
    }
  });
}

bool MainWindow::featuresAgreeToShutdown()
{
  for (WindowFeature* feature : std::as_const(features_)) {
    featureLog_ << QStringLiteral("aboutToShutdown %1").arg(QLatin1String(feature->name()));
    if (!feature->aboutToShutdown())
      return false;
  }
  return true;
}

void MainWindow::keepKeysOutOfHiddenDock(QDockWidget* dock)
{
  // A dock whose tab goes to the back is not hidden as a widget: whatever had the focus in
  // it (the editor, say) kept taking Left/Right while the user looked at the replay. The
  // keys go back to the board.
  connect(dock, &QDockWidget::visibilityChanged, this, [this, dock](bool visible) {
    QWidget* focus = QApplication::focusWidget();
    if (!visible && focus && dock->isAncestorOf(focus) && boardPanel_)
      boardPanel_->setFocus(Qt::OtherFocusReason);
  });
}

QMenu* MainWindow::menu(MenuId id) const
{
  switch (id) {
  case MenuId::File: return fileMenu_;
  case MenuId::View: return viewMenu_;
  case MenuId::Go: return goMenu_;
  case MenuId::Debug: return debugMenu_;
  case MenuId::Tools: return toolsMenu_;
  case MenuId::Language: return languageMenu_;
  case MenuId::Help: return helpMenu_;
  }
  return nullptr;
}

void MainWindow::showStatus(const QString& message)
{
  setStatus([message] { return message; });
}

void MainWindow::setStatus(std::function<QString()> text)
{
  // Kept as a function, so that a language switch says it again in the new language.
  statusText_ = std::move(text);
  StatusLine::show(statusLabel_, statusText_());
}

void MainWindow::showAbout()
{
  QMessageBox::about(this, tr("About Kibitz"),
                     tr("<h3>Kibitz %1</h3><p>An IDE and visualizer for writing and debugging bots for turn-based games.</p>"
                        "<p>Games: %2.</p>")
                         .arg(QStringLiteral(KIBITZ_VERSION), Rules::Registry::ids().join(QStringLiteral(", "))));
}

bool MainWindow::saveScreenshot(const QString& path)
{
  return grab().save(path);
}

}  // namespace Kibitz::App
