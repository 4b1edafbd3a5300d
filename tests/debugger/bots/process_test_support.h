#pragma once
// Helpers shared by the external-bot tests: what runs under /proc, and a Fencing match
// between bot specs. The bot programs come from tests/debugger/bots (KIBITZ_BOT_*).

#include "match/bot_spec.h"
#include "match/match_builder.h"
#include "match/match_runner.h"
#include "match/participant.h"
#include "match/process_participant.h"
#include "match/sandbox_check.h"
#include "support/require_tool.h"

#include "core/game.h"
#include "core/registry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>

#include <unistd.h>

// Skips the calling test with the reason when this machine cannot set the sandbox up
// (fails it under KIBITZ_STRICT=1, where CI promises bwrap and user namespaces).
#define REQUIRE_SANDBOX()                                                                       \
  do {                                                                                          \
    QString reason_;                                                                            \
    if (!Kibitz::Debugger::sandboxAvailable(&reason_))                                          \
      KIBITZ_SKIP_MISSING_TOOL(QStringLiteral("the sandbox cannot run here: %1").arg(reason_)); \
  } while (false)

namespace Kibitz::Test {

struct ProcessEntry {
  qint64 pid = 0;
  qint64 ppid = 0;
  qint64 group = 0;
  qint64 session = 0;
  QChar state;  // 'Z' for a zombie
};

// Every process in /proc (fields of /proc/PID/stat, parsed after the command's ')').
inline QList<ProcessEntry> allProcesses()
{
  QList<ProcessEntry> all;
  const QStringList names = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
  for (const QString& name : names) {
    bool numeric = false;
    const qint64 pid = name.toLongLong(&numeric);
    if (!numeric)
      continue;
    QFile file(QStringLiteral("/proc/%1/stat").arg(name));
    if (!file.open(QIODevice::ReadOnly))
      continue;
    const QByteArray stat = file.readAll();
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.size() < 4)
      continue;
    all << ProcessEntry{pid, fields[1].toLongLong(), fields[2].toLongLong(), fields[3].toLongLong(),
                        QChar::fromLatin1(fields[0].isEmpty() ? '?' : fields[0].at(0))};
  }
  return all;
}

// The processes below `root` (children, their children, ...), zombies included.
inline QList<ProcessEntry> descendantsOf(qint64 root)
{
  const QList<ProcessEntry> all = allProcesses();
  QList<ProcessEntry> found;
  QList<qint64> parents{root};
  while (!parents.isEmpty()) {
    const qint64 parent = parents.takeLast();
    for (const ProcessEntry& e : all)
      if (e.ppid == parent) {
        found << e;
        parents << e.pid;
      }
  }
  return found;
}

inline bool processExists(qint64 pid)
{
  return QFile::exists(QStringLiteral("/proc/%1").arg(pid));
}

// What survives of the bots: any descendant of this test process, and any process in
// the process group or session of one of `botPids`. Empty when all is clean.
inline QStringList leftovers(const QList<qint64>& botPids)
{
  QStringList found;
  for (const ProcessEntry& e : descendantsOf(getpid()))
    found << QStringLiteral("descendant %1 (state %2)").arg(e.pid).arg(e.state);
  for (const ProcessEntry& e : allProcesses())
    for (qint64 bot : botPids)
      if (e.group == bot || e.session == bot)
        found << QStringLiteral("process %1 in the bot's group/session %2").arg(e.pid).arg(bot);
  return found;
}

// A peak of this process's memory (kB) from /proc/self/status: "VmHWM" or "VmRSS".
inline qint64 memoryKb(const char* field)
{
  QFile file(QStringLiteral("/proc/self/status"));
  if (!file.open(QIODevice::ReadOnly))
    return -1;
  for (const QByteArray& line : file.readAll().split('\n'))
    if (line.startsWith(field))
      return line.mid(int(qstrlen(field)) + 1).trimmed().split(' ').value(0).toLongLong();
  return -1;
}

// "cmd:" spec of a test bot with arguments (the path is quoted: it may hold spaces).
inline QString botCommand(const char* path, const QString& arguments = {})
{
  QString command = QLatin1Char('"') + QString::fromLocal8Bit(path) + QLatin1Char('"');
  if (!arguments.isEmpty())
    command += QLatin1Char(' ') + arguments;
  return command;
}

inline const Rules::Game& fencing()
{
  return *Rules::Registry::find(QStringLiteral("fencing"));
}

// A Fencing match set up (not played) between `specs` ("cmd:..." or "builtin:NAME").
struct Match {
  std::unique_ptr<Debugger::MatchRunner> runner;
  QList<qint64> botPids;                          // of the external bots
  QList<Debugger::ProcessParticipant*> processes;  // owned by the runner
  QString error;
};

inline Match setUpMatch(const QStringList& specs, const Debugger::ProcessOptions& options = {})
{
  Match match;
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("fencing");
  request.seed = 1;
  request.bots = specs;
  for (int p = 0; p < specs.size(); ++p)
    request.names << QStringLiteral("P%1").arg(p);
  request.processOptions = options;
  // The builder's participants, with the external ones' processes kept for the tests.
  request.participantFactory = [&match, &specs, &options](int seat, QString* error) -> std::unique_ptr<Debugger::Participant> {
    const std::optional<Debugger::BotSpec> spec = Debugger::BotSpec::parse(specs[seat], error);
    if (!spec)
      return nullptr;
    if (spec->kind != Debugger::BotSpec::Kind::Command)
      return Debugger::makeParticipant(fencing(), *spec, seat, 1, error, options);
    std::unique_ptr<Debugger::ProcessParticipant> process = Debugger::ProcessParticipant::start(spec->value, options, error);
    if (process) {
      match.botPids << process->processId();
      match.processes << process.get();
    }
    return process;
  };
  match.runner = Debugger::MatchBuilder::build(request, &match.error);
  return match;
}

// The exchanges of `player`, turn by turn.
inline QList<Debugger::PlayerExchange> exchangesOf(const Debugger::Replay& replay, int player)
{
  QList<Debugger::PlayerExchange> out;
  for (const Debugger::Frame& frame : replay.frames)
    for (const Debugger::PlayerExchange& x : frame.exchanges)
      if (x.player == player)
        out << x;
  return out;
}

}  // namespace Kibitz::Test
