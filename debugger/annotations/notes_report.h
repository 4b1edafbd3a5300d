#pragma once

#include "annotations/note.h"
#include "replay/replay.h"

#include <QHash>

namespace Kibitz::Debugger::NotesReport {

enum class Format { Markdown, Html };
// .html / .htm: HTML; anything else: Markdown.
Format formatForPath(const QString& path);

struct Options {
  Format format = Format::Markdown;
  // Note id -> picture of the board at its turn, as a path relative to the report (the
  // app renders them; this QtCore-only writer only links them).
  QHash<QString, QString> pictures;
  // Under each note, the turn as plain text: its events and what each bot answered and
  // drew (what kibitz-cli writes, having no pictures).
  bool textExcerpts = false;
};

// The report: the match header (game, players, seed, result), then every note in turn
// order with its turn, category, anchor, text and picture or excerpt.
QString render(const Replay& replay, const QList<Note>& notes, const Options& options);
// Writes `text` to `path` atomically; false with a reason naming the file.
bool write(const QString& path, const QString& text, QString* error);
// The plain-text excerpt of one turn used with Options::textExcerpts.
QString turnExcerpt(const Replay& replay, int turn);

}  // namespace Kibitz::Debugger::NotesReport
