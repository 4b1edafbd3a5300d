#include "reply_target.h"

#include "fuzz_support.h"

#include "core/registry.h"
#include "core/script.h"

#include <algorithm>
#include <array>
#include <memory>
#include <vector>

namespace Kibitz::Fuzz {

namespace {

using namespace Rules;

// The turns whose states judge each input: the first ones (armies, first moves), where
// replies differ most, then a few later ones. More states find little more and slow
// every execution down.
constexpr std::array kTurns{0, 1, 2, 5, 20, 50};

struct Match {
  const Game* game = nullptr;
  MatchSetup setup;
  std::vector<std::unique_ptr<State>> states;
};

Match prepare(const ReplyGame& spec)
{
  Match match;
  QString error;
  match.game = Registry::find(spec.id);
  check(match.game != nullptr, "the game is built");
  const std::optional<Parameters> parameters = Parameters::resolve(match.game->info().parameters, spec.parameters, &error);
  check(parameters.has_value(), "the match's parameters are valid", error);
  match.setup.parameters = *parameters;
  match.setup.seed = 17;
  for (int p = 0; p < spec.players; ++p)
    match.setup.playerNames << match.game->info().defaultPlayerNames.value(p, QStringLiteral("P%1").arg(p));
  std::unique_ptr<State> state = match.game->newInitialState(match.setup, &error);
  check(state != nullptr, "the match starts", error);
  std::vector<std::unique_ptr<Bot>> bots;
  for (int p = 0; p < spec.players; ++p) {
    bots.push_back(match.game->newBuiltinBot(spec.bot, p, match.setup.seed + uint64_t(p)));
    check(bots.back() != nullptr, "the built-in bot exists");
  }
  for (int turn = 0; turn <= kTurns.back() && !state->isTerminal(); ++turn) {
    if (std::find(kTurns.begin(), kTurns.end(), turn) != kTurns.end())
      match.states.push_back(state->clone());
    std::vector<Move> moves(size_t(spec.players));
    for (int p : state->actingPlayers())
      moves[size_t(p)] = bots[size_t(p)]->act(*state, p);
    state->applyMoves(moves);
  }
  return match;
}

bool sameMove(const Move& a, const Move& b)
{
  return a.status == b.status && a.words == b.words;
}

}  // namespace

int fuzzReply(const ReplyGame& spec, const uint8_t* data, size_t size)
{
  static const Match match = prepare(spec);
  const QStringList lines = splitLines(QString::fromUtf8(bytes(data, size)));
  for (const std::unique_ptr<State>& state : match.states) {
    std::vector<Move> moves(size_t(state->numPlayers()));
    bool valid = false;
    for (int p : state->actingPlayers()) {
      const Move move = state->parseReply(p, lines);
      check(move.isOk() || !move.error.isEmpty(), "a refused reply says why");
      if (move.isOk()) {
        const QStringList formatted = state->formatMove(p, move);
        check(sameMove(state->parseReply(p, formatted), move), "a valid move formats back to itself",
              formatted.join(QLatin1Char('|')));
      }
      valid = valid || move.isOk();
      moves[size_t(p)] = move;
    }
    std::unique_ptr<State> next = state->clone();
    next->applyMoves(moves);
    // Restoring costs twenty times the rest: done after valid replies, which are rare
    // among the fuzzer's inputs and reach the most rules.
    QString error;
    if (valid)
      check(match.game->stateFromJson(match.setup, next->toJson(), &error) != nullptr,
            "the state after the reply restores from its JSON", error);
  }
  return 0;
}

}  // namespace Kibitz::Fuzz
