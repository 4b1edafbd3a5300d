#pragma once

#include <QList>
#include <QMap>
#include <QString>

// Where the gutter's breakpoints are kept between runs: per source file (its absolute
// path), in the settings, as an IDE's workspace keeps them. The debugger arms them.
namespace Kibitz::App::SourceBreakpoints {

QList<int> linesOf(const QString& path);
// Empty `lines` forgets the file.
void store(const QString& path, const QList<int>& lines);
// Every file's breakpoints (path -> 1-based lines, ascending).
QMap<QString, QList<int>> all();

}  // namespace Kibitz::App::SourceBreakpoints
