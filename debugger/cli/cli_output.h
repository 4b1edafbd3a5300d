#pragma once

#include "replay/replay.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QString>
#include <QStringList>

#include <cstdio>
#include <optional>

namespace Kibitz::Cli {

// The exit codes every kibitz-cli command keeps (README "kibitz-cli").
enum ExitCode { kSuccess = 0, kCheckFailed = 1, kBadInput = 2 };

// Every text kibitz-cli prints goes through Debugger::terminalSafe (files/terminal_safe.h).
// JSON output escapes controls itself.
QString terminalSafe(const QString& text);
void writeText(std::FILE* stream, const QString& text);

void out(const QString& text);            // a line on stdout
void err(const QString& text);            // a line on stderr
void outJson(const QJsonDocument& doc);    // indented JSON on stdout
// Prints "kibitz-cli: <message>" on stderr and returns kBadInput.
int fail(const QString& message);

// Parses a subcommand's arguments (args[0] is "kibitz-cli SUBCOMMAND"); unknown options
// and a wrong number of positional arguments give a one-line reason. Returns false and
// sets `exitCode` when the command must stop (error, or --help printed).
bool parseArguments(QCommandLineParser& parser, const QStringList& args, int minPositional, int maxPositional,
                    const QString& usage, int* exitCode);

// Loads a replay, turning errors into a message.
std::optional<Debugger::Replay> loadReplay(const QString& path, QString* error);

}  // namespace Kibitz::Cli
