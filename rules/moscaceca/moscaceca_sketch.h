#pragma once

#include "moscaceca/moscaceca_state.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <memory>

namespace Kibitz::Rules::MoscaCeca {

// A hand-made position for tests and tools: the board drawn as rows of the state JSON's
// tokens ("." plain, "#" column, "c<amount>" cloth, "f<player>" flag, separated by
// single spaces), the agents by id, and the order of the turn in progress. It goes
// through the state JSON, so it is checked exactly as a restored state is.
struct Sketch {
  int players = 2;
  int agentsPerPlayer = 1;
  int maxTurns = 10;
  int turn = 1;
  bool switchOffOnError = false;
  int timeoutsToDisconnect = 3;
  QStringList board;   // n rows of n tokens, 8 <= n <= 100
  QList<Agent> agents;  // players x agentsPerPlayer, by id
  QList<int> order;     // the turn's agent order; empty: 0, 1, 2...
  int orderIndex = 0;
  uint32_t rng = 0;     // generator state (decides attacks and ejections)
  bool viewed = true;   // whether every bot already had its header
};

QJsonObject sketchJson(const Sketch& sketch);
// Null with `error` set when the sketch is not a valid state.
std::unique_ptr<MoscaCecaState> stateFromSketch(const Game& game, const Sketch& sketch, QString* error);

}  // namespace Kibitz::Rules::MoscaCeca
