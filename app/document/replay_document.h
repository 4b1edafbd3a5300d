#pragma once

#include "replay/replay.h"
#include "replay/restored_states.h"
#include "replay/seat_view.h"

#include <QObject>

#include <memory>

namespace Kibitz::Rules {
class Game;
}
namespace Kibitz::Debugger {
struct RecordedProfiles;
}

namespace Kibitz::App {

// The replay the window shows and the turn it is at. Every panel reads from here and
// moves the turn through setCurrentTurn(); a live match appends frames as they come.
class ReplayDocument : public QObject {
  Q_OBJECT
public:
  explicit ReplayDocument(QObject* parent = nullptr);
  ~ReplayDocument() override;

  bool hasReplay() const { return replay_ != nullptr; }
  const Debugger::Replay& replay() const { return *replay_; }
  const Rules::Game* game() const { return game_; }
  // The engine's state of frame `turn` (Game::stateFromJson), cached around the turns
  // shown; null when the engine cannot restore it (restoredStates().lastError() says why).
  // The boards of this document read their typed states from here.
  std::shared_ptr<const Rules::State> restoredState(int turn) const;
  Debugger::RestoredStates& restoredStates() const { return states_; }
  int currentTurn() const { return currentTurn_; }
  int lastTurn() const { return replay_ ? replay_->lastTurn() : -1; }
  // Frame `turn` as the panels show it: the whole frame, or with a view seat (below) only
  // what that seat knows (Debugger::SeatView::frameFor). The panels read frames here only.
  // The reference is valid until the replay or the view seat changes, or frames arrive.
  const Debugger::Frame& frame(int turn) const;
  // What the window shows (issue #51): while a person plays seat `seat` of a game with hidden
  // information (Mosca Ceca's fog), every panel shows that seat's side only; -1 (the default,
  // and again for each new replay): everything. Ignored for games without hidden
  // information. Emits viewSeatChanged on a change.
  void setViewSeat(int seat);
  // The seat whose side is shown, or -1 when the whole state is.
  int viewSeat() const;
  QString filePath() const { return filePath_; }
  bool isModified() const { return modified_; }
  bool isLive() const { return live_; }
  QString displayName() const;

  // Replaces the replay (turn 0 shown). `filePath` is empty for an unsaved match.
  void setReplay(Debugger::Replay replay, const QString& filePath, bool live = false);
  // A replay imported from a foreign file (a native log, a CodinGame replay): named after
  // that file, and nothing to lose until the user changes it (the file can be imported
  // again), although saving still asks where to write a Kibitz replay.
  void setImportedReplay(Debugger::Replay replay, const QString& sourcePath);
  void clear();
  // Live matches: frames arrive one by one, then the result.
  void appendFrame(const Debugger::Frame& frame);
  // A batch from the worker: one framesAppended signal for all of them, so that panels
  // update once per batch rather than once per turn.
  // `metricKeys`, when given, are the match's keys so far: new ones are added, the frames
  // already shown get 0 for them (as ReplayRecorder::addFrame does).
  void appendFrames(const QList<Debugger::Frame>& frames, const QStringList& metricKeys = {});
  void finishLive(const Debugger::MatchResult& result);
  // A live match's profiles, cut by turn once it ended (issue #49): into the replay, then
  // profilesAdded().
  void addProfiles(const Debugger::RecordedProfiles& profiles);
  // Records that the replay was saved to `path`.
  void markSaved(const QString& path);
  // The file just read is a temporary one (an Arena match played again, in a folder that
  // goes with the Arena window): the replay is shown, and kept, as an unsaved match.
  void markUnsaved();
  // For annotations and other edits.
  Debugger::Replay& mutableReplay();
  void setModified(bool modified);

  // A debugged bot stopped while answering turn `answering` (issue #47, 7): the view shows
  // the state it reads, frame answering - 1 (OrkIsland's round there is the course API's
  // round()), in a re-run and in a live match alike. stopAnswering() is that turn until
  // the view moves elsewhere or the replay changes (0: no stop shown).
  void showStop(int answering);
  int stopAnswering() const { return stopAnswering_; }

public slots:
  void setCurrentTurn(int turn);

signals:
  void replayReset();
  void framesAppended(int first, int last);
  void currentTurnChanged(int turn);
  void modifiedChanged(bool modified);
  void liveChanged(bool live);
  void profilesAdded();
  // The view seat changed: the frames read the same turns differently (panels show again).
  void viewSeatChanged(int seat);
  void filePathChanged(const QString& path);

private:
  std::unique_ptr<Debugger::Replay> replay_;
  const Rules::Game* game_ = nullptr;
  mutable Debugger::RestoredStates states_;
  mutable Debugger::SeatFrames seatFrames_;
  int viewSeat_ = -1;
  QString filePath_;
  QString importedName_;  // the foreign file's name, for an import
  int currentTurn_ = -1;
  int stopAnswering_ = 0;
  bool modified_ = false;
  bool live_ = false;
};

}  // namespace Kibitz::App
