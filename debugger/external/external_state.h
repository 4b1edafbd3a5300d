#pragma once

#include "core/state.h"

#include <QJsonObject>

namespace Kibitz::Debugger {

// A match played by an external referee, seen as a Rules::State: what the latest frame
// shows (its JSON), whether the match is over, its ranking, and the question of the
// moment (which seat, the exact input, the lines expected, the time limit). The referee
// plays the rules; this state only carries what it said, so that the bots stay Kibitz
// participants (ProcessParticipant reads observation(), timeLimitMs() and replyComplete()).
class ExternalState final : public Rules::State {
public:
  ExternalState(const Rules::Game& game, int numPlayers) : State(game, numPlayers) {}

  // The next question: `player` gets `input` and must answer `expectedLines` lines within
  // `limitMs` (0: no limit of the referee's).
  void ask(int player, QString input, int expectedLines, int limitMs);
  void setFrame(QJsonObject json, int framesPlayed);
  void setResult(QList<double> returns, QString text, bool complete);

  std::unique_ptr<State> clone() const override;
  bool isTerminal() const override { return over_; }
  Rules::PlayerSet actingPlayers() const override;
  QString observation(int player) const override;
  int timeLimitMs(int player) const override;
  bool replyComplete(int player, const QStringList& lines) const override;
  // The referee judges the reply: every complete reply is passed on as it is.
  Rules::Move parseReply(int player, const QStringList& lines) const override;
  QStringList formatMove(int player, const Rules::Move& move) const override;
  QList<double> returns() const override { return returns_; }
  QString resultText(const QStringList& playerNames) const override;
  double metric(int metricIndex, int player) const override;
  QJsonObject toJson() const override { return json_; }

protected:
  void doApplyMoves(std::span<const Rules::Move> moves) override;

private:
  QJsonObject json_;
  int player_ = -1;
  QString input_;
  int expectedLines_ = 1;
  int limitMs_ = 0;
  bool over_ = false;
  QList<double> returns_;
  QString resultText_;
};

}  // namespace Kibitz::Debugger
