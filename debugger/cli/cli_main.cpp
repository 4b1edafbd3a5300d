// kibitz-cli: the headless half of Kibitz. Each subcommand lives in its own file.
#include "cli/cli_output.h"
#include "files/scratch_dirs.h"

#include <QCoreApplication>

namespace Kibitz::Cli {
int commandGames(const QStringList& args);
int commandRun(const QStringList& args);
int commandInfo(const QStringList& args);
int commandFrame(const QStringList& args);
int commandVerify(const QStringList& args);
int commandImport(const QStringList& args);
int commandExport(const QStringList& args);
int commandDiff(const QStringList& args);
int commandNotes(const QStringList& args);
int commandPlaythrough(const QStringList& args);
int commandRerun(const QStringList& args);
int commandArena(const QStringList& args);
int commandWorker(const QStringList& args);
int commandRank(const QStringList& args);
int commandProfile(const QStringList& args);
}  // namespace Kibitz::Cli

namespace {

struct Command {
  const char* name;
  int (*run)(const QStringList&);
  const char* summary;
};

constexpr Command kCommands[] = {
    {"games", Kibitz::Cli::commandGames, "list the games with their players, parameters and bots"},
    {"run", Kibitz::Cli::commandRun, "run a match on the embedded engine and write its replay"},
    {"info", Kibitz::Cli::commandInfo, "game, turns, players, result and final scores of a replay"},
    {"frame", Kibitz::Cli::commandFrame, "the full state of a replay at one turn"},
    {"verify", Kibitz::Cli::commandVerify, "re-run a replay on the engine and check every turn"},
    {"import", Kibitz::Cli::commandImport, "convert a foreign replay or log into a Kibitz replay"},
    {"export", Kibitz::Cli::commandExport, "convert a Kibitz replay into a foreign format"},
    {"diff", Kibitz::Cli::commandDiff, "the first turn where two replays differ, and what differs"},
    {"notes", Kibitz::Cli::commandNotes, "the notes of a replay, or a Markdown/HTML report of them"},
    {"playthrough", Kibitz::Cli::commandPlaythrough, "play a match and print every turn as text (golden files)"},
    {"profile", Kibitz::Cli::commandProfile, "where a profiled bot spent a turn: folded stacks, top functions, speedscope"},
    {"rerun", Kibitz::Cli::commandRerun, "re-run a seat's bot up to a turn, compare its replies, attach a debugger"},
    {"arena", Kibitz::Cli::commandArena, "a tournament into SQLite with a ranking (Elo, intervals, SPRT), or its job lines"},
    {"worker", Kibitz::Cli::commandWorker, "play the job lines of arena --plan read on stdin, a result line each"},
    {"rank", Kibitz::Cli::commandRank, "the ranking of result files and arena databases (each bot version apart); --db merges them; --history NAME"},
};

void usage()
{
  Kibitz::Cli::out(QStringLiteral("usage: kibitz-cli COMMAND [ARGS...]   (kibitz-cli COMMAND --help for details)"));
  for (const Command& c : kCommands)
    Kibitz::Cli::out(QStringLiteral("  %1  %2").arg(QString::fromLatin1(c.name).leftJustified(11), QString::fromLatin1(c.summary)));
}

}  // namespace

int main(int argc, char** argv)
{
  QCoreApplication app(argc, argv);
  // Stopped with Ctrl+C or kill, kibitz-cli leaves no bot working directory behind.
  Kibitz::Debugger::ScratchDirs::removeOnSignals();
  QCoreApplication::setApplicationName(QStringLiteral("kibitz-cli"));
  QCoreApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
  const QStringList args = app.arguments();
  if (args.size() < 2) {
    usage();
    return Kibitz::Cli::kBadInput;
  }
  const QString name = args[1];
  if (name == QLatin1String("--help") || name == QLatin1String("-h") || name == QLatin1String("help")) {
    usage();
    return Kibitz::Cli::kSuccess;
  }
  if (name == QLatin1String("--version")) {
    Kibitz::Cli::out(QStringLiteral("kibitz-cli %1").arg(QStringLiteral(KIBITZ_VERSION)));
    return Kibitz::Cli::kSuccess;
  }
  QStringList names;
  for (const Command& c : kCommands) {
    names << QString::fromLatin1(c.name);
    if (name == QLatin1String(c.name)) {
      QStringList rest = args.mid(2);
      rest.prepend(QStringLiteral("kibitz-cli ") + name);
      return c.run(rest);
    }
  }
  return Kibitz::Cli::fail(QStringLiteral("unknown command '%1' (valid: %2)").arg(name, names.join(QStringLiteral(", "))));
}
