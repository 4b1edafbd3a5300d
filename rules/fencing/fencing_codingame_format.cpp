#include "fencing/fencing_codingame_format.h"

#include "core/game.h"
#include "core/json_limits.h"
#include "core/script.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace Kibitz::Rules::Fencing {

bool CodinGameFormat::sniff(const QByteArray& head) const
{
  const QByteArray trimmed = head.trimmed();
  if (!trimmed.startsWith('{'))
    return false;
  // The SDK writes its keys in no fixed order and "errors" can fill the first kilobytes.
  const int hits = int(head.contains("\"views\"")) + int(head.contains("\"summaries\"")) + int(head.contains("\"agents\""))
      + int(head.contains("\"uinput\"")) + int(head.contains("\"tooltips\"")) + int(head.contains("\"outputs\""))
      + int(head.contains("\"errors\"")) + int(head.contains("\"referee\""));
  return hits >= 2;
}

namespace {

// The reply line of a frame's output ("WALK\n" -> {"WALK"}); null output -> no reply.
RecordedReply replyOf(const QJsonValue& value)
{
  RecordedReply reply;
  reply.acted = true;
  if (!value.isString())
    return reply;
  QStringList lines = splitLines(value.toString());
  reply.answered = true;
  reply.lines = {lines.isEmpty() ? QString() : lines.first()};
  return reply;
}

}  // namespace

std::optional<ImportedMatch> CodinGameFormat::importMatch(const QByteArray& data, QString* error) const
{
  if (const QString tooLarge = JsonLimits::problem(data, kMaxImportBytes); !tooLarge.isEmpty()) {
    *error = tooLarge;
    return std::nullopt;
  }
  QJsonParseError parseError;
  const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
  if (parseError.error != QJsonParseError::NoError) {
    *error = QStringLiteral("not valid JSON at byte %1: %2").arg(parseError.offset).arg(parseError.errorString());
    return std::nullopt;
  }
  if (!document.isObject()) {
    *error = QStringLiteral("a CodinGame replay is a JSON object");
    return std::nullopt;
  }
  const QJsonObject root = document.object();
  const QJsonArray views = root.value(QStringLiteral("views")).toArray();
  const QJsonObject outputs = root.value(QStringLiteral("outputs")).toObject();
  const QJsonArray out0 = outputs.value(QStringLiteral("0")).toArray();
  const QJsonArray out1 = outputs.value(QStringLiteral("1")).toArray();
  if (views.isEmpty()) {
    *error = QStringLiteral("views: missing or empty");
    return std::nullopt;
  }
  if (out0.size() != views.size() || out1.size() != views.size()) {
    *error = QStringLiteral("outputs: expected arrays \"0\" and \"1\" with one entry per frame (%1 frames)")
                 .arg(views.size());
    return std::nullopt;
  }

  ImportedMatch match;
  match.setup.parameters = Parameters::defaults(game_.info().parameters);
  const QJsonArray agents = root.value(QStringLiteral("agents")).toArray();
  for (int p = 0; p < 2; ++p) {
    QString name;
    for (const QJsonValue& agent : agents)
      if (agent.toObject().value(QStringLiteral("index")).toInt(-1) == p)
        name = agent.toObject().value(QStringLiteral("name")).toString();
    match.setup.playerNames << (name.isEmpty() ? QStringLiteral("Player %1").arg(p) : name);
  }
  // A deactivation for an illegal action names the league the match was played in.
  static const QRegularExpression leaguePattern(QStringLiteral("current league level (\\d)\\)"));
  for (const QJsonValue& tooltip : root.value(QStringLiteral("tooltips")).toArray()) {
    const auto found = leaguePattern.match(tooltip.toObject().value(QStringLiteral("text")).toString());
    if (found.hasMatch()) {
      QString ignored;
      if (auto p = Parameters::resolve(game_.info().parameters, {{QStringLiteral("league"), found.captured(1)}}, &ignored))
        match.setup.parameters = *p;
    }
  }

  for (qsizetype f = 1; f < views.size();) {
    if (!views[f].isString()) {
      *error = QStringLiteral("views[%1]: expected a string").arg(f);
      return std::nullopt;
    }
    std::vector<RecordedReply> turn(2);
    if (views[f].toString().startsWith(QLatin1String("INTERMEDIATE_FRAME"))) {
      if (f + 1 >= views.size()) {
        *error = QStringLiteral("views[%1]: a play turn's intermediate frame is the last frame").arg(f);
        return std::nullopt;
      }
      turn[0] = replyOf(out0[f]);
      turn[1] = replyOf(out1[f + 1]);
      f += 2;
    } else {
      f += 1;  // respawn turn: nobody is asked anything
    }
    match.replies.push_back(std::move(turn));
  }

  const QJsonObject scores = root.value(QStringLiteral("scores")).toObject();
  if (scores.contains(QStringLiteral("0")) && scores.contains(QStringLiteral("1")))
    match.expectedReturns = {scores.value(QStringLiteral("0")).toDouble(), scores.value(QStringLiteral("1")).toDouble()};
  return match;
}

}  // namespace Kibitz::Rules::Fencing
