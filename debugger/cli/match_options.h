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

}  // namespace Kibitz::Cli
