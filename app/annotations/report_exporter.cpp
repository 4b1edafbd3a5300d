#include "annotations/report_exporter.h"

#include "annotations/notes_report.h"
#include "annotations/turn_marks.h"
#include "boards/board_view.h"
#include "replay/replay.h"
#include "files/atomic_file.h"

#include <QBuffer>
#include <QDir>
#include <QFileInfo>
#include <QPixmap>

#include <memory>

namespace Kibitz::App::ReportExporter {

QString picturesDir(const QString& reportPath)
{
  const QFileInfo info(reportPath);
  return info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral("_files"));
}

bool exportReport(const Debugger::Replay& replay, const QList<Debugger::Note>& notes, const QString& reportPath,
                  QString* error, QSize boardSize)
{
  const QString dir = picturesDir(reportPath);
  if (!notes.isEmpty() && !QDir().mkpath(dir)) {
    *error = QStringLiteral("%1: cannot create the folder for the pictures").arg(dir);
    return false;
  }
  Debugger::NotesReport::Options options;
  options.format = Debugger::NotesReport::formatForPath(reportPath);
  // One offscreen board for every picture: the same view the Board panel shows.
  std::unique_ptr<BoardView> board(createBoardView(replay.gameId, nullptr));
  board->setAttribute(Qt::WA_DontShowOnScreen);
  board->resize(boardSize);
  for (const Debugger::Note& note : notes) {
    board->showFrame(replay, note.turn);
    board->setMarks(TurnMarks::forNote(replay, note));
    const QPixmap picture = board->grab();
    // Ids come from the file: keep only safe characters in the picture's name.
    QString id = note.id;
    for (QChar& c : id)
      if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_'))
        c = QLatin1Char('_');
    const QString name = QStringLiteral("note-%1-turn-%2.png").arg(id).arg(note.turn);
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    if (!picture.save(&png, "PNG") || !Debugger::AtomicFile::write(QDir(dir).filePath(name), png.data(), error))
      return false;
    options.pictures.insert(note.id, QFileInfo(dir).fileName() + QLatin1Char('/') + name);
  }
  return Debugger::NotesReport::write(reportPath, Debugger::NotesReport::render(replay, notes, options), error);
}

}  // namespace Kibitz::App::ReportExporter
