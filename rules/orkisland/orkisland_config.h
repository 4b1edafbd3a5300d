// § numbers: the Rules reference of docs/games/orkisland.md.
#pragma once

#include "orkisland/orkisland_board.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace Kibitz::Rules::OrkIsland {

// Kibitz's own upper bounds on the settings (the original only has lower bounds): they
// keep every product in range and every allocation sane.
constexpr int kMaxSide = 1000;
constexpr int kMaxRounds = 100000;
constexpr int kMaxValue = 1000000000;  // health, costs, bonuses, factor
// The largest .cnf read: a 1000 x 1000 FIXED map listing every cell as a city or path
// cell takes about 9 MB.
constexpr qsizetype kMaxCnfBytes = qsizetype(16) << 20;

// A parsed .cnf (§3): the settings and the generator, with the map when FIXED.
struct Config {
  Settings settings;
  bool fixed = false;
  Board fixedMap;  // FIXED only; finished and validated
};

// Reads a whole .cnf. On error: nullopt, and `error` names the line and the rule
// ("line 4: cols must be >= 20 (got 12)").
std::optional<Config> parseCnf(const QByteArray& text, QString* error);

class TokenReader;
// Reads a map block (§3.3: column labels, rows, cities, paths; the map part of a logged
// state) into `board`, checking §3.4 as it goes; errors name the line of the offence.
bool readMapBlock(TokenReader& in, const Settings& settings, Board& board, QString* error);

// The §3.1 rules for settings that did not come from a file (the game parameters), in
// the file's check order; empty when they hold.
QString checkSettings(const Settings& settings);

// §16 row 1: rejects a map whose scores could exceed 2^63 - 1 over the match.
QString checkScoreBound(const Settings& settings, const Board& board);

}  // namespace Kibitz::Rules::OrkIsland
