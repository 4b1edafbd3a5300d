#include "external/brutaltester_match.h"

#include "match/match_runner.h"
#include "match/process_channel.h"

#include <QJsonDocument>

namespace Kibitz::Debugger {

BrutaltesterMatch::BrutaltesterMatch(std::unique_ptr<ExternalGame> game, const Rules::MatchSetup& setup,
                                     std::unique_ptr<RefereeProcess> referee, ExternalReferee::SeedLine seedLine,
                                     int limitOverrideMs)
    : ExternalMatch(std::move(game), setup, std::move(referee)), seedLine_(seedLine), limitOverrideMs_(limitOverrideMs),
      inputs_(setup.numPlayers()), answered_(setup.numPlayers(), false), askedBefore_(setup.numPlayers(), false)
{
}

void BrutaltesterMatch::playTurn(MatchRunner& runner)
{
  if (!started_) {
    started_ = true;
    const QByteArray seed = QStringLiteral("###Seed %1\n").arg(setup_.seed).toUtf8();
    if (seedLine_ == ExternalReferee::SeedLine::Before)
      referee_->send(seed);
    referee_->send(QStringLiteral("###Start %1\n").arg(numPlayers()).toUtf8());
    if (seedLine_ == ExternalReferee::SeedLine::After)
      referee_->send(seed);
    recordFrame(runner);  // frame 0: before any reply
    return;
  }
  while (!over_) {
    QString line;
    if (heldLine_) {
      line = *heldLine_;
      heldLine_.reset();
    } else {
      QString why;
      const std::optional<QString> read = referee_->readLine(&why);
      if (!read) {
        endWithError(runner, why);
        return;
      }
      line = *read;
    }
    if (!handle(runner, line))
      return;
  }
}

bool BrutaltesterMatch::handle(MatchRunner& runner, const QString& line)
{
  if (!line.startsWith(QLatin1String("###"))) {
    if (inputFor_ >= 0) {
      if (inputs_[inputFor_].size() + line.size() >= kMaxInputBytes) {
        endWithError(runner, QStringLiteral("the referee broke the protocol at %1: more than %2 of input for player %3")
                                 .arg(lastLineText(line), describeByteCount(kMaxInputBytes))
                                 .arg(inputFor_));
        return false;
      }
      inputs_[inputFor_] += line + QLatin1Char('\n');
    } else {
      turn_.addLog(line);
    }
    return true;
  }
  inputFor_ = -1;
  const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  const QString command = words.value(0);
  if (command == QLatin1String("###Input")) {
    bool ok = false;
    const int k = words.value(1).toInt(&ok);
    if (!ok || k < 0 || k >= numPlayers()) {
      endWithError(runner, QStringLiteral("the referee broke the protocol at %1: ###Input needs a player 0..%2")
                               .arg(lastLineText(line))
                               .arg(numPlayers() - 1));
      return false;
    }
    inputFor_ = k;
    return true;
  }
  if (command == QLatin1String("###Output"))
    return output(runner, line, words);
  if (command == QLatin1String("###Error")) {
    error(runner, line.mid(QStringLiteral("###Error").size()).trimmed());
    return true;
  }
  if (command == QLatin1String("###Kibitz")) {
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(line.mid(9).trimmed().toUtf8(), &parseError);
    if (doc.isObject())
      turn_.kibitz = doc.object();
    else
      turn_.addLog(QStringLiteral("###Kibitz: not a JSON object (%1)").arg(parseError.errorString()));
    return true;
  }
  if (command == QLatin1String("###End")) {
    end(words.mid(1));
    recordFrame(runner);
    referee_->finish();
    return false;
  }
  turn_.addLog(line);  // ###Foo: a line this Kibitz does not know is the referee's log
  return true;
}

bool BrutaltesterMatch::output(MatchRunner& runner, const QString& line, const QStringList& words)
{
  bool okPlayer = false;
  bool okCount = false;
  const int k = words.value(1).toInt(&okPlayer);
  const int n = words.value(2).toInt(&okCount);
  if (!okPlayer || !okCount || k < 0 || k >= numPlayers() || n < 1 || n > 10'000) {
    endWithError(runner, QStringLiteral("the referee broke the protocol at %1: expected ###Output PLAYER LINES "
                                        "(player 0..%2, 1..10000 lines)")
                             .arg(lastLineText(line))
                             .arg(numPlayers() - 1));
    return false;
  }
  if (answered_[k]) {  // player k asked again: the round is a frame
    heldLine_ = line;
    answered_.fill(false);
    if (frames_ >= kMaxFrames) {
      endWithError(runner, QStringLiteral("the referee sent more than %1 frames").arg(kMaxFrames));
      return false;
    }
    recordFrame(runner);
    return false;
  }
  answered_[k] = true;
  const int limitMs = limitOverrideMs_ > 0 ? limitOverrideMs_ : askedBefore_[k] ? kTurnMs : kFirstTurnMs;
  askedBefore_[k] = true;
  const QString input = inputs_[k];
  inputs_[k].clear();
  const PlayerExchange* exchange = askSeat(runner, k, input, n, limitMs);
  if (exchange->status != Rules::Move::Status::Ok) {
    // No way to tell the referee: the bot loses, the others share the first place.
    QList<double> ranking(numPlayers(), 1.0);
    ranking[k] = 0.0;
    const QString why = exchange->error.isEmpty() ? QString::fromLatin1(Rules::moveStatusName(exchange->status))
                                                  : exchange->error;
    turn_.addLog(QStringLiteral("player %1 lost: %2; the referee was ended").arg(k).arg(why));
    recordFrame(runner);
    endWithRanking(ranking, QStringLiteral("%1 lost: %2").arg(setup_.playerNames.value(k), why));
    referee_->finish(0);
    return false;
  }
  QByteArray reply;
  for (const QString& l : exchange->output)
    reply += l.toUtf8() + '\n';
  referee_->send(reply);
  return true;
}

void BrutaltesterMatch::error(MatchRunner& runner, const QString& rest)
{
  // `###Error k TEXT`: the referee rejects player k's last reply.
  const qsizetype space = rest.indexOf(QLatin1Char(' '));
  bool ok = false;
  const int k = rest.left(space < 0 ? rest.size() : space).toInt(&ok);
  const QString text = space < 0 ? QString() : rest.mid(space + 1).left(500);
  turn_.addLog(QStringLiteral("###Error %1").arg(rest.left(500)));
  if (!ok || k < 0 || k >= numPlayers())
    return;
  for (qsizetype i = turn_.exchanges.size() - 1; i >= 0; --i) {
    if (turn_.exchanges[i].player == k) {
      turn_.exchanges[i].status = Rules::Move::Status::Invalid;
      turn_.exchanges[i].error = text;
      runner.noteRejected(k, text);
      return;
    }
  }
  if (turn_.events.size() < ExternalTurn::kMaxLogLines)
    turn_.events << Rules::Event(QStringLiteral("tooltip"), k, text);
}

void BrutaltesterMatch::end(const QStringList& groups)
{
  // `###End 1 0` ranks player 1 first; `###End 01` is a tie. A player not named ranks last.
  QList<double> ranking(numPlayers(), 0.0);
  for (qsizetype g = 0; g < groups.size(); ++g)
    for (QChar c : groups[g])
      if (const int k = c.digitValue(); k >= 0 && k < numPlayers())
        ranking[k] = double(groups.size() - g);
  endWithRanking(ranking, QStringLiteral("###End %1").arg(groups.join(QLatin1Char(' ')).left(80)));
}

}  // namespace Kibitz::Debugger
