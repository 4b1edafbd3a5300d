#include "external/external_state.h"

namespace Kibitz::Debugger {

void ExternalState::ask(int player, QString input, int expectedLines, int limitMs)
{
  player_ = player;
  input_ = std::move(input);
  expectedLines_ = qMax(1, expectedLines);
  limitMs_ = qMax(0, limitMs);
}

void ExternalState::setFrame(QJsonObject json, int framesPlayed)
{
  json_ = std::move(json);
  setTurn(qMax(0, framesPlayed));
}

void ExternalState::setResult(QList<double> returns, QString text, bool complete)
{
  returns_ = std::move(returns);
  resultText_ = std::move(text);
  over_ = complete || !resultText_.isEmpty();
}

std::unique_ptr<Rules::State> ExternalState::clone() const
{
  return std::make_unique<ExternalState>(*this);
}

Rules::PlayerSet ExternalState::actingPlayers() const
{
  return player_ >= 0 && !over_ ? Rules::PlayerSet::only(player_) : Rules::PlayerSet();
}

QString ExternalState::observation(int player) const
{
  return player == player_ ? input_ : QString();
}

int ExternalState::timeLimitMs(int player) const
{
  return player == player_ ? limitMs_ : 0;
}

bool ExternalState::replyComplete(int, const QStringList& lines) const
{
  return lines.size() >= expectedLines_;
}

Rules::Move ExternalState::parseReply(int, const QStringList&) const
{
  return Rules::Move::ok({});
}

QStringList ExternalState::formatMove(int, const Rules::Move&) const
{
  return {};
}

QString ExternalState::resultText(const QStringList&) const
{
  return resultText_;
}

double ExternalState::metric(int, int) const
{
  return 0;
}

void ExternalState::doApplyMoves(std::span<const Rules::Move>)
{
  // The referee applies the replies; the driver sends them to it.
}

}  // namespace Kibitz::Debugger
