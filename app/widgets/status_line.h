#pragma once

#include <QString>

class QLabel;

namespace Kibitz::App::StatusLine {

// The first line of `text` (with "…" when more follow): a status bar holds one line, and a
// compiler's many lines pushed the window's panels aside.
QString firstLine(const QString& text);

// Shows `text` on `label` as one line; the whole text is its tooltip (plain text).
void show(QLabel* label, const QString& text);

}  // namespace Kibitz::App::StatusLine
