#include "document/playback.h"

#include "document/replay_document.h"

namespace Kibitz::App {

Playback::Playback(ReplayDocument* document, QObject* parent) : QObject(parent), document_(document)
{
  timer_.setInterval(kBaseIntervalMs);
  connect(&timer_, &QTimer::timeout, this, &Playback::tick);
  connect(document_, &ReplayDocument::replayReset, this, &Playback::pause);
}

QList<double> Playback::speeds()
{
  return {0.25, 0.5, 1, 2, 4, 8, 16, 32, 64};
}

void Playback::stepBy(int delta)
{
  document_->setCurrentTurn(document_->currentTurn() + delta);
}

void Playback::first() { document_->setCurrentTurn(0); }
void Playback::last() { document_->setCurrentTurn(document_->lastTurn()); }
void Playback::next() { stepBy(1); }
void Playback::previous() { stepBy(-1); }
void Playback::forward10() { stepBy(10); }
void Playback::back10() { stepBy(-10); }

void Playback::play()
{
  if (!document_->hasReplay())
    return;
  reverse_ = false;
  // Playing from the end starts again from the beginning, as media players do.
  if (document_->currentTurn() >= document_->lastTurn() && !document_->isLive())
    document_->setCurrentTurn(0);
  timer_.start();
  emit playingChanged(true, false);
}

void Playback::playReverse()
{
  if (!document_->hasReplay())
    return;
  reverse_ = true;
  if (document_->currentTurn() <= 0)
    document_->setCurrentTurn(document_->lastTurn());
  timer_.start();
  emit playingChanged(true, true);
}

void Playback::pause()
{
  if (!timer_.isActive())
    return;
  timer_.stop();
  emit playingChanged(false, reverse_);
}

void Playback::setSpeed(double speed)
{
  speed_ = std::clamp(speed, 0.25, 64.0);
  timer_.setInterval(std::max(1, int(kBaseIntervalMs / speed_)));
  emit speedChanged(speed_);
}

void Playback::tick()
{
  const int turn = document_->currentTurn();
  if (reverse_ ? turn <= 0 : turn >= document_->lastTurn()) {
    // A live match keeps producing turns: wait for them instead of stopping.
    if (!reverse_ && document_->isLive())
      return;
    pause();
    return;
  }
  stepBy(reverse_ ? -1 : 1);
  const int now = document_->currentTurn();
  if (stopCondition_ && now != turn && stopCondition_(now)) {
    pause();
    emit stoppedAt(now);
  }
}

}  // namespace Kibitz::App
