#include "external/external_match.h"

#include "match/match_runner.h"

namespace Kibitz::Debugger {

ExternalMatch::ExternalMatch(std::unique_ptr<ExternalGame> game, const Rules::MatchSetup& setup,
                             std::unique_ptr<RefereeProcess> referee)
    : game_(std::move(game)), setup_(setup), referee_(std::move(referee)), state_(*game_, setup.numPlayers()),
      lastInputs_(setup.numPlayers()), lastReplies_(setup.numPlayers())
{
}

ExternalMatch::~ExternalMatch() = default;

void ExternalMatch::recordFrame(MatchRunner& runner)
{
  takeRefereeStderr();
  turn_.record(runner.recorder(), frames_, lastInputs_, lastReplies_);
  state_.setFrame(runner.replay().frames.isEmpty() ? QJsonObject() : runner.replay().frames.last().state, frames_);
  ++frames_;
}

PlayerExchange* ExternalMatch::askSeat(MatchRunner& runner, int seat, const QString& input, int expectedLines,
                                       int limitMs)
{
  state_.ask(seat, input, expectedLines, limitMs);
  // The reply is read whatever the recorder keeps: the referee needs it.
  PlayerExchange exchange;
  runner.askSeat(seat, state_, frames_, &exchange);
  lastInputs_[seat] = input;
  lastReplies_[seat] = exchange.output.join(QLatin1Char('\n'));
  turn_.exchanges << exchange;
  state_.ask(-1, QString(), 1, 0);
  return &turn_.exchanges.last();
}

void ExternalMatch::endWithRanking(const QList<double>& returns, const QString& detail)
{
  over_ = true;
  complete_ = true;
  returns_ = returns;
  double best = returns.isEmpty() ? 0 : returns[0];
  for (double r : returns)
    best = qMax(best, r);
  QStringList winners;
  for (int p = 0; p < returns.size() && p < setup_.playerNames.size(); ++p)
    if (returns[p] == best)
      winners << setup_.playerNames[p];
  const QString who = winners.size() == 1 ? QStringLiteral("%1 wins").arg(winners[0])
                      : winners.size() == returns.size() ? QStringLiteral("draw")
                                                         : QStringLiteral("%1 tie").arg(winners.join(QStringLiteral(", ")));
  resultText_ = detail.isEmpty() ? who : QStringLiteral("%1 (%2)").arg(who, detail);
  state_.setResult(returns_, resultText_, true);
}

void ExternalMatch::endWithError(MatchRunner& runner, const QString& message)
{
  over_ = true;
  resultText_ = message;
  takeRefereeStderr();
  turn_.addLog(message);
  // The frames so far stay; what was gathered since the last one becomes a last frame.
  if (!turn_.exchanges.isEmpty() || frames_ == 0 || !turn_.log.isEmpty())
    recordFrame(runner);
  state_.setResult({}, resultText_, false);
  referee_->finish(0);
}

void ExternalMatch::takeRefereeStderr()
{
  const QString text = referee_->takeStderr();
  for (const QString& line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
    turn_.addLog(line);
}

QString ExternalMatch::lastLineText(const QString& line) const
{
  return QStringLiteral("line %1 '%2'").arg(referee_->lineNumber()).arg(line.left(80));
}

void ExternalMatch::finish(MatchRunner& runner)
{
  if (!over_)
    endWithError(runner, QStringLiteral("the match was stopped before the referee ended it"));
  referee_->finish();
  MatchResult result;
  result.complete = complete_;
  result.returns = complete_ ? returns_ : QList<double>();
  result.text = resultText_;
  runner.recorder().finish(result);
}

}  // namespace Kibitz::Debugger
