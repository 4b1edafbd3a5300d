#include "share/html_export.h"

#include "telemetry/telemetry_series.h"
#include "annotations/note.h"
#include "external/external_game.h"
#include "replay/event_colors.h"
#include "replay/player_colors.h"
#include "replay/replay_file.h"
#include "share/html_strings.h"

#include "core/game.h"
#include "core/registry.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace Kibitz::Debugger::HtmlExport {

namespace {

std::optional<QByteArray> resource(const QString& path, QString* error)
{
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    *error = QStringLiteral("the web viewer's %1 is not built in").arg(path);
    return std::nullopt;
  }
  return file.readAll();
}

// The boards first (they register themselves), then the player that uses them.
std::optional<QByteArray> script(QString* error)
{
  QByteArray all;
  const QStringList boards = QDir(QStringLiteral(":/web")).entryList({QStringLiteral("board_*.js")}, QDir::Files, QDir::Name);
  for (const QString& name : boards + QStringList{QStringLiteral("viewer.js")}) {
    const std::optional<QByteArray> part = resource(QStringLiteral(":/web/") + name, error);
    if (!part)
      return std::nullopt;
    all += *part + '\n';
  }
  return all;
}

// JSON inside <script>: "</" would end the element early.
QByteArray scriptSafe(const QByteArray& json)
{
  QByteArray out = json;
  return out.replace("</", "<\\/");
}

QByteArray htmlEscaped(const QString& text)
{
  return text.toHtmlEscaped().toUtf8();
}

// The heading: the game (its name in the page's language) and its players; the line under
// it adds result and date.
// The replay's game: a built-in one, or for a game played by its own referee the one that
// stands for them all (its board is board_extern.js).
const Rules::Game* gameOf(const Replay& replay)
{
  if (const Rules::Game* game = Rules::Registry::find(replay.gameId))
    return game;
  return ExternalGame::isExternalId(replay.gameId) ? &ExternalGame::generic() : nullptr;
}

QString heading(const Replay& replay, const QString& language)
{
  const Rules::Game* game = gameOf(replay);
  const QString name = game ? HtmlStrings::gameTerm(language, game->info().name) : replay.gameId;
  return QStringLiteral("%1: %2").arg(name, replay.playerNames().join(QStringLiteral(" – ")));
}

// What the bots reported with `#kibitz value` lines (kept on the exchanges), read as the
// window's charts read them: per seat that reported any,
// {"seat", "names": [...], "points": [[[frame, value], ...] per name]}.
QJsonArray botValues(const Replay& replay)
{
  TelemetrySeries series;
  series.reset(replay);
  QJsonArray seats;
  for (int seat = 0; seat < series.seatCount(); ++seat) {
    const QStringList names = series.valueNames(seat);
    if (names.isEmpty())
      continue;
    QJsonArray perName;
    for (int name = 0; name < names.size(); ++name) {
      QJsonArray points;
      for (const QPointF& p : series.values(seat, name))
        points.append(QJsonArray{int(p.x()), p.y()});
      perName.append(points);
    }
    seats.append(QJsonObject{{QStringLiteral("seat"), seat},
                             {QStringLiteral("names"), QJsonArray::fromStringList(names)},
                             {QStringLiteral("points"), perName}});
  }
  return seats;
}

// The browser tab's title says everything, for a list of tabs or bookmarks: the result in
// the page's language (`result`), as its subtitle says it.
QString title(const Replay& replay, const QString& language, const QString& result)
{
  const QString date = replay.createdAt.left(10);
  if (result.isEmpty())
    return QStringLiteral("%1 (%2)").arg(heading(replay, language), date);
  return QStringLiteral("%1 — %2 (%3)").arg(heading(replay, language), result, date);
}

// The template's {{NAME}}s replaced in one pass: a player named "{{SCRIPT}}" stays a name.
std::optional<QByteArray> filled(const QByteArray& html, const QHash<QByteArray, QByteArray>& values, QString* error)
{
  QByteArray out;
  out.reserve(html.size() + values.value("REPLAY").size() + values.value("SCRIPT").size() + 4096);
  qsizetype at = 0;
  for (qsizetype open = html.indexOf("{{"); open >= 0; open = html.indexOf("{{", at)) {
    const qsizetype close = html.indexOf("}}", open);
    const QByteArray name = close < 0 ? QByteArray() : html.mid(open + 2, close - open - 2);
    if (!values.contains(name)) {
      *error = QStringLiteral("the web viewer's template has an unknown placeholder at byte %1").arg(open);
      return std::nullopt;
    }
    out += html.mid(at, open - at) + values.value(name);
    at = close + 2;
  }
  return out + html.mid(at);
}

}  // namespace

// Without the bots' texts the replay keeps what the page shows: marks, statuses, times.
Replay withoutBotTexts(Replay replay)
{
  for (Frame& frame : replay.frames)
    for (PlayerExchange& exchange : frame.exchanges) {
      exchange.input.clear();
      exchange.output.clear();
      exchange.stderrText.clear();
      exchange.markErrors.clear();
    }
  return replay;
}

std::optional<QByteArray> page(const Replay& replay, const Options& options, QString* error)
{
  if (replay.frames.isEmpty()) {
    *error = QStringLiteral("the replay has no frames");
    return std::nullopt;
  }
  // The chart's series by their labels, as the window names them.
  QStringList gameTerms;  // the metrics' and events' labels: the game's words the page shows
  QJsonObject metricTerms;
  const Rules::Game* game = gameOf(replay);
  // The events' labels and timeline colours, as the window shows them; the tone's weight
  // picks which colour a turn with several events gets.
  QJsonObject events;
  if (game) {
    for (const Rules::MetricSpec& metric : game->info().metrics) {
      gameTerms << metric.label;
      metricTerms.insert(metric.key, metric.label);
    }
    const QList<Rules::EventSpec>& specs = game->info().events;
    for (int i = 0; i < specs.size(); ++i) {
      gameTerms << specs[i].label;
      events.insert(specs[i].type, QJsonObject{{QStringLiteral("label"), specs[i].label},
                                               {QStringLiteral("color"), EventColors::of(specs[i].tone, i)},
                                               {QStringLiteral("rank"), EventColors::weight(specs[i].tone)}});
    }
  }
  const std::optional<QJsonObject> strings =
      HtmlStrings::table(options.language, gameTerms, game ? game->info().boardWords : QList<Rules::BoardWord>(), error);
  if (!strings)
    return std::nullopt;
  const std::optional<QByteArray> html = resource(QStringLiteral(":/web/viewer.html"), error);
  const std::optional<QByteArray> style = html ? resource(QStringLiteral(":/web/viewer.css"), error) : std::nullopt;
  const std::optional<QByteArray> code = style ? script(error) : std::nullopt;
  if (!code)
    return std::nullopt;
  // The notes' colours per category, as the window paints them.
  QJsonObject noteColors;
  for (const NoteCategory category : Notes::categories())
    noteColors.insert(Notes::categoryId(category), Notes::categoryColor(category));
  // The result as the window says it; the game's own English line stays a detail (the
  // subtitle's tool tip), as in the window.
  const QString result = HtmlStrings::resultLine(options.language, replay);
  const QJsonObject meta{{QStringLiteral("formatVersion"), Replay::kFormatVersion},
                         {QStringLiteral("result"), result},
                         {QStringLiteral("game"), replay.gameId},
                         {QStringLiteral("language"), options.language},
                         {QStringLiteral("withOutput"), options.withOutput},
                         {QStringLiteral("live"), options.live},
                         {QStringLiteral("metricLabels"), metricTerms},
                         {QStringLiteral("constants"), game ? game->info().viewerConstants : QJsonObject()},
                         {QStringLiteral("noteColors"), noteColors},
                         // Every player's colour, as the window's boards and charts draw it.
                         {QStringLiteral("playerColors"), QJsonArray::fromStringList(PlayerColors::hexList(PlayerColors::kCycle))},
                         {QStringLiteral("noPlayerColor"), PlayerColors::hex(-1)},
                         {QStringLiteral("events"), events},
                         {QStringLiteral("values"), botValues(replay)}};
  const QByteArray packed = ReplayFile::serialize(options.withOutput ? replay : withoutBotTexts(replay)).toBase64();
  const QHash<QByteArray, QByteArray> values{
      {"LANG", options.language == QLatin1String("en") ? QByteArray("en") : options.language.toLatin1().replace('_', '-')},
      {"GENERATOR", QByteArray("Kibitz " KIBITZ_VERSION)},
      {"TITLE", htmlEscaped(title(replay, options.language, result))},
      {"HEADING", htmlEscaped(heading(replay, options.language))},
      {"META", scriptSafe(QJsonDocument(meta).toJson(QJsonDocument::Compact))},
      {"STRINGS", scriptSafe(QJsonDocument(*strings).toJson(QJsonDocument::Compact))},
      {"STYLE", *style},
      {"SCRIPT", *code},
      {"REPLAY", packed}};
  return filled(*html, values, error);
}

}  // namespace Kibitz::Debugger::HtmlExport
