#include "annotations/notes_report.h"
#include "files/atomic_file.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <algorithm>

namespace Kibitz::Debugger::NotesReport {

namespace {

QString tr(const char* text)
{
  return QCoreApplication::translate("Kibitz::NotesReport", text);
}

// Markdown: keep user text from turning into headings or tables by accident.
QString mdText(const QString& text)
{
  QStringList lines = text.split(QLatin1Char('\n'));
  for (QString& line : lines)
    if (line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char('|')))
      line.prepend(QLatin1Char('\\'));
  return lines.join(QStringLiteral("  \n"));
}

QString mdCell(const QString& text)
{
  QString s = text;
  return s.replace(QLatin1Char('|'), QStringLiteral("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

struct Header {
  QString title;
  QList<std::pair<QString, QString>> rows;
};

Header header(const Replay& replay, int noteCount)
{
  Header h;
  h.title = tr("Match report: %1").arg(replay.playerNames().join(QStringLiteral(" vs ")));
  QStringList players;
  for (int p = 0; p < replay.players.size(); ++p)
    players << tr("%1 (%2)").arg(replay.players[p].name, replay.players[p].bot);
  h.rows = {{tr("Game"), tr("%1 (rules %2)").arg(replay.gameId, replay.rulesVersion)},
            {tr("Players"), players.join(QStringLiteral(", "))},
            {tr("Seed"), QString::number(replay.seed)},
            {tr("Turns"), QString::number(replay.lastTurn())},
            {tr("Result"), replay.result.complete ? replay.result.text : tr("%1 (not finished)").arg(replay.result.text)},
            {tr("Notes"), QString::number(noteCount)}};
  return h;
}

QString noteTitle(int index, const Note& note)
{
  QString title = tr("%1. Turn %2 — %3").arg(index).arg(note.turn).arg(Notes::categoryLabel(note.category));
  if (!note.anchor.isEmpty())
    title = tr("%1 — at %2").arg(title, note.anchor);
  return title;
}

}  // namespace

Format formatForPath(const QString& path)
{
  const QString suffix = QFileInfo(path).suffix().toLower();
  return suffix == QLatin1String("html") || suffix == QLatin1String("htm") ? Format::Html : Format::Markdown;
}

QString turnExcerpt(const Replay& replay, int turn)
{
  if (turn < 0 || turn > replay.lastTurn())
    return {};
  const Frame& frame = replay.frames[turn];
  QStringList lines;
  for (const Rules::Event& e : frame.events)
    lines << (e.player >= 0 ? tr("event: %1: %2").arg(replay.players.value(e.player).name, e.text) : tr("event: %1").arg(e.text));
  for (const PlayerExchange& x : frame.exchanges) {
    const QString name = replay.players.value(x.player).name;
    lines << tr("%1 answered: %2").arg(name, x.output.join(QStringLiteral(" / ")));
    for (const BotMark& m : x.marks)
      lines << tr("%1 marked: %2").arg(name, BotMarks::describe(m));
  }
  if (lines.isEmpty())
    lines << tr("(no events and no replies on this turn)");
  return lines.join(QLatin1Char('\n'));
}

QString render(const Replay& replay, const QList<Note>& notes, const Options& options)
{
  QList<Note> sorted = notes;
  std::stable_sort(sorted.begin(), sorted.end(), [](const Note& a, const Note& b) { return a.turn < b.turn; });
  const Header h = header(replay, int(sorted.size()));
  QString out;
  if (options.format == Format::Markdown) {
    out += QStringLiteral("# %1\n\n").arg(mdText(h.title));
    out += QStringLiteral("| | |\n|---|---|\n");
    for (const auto& [key, value] : h.rows)
      out += QStringLiteral("| %1 | %2 |\n").arg(mdCell(key), mdCell(value));
    out += QLatin1Char('\n');
    if (sorted.isEmpty())
      out += tr("No notes.") + QLatin1Char('\n');
    for (int i = 0; i < sorted.size(); ++i) {
      const Note& n = sorted[i];
      out += QStringLiteral("## %1\n\n").arg(mdText(noteTitle(i + 1, n)));
      out += mdText(n.text) + QStringLiteral("\n\n");
      const QString picture = options.pictures.value(n.id);
      if (!picture.isEmpty())
        out += QStringLiteral("![%1](%2)\n\n").arg(tr("Board at turn %1").arg(n.turn), picture);
      if (options.textExcerpts)
        out += QStringLiteral("```\n%1\n```\n\n").arg(turnExcerpt(replay, n.turn));
    }
    return out;
  }
  const auto esc = [](const QString& s) { return s.toHtmlEscaped(); };
  out += QStringLiteral("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>%1</title>\n"
                        "<style>body{font-family:sans-serif;max-width:60em;margin:auto}"
                        "th{text-align:left;padding-right:1em}.cat{color:#fff;padding:0 .4em;border-radius:3px}"
                        "pre{background:#f4f4f4;padding:.5em}img{max-width:100%}</style></head><body>\n")
             .arg(esc(h.title));
  out += QStringLiteral("<h1>%1</h1>\n<table>\n").arg(esc(h.title));
  for (const auto& [key, value] : h.rows)
    out += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(esc(key), esc(value));
  out += QStringLiteral("</table>\n");
  if (sorted.isEmpty())
    out += QStringLiteral("<p>%1</p>\n").arg(esc(tr("No notes.")));
  for (int i = 0; i < sorted.size(); ++i) {
    const Note& n = sorted[i];
    out += QStringLiteral("<h2><span class=\"cat\" style=\"background:%1\">&nbsp;</span> %2</h2>\n")
               .arg(Notes::categoryColor(n.category), esc(noteTitle(i + 1, n)));
    out += QStringLiteral("<p>%1</p>\n").arg(esc(n.text).replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    const QString picture = options.pictures.value(n.id);
    if (!picture.isEmpty())
      out += QStringLiteral("<p><img src=\"%1\" alt=\"%2\"></p>\n").arg(esc(picture), esc(tr("Board at turn %1").arg(n.turn)));
    if (options.textExcerpts)
      out += QStringLiteral("<pre>%1</pre>\n").arg(esc(turnExcerpt(replay, n.turn)));
  }
  out += QStringLiteral("</body></html>\n");
  return out;
}

bool write(const QString& path, const QString& text, QString* error)
{
  return AtomicFile::write(path, text.toUtf8(), error);
}

}  // namespace Kibitz::Debugger::NotesReport
