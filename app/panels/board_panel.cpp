#include "panels/board_panel.h"

#include "boards/board_view.h"
#include "document/replay_document.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
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
  while (QLayoutItem* item = overlays_->takeAt(0)) {
    delete item->widget();
    delete item;
  }
  gameId_ = gameId;
  view_ = createBoardView(gameId, this);
  connect(view_, &BoardView::inspectRequested, this, &BoardPanel::inspectRequested);
  layout_->addWidget(view_, 1);
  for (const QString& name : view_->overlayNames()) {
    auto* toggle = new QCheckBox(view_->overlayLabel(name), this);
    toggle->setObjectName(name);
    toggle->setChecked(view_->overlay(name));
    connect(toggle, &QCheckBox::toggled, this, [this, name](bool on) { view_->setOverlay(name, on); });
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
  }
  QWidget::changeEvent(event);
}

void BoardPanel::refresh()
{
  if (view_ && document_->hasReplay())
    view_->showFrame(document_->replay(), document_->currentTurn());
}

}  // namespace Kibitz::App
