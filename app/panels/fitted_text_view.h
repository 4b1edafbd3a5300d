#pragma once

#include <QPlainTextEdit>

namespace Kibitz::App {

// Read-only monospace text shown exactly as given (no wrapping), as tall as its content
// up to a number of lines, then scrolling. For bot input, output and stderr.
class FittedTextView final : public QPlainTextEdit {
  Q_OBJECT
public:
  explicit FittedTextView(QWidget* parent = nullptr);

  void setText(const QString& text);
  // Exactly the text given (the view omits a final newline unless whitespace is shown).
  QString text() const { return text_; }
  void setMaximumLines(int lines);
  // Shows spaces, tabs and line ends (a trailing space matters to a parser).
  void setWhitespaceVisible(bool visible);

protected:
  void resizeEvent(QResizeEvent* event) override;

private:
  void showText();
  // Replaces only the lines of the shown text that differ from `lines`; false when the
  // document had better be built again (another number of lines, or most of them new).
  bool replaceChangedLines(const QStringList& lines);
  void updateHeight();

  QString text_;
  QStringList shownLines_;  // the document's lines, as last shown
  int lines_ = 1;
  int widestLine_ = 0;
  int maximumLines_ = 12;
  bool whitespaceVisible_ = false;
};

}  // namespace Kibitz::App
