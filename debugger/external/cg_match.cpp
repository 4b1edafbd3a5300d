#include "external/cg_match.h"

#include "external/cg_command.h"
#include "match/match_runner.h"
#include "match/process_channel.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace Kibitz::Debugger {

struct CgMatch::Round {
  bool view = false;
  bool keyFrame = false;
  bool infos = false;
  bool scores = false;
  std::optional<QString> input;  // NEXT_PLAYER_INPUT
  int player = -1;               // NEXT_PLAYER_INFO
  int expectedLines = 1;
  int limitMs = 0;

  bool complete() const { return view && infos && (scores || (input && player >= 0)); }
};

namespace {

const QString kView = QStringLiteral("VIEW");

// A number on a line of NEXT_PLAYER_INFO or SCORES (decimal, or hex as Java's decode reads it).
std::optional<qint64> number(const QString& text)
{
  bool ok = false;
  const QString t = text.trimmed();
  const qint64 n = t.startsWith(QLatin1String("0x")) ? t.mid(2).toLongLong(&ok, 16) : t.toLongLong(&ok, 10);
  return ok ? std::optional<qint64>(n) : std::nullopt;
}

QJsonValue viewValue(const QString& text)
{
  QJsonParseError error;
  const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
  if (error.error == QJsonParseError::NoError && doc.isObject())
    return doc.object();
  return text;  // not JSON: kept as the referee wrote it
}

}  // namespace

CgMatch::CgMatch(std::unique_ptr<ExternalGame> game, const Rules::MatchSetup& setup,
                 std::unique_ptr<RefereeProcess> referee, const QMap<QString, QString>& parameters)
    : ExternalMatch(std::move(game), setup, std::move(referee))
{
  initLines_ << QString::number(setup.numPlayers()) << QStringLiteral("seed=%1").arg(setup.seed);
  for (auto it = parameters.begin(); it != parameters.end(); ++it)
    initLines_ << QStringLiteral("%1=%2").arg(it.key(), it.value());
}

void CgMatch::playTurn(MatchRunner& runner)
{
  if (!initSent_) {
    referee_->send(CgCommand::format(QStringLiteral("INIT"), initLines_));
    initSent_ = true;
  }
  while (!over_) {
    Round round;
    if (!readRound(runner, &round))
      return;
    if (round.keyFrame && frames_ >= kMaxFrames) {
      endWithError(runner, QStringLiteral("the referee sent more than %1 frames").arg(kMaxFrames));
      return;
    }
    if (round.scores) {  // the last frame: the result
      const QList<double> ranking = turn_.scores;
      recordFrame(runner);
      QStringList shown;
      for (double s : ranking)
        shown << QString::number(s);
      endWithRanking(ranking, QStringLiteral("scores %1").arg(shown.join(QStringLiteral(", "))));
      referee_->finish();
      return;
    }
    if (round.keyFrame)
      recordFrame(runner);
    if (round.player >= numPlayers()) {
      endWithError(runner, QStringLiteral("the referee broke the protocol: NEXT_PLAYER_INFO names player %1 of %2")
                               .arg(round.player)
                               .arg(numPlayers()));
      return;
    }
    PlayerExchange* exchange = askSeat(runner, round.player, *round.input, round.expectedLines, round.limitMs);
    if (exchange->status == Rules::Move::Status::Ok) {
      QStringList lines = exchange->output;
      if (monitoring_)
        lines.prepend(QString::number(qRound(exchange->timeMs)));
      referee_->send(CgCommand::format(QStringLiteral("SET_PLAYER_OUTPUT"), lines));
    } else {
      referee_->send(CgCommand::format(QStringLiteral("SET_PLAYER_TIMEOUT"), {}));
    }
    if (round.keyFrame)
      return;  // one frame per step
  }
}

bool CgMatch::readRound(MatchRunner& runner, Round* round)
{
  referee_->send(CgCommand::format(QStringLiteral("GET_GAME_INFO"), {}));
  while (!round->complete()) {
    QString error;
    const std::optional<QString> header = referee_->readLine(&error);
    if (!header) {
      endWithError(runner, error);
      return false;
    }
    const std::optional<CgCommand::Header> command = CgCommand::parseHeader(*header, &error);
    if (!command) {
      endWithError(runner, QStringLiteral("the referee broke the protocol at %1: %2").arg(lastLineText(*header), error));
      return false;
    }
    QStringList lines;
    qsizetype bytes = 0;
    for (int i = 0; i < command->lineCount; ++i) {
      const std::optional<QString> line = referee_->readLine(&error);
      if (!line) {
        endWithError(runner, QStringLiteral("the referee broke the protocol: [[%1] %2] announced %2 lines, got %3 (%4)")
                                 .arg(command->name)
                                 .arg(command->lineCount)
                                 .arg(i)
                                 .arg(error));
        return false;
      }
      bytes += line->size() + 1;
      if (bytes > kMaxCommandBytes) {
        endWithError(runner, QStringLiteral("the referee broke the protocol: [[%1] %2] holds more than %3")
                                 .arg(command->name)
                                 .arg(command->lineCount)
                                 .arg(describeByteCount(kMaxCommandBytes)));
        return false;
      }
      lines << *line;
    }
    if (!handle(runner, command->name, lines, *header, round))
      return false;
  }
  return true;
}

bool CgMatch::handle(MatchRunner& runner, const QString& name, const QStringList& lines, const QString& headerLine,
                     Round* round)
{
  const auto broke = [&](const QString& why) {
    endWithError(runner, QStringLiteral("the referee broke the protocol at %1: %2").arg(lastLineText(headerLine), why));
    return false;
  };
  if (name == kView) {
    if (lines.isEmpty())
      return broke(QStringLiteral("VIEW without its frame line"));
    round->view = true;
    round->keyFrame = lines[0].startsWith(QLatin1String("KEY_FRAME"));
    if (!round->keyFrame && !lines[0].startsWith(QLatin1String("INTERMEDIATE_FRAME")))
      return broke(QStringLiteral("VIEW starts with '%1', expected KEY_FRAME or INTERMEDIATE_FRAME").arg(lines[0].left(40)));
    if (round->keyFrame && lines.size() > 1) {
      const QJsonValue view = viewValue(lines.mid(1).join(QLatin1Char('\n')));
      turn_.view = view;
      // Tier 1: the frame's `kibitz` key (the first frame nests it under "frame").
      const QJsonObject o = view.toObject();
      if (o.contains(QStringLiteral("kibitz")))
        turn_.kibitz = o.value(QStringLiteral("kibitz"));
      else if (o.value(QStringLiteral("frame")).toObject().contains(QStringLiteral("kibitz")))
        turn_.kibitz = o.value(QStringLiteral("frame")).toObject().value(QStringLiteral("kibitz"));
    }
  } else if (name == QLatin1String("INFOS")) {
    round->infos = true;
    for (const QString& line : lines)
      turn_.addLog(line);
  } else if (name == QLatin1String("SUMMARY")) {
    for (const QString& line : lines)
      turn_.addSummary(line);
  } else if (name == QLatin1String("TOOLTIP")) {
    // Pairs of lines: the text, then the player it concerns.
    for (qsizetype i = 0; i + 1 < lines.size(); i += 2) {
      const std::optional<qint64> player = number(lines[i + 1]);
      const int p = player && *player >= 0 && *player < numPlayers() ? int(*player) : -1;
      if (turn_.events.size() < ExternalTurn::kMaxLogLines)
        turn_.events << Rules::Event(QStringLiteral("tooltip"), p, lines[i].left(500));
    }
  } else if (name == QLatin1String("NEXT_PLAYER_INPUT")) {
    QString input;
    for (const QString& line : lines)
      input += line + QLatin1Char('\n');
    round->input = input;
  } else if (name == QLatin1String("NEXT_PLAYER_INFO")) {
    const std::optional<qint64> player = number(lines.value(0));
    const std::optional<qint64> expected = number(lines.value(1));
    const std::optional<qint64> limit = number(lines.value(2));
    if (lines.size() < 3 || !player || !expected || !limit || *player < 0 || *expected < 0 || *expected > 10'000
        || *limit < 0 || *limit > 3'600'000)
      return broke(QStringLiteral("NEXT_PLAYER_INFO needs three numbers: the player, the lines expected, the limit in ms"));
    round->player = int(*player);
    round->expectedLines = int(*expected);
    round->limitMs = int(*limit);
  } else if (name == QLatin1String("SCORES")) {
    round->scores = true;
    QList<double> scores(numPlayers(), 0.0);
    for (const QString& line : lines) {
      const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
      const std::optional<qint64> player = number(parts.value(0));
      const std::optional<qint64> score = number(parts.value(1));
      if (parts.size() < 2 || !player || !score || *player < 0 || *player >= numPlayers())
        return broke(QStringLiteral("SCORES line '%1': expected PLAYER SCORE").arg(line.left(40)));
      scores[int(*player)] = double(*score);
    }
    turn_.scores = scores;
  } else if (name == QLatin1String("UINPUT")) {
    QJsonObject origin = runner.replay().origin;
    QJsonObject external = origin.value(QStringLiteral("external")).toObject();
    external.insert(QStringLiteral("uinput"), QJsonArray::fromStringList(lines.mid(0, 1000)));
    runner.recorder().setOrigin(QStringLiteral("external"), external);
  } else if (name == QLatin1String("METADATA")) {
    QJsonObject external = runner.replay().origin.value(QStringLiteral("external")).toObject();
    external.insert(QStringLiteral("metadata"), lines.join(QLatin1Char('\n')).left(64 * 1024));
    runner.recorder().setOrigin(QStringLiteral("external"), external);
  } else if (name == QLatin1String("MONITORING")) {
    monitoring_ = true;
  } else if (name == QLatin1String("FAIL")) {
    endWithError(runner, QStringLiteral("the referee failed: %1").arg(lines.value(0).left(500)));
    return false;
  } else {
    // A command this Kibitz does not know: kept in the log, not fatal (newer SDKs may add some).
    turn_.addLog(QStringLiteral("[[%1] %2] (not known to Kibitz)").arg(name.left(40)).arg(lines.size()));
  }
  return true;
}

}  // namespace Kibitz::Debugger
