#pragma once

#include "match/match_request.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace Kibitz::Cli {

// The options every command that plays matches shares (run, playthrough): GAME is the
// first positional argument, then --seed, --param, --bot, --name and --eda-compile.
struct MatchOptions {
  QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("The match seed (default 1)."), QStringLiteral("N")};
  QCommandLineOption param{QStringLiteral("param"), QStringLiteral("A game parameter, repeatable."), QStringLiteral("KEY=VALUE")};
  QCommandLineOption bot{QStringLiteral("bot"),
                         QStringLiteral("One per player, in player order: builtin:NAME, script:PATH, cmd:COMMAND, "
                                        "eda:PLAYER (an OrkIsland course player: AIName.cc or a course object)."),
                         QStringLiteral("SPEC")};
  QCommandLineOption name{QStringLiteral("name"), QStringLiteral("Display names in player order."), QStringLiteral("NAME")};
  QCommandLineOption edaCompile{QStringLiteral("eda-compile"),
                                QStringLiteral("How eda: players are compiled (default: g++ -std=c++11 -Wall -Wno-unused-variable -O2)."),
                                QStringLiteral("COMMAND")};

  // Adds these options and the GAME argument; the command adds its own options first.
  void addTo(QCommandLineParser& parser) const;
  // Parses `args` (usage errors, --help) and fills the request's game, seed, parameters,
  // bots and names. False with `exitCode` set when the command must stop (a message was
  // printed); the builder checks the rest against the game.
  bool parse(QCommandLineParser& parser, const QStringList& args, const QString& usage,
             Debugger::MatchRequest* request, int* exitCode) const;

private:
  bool fill(const QCommandLineParser& parser, Debugger::MatchRequest* request, QString* error) const;
};

// The time-limit options of `cmd:` bots that commands playing matches share (run, arena):
// --time-limit MS and --no-time-limit (either marks the replays non-conforming).
struct TimeLimitOptions {
  QCommandLineOption timeLimit{
      QStringLiteral("time-limit"),
      QStringLiteral("Per-turn time limit of cmd: bots in ms, instead of the game's (the replay is marked non-conforming)."),
      QStringLiteral("MS")};
  QCommandLineOption noTimeLimit{
      QStringLiteral("no-time-limit"),
      QStringLiteral("cmd: bots may take as long as they like, e.g. under a debugger (the replay is marked non-conforming).")};

  void addTo(QCommandLineParser& parser) const;
  // Fills the time limits of `options`, or false with an error.
  bool fill(const QCommandLineParser& parser, Debugger::ProcessOptions* options, QString* error) const;
};

// The options of a game Kibitz does not build in (GAME `extern` or `extern:NAME`, played by a
// referee process; docs/external-games.md): --referee, --dialect, --game-name, --referee-timeout
// and --seed-line. Shared by run and arena.
struct ExternalGameOptions {
  QCommandLineOption referee{QStringLiteral("referee"),
                             QStringLiteral("GAME extern: the referee's command line (run like a bot, no shell)."),
                             QStringLiteral("COMMAND")};
  QCommandLineOption dialect{QStringLiteral("dialect"),
                             QStringLiteral("GAME extern: the referee's protocol, cg (CodinGame SDK) or brutaltester."),
                             QStringLiteral("DIALECT")};
  QCommandLineOption gameName{QStringLiteral("game-name"),
                              QStringLiteral("GAME extern: the game's name (the replay's game becomes extern:NAME)."),
                              QStringLiteral("NAME")};
  QCommandLineOption refereeTimeout{QStringLiteral("referee-timeout"),
                                    QStringLiteral("GAME extern: the longest the referee may stay silent, in ms (default 30000)."),
                                    QStringLiteral("MS")};
  QCommandLineOption seedLine{QStringLiteral("seed-line"),
                              QStringLiteral("GAME extern, brutaltester: send ###Seed S before or after ###Start, or none (default)."),
                              QStringLiteral("WHERE")};

  void addTo(QCommandLineParser& parser) const;
  // Sets request->referee when GAME is an external game; false with an error when these
  // options are missing, wrong, or given for a built-in game.
  bool fill(const QCommandLineParser& parser, Debugger::MatchRequest* request, QString* error) const;
};

// --sandbox, for the commands that play matches with external bots (run, arena, worker): every
// external bot runs in the strict sandbox (docs/bot-processes.md). Fail closed: when the
// sandbox cannot be set up here, the command stops before any match with the reason.
struct SandboxOptions {
  QCommandLineOption sandbox{
      QStringLiteral("sandbox"),
      QStringLiteral("Run cmd: and eda: bots in a strict sandbox for untrusted code (bubblewrap: no network, no home, "
                     "read-only system, a process and memory cap, a seccomp filter).")};

  void addTo(QCommandLineParser& parser) const;
  // Sets options->sandbox, or false with the reason the sandbox cannot be set up.
  bool fill(const QCommandLineParser& parser, Debugger::ProcessOptions* options, QString* error) const;
};

}  // namespace Kibitz::Cli
