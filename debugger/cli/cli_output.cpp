#include "cli/cli_output.h"

#include "files/terminal_safe.h"

#include "replay/replay_file.h"

#include <cstdio>

namespace Kibitz::Cli {

QString terminalSafe(const QString& text)
{
  return Debugger::terminalSafe(text);
}

void writeText(std::FILE* stream, const QString& text)
{
  const QByteArray bytes = terminalSafe(text).toUtf8();
  std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
}

void out(const QString& text)
{
  writeText(stdout, text + QLatin1Char('\n'));
}

void err(const QString& text)
{
  writeText(stderr, text + QLatin1Char('\n'));
}

void outJson(const QJsonDocument& doc)
{
  const QByteArray bytes = doc.toJson(QJsonDocument::Indented);
  std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
}

int fail(const QString& message)
{
  err(QStringLiteral("kibitz-cli: %1").arg(message));
  return kBadInput;
}

bool parseArguments(QCommandLineParser& parser, const QStringList& args, int minPositional, int maxPositional,
                    const QString& usage, int* exitCode)
{
  parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
  const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Shows this help."));
  parser.addOption(help);
  if (!parser.parse(args)) {
    *exitCode = fail(QStringLiteral("%1 (usage: %2)").arg(parser.errorText(), usage));
    return false;
  }
  if (parser.isSet(help)) {
    out(QStringLiteral("usage: %1").arg(usage));
    out(parser.helpText().section(QLatin1Char('\n'), 2));
    *exitCode = kSuccess;
    return false;
  }
  const qsizetype n = parser.positionalArguments().size();
  if (n < minPositional || n > maxPositional) {
    *exitCode = fail(QStringLiteral("wrong number of arguments (usage: %1)").arg(usage));
    return false;
  }
  return true;
}

std::optional<Debugger::Replay> loadReplay(const QString& path, QString* error)
{
  return Debugger::ReplayFile::read(path, error);
}

}  // namespace Kibitz::Cli
