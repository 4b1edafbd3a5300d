#pragma once

#include <QMap>
#include <QString>

#include <cstddef>
#include <cstdint>

namespace Kibitz::Fuzz {

// Where a game's bot replies are judged: a match of its built-in bot `bot` in every
// seat, with `parameters` over the defaults.
struct ReplyGame {
  QString id;
  QString bot;
  int players = 1;
  QMap<QString, QString> parameters;
};

// The input as a bot's reply (lines split as a bot's output is) on states of that match,
// for every acting player: parseReply; a valid move formats back to itself; the moves are
// played on a copy of the state, which after a valid one restores from its JSON.
int fuzzReply(const ReplyGame& game, const uint8_t* data, size_t size);

}  // namespace Kibitz::Fuzz
