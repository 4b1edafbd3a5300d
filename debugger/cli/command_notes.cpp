// kibitz-cli notes: the notes of a replay, as a list, JSON, or a Markdown/HTML report.
#include "cli/cli_output.h"

#include "annotations/note.h"
#include "annotations/notes_report.h"

#include <QJsonArray>
#include <QJsonObject>

namespace Kibitz::Cli {

int commandNotes(const QStringList& args)
{
  QCommandLineParser parser;
  const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Prints the notes as JSON."));
  const QCommandLineOption exportTo(QStringLiteral("export"),
                                    QStringLiteral("Writes a report (Markdown, or HTML for .html) with a text excerpt of each note's turn."),
                                    QStringLiteral("REPORT"));
  parser.addOption(json);
  parser.addOption(exportTo);
  parser.addPositionalArgument(QStringLiteral("FILE"), QStringLiteral("A Kibitz replay."));
  int code = 0;
  if (!parseArguments(parser, args, 1, 1, QStringLiteral("kibitz-cli notes FILE [--json] [--export REPORT]"), &code))
    return code;
  if (parser.isSet(json) && parser.isSet(exportTo))
    return fail(QStringLiteral("--json and --export cannot be used together"));
  QString error;
  const QString path = parser.positionalArguments().first();
  const std::optional<Debugger::Replay> replay = loadReplay(path, &error);
  if (!replay)
    return fail(error);
  QStringList warnings;
  const QList<Debugger::Note> notes = Debugger::Notes::fromAnnotations(replay->annotations, replay->lastTurn(), &warnings);
  for (const QString& w : warnings)
    qWarning("kibitz-cli: %s: skipped %s", qPrintable(path), qPrintable(w));

  if (parser.isSet(exportTo)) {
    const QString report = parser.value(exportTo);
    Debugger::NotesReport::Options options;
    options.format = Debugger::NotesReport::formatForPath(report);
    options.textExcerpts = true;
    if (!Debugger::NotesReport::write(report, Debugger::NotesReport::render(*replay, notes, options), &error))
      return fail(error);
    out(QStringLiteral("wrote %1 (%2 notes)").arg(report).arg(notes.size()));
    return kSuccess;
  }
  if (parser.isSet(json)) {
    QJsonArray array;
    for (const Debugger::Note& n : notes)
      array.append(Debugger::Notes::toJson(n));
    outJson(QJsonDocument(array));
    return kSuccess;
  }
  if (notes.isEmpty()) {
    out(QStringLiteral("no notes"));
    return kSuccess;
  }
  for (const Debugger::Note& n : notes)
    out(QStringLiteral("turn %1  %2  %3  %4")
            .arg(QString::number(n.turn).rightJustified(4), Debugger::Notes::categoryId(n.category).leftJustified(9),
                 (n.anchor.isEmpty() ? QStringLiteral("-") : n.anchor).leftJustified(11), n.firstLine()));
  return kSuccess;
}

}  // namespace Kibitz::Cli
