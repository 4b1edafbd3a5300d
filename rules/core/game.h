#pragma once

#include "core/board_word.h"
#include "core/bot.h"
#include "core/match_setup.h"
#include "core/parameters.h"
#include "core/state.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>
#include <vector>

namespace Kibitz::Rules {

class ReplayFormat;

enum class Dynamics {
  Simultaneous,  // every acting player answers on the same state
  Sequential,    // one player acts per turn
};

// A per-player numeric series the game offers for charts ("score", "energy").
struct MetricSpec {
  QString key;
  QString label;
  // In a game with hidden information, whether a seat knows its own value (its energy: yes;
  // its rank among the others: no). Nobody knows another seat's value there.
  bool knownToOwnSeat = true;
};

// How a kind of event weighs for someone scanning a timeline; viewers give each tone
// its colour.
enum class EventTone {
  Neutral,    // an ordinary happening (a parry, a placement)
  Highlight,  // what decides the score (a touch, a kill, a death)
  Fault,      // a bot's fault (deactivated, invalid reply, crash)
};

// A kind of timeline event the game reports ("touch", "parry").
struct EventSpec {
  QString type;
  QString label;
  EventTone tone = EventTone::Neutral;
};

struct BuiltinBotSpec {
  QString name;
  QString description;
};

// The static description of a game: what `kibitz-cli games` prints.
struct GameInfo {
  QString id;            // "fencing"
  QString name;          // "Fencing ESport"
  QString rulesVersion;  // bumped whenever the rules change behaviour
  QString description;   // one line
  int minPlayers = 2;
  int maxPlayers = 2;
  QStringList defaultPlayerNames;  // size maxPlayers; seat names such as "A", "B"
  Dynamics dynamics = Dynamics::Simultaneous;
  // Whether one engine turn (State::turn(), a replay frame) is one player's decision rather
  // than a turn of the game (Mosca Ceca: every agent decides in its turn of a game turn),
  // so that viewers name the two counters differently.
  bool stepIsDecision = false;
  // Whether a seat sees only part of the state (Mosca Ceca's fog): State::seatView and
  // Game::seatSees then say what, and a viewer showing one seat's side hides the rest.
  bool hiddenInformation = false;
  QList<ParameterSpec> parameters;
  QList<MetricSpec> metrics;
  QList<EventSpec> events;
  QList<BuiltinBotSpec> builtinBots;
  // Rules facts a viewer needs that the state does not carry (Fencing: the piste's length
  // and the lunge's base distance), so that a viewer outside the engine (the shared web
  // page) never repeats them.
  QJsonObject viewerConstants;
  // Every word the game's boards show (rules/<id>/<id>_words.h): the shared page's table
  // carries them, translated, under "term:<English>".
  QList<BoardWord> boardWords;
};

// A game: creates states and bots. Stateless and shared; one instance per game id.
class Game {
public:
  virtual ~Game() = default;
  virtual const GameInfo& info() const = 0;

  // The state before the first turn, or null with `error` set when the setup is invalid
  // (wrong player count, inconsistent parameters, unreadable configuration file).
  virtual std::unique_ptr<State> newInitialState(const MatchSetup& setup, QString* error) const = 0;
  // Restores a state written by State::toJson(); null with a message naming the field
  // on malformed input. `setup` is the match it belongs to.
  virtual std::unique_ptr<State> stateFromJson(const MatchSetup& setup, const QJsonObject& json,
                                               QString* error) const = 0;

  // A built-in bot by name (GameInfo::builtinBots), or null.
  virtual std::unique_ptr<Bot> newBuiltinBot(const QString& name, int player, uint64_t seed) const = 0;
  // The reader of this game's action scripts; default LineScript.
  virtual std::unique_ptr<ScriptedReplies> newScript(const QByteArray& content, int player,
                                                     QString* error) const;

  // Conversions from and to the formats users already have (CodinGame replays, native logs).
  virtual QList<const ReplayFormat*> formats() const;

  int metricIndex(const QString& key) const;

  // Whether `player` learns of `event`, one of those the turn reported (a viewer showing one
  // seat's side lists only these). Default: every seat learns of everything.
  virtual bool seatSees(int player, const Event& event) const;
};

}  // namespace Kibitz::Rules
