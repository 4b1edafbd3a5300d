#pragma once

#include <QMap>
#include <QString>

#include <optional>

namespace Kibitz::Debugger {

// The referee of an external game, as a MatchRequest names it (docs/external-games.md).
struct ExternalReferee {
  enum class Dialect {
    Cg,            // CodinGame's SDK protocol: [[NAME] N] commands both ways
    Brutaltester,  // the old cg-brutaltester mode: ###Start, ###Input, ###Output, ###End
  };
  // Where a brutaltester referee wants the seed: a `###Seed S` line before or after
  // `###Start N`, or none.
  enum class SeedLine { None, Before, After };

  QString command;             // the referee's command line (split like a bot's, no shell)
  Dialect dialect = Dialect::Cg;
  QString name;                // the game's name: the id becomes `extern:NAME`
  SeedLine seedLine = SeedLine::None;
  // The longest the referee may stay silent when Kibitz waits for it.
  int replyTimeoutMs = 30'000;

  static std::optional<Dialect> dialectFromName(const QString& name);
  static QString dialectName(Dialect dialect);
  static std::optional<SeedLine> seedLineFromName(const QString& name);
};

}  // namespace Kibitz::Debugger
