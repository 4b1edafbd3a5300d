#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace Kibitz::Test {

// How a test runs a program (kibitz-cli, usually).
struct CliOptions {
  QString workingDirectory;   // empty: the test's own
  QByteArray input;           // written to its stdin, which is then closed (null: left open)
  QStringList environment;    // KEY=VALUE pairs replacing those of the test's environment
  int timeoutMs = 300000;     // then it is killed and `err` says so
};

struct CliResult {
  int exitCode = -1;  // -1 when it crashed or did not finish
  QByteArray outBytes;
  QString out;        // outBytes as UTF-8
  QString err;
};

// Runs `program` with `args` to its end. One runner for every test that drives the CLI.
CliResult runCli(const QString& program, const QStringList& args, const CliOptions& options = {});

}  // namespace Kibitz::Test
