#pragma once

#include <QJSValue>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

class QJSEngine;

namespace Kibitz::App {
class EvaluationWatchdog;
}

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App {

// Evaluates breakpoint expressions on the turns of a replay with one QJSEngine. Each
// expression is compiled once into a function of the turn; the turn's data (state, prev,
// events, io, values, turn, helpers) is built once per turn and shared by all expressions.
// A QJSEngine belongs to the thread that made it: a live match's worker has its own.
// An evaluation that runs longer than kTimeLimitMs is interrupted (and does not hold). The
// expressions keep nothing from one turn to the next (the engine's global objects and the
// compiled functions are frozen), and one that makes the memory grow by more than
// kMemoryLimitBytes is interrupted and refused from then on, with the engine made anew
// (its heap dropped): an imported condition grew the window by 256 MB a turn.
class BreakpointEvaluator {
public:
  static constexpr int kTimeLimitMs = 1000;
  static constexpr qint64 kMemoryLimitBytes = qint64(256) << 20;
  BreakpointEvaluator();
  ~BreakpointEvaluator();

  // Why `expression` does not compile, or an empty string. Runs none of its code.
  QString syntaxError(const QString& expression);

  // Compiles the expressions to evaluate; one that does not compile never holds.
  void setExpressions(const QStringList& expressions);
  qsizetype count() const { return functions_.size(); }

  struct Outcome {
    bool holds = false;
    QString error;  // the exception it threw on this turn (then it does not hold)
  };
  // Every expression on frame `turn` of `replay`.
  QList<Outcome> evaluate(const Debugger::Replay& replay, int turn);

private:
  void makeEngine();
  QJSValue compile(const QString& expression, QString* error);
  QJSValue turnObject(const Debugger::Replay& replay, int turn);

  std::unique_ptr<QJSEngine> engine_;
  std::unique_ptr<EvaluationWatchdog> watchdog_;
  QList<QJSValue> functions_;
  QStringList expressions_;
  QList<QString> refused_;  // per expression: why it no longer runs (its memory), or empty
};

}  // namespace Kibitz::App
