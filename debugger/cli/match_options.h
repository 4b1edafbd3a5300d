#pragma once

#include "match/match_request.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace Kibitz::Cli {

// The options every command that plays matches shares (run, playthrough): GAME is the
// first positional argument, then --seed, --param, --bot and --name.
struct MatchOptions {
  QCommandLineOption seed{QStringLiteral("seed"), QStringLiteral("The match seed (default 1)."), QStringLiteral("N")};
  QCommandLineOption param{QStringLiteral("param"), QStringLiteral("A game parameter, repeatable."), QStringLiteral("KEY=VALUE")};
  QCommandLineOption bot{QStringLiteral("bot"),
                         QStringLiteral("One per player, in player order: builtin:NAME, script:PATH, cmd:COMMAND."),
                         QStringLiteral("SPEC")};
  QCommandLineOption name{QStringLiteral("name"), QStringLiteral("Display names in player order."), QStringLiteral("NAME")};

  void addTo(QCommandLineParser& parser) const { parser.addOptions({seed, param, bot, name}); }
  // Fills the request's game, seed, parameters, bots and names; false with a message on
  // a malformed value (the builder checks the rest against the game).
  bool fill(const QCommandLineParser& parser, Debugger::MatchRequest* request, QString* error) const;
};

}  // namespace Kibitz::Cli
