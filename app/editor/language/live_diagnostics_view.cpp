#include "editor/language/live_diagnostics_view.h"
#include "editor/editor_markers.h"
#include "editor/source_editor.h"

#include <algorithm>

namespace Kibitz::App::LiveDiagnosticsView {

namespace {
constexpr int kErrorMarker = EditorMarkers::kLiveError;
constexpr int kWarningMarker = EditorMarkers::kLiveWarning;
constexpr int kMarkerMargin = EditorMarkers::kMarkerMargin;
// Past Scintilla's lexer indicators (0-7).
constexpr int kErrorIndicator = 20;
constexpr int kWarningIndicator = 21;
constexpr int kInfoIndicator = 22;
constexpr int kReferenceIndicator = 23;
constexpr int kMaxShown = 500;  // diagnostics drawn per file

QString lineWithoutEnd(const SourceEditor* editor, int line)
{
  QString text = editor->text(line);
  while (text.endsWith(QLatin1Char('\n')) || text.endsWith(QLatin1Char('\r')))
    text.chop(1);
  return text;
}

void setUp(SourceEditor* editor)
{
  if (editor->property("kibitzLiveSetUp").toBool())
    return;
  editor->setProperty("kibitzLiveSetUp", true);
  editor->markerDefine(QsciScintilla::SmallRectangle, kErrorMarker);
  editor->setMarkerBackgroundColor(QColor(0xd3, 0x2f, 0x2f), kErrorMarker);
  editor->setMarkerForegroundColor(QColor(0x9b, 0x1c, 0x1c), kErrorMarker);
  editor->markerDefine(QsciScintilla::SmallRectangle, kWarningMarker);
  editor->setMarkerBackgroundColor(QColor(0xf5, 0xa6, 0x23), kWarningMarker);
  editor->setMarkerForegroundColor(QColor(0x8a, 0x5a, 0x00), kWarningMarker);
  editor->setMarginMarkerMask(kMarkerMargin, editor->marginMarkerMask(kMarkerMargin) | (1 << kErrorMarker) | (1 << kWarningMarker));
  editor->indicatorDefine(QsciScintilla::SquiggleLowIndicator, kErrorIndicator);
  editor->setIndicatorForegroundColor(QColor(0xd3, 0x2f, 0x2f), kErrorIndicator);
  editor->indicatorDefine(QsciScintilla::SquiggleLowIndicator, kWarningIndicator);
  editor->setIndicatorForegroundColor(QColor(0xe0, 0x8e, 0x0b), kWarningIndicator);
  editor->indicatorDefine(QsciScintilla::DotsIndicator, kInfoIndicator);
  editor->setIndicatorForegroundColor(QColor(0x42, 0x7e, 0xc9), kInfoIndicator);
  editor->indicatorDefine(QsciScintilla::StraightBoxIndicator, kReferenceIndicator);
  editor->setIndicatorForegroundColor(QColor(0x42, 0x7e, 0xc9, 90), kReferenceIndicator);
}

void clearIndicator(SourceEditor* editor, int indicator)
{
  editor->SendScintilla(QsciScintillaBase::SCI_SETINDICATORCURRENT, indicator);
  editor->SendScintilla(QsciScintillaBase::SCI_INDICATORCLEARRANGE, 0, editor->SendScintilla(QsciScintillaBase::SCI_GETLENGTH));
}

void fill(SourceEditor* editor, int indicator, int start, int end)
{
  editor->SendScintilla(QsciScintillaBase::SCI_SETINDICATORCURRENT, indicator);
  editor->SendScintilla(QsciScintillaBase::SCI_INDICATORFILLRANGE, start, std::max(1, end - start));
}

}  // namespace

int bytePosition(const SourceEditor* editor, Debugger::LspPositions::Position position)
{
  auto* e = const_cast<SourceEditor*>(editor);
  if (position.line < 0)
    return 0;
  if (position.line >= editor->lines())
    return int(e->SendScintilla(QsciScintillaBase::SCI_GETLENGTH));
  const int start = int(e->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, position.line));
  const QString line = lineWithoutEnd(editor, position.line);
  return start + int(line.left(std::clamp(position.character, 0, int(line.size()))).toUtf8().size());
}

Debugger::LspPositions::Position lspPosition(const SourceEditor* editor, int bytePosition)
{
  auto* e = const_cast<SourceEditor*>(editor);
  const int line = int(e->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, bytePosition));
  const int start = int(e->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMLINE, line));
  const QByteArray bytes = editor->text(line).toUtf8();
  return {line, int(QString::fromUtf8(bytes.left(std::max(0, bytePosition - start))).size())};
}

void show(SourceEditor* editor, const QList<Diagnostic>& diagnostics)
{
  setUp(editor);
  editor->markerDeleteAll(kErrorMarker);
  editor->markerDeleteAll(kWarningMarker);
  for (int indicator : {kErrorIndicator, kWarningIndicator, kInfoIndicator})
    clearIndicator(editor, indicator);
  int shown = 0;
  for (const Diagnostic& d : diagnostics) {
    if (++shown > kMaxShown)
      break;
    const bool error = d.severity == Diagnostic::Severity::Error;
    const bool warning = d.severity == Diagnostic::Severity::Warning;
    int start = bytePosition(editor, d.range.start);
    int end = bytePosition(editor, d.range.end);
    if (end <= start) {  // an empty range: the word (or character) there
      end = int(editor->SendScintilla(QsciScintillaBase::SCI_WORDENDPOSITION, start, true));
      if (end <= start)
        end = start + 1;
    }
    fill(editor, error ? kErrorIndicator : warning ? kWarningIndicator : kInfoIndicator, start, end);
    if (error || warning)
      editor->markerAdd(std::min(d.range.start.line, editor->lines() - 1), error ? kErrorMarker : kWarningMarker);
  }
}

QList<int> markedLines(const SourceEditor* editor)
{
  QList<int> lines;
  const unsigned mask = (1u << kErrorMarker) | (1u << kWarningMarker);
  for (int line = 0; line < editor->lines(); ++line)
    if (editor->markersAtLine(line) & mask)
      lines << line;
  return lines;
}

QString messagesAt(const SourceEditor* editor, const QList<Diagnostic>& diagnostics, int position)
{
  QStringList messages;
  for (const Diagnostic& d : diagnostics) {
    const int start = bytePosition(editor, d.range.start);
    int end = bytePosition(editor, d.range.end);
    if (end <= start)
      end = start + 1;
    if (position >= start && position <= end)
      messages << (d.source.isEmpty() ? d.message : QStringLiteral("%1 (%2)").arg(d.message, d.source));
  }
  return messages.join(QLatin1Char('\n'));
}

void showReferences(SourceEditor* editor, const QList<Debugger::LspMessages::Range>& ranges)
{
  setUp(editor);
  clearIndicator(editor, kReferenceIndicator);
  for (const Debugger::LspMessages::Range& r : ranges)
    fill(editor, kReferenceIndicator, bytePosition(editor, r.start), bytePosition(editor, r.end));
}

}  // namespace Kibitz::App::LiveDiagnosticsView
