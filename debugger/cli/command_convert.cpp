#include "cli/cli_output.h"
#include "cli/command_export_animation.h"
#include "cli/match_options.h"

#include "replay/replay_convert.h"
#include "replay/replay_file.h"
#include "share/html_export.h"

#include "core/game.h"
#include "core/replay_format.h"
#include "files/atomic_file.h"

#include <QFileInfo>

namespace Kibitz::Cli {

namespace {
constexpr qint64 kMaxForeignBytes = qint64(1) << 30;
}

int commandImport(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption formatOption(QStringLiteral("format"), QStringLiteral("The format of FILE."), QStringLiteral("FORMAT"));
  const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("The Kibitz replay to write."), QStringLiteral("OUT"));
  const QCommandLineOption playersOption(
      QStringLiteral("players"),
      QStringLiteral("A folder of course players (AI<Name>.cc or .o): a log naming them is played again with them."),
      QStringLiteral("DIR"));
  const QCommandLineOption edaCompileOption(QStringLiteral("eda-compile"), QStringLiteral("How those players are compiled."),
                                            QStringLiteral("COMMAND"));
  parser.addOptions({formatOption, outOption, playersOption, edaCompileOption});
  const SandboxOptions sandbox;
  sandbox.addTo(parser);
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("The file to import."));
  const QString usage = QStringLiteral("kibitz-cli import --format FORMAT FILE [--players DIR [--sandbox]] --out OUT");
  int code = 0;
  if (!parseArguments(parser, args, 1, 1, usage, &code))
    return code;
  if (!parser.isSet(formatOption) || !parser.isSet(outOption))
    return fail(QStringLiteral("--format and --out are required (usage: %1)").arg(usage));
  QString error;
  const Rules::Game* game = nullptr;
  const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(parser.value(formatOption), &game, &error);
  if (!format)
    return fail(error);
  const QString path = parser.positionalArguments().first();
  const std::optional<QByteArray> data = Debugger::ReplayFile::readBytes(path, kMaxForeignBytes, &error);
  if (!data)
    return fail(error);
  Debugger::ReplayConvert::ImportOptions options;
  options.playersDir = parser.value(playersOption);
  options.processOptions.courseCompileCommand = parser.value(edaCompileOption);
  if (QString problem; !sandbox.fill(parser, &options.processOptions, &problem))
    return fail(problem);
  const std::optional<Debugger::Replay> replay =
      Debugger::ReplayConvert::importMatch(*game, *format, *data, QFileInfo(path).fileName(), &error, options);
  if (!replay)
    return fail(error);
  if (!Debugger::ReplayFile::write(parser.value(outOption), *replay, &error))
    return fail(error);
  out(QStringLiteral("%1: imported %2 turns (%3) -> %4").arg(path).arg(replay->lastTurn()).arg(replay->result.text, parser.value(outOption)));
  // A file cut off is imported up to where it ends: said, since the match is incomplete.
  if (const QString truncated = replay->origin.value(QStringLiteral("truncated")).toString(); !truncated.isEmpty())
    err(QStringLiteral("kibitz-cli: warning: %1: %2; imported its turns 0-%3 only").arg(path, truncated).arg(replay->lastTurn()));
  return kSuccess;
}

int commandExport(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption formatOption(
      QStringLiteral("format"),
      QStringLiteral("The format to write (html: a web page that replays the match; gif, mp4, webm: an animation of its boards)."),
      QStringLiteral("FORMAT"));
  const QCommandLineOption outOption(QStringLiteral("out"), QStringLiteral("The file to write."), QStringLiteral("OUT"));
  const QCommandLineOption languageOption(QStringLiteral("language"), QStringLiteral("html: the page's language (en, it, zh_CN, zh_TW)."),
                                          QStringLiteral("LANGUAGE"), QStringLiteral("en"));
  const QCommandLineOption withOutputOption(QStringLiteral("with-output"), QStringLiteral("html: include the bots' per-turn input, output and stderr."));
  const QCommandLineOption fromOption(QStringLiteral("from"), QStringLiteral("gif, mp4, webm: the first turn (default 0)."), QStringLiteral("T"));
  const QCommandLineOption toOption(QStringLiteral("to"), QStringLiteral("gif, mp4, webm: the last turn (default the last)."), QStringLiteral("T"));
  const QCommandLineOption fpsOption(QStringLiteral("fps"), QStringLiteral("gif, mp4, webm: turns shown per second (1 to 50)."), QStringLiteral("F"),
                                     QStringLiteral("5"));
  const QCommandLineOption widthOption(QStringLiteral("width"), QStringLiteral("gif, mp4, webm: the frames' width in pixels."), QStringLiteral("W"),
                                       QStringLiteral("720"));
  parser.addOptions({formatOption, outOption, languageOption, withOutputOption, fromOption, toOption, fpsOption, widthOption});
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A Kibitz replay."));
  const QString usage = QStringLiteral("kibitz-cli export FILE --format FORMAT --out OUT [--language it|zh_CN|zh_TW|en] [--with-output] "
                                       "[--from T --to T --fps F --width W]");
  int code = 0;
  if (!parseArguments(parser, args, 1, 1, usage, &code))
    return code;
  if (!parser.isSet(formatOption) || !parser.isSet(outOption))
    return fail(QStringLiteral("--format and --out are required (usage: %1)").arg(usage));
  QString error;
  const std::optional<Debugger::Replay> replay = loadReplay(parser.positionalArguments().first(), &error);
  if (!replay)
    return fail(error);
  const bool animationOptions = parser.isSet(fromOption) || parser.isSet(toOption) || parser.isSet(fpsOption) || parser.isSet(widthOption);
  // The web page is not a game's format: every game has it.
  if (parser.value(formatOption) == QLatin1String("html")) {
    if (animationOptions)
      return fail(QStringLiteral("--from, --to, --fps and --width are for --format gif, mp4 or webm"));
    Debugger::HtmlExport::Options options;
    options.language = parser.value(languageOption);
    options.withOutput = parser.isSet(withOutputOption);
    const std::optional<QByteArray> page = Debugger::HtmlExport::page(*replay, options, &error);
    if (!page || !Debugger::AtomicFile::write(parser.value(outOption), *page, &error))
      return fail(error);
    out(QStringLiteral("%1 -> %2 (html, %3, %4 bytes)").arg(parser.positionalArguments().first(), parser.value(outOption), options.language).arg(page->size()));
    return kSuccess;
  }
  if (parser.isSet(withOutputOption) || parser.isSet(languageOption))
    return fail(QStringLiteral("--language and --with-output are for --format html"));
  const QString formatName = parser.value(formatOption);
  if (formatName == QLatin1String("gif") || formatName == QLatin1String("mp4") || formatName == QLatin1String("webm")) {
    AnimationRequest request;
    request.file = parser.positionalArguments().first();
    request.format = formatName;
    request.out = parser.value(outOption);
    bool ok[4] = {true, true, true, true};
    if (parser.isSet(fromOption))
      request.from = parser.value(fromOption).toInt(&ok[0]);
    if (parser.isSet(toOption))
      request.to = parser.value(toOption).toInt(&ok[1]);
    request.fps = parser.value(fpsOption).toInt(&ok[2]);
    request.width = parser.value(widthOption).toInt(&ok[3]);
    if (!ok[0] || !ok[1] || !ok[2] || !ok[3])
      return fail(QStringLiteral("--from, --to, --fps and --width take whole numbers"));
    return exportAnimation(request, *replay);
  }
  if (animationOptions)
    return fail(QStringLiteral("--from, --to, --fps and --width are for --format gif, mp4 or webm"));
  const Rules::Game* game = nullptr;
  const Rules::ReplayFormat* format = Debugger::ReplayConvert::findFormat(parser.value(formatOption), &game, &error);
  if (!format)
    return fail(error);
  if (game->info().id != replay->gameId)
    return fail(QStringLiteral("format %1 is for %2, the replay is %3").arg(format->id(), game->info().id, replay->gameId));
  const std::optional<QByteArray> bytes = Debugger::ReplayConvert::exportMatch(*replay, *format, &error);
  if (!bytes)
    return fail(error);
  if (!Debugger::AtomicFile::write(parser.value(outOption), *bytes, &error))
    return fail(error);
  out(QStringLiteral("%1 -> %2 (%3, %4 bytes)").arg(parser.positionalArguments().first(), parser.value(outOption), format->id()).arg(bytes->size()));
  return kSuccess;
}

}  // namespace Kibitz::Cli
