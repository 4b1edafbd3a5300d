#include "breakpoints/breakpoint_vocabulary.h"

#include "document/replay_document.h"
#include "events/event_breakpoint.h"
#include "panels/game_terms.h"

#include "core/game.h"
#include "core/registry.h"
#include "core/state.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace Kibitz::App {

namespace {

constexpr int kMaxPaths = 60;
constexpr int kMaxDepth = 4;

// Paths of the numbers in `value`: every key of an object, the first element of an array
// (its elements share a shape in every game's state).
void collectNumericPaths(const QJsonValue& value, const QString& path, int depth, QStringList* paths)
{
  if (paths->size() >= kMaxPaths || depth > kMaxDepth)
    return;
  if (value.isDouble() && !path.isEmpty()) {
    *paths << path;
  } else if (value.isObject()) {
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it)
      collectNumericPaths(it.value(), path.isEmpty() ? it.key() : path + QLatin1Char('.') + it.key(), depth + 1, paths);
  } else if (value.isArray() && !value.toArray().isEmpty() && !path.isEmpty()) {
    collectNumericPaths(value.toArray().first(), path + QStringLiteral("[0]"), depth + 1, paths);
  }
}

QJsonValue valueAt(const QJsonObject& state, const QString& path)
{
  static const QRegularExpression parts(QStringLiteral("[^.\\[\\]]+"));
  QJsonValue value = state;
  for (auto it = parts.globalMatch(path); it.hasNext();) {
    const QString part = it.next().captured();
    bool index = false;
    const int i = part.toInt(&index);
    value = index ? value.toArray().at(i) : value.toObject().value(part);
  }
  return value;
}

// The path an example compares: one named like a metric of the game (a fencer's energy),
// else a number at the top of the state (OrkIsland's round), else the first number found.
// Seeds and generator states mean nothing to a reader.
QString examplePath(const Rules::Game* game, const QStringList& paths)
{
  const auto meaningful = [](const QString& path) {
    return !path.contains(QLatin1String("seed"), Qt::CaseInsensitive) && !path.contains(QLatin1String("rng"), Qt::CaseInsensitive);
  };
  if (game)
    for (const Rules::MetricSpec& metric : game->info().metrics)
      for (const QString& path : paths)
        if (meaningful(path) && (path.endsWith(QLatin1Char('.') + metric.key) || path == metric.key))
          return path;
  for (const QString& path : paths)
    if (meaningful(path) && !path.contains(QLatin1Char('.')) && !path.contains(QLatin1Char('[')))
      return path;
  for (const QString& path : paths)
    if (meaningful(path))
      return path;
  return {};
}

}  // namespace

BreakpointVocabulary BreakpointVocabulary::of(const ReplayDocument& document)
{
  if (!document.hasReplay())
    return {};
  // A live external game has no frame until its referee sends the first.
  if (document.replay().frames.isEmpty())
    return of(document.replay().gameId, QJsonObject(), QJsonObject());
  const int turn = std::max(0, document.currentTurn());
  const std::shared_ptr<const Rules::State> state = document.restoredState(turn);
  const QJsonObject json = state ? state->toJson() : document.frame(turn).state;
  // The example's number comes from the middle of the match, where it says something.
  return of(document.replay().gameId, json, document.frame(document.lastTurn() / 2).state);
}

BreakpointVocabulary BreakpointVocabulary::of(const QString& gameId, const QJsonObject& state, const QJsonObject& laterState)
{
  BreakpointVocabulary v;
  v.gameId = gameId;
  v.stateKeys = state.keys();
  collectNumericPaths(state, QString(), 0, &v.numericPaths);
  const Rules::Game* game = Rules::Registry::find(gameId);
  if (game) {
    const QList<Rules::EventSpec>& specs = game->info().events;
    for (const Rules::EventSpec& spec : specs)
      v.events.append({spec.type, gameTerm(spec.label)});
    // The event that decides the score first ("death", "touch").
    auto decisive = std::find_if(specs.begin(), specs.end(), [](const Rules::EventSpec& s) { return s.tone == Rules::EventTone::Highlight; });
    if (decisive == specs.end())
      decisive = specs.begin();
    if (decisive != specs.end()) {
      v.examples << EventBreakpoint::expression(decisive->type, -1) << EventBreakpoint::expression(decisive->type, 0);
    }
  }
  const QString path = examplePath(game, v.numericPaths);
  if (!path.isEmpty()) {
    const QJsonValue later = valueAt(laterState.isEmpty() ? state : laterState, path);
    const double number = later.isDouble() ? later.toDouble() : valueAt(state, path).toDouble();
    v.examples << QStringLiteral("%1 >= %2").arg(path, QString::number(number));
    v.examples << QStringLiteral("changed(\"%1\")").arg(path);
  }
  return v;
}

QStringList BreakpointVocabulary::completions() const
{
  QStringList words{QStringLiteral("state"), QStringLiteral("prev"), QStringLiteral("events"), QStringLiteral("io"),
                    QStringLiteral("turn"), QStringLiteral("values"), QStringLiteral("changed(\"\")"), QStringLiteral("get(\"\")")};
  words << stateKeys << numericPaths;
  for (const auto& [type, label] : events)
    words << QStringLiteral("\"%1\"").arg(type) << EventBreakpoint::expression(type, -1);
  words.removeDuplicates();
  words.sort(Qt::CaseInsensitive);
  return words;
}

QString BreakpointVocabulary::help() const
{
  if (gameId.isEmpty())
    return {};
  QStringList types;
  for (const auto& [type, label] : events)
    types << QStringLiteral("%1 (%2)").arg(type, label);
  return QCoreApplication::translate("Kibitz::App::BreakpointsPanel", "This game's state: %1.\nIts events (events[i].type, .player, .text, .data): %2.")
      .arg(stateKeys.join(QStringLiteral(", ")), types.isEmpty() ? QStringLiteral("-") : types.join(QStringLiteral(", ")));
}

}  // namespace Kibitz::App
