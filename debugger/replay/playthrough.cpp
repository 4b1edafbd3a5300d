#include "replay/playthrough.h"

#include <QCryptographicHash>
#include <QJsonDocument>
#include <QStringList>

namespace Kibitz::Debugger {

namespace {

QString statusName(Rules::Move::Status status)
{
  switch (status) {
  case Rules::Move::Status::Ok: return QStringLiteral("ok");
  case Rules::Move::Status::Invalid: return QStringLiteral("invalid");
  case Rules::Move::Status::Timeout: return QStringLiteral("timeout");
  case Rules::Move::Status::Crashed: return QStringLiteral("crashed");
  }
  return QStringLiteral("?");
}

// Each line of `text` behind `prefix` (text ends with '\n' or not).
void appendIndented(QString* out, const QString& prefix, const QString& text)
{
  QStringList lines = text.split(QLatin1Char('\n'));
  if (!lines.isEmpty() && lines.last().isEmpty())
    lines.removeLast();
  for (const QString& line : lines)
    *out += prefix + line + QLatin1Char('\n');
}

QString digestOf(const QJsonObject& state)
{
  const QByteArray json = QJsonDocument(state).toJson(QJsonDocument::Compact);
  return QString::fromLatin1(QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex().left(16));
}

QString metricsLine(const Replay& replay, const Frame& frame)
{
  QStringList parts;
  for (int m = 0; m < frame.metrics.size() && m < replay.metricKeys.size(); ++m) {
    QStringList values;
    for (double v : frame.metrics[m])
      values << QString::number(v, 'g', 12);
    parts << replay.metricKeys[m] + QLatin1Char('=') + values.join(QLatin1Char(','));
  }
  return parts.join(QLatin1Char(' '));
}

}  // namespace

QString playthroughText(const Replay& replay, const QString& command)
{
  QString out;
  out += QStringLiteral("# %1\n").arg(command);
  out += QStringLiteral("game %1 rules %2 seed %3\n").arg(replay.gameId, replay.rulesVersion).arg(replay.seed);
  out += QStringLiteral("parameters %1\n")
             .arg(QString::fromUtf8(QJsonDocument(replay.parameters).toJson(QJsonDocument::Compact)));
  for (int p = 0; p < replay.players.size(); ++p)
    out += QStringLiteral("player %1 %2 (%3)\n").arg(p).arg(replay.players[p].name, replay.players[p].bot);
  for (int f = 0; f < replay.frames.size(); ++f) {
    const Frame& frame = replay.frames[f];
    out += QStringLiteral("\n== frame %1\n").arg(f);
    for (const PlayerExchange& x : frame.exchanges) {
      out += QStringLiteral("-- player %1 input\n").arg(x.player);
      appendIndented(&out, QStringLiteral("< "), x.input);
      out += QStringLiteral("-- player %1 reply (%2%3)\n")
                 .arg(x.player)
                 .arg(statusName(x.status), x.error.isEmpty() ? QString() : QStringLiteral(": ") + x.error);
      for (const QString& line : x.output)
        out += QStringLiteral("> ") + line + QLatin1Char('\n');
      if (!x.stderrText.isEmpty())
        appendIndented(&out, QStringLiteral("! "), x.stderrText);
    }
    for (const Rules::Event& e : frame.events) {
      out += QStringLiteral("event %1 %2: %3\n").arg(e.type).arg(e.player).arg(e.text);
      if (!e.data.isEmpty())
        out += QStringLiteral("  data %1\n").arg(QString::fromUtf8(QJsonDocument(e.data).toJson(QJsonDocument::Compact)));
    }
    out += QStringLiteral("metrics %1\n").arg(metricsLine(replay, frame));
    out += QStringLiteral("state %1\n").arg(digestOf(frame.state));
  }
  out += QStringLiteral("\nresult %1: %2\n").arg(replay.result.complete ? QStringLiteral("complete") : QStringLiteral("incomplete"),
                                                replay.result.text);
  return out;
}

}  // namespace Kibitz::Debugger
