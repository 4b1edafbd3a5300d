#pragma once

#include "application/setting.h"

#include <QByteArray>
#include <QCryptographicHash>
#include <QSize>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>

// Every value the window keeps between runs, one declaration each: the key, the type and
// the value before the user chose one. Per-game (or per-language) settings are functions
// of the game. Nothing else in app/ names a QSettings key.
namespace Kibitz::App::Settings {

// The window
inline const Setting<QString> language{QStringLiteral("ui/language")};  // empty: the system's
inline const Setting<QByteArray> windowGeometry{QStringLiteral("window/geometry")};
inline const Setting<QByteArray> windowState{QStringLiteral("window/state")};
inline const Setting<double> playbackSpeed{QStringLiteral("playback/speed"), 1.0};
inline const Setting<bool> followLive{QStringLiteral("view/followLive"), true};
inline const Setting<bool> showBotMarks{QStringLiteral("annotations/showMarks"), true};

// Files
inline const Setting<QString> lastFolder{QStringLiteral("files/lastDir")};
inline const Setting<QStringList> recentFiles{QStringLiteral("files/recent")};
inline const Setting<QSize> fileDialogSize{QStringLiteral("files/dialogSize")};

// The editor and building bots
inline const Setting<QStringList> editorOpenFiles{QStringLiteral("editor/openFiles")};
inline const Setting<QString> editorCurrentFile{QStringLiteral("editor/currentFile")};
inline const Setting<QString> lastTemplate{QStringLiteral("templates/last")};  // "game/language"
inline const Setting<QString> coursePlayersFolder{QStringLiteral("import/coursePlayersFolder")};
// The gutter's breakpoints: absolute path -> [1-based lines].
inline const Setting<QVariantMap> sourceBreakpoints{QStringLiteral("editor/sourceBreakpoints")};
// The Debug dock's watch expressions, per language of the debugged bot ("native",
// "python"): a C++ expression means nothing to a Python bot (issue #47, 8). The native
// list keeps the key the single list had.
inline Setting<QStringList> debugWatches(const QString& language)
{
  return Setting<QStringList>(language == QLatin1String("python") ? QStringLiteral("debug/pythonWatches")
                                                                  : QStringLiteral("debug/watches"));
}
inline const Setting<bool> sandboxBots{QStringLiteral("bots/sandbox"), false};
// A language's build command ("cpp", "python"...); `fallback`: the default command.
inline Setting<QString> buildCommand(const QString& languageKey, const QString& fallback)
{
  return Setting<QString>(QStringLiteral("editor/build/") + languageKey, fallback);
}

// Matches and the arena
inline const Setting<QString> newMatchGame{QStringLiteral("newMatch/game")};
inline const Setting<QString> newMatchSeed{QStringLiteral("newMatch/seed"), QStringLiteral("1")};
inline const Setting<QString> arenaGame{QStringLiteral("arena/game")};
// The seats of New Match for a game: [{"bot", "name"}].
inline Setting<QVariantList> newMatchSeats(const QString& gameId)
{
  return Setting<QVariantList>(QStringLiteral("newMatch/seats/%1").arg(gameId));
}

// External games (docs/external-games.md): the referee used last, and per referee (its path
// or command as typed) what the New Match and Arena forms remember: {"dialect", "name",
// "parameters", "seedLine", "sandbox", "seats"}. Keyed by a hash: a path holds '/'.
inline const Setting<QString> lastExternalReferee{QStringLiteral("external/lastReferee")};
inline Setting<QVariantMap> externalReferee(const QString& referee)
{
  const QByteArray hash = QCryptographicHash::hash(referee.trimmed().toUtf8(), QCryptographicHash::Sha1).toHex().left(16);
  return Setting<QVariantMap>(QStringLiteral("external/referees/%1").arg(QString::fromLatin1(hash)));
}

// Per game: the state breakpoints (JSON), a chart's log scale, the chart shown alone.
inline Setting<QByteArray> breakpoints(const QString& gameId)
{
  return Setting<QByteArray>(QStringLiteral("breakpoints/%1").arg(gameId.isEmpty() ? QStringLiteral("_none") : gameId));
}
// `chart`: a metric key, "cost.time" or "cost.memory".
inline Setting<bool> chartLogScale(const QString& gameId, const QString& chart)
{
  return Setting<bool>(QStringLiteral("charts/logScale/%1/%2").arg(gameId, chart), false);
}
inline Setting<QString> shownChart(const QString& gameId)
{
  return Setting<QString>(QStringLiteral("charts/shown/%1").arg(gameId));
}

}  // namespace Kibitz::App::Settings
