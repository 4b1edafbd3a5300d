#include "cli/cli_output.h"

#include "profile/profile_views.h"
#include "files/atomic_file.h"

#include <QJsonDocument>

namespace Kibitz::Cli {

namespace {
const QString kUsage =
    QStringLiteral("kibitz-cli profile FILE --seat P [--turn N] [--folded | --json | --speedscope OUT]");
}

// A profiled bot's turns (kibitz-cli run --profile): where each turn's time went.
int commandProfile(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption seatOption(QStringLiteral("seat"), QStringLiteral("The profiled seat."), QStringLiteral("P"));
  const QCommandLineOption turnOption(QStringLiteral("turn"),
                                      QStringLiteral("The turn (the frame it made, as in `kibitz-cli frame`)."),
                                      QStringLiteral("N"));
  const QCommandLineOption folded(QStringLiteral("folded"), QStringLiteral("The turn's folded stacks, heaviest first (default)."));
  const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("The turn's functions as JSON (self and total samples)."));
  const QCommandLineOption speedscopeOption(QStringLiteral("speedscope"),
                                            QStringLiteral("Writes every profiled turn of the seat as a speedscope file."),
                                            QStringLiteral("OUT"));
  parser.addOptions({seatOption, turnOption, folded, json, speedscopeOption});
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A Kibitz replay made with run --profile."));
  int code = 0;
  if (!parseArguments(parser, args, 1, 1, kUsage, &code))
    return code;
  if (int(parser.isSet(folded)) + int(parser.isSet(json)) + int(parser.isSet(speedscopeOption)) > 1)
    return fail(QStringLiteral("--folded, --json and --speedscope exclude each other (usage: %1)").arg(kUsage));
  QString error;
  const QString file = parser.positionalArguments()[0];
  const std::optional<Debugger::Replay> replay = loadReplay(file, &error);
  if (!replay)
    return fail(error);
  bool ok = false;
  const int seat = parser.value(seatOption).toInt(&ok);
  if (!parser.isSet(seatOption) || !ok || seat < 0 || seat >= replay->players.size())
    return fail(QStringLiteral("--seat '%1' is not a seat of %2 (valid: 0..%3)")
                    .arg(parser.value(seatOption), file)
                    .arg(replay->players.size() - 1));
  const QList<int> turns = Debugger::ProfileViews::profiledTurns(*replay, seat);
  if (turns.isEmpty())
    return fail(QStringLiteral("seat %1 of %2 has no profile: play the match with kibitz-cli run --profile %1").arg(seat).arg(file));

  if (parser.isSet(speedscopeOption)) {
    const QJsonObject doc = Debugger::ProfileViews::speedscope(
        *replay, seat, QStringLiteral("kibitz-cli %1").arg(QStringLiteral(KIBITZ_VERSION)));
    if (!Debugger::AtomicFile::write(parser.value(speedscopeOption), QJsonDocument(doc).toJson(QJsonDocument::Compact), &error))
      return fail(error);
    out(QStringLiteral("%1 profiled turns of seat %2 -> %3").arg(turns.size()).arg(seat).arg(parser.value(speedscopeOption)));
    return kSuccess;
  }
  const int turn = parser.value(turnOption).toInt(&ok);
  if (!parser.isSet(turnOption) || !ok)
    return fail(QStringLiteral("--turn N is required with --folded and --json (usage: %1)").arg(kUsage));
  const Debugger::TurnProfile* profile = Debugger::ProfileViews::profileAt(*replay, seat, turn);
  if (!profile) {
    QStringList some;
    for (qsizetype i = 0; i < turns.size() && i < 8; ++i)
      some << QString::number(turns[i]);
    return fail(QStringLiteral("turn %1 of seat %2 has no profile (profiled turns: %3%4 of %5)")
                    .arg(parser.value(turnOption))
                    .arg(seat)
                    .arg(some.join(QStringLiteral(", ")), turns.size() > 8 ? QStringLiteral(", ...") : QString())
                    .arg(turns.size()));
  }
  if (parser.isSet(json)) {
    outJson(QJsonDocument(Debugger::ProfileViews::topFunctionsJson(*profile)));
    return kSuccess;
  }
  const QString text = Debugger::ProfileViews::foldedText(*profile);
  if (!text.isEmpty())
    writeText(stdout, text);
  return kSuccess;
}

}  // namespace Kibitz::Cli
