#include "editor/source_editor.h"

#include "editor/disk_file.h"
#include "editor/editor_markers.h"
#include "editor/source_breakpoints.h"
#include "files/atomic_file.h"

#include <Qsci/qscicommand.h>
#include <Qsci/qscicommandset.h>
#include <Qsci/qscilexercpp.h>
#include <Qsci/qscilexerpython.h>
#include <Qsci/qscistyle.h>

#include <QContextMenuEvent>
#include <QFile>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMouseEvent>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QPainter>
#include <QPixmap>
#include <QApplication>
#include <QUuid>

namespace Kibitz::App {

namespace {
constexpr int kErrorMarker = EditorMarkers::kBuildError;
constexpr int kWarningMarker = EditorMarkers::kBuildWarning;
constexpr int kNoteMarker = EditorMarkers::kBuildNote;
constexpr int kBreakpointMarker = EditorMarkers::kBreakpoint;
constexpr int kBreakpointScopedMarker = EditorMarkers::kBreakpointScoped;
constexpr int kBreakpointDisabledMarker = EditorMarkers::kBreakpointDisabled;
// Every marker that stands for a breakpoint.
constexpr unsigned kAnyBreakpointMask =
    (1u << kBreakpointMarker) | (1u << kBreakpointScopedMarker) | (1u << kBreakpointDisabledMarker);
constexpr int kExecutionMarker = EditorMarkers::kExecution;
constexpr int kExecutionBandMarker = EditorMarkers::kExecutionBand;
constexpr int kMarkerMargin = EditorMarkers::kMarkerMargin;
constexpr int kMaxBreakpointsPerFile = 1000;

// A breakpoint: a red disc with a darker ring, unlike the diagnostics' small circles; one
// for some turns only has a white centre.
// A transparent 14x14 (logical pixels) margin glyph to paint on.
QPixmap glyphCanvas()
{
  const qreal scale = qApp->devicePixelRatio();
  QPixmap glyph(QSize(14, 14) * scale);
  glyph.setDevicePixelRatio(scale);
  glyph.fill(Qt::transparent);
  return glyph;
}

// A breakpoint: a red disc with a darker ring, unlike the diagnostics' small circles; one
// for some turns only, or with a condition, has a white centre.
// A disabled breakpoint: the same disc, hollow and pale.
QPixmap disabledBreakpointGlyph()
{
  QPixmap glyph = glyphCanvas();
  QPainter painter(&glyph);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(QColor(0xc6, 0x5a, 0x58), 1.6));
  painter.setBrush(Qt::NoBrush);
  painter.drawEllipse(QRectF(2, 2, 10, 10));
  return glyph;
}

QPixmap breakpointGlyph(bool scoped)
{
  QPixmap glyph = glyphCanvas();
  QPainter painter(&glyph);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(QColor(0x8e, 0x10, 0x10), 1.2));
  painter.setBrush(QColor(0xe5, 0x39, 0x35));
  painter.drawEllipse(QRectF(1.5, 1.5, 11, 11));
  if (scoped) {
    painter.setPen(Qt::NoPen);
    painter.setBrush(Qt::white);
    painter.drawEllipse(QRectF(4.5, 4.5, 5, 5));
  }
  return glyph;
}

// Where a stopped bot is: a yellow arrow with a dark outline, drawn over a breakpoint's disc.
QPixmap executionGlyph()
{
  QPixmap glyph = glyphCanvas();
  QPainter painter(&glyph);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setPen(QPen(QColor(0x5c, 0x40, 0x00), 1.2));
  painter.setBrush(QColor(0xff, 0xc1, 0x07));
  const QPointF arrow[] = {{1.5, 4.5}, {6.5, 4.5}, {6.5, 1.5}, {12.5, 7}, {6.5, 12.5}, {6.5, 9.5}, {1.5, 9.5}};
  painter.drawPolygon(arrow, 7);
  return glyph;
}
// Annotation styles live past the lexers' own style numbers.
constexpr int kErrorStyle = 120;
constexpr int kWarningStyle = 121;
constexpr int kNoteStyle = 122;
}

SourceEditor::SourceEditor(QWidget* parent) : QsciScintilla(parent)
{
  recoveryId_ = QUuid::createUuid().toString(QUuid::WithoutBraces);
  setUtf8(true);
  const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  setFont(mono);
  setMarginsFont(mono);
  setMarginType(0, QsciScintilla::NumberMargin);
  setMarginLineNumbers(0, true);
  setMarginWidth(0, QStringLiteral("00000"));
  setMarginType(kMarkerMargin, QsciScintilla::SymbolMargin);
  setMarginWidth(kMarkerMargin, 16);
  setMarginMarkerMask(kMarkerMargin, (1 << kErrorMarker) | (1 << kWarningMarker) | (1 << kNoteMarker) |
                                         int(kAnyBreakpointMask) | (1 << kExecutionMarker));
  setMarginSensitivity(kMarkerMargin, true);
  connect(this, &QsciScintilla::marginClicked, this, [this](int margin, int line, Qt::KeyboardModifiers) {
    if (margin == kMarkerMargin)
      toggleBreakpoint(line + 1);
  });
  setFolding(QsciScintilla::BoxedTreeFoldStyle, 2);
  setBraceMatching(QsciScintilla::SloppyBraceMatch);
  setAutoIndent(true);
  setIndentationsUseTabs(false);
  setIndentationGuides(true);
  setTabWidth(4);
  setCaretLineVisible(true);
  setCaretLineBackgroundColor(QColor(0xf2, 0xf6, 0xfc));
  markerDefine(QsciScintilla::Circle, kErrorMarker);
  setMarkerBackgroundColor(QColor(0xd3, 0x2f, 0x2f), kErrorMarker);
  markerDefine(QsciScintilla::Circle, kWarningMarker);
  setMarkerBackgroundColor(QColor(0xf5, 0xa6, 0x23), kWarningMarker);
  markerDefine(QsciScintilla::RightArrow, kNoteMarker);
  setMarkerBackgroundColor(QColor(0x42, 0x7e, 0xc9), kNoteMarker);
  markerDefine(breakpointGlyph(false), kBreakpointMarker);
  markerDefine(breakpointGlyph(true), kBreakpointScopedMarker);
  markerDefine(disabledBreakpointGlyph(), kBreakpointDisabledMarker);
  markerDefine(executionGlyph(), kExecutionMarker);
  markerDefine(QsciScintilla::Background, kExecutionBandMarker);
  setMarkerBackgroundColor(QColor(0xff, 0xf1, 0xb8), kExecutionBandMarker);
  setAnnotationDisplay(QsciScintilla::AnnotationBoxed);
  // Ctrl+L is the window's Go to Line, not Scintilla's "cut line".
  if (QsciCommand* cut = standardCommands()->find(QsciCommand::LineCut))
    cut->setKey(0);
  // Every modified-state change updates the tab title (the unsaved-changes marker).
  SendScintilla(SCI_SETSAVEPOINT);
}

SourceEditor::~SourceEditor()
{
  emit aboutToBeDestroyed();
}

void SourceEditor::setUntitledName(const QString& name)
{
  untitledName_ = name;
}

QString SourceEditor::displayName() const
{
  return filePath_.isEmpty() ? untitledName_ : QFileInfo(filePath_).fileName();
}

void SourceEditor::setLanguage(BotLanguage language)
{
  language_ = language;
  QsciLexer* old = lexer();
  QsciLexer* next = nullptr;
  if (language == BotLanguage::Cpp || language == BotLanguage::CourseCpp)
    next = new QsciLexerCPP(this);
  else if (language == BotLanguage::Python)
    next = new QsciLexerPython(this);
  if (next)
    next->setDefaultFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  if (next) {
    for (int style = 0; style < 128; ++style)
      next->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont), style);
  }
  setLexer(next);
  delete old;
  setTabWidth(language == BotLanguage::Python ? 4 : 2);
  setFolding(QsciScintilla::BoxedTreeFoldStyle, 2);
  setMarginsFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
}

bool SourceEditor::load(const QString& path, QString* error)
{
  // The checks every source passes (a regular file, bounded, text): a path from debug
  // information may name /proc/self/pagemap, which reads without end.
  QByteArray bytes;
  if (!DiskFile::read(path, &bytes, error))
    return false;
  filePath_ = QFileInfo(path).absoluteFilePath();
  setLanguage(languageOfFile(path));
  setText(QString::fromUtf8(bytes));
  SendScintilla(SCI_EMPTYUNDOBUFFER);  // undo must not go back past the loaded text
  setModified(false);
  setBreakpoints(SourceBreakpoints::of(filePath_));
  return true;
}

bool SourceEditor::saveTo(const QString& path, QString* error)
{
  if (!Debugger::AtomicFile::write(path, text().toUtf8(), error))
    return false;
  const bool renamed = QFileInfo(path).absoluteFilePath() != filePath_;
  filePath_ = QFileInfo(path).absoluteFilePath();
  if (renamed && languageOfFile(path) != language_)
    setLanguage(languageOfFile(path));
  setModified(false);
  // The breakpoints were kept at the lines they had before the edits; now they are where the text put them.
  SourceBreakpoints::store(filePath_, breakpoints());
  return true;
}

int SourceEditor::positionOf(qsizetype offset) const
{
  return int(text().left(offset).toUtf8().size());
}

qsizetype SourceEditor::offsetOf(int position) const
{
  return QString::fromUtf8(text().toUtf8().left(position)).size();
}

void SourceEditor::selectOffsets(qsizetype start, qsizetype length)
{
  const int anchor = positionOf(start);
  const int caret = positionOf(start + length);
  SendScintilla(SCI_SETSEL, anchor, caret);
  ensureCursorVisible();
}

bool SourceEditor::find(const SearchOptions& options, bool forward, QString* error)
{
  const int selStart = int(SendScintilla(SCI_GETSELECTIONSTART));
  const int selEnd = int(SendScintilla(SCI_GETSELECTIONEND));
  const qsizetype from = offsetOf(forward ? selEnd : selStart);
  const auto match = findInText(text(), from, options, forward, error);
  if (!match)
    return false;
  selectOffsets(match->start, match->length);
  return true;
}

bool SourceEditor::replaceCurrent(const SearchOptions& options, const QString& replacement, QString* error)
{
  const qsizetype selStart = offsetOf(int(SendScintilla(SCI_GETSELECTIONSTART)));
  const qsizetype selEnd = offsetOf(int(SendScintilla(SCI_GETSELECTIONEND)));
  const auto match = findInText(text(), selStart, options, true, error);
  if (match && match->start == selStart && match->start + match->length == selEnd)
    replaceSelectedText(expandReplacement(*match, replacement, options.regularExpression));
  return find(options, true, error);
}

int SourceEditor::replaceAll(const SearchOptions& options, const QString& replacement, QString* error)
{
  QString all = text();
  const int count = replaceAllInText(&all, options, replacement, error);
  if (count == 0)
    return 0;
  int line = 0, index = 0;
  getCursorPosition(&line, &index);
  beginUndoAction();
  selectAll();
  replaceSelectedText(all);
  endUndoAction();
  setCursorPosition(std::min(line, lines() - 1), 0);
  return count;
}

void SourceEditor::goToLine(int line)
{
  const int target = std::clamp(line, 1, std::max(1, lines())) - 1;
  setCursorPosition(target, 0);
  ensureLineVisible(target);
  setFocus();
}

void SourceEditor::setDiagnostics(const QList<Diagnostic>& diagnostics)
{
  clearDiagnostics();
  // Several messages may point at one line: one annotation with all of them, styled
  // by the worst.
  QMap<int, QStringList> texts;
  QMap<int, int> worst;  // 0 error, 1 warning, 2 note
  for (const Diagnostic& d : diagnostics) {
    if (filePath_.isEmpty() || QFileInfo(d.file).absoluteFilePath() != filePath_)
      continue;
    const int line = d.line - 1;
    if (line < 0 || line >= lines())
      continue;
    const int rank = int(d.severity);
    worst[line] = worst.contains(line) ? std::min(worst[line], rank) : rank;
    const QString label = d.severity == Diagnostic::Severity::Error     ? tr("error: %1")
                          : d.severity == Diagnostic::Severity::Warning ? tr("warning: %1")
                                                                        : tr("note: %1");
    texts[line] << label.arg(d.message);
  }
  for (auto it = texts.begin(); it != texts.end(); ++it) {
    const int rank = worst[it.key()];
    const int marker = rank == 0 ? kErrorMarker : rank == 1 ? kWarningMarker : kNoteMarker;
    markerAdd(it.key(), marker);
    const QColor paper = rank == 0 ? QColor(0xfd, 0xe4, 0xe4) : rank == 1 ? QColor(0xfd, 0xf3, 0xdc) : QColor(0xe6, 0xef, 0xfa);
    const QColor ink = rank == 0 ? QColor(0x9b, 0x1c, 0x1c) : rank == 1 ? QColor(0x8a, 0x5a, 0x00) : QColor(0x1f, 0x4e, 0x8c);
    QsciStyle style(rank == 0 ? kErrorStyle : rank == 1 ? kWarningStyle : kNoteStyle);
    style.setPaper(paper);
    style.setColor(ink);
    style.setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    annotate(it.key(), it.value().join(QLatin1Char('\n')), style);
  }
}

void SourceEditor::clearDiagnostics()
{
  markerDeleteAll(kErrorMarker);
  markerDeleteAll(kWarningMarker);
  markerDeleteAll(kNoteMarker);
  clearAnnotations();
}

QList<SourceBreakpoint> SourceEditor::breakpoints() const
{
  // The ones with a scope or a condition where their markers are now; every other marked
  // line stops in every turn.
  QHash<int, SourceBreakpoint> specialAt;
  for (auto it = special_.cbegin(); it != special_.cend(); ++it)
    if (const int line = markerLine(it.key()); line >= 0)
      specialAt.insert(line, it.value());
  QList<SourceBreakpoint> list;
  for (int line = markerFindNext(0, kAnyBreakpointMask); line >= 0; line = markerFindNext(line + 1, kAnyBreakpointMask)) {
    SourceBreakpoint b = specialAt.value(line);
    if (!(markersAtLine(line) & ((1u << kBreakpointScopedMarker) | (1u << kBreakpointDisabledMarker))))
      b = SourceBreakpoint();
    b.line = line + 1;
    list << b;
  }
  return list;
}

QList<int> SourceEditor::breakpointLines() const
{
  QList<int> lines;
  for (const SourceBreakpoint& b : breakpoints())
    lines << b.line;
  return lines;
}

void SourceEditor::addBreakpointMarker(const SourceBreakpoint& b)
{
  if (b.isPlain()) {
    markerAdd(b.line - 1, kBreakpointMarker);
    return;
  }
  const int handle = markerAdd(b.line - 1, b.enabled ? kBreakpointScopedMarker : kBreakpointDisabledMarker);
  if (handle >= 0)
    special_.insert(handle, b);
}

void SourceEditor::removeBreakpointMarkers(int line)
{
  for (auto it = special_.begin(); it != special_.end();)
    it = markerLine(it.key()) == line - 1 || markerLine(it.key()) < 0 ? special_.erase(it) : std::next(it);
  markerDelete(line - 1, kBreakpointMarker);
  markerDelete(line - 1, kBreakpointScopedMarker);
  markerDelete(line - 1, kBreakpointDisabledMarker);
}

void SourceEditor::setBreakpoints(const QList<SourceBreakpoint>& breakpoints)
{
  markerDeleteAll(kBreakpointMarker);
  markerDeleteAll(kBreakpointScopedMarker);
  markerDeleteAll(kBreakpointDisabledMarker);
  special_.clear();
  int added = 0;
  for (const SourceBreakpoint& b : breakpoints)
    if (b.line >= 1 && b.line <= lines() && added++ < kMaxBreakpointsPerFile)
      addBreakpointMarker(b);
}

void SourceEditor::breakpointsEdited()
{
  SourceBreakpoints::store(filePath_, breakpoints());
  emit breakpointsChanged();
}

void SourceEditor::toggleBreakpoint(int line)
{
  if (line < 1 || line > lines())
    return;
  if (markersAtLine(line - 1) & kAnyBreakpointMask)
    removeBreakpointMarkers(line);
  else if (breakpoints().size() < kMaxBreakpointsPerFile)
    addBreakpointMarker({line});
  breakpointsEdited();
}

SourceBreakpoint SourceEditor::breakpointAt(int line) const
{
  for (const SourceBreakpoint& b : breakpoints())
    if (b.line == line)
      return b;
  return {line};
}

void SourceEditor::setBreakpointScope(int line, Debugger::DebugTurn::Scope scope, int turn)
{
  if (line < 1 || line > lines())
    return;
  SourceBreakpoint b = breakpointAt(line);
  b.scope = scope;
  b.turn = turn;
  removeBreakpointMarkers(line);
  addBreakpointMarker(b);
  breakpointsEdited();
}

void SourceEditor::setBreakpointStateCondition(int line, const QString& condition)
{
  if (line < 1 || line > lines() || condition.trimmed().isEmpty())
    return;
  SourceBreakpoint b = breakpointAt(line);
  b.scope = Debugger::DebugTurn::Scope::WhenStateHolds;
  b.stateCondition = condition.trimmed().left(1000);
  removeBreakpointMarkers(line);
  addBreakpointMarker(b);
  breakpointsEdited();
}

void SourceEditor::setBreakpointEnabled(int line, bool enabled)
{
  if (line < 1 || line > lines() || !(markersAtLine(line - 1) & kAnyBreakpointMask))
    return;
  SourceBreakpoint b = breakpointAt(line);
  if (b.enabled == enabled)
    return;
  b.enabled = enabled;
  removeBreakpointMarkers(line);
  addBreakpointMarker(b);
  breakpointsEdited();
}

void SourceEditor::setBreakpointCondition(int line, const QString& condition)
{
  if (line < 1 || line > lines())
    return;
  SourceBreakpoint b = breakpointAt(line);
  b.condition = condition.trimmed().left(1000);
  removeBreakpointMarkers(line);
  addBreakpointMarker(b);
  breakpointsEdited();
}

int SourceEditor::askScopeTurn(Debugger::DebugTurn::Scope scope, int line)
{
  int current = 1;
  for (const SourceBreakpoint& b : breakpoints())
    if (b.line == line && b.turn > 0)
      current = b.turn;
  bool ok = false;
  const int turn = QInputDialog::getInt(this, tr("Breakpoint at Line %1").arg(line),
                                        scope == Debugger::DebugTurn::Scope::OnlyTurn ? tr("Stop only in turn:") : tr("Stop from turn:"),
                                        current, 1, 1000000, 1, &ok);
  return ok ? turn : 0;
}

void SourceEditor::setExecutionLine(int line)
{
  markerDeleteAll(kExecutionMarker);
  markerDeleteAll(kExecutionBandMarker);
  if (line < 1 || line > lines())
    return;
  markerAdd(line - 1, kExecutionMarker);
  markerAdd(line - 1, kExecutionBandMarker);
  ensureLineVisible(line - 1);
}

int SourceEditor::executionLine() const
{
  const int line = markerFindNext(0, 1 << kExecutionMarker);
  return line < 0 ? 0 : line + 1;
}

int SourceEditor::diagnosticMarkerLines() const
{
  int count = 0;
  const unsigned mask = (1u << kErrorMarker) | (1u << kWarningMarker) | (1u << kNoteMarker);
  for (int line = 0; line < lines(); ++line)
    if (markersAtLine(line) & mask)
      ++count;
  return count;
}

bool SourceEditor::event(QEvent* event)
{
  // The window's playback shortcuts (Space, arrows, Home, End, Page Up/Down) must not
  // steal keys while typing: claim every key without Ctrl/Alt/Meta, and Ctrl+S (save
  // this source, not the replay).
  if (event->type() == QEvent::ShortcutOverride) {
    auto* key = static_cast<QKeyEvent*>(event);
    const Qt::KeyboardModifiers mods = key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    static const QList<int> navigation = {Qt::Key_Left,   Qt::Key_Right,    Qt::Key_Up,      Qt::Key_Down,
                                          Qt::Key_Home,   Qt::Key_End,      Qt::Key_PageUp,  Qt::Key_PageDown,
                                          Qt::Key_Delete, Qt::Key_Backspace, Qt::Key_Return, Qt::Key_Enter,
                                          Qt::Key_Tab,    Qt::Key_Backtab};
    const bool typing = (!key->text().isEmpty() && key->key() != Qt::Key_Escape) || navigation.contains(key->key());
    const bool assist = (mods == Qt::ControlModifier && key->key() == Qt::Key_Space) || (mods == Qt::NoModifier && key->key() == Qt::Key_F2);
    if ((mods == Qt::NoModifier && typing) || (mods == Qt::ControlModifier && key->key() == Qt::Key_S) || assist) {
      event->accept();
      return true;
    }
  }
  return QsciScintilla::event(event);
}

void SourceEditor::keyPressEvent(QKeyEvent* event)
{
  if (event->key() == Qt::Key_S && (event->modifiers() & ~Qt::KeypadModifier) == Qt::ControlModifier) {
    emit saveRequested();
    event->accept();
    return;
  }
  const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
  const int caret = int(SendScintilla(SCI_GETCURRENTPOS));
  if (event->key() == Qt::Key_Space && mods == Qt::ControlModifier) {
    emit assistRequested(Assist::Completion, caret);
    event->accept();
    return;
  }
  if (event->key() == Qt::Key_F9 && mods == Qt::NoModifier) {
    int line = 0, index = 0;
    getCursorPosition(&line, &index);
    toggleBreakpoint(line + 1);
    event->accept();
    return;
  }
  if (event->key() == Qt::Key_F2 && mods == Qt::NoModifier) {
    emit assistRequested(Assist::Definition, caret);
    event->accept();
    return;
  }
  if (event->key() == Qt::Key_Period && mods == Qt::ControlModifier) {
    emit assistRequested(Assist::QuickFix, caret);
    return;
  }
  if (event->key() == Qt::Key_I && mods == (Qt::ControlModifier | Qt::ShiftModifier)) {
    emit assistRequested(Assist::Format, caret);
    event->accept();
    return;
  }
  QsciScintilla::keyPressEvent(event);
}

void SourceEditor::mouseReleaseEvent(QMouseEvent* event)
{
  QsciScintilla::mouseReleaseEvent(event);
  // Ctrl+click: go to the definition of what was clicked.
  if (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ControlModifier)) {
    const int position = int(SendScintilla(SCI_POSITIONFROMPOINTCLOSE, event->position().toPoint().x(), event->position().toPoint().y()));
    if (position >= 0)
      emit assistRequested(Assist::Definition, position);
  }
}

void SourceEditor::contextMenuEvent(QContextMenuEvent* event)
{
  QMenu* menu = createStandardContextMenu();
  if (!menu)
    return;
  // What the language server does, about the word under the mouse (or the caret, from the keyboard).
  int position = int(SendScintilla(SCI_GETCURRENTPOS));
  if (event->reason() == QContextMenuEvent::Mouse) {
    const QPoint at = viewport()->mapFromGlobal(event->globalPos());
    // In the gutter no character is close (-1): the line is the one at the click's height.
    const int close = int(SendScintilla(SCI_POSITIONFROMPOINTCLOSE, at.x(), at.y()));
    position = close >= 0 ? close : int(SendScintilla(SCI_POSITIONFROMPOINT, at.x(), at.y()));
  }
  menu->addSeparator();
  const int line = int(SendScintilla(SCI_LINEFROMPOSITION, position)) + 1;
  menu->addAction(tr("Toggle Breakpoint"), QKeySequence(Qt::Key_F9), this, [this, line] { toggleBreakpoint(line); });
  if (line >= 1 && (markersAtLine(line - 1) & kAnyBreakpointMask)) {
    const bool enabled = breakpointAt(line).enabled;
    menu->addAction(enabled ? tr("Disable Breakpoint") : tr("Enable Breakpoint"), this,
                    [this, line, enabled] { setBreakpointEnabled(line, !enabled); });
  }
  // The turns it stops in: armed by the runner just before them, so other turns run at full speed.
  using Scope = Debugger::DebugTurn::Scope;
  QMenu* scope = menu->addMenu(tr("Breakpoint Stops In"));
  scope->addAction(tr("Every Turn"), this, [this, line] { setBreakpointScope(line, Scope::EveryTurn, 0); });
  scope->addAction(tr("Only Turn…"), this, [this, line] {
    if (const int turn = askScopeTurn(Scope::OnlyTurn, line); turn > 0)
      setBreakpointScope(line, Scope::OnlyTurn, turn);
  });
  scope->addAction(tr("From Turn…"), this, [this, line] {
    if (const int turn = askScopeTurn(Scope::FromTurn, line); turn > 0)
      setBreakpointScope(line, Scope::FromTurn, turn);
  });
  scope->addAction(tr("When a Match Condition Holds…"), this, [this, line] {
    bool ok = false;
    const QString condition = QInputDialog::getText(
        this, tr("Breakpoint at Line %1").arg(line),
        tr("Stop in the turns where this match breakpoint condition (JavaScript on the state the bot answers, as in "
           "the Breakpoints panel) holds:"),
        QLineEdit::Normal, breakpointAt(line).stateCondition, &ok);
    if (ok)
      setBreakpointStateCondition(line, condition);
  });
  // A condition in the bot's language: the debugger evaluates it at each hit of the turns armed.
  menu->addAction(tr("Breakpoint Condition…"), this, [this, line] {
    bool ok = false;
    const QString condition = QInputDialog::getText(this, tr("Breakpoint at Line %1").arg(line),
                                                    tr("Stop only when this expression, in the bot's language, is true "
                                                       "(empty: always):"),
                                                    QLineEdit::Normal, breakpointAt(line).condition, &ok);
    if (ok)
      setBreakpointCondition(line, condition);
  });
  if (language_ != BotLanguage::Other) {
    menu->addSeparator();
    menu->addAction(tr("Go to Definition"), QKeySequence(Qt::Key_F2), this,
                    [this, position] { emit assistRequested(Assist::Definition, position); });
    menu->addAction(tr("Find References in This File"), this, [this, position] { emit assistRequested(Assist::References, position); });
    menu->addAction(tr("Format Document"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I), this,
                    [this, position] { emit assistRequested(Assist::Format, position); });
    menu->addAction(tr("Quick Fix…"), QKeySequence(Qt::CTRL | Qt::Key_Period), this,
                    [this, position] { emit assistRequested(Assist::QuickFix, position); });
  }
  menu->exec(event->globalPos());
  delete menu;
}

}  // namespace Kibitz::App
