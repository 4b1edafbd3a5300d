#include "dominoes/dominoes_bots.h"

#include "core/random.h"
#include "dominoes/dominoes_protocol.h"
#include "dominoes/dominoes_state.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace Kibitz::Rules::Dominoes {

namespace {

const Board& boardOf(const State& state)
{
  return static_cast<const DominoesState&>(state).board();
}

int firstEmptySlot(const Board& board)
{
  for (int slot = 0; slot < kSlots; ++slot)
    if (board.slot(slot) == kEmpty)
      return slot;
  return -1;
}

bool canReveal(const Board& board)
{
  return board.revealsLeft() > 0 && board.pending() < kSlots;
}

// The last resort when nothing is legal (the game is then already over).
Move fallback(const Board& board)
{
  return canReveal(board) ? revealMove(firstEmptySlot(board)) : quitMove();
}

class RandomBot final : public Bot {
public:
  explicit RandomBot(uint64_t seed) : random_(seed) {}
  Move act(const State& state, int) override
  {
    const Board& board = boardOf(state);
    std::vector<Move> moves;
    if (canReveal(board))
      moves.push_back(revealMove(firstEmptySlot(board)));
    for (int slot = 0; slot < kSlots; ++slot)
      for (int cell : maskToList(board.legalCellsForSlot(slot)))
        moves.push_back(placeMove(slot, cell));
    if (moves.empty())
      return fallback(board);
    return moves[size_t(random_.below(moves.size()))];
  }

private:
  Random random_;
};

class GreedyBot final : public Bot {
public:
  explicit GreedyBot(uint64_t seed) : random_(seed) {}
  Move act(const State& state, int) override
  {
    const Board& board = boardOf(state);
    int bestGain = -1, bestNeighbours = -1, ties = 0;
    Move best;
    for (int slot = 0; slot < kSlots; ++slot) {
      for (int cell : maskToList(board.legalCellsForSlot(slot))) {
        const int neighbours = board.constraintAt(cell).neighbours;
        const int gain = neighbours * bonus(board.pending());
        if (gain < bestGain || (gain == bestGain && neighbours < bestNeighbours))
          continue;
        if (gain > bestGain || neighbours > bestNeighbours)
          ties = 0;
        // Reservoir sampling: each tied placement is kept with equal probability.
        if (random_.below(uint64_t(++ties)) == 0)
          best = placeMove(slot, cell);
        bestGain = gain;
        bestNeighbours = neighbours;
      }
    }
    return bestGain >= 0 ? best : fallback(board);
  }

private:
  Random random_;
};

class PlannerBot final : public Bot {
public:
  explicit PlannerBot(const PlannerSettings& settings) : settings_(settings) {}

  Move act(const State& state, int) override
  {
    const Board& board = boardOf(state);
    const std::vector<Candidate> candidates = expand(board);
    if (candidates.empty())
      return fallback(board);
    // Not placing (revealing instead) keeps the position as it is.
    double bestValue = canReveal(board) ? evaluate(board) : -1e18;
    const Candidate* best = nullptr;
    for (const Candidate& c : candidates) {
      double value = c.value;
      if (settings_.depth > 1 && &c - candidates.data() < settings_.branching)
        value = c.gain + search(c.after, settings_.depth - 1);
      if (value > bestValue) {
        bestValue = value;
        best = &c;
      }
    }
    if (!best)
      return revealMove(firstEmptySlot(board));
    return placeMove(best->slot, best->cell);
  }

private:
  struct Candidate {
    int slot;
    int cell;
    int gain;
    double value;  // gain + evaluate(after)
    Board after;
  };

  // Every legal placement, best first by its one-step value.
  std::vector<Candidate> expand(const Board& board) const
  {
    std::vector<Candidate> candidates;
    for (int slot = 0; slot < kSlots; ++slot) {
      for (int cell : maskToList(board.legalCellsForSlot(slot))) {
        Candidate c{slot, cell, 0, 0, board};
        c.gain = c.after.place(slot, cell);
        c.value = c.gain + evaluate(c.after);
        candidates.push_back(c);
      }
    }
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate& a, const Candidate& b) { return a.value > b.value; });
    return candidates;
  }

  // The best value reachable by placing up to `depth` more pending dominoes (or none).
  double search(const Board& board, int depth) const
  {
    double best = evaluate(board);
    if (depth == 0 || board.pending() == 0)
      return best;
    const std::vector<Candidate> candidates = expand(board);
    for (size_t i = 0; i < candidates.size() && int(i) < settings_.branching; ++i) {
      const Candidate& c = candidates[i];
      const double value = depth > 1 ? c.gain + search(c.after, depth - 1) : c.value;
      best = std::max(best, value);
    }
    return best;
  }

  // The future of a position, in points: what its empty cells and stack promise.
  double evaluate(const Board& board) const
  {
    const Mask remaining = ~board.placedPatterns();
    const Mask undealt = board.undealtPatterns();
    const Mask occupied = board.occupied();
    double value = 0;
    // Dominoes still to come, grouped by the most neighbours a cell accepting them has.
    std::array<Mask, 5> acceptedBy{};
    for (int cell = 0; cell < kCells; ++cell) {
      if (occupied >> cell & 1)
        continue;
      const Constraint c = board.constraintAt(cell);
      if (c.neighbours == 0)
        continue;
      const Mask fits = c.conflict ? 0 : patternsMatching(c.mask, c.value);
      const int count = std::popcount(fits & remaining);
      if (count == 0) {
        value -= settings_.deadWeight;
        continue;
      }
      value -= settings_.riskWeight * std::popcount(uint8_t(c.mask)) / 6.0 / count;
      acceptedBy[size_t(c.neighbours)] |= fits;
    }
    const int undealtCount = std::popcount(undealt);
    if (undealtCount > 0) {
      Mask seen = 0;
      double expected = 0;
      for (int r = 4; r >= 1; --r) {
        const Mask fresh = acceptedBy[size_t(r)] & undealt & ~seen;
        expected += r * std::popcount(fresh);
        seen |= fresh;
      }
      // Placed at once, the next reveal earns r x bonus(pending + 1).
      value += settings_.nextGainWeight * bonus(std::min(board.pending() + 1, kSlots)) * expected / undealtCount;
      // The game ends when the stack fills up with dominoes that fit nowhere: roughly
      // the chance that each of the next (8 - q) reveals fits nowhere, times the reveals lost.
      const double miss = 1.0 - double(std::popcount(seen)) / undealtCount;
      double allMiss = 1;
      for (int i = board.pending(); i < kSlots; ++i)
        allMiss *= miss;
      value -= settings_.endWeight * allMiss * board.revealsLeft();
    }
    for (int slot = 0; slot < kSlots; ++slot) {
      if (board.slot(slot) == kEmpty)
        continue;
      value -= settings_.pendingWeight;
      if (board.legalCellsForSlot(slot) == 0)
        value -= settings_.stuckWeight;
    }
    return value;
  }

  PlannerSettings settings_;
};

}  // namespace

std::unique_ptr<Bot> makeRandomBot(uint64_t seed)
{
  return std::make_unique<RandomBot>(seed);
}

std::unique_ptr<Bot> makeGreedyBot(uint64_t seed)
{
  return std::make_unique<GreedyBot>(seed);
}

std::unique_ptr<Bot> makePlannerBot(const PlannerSettings& settings)
{
  return std::make_unique<PlannerBot>(settings);
}

}  // namespace Kibitz::Rules::Dominoes
