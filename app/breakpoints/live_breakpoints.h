#pragma once

#include <QList>
#include <QMutex>
#include <QObject>
#include <QStringList>

namespace Kibitz::App {

// The enabled breakpoints as a live match's worker sees them: a copy the GUI thread
// replaces when they change and the worker thread reads after each turn.
struct LiveBreakpoints {
  QMutex mutex;
  int version = -1;
  QStringList expressions;
  QList<int> rows;        // model row of each expression
  QList<bool> logOnly;
};

// Carries what the worker's evaluator found back to the GUI thread (queued signal).
class LiveRelay final : public QObject {
  Q_OBJECT
signals:
  void outcome(int version, int turn, const QList<int>& heldRows, const QList<int>& errorRows,
               const QStringList& errors);
};

}  // namespace Kibitz::App
