#include "widgets/text_line_links.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPlainTextEdit>
#include <QTextBlock>

namespace Kibitz::App {

TextLineLinks::TextLineLinks(QPlainTextEdit* view) : QObject(view), view_(view), viewport_(view->viewport())
{
  view_->viewport()->installEventFilter(this);
  view_->viewport()->setMouseTracking(true);
}

void TextLineLinks::setSpans(const QList<Span>& spans)
{
  spans_ = spans;
  QList<QTextEdit::ExtraSelection> selections;
  QTextDocument* document = view_->document();
  for (const Span& span : spans_) {
    const QTextBlock block = document->findBlockByNumber(span.line);
    if (!block.isValid())
      continue;
    QTextEdit::ExtraSelection selection;
    selection.cursor = QTextCursor(block);
    selection.cursor.setPosition(block.position() + int(std::min<qsizetype>(span.start, block.length() - 1)));
    selection.cursor.setPosition(block.position() + int(std::min<qsizetype>(span.start + span.length, block.length() - 1)),
                                 QTextCursor::KeepAnchor);
    selection.format.setForeground(view_->palette().color(QPalette::Link));
    selection.format.setFontUnderline(true);
    selections << selection;
  }
  view_->setExtraSelections(selections);
  view_->viewport()->unsetCursor();
}

int TextLineLinks::linkAt(const QPoint& viewportPos) const
{
  if (spans_.isEmpty())
    return -1;
  const QTextCursor cursor = view_->cursorForPosition(viewportPos);
  // Below the last line the cursor still lands on it: only a click within the text counts.
  if (viewportPos.y() > view_->cursorRect(cursor).bottom() + 2)
    return -1;
  for (int i = 0; i < spans_.size(); ++i)
    if (spans_[i].line == cursor.blockNumber())
      return i;
  return -1;
}

bool TextLineLinks::eventFilter(QObject* watched, QEvent* event)
{
  if (watched != viewport_)
    return QObject::eventFilter(watched, event);
  switch (event->type()) {
  case QEvent::MouseMove: {
    const auto* mouse = static_cast<QMouseEvent*>(event);
    if (mouse->buttons() != Qt::NoButton)
      pressedWithoutDrag_ = false;
    if (linkAt(mouse->position().toPoint()) >= 0)
      view_->viewport()->setCursor(Qt::PointingHandCursor);
    else
      view_->viewport()->unsetCursor();
    break;
  }
  case QEvent::MouseButtonPress:
    pressedWithoutDrag_ = static_cast<QMouseEvent*>(event)->button() == Qt::LeftButton;
    break;
  case QEvent::MouseButtonRelease: {
    const auto* mouse = static_cast<QMouseEvent*>(event);
    // A drag selects text to copy; only a plain click follows the link.
    if (pressedWithoutDrag_ && mouse->button() == Qt::LeftButton && !view_->textCursor().hasSelection()) {
      const int index = linkAt(mouse->position().toPoint());
      pressedWithoutDrag_ = false;
      if (index >= 0)
        emit activated(index);
    }
    break;
  }
  default:
    break;
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace Kibitz::App
