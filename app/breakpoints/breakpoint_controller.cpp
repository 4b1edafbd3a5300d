#include "breakpoints/breakpoint_controller.h"

#include "application/settings.h"
#include "breakpoints/breakpoint_evaluator.h"
#include "breakpoints/breakpoint_model.h"
#include "breakpoints/live_breakpoints.h"
#include "document/match_worker.h"
#include "document/playback.h"
#include "document/replay_document.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>

namespace Kibitz::App {

BreakpointController::BreakpointController(ReplayDocument* document, Playback* playback, QObject* parent)
    : QObject(parent),
      document_(document),
      playback_(playback),
      model_(new BreakpointModel(this)),
      live_(std::make_shared<LiveBreakpoints>())
{
  connect(model_, &BreakpointModel::definitionsChanged, this, [this] {
    save();
    QList<Breakpoint> list = model_->breakpoints();
    QMutexLocker lock(&live_->mutex);
    live_->version = model_->version();
    live_->expressions.clear();
    live_->rows.clear();
    live_->logOnly.clear();
    for (int row = 0; row < list.size(); ++row) {
      if (!list[row].enabled)
        continue;
      live_->expressions << list[row].expression;
      live_->rows << row;
      live_->logOnly << list[row].logOnly;
    }
  });
  connect(document_, &ReplayDocument::replayReset, this, [this] {
    if (document_->hasReplay() && document_->replay().gameId != gameId_)
      loadForGame(document_->replay().gameId);
    model_->resetHits();
    clearLog();
    livePaused_ = false;
    emit matchStateChanged();
  });
  connect(document_, &ReplayDocument::liveChanged, this, [this](bool live) {
    if (!live)
      livePaused_ = false;
    emit matchStateChanged();
  });
  if (playback_) {
    // A live match is watched by its worker; timed play only checks replays.
    playback_->setStopCondition([this](int turn) { return !document_->isLive() && stopsAt(turn); });
    connect(playback_, &Playback::stoppedAt, this, [this](int turn) {
      emit message([turn, hits = describeHits(lastHeld_)] { return tr("Stopped at turn %1: %2").arg(QLocale().toString(turn), hits); });
    });
  }
  loadForGame(QString());
}

BreakpointController::~BreakpointController()
{
  if (playback_)
    playback_->setStopCondition({});
}

void BreakpointController::clearLog()
{
  log_.clear();
  emit logCleared();
}

void BreakpointController::loadForGame(const QString& gameId)
{
  gameId_ = gameId;
  QList<Breakpoint> list;
  QString error;
  const QByteArray saved = Settings::breakpoints(gameId).value();
  if (!saved.isEmpty())
    breakpointsFromJson(QJsonDocument::fromJson(saved).array(), &list, &error);
  // Settings may hold expressions an older build accepted: keep only those that compile.
  QList<Breakpoint> valid;
  for (const Breakpoint& b : list)
    if (model_->syntaxError(b.expression).isEmpty())
      valid << b;
  model_->setBreakpoints(valid);
}

void BreakpointController::save() const
{
  Settings::breakpoints(gameId_).set(QJsonDocument(breakpointsToJson(model_->breakpoints())).toJson(QJsonDocument::Compact));
}

void BreakpointController::syncEvaluator()
{
  if (syncedVersion_ == model_->version())
    return;
  QStringList expressions;
  evaluatedRows_.clear();
  for (int row = 0; row < model_->count(); ++row) {
    if (!model_->at(row).enabled)
      continue;
    expressions << model_->at(row).expression;
    evaluatedRows_ << row;
  }
  model_->evaluator().setExpressions(expressions);
  syncedVersion_ = model_->version();
}

void BreakpointController::appendLog(int turn, int row)
{
  const QString line = tr("Turn %1: %2").arg(QLocale().toString(turn), model_->at(row).expression);
  log_ << line;
  emit logAppended(line);
}

bool BreakpointController::stopsAt(int turn)
{
  if (!document_->hasReplay() || turn < 0 || turn > document_->lastTurn())
    return false;
  syncEvaluator();
  if (evaluatedRows_.isEmpty())
    return false;
  const QList<BreakpointEvaluator::Outcome> outcomes = model_->evaluator().evaluate(document_->replay(), turn);
  lastHeld_.clear();
  bool stop = false;
  for (qsizetype i = 0; i < outcomes.size() && i < evaluatedRows_.size(); ++i) {
    const int row = evaluatedRows_[i];
    if (!outcomes[i].error.isEmpty())
      model_->recordError(row, outcomes[i].error);
    if (!outcomes[i].holds)
      continue;
    model_->recordHit(row);
    if (model_->at(row).logOnly) {
      appendLog(turn, row);
    } else {
      stop = true;
      lastHeld_ << row;
    }
  }
  return stop;
}

int BreakpointController::findHit(int from, int direction)
{
  if (!document_->hasReplay())
    return -1;
  for (int turn = from + direction; turn >= 0 && turn <= document_->lastTurn(); turn += direction)
    if (stopsAt(turn))
      return turn;
  return -1;
}

int BreakpointController::runToNextHit()
{
  if (!document_->hasReplay())
    return -1;
  playback_->pause();
  const int turn = findHit(document_->currentTurn(), +1);
  if (turn < 0) {
    emit message([from = document_->currentTurn()] { return tr("No breakpoint holds after turn %1.").arg(QLocale().toString(from)); });
    return -1;
  }
  document_->setCurrentTurn(turn);
  emit message([turn, hits = describeHits(lastHeld_)] { return tr("Stopped at turn %1: %2").arg(QLocale().toString(turn), hits); });
  return turn;
}

int BreakpointController::previousHit()
{
  if (!document_->hasReplay())
    return -1;
  playback_->pause();
  const int turn = findHit(document_->currentTurn(), -1);
  if (turn < 0) {
    emit message([from = document_->currentTurn()] { return tr("No breakpoint holds before turn %1.").arg(QLocale().toString(from)); });
    return -1;
  }
  document_->setCurrentTurn(turn);
  emit message([turn, hits = describeHits(lastHeld_)] { return tr("Stopped at turn %1: %2").arg(QLocale().toString(turn), hits); });
  return turn;
}

QString BreakpointController::describeHits(const QList<int>& rows) const
{
  QStringList expressions;
  for (int row : rows)
    if (row >= 0 && row < model_->count())
      expressions << model_->at(row).expression;
  return expressions.join(QStringLiteral(" · "));
}

MatchWorker* BreakpointController::liveWorker() const
{
  return document_->isLive() ? worker_.data() : nullptr;
}

void BreakpointController::watch(MatchWorker* worker)
{
  worker_ = worker;
  attach(worker);
}

void BreakpointController::pauseMatch()
{
  if (MatchWorker* worker = liveWorker())
    worker->pause();
}

void BreakpointController::resumeMatch()
{
  if (MatchWorker* worker = liveWorker()) {
    worker->resume();
    livePaused_ = false;
    emit message([] { return tr("Match resumed."); });
    emit matchStateChanged();
  }
}

void BreakpointController::stepMatch()
{
  if (MatchWorker* worker = liveWorker())
    worker->stepTurn();
}

// Runs before the match's first turn, on the GUI thread; the check itself runs on the
// worker thread.
void BreakpointController::attach(MatchWorker* worker)
{
  struct CheckState {
    std::unique_ptr<BreakpointEvaluator> evaluator;
    std::unique_ptr<LiveRelay> relay;
    int version = -2;
    QList<int> rows;
    QList<bool> logOnly;
  };
  auto state = std::make_shared<CheckState>();
  state->relay = std::make_unique<LiveRelay>();
  connect(state->relay.get(), &LiveRelay::outcome, this, &BreakpointController::onLiveOutcome);
  connect(worker, &MatchWorker::pausedAt, this, &BreakpointController::onLivePaused);
  connect(worker, &MatchWorker::resumed, this, [this] {
    livePaused_ = false;
    emit matchStateChanged();
  });
  worker->setTurnCheck([live = live_, state](const Debugger::Replay& replay, int turn) {
    {
      QMutexLocker lock(&live->mutex);
      if (live->version != state->version) {
        // Made here so that the engine belongs to the worker thread.
        if (!state->evaluator)
          state->evaluator = std::make_unique<BreakpointEvaluator>();
        state->evaluator->setExpressions(live->expressions);
        state->rows = live->rows;
        state->logOnly = live->logOnly;
        state->version = live->version;
      }
    }
    if (!state->evaluator || state->rows.isEmpty())
      return false;
    const QList<BreakpointEvaluator::Outcome> outcomes = state->evaluator->evaluate(replay, turn);
    QList<int> held, errorRows;
    QStringList errors;
    bool stop = false;
    for (qsizetype i = 0; i < outcomes.size() && i < state->rows.size(); ++i) {
      if (!outcomes[i].error.isEmpty()) {
        errorRows << state->rows[i];
        errors << outcomes[i].error;
      }
      if (outcomes[i].holds) {
        held << state->rows[i];
        stop = stop || !state->logOnly[i];
      }
    }
    if (!held.isEmpty() || !errorRows.isEmpty())
      emit state->relay->outcome(state->version, turn, held, errorRows, errors);
    return stop;
  });
}

void BreakpointController::onLiveOutcome(int version, int turn, const QList<int>& held, const QList<int>& errorRows,
                                         const QStringList& errors)
{
  // Outcomes of breakpoints since edited are dropped: their rows may have moved.
  if (version != model_->version())
    return;
  for (qsizetype i = 0; i < errorRows.size(); ++i)
    model_->recordError(errorRows[i], errors.value(i));
  lastHeld_.clear();
  for (int row : held) {
    model_->recordHit(row);
    if (model_->at(row).logOnly)
      appendLog(turn, row);
    else
      lastHeld_ << row;
  }
}

void BreakpointController::onLivePaused(int turn, bool byCheck)
{
  livePaused_ = true;
  if (playback_)
    playback_->pause();
  document_->setCurrentTurn(turn);
  if (byCheck)
    emit message([turn, hits = describeHits(lastHeld_)] { return tr("Match paused at turn %1: %2").arg(QLocale().toString(turn), hits); });
  else
    emit message([turn] { return tr("Match paused at turn %1.").arg(QLocale().toString(turn)); });
  emit matchStateChanged();
}

}  // namespace Kibitz::App
