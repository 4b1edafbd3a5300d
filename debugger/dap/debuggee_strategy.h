#pragma once

#include "dap/debug_turn.h"

#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace Kibitz::Debugger {

class BotRerun;
class DebugSessionWorker;

// What an interactive debug session debugs, and how it ends: a re-run's one turn N (the
// session plays it and ends with the bot's reply) or a bot playing a live match (its runner
// asks it for each turn; the session ends with the bot or when the person lets go).
class DebuggeeStrategy {
public:
  using Breakpoint = DebugTurn::Breakpoint;
  virtual ~DebuggeeStrategy() = default;

  virtual DebugTurn::Debuggee debuggee() const = 0;
  // The state conditions that hold in the first turn (DebugTurn::Scope::WhenStateHolds).
  virtual QStringList holdingAtStart() const { return {}; }
  // The breakpoints armed before the bot runs, or nothing: they are armed turn by turn.
  virtual std::optional<QList<Breakpoint>> armedAtStart(const QList<Breakpoint>& breakpoints) const = 0;
  // The bot answered or ended while the debugger held it.
  virtual void botDone(DebugSessionWorker& worker) const = 0;
  // The person let go of the bot (Stop Debugging).
  virtual void letGo(DebugSessionWorker& worker) const = 0;
};

// A re-run's turn N (`rerun` outlives the strategy): what applies to that turn is armed at
// once; without its debugger the bot runs on to its reply, which ends the session.
class RerunDebuggee final : public DebuggeeStrategy {
public:
  RerunDebuggee(BotRerun& rerun, QStringList holding) : rerun_(rerun), holding_(std::move(holding)) {}
  DebugTurn::Debuggee debuggee() const override;
  QStringList holdingAtStart() const override { return holding_; }
  std::optional<QList<Breakpoint>> armedAtStart(const QList<Breakpoint>& breakpoints) const override;
  void botDone(DebugSessionWorker& worker) const override { letGo(worker); }
  void letGo(DebugSessionWorker& worker) const override;

private:
  BotRerun& rerun_;
  QStringList holding_;
};

// A live match's bot, the process `pid` finds when the session attaches: armed turn by turn
// by the runner (InteractiveDebugSession::beforeTurn); let go, it plays on without us.
class LiveDebuggee final : public DebuggeeStrategy {
public:
  explicit LiveDebuggee(std::function<qint64()> pid) : pid_(std::move(pid)) {}
  DebugTurn::Debuggee debuggee() const override { return {pid_, {}, 0}; }
  std::optional<QList<Breakpoint>> armedAtStart(const QList<Breakpoint>&) const override { return std::nullopt; }
  void botDone(DebugSessionWorker& worker) const override;
  void letGo(DebugSessionWorker& worker) const override;

private:
  std::function<qint64()> pid_;
};

}  // namespace Kibitz::Debugger
