#pragma once

#include "share/live_broadcast.h"

#include <QCommandLineParser>

#include <optional>

namespace Kibitz::Cli {

// --live [ADDR:]PORT and --live-linger SECONDS, shared by `run` and `arena`.
struct LiveOptions {
  QCommandLineOption live{QStringLiteral("live"),
                          QStringLiteral("Serve the match live to a browser on [ADDR:]PORT (loopback unless ADDR is given; 0: any free port)."),
                          QStringLiteral("[ADDR:]PORT")};
  QCommandLineOption linger{QStringLiteral("live-linger"),
                            QStringLiteral("With --live: keep serving this long after the end (default: until interrupted)."),
                            QStringLiteral("SECONDS")};

  void addTo(QCommandLineParser& parser) const { parser.addOptions({live, linger}); }
  // False with an error. `address` stays empty without --live; `lingerSeconds` -1: until interrupted.
  bool parse(const QCommandLineParser& parser, std::optional<Debugger::LiveBroadcast::Address>* address, int* lingerSeconds,
             QString* error) const;
  // Warns on stderr when the address is not loopback.
  static void warnIfExposed(const Debugger::LiveBroadcast::Address& address);
  // Says on stdout that the pages stay up, then serves until the time is up or a signal
  // ends the process (SIGINT/SIGTERM, see ScratchDirs).
  static void lingerAfter(const QString& over, const QStringList& urls, int seconds);
};

}  // namespace Kibitz::Cli
