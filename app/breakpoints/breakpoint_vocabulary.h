#pragma once

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace Kibitz::App {

class ReplayDocument;

// What the breakpoint box offers for the open game: example expressions, completions and
// help, from that game's engine (the state it writes, the event types it declares), so
// that OrkIsland never suggests Fencing's players[0].energy. Empty without a replay.
struct BreakpointVocabulary {
  QString gameId;
  QStringList stateKeys;                    // top-level keys of the state
  QStringList numericPaths;                 // "players[0].energy", "round", "cityOwners[0]"
  QList<QPair<QString, QString>> events;    // type and translated label, declared order
  QStringList examples;                     // expressions that compile, events first

  // From the document's game and the engine's state of its current turn (the frame's own
  // state when the engine cannot restore it).
  static BreakpointVocabulary of(const ReplayDocument& document);
  // The same from a game id and a state (tests, and the document's case).
  static BreakpointVocabulary of(const QString& gameId, const QJsonObject& state, const QJsonObject& laterState = {});
  // Words the box completes: the turn's names, the state's keys and paths, each event
  // type as a string and as an events.some(...) condition.
  QStringList completions() const;
  // One paragraph for the box's tool tip: this game's state keys and event types.
  QString help() const;
};

}  // namespace Kibitz::App
