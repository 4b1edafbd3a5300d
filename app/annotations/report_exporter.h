#pragma once

#include "annotations/note.h"

#include <QSize>

namespace Kibitz::Debugger {
struct Replay;
}

namespace Kibitz::App::ReportExporter {

// Writes the notes report (Markdown, or HTML for .html) to `reportPath`, with a PNG of the
// board at each note's turn, its anchor marked, in "<report name>_files/" beside it. The
// board is rendered offscreen (QWidget::grab), so this works without a window. False with
// a reason naming the file that could not be written.
bool exportReport(const Debugger::Replay& replay, const QList<Debugger::Note>& notes, const QString& reportPath,
                  QString* error, QSize boardSize = QSize(900, 420));

// The folder the pictures of `reportPath` go to.
QString picturesDir(const QString& reportPath);

}  // namespace Kibitz::App::ReportExporter
