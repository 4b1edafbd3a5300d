#pragma once

// Helpers shared by the dominoes tests: build a game, a fresh state, or a hand-made
// position through the state JSON (which is validated like any saved game).
#include "core/match_setup.h"
#include "dominoes/dominoes_game.h"
#include "dominoes/dominoes_protocol.h"
#include "dominoes/dominoes_state.h"

#include <QJsonArray>
#include <QtTest>

#include <map>
#include <memory>
#include <vector>

namespace DominoesTest {

using namespace Kibitz::Rules;
using namespace Kibitz::Rules::Dominoes;

inline const DominoesGame& game()
{
  static const DominoesGame instance;
  return instance;
}

inline MatchSetup setup(uint64_t seed = 1)
{
  MatchSetup s;
  s.parameters = Parameters::defaults(game().info().parameters);
  s.seed = seed;
  s.playerNames = {QStringLiteral("Player")};
  return s;
}

inline std::unique_ptr<DominoesState> newGame(uint64_t seed)
{
  QString error;
  std::unique_ptr<State> state = game().newInitialState(setup(seed), &error);
  return std::unique_ptr<DominoesState>(static_cast<DominoesState*>(state.release()));
}

// A hand-made position: `cells` maps cell -> pattern, `stack` maps slot -> pattern.
// The deck lists the first domino (at `firstCell`), then every other grid domino, then the
// stack's, then `upcoming` (the next reveals), then the remaining patterns ascending.
struct Position {
  int firstCell = 0;
  std::map<int, int> cells;
  std::map<int, int> stack;
  std::vector<int> upcoming;
  int total = 0;
};

inline QJsonObject positionJson(const Position& p)
{
  QJsonArray deck, grid, stack;
  uint64_t used = 0;
  const auto deal = [&](int pattern) {
    deck.append(pattern);
    used |= uint64_t{1} << pattern;
  };
  deal(p.cells.at(p.firstCell));
  for (const auto& [cell, pattern] : p.cells)
    if (cell != p.firstCell)
      deal(pattern);
  for (const auto& [slot, pattern] : p.stack)
    deal(pattern);
  const int next = int(deck.size());
  for (int pattern : p.upcoming)
    deal(pattern);
  for (int pattern = 0; pattern < 64; ++pattern)
    if (!(used >> pattern & 1))
      deck.append(pattern);
  for (int cell = 0; cell < 64; ++cell)
    grid.append(p.cells.count(cell) ? p.cells.at(cell) : -1);
  for (int slot = 0; slot < 8; ++slot)
    stack.append(p.stack.count(slot) ? p.stack.at(slot) : -1);
  return QJsonObject{
      {QStringLiteral("turn"), 0},       {QStringLiteral("deck"), deck},
      {QStringLiteral("firstCell"), p.firstCell}, {QStringLiteral("grid"), grid},
      {QStringLiteral("stack"), stack},  {QStringLiteral("next"), next},
      {QStringLiteral("total"), p.total}, {QStringLiteral("over"), false},
      {QStringLiteral("endReason"), QString()},
  };
}

inline std::unique_ptr<DominoesState> restore(const Position& p, QString* error = nullptr)
{
  QString problem;
  std::unique_ptr<State> state = game().stateFromJson(setup(), positionJson(p), &problem);
  if (error)
    *error = problem;
  return std::unique_ptr<DominoesState>(static_cast<DominoesState*>(state.release()));
}

inline void play(DominoesState& state, const Move& move)
{
  std::vector<Move> moves{move};
  state.applyMoves(moves);
}

// The SCORE line's three numbers, "S F D".
inline QString scoreLine(const DominoesState& state)
{
  const QStringList lines = state.observation(0).split(QLatin1Char('\n'));
  return lines.value(3).mid(6);
}

inline QStringList eventTypes(const DominoesState& state)
{
  QStringList types;
  for (const Event& e : state.lastEvents())
    types << e.type;
  return types;
}

}  // namespace DominoesTest
