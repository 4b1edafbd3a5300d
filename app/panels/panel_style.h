#pragma once

#include <QColor>
#include <QFont>

class QLabel;
class QPalette;
class QWidget;

namespace Kibitz::App::PanelStyle {

// Colours for verdicts, chosen for the palette's brightness so they stay readable on a
// light and on a dark theme.
QColor errorColor(const QPalette& palette);
QColor warningColor(const QPalette& palette);
QColor okColor(const QPalette& palette);
bool isDark(const QPalette& palette);

// The system's fixed-pitch font, for bot input and output.
QFont monospaceFont();
// A small bold caption above a block ("Input").
void makeCaption(QLabel* label);
// A badge with white text ("OK", "Timeout"), in the same saturated colours on any theme.
enum class Badge { Ok, Warning, Error };
void makeBadge(QLabel* label, Badge kind);
// Grey explanatory text (empty states).
void makeNote(QLabel* label);

}  // namespace Kibitz::App::PanelStyle
