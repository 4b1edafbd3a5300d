#include "play/play_panel.h"
#include "widgets/dock_of.h"
#include "widgets/wrapped_text_height.h"

#include "play/move_input.h"

#include "document/match_worker.h"
#include "editor/build_settings.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "boards/board_view.h"
#include "panels/board_panel.h"

#include "match/human_seat.h"
#include "replay/seat_view.h"
#include "match/match_builder.h"

#include <QAction>
#include <QCheckBox>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QMessageBox>
#include <QPushButton>
#include <QEvent>
#include <QResizeEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {
const QString kFogOverlay = QStringLiteral("fog");  // a board's overlay of what the acting seat knows
}

PlayPanel::PlayPanel(MainWindow* window)
    : QWidget(window), window_(window), status_(new QLabel(this)), problem_(new QLabel(this)),
      resign_(new QPushButton(this)), takeBack_(new QPushButton(this)), undo_(new QPushButton(this)),
      stop_(new QPushButton(this)),
      layout_(new QVBoxLayout(this))
{
  takeBack_->setObjectName(QStringLiteral("takeBack"));
  connect(takeBack_, &QPushButton::clicked, this, &PlayPanel::takeBack);
  undo_->setObjectName(QStringLiteral("undoMove"));
  connect(undo_, &QPushButton::clicked, this, &PlayPanel::undoMove);
  resign_->setObjectName(QStringLiteral("resign"));
  stop_->setObjectName(QStringLiteral("stopAndSave"));
  connect(resign_, &QPushButton::clicked, this, [this] {
    if (!window_->isInteractive()
        || QMessageBox::question(this, tr("Resign"), tr("Give up this seat for the rest of the match?")) == QMessageBox::Yes)
      resign();
  });
  connect(stop_, &QPushButton::clicked, this, &PlayPanel::stopToContinueLater);
  status_->setObjectName(QStringLiteral("playStatus"));
  status_->setWordWrap(true);
  status_->setTextFormat(Qt::PlainText);  // players' names come from the match
  problem_->setWordWrap(true);
  problem_->setTextFormat(Qt::PlainText);
  problem_->setStyleSheet(QStringLiteral("color: #c02020;"));
  problem_->hide();
  layout_->addWidget(status_);
  layout_->addWidget(problem_);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(undo_);
  buttons->addWidget(takeBack_);
  buttons->addWidget(resign_);
  buttons->addWidget(stop_);
  layout_->addLayout(buttons);
  layout_->addStretch(1);
  retranslateUi();
}

int PlayPanel::watch(MatchWorker* worker)
{
  ++watches_;
  for (const std::shared_ptr<Debugger::HumanSeat>& seat : std::as_const(seats_))
    seat->disconnect(this);
  seats_ = worker->humanSeats();
  askedSeat_ = -1;
  lastAnswered_ = -1;
  sent_.clear();
  resume_.clear();
  running_ = !seats_.isEmpty();
  stopped_ = false;
  problem_->hide();
  if (!running_) {
    retranslateUi();
    return watches_;
  }
  const QString gameId = window_->document()->replay().gameId;
  if (!input_ || inputGame_ != gameId) {
    delete input_;
    input_ = createMoveInput(gameId, this);
    input_->setObjectName(QStringLiteral("moveInput"));
    inputGame_ = gameId;
    layout_->insertWidget(1, input_, 1);
    connect(input_, &MoveInput::replyChosen, this, &PlayPanel::onReplyChosen);
  }
  input_->withdraw();
  fogSeat_ = -1;
  if (BoardPanel* boardPanel = window_->boardPanel())
    connect(boardPanel, &BoardPanel::overlayToggled, this, &PlayPanel::onOverlayToggled, Qt::UniqueConnection);
  // Hidden from the first frame: the bots may move before the person is first asked.
  if (Debugger::SeatView::hidesInformation(window_->document()->game()))
    showSeatSide(seats_.first()->seat(), true);
  for (const std::shared_ptr<Debugger::HumanSeat>& seat : std::as_const(seats_)) {
    connect(seat.get(), &Debugger::HumanSeat::asked, this, [this](int s, int) { onAsked(s); }, Qt::QueuedConnection);
    // A reply becomes final: nothing left to undo (the button follows).
    connect(seat.get(), &Debugger::HumanSeat::settled, this, &PlayPanel::retranslateUi, Qt::QueuedConnection);
  }
  if (QDockWidget* dock = dockOf(this)) {
    dock->show();
    dock->raise();
    QMetaObject::invokeMethod(this, &PlayPanel::fitWrappedText, Qt::QueuedConnection);  // once laid out
  }
  retranslateUi();
  return watches_;
}

void PlayPanel::fitWrappedText()
{
  // The dock keeps to the panel's minimum height: it holds the wrapped hints at this width.
  const int needed = heightForWrappedText(this);
  if (needed != minimumHeight())
    setMinimumHeight(needed);
}

void PlayPanel::resizeEvent(QResizeEvent* event)
{
  QWidget::resizeEvent(event);
  if (event->oldSize().width() != event->size().width())  // the hints wrap otherwise
    QMetaObject::invokeMethod(this, &PlayPanel::fitWrappedText, Qt::QueuedConnection);
}

void PlayPanel::stop(int watched)
{
  if (watched != watches_)
    return;  // a match taken back: its successor is watched now
  running_ = false;
  askedSeat_ = -1;
  fogSeat_ = -1;
  applyViewSeat();  // the match is over: everything shows again
  if (input_)
    input_->withdraw();
  retranslateUi();
}

void PlayPanel::resign()
{
  for (const std::shared_ptr<Debugger::HumanSeat>& seat : std::as_const(seats_))
    if (seat->seat() == askedSeat_)
      seat->resign();
  askedSeat_ = -1;
  if (input_)
    input_->withdraw();
  retranslateUi();
}

bool PlayPanel::takeBack()
{
  if (!running_ || askedSeat_ < 0 || !window_->document()->hasReplay())
    return false;
  // The asked seat's worker waits for it: nothing else is being played now.
  QList<int> people;
  for (const std::shared_ptr<Debugger::HumanSeat>& seat : std::as_const(seats_))
    people << seat->seat();
  const Debugger::Replay& replay = window_->document()->replay();
  int lastMove = -1;  // the frame of the people's last reply
  for (qsizetype f = replay.frames.size() - 1; f > 0 && lastMove < 0; --f)
    for (const Debugger::PlayerExchange& exchange : replay.frames[f].exchanges)
      if (people.contains(exchange.player))
        lastMove = int(f);
  if (lastMove < 1)
    return false;
  // The new match starts from a copy: the window's replay is replaced when it starts.
  const Debugger::Replay original = replay;
  Debugger::MatchRequest request;
  for (const Debugger::PlayerRecord& player : original.players) {
    request.bots << player.bot;
    request.names << player.name;
  }
  request.processOptions = BuildSettings::processOptions();
  request.humanSeats = true;
  request.continuation = Debugger::MatchRequest::Continuation{&original, window_->document()->displayName(), lastMove - 1};
  QString error;
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, &error);
  if (!runner) {
    problem_->setText(error);
    problem_->show();
    return false;
  }
  window_->cancelMatch();
  return window_->startMatch(std::move(runner));
}

bool PlayPanel::undoMove()
{
  if (!running_)
    return false;
  std::shared_ptr<Debugger::HumanSeat> pending;
  for (const std::shared_ptr<Debugger::HumanSeat>& seat : std::as_const(seats_))
    if (seat->hasPendingAnswer() && (!pending || seat->seat() == lastAnswered_))
      pending = seat;
  QString error;
  if (!pending || !pending->takeBackAnswer(&error)) {
    retranslateUi();  // the turn was played meanwhile
    return false;
  }
  // asked() follows (queued): onAsked gives the move back to the input.
  resume_.insert(pending->seat(), sent_.value(pending->seat()));
  retranslateUi();
  return true;
}

void PlayPanel::stopToContinueLater()
{
  if (!running_)
    return;
  window_->cancelMatch();  // closes the seats: nobody is left waiting
  stopped_ = true;
  retranslateUi();
  if (!window_->isInteractive())
    return;
  // File > Save As, as the user would choose it.
  for (QAction* action : window_->findChildren<QAction*>())
    if (action->shortcut() == QKeySequence(QKeySequence::SaveAs)) {
      action->trigger();
      break;
    }
}

void PlayPanel::onAsked(int seat)
{
  std::shared_ptr<Debugger::HumanSeat> asked;
  for (const std::shared_ptr<Debugger::HumanSeat>& s : std::as_const(seats_))
    if (s->seat() == seat)
      asked = s;
  const std::shared_ptr<const Rules::State> question = asked ? asked->question() : nullptr;
  if (!question || !input_)
    return;  // answered or closed meanwhile
  askedSeat_ = seat;
  askedTurn_ = asked->questionTurn();
  problem_->hide();
  // The board shows the position the person answers: the last frame played (the worker
  // sends every frame before asking a seat played by hand).
  ReplayDocument* document = window_->document();
  if (document->hasReplay())
    document->setCurrentTurn(document->lastTurn());
  // A game with fog (Mosca Ceca) shows the person only what their seat's view holds; the
  // fog they turned off stays off, until another person's seat is asked.
  if (Debugger::SeatView::hidesInformation(document->game()))
    showSeatSide(seat, seat != fogSeat_);
  BoardView* board = window_->boardPanel() ? window_->boardPanel()->view() : nullptr;
  input_->ask(question, seat, board);
  if (resume_.contains(seat))
    input_->resume(resume_.take(seat));
  retranslateUi();
  // The move's controls and hint are known now: the dock grows for them if it must.
  QMetaObject::invokeMethod(this, &PlayPanel::fitWrappedText, Qt::QueuedConnection);
  emit seatAsked(seat);
}

void PlayPanel::showSeatSide(int seat, bool fogOn)
{
  fogSeat_ = seat;
  BoardView* board = window_->boardPanel() ? window_->boardPanel()->view() : nullptr;
  if (fogOn && board && board->overlayNames().contains(kFogOverlay) && !board->overlay(kFogOverlay)) {
    // Through the Board panel's toggle when it has one, so that it shows the fog is on.
    if (auto* toggle = window_->boardPanel()->findChild<QCheckBox*>(kFogOverlay))
      toggle->setChecked(true);  // onOverlayToggled follows
    else
      board->setOverlay(kFogOverlay, true);
  }
  applyViewSeat();
}

void PlayPanel::onOverlayToggled(const QString& name, bool on)
{
  Q_UNUSED(on)
  if (name == kFogOverlay)
    applyViewSeat();
}

void PlayPanel::applyViewSeat()
{
  // The board's fog is the person's switch for the whole window: off, everything shows. A
  // board without one (dominoes: only the deck's order is hidden) keeps the seat's side on.
  BoardView* board = window_->boardPanel() ? window_->boardPanel()->view() : nullptr;
  const bool fog = board && (!board->overlayNames().contains(kFogOverlay) || board->overlay(kFogOverlay));
  window_->document()->setViewSeat(running_ && fog ? fogSeat_ : -1);
}

void PlayPanel::onReplyChosen(const QStringList& lines)
{
  if (askedSeat_ < 0)
    return;
  for (const std::shared_ptr<Debugger::HumanSeat>& seat : std::as_const(seats_)) {
    if (seat->seat() != askedSeat_)
      continue;
    QString error;
    if (!seat->answer(lines, &error)) {
      problem_->setText(error);
      problem_->show();
      return;
    }
  }
  sent_.insert(askedSeat_, lines);
  lastAnswered_ = askedSeat_;
  askedSeat_ = -1;
  input_->withdraw();
  retranslateUi();
  // Another seat asked meanwhile (two people, one of whom took a move back): its turn now.
  for (const std::shared_ptr<Debugger::HumanSeat>& seat : std::as_const(seats_))
    if (seat->seat() != lastAnswered_ && seat->question()) {
      onAsked(seat->seat());
      break;
    }
}

void PlayPanel::retranslateUi()
{
  resign_->setText(tr("Resign"));
  resign_->setToolTip(tr("Give up the seat whose move it is: its moves fail from now on, like a bot that stopped answering"));
  stop_->setText(tr("Stop and Save…"));
  stop_->setToolTip(tr("Stop the match and save it; to play on later, open it, go to its last turn and choose "
                       "Debug > Continue from This Turn"));
  resign_->setEnabled(running_ && askedSeat_ >= 0);
  takeBack_->setText(tr("Take Back"));
  takeBack_->setToolTip(tr("Take back your last move: the match goes on from the turn before it"));
  takeBack_->setEnabled(running_ && askedSeat_ >= 0);
  undo_->setText(tr("Undo Move"));
  undo_->setToolTip(tr("Take back the move you just sent while the other players have not all answered: you choose "
                       "it again, nothing is played again"));
  bool pending = false;
  for (const std::shared_ptr<Debugger::HumanSeat>& seat : std::as_const(seats_))
    pending = pending || seat->hasPendingAnswer();
  undo_->setEnabled(running_ && pending);
  stop_->setEnabled(running_);
  if (stopped_) {
    status_->setText(tr("Match stopped. To play on later: open the saved replay, go to its last turn and choose "
                        "Debug > Continue from This Turn (your seats stay yours)."));
    return;
  }
  if (!running_ && !seats_.isEmpty()) {
    status_->setText(tr("The match is over."));
    return;
  }
  if (!running_) {
    status_->setText(tr("Choose \"Me (play by hand)\" for a seat in File > New Match to play it here."));
    return;
  }
  if (askedSeat_ < 0) {
    status_->setText(tr("Waiting for the other players…"));
    return;
  }
  const QStringList names = window_->document()->hasReplay() ? window_->document()->replay().playerNames() : QStringList();
  status_->setText(tr("Turn %1: your move, %2 (player %3).").arg(askedTurn_).arg(names.value(askedSeat_)).arg(askedSeat_));
}

void PlayPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
