#include "core/registry.h"
#include "fencing/fencing_game.h"
#include "fencing/fencing_words.h"

#include "core/replay_format.h"
#include "fencing/fencing_bots.h"
#include "fencing/fencing_codingame_format.h"
#include "fencing/fencing_state.h"

#include <QJsonArray>

namespace Kibitz::Rules::Fencing {

FencingGame::FencingGame() : codingame_(std::make_unique<CodinGameFormat>(*this))
{
  info_.id = QStringLiteral("fencing");
  info_.name = QString::fromUtf8(QT_TRANSLATE_NOOP("GameTerms", "Fencing ESport"));  // a GameTerms entry
  info_.rulesVersion = QStringLiteral("1.0 (referee 8ffd23d)");
  info_.description = QT_TRANSLATE_NOOP("GameTerms", "Two fencers on a 0..500 piste, simultaneous actions, first to 20 with a lead");
  info_.minPlayers = info_.maxPlayers = 2;
  info_.defaultPlayerNames = {QStringLiteral("A"), QStringLiteral("B")};
  info_.dynamics = Dynamics::Simultaneous;
  // The piste, the lunge's base distance, which way each fencer faces (+1: towards the
  // piste's end) and the action that lunges, for a viewer outside the engine.
  info_.viewerConstants = {{QStringLiteral("pisteStart"), kPisteMin},
                           {QStringLiteral("pisteLength"), kPisteMax},
                           {QStringLiteral("lungeDistance"), actionInfo(Action::Lunge).distance},
                           {QStringLiteral("orientation"), QJsonArray{FencingState::orientation(0), FencingState::orientation(1)}},
                           {QStringLiteral("lungeAction"), actionName(Action::Lunge)}};
  info_.boardWords = Words::all();
  info_.parameters = {
      {QStringLiteral("league"), ParameterSpec::Type::Integer, 3, 1, 3, {},
       QT_TRANSLATE_NOOP("GameTerms", "league: 1 basic actions, 2 adds double moves, 3 adds drugs")},
  };
  info_.metrics = {
      {QStringLiteral("score"), QT_TRANSLATE_NOOP("GameTerms", "Score")},
      {QStringLiteral("energy"), QT_TRANSLATE_NOOP("GameTerms", "Energy")},
      {QStringLiteral("position"), QT_TRANSLATE_NOOP("GameTerms", "Position")},
  };
  info_.events = {
      {QStringLiteral("touch"), QT_TRANSLATE_NOOP("GameTerms", "Touch"), EventTone::Highlight},
      {QStringLiteral("parry"), QT_TRANSLATE_NOOP("GameTerms", "Parry")},
      {QStringLiteral("offtrack"), QT_TRANSLATE_NOOP("GameTerms", "Off the piste")},
      {QStringLiteral("collision"), QT_TRANSLATE_NOOP("GameTerms", "Collision")},
      {QStringLiteral("respawn"), QT_TRANSLATE_NOOP("GameTerms", "Respawn")},
      {QStringLiteral("drug"), QT_TRANSLATE_NOOP("GameTerms", "Drug")},
      {QStringLiteral("doping"), QT_TRANSLATE_NOOP("GameTerms", "Doping")},
      {QStringLiteral("forfeit"), QT_TRANSLATE_NOOP("GameTerms", "Out of energy")},
      {QStringLiteral("deactivated"), QT_TRANSLATE_NOOP("GameTerms", "Deactivated"), EventTone::Fault},
  };
  info_.builtinBots = {
      {QStringLiteral("idle"), QT_TRANSLATE_NOOP("GameTerms", "rests (BREAK) every turn")},
      {QStringLiteral("random"), QT_TRANSLATE_NOOP("GameTerms", "a random action legal in the league")},
      {QStringLiteral("fencer"), QT_TRANSLATE_NOOP("GameTerms", "rule-based: distance, lunges in reach, parries, drugs")},
  };
}

FencingGame::~FencingGame() = default;

std::unique_ptr<State> FencingGame::newInitialState(const MatchSetup& setup, QString* error) const
{
  if (setup.numPlayers() != 2) {
    *error = QStringLiteral("fencing needs exactly 2 players, got %1").arg(setup.numPlayers());
    return nullptr;
  }
  return std::make_unique<FencingState>(*this, int(setup.parameters.integer(QStringLiteral("league"))),
                                        setup.playerNames);
}

std::unique_ptr<State> FencingGame::stateFromJson(const MatchSetup& setup, const QJsonObject& json,
                                                  QString* error) const
{
  return FencingState::fromJson(*this, setup.playerNames, json, error);
}

std::unique_ptr<Bot> FencingGame::newBuiltinBot(const QString& name, int, uint64_t seed) const
{
  if (name == QLatin1String("idle"))
    return makeIdleBot();
  if (name == QLatin1String("random"))
    return makeRandomBot(seed);
  if (name == QLatin1String("fencer"))
    return makeFencerBot(seed);
  return nullptr;
}

QList<const ReplayFormat*> FencingGame::formats() const
{
  return {codingame_.get()};
}

}  // namespace Kibitz::Rules::Fencing

KIBITZ_REGISTER_GAME(fencing, Kibitz::Rules::Fencing::FencingGame)
