#include "profile/profile_views.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace Kibitz::Debugger::ProfileViews {

QList<int> profiledTurns(const Replay& replay, int seat)
{
  QList<int> turns;
  for (int f = 0; f < replay.frames.size(); ++f)
    if (profileAt(replay, seat, f))
      turns.append(f);
  return turns;
}

const TurnProfile* profileAt(const Replay& replay, int seat, int turn)
{
  if (turn < 0 || turn >= replay.frames.size())
    return nullptr;
  const PlayerExchange* x = replay.frames[turn].exchangeOf(seat);
  return x && x->profile ? &*x->profile : nullptr;
}

QString foldedText(const TurnProfile& profile)
{
  QList<FoldedStack> stacks = profile.folded;
  std::stable_sort(stacks.begin(), stacks.end(), [](const FoldedStack& a, const FoldedStack& b) { return a.count > b.count; });
  QString text;
  for (const FoldedStack& s : stacks)
    text += QStringLiteral("%1 %2\n").arg(s.stack).arg(s.count);
  return text;
}

QList<FunctionCost> topFunctions(const TurnProfile& profile)
{
  QHash<QString, FunctionCost> costs;
  for (const FoldedStack& s : profile.folded) {
    const QStringList frames = s.stack.split(QLatin1Char(';'));
    QSet<QString> seen;
    for (const QString& f : frames) {
      FunctionCost& c = costs[f];
      c.name = f;
      if (!seen.contains(f)) {
        seen.insert(f);
        c.total += s.count;
      }
    }
    costs[frames.last()].self += s.count;
  }
  QList<FunctionCost> list = costs.values();
  std::sort(list.begin(), list.end(), [](const FunctionCost& a, const FunctionCost& b) {
    if (a.self != b.self)
      return a.self > b.self;
    if (a.total != b.total)
      return a.total > b.total;
    return a.name < b.name;
  });
  return list;
}

QJsonObject topFunctionsJson(const TurnProfile& profile)
{
  QJsonArray functions;
  const double samples = double(qMax<qint64>(profile.samples, 1));
  for (const FunctionCost& c : topFunctions(profile))
    functions.append(QJsonObject{{QStringLiteral("name"), c.name},
                                 {QStringLiteral("self"), c.self},
                                 {QStringLiteral("total"), c.total},
                                 {QStringLiteral("selfShare"), std::round(c.self / samples * 1000) / 1000},
                                 {QStringLiteral("totalShare"), std::round(c.total / samples * 1000) / 1000}});
  return QJsonObject{{QStringLiteral("samples"), profile.samples}, {QStringLiteral("functions"), functions}};
}

QJsonObject speedscope(const Replay& replay, int seat, const QString& exporter)
{
  QHash<QString, int> frameIndex;
  QJsonArray frames;
  QJsonArray profiles;
  const QString bot = seat >= 0 && seat < replay.players.size() ? replay.players[seat].name : QString();
  for (const int turn : profiledTurns(replay, seat)) {
    const TurnProfile& profile = *profileAt(replay, seat, turn);
    QJsonArray samples;
    QJsonArray weights;
    for (const FoldedStack& s : profile.folded) {
      QJsonArray stack;  // root first
      for (const QString& f : s.stack.split(QLatin1Char(';'))) {
        auto it = frameIndex.find(f);
        if (it == frameIndex.end()) {
          it = frameIndex.insert(f, int(frames.size()));
          frames.append(QJsonObject{{QStringLiteral("name"), f}});
        }
        stack.append(*it);
      }
      samples.append(stack);
      weights.append(s.count);
    }
    profiles.append(QJsonObject{{QStringLiteral("type"), QStringLiteral("sampled")},
                                {QStringLiteral("name"), QStringLiteral("%1, turn %2").arg(bot).arg(turn)},
                                {QStringLiteral("unit"), QStringLiteral("none")},
                                {QStringLiteral("startValue"), 0},
                                {QStringLiteral("endValue"), profile.samples},
                                {QStringLiteral("samples"), samples},
                                {QStringLiteral("weights"), weights}});
  }
  return QJsonObject{{QStringLiteral("$schema"), QStringLiteral("https://www.speedscope.app/file-format-schema.json")},
                     {QStringLiteral("shared"), QJsonObject{{QStringLiteral("frames"), frames}}},
                     {QStringLiteral("profiles"), profiles},
                     {QStringLiteral("name"), QStringLiteral("%1 seed %2, seat %3: %4").arg(replay.gameId).arg(replay.seed).arg(seat).arg(bot)},
                     {QStringLiteral("activeProfileIndex"), 0},
                     {QStringLiteral("exporter"), exporter}};
}

}  // namespace Kibitz::Debugger::ProfileViews
