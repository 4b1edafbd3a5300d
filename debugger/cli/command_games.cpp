#include "cli/cli_output.h"
#include "course/course_player_build.h"

#include "core/registry.h"
#include "core/replay_format.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Kibitz::Cli {

namespace {

// The bot specs other than built-in bots that this game takes (eda: where it has a
// course API).
QStringList botKinds(const QString& gameId)
{
  QStringList kinds{QStringLiteral("script:PATH"), QStringLiteral("cmd:COMMAND")};
  if (Debugger::CoursePlayerBuild::gameHasCourseApi(gameId))
    kinds << QStringLiteral("eda:FILE");
  return kinds;
}

QString playersText(const Rules::GameInfo& info)
{
  return info.minPlayers == info.maxPlayers ? QString::number(info.minPlayers)
                                            : QStringLiteral("%1..%2").arg(info.minPlayers).arg(info.maxPlayers);
}

QJsonObject gameJson(const Rules::Game& game)
{
  const Rules::GameInfo& info = game.info();
  QJsonArray parameters;
  for (const Rules::ParameterSpec& p : info.parameters)
    parameters.append(QJsonObject{{QStringLiteral("key"), p.key},
                                  {QStringLiteral("type"), p.typeName()},
                                  {QStringLiteral("default"), QJsonValue::fromVariant(p.defaultValue)},
                                  {QStringLiteral("range"), p.rangeText()},
                                  {QStringLiteral("description"), p.description}});
  QJsonArray bots;
  for (const Rules::BuiltinBotSpec& b : info.builtinBots)
    bots.append(QJsonObject{{QStringLiteral("name"), b.name}, {QStringLiteral("description"), b.description}});
  QJsonArray formats;
  for (const Rules::ReplayFormat* f : game.formats())
    formats.append(QJsonObject{{QStringLiteral("id"), f->id()},
                               {QStringLiteral("import"), f->canImport()},
                               {QStringLiteral("export"), f->canExport()}});
  QJsonArray metrics;
  for (const Rules::MetricSpec& m : info.metrics)
    metrics.append(m.key);
  return QJsonObject{{QStringLiteral("id"), info.id},
                     {QStringLiteral("name"), info.name},
                     {QStringLiteral("description"), info.description},
                     {QStringLiteral("rulesVersion"), info.rulesVersion},
                     {QStringLiteral("minPlayers"), info.minPlayers},
                     {QStringLiteral("maxPlayers"), info.maxPlayers},
                     {QStringLiteral("dynamics"), info.dynamics == Rules::Dynamics::Simultaneous ? QStringLiteral("simultaneous")
                                                                                                 : QStringLiteral("sequential")},
                     {QStringLiteral("parameters"), parameters},
                     {QStringLiteral("bots"), bots},
                     {QStringLiteral("botKinds"), QJsonArray::fromStringList(botKinds(info.id))},
                     {QStringLiteral("formats"), formats},
                     {QStringLiteral("metrics"), metrics}};
}

}  // namespace

int commandGames(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Prints JSON."));
  parser.addOption(json);
  int code = 0;
  if (!parseArguments(parser, args, 0, 0, QStringLiteral("kibitz-cli games [--json]"), &code))
    return code;
  if (parser.isSet(json)) {
    QJsonArray games;
    for (const Rules::Game* game : Rules::Registry::all())
      games.append(gameJson(*game));
    outJson(QJsonDocument(games));
    return kSuccess;
  }
  for (const Rules::Game* game : Rules::Registry::all()) {
    const Rules::GameInfo& info = game->info();
    out(QStringLiteral("%1  %2 (rules %3): %4").arg(info.id, info.name, info.rulesVersion, info.description));
    out(QStringLiteral("    players: %1 (%2)").arg(playersText(info),
                                                   info.dynamics == Rules::Dynamics::Simultaneous ? QStringLiteral("simultaneous")
                                                                                                  : QStringLiteral("sequential")));
    for (const Rules::ParameterSpec& p : info.parameters)
      out(QStringLiteral("    --param %1=%2  (%3, default %4) %5")
              .arg(p.key, p.rangeText(), p.typeName(), p.defaultValue.toString(), p.description));
    QStringList bots;
    for (const Rules::BuiltinBotSpec& b : info.builtinBots)
      bots << QStringLiteral("builtin:") + b.name;
    out(QStringLiteral("    bots: %1").arg((bots + botKinds(info.id)).join(QStringLiteral(", "))));
    QStringList formats;
    for (const Rules::ReplayFormat* f : game->formats()) {
      QStringList ways;
      if (f->canImport())
        ways << QStringLiteral("import");
      if (f->canExport())
        ways << QStringLiteral("export");
      formats << QStringLiteral("%1 (%2)").arg(f->id(), ways.join(QStringLiteral(", ")));
    }
    if (!formats.isEmpty())
      out(QStringLiteral("    formats: %1").arg(formats.join(QStringLiteral(", "))));
  }
  return kSuccess;
}

}  // namespace Kibitz::Cli
