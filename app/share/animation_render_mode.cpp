#include "share/animation_render_mode.h"

#include "application/language_manager.h"
#include "share/animation_frames.h"

#include "animation/frame_stream.h"
#include "replay/replay_loader.h"

#include <QCommandLineParser>
#include <QFile>

#include <cstdio>

namespace Kibitz::App {

namespace {
int failed(const QString& message)
{
  std::fprintf(stderr, "kibitz: %s\n", qPrintable(message));
  return 2;
}
}  // namespace

bool asksForAnimationFrames(int argc, char** argv)
{
  for (int i = 1; i < argc; ++i)
    if (QByteArray(argv[i]) == "--export-animation")
      return true;
  return false;
}

int writeAnimationFrames(const QStringList& arguments)
{
  QCommandLineParser parser;
  const QCommandLineOption exportOption(QStringLiteral("export-animation"), QStringLiteral("The replay to draw."), QStringLiteral("FILE"));
  const QCommandLineOption fromOption(QStringLiteral("from"), QStringLiteral("First turn."), QStringLiteral("A"), QStringLiteral("0"));
  const QCommandLineOption toOption(QStringLiteral("to"), QStringLiteral("Last turn."), QStringLiteral("B"), QStringLiteral("-1"));
  const QCommandLineOption widthOption(QStringLiteral("width"), QStringLiteral("Width."), QStringLiteral("W"), QStringLiteral("720"));
  const QCommandLineOption languageOption(QStringLiteral("language"), QStringLiteral("Language."), QStringLiteral("LANG"));
  parser.addOptions({exportOption, fromOption, toOption, widthOption, languageOption});
  if (!parser.parse(arguments))
    return failed(parser.errorText());
  LanguageManager languages;
  languages.setLanguage(parser.isSet(languageOption) ? parser.value(languageOption) : languages.preferredLanguage());
  QString error;
  const std::optional<Debugger::Replay> replay = Debugger::ReplayLoader::load(parser.value(exportOption), &error);
  if (!replay)
    return failed(error);
  const int from = parser.value(fromOption).toInt();
  const int to = parser.value(toOption).toInt() < 0 ? replay->lastTurn() : parser.value(toOption).toInt();
  const int width = parser.value(widthOption).toInt();
  if (from < 0 || to > replay->lastTurn() || from > to || width < 64 || width > Debugger::FrameStream::kMaxSide)
    return failed(QStringLiteral("turns %1 to %2 of 0 to %3 at width %4: out of range").arg(from).arg(to).arg(replay->lastTurn()).arg(width));
  AnimationFrames frames(*replay, width);
  QFile out;
  if (!out.open(stdout, QIODevice::WriteOnly | QIODevice::Unbuffered))
    return failed(QStringLiteral("cannot write on stdout"));
  const Debugger::FrameStream::Header header{frames.size().width(), frames.size().height(), to - from + 1};
  if (out.write(Debugger::FrameStream::headerLine(header)) < 0)
    return failed(QStringLiteral("stdout closed"));
  for (int turn = from; turn <= to; ++turn) {
    const QImage image = frames.render(turn);
    for (int y = 0; y < image.height(); ++y)
      if (out.write(reinterpret_cast<const char*>(image.constScanLine(y)), qint64(image.width()) * 4) < 0)
        return failed(QStringLiteral("stdout closed at turn %1").arg(turn));
  }
  return 0;
}

}  // namespace Kibitz::App
