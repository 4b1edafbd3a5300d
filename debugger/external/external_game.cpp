#include "external/external_game.h"

#include "external/external_state.h"

#include "core/bot.h"

namespace Kibitz::Debugger {

namespace {
const QString kPrefix = QStringLiteral("extern");
}

ExternalGame::ExternalGame(const QString& id)
{
  info_.id = id;
  info_.name = id == kPrefix ? QStringLiteral("External game") : id.mid(kPrefix.size() + 1);
  info_.rulesVersion = QStringLiteral("referee");
  info_.description = QStringLiteral("A game played by an external referee process (cg or brutaltester dialect).");
  info_.minPlayers = 1;
  info_.maxPlayers = kMaxPlayers;
  for (int p = 0; p < kMaxPlayers; ++p)
    info_.defaultPlayerNames << QStringLiteral("Player %1").arg(p);
  info_.dynamics = Rules::Dynamics::Sequential;
  info_.events << Rules::EventSpec{QStringLiteral("tooltip"), QStringLiteral("Referee tooltip"), Rules::EventTone::Highlight};
}

bool ExternalGame::isExternalId(const QString& id)
{
  return id == kPrefix || (id.startsWith(kPrefix + QLatin1Char(':')) && id.size() > kPrefix.size() + 1);
}

QString ExternalGame::idFor(const QString& name, QString* error)
{
  if (name.isEmpty())
    return kPrefix;
  bool ok = name.size() <= kMaxNameLength;
  for (QChar c : name)
    ok = ok && c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_') || c == QLatin1Char('.'));
  if (!ok) {
    *error = QStringLiteral("--name '%1': a game name has at most %2 letters, digits, '-', '_' or '.'")
                 .arg(name.left(kMaxNameLength))
                 .arg(kMaxNameLength);
    return {};
  }
  return kPrefix + QLatin1Char(':') + name;
}

const ExternalGame& ExternalGame::generic()
{
  static const ExternalGame game(kPrefix);
  return game;
}

std::unique_ptr<Rules::State> ExternalGame::newInitialState(const Rules::MatchSetup& setup, QString* error) const
{
  if (setup.numPlayers() < 1 || setup.numPlayers() > kMaxPlayers) {
    *error = QStringLiteral("an external game has 1..%1 players, got %2").arg(kMaxPlayers).arg(setup.numPlayers());
    return nullptr;
  }
  return std::make_unique<ExternalState>(*this, setup.numPlayers());
}

std::unique_ptr<Rules::State> ExternalGame::stateFromJson(const Rules::MatchSetup& setup, const QJsonObject& json,
                                                          QString* error) const
{
  std::unique_ptr<Rules::State> state = newInitialState(setup, error);
  if (!state)
    return nullptr;
  static_cast<ExternalState*>(state.get())->setFrame(json, json.value(QStringLiteral("frame")).toInt());
  return state;
}

std::unique_ptr<Rules::Bot> ExternalGame::newBuiltinBot(const QString&, int, uint64_t) const
{
  return nullptr;  // the referee's game has no bots of Kibitz's
}

}  // namespace Kibitz::Debugger
