#include "profile/profile_status.h"

#include "panels/player_labels.h"

#include "profile/profile_views.h"
#include "profile/profiler_checks.h"

#include <QCoreApplication>

namespace Kibitz::App::ProfileStatus {

namespace {

// The words of a translated template before its first argument.
QString lead(const QString& text)
{
  const qsizetype at = text.indexOf(QLatin1Char('%'));
  return (at < 0 ? text : text.left(at)).trimmed();
}

}  // namespace

QList<int> profiledSeats(const Debugger::Replay& replay)
{
  QList<int> seats;
  for (int p = 0; p < replay.players.size(); ++p)
    if (!replay.players[p].profiler.isEmpty())
      seats << p;
  return seats;
}

QString whyNone(const Debugger::Replay& replay, int seat, int turn, bool live)
{
  if (Debugger::ProfileViews::profileAt(replay, seat, turn))
    return {};
  if (seat < 0 || seat >= replay.players.size() || replay.players[seat].profiler.isEmpty()) {
    if (live)
      return QCoreApplication::translate("Kibitz::App::ProfilePanel", "The match is running: a profiled bot's profiles appear here when it ends.");
    return QCoreApplication::translate("Kibitz::App::ProfilePanel", "This match was not profiled. To see where a bot spends each turn, tick \"Profile this bot\" in "
                                                                      "New Match, or use \"Profile the Turn\" in the Re-run dialog; on the command "
                                                                      "line: kibitz-cli run --profile SEAT.");
  }
  const QString name = PlayerLabels::label(replay, seat);
  if (turn < 0 || turn >= replay.frames.size() || !replay.frames[turn].exchangeOf(seat))
    return QCoreApplication::translate("Kibitz::App::ProfilePanel", "%1 does not play turn %2: no profile.").arg(name).arg(turn);
  return QCoreApplication::translate("Kibitz::App::ProfilePanel", "No samples in turn %1: %2 replied before the profiler took one (it takes about one per "
            "millisecond of the bot's CPU time).")
      .arg(turn)
      .arg(name);
}

QString symbolsWarning(const Debugger::Replay& replay, int seat, const Debugger::TurnProfile& profile)
{
  qint64 unnamed = 0;
  for (const Debugger::FoldedStack& s : profile.folded) {
    const QString leaf = s.stack.section(QLatin1Char(';'), -1);
    if (leaf == QLatin1String("[unknown]"))
      unnamed += s.count;
  }
  if (profile.samples < 10 || unnamed * 2 <= profile.samples)
    return {};
  return Debugger::ProfilerChecks::noSymbols(PlayerLabels::label(replay, seat), unnamed, profile.samples);
}

bool isRefusal(const QString& message)
{
  using namespace Debugger::ProfilerChecks;
  return message.contains(perfMissing()) || message.contains(lead(paranoidRefusal(3, false))) ||
         message.contains(lead(attachRefused(0, QString())));
}

}  // namespace Kibitz::App::ProfileStatus
