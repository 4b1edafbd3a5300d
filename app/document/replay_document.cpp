#include "document/replay_document.h"

#include "profile/recorded_profiles.h"

#include "panels/game_terms.h"
#include "core/registry.h"
#include "replay/release_later.h"

#include <QFileInfo>
#include <QJsonObject>

namespace Kibitz::App {

ReplayDocument::ReplayDocument(QObject* parent) : QObject(parent) {}
ReplayDocument::~ReplayDocument() = default;

QString ReplayDocument::displayName() const
{
  if (!replay_)
    return {};
  if (!filePath_.isEmpty())
    return QFileInfo(filePath_).fileName();
  if (!importedName_.isEmpty())
    return tr("%1 (imported)").arg(importedName_);
  // A match continued from another one's turn (Debug > Continue from This Turn).
  const QJsonValue fork = replay_->origin.value(QStringLiteral("fork"));
  if (fork.isObject()) {
    const QJsonObject from = fork.toObject();
    const QString file = QFileInfo(from.value(QStringLiteral("file")).toString()).fileName();
    return tr("Fork of %1 from turn %2").arg(file).arg(from.value(QStringLiteral("turn")).toInt());
  }
  return tr("Unsaved %1 match").arg(game_ ? gameTerm(game_->info().name) : replay_->gameId);
}

void ReplayDocument::setReplay(Debugger::Replay replay, const QString& filePath, bool live)
{
  stopAnswering_ = 0;
  if (replay_)
    Debugger::releaseLater(std::move(replay_));  // a long replay takes a while to free
  replay_ = std::make_unique<Debugger::Replay>(std::move(replay));
  states_.clear();
  seatFrames_.clear();
  viewSeat_ = -1;
  game_ = Rules::Registry::find(replay_->gameId);
  filePath_ = filePath;
  importedName_.clear();
  currentTurn_ = 0;
  modified_ = filePath.isEmpty();
  live_ = live;
  emit replayReset();
  emit liveChanged(live_);
  emit modifiedChanged(modified_);
  emit filePathChanged(filePath_);
  emit currentTurnChanged(currentTurn_);
}

void ReplayDocument::setImportedReplay(Debugger::Replay replay, const QString& sourcePath)
{
  setReplay(std::move(replay), QString());
  importedName_ = QFileInfo(sourcePath).fileName();
  setModified(false);
  emit filePathChanged(filePath_);  // the title names the imported file
}

std::shared_ptr<const Rules::State> ReplayDocument::restoredState(int turn) const
{
  return replay_ ? states_.at(*replay_, turn) : nullptr;
}

const Debugger::Frame& ReplayDocument::frame(int turn) const
{
  return seatFrames_.at(*replay_, states_, viewSeat(), turn);
}

int ReplayDocument::viewSeat() const
{
  return replay_ && Debugger::SeatView::hidesInformation(game_) ? viewSeat_ : -1;
}

void ReplayDocument::setViewSeat(int seat)
{
  seat = replay_ && seat >= 0 && seat < replay_->players.size() ? seat : -1;
  if (seat == viewSeat_)
    return;
  const int before = viewSeat();
  viewSeat_ = seat;
  if (viewSeat() != before)
    emit viewSeatChanged(viewSeat());
}

void ReplayDocument::clear()
{
  stopAnswering_ = 0;
  replay_.reset();
  states_.clear();
  seatFrames_.clear();
  viewSeat_ = -1;
  game_ = nullptr;
  filePath_.clear();
  importedName_.clear();
  currentTurn_ = -1;
  modified_ = live_ = false;
  emit replayReset();
  emit currentTurnChanged(currentTurn_);
}

void ReplayDocument::appendFrame(const Debugger::Frame& frame)
{
  if (!replay_)
    return;
  replay_->frames.append(frame);
  emit framesAppended(int(replay_->frames.size()) - 1, int(replay_->frames.size()) - 1);
}

void ReplayDocument::appendFrames(const QList<Debugger::Frame>& frames, const QStringList& metricKeys)
{
  if (!replay_ || frames.isEmpty())
    return;
  for (const QString& key : metricKeys) {
    if (replay_->metricKeys.contains(key))
      continue;
    replay_->metricKeys << key;
    for (Debugger::Frame& earlier : replay_->frames)
      earlier.metrics << QList<double>(replay_->players.size(), 0.0);
    seatFrames_.clear();  // the seats' copies lack the new key
  }
  const int first = int(replay_->frames.size());
  replay_->frames.append(frames);
  // A frame copied before a key appeared lacks it too.
  for (int f = first; f < replay_->frames.size(); ++f)
    while (replay_->frames[f].metrics.size() < replay_->metricKeys.size())
      replay_->frames[f].metrics << QList<double>(replay_->players.size(), 0.0);
  emit framesAppended(first, int(replay_->frames.size()) - 1);
}

void ReplayDocument::finishLive(const Debugger::MatchResult& result)
{
  if (!replay_)
    return;
  replay_->result = result;
  live_ = false;
  emit liveChanged(false);
}

void ReplayDocument::addProfiles(const Debugger::RecordedProfiles& profiles)
{
  if (!replay_ || profiles.seats.isEmpty())
    return;
  profiles.applyTo(replay_.get());
  emit profilesAdded();
}

void ReplayDocument::markSaved(const QString& path)
{
  filePath_ = path;
  emit filePathChanged(path);
  setModified(false);
}

void ReplayDocument::markUnsaved()
{
  if (!replay_ || filePath_.isEmpty())
    return;
  filePath_.clear();
  emit filePathChanged(filePath_);
  setModified(true);
}

Debugger::Replay& ReplayDocument::mutableReplay()
{
  return *replay_;
}

void ReplayDocument::setModified(bool modified)
{
  if (modified_ == modified)
    return;
  modified_ = modified;
  emit modifiedChanged(modified);
}

void ReplayDocument::showStop(int answering)
{
  if (!replay_ || replay_->frames.isEmpty() || answering < 1)
    return;
  setCurrentTurn(answering - 1);
  stopAnswering_ = answering;
}

void ReplayDocument::setCurrentTurn(int turn)
{
  if (!replay_ || replay_->frames.isEmpty())  // a live external game before its first frame
    return;
  turn = std::clamp(turn, 0, lastTurn());
  if (stopAnswering_ > 0 && turn != stopAnswering_ - 1)
    stopAnswering_ = 0;  // the view left the stop
  if (turn == currentTurn_)
    return;
  currentTurn_ = turn;
  emit currentTurnChanged(turn);
}

}  // namespace Kibitz::App
