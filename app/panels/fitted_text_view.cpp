#include "panels/fitted_text_view.h"

#include "panels/panel_style.h"

#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
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
  const QStringList lines = shown.split(QLatin1Char('\n'));
  if (!replaceChangedLines(lines))
    setPlainText(shown);
  shownLines_ = lines;
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

bool FittedTextView::replaceChangedLines(const QStringList& lines)
{
  // Consecutive turns of a game with a big input (an OrkIsland map of 500 lines) differ in a
  // few lines: replacing those blocks lays out only them, where setPlainText built and laid
  // out the whole document again on every step.
  if (lines.size() != shownLines_.size() || document()->blockCount() != lines.size())
    return false;
  qsizetype changed = 0;
  for (qsizetype i = 0; i < lines.size(); ++i)
    if (lines[i] != shownLines_[i]) {
      // Characters a document may read as a block's end: leave those to setPlainText.
      for (const QChar c : lines[i])
        if (c == QLatin1Char('\r') || c == QChar::ParagraphSeparator || c == QChar::LineSeparator)
          return false;
      ++changed;
    }
  if (changed > lines.size() / 2)
    return false;  // mostly new: building it again is as quick
  QTextCursor cursor(document());
  cursor.beginEditBlock();
  QTextBlock block = document()->begin();
  for (qsizetype i = 0; i < lines.size(); ++i, block = block.next()) {
    if (lines[i] == shownLines_[i])
      continue;
    cursor.setPosition(block.position());
    cursor.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
    cursor.insertText(lines[i]);
  }
  cursor.endEditBlock();
  return true;
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
