#pragma once

#include <QList>
#include <QObject>

class QPlainTextEdit;
class QPoint;

namespace Kibitz::App {

// Some lines of a read-only QPlainTextEdit act as links, without rich text (the text may
// come from a bot): each link's span is underlined in the link colour, the pointer is a hand
// over its line, and a click on that line (not a drag that selects) emits activated().
class TextLineLinks final : public QObject {
  Q_OBJECT
public:
  struct Span {
    int line = 0;  // 0-based block of the view
    qsizetype start = 0;
    qsizetype length = 0;
  };

  explicit TextLineLinks(QPlainTextEdit* view);

  // Call after each change of the view's text: the spans are of that text.
  void setSpans(const QList<Span>& spans);
  int count() const { return int(spans_.size()); }
  // The link on the line under `viewportPos` (the view's viewport coordinates), or -1.
  int linkAt(const QPoint& viewportPos) const;

signals:
  void activated(int index);

protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

private:
  QPlainTextEdit* view_;
  const QObject* viewport_;  // view_->viewport(), kept: eventFilter() runs while the view is destroyed
  QList<Span> spans_;
  bool pressedWithoutDrag_ = false;
};

}  // namespace Kibitz::App
