#include "panels/fitted_text_view.h"

#include "panels/panel_style.h"

#include <QScrollBar>
#include <QTextDocument>

#include <algorithm>
#include <cmath>

namespace Kibitz::App {

namespace {
// Measuring every line of a huge input costs more than it is worth.
constexpr int kMeasuredLines = 1000;
}

FittedTextView::FittedTextView(QWidget* parent) : QPlainTextEdit(parent)
{
  setReadOnly(true);
  setLineWrapMode(QPlainTextEdit::NoWrap);
  setFont(PanelStyle::monospaceFont());
  setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
}

void FittedTextView::setText(const QString& text)
{
  if (text == text_ && !document()->isEmpty())
    return;
  text_ = text;
  showText();
}

void FittedTextView::showText()
{
  // "a\nb\n" is two lines: the empty line after the final newline is left out, as it would
  // only add a scroll bar (text() and the copy buttons keep it), unless whitespace is shown.
  const bool chop = text_.endsWith(QLatin1Char('\n')) && !whitespaceVisible_;
  const QString shown = chop ? text_.chopped(1) : text_;
  setPlainText(shown);
  const QStringList lines = shown.split(QLatin1Char('\n'));
  lines_ = std::max(1, int(lines.size()));
  widestLine_ = 0;
  const QFontMetrics metrics(font());
  for (int i = 0; i < std::min(int(lines.size()), kMeasuredLines); ++i)
    widestLine_ = std::max(widestLine_, metrics.horizontalAdvance(lines[i]));
  updateHeight();
}

void FittedTextView::setMaximumLines(int lines)
{
  maximumLines_ = std::max(1, lines);
  updateHeight();
}

void FittedTextView::setWhitespaceVisible(bool visible)
{
  if (visible == whitespaceVisible_)
    return;
  whitespaceVisible_ = visible;
  QTextOption option = document()->defaultTextOption();
  QTextOption::Flags flags = option.flags();
  flags.setFlag(QTextOption::ShowTabsAndSpaces, visible);
  flags.setFlag(QTextOption::ShowLineAndParagraphSeparators, visible);
  option.setFlags(flags);
  document()->setDefaultTextOption(option);
  showText();
}

void FittedTextView::resizeEvent(QResizeEvent* event)
{
  QPlainTextEdit::resizeEvent(event);
  updateHeight();
}

void FittedTextView::updateHeight()
{
  const QFontMetrics metrics(font());
  const int margin = int(std::ceil(document()->documentMargin()));
  int height = std::min(lines_, maximumLines_) * metrics.lineSpacing() + 2 * margin + 2 * frameWidth() + 2;
  if (widestLine_ + 2 * margin > viewport()->width())
    height += horizontalScrollBar()->sizeHint().height();
  if (height != this->height())
    setFixedHeight(height);
}

}  // namespace Kibitz::App
