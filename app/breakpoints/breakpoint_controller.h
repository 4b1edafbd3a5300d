#pragma once

#include <functional>

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>

namespace Kibitz::App {

class BreakpointModel;
class MatchWorker;
class Playback;
class ReplayDocument;
struct LiveBreakpoints;

// Puts the breakpoints to work: stops timed play where one holds, finds the next or
// previous hit in a replay, pauses a live match (through its worker), counts hits and
// keeps the log of log-only breakpoints. Saves the breakpoints per game id (QSettings).
class BreakpointController final : public QObject {
  Q_OBJECT
public:
  BreakpointController(ReplayDocument* document, Playback* playback, QObject* parent = nullptr);
  ~BreakpointController() override;

  BreakpointModel* model() const { return model_; }
  ReplayDocument* document() const { return document_; }
  const QStringList& log() const { return log_; }
  void clearLog();

  // Evaluates the enabled breakpoints on `turn`, counting hits and logging log-only ones;
  // true when a stopping breakpoint holds there.
  bool stopsAt(int turn);
  // Moves to the first turn after (before) the current one where a stopping breakpoint
  // holds; returns it, or -1 (nothing moves) when there is none.
  int runToNextHit();
  int previousHit();

  // Watches the live match `worker` is about to play (MainWindow::matchStarted): its turn
  // check pauses it where a breakpoint holds.
  void watch(MatchWorker* worker);
  // The live match of the window, if one is running.
  MatchWorker* liveWorker() const;
  bool isMatchPaused() const { return livePaused_; }
  void pauseMatch();
  void resumeMatch();
  void stepMatch();

signals:
  // A status to show, as a function of the language (said again after a language switch).
  void message(const std::function<QString()>& text);
  void logAppended(const QString& line);
  void logCleared();
  // A live match stopped (or went on); actions follow.
  void matchStateChanged();

private:
  int findHit(int from, int direction);
  void syncEvaluator();
  void loadForGame(const QString& gameId);
  void save() const;
  void attach(MatchWorker* worker);
  void onLiveOutcome(int version, int turn, const QList<int>& held, const QList<int>& errorRows, const QStringList& errors);
  void onLivePaused(int turn, bool byCheck);
  QString describeHits(const QList<int>& rows) const;
  void appendLog(int turn, int row);

  ReplayDocument* document_;
  QPointer<Playback> playback_;  // the window's, which may be destroyed first (both are its children)
  QPointer<MatchWorker> worker_;
  BreakpointModel* model_;
  std::shared_ptr<LiveBreakpoints> live_;
  QString gameId_;
  QStringList log_;
  QList<int> lastHeld_;
  int syncedVersion_ = -1;
  QList<int> evaluatedRows_;  // model row of each expression the evaluator holds
  bool livePaused_ = false;
};

}  // namespace Kibitz::App
