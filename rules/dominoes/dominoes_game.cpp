#include "core/registry.h"
#include "dominoes/dominoes_game.h"
#include "dominoes/dominoes_words.h"

#include "dominoes/dominoes_bots.h"
#include "dominoes/dominoes_state.h"

#include <QJsonArray>

namespace Kibitz::Rules::Dominoes {

namespace {

const QString kTimeLimit = QStringLiteral("time_limit_ms");

int timeLimit(const MatchSetup& setup)
{
  const qint64 ms = setup.parameters.integer(kTimeLimit);
  return ms > 0 ? int(ms) : kDefaultTimeLimitMs;
}

}  // namespace

DominoesGame::DominoesGame()
{
  info_.id = QStringLiteral("dominoes");
  info_.name = QString::fromUtf8(QT_TRANSLATE_NOOP("GameTerms", "morgan2 dominoes"));  // a GameTerms entry
  info_.rulesVersion = QStringLiteral("1.0 (IOCCC 2013 morgan2)");
  info_.description = QT_TRANSLATE_NOOP("GameTerms", "Solo puzzle: reveal 64 two-colour dominoes and place them on an 8x8 grid, matching every neighbour");
  info_.minPlayers = info_.maxPlayers = 1;
  info_.defaultPlayerNames = {QStringLiteral("Player")};
  info_.dynamics = Dynamics::Sequential;
  info_.hiddenInformation = true;  // the deck's order: a player learns each domino as it is revealed
  // The grid's side (cell p = side * row + col), the stack's slots and where each bit of a
  // pattern sits in a domino, [column, row] (§2: bit k in column k/2, row k%2; 1 is green).
  QJsonArray squares;
  for (int bit = 0; bit < 6; ++bit)
    squares.append(QJsonArray{bit / 2, bit % 2});
  info_.viewerConstants = {{QStringLiteral("side"), kSide}, {QStringLiteral("slots"), kSlots}, {QStringLiteral("squares"), squares}};
  info_.boardWords = Words::all();
  info_.parameters = {
      {kTimeLimit, ParameterSpec::Type::Integer, kDefaultTimeLimitMs, 10, 600000, {},
       QT_TRANSLATE_NOOP("GameTerms", "time limit per decision, in milliseconds")},
  };
  info_.metrics = {
      {QStringLiteral("score"), QT_TRANSLATE_NOOP("GameTerms", "Final score D = S*F/64")},
      {QStringLiteral("total"), QT_TRANSLATE_NOOP("GameTerms", "Total S")},
      {QStringLiteral("placed"), QT_TRANSLATE_NOOP("GameTerms", "Placed F")},
      {QStringLiteral("stack"), QT_TRANSLATE_NOOP("GameTerms", "Pending dominoes")},
      {QStringLiteral("dead"), QT_TRANSLATE_NOOP("GameTerms", "Dead cells")},
  };
  info_.events = {
      {QStringLiteral("place"), QT_TRANSLATE_NOOP("GameTerms", "Placement")},
      {QStringLiteral("reveal"), QT_TRANSLATE_NOOP("GameTerms", "Reveal")},
      {QStringLiteral("dead"), QT_TRANSLATE_NOOP("GameTerms", "Dead cell")},
      {QStringLiteral("end"), QT_TRANSLATE_NOOP("GameTerms", "Game over")},
  };
  info_.builtinBots = {
      {QStringLiteral("random"), QT_TRANSLATE_NOOP("GameTerms", "a uniformly random legal reveal or placement")},
      {QStringLiteral("greedy"), QT_TRANSLATE_NOOP("GameTerms", "places where the score gain is highest; reveals only when nothing fits")},
      {QStringLiteral("planner"), QT_TRANSLATE_NOOP("GameTerms", "search: keeps the stack short and avoids placements that kill cells (dead corners)")},
  };
}

std::unique_ptr<State> DominoesGame::newInitialState(const MatchSetup& setup, QString* error) const
{
  if (setup.numPlayers() != 1) {
    *error = QStringLiteral("dominoes is a solo game: it needs exactly 1 player, got %1").arg(setup.numPlayers());
    return nullptr;
  }
  // srand() takes an unsigned int: the original truncates time(0) the same way.
  return std::make_unique<DominoesState>(*this, uint32_t(setup.seed),
                                         timeLimit(setup));
}

std::unique_ptr<State> DominoesGame::stateFromJson(const MatchSetup& setup, const QJsonObject& json,
                                                   QString* error) const
{
  return DominoesState::fromJson(*this, timeLimit(setup), json, error);
}

std::unique_ptr<Bot> DominoesGame::newBuiltinBot(const QString& name, int, uint64_t seed) const
{
  if (name == QLatin1String("random"))
    return makeRandomBot(seed);
  if (name == QLatin1String("greedy"))
    return makeGreedyBot(seed);
  if (name == QLatin1String("planner"))
    return makePlannerBot();
  return nullptr;
}

}  // namespace Kibitz::Rules::Dominoes

KIBITZ_REGISTER_GAME(dominoes, Kibitz::Rules::Dominoes::DominoesGame)
