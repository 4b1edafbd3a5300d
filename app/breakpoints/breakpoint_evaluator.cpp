#include "breakpoints/breakpoint_evaluator.h"

#include "breakpoints/evaluation_watchdog.h"
#include "replay/replay.h"

#include <QCoreApplication>
#include <QJSEngine>
#include <QJsonArray>
#include <QJsonObject>

namespace Kibitz::App {

namespace {

// Helpers shared by every expression: a value by path ("players[0].energy") and whether
// it differs from the previous turn's.
const char* const kHelpers = R"JS(({
  get: function (object, path) {
    var parts = String(path).match(/[^.\[\]\s]+/g) || [];
    var value = object;
    for (var i = 0; i < parts.length; ++i) {
      if (value === undefined || value === null)
        return undefined;
      value = value[parts[i]];
    }
    return value;
  },
  changed: function (now, before, path) {
    return JSON.stringify(__kibitz.get(now, path)) !== JSON.stringify(__kibitz.get(before, path));
  }
}))JS";

// The expression becomes the body of a function of the turn; `with (state)` exposes the
// state's fields at top level. The expression sits on lines of its own so that a trailing
// // comment cannot swallow the closing parenthesis.
QString wrap(const QString& expression)
{
  return QStringLiteral(
             "(function (__turn) {\n"
             "var state = __turn.state, prev = __turn.prev, events = __turn.events, io = __turn.io, turn = __turn.turn;\n"
             "var values = __turn.values;\n"
             "var get = function (path, from) { return __kibitz.get(from === undefined ? state : from, path); };\n"
             "var changed = function (path) { return __kibitz.changed(state, prev, path); };\n"
             "with (state) { return (\n%1\n); }\n})")
      .arg(expression);
}

}  // namespace

BreakpointEvaluator::BreakpointEvaluator()
{
  makeEngine();
}

void BreakpointEvaluator::makeEngine()
{
  watchdog_.reset();  // it holds a pointer to the engine
  engine_ = std::make_unique<QJSEngine>();
  watchdog_ = std::make_unique<EvaluationWatchdog>(engine_.get(), std::chrono::milliseconds(kTimeLimitMs), kMemoryLimitBytes);
  engine_->globalObject().setProperty(QStringLiteral("__kibitz"), engine_->evaluate(QString::fromLatin1(kHelpers)));
  // Nothing an expression could keep from one turn to the next: the global object, the
  // helpers and every built-in object and prototype are frozen.
  engine_->evaluate(QStringLiteral("(function (g) { Object.getOwnPropertyNames(g).forEach(function (n) {"
                                   " var v = g[n]; if (v && (typeof v === 'object' || typeof v === 'function')) {"
                                   " if (v.prototype) Object.freeze(v.prototype); Object.freeze(v); } });"
                                   " Object.freeze(g); })(this)"));
}

// The watchdog goes first: it holds a pointer to the engine.
BreakpointEvaluator::~BreakpointEvaluator()
{
  watchdog_.reset();
}

QJSValue BreakpointEvaluator::compile(const QString& expression, QString* error)
{
  if (expression.trimmed().isEmpty()) {
    *error = QCoreApplication::translate("Kibitz::App::Breakpoints", "the expression is empty");
    return {};
  }
  // Evaluating the function expression only compiles it: none of the user's code runs.
  QJSValue function = engine_->evaluate(wrap(expression));
  if (engine_->hasError() || function.isError() || !function.isCallable()) {
    const QJSValue exception = engine_->hasError() ? engine_->catchError() : function;
    *error = exception.toString();
    return {};
  }
  error->clear();
  // Its own properties would outlive the turn (arguments.callee.kept = ...).
  engine_->globalObject().property(QStringLiteral("Object")).property(QStringLiteral("freeze")).call({function});
  return function;
}

QString BreakpointEvaluator::syntaxError(const QString& expression)
{
  QString error;
  compile(expression, &error);
  return error;
}

void BreakpointEvaluator::setExpressions(const QStringList& expressions)
{
  functions_.clear();
  expressions_ = expressions;
  refused_ = QList<QString>(expressions.size());
  for (const QString& expression : expressions) {
    QString error;
    functions_ << compile(expression, &error);
  }
}

QJSValue BreakpointEvaluator::turnObject(const Debugger::Replay& replay, int turn)
{
  const Debugger::Frame& frame = replay.frames[turn];
  QJsonArray events;
  for (const Rules::Event& e : frame.events)
    events.append(QJsonObject{{QStringLiteral("type"), e.type}, {QStringLiteral("player"), e.player},
                              {QStringLiteral("text"), e.text}, {QStringLiteral("data"), e.data}});
  QJsonArray io;
  for (const Debugger::PlayerExchange& x : frame.exchanges)
    io.append(QJsonObject{{QStringLiteral("player"), x.player},
                          {QStringLiteral("input"), x.input},
                          {QStringLiteral("output"), x.output.join(QLatin1Char('\n'))},
                          {QStringLiteral("stderr"), x.stderrText},
                          {QStringLiteral("status"), QLatin1String(Rules::moveStatusName(x.status))},
                          {QStringLiteral("error"), x.error},
                          {QStringLiteral("timeMs"), x.timeMs}});
  // values[p]: what seat p's bot reported this turn with `#kibitz value NAME NUMBER`
  // (docs/bot-marks.md), {} when it reported nothing, so that values[1].eval is undefined.
  QJsonArray values;
  for (int p = 0; p < replay.players.size(); ++p) {
    QJsonObject reported;
    if (const Debugger::PlayerExchange* x = frame.exchangeOf(p))
      for (const Debugger::BotValue& v : x->values)
        reported.insert(v.name, v.value);
    values.append(reported);
  }
  // Turn 0 has no previous turn: `prev` is the same state, so nothing has changed.
  const QJsonObject& prev = replay.frames[turn > 0 ? turn - 1 : 0].state;
  return engine_->toScriptValue(QJsonObject{{QStringLiteral("state"), frame.state},
                                            {QStringLiteral("prev"), prev},
                                            {QStringLiteral("events"), events},
                                            {QStringLiteral("io"), io},
                                            {QStringLiteral("values"), values},
                                            {QStringLiteral("turn"), turn}});
}

QList<BreakpointEvaluator::Outcome> BreakpointEvaluator::evaluate(const Debugger::Replay& replay, int turn)
{
  QList<Outcome> outcomes(functions_.size());
  if (turn < 0 || turn > replay.lastTurn() || functions_.isEmpty())
    return outcomes;
  const QJSValue data = turnObject(replay, turn);
  bool dropHeap = false;
  for (qsizetype i = 0; i < functions_.size(); ++i) {
    if (!refused_.value(i).isEmpty()) {
      outcomes[i].error = refused_[i];
      continue;
    }
    if (!functions_[i].isCallable())
      continue;
    watchdog_->arm();
    const QJSValue result = functions_[i].call({data});
    if (watchdog_->disarm()) {
      refused_[i] = QCoreApplication::translate("Kibitz::App::Breakpoints",
                                                "it used more than %1 MB of memory in one turn, and no longer runs")
                        .arg(kMemoryLimitBytes >> 20);
      outcomes[i].error = refused_[i];
      engine_->catchError();
      dropHeap = true;
      continue;
    }
    if (engine_->hasError()) {
      outcomes[i].error = engine_->catchError().toString();
    } else if (result.isError()) {
      outcomes[i].error = result.toString();
    } else {
      outcomes[i].holds = result.toBool();
    }
  }
  if (dropHeap) {  // a new engine, the others compiled again there
    makeEngine();
    const QList<QString> refused = refused_;
    setExpressions(expressions_);
    refused_ = refused;
  }
  return outcomes;
}

}  // namespace Kibitz::App
