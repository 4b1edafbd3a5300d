#include "arena/ranking_output.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace Kibitz::Debugger::Arena {

namespace {

double rounded(double value, int decimals)
{
  const double scale = std::pow(10.0, decimals);
  const double r = std::round(value * scale) / scale;
  return r == 0 ? 0.0 : r;  // no "-0"
}

QString signedNumber(double value, int decimals)
{
  const double r = rounded(value, decimals);
  return (r >= 0 ? QStringLiteral("+") : QString()) + QString::number(r, 'f', decimals);
}

QJsonValue interval(const std::optional<std::pair<double, double>>& range, int decimals)
{
  if (!range)
    return QJsonValue::Null;
  return QJsonArray{rounded(range->first, decimals), rounded(range->second, decimals)};
}

QString percent(double fraction)
{
  return QString::number(rounded(fraction * 100, 1), 'f', 1) + QStringLiteral(" %");
}

QString ptnml(const Pentanomial& c)
{
  return QStringLiteral("[%1, %2, %3, %4, %5]").arg(c[0]).arg(c[1]).arg(c[2]).arg(c[3]).arg(c[4]);
}

QString plusMinus(const std::optional<double>& value, const std::optional<double>& margin)
{
  return QStringLiteral("%1 +/- %2").arg(QString::number(rounded(*value, 1), 'f', 1),
                                         margin ? QString::number(rounded(*margin, 1), 'f', 1) : QStringLiteral("inf"));
}

// "Pairs: 207, Ptnml(0-2): [10, 40, 100, 45, 12], Elo difference: 7.6 +/- 21.6, nElo: 11.7 +/- 33.5, LOS: 75.3 %".
QString pairsLine(const PairStanding& p)
{
  if (!p.paired)
    return QStringLiteral("  Pairs: none (%1 unpaired match%2: the other match of the seed is missing)")
        .arg(p.unpaired)
        .arg(p.unpaired == 1 ? QString() : QStringLiteral("es"));
  const PairedHeadToHead& h = *p.paired;
  const QString elo = h.difference ? plusMinus(h.difference, h.margin)
                      : h.score > 0.5 ? QStringLiteral("+inf") : QStringLiteral("-inf");
  const QString nelo = h.normalized ? plusMinus(h.normalized, h.normalizedMargin) : QStringLiteral("-");
  QString line = QStringLiteral("  Pairs: %1, Ptnml(0-2): %2, Elo difference: %3, nElo: %4, LOS: %5")
                     .arg(h.pairs()).arg(ptnml(h.counts), elo, nelo, percent(h.los));
  if (p.unpaired > 0)
    line += QStringLiteral(" (%1 unpaired match%2 left out)").arg(p.unpaired).arg(p.unpaired == 1 ? QString() : QStringLiteral("es"));
  return line;
}

QJsonArray countsJson(const Pentanomial& c)
{
  return QJsonArray{c[0], c[1], c[2], c[3], c[4]};
}

QJsonValue pairedJson(const std::optional<PairedHeadToHead>& paired)
{
  if (!paired)
    return QJsonValue::Null;
  const PairedHeadToHead& h = *paired;
  const auto range = [](const std::optional<double>& v, const std::optional<double>& m) {
    return v && m ? QJsonValue(QJsonArray{rounded(*v - *m, 1), rounded(*v + *m, 1)}) : QJsonValue();
  };
  return QJsonObject{{QStringLiteral("pairs"), h.pairs()},
                     {QStringLiteral("counts"), countsJson(h.counts)},
                     {QStringLiteral("score"), rounded(h.score, 4)},
                     {QStringLiteral("variance"), rounded(h.variance, 6)},
                     {QStringLiteral("elo_diff"), h.difference ? QJsonValue(rounded(*h.difference, 1)) : QJsonValue()},
                     {QStringLiteral("elo_diff95"), range(h.difference, h.margin)},
                     {QStringLiteral("nelo"), h.normalized ? QJsonValue(rounded(*h.normalized, 1)) : QJsonValue()},
                     {QStringLiteral("nelo95"), range(h.normalized, h.normalizedMargin)},
                     {QStringLiteral("los"), rounded(h.los, 4)}};
}

QString decisionName(SprtStatus::Decision d)
{
  switch (d) {
  case SprtStatus::Decision::AcceptH0: return QStringLiteral("H0");
  case SprtStatus::Decision::AcceptH1: return QStringLiteral("H1");
  case SprtStatus::Decision::Continue: break;
  }
  return {};
}

// Left-aligned columns for text, right-aligned for numbers.
QStringList table(const QList<QStringList>& rows, const QList<bool>& rightAligned)
{
  QList<qsizetype> widths;
  for (const QStringList& row : rows)
    for (qsizetype c = 0; c < row.size(); ++c) {
      if (widths.size() <= c)
        widths << 0;
      widths[c] = std::max(widths[c], row[c].size());
    }
  QStringList lines;
  for (const QStringList& row : rows) {
    QStringList cells;
    for (qsizetype c = 0; c < row.size(); ++c)
      cells << (rightAligned.value(c) ? row[c].rightJustified(widths[c]) : row[c].leftJustified(widths[c]));
    QString line = cells.join(QStringLiteral("  "));
    while (line.endsWith(QLatin1Char(' ')))
      line.chop(1);
    lines << line;
  }
  return lines;
}

// What each bot's replies cost, a bot a line in the ranking's order.
QStringList costTable(const Standings& st)
{
  QList<QStringList> rows{{QStringLiteral("rank"), QStringLiteral("name"), QStringLiteral("replies"),
                           QStringLiteral("p95 ms"), QStringLiteral("max ms"), QStringLiteral("timeouts"),
                           QStringLiteral("peak memory")}};
  const auto ms = [](double x) { return QString::number(rounded(x, 3), 'f', 3); };
  for (qsizetype i = 0; i < st.ranking.size(); ++i) {
    const BotCostStanding& c = st.ranking[i].cost;
    if (!c.measured()) {  // a built-in bot
      rows << QStringList{QString::number(i + 1), st.ranking[i].name, QStringLiteral("-"), QStringLiteral("-"),
                          QStringLiteral("-"), QStringLiteral("-"), QStringLiteral("-")};
      continue;
    }
    rows << QStringList{QString::number(i + 1), st.ranking[i].name, QString::number(c.replies), ms(c.p95Ms), ms(c.maxMs),
                        QString::number(c.timeouts), QStringLiteral("%1 MiB").arg(QString::number(c.peakRssKb / 1024.0, 'f', 1))};
  }
  QStringList lines{QStringLiteral("Reply time and memory (p95: the largest of its matches' 95th percentiles):")};
  lines << table(rows, {true, false, true, true, true, true, true});
  return lines;
}

}  // namespace

QString sprtSentence(const SprtReport& r)
{
  const SprtSettings& s = r.settings;
  // Which model decided: pairs when every seed swapped the seats, else games.
  const QString model = r.paired() ? QStringLiteral("pentanomial, on %1 pairs: ").arg(r.matches / 2)
                                   : QStringLiteral("trinomial, on %1 matches: ").arg(r.matches);
  QString bounds = model + QStringLiteral("LLR %1, bounds %2 .. %3")
                               .arg(QString::number(r.status.llr, 'f', 2), QString::number(s.lowerBound(), 'f', 2),
                                    QString::number(s.upperBound(), 'f', 2));
  if (r.paired() && r.matches > 0)
    bounds += QStringLiteral("; trinomial LLR %1").arg(QString::number(r.trinomial.llr, 'f', 2));
  const QString head = QStringLiteral("SPRT (elo0 %1, elo1 %2, alpha %3, beta %4): ")
                           .arg(s.elo0).arg(s.elo1).arg(s.alpha).arg(s.beta);
  switch (r.status.decision) {
  case SprtStatus::Decision::AcceptH1:
    return head + QStringLiteral("H1 accepted after %1 matches: %2 is stronger than %3, by at least %4 Elo rather than at most %5 (%6)")
                      .arg(r.matches).arg(r.first, r.second).arg(s.elo1).arg(s.elo0).arg(bounds);
  case SprtStatus::Decision::AcceptH0:
    return head + QStringLiteral("H0 accepted after %1 matches: %2 is not stronger than %3 by %4 Elo: by at most %5 rather than at least %4 (%6)")
                      .arg(r.matches).arg(r.first, r.second).arg(s.elo1).arg(s.elo0).arg(bounds);
  case SprtStatus::Decision::Continue:
    break;
  }
  return head + QStringLiteral("no decision after %1 matches (%2)").arg(r.matches).arg(bounds);
}

QStringList rankingText(const Standings& st)
{
  QStringList lines;
  lines << QStringLiteral("%1: %2 matches, %3 bots%4")
               .arg(st.gameId.isEmpty() ? QStringLiteral("(no results)") : st.gameId)
               .arg(st.matches)
               .arg(st.ranking.size())
               .arg(st.onePlayer ? QStringLiteral(" (one player: ranked by mean score, every bot on the same seeds)")
                                 : QString());
  QList<QStringList> rows;
  QStringList header{QStringLiteral("rank"), QStringLiteral("name"), QStringLiteral("bot"), QStringLiteral("matches"),
                     QStringLiteral("wins"), QStringLiteral("draws"), QStringLiteral("losses")};
  if (st.onePlayer)
    header << QStringLiteral("score") << QStringLiteral("score 95%");
  else
    header << QStringLiteral("points") << QStringLiteral("score");
  header << QStringLiteral("Elo") << QStringLiteral("Elo 95%");
  rows << header;
  for (qsizetype i = 0; i < st.ranking.size(); ++i) {
    const BotStanding& b = st.ranking[i];
    QStringList row{QString::number(i + 1), b.name, b.bot, QString::number(b.matches), QString::number(b.wins),
                    QString::number(b.draws), QString::number(b.losses)};
    if (st.onePlayer) {
      row << QString::number(rounded(b.meanScore(), 2), 'f', 2)
          << (b.score95 ? QStringLiteral("[%1, %2]").arg(QString::number(rounded(b.score95->first, 2), 'f', 2),
                                                        QString::number(rounded(b.score95->second, 2), 'f', 2))
                        : QStringLiteral("-"));
    } else {
      row << (b.matches ? percent(b.points() / b.matches) : QStringLiteral("-"))
          << QString::number(rounded(b.meanScore(), 3), 'f', 3);
    }
    row << signedNumber(b.elo, 1)
        << (b.elo95 ? QStringLiteral("[%1, %2]").arg(signedNumber(b.elo95->first, 1), signedNumber(b.elo95->second, 1))
                    : QStringLiteral("-"));
    rows << row;
  }
  const bool one = st.onePlayer;
  lines << table(rows, {true, false, false, true, true, true, true, true, !one, true, false});
  // Only when some bot ran as a process (the others' times are not worth a table).
  if (std::any_of(st.ranking.cbegin(), st.ranking.cend(), [](const BotStanding& b) { return b.cost.measured(); }))
    lines << costTable(st);
  for (const PairStanding& p : st.pairs) {
    const HeadToHead& h = p.result;
    lines << QStringLiteral("Score of %1 vs %2: %3 - %4 - %5  [%6] %7")
                 .arg(st.ranking[p.a].name, st.ranking[p.b].name)
                 .arg(h.wins)
                 .arg(h.losses)
                 .arg(h.draws)
                 .arg(QString::number(h.score, 'f', 3))
                 .arg(h.games());
    QString elo;
    if (h.difference && h.margin)
      elo = QStringLiteral("%1 +/- %2").arg(QString::number(rounded(*h.difference, 1), 'f', 1),
                                            QString::number(rounded(*h.margin, 1), 'f', 1));
    else if (h.difference)
      elo = QStringLiteral("%1 +/- inf").arg(QString::number(rounded(*h.difference, 1), 'f', 1));
    else
      elo = h.score > 0.5 ? QStringLiteral("+inf (no match lost or drawn)") : QStringLiteral("-inf (no match won or drawn)");
    lines << QStringLiteral("  Elo difference: %1, LOS: %2, DrawRatio: %3")
                 .arg(elo, percent(h.los), percent(h.games() ? double(h.draws) / h.games() : 0));
    if (p.paired || p.unpaired > 0)
      lines << pairsLine(p);
  }
  if (st.sprt)
    lines << sprtSentence(*st.sprt);
  return lines;
}

QJsonObject rankingJson(const Standings& st)
{
  QJsonArray ranking;
  for (qsizetype i = 0; i < st.ranking.size(); ++i) {
    const BotStanding& b = st.ranking[i];
    QJsonObject o{{QStringLiteral("rank"), int(i + 1)},
                  {QStringLiteral("name"), b.name},
                  {QStringLiteral("bot"), b.bot},
                  {QStringLiteral("matches"), b.matches},
                  {QStringLiteral("wins"), b.wins},
                  {QStringLiteral("draws"), b.draws},
                  {QStringLiteral("losses"), b.losses},
                  {QStringLiteral("points"), b.points()},
                  {QStringLiteral("score"), rounded(b.meanScore(), 4)},
                  {QStringLiteral("elo"), rounded(b.elo, 1)},
                  {QStringLiteral("elo95"), interval(b.elo95, 1)}};
    if (st.onePlayer)
      o.insert(QStringLiteral("score95"), interval(b.score95, 4));
    if (!b.version.isEmpty())  // the SHA-256 of the bot's file as it played (built-in bots: none)
      o.insert(QStringLiteral("version"), b.version);
    if (!b.values.isEmpty())
      o.insert(QStringLiteral("values"), ValueStandings::toJson(b.values));
    if (b.cost.measured())
      o.insert(QStringLiteral("cost"), CostStandings::toJson(b.cost));
    ranking << o;
  }
  QJsonArray pairs;
  for (const PairStanding& p : st.pairs) {
    const HeadToHead& h = p.result;
    QJsonObject o{{QStringLiteral("a"), st.ranking[p.a].name},
                  {QStringLiteral("b"), st.ranking[p.b].name},
                  {QStringLiteral("matches"), h.games()},
                  {QStringLiteral("wins"), h.wins},
                  {QStringLiteral("draws"), h.draws},
                  {QStringLiteral("losses"), h.losses},
                  {QStringLiteral("score"), rounded(h.score, 4)},
                  {QStringLiteral("elo_diff"), h.difference ? QJsonValue(rounded(*h.difference, 1)) : QJsonValue()},
                  {QStringLiteral("elo_diff95"),
                   h.difference && h.margin
                       ? QJsonValue(QJsonArray{rounded(*h.difference - *h.margin, 1), rounded(*h.difference + *h.margin, 1)})
                       : QJsonValue()},
                  {QStringLiteral("los"), rounded(h.los, 4)},
                  {QStringLiteral("pentanomial"), pairedJson(p.paired)},
                  {QStringLiteral("unpaired"), p.unpaired}};
    pairs << o;
  }
  QJsonObject root{{QStringLiteral("game"), st.gameId},
                   {QStringLiteral("matches"), st.matches},
                   {QStringLiteral("ranking"), ranking},
                   {QStringLiteral("pairs"), pairs}};
  if (st.sprt) {
    const SprtReport& r = *st.sprt;
    const QString decision = decisionName(r.status.decision);
    root.insert(QStringLiteral("sprt"),
                QJsonObject{{QStringLiteral("elo0"), r.settings.elo0},
                            {QStringLiteral("elo1"), r.settings.elo1},
                            {QStringLiteral("alpha"), r.settings.alpha},
                            {QStringLiteral("beta"), r.settings.beta},
                            {QStringLiteral("first"), r.first},
                            {QStringLiteral("second"), r.second},
                            {QStringLiteral("matches"), r.matches},
                            {QStringLiteral("wins"), r.wins},
                            {QStringLiteral("draws"), r.draws},
                            {QStringLiteral("losses"), r.losses},
                            {QStringLiteral("llr"), rounded(r.status.llr, 4)},
                            {QStringLiteral("model"), r.paired() ? QStringLiteral("pentanomial") : QStringLiteral("trinomial")},
                            {QStringLiteral("pentanomial"), countsJson(r.pentanomial)},
                            {QStringLiteral("llr_trinomial"), rounded(r.trinomial.llr, 4)},
                            {QStringLiteral("lower"), rounded(r.settings.lowerBound(), 4)},
                            {QStringLiteral("upper"), rounded(r.settings.upperBound(), 4)},
                            {QStringLiteral("decision"), decision.isEmpty() ? QJsonValue() : QJsonValue(decision)}});
  }
  return root;
}

}  // namespace Kibitz::Debugger::Arena
