// § numbers: the Rules reference of docs/games/dominoes.md.
#pragma once

#include "core/bot.h"

#include <cstdint>
#include <memory>

namespace Kibitz::Rules::Dominoes {

// Built-in bots. They read only the public Board (what the §11 observation holds), never
// the hidden deck order, and never QUIT while a legal move exists.

// A uniformly random legal move (reveals into the lowest empty slot count as one move).
std::unique_ptr<Bot> makeRandomBot(uint64_t seed);
// Places where the immediate gain (neighbours x bonus) is highest, more neighbours first
// on ties, then a seeded random pick; reveals only when no pending domino fits.
std::unique_ptr<Bot> makeGreedyBot(uint64_t seed);

// Tuning of the planner's evaluation (the defaults are the shipped bot).
struct PlannerSettings {
  int depth = 3;               // placements of pending dominoes searched ahead
  int branching = 6;           // best candidates expanded below the root
  double deadWeight = 22;      // per cell that no remaining domino can fill
  double riskWeight = 12;      // per constrained empty cell: x (forced squares / 6) / dominoes left that fit it
  double pendingWeight = 15;   // per domino left in the stack
  double stuckWeight = 18;     // per pending domino that fits nowhere
  double nextGainWeight = 1;   // x expected gain of placing the next revealed domino at once
  double endWeight = 64;       // per reveal lost if the stack fills up with misfits
};
// A search bot: explores orders of placing the pending dominoes (placing the weakest
// first, so the best placements get the higher bonus), and evaluates the resulting grid
// by the cells it kills or endangers (dead corners), the stack left, and how well the
// open cells accept the dominoes still to come.
// Deterministic: it needs no seed.
std::unique_ptr<Bot> makePlannerBot(const PlannerSettings& settings = {});

}  // namespace Kibitz::Rules::Dominoes
