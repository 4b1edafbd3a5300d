#include "rerun/rerun_dialog.h"

#include "compare/compare_window.h"

#include "match/bot_spec.h"

#include "debug/bot_debugger_feature.h"
#include "debug/debug_refusal_words.h"
#include "debug/state_conditions.h"
#include "document/replay_document.h"
#include "editor/editor_feature.h"
#include "editor/editor_panel.h"
#include "editor/source_editor.h"
#include "editor/build_settings.h"
#include "editor/debug_bot_build.h"
#include "mainwindow/main_window.h"
#include "widgets/plain_text.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardPaths>
#include <QMessageBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>

#include <csignal>

namespace Kibitz::App {

namespace {
QString terminalProgram()
{
  return QStandardPaths::findExecutable(QStringLiteral("x-terminal-emulator"));
}
}  // namespace

RerunDialog::RerunDialog(MainWindow* window, int seat, int turn)
    : QDialog(window), window_(window), intro_(new QLabel(this)), seatLabel_(new QLabel(this)), seat_(new QComboBox(this)),
      botLabel_(new QLabel(this)), bot_(new QLineEdit(this)), turnLabel_(new QLabel(this)), turn_(new QSpinBox(this)),
      start_(new QPushButton(this)), progress_(new QProgressBar(this)), report_(new QPlainTextEdit(this)),
      attach_(PlainText::label(this)), copyAttach_(new QPushButton(this)), terminal_(new QPushButton(this)),
      play_(new QPushButton(this)), debug_(new QPushButton(this)), continue_(new QPushButton(this)), profile_(new QPushButton(this)),
      close_(new QPushButton(this)), compare_(new QPushButton(this))
{
  setObjectName(QStringLiteral("RerunDialog"));
  intro_->setWordWrap(true);
  const Debugger::Replay& replay = window_->document()->replay();
  turn_->setRange(1, std::max(1, replay.lastTurn()));
  turn_->setValue(std::clamp(turn, 1, std::max(1, replay.lastTurn())));
  fillSeats();
  seat_->setCurrentIndex(std::clamp(seat, 0, int(seat_->count()) - 1));
  bot_->setMinimumWidth(360);
  connect(seat_, &QComboBox::currentIndexChanged, this, [this] {
    const Debugger::Replay& r = window_->document()->replay();
    bot_->setText(r.players.value(seat_->currentIndex()).bot);
  });
  bot_->setText(replay.players.value(seat_->currentIndex()).bot);

  auto* form = new QFormLayout;
  form->addRow(seatLabel_, seat_);
  form->addRow(botLabel_, bot_);
  form->addRow(turnLabel_, turn_);
  report_->setReadOnly(true);
  report_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  report_->setMinimumHeight(180);
  attach_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  attach_->setWordWrap(true);
  auto* attachRow = new QHBoxLayout;
  attachRow->addWidget(attach_, 1);
  attachRow->addWidget(copyAttach_);
  attachRow->addWidget(terminal_);
  compare_->setObjectName(QStringLiteral("compareReplies"));
  auto* compareRow = new QHBoxLayout;
  compareRow->addStretch();
  compareRow->addWidget(compare_);
  auto* buttons = new QDialogButtonBox(this);
  buttons->addButton(start_, QDialogButtonBox::ActionRole);
  buttons->addButton(play_, QDialogButtonBox::ActionRole);
  buttons->addButton(debug_, QDialogButtonBox::ActionRole);
  buttons->addButton(continue_, QDialogButtonBox::ActionRole);
  profile_->setObjectName(QStringLiteral("profileTurnButton"));
  buttons->addButton(profile_, QDialogButtonBox::ActionRole);
  buttons->addButton(close_, QDialogButtonBox::RejectRole);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro_);
  layout->addLayout(form);
  layout->addWidget(progress_);
  layout->addWidget(report_, 1);
  layout->addLayout(compareRow);
  layout->addLayout(attachRow);
  layout->addWidget(buttons);

  connect(start_, &QPushButton::clicked, this, &RerunDialog::startRerun);
  connect(play_, &QPushButton::clicked, this, &RerunDialog::playTurn);
  connect(debug_, &QPushButton::clicked, this, &RerunDialog::debugTurn);
  connect(continue_, &QPushButton::clicked, this, &RerunDialog::continueMatch);
  connect(profile_, &QPushButton::clicked, this, &RerunDialog::profileTurn);
  connect(close_, &QPushButton::clicked, this, &RerunDialog::reject);
  connect(copyAttach_, &QPushButton::clicked, this, [this] {
    if (rerun_ && !rerun_->attachCommand().isEmpty())
      QApplication::clipboard()->setText(rerun_->attachCommand());
  });
  connect(terminal_, &QPushButton::clicked, this, &RerunDialog::openTerminal);
  connect(compare_, &QPushButton::clicked, this, &RerunDialog::compareReplies);
  QString noAdapter;
  adapterInstalled_ = Debugger::DapAdapter::native(&noAdapter).has_value() || Debugger::DapAdapter::python(&noAdapter).has_value();
  retranslateUi();
  updateButtons();
  resize(640, 520);
}

RerunDialog::~RerunDialog()
{
  stopBot();
}

int RerunDialog::stopTurn() const
{
  return turn_->value();
}

void RerunDialog::compareReplies()
{
  if (!rerun_)
    return;
  if (!compareWindow_) {
    compareWindow_ = new CompareWindow;
    compareWindow_->setAttribute(Qt::WA_DeleteOnClose);
  }
  QString error;
  if (!compareWindow_->setReplay(CompareWindow::A, window_->document()->replay(), tr("the match"), &error)
      || !compareWindow_->setReplay(CompareWindow::B, rerun_->replayAsRerun(),
                                    tr("the re-run of player %1").arg(rerun_->seat()), &error)) {
    appendReport(error);
    return;
  }
  compareWindow_->show();
  compareWindow_->raise();
}

void RerunDialog::fillSeats()
{
  seat_->clear();
  const Debugger::Replay& replay = window_->document()->replay();
  for (int p = 0; p < replay.players.size(); ++p)
    seat_->addItem(tr("Player %1: %2").arg(p).arg(replay.players[p].name));
}

void RerunDialog::setBot(const QString& spec)
{
  bot_->setText(spec);
}

QString RerunDialog::reportText() const
{
  return report_->toPlainText();
}

QString RerunDialog::attachText() const
{
  return attach_->isVisible() || rerun_ ? attach_->text() : QString();
}

void RerunDialog::appendReport(const QString& text)
{
  report_->appendPlainText(text);
}

bool RerunDialog::confirmRecordedBot(int seat, const QString& bot)
{
  // The command a replay records was written by whoever made the file: it starts only
  // once the user has seen it and said yes (once per command and replay).
  const Debugger::Replay& replay = window_->document()->replay();
  if (bot != replay.players.value(seat).bot || confirmedBots_.contains(bot) || !window_->isInteractive())
    return true;
  QString error;
  const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(bot, &error);
  if (!spec || !spec->isExternal())
    return true;
  const QString question =
      tr("The replay records this bot for seat %1, and re-running starts it:\n\n%2\n\nA replay can come from "
         "anyone. Start it only if you trust it; %3")
          .arg(QString::number(seat), bot,  // at once: a '%3' in the recorded command stays as it is
               BuildSettings::sandboxBots() ? tr("it runs in the sandbox.")
                                            : tr("Tools > Sandbox Untrusted Bots runs it in the sandbox."));
  if (PlainText::question(this, tr("Run the Recorded Bot?"), question, QMessageBox::Yes | QMessageBox::Cancel,
                          QMessageBox::Cancel)
      != QMessageBox::Yes)
    return false;
  confirmedBots_ << bot;
  return true;
}

void RerunDialog::startRerun()
{
  if (stage_ == Stage::Feeding || stage_ == Stage::Playing)
    return;
  const int seat = seat_->currentIndex();
  const int turn = turn_->value();
  const QString bot = bot_->text().trimmed();
  if (!confirmRecordedBot(seat, bot))
    return;
  stopBot();
  report_->clear();
  stage_ = Stage::Feeding;
  // Busy until the first turn is fed: a build for debugging (-O0 -g) or a course player's
  // compilation may come first, and takes seconds.
  progress_->setRange(0, 0);
  appendReport(tr("Starting %1 and feeding it the recorded inputs of turns 1 to %2…").arg(bot).arg(turn - 1));
  updateButtons();
  // The thread owns its copy of the replay: the window may open another file meanwhile.
  auto replay = std::make_shared<Debugger::Replay>(window_->document()->replay());
  Debugger::ProcessOptions options = BuildSettings::processOptions();
  // Ready for Debug the Turn from the start: a Python bot connects to its debugger, a
  // course player from source is built -O0 -g, and so is an editor C++ bot (on the thread,
  // below: a failed build is said, and the bot's own build runs). A refusal is said if the
  // user asks to debug.
  debugPlan_.reset();
  const QString spec = bot.isEmpty() ? replay->players.value(seat).bot : bot;
  if (adapterInstalled_) {
    Debugger::DebugRequest request;
    request.bots = {spec};
    debugPlan_ = Debugger::DebugPlanner::plan(request, &options, &debugRefused_);
  }
  const bool prepare = debugPlan_.has_value() && !options.sandbox;
  const int generation = generation_;
  thread_ = QThread::create([this, replay, seat, turn, bot, options, generation, prepare] {
    QString error;
    QString runBot = bot;
    if (prepare) {
      QMetaObject::invokeMethod(this, [this, generation] {
        if (generation == generation_)
          appendReport(tr("Building the bot for debugging (-O0 -g) if it needs a build…"));
      }, Qt::QueuedConnection);
      QString why;
      if (const QString debugBuild = debugBuildOf(bot, &why); !debugBuild.isEmpty())
        runBot = debugBuild;
      const QString note = !why.isEmpty() ? tr("The build for debugging failed; the bot's own build runs instead: %1").arg(why)
                           : runBot != bot ? tr("Built for debugging (-O0 -g): %1").arg(runBot)
                                           : QString();
      if (!note.isEmpty())
        QMetaObject::invokeMethod(this, [this, generation, note] {
          if (generation == generation_)
            appendReport(note);
        }, Qt::QueuedConnection);
    }
    std::unique_ptr<Debugger::BotRerun> rerun = Debugger::BotRerun::start(*replay, seat, runBot, turn, options, &error);
    if (!rerun) {
      QMetaObject::invokeMethod(this, [this, generation, error] { historyDone(generation, false, error); }, Qt::QueuedConnection);
      return;
    }
    botPid_ = rerun->processId();
    const bool ok = rerun->replayHistory(
        [this](int done, int last) {
          QMetaObject::invokeMethod(progress_, [this, done, last] {
            progress_->setRange(0, std::max(1, last));
            progress_->setValue(done);
          }, Qt::QueuedConnection);
        },
        &error);
    // Handed to the window's thread, which waits for this one before it reads them; the
    // replay the re-run reads lives as long as the re-run.
    replayKeeper_ = replay;
    rerun_ = std::move(rerun);
    QMetaObject::invokeMethod(this, [this, generation, ok, error] { historyDone(generation, ok, error); }, Qt::QueuedConnection);
  });
  connect(thread_, &QThread::finished, thread_, &QObject::deleteLater);
  thread_->start();
}

void RerunDialog::historyDone(int generation, bool ok, const QString& error)
{
  if (generation != generation_)
    return;  // stopped meanwhile
  if (thread_)
    thread_->wait();
  thread_ = nullptr;
  if (progress_->maximum() == 0)  // still busy (no turn fed): the bar ends full, or empty on failure
    progress_->setRange(0, 1);
  if (!ok || !rerun_) {
    stage_ = Stage::Failed;
    appendReport(tr("The re-run stopped: %1").arg(error));
    rerun_.reset();
    updateButtons();
    return;
  }
  progress_->setValue(progress_->maximum());
  if (const auto& d = rerun_->divergence(); d && d->input) {
    appendReport(tr("Turn %1: the input made again from the recorded state differs from the one the bot received in "
                    "the match, at line %2 (the game's rules changed since, or the replay was edited).")
                     .arg(d->turn)
                     .arg(d->line));
    appendReport(tr("In the match it received:"));
    appendReport(d->recorded.isEmpty() ? tr("    (the input ends before this line)") : QStringLiteral("    ") + d->recorded.first());
    appendReport(tr("Now it receives:"));
    appendReport(d->now.isEmpty() ? tr("    (the input ends before this line)") : QStringLiteral("    ") + d->now.first());
  } else if (d) {
    appendReport(tr("Turn %1: the bot answers differently than in the match (it is not deterministic, or it changed "
                    "since).").arg(d->turn));
    appendReport(tr("In the match it answered:"));
    appendReport(d->recorded.isEmpty() ? tr("    (nothing)") : QStringLiteral("    ") + d->recorded.join(QStringLiteral("\n    ")));
    if (!d->nowError.isEmpty())
      appendReport(tr("Now it fails: %1").arg(d->nowError));
    else {
      appendReport(tr("Now it answers:"));
      appendReport(d->now.isEmpty() ? tr("    (nothing)") : QStringLiteral("    ") + d->now.join(QStringLiteral("\n    ")));
    }
  } else {
    appendReport(tr("Turns 1 to %1: every reply as in the match (%2 compared).").arg(rerun_->turn() - 1).arg(rerun_->historyTurns()));
  }
  stage_ = Stage::Waiting;
  appendReport(tr("The bot now waits for turn %1's input, with no time limit.").arg(rerun_->turn()));
  updateButtons();
  retranslateUi();
}

void RerunDialog::playTurn()
{
  if (stage_ != Stage::Waiting || !rerun_)
    return;
  stage_ = Stage::Playing;
  appendReport(tr("Turn %1 sent; waiting for the bot's answer (no time limit)…").arg(rerun_->turn()));
  updateButtons();
  const int generation = generation_;
  thread_ = QThread::create([this, generation] {
    const Debugger::PlayerExchange answer = rerun_->playTurn();
    QMetaObject::invokeMethod(this, [this, generation, answer] {
          if (generation == generation_)
            turnPlayed(answer);
        }, Qt::QueuedConnection);
  });
  connect(thread_, &QThread::finished, thread_, &QObject::deleteLater);
  thread_->start();
}

void RerunDialog::debugTurn()
{
  if (stage_ != Stage::Waiting || !rerun_)
    return;
  const std::optional<Debugger::DebugRefused> hidden = Debugger::DebugPlanner::checkDebuggee(rerun_->debuggeeId(), rerun_->sandboxed());
  if (hidden || !debugPlan_) {
    appendReport(debugRefusalText(hidden ? *hidden : debugRefused_));
    return;
  }
  const Debugger::DebugTarget target = debugPlan_->target;
  QList<Debugger::DebugTurn::Breakpoint> breakpoints;
  qsizetype set = 0;  // in the editor, whatever their turns
  if (const EditorFeature* editor = editorFeature(window_)) {
    EditorPanel* panel = editor->editorPanel();
    const QMap<QString, QList<SourceBreakpoint>> files = panel->breakpoints();
    breakpoints = SourceBreakpoints::forDebugger(files);
    set = breakpoints.size();
    // The bot runs what is on disk: lines edited since may not be the lines it stops at.
    for (int i = 0; i < panel->count(); ++i)
      if (const SourceEditor* e = panel->editor(i); e->isModified() && files.contains(e->filePath()))
        appendReport(tr("%1 has changes that are not saved (nor built): the bot runs the file as it is on disk, so its "
                        "lines may not be the ones the breakpoints are on.").arg(e->displayName()));
  }
  // "When a match condition holds": decided on the state the bot answers (frame N-1), as
  // the session decides it.
  const qsizetype armedHere = Debugger::BreakpointScopes::applyingTo(
      breakpoints, rerun_->turn(),
      Debugger::BreakpointScopes::holding(breakpoints, rerun_->replay(), rerun_->turn(), stateConditionsHold)).size();
  if (set == 0)
    appendReport(tr("No breakpoint is set in the editor (click its gutter or press F9 on a line): the bot runs "
                    "through the turn unless it faults."));
  else if (armedHere == 0)
    appendReport(tr("None of the editor's %n breakpoint(s) stops in turn %1 (their turns are set in the gutter's "
                    "context menu): the bot runs through it unless it faults.", nullptr, int(set))
                     .arg(rerun_->turn()));
  stage_ = Stage::Playing;
  appendReport(tr("Turn %1 sent under the debugger, with %n breakpoint(s) armed for this turn only…", nullptr,
                  int(armedHere)).arg(rerun_->turn()));
  updateButtons();
  const int generation = generation_;
  session_ = std::make_unique<Debugger::InteractiveDebugSession>(*rerun_, target, breakpoints, stateConditionsHold);
  connect(session_.get(), &Debugger::InteractiveDebugSession::replied, this,
          [this, generation](const Debugger::PlayerExchange& answer) {
            if (generation == generation_)
              turnPlayed(answer);
          });
  // A breakpoint on a line without code is moved by the debugger, or never stops: say which.
  connect(session_.get(), &Debugger::InteractiveDebugSession::armed, this,
          [this, generation](const QList<Debugger::DebugTurn::ArmedBreakpoint>& armed) {
            if (generation != generation_)
              return;
            for (const Debugger::DebugTurn::ArmedBreakpoint& b : armed) {
              const QString place = QStringLiteral("%1:%2").arg(QFileInfo(b.requested.file).fileName()).arg(b.requested.line);
              if (!b.verified)
                appendReport(tr("The breakpoint at %1 will not stop: the bot has no code there, or no debug information "
                                "for that file.").arg(place));
              else if (b.line != b.requested.line)
                appendReport(tr("The breakpoint at %1 stops at line %2, the next line with code.").arg(place).arg(b.line));
            }
          });
  connect(session_.get(), &Debugger::InteractiveDebugSession::failed, this, [this, generation](const QString& why) {
    if (generation != generation_)
      return;
    stage_ = Stage::Failed;
    appendReport(tr("The debugger stopped: %1").arg(why));
    updateButtons();
  });
  const QString name = window_->document()->replay().players.value(rerun_->seat()).name;
  showBotDebugSession(window_, session_.get(), name.isEmpty() ? tr("The bot") : name);
}

void RerunDialog::turnPlayed(const Debugger::PlayerExchange& answer)
{
  if (thread_)
    thread_->wait();
  thread_ = nullptr;
  stage_ = Stage::Played;
  if (!answer.error.isEmpty())
    appendReport(tr("Turn %1: %2").arg(rerun_->turn()).arg(answer.error));
  else
    appendReport(tr("Turn %1: the bot answers:").arg(rerun_->turn()));
  for (const QString& line : answer.output)
    appendReport(QStringLiteral("    ") + line);
  if (!answer.stderrText.trimmed().isEmpty())
    appendReport(tr("stderr:\n%1").arg(answer.stderrText.trimmed()));
  // Whether it did as in the match: the turn a bug shows up at is worth knowing either way.
  const Debugger::Frame* frame = replayKeeper_ && rerun_->turn() < replayKeeper_->frames.size()
                                     ? &replayKeeper_->frames[rerun_->turn()] : nullptr;
  if (const Debugger::PlayerExchange* recorded = frame ? frame->exchangeOf(rerun_->seat()) : nullptr) {
    // As the history compares: the same lines, and a failure (timeout, crash) only for one.
    const auto failed = [](const Debugger::PlayerExchange& e) {
      return e.status == Rules::Move::Status::Timeout || e.status == Rules::Move::Status::Crashed;
    };
    if (recorded->output == answer.output && failed(*recorded) == failed(answer)) {
      appendReport(tr("This is the reply the match recorded."));
    } else {
      appendReport(tr("The match recorded a different reply:"));
      if (!recorded->error.isEmpty())
        appendReport(QStringLiteral("    ") + recorded->error);
      appendReport(recorded->output.isEmpty() ? tr("    (nothing)")
                                              : QStringLiteral("    ") + recorded->output.join(QStringLiteral("\n    ")));
    }
  }
  updateButtons();
}

void RerunDialog::continueMatch()
{
  const int turn = turn_->value();
  const int seat = seat_->currentIndex();
  const QString bot = bot_->text().trimmed();
  if (!confirmRecordedBot(seat, bot))
    return;
  // Debugged here: the continued match offers Debug for this seat first, so the debugger
  // stays with the bot for the turns that follow.
  const bool debugged = session_ != nullptr;
  stopBot();  // the fork starts its own copy, shown the same history
  accept();
  window_->continueWith(turn - 1, seat, bot, debugged);
}

void RerunDialog::profileTurn()
{
  const int turn = turn_->value();
  const int seat = seat_->currentIndex();
  const QString bot = bot_->text().trimmed();
  if (!confirmRecordedBot(seat, bot))
    return;
  stopBot();
  accept();
  window_->continueWith(turn - 1, seat, bot, false, true);
}

void RerunDialog::openTerminal()
{
  if (!rerun_ || rerun_->debuggeeId() <= 0)
    return;
  QProcess::startDetached(terminalProgram(), {QStringLiteral("-e"), QStringLiteral("gdb"), QStringLiteral("-p"),
                                              QString::number(rerun_->debuggeeId())});
}

void RerunDialog::stopBot()
{
  // A bot waiting in a debugger, or for input, is ended first: its thread then returns.
  if ((thread_ || session_) && botPid_ > 0)
    ::kill(pid_t(-botPid_), SIGKILL);
  if (thread_) {
    thread_->wait();
    thread_ = nullptr;
  }
  session_.reset();  // its adapter goes; the bot it attached to is killed above
  rerun_.reset();
  replayKeeper_.reset();
  botPid_ = 0;
  ++generation_;
}

void RerunDialog::reject()
{
  stopBot();
  QDialog::reject();
}

void RerunDialog::updateButtons()
{
  const bool busy = stage_ == Stage::Feeding || stage_ == Stage::Playing;
  start_->setEnabled(!busy);
  seat_->setEnabled(!busy);
  bot_->setEnabled(!busy);
  turn_->setEnabled(!busy);
  progress_->setVisible(stage_ != Stage::Setup);
  play_->setEnabled(stage_ == Stage::Waiting);
  debug_->setEnabled(stage_ == Stage::Waiting);
  debug_->setVisible(adapterInstalled_);
  continue_->setEnabled(stage_ == Stage::Waiting || stage_ == Stage::Played);
  compare_->setVisible(rerun_ && (stage_ == Stage::Waiting || stage_ == Stage::Playing || stage_ == Stage::Played));
  profile_->setEnabled(!busy);
  const bool waiting = rerun_ && (stage_ == Stage::Waiting || stage_ == Stage::Playing);
  // gdb -p is the way only where no debug adapter is installed.
  const bool attachable = waiting && !adapterInstalled_ && !rerun_->attachCommand().isEmpty();
  attach_->setVisible(waiting && !adapterInstalled_);
  copyAttach_->setVisible(attachable);
  terminal_->setVisible(attachable && !terminalProgram().isEmpty());
}

void RerunDialog::retranslateUi()
{
  setWindowTitle(tr("Re-run a Bot up to a Turn"));
  intro_->setText(tr("A fresh copy of the bot gets the recorded inputs of the turns before the chosen one, and each of "
                     "its replies is compared with the match's. Then it waits for the chosen turn with no time limit, "
                     "so that a debugger can be attached first."));
  seatLabel_->setText(tr("Seat:"));
  botLabel_->setText(tr("Bot:"));
  bot_->setToolTip(tr("An external bot: cmd:COMMAND or eda:FILE (a course player). The seat's bot as recorded by default."));
  turnLabel_->setText(tr("Stop at turn:"));
  start_->setText(tr("&Start"));
  play_->setText(tr("&Play the Turn"));
  debug_->setText(tr("&Debug the Turn"));
  debug_->setToolTip(tr("Play the turn under the debugger: the breakpoints set in the editor's gutter are armed for "
                        "this turn only, and the Bot Debugger dock shows where the bot stops"));
  continue_->setText(tr("&Continue the Match with This Bot…"));
  profile_->setText(tr("P&rofile the Turn…"));
  profile_->setToolTip(tr("Play the match on from the turn before this one with the bot profiled, in a new window: "
                          "its Profile panel shows where the bot spent each turn"));
  close_->setText(tr("Close"));
  copyAttach_->setText(tr("Copy"));
  terminal_->setText(tr("Open gdb in a Terminal"));
  compare_->setText(tr("Compare Replies with the Match…"));
  compare_->setToolTip(tr("Open the Compare window on the match and on the match as the re-run played it: each turn "
                          "where the bot answers otherwise is marked on the timeline"));
  if (rerun_ && rerun_->attachCommand().isEmpty()) {
    attach_->setText(tr("The bot runs in the sandbox, and its process cannot be found from outside it: gdb needs the "
                        "sandbox off. Turn off Tools > Sandbox Untrusted Bots and start again."));
  } else if (rerun_) {
    QString text = tr("Attach a debugger: %1").arg(rerun_->attachCommand());
    if (rerun_->sandboxed())
      text += QLatin1Char('\n') + tr("(The bot runs in the sandbox: this is its process ID outside the sandbox, not "
                                     "bubblewrap's.)");
    if (Debugger::BotRerun::attachRestricted())
      text += QLatin1Char('\n') + tr("(This system lets only root attach to a running process: use sudo, or allow it "
                                     "with \"echo 0 | sudo tee /proc/sys/kernel/yama/ptrace_scope\".)");
    attach_->setText(text);
  }
}

void RerunDialog::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange) {
    const int seat = seat_->currentIndex();
    const QSignalBlocker keepBot(seat_);
    fillSeats();
    seat_->setCurrentIndex(seat);
    retranslateUi();
  }
  QDialog::changeEvent(event);
}

}  // namespace Kibitz::App
