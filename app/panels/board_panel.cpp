#include "panels/board_panel.h"

#include "boards/board_view.h"
#include "boards/generic_board_view.h"
#include "document/replay_document.h"
#include "replay/replay.h"
#include "widgets/plain_text.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace Kibitz::App {

BoardPanel::BoardPanel(ReplayDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), layout_(new QVBoxLayout(this)), overlays_(new QHBoxLayout)
{
  layout_->setContentsMargins(0, 0, 0, 0);
  layout_->setSpacing(2);
  overlays_->setContentsMargins(6, 2, 6, 0);
  layout_->addLayout(overlays_);
  connect(document_, &ReplayDocument::replayReset, this, &BoardPanel::rebuildView);
  connect(document_, &ReplayDocument::currentTurnChanged, this, &BoardPanel::refresh);
  // The turn shown may arrive after it became current (a live external game starts with no
  // frame), and a match's end brings its result (an external board shows it).
  connect(document_, &ReplayDocument::framesAppended, this, [this](int first, int last) {
    if (document_->currentTurn() >= first && document_->currentTurn() <= last)
      refresh();
  });
  connect(document_, &ReplayDocument::liveChanged, this, &BoardPanel::refresh);
  connect(document_, &ReplayDocument::viewSeatChanged, this, [this](int seat) {
    if (view_)
      view_->setViewSeat(seat);
  });
  rebuildView();
}

void BoardPanel::rebuildView()
{
  const QString gameId = document_->hasReplay() ? document_->replay().gameId : QString();
  if (view_ && gameId == gameId_) {
    refresh();
    return;
  }
  delete view_;
  delete fallback_;
  fallback_ = nullptr;
  while (QLayoutItem* item = overlays_->takeAt(0)) {
    delete item->widget();
    delete item;
  }
  gameId_ = gameId;
  view_ = createBoardView(gameId, this);
  view_->shareRestoredStates(&document_->restoredStates());
  view_->setViewSeat(document_->viewSeat());
  connect(view_, &BoardView::inspectRequested, this, &BoardPanel::inspectRequested);
  layout_->addWidget(view_, 1);
  for (const QString& name : view_->overlayNames()) {
    auto* toggle = new QCheckBox(view_->overlayLabel(name), this);
    toggle->setObjectName(name);
    toggle->setChecked(view_->overlay(name));
    connect(toggle, &QCheckBox::toggled, this, [this, name](bool on) {
      view_->setOverlay(name, on);
      emit overlayToggled(name, on);
    });
    overlays_->addWidget(toggle);
  }
  overlays_->addStretch();
  refresh();
}

void BoardPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange && view_) {
    for (QCheckBox* toggle : findChildren<QCheckBox*>())
      toggle->setText(view_->overlayLabel(toggle->objectName()));
    if (showsFallback())
      refresh();
  }
  QWidget::changeEvent(event);
}

bool BoardPanel::showsFallback() const
{
  return fallback_ && !fallback_->isHidden();
}

void BoardPanel::refresh()
{
  if (!view_ || !document_->hasReplay())
    return;
  const Debugger::Replay& replay = document_->replay();
  const int turn = document_->currentTurn();
  if (turn < 0 || turn > replay.lastTurn() || view_->canShowFrame(replay, turn)) {
    if (fallback_) {
      fallback_->hide();
      fallbackReason_->hide();
    }
    view_->show();
    view_->showFrame(replay, turn);
    return;
  }
  if (!fallback_) {
    fallbackReason_ = PlainText::label(this);
    fallbackReason_->setWordWrap(true);
    fallbackReason_->setObjectName(QStringLiteral("boardFallbackReason"));
    fallbackReason_->setContentsMargins(6, 2, 6, 2);
    fallback_ = new GenericBoardView(this);
    layout_->addWidget(fallbackReason_);
    layout_->addWidget(fallback_, 1);
  }
  fallbackReason_->setText(tr("The engine could not restore this turn, so it is shown as text: %1").arg(view_->unrestorableReason()));
  view_->hide();
  fallbackReason_->show();
  fallback_->show();
  fallback_->showFrame(replay, turn);
}

}  // namespace Kibitz::App
