#include "panels/fitted_text_view.h"

#include "panels/panel_style.h"

#include <QScrollBar>
#include <QTextDocument>

#include <algorithm>
#include <functional>
#include <vector>
#include <cmath>

namespace Kibitz::App {

namespace {
// Measuring every line of a huge input costs more than it is worth.
constexpr int kMeasuredLines = 1000;
constexpr size_t kMeasuredLongest = 8;
}

FittedTextView::FittedTextView(QWidget* parent) : QPlainTextEdit(parent)
{
  setReadOnly(true);
  setUndoRedoEnabled(false);  // a view: no undo history to build on every step
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
  // The font is monospaced: the widest lines are the longest ones. Shaping every line of
  // a big input (an OrkIsland map, 75 lines for each of 4 players on every step) cost more
  // than the rest of the step, so only the few longest are measured (wide characters such
  // as Chinese make a shorter line wider, hence more than one).
  std::vector<qsizetype> longest;
  for (int i = 0; i < std::min(int(lines.size()), kMeasuredLines); ++i)
    longest.push_back(lines[i].size());
  const size_t measured = std::min<size_t>(longest.size(), kMeasuredLongest);
  std::nth_element(longest.begin(), longest.begin() + qsizetype(measured) - 1, longest.end(), std::greater<>());
  const qsizetype shortestMeasured = measured > 0 ? longest[measured - 1] : 0;
  widestLine_ = 0;
  const QFontMetrics metrics(font());
  int budget = int(measured);
  for (int i = 0; i < std::min(int(lines.size()), kMeasuredLines) && budget > 0; ++i)
    if (lines[i].size() >= shortestMeasured) {
      widestLine_ = std::max(widestLine_, metrics.horizontalAdvance(lines[i]));
      --budget;
    }
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
