#include "arena/version_history.h"

#include "arena/standings.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace Kibitz::Debugger::Arena {

namespace {

double rounded(double value, int decimals)
{
  const double scale = std::pow(10.0, decimals);
  const double r = std::round(value * scale) / scale;
  return r == 0 ? 0.0 : r;
}

QString signedNumber(double value)
{
  const double r = rounded(value, 1);
  return (r >= 0 ? QStringLiteral("+") : QString()) + QString::number(r, 'f', 1);
}

}  // namespace

std::optional<VersionHistory> computeVersionHistory(QList<MatchOutcome> outcomes, const QString& name, QString* error)
{
  outcomes = playedOnce(std::move(outcomes));
  // The versions of `name`, and when each first played (the order of the results when the
  // times are not recorded).
  struct First {
    QString time;
    qsizetype position = 0;
  };
  QHash<QString, First> first;
  QStringList versions;
  for (qsizetype i = 0; i < outcomes.size(); ++i)
    for (const SeatOutcome& s : outcomes[i].seats) {
      if (s.name != name)
        continue;
      if (!first.contains(s.version)) {
        versions << s.version;
        first.insert(s.version, First{outcomes[i].finishedAt, i});
      } else if (!outcomes[i].finishedAt.isEmpty() &&
                 (first[s.version].time.isEmpty() || outcomes[i].finishedAt < first[s.version].time)) {
        first[s.version].time = outcomes[i].finishedAt;
      }
    }
  if (versions.isEmpty()) {
    *error = QStringLiteral("no match of a bot named '%1' in these results").arg(name);
    return std::nullopt;
  }
  std::stable_sort(versions.begin(), versions.end(), [&](const QString& a, const QString& b) {
    const First& x = first[a];
    const First& y = first[b];
    if (x.time.isEmpty() != y.time.isEmpty())
      return y.time.isEmpty();  // the recorded times first
    if (x.time != y.time)
      return x.time < y.time;
    return x.position < y.position;
  });

  // The tables: a match, or in one-player games the bots of one seed.
  labelVersions(&outcomes);
  const bool onePlayer = std::all_of(outcomes.begin(), outcomes.end(), [](const MatchOutcome& o) { return o.seats.size() == 1; });
  QHash<QString, QList<qsizetype>> tables;  // key -> outcomes
  QStringList tableKeys;
  for (qsizetype i = 0; i < outcomes.size(); ++i) {
    const QString key = onePlayer ? QStringLiteral("%1/%2").arg(outcomes[i].schedule).arg(outcomes[i].seed)
                                  : QStringLiteral("%1#%2").arg(outcomes[i].schedule).arg(outcomes[i].index);
    if (!tables.contains(key))
      tableKeys << key;
    tables[key] << i;
  }
  const QString label0 = versions.size() > 1 ? versionedName(name, versions[0]) : name;
  QHash<QString, QString> labels;  // version -> label
  for (const QString& v : std::as_const(versions))
    labels.insert(v, versions.size() > 1 ? versionedName(name, v) : name);
  QSet<QString> mine;
  for (const QString& l : std::as_const(labels))
    mine.insert(l);
  // Who each version met.
  QHash<QString, QSet<QString>> met;
  for (const QString& key : std::as_const(tableKeys)) {
    QStringList seated;
    for (qsizetype i : tables.value(key))
      for (const SeatOutcome& s : outcomes[i].seats)
        seated << s.name;
    for (const QString& a : std::as_const(seated))
      if (mine.contains(a))
        for (const QString& b : std::as_const(seated))
          if (!mine.contains(b))
            met[a].insert(b);
  }
  QSet<QString> common = met.value(label0);
  for (const QString& l : std::as_const(labels))
    common &= met.value(l);
  if (common.isEmpty()) {
    *error = versions.size() > 1 ? QStringLiteral("the %1 versions of '%2' have no opponent in common").arg(versions.size()).arg(name)
                                 : QStringLiteral("'%1' met no opponent in these results").arg(name);
    return std::nullopt;
  }
  // The tables of those bots only.
  QList<MatchOutcome> kept;
  for (const QString& key : std::as_const(tableKeys)) {
    const QList<qsizetype>& rows = tables[key];
    bool ours = true;
    for (qsizetype i : rows)
      for (const SeatOutcome& s : outcomes[i].seats)
        ours = ours && (mine.contains(s.name) || common.contains(s.name));
    if (ours)
      for (qsizetype i : rows)
        kept << outcomes[i];
  }
  const std::optional<Standings> standings = computeStandings(kept, std::nullopt, error);
  if (!standings)
    return std::nullopt;
  VersionHistory history;
  history.gameId = standings->gameId;
  history.name = name;
  history.matches = standings->matches;
  history.opponents = QStringList(common.begin(), common.end());
  std::sort(history.opponents.begin(), history.opponents.end());
  for (const QString& v : std::as_const(versions)) {
    VersionPoint p;
    p.version = v;
    p.label = labels.value(v);
    p.firstPlayed = first[v].time;
    for (const BotStanding& b : standings->ranking)
      if (b.name == p.label) {
        p.matches = b.matches;
        p.wins = b.wins;
        p.draws = b.draws;
        p.losses = b.losses;
        p.elo = b.elo;
        p.elo95 = b.elo95;
      }
    history.versions << p;
  }
  return history;
}

QStringList versionHistoryText(const VersionHistory& h)
{
  QStringList lines;
  lines << QStringLiteral("%1: history of %2, %3 versions against %4 (%5 matches)")
               .arg(h.gameId, h.name)
               .arg(h.versions.size())
               .arg(h.opponents.join(QStringLiteral(", ")))
               .arg(h.matches);
  QList<QStringList> rows{{QStringLiteral("version"), QStringLiteral("first played"), QStringLiteral("matches"),
                           QStringLiteral("wins"), QStringLiteral("draws"), QStringLiteral("losses"), QStringLiteral("Elo"),
                           QStringLiteral("Elo 95%")}};
  for (const VersionPoint& p : h.versions)
    rows << QStringList{p.label,
                        p.firstPlayed.isEmpty() ? QStringLiteral("-") : p.firstPlayed,
                        QString::number(p.matches),
                        QString::number(p.wins),
                        QString::number(p.draws),
                        QString::number(p.losses),
                        signedNumber(p.elo),
                        p.elo95 ? QStringLiteral("[%1, %2]").arg(signedNumber(p.elo95->first), signedNumber(p.elo95->second))
                                : QStringLiteral("-")};
  QList<qsizetype> widths(rows.first().size(), 0);
  for (const QStringList& row : rows)
    for (qsizetype c = 0; c < row.size(); ++c)
      widths[c] = std::max(widths[c], row[c].size());
  for (const QStringList& row : rows) {
    QStringList cells;
    for (qsizetype c = 0; c < row.size(); ++c)
      cells << (c >= 2 ? row[c].rightJustified(widths[c]) : row[c].leftJustified(widths[c]));
    QString line = cells.join(QStringLiteral("  "));
    while (line.endsWith(QLatin1Char(' ')))
      line.chop(1);
    lines << line;
  }
  return lines;
}

QJsonObject versionHistoryJson(const VersionHistory& h)
{
  QJsonArray versions;
  for (const VersionPoint& p : h.versions)
    versions << QJsonObject{
        {QStringLiteral("version"), p.version.isEmpty() ? QJsonValue() : QJsonValue(p.version)},
        {QStringLiteral("label"), p.label},
        {QStringLiteral("first_played"), p.firstPlayed.isEmpty() ? QJsonValue() : QJsonValue(p.firstPlayed)},
        {QStringLiteral("matches"), p.matches},
        {QStringLiteral("wins"), p.wins},
        {QStringLiteral("draws"), p.draws},
        {QStringLiteral("losses"), p.losses},
        {QStringLiteral("elo"), rounded(p.elo, 1)},
        {QStringLiteral("elo95"), p.elo95 ? QJsonValue(QJsonArray{rounded(p.elo95->first, 1), rounded(p.elo95->second, 1)})
                                          : QJsonValue()}};
  return QJsonObject{{QStringLiteral("game"), h.gameId},
                     {QStringLiteral("name"), h.name},
                     {QStringLiteral("opponents"), QJsonArray::fromStringList(h.opponents)},
                     {QStringLiteral("matches"), h.matches},
                     {QStringLiteral("versions"), versions}};
}

}  // namespace Kibitz::Debugger::Arena
