#include "panels/timeline_panel.h"

#include "document/playback.h"
#include "document/replay_document.h"
#include "widgets/timeline_slider.h"

#include "core/game.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

namespace Kibitz::App {

TimelinePanel::TimelinePanel(ReplayDocument* document, Playback* playback, const QList<QAction*>& transport, QWidget* parent)
    : QWidget(parent), document_(document), playback_(playback), slider_(new TimelineSlider(document, this)),
      turnLabel_(new QLabel(this)), speedLabel_(new QLabel(this)), speed_(new QComboBox(this))
{
  auto* controls = new QHBoxLayout;
  controls->setSpacing(2);
  for (QAction* action : transport) {
    if (!action) {
      controls->addSpacing(8);
      continue;
    }
    auto* button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setAutoRaise(true);
    controls->addWidget(button);
  }
  controls->addSpacing(12);
  turnLabel_->setMinimumWidth(140);
  turnLabel_->setObjectName(QStringLiteral("turnLabel"));
  controls->addWidget(turnLabel_);
  controls->addStretch();
  controls->addWidget(speedLabel_);
  for (double s : Playback::speeds())
    speed_->addItem(QStringLiteral("%1×").arg(QLocale().toString(s)), s);
  speed_->setCurrentIndex(int(Playback::speeds().indexOf(1.0)));
  controls->addWidget(speed_);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 2, 4, 2);
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
  layout->addWidget(slider_);
  layout->addLayout(controls);

  connect(speed_, &QComboBox::currentIndexChanged, this, [this] { playback_->setSpeed(speed_->currentData().toDouble()); });
  connect(playback_, &Playback::speedChanged, this, [this](double s) {
    const int index = speed_->findData(s);
    if (index >= 0)
      speed_->setCurrentIndex(index);
  });
  connect(document_, &ReplayDocument::currentTurnChanged, this, &TimelinePanel::updateTurnLabel);
  connect(document_, &ReplayDocument::framesAppended, this, &TimelinePanel::updateTurnLabel);
  connect(document_, &ReplayDocument::replayReset, this, &TimelinePanel::updateTurnLabel);
  retranslateUi();
}

void TimelinePanel::updateTurnLabel()
{
  if (!document_->hasReplay()) {
    turnLabel_->setText(tr("No match"));
    return;
  }
  const bool decisions = document_->game() && document_->game()->info().stepIsDecision;
  turnLabel_->setText((decisions ? tr("Decision %1 / %2") : tr("Turn %1 / %2"))
                          .arg(QLocale().toString(document_->currentTurn()), QLocale().toString(document_->lastTurn())));
}

void TimelinePanel::retranslateUi()
{
  speedLabel_->setText(tr("Speed:"));
  speed_->setToolTip(tr("Playback speed (1× is the original viewer's pace)"));
  slider_->setToolTip(QString());
  updateTurnLabel();
}

void TimelinePanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
