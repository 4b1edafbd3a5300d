#pragma once

#include <functional>

#include <QMessageBox>
#include <QString>

class QLabel;
class QWidget;

// Text from a replay, a bot, a results database or a file (player names, bot output,
// events, notes, errors quoting them, paths) may look like HTML. Qt shows any string that
// might be rich text in a label, tool tip or message box as rich text, and a name such as
// <img src="/dev/zero"> then makes the window read that file until it dies. These show
// such text literally. (Where we build rich text ourselves, escape every such piece with
// QString::toHtmlEscaped(); Qt Charts' titles and series names are always rich text.)
namespace Kibitz::App::PlainText {

// `label` made to show its text as it is (Qt::PlainText); returns it, for initialisers.
QLabel* make(QLabel* label);
// A new such label.
QLabel* label(QWidget* parent = nullptr);

// `text` as a tool tip (QWidget::setToolTip, Qt::ToolTipRole, QToolTip::showText): tool
// tips always guess the format, so it is escaped, its lines and spaces kept. Empty stays
// empty (no tool tip).
QString toolTip(const QString& text);
// A widget's QEvent::ToolTip answered with `textAt(pos)` as plain text (hidden when it is
// empty), for widgets that name what is under the mouse. True when `event` was a tool
// tip event (then handled); other events are the caller's.
bool showToolTip(QWidget* widget, QEvent* event, const std::function<QString(const QPoint&)>& textAt);

// QMessageBox::warning and QMessageBox::question with the text shown as it is.
QMessageBox::StandardButton warning(QWidget* parent, const QString& title, const QString& text);
QMessageBox::StandardButton question(QWidget* parent, const QString& title, const QString& text,
                                     QMessageBox::StandardButtons buttons = QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::StandardButton defaultButton = QMessageBox::NoButton);

}  // namespace Kibitz::App::PlainText
