#include "editor/language/language_assist.h"
#include "editor/language/live_diagnostics_view.h"

#include "editor/build_settings.h"
#include "editor/editor_panel.h"
#include "widgets/plain_text.h"

#include "course/course_player_build.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QMenu>
#include <QRandomGenerator>
#include <QTimer>
#include <QToolTip>

namespace Kibitz::App {

using namespace Debugger;
using LiveDiagnostic = LspMessages::Diagnostic;

namespace {
constexpr int kDwellMs = 600;
constexpr int kMaxCompletions = 300;
constexpr int kImplicitCompletionChars = 3;  // a list opens by itself after this many letters
constexpr qsizetype kMaxHoverChars = 3000;

int serverKey(BotLanguage language)
{
  return language == BotLanguage::CourseCpp ? int(BotLanguage::Cpp) : int(language);
}

bool isIdentifierChar(int c)
{
  return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

// Files a definition leads to that are not the user's to edit: the course API extracted
// into the cache, system headers, anything not writable.
bool isReadOnlyLocation(const QString& path)
{
  return path.startsWith(CoursePlayerBuild::cacheRoot() + QLatin1Char('/')) || path.startsWith(QLatin1String("/usr/"))
         || !QFileInfo(path).isWritable();
}
}  // namespace

LanguageAssist::LanguageAssist(EditorPanel* panel) : QObject(panel), panel_(panel)
{
  // Per window: two windows' servers never share (or clobber) a compile database.
  compileCommandsDir_ = QStringLiteral("%1/lsp/window-%2-%3")
                            .arg(CoursePlayerBuild::cacheRoot())
                            .arg(QCoreApplication::applicationPid())
                            .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0'));
}

LanguageAssist::~LanguageAssist()
{
  qDeleteAll(servers_);  // each kills its server
  servers_.clear();
  QDir(compileCommandsDir_).removeRecursively();
}

LanguageServer* LanguageAssist::server(BotLanguage language)
{
  if (language == BotLanguage::Other)
    return nullptr;
  const int key = serverKey(language);
  if (LanguageServer* existing = servers_.value(key))
    return existing;
  auto* created = new LanguageServer(language == BotLanguage::Python ? ServerPrograms::pylsp()
                                                                     : ServerPrograms::clangd(compileCommandsDir_));
  connect(created, &LanguageServer::diagnosticsChanged, this, &LanguageAssist::onDiagnostics);
  connect(created, &LanguageServer::stateChanged, this, &LanguageAssist::statusChanged);
  servers_.insert(key, created);
  return created;
}

LanguageServer* LanguageAssist::serverFor(const SourceEditor* editor) const
{
  const auto it = attached_.constFind(const_cast<SourceEditor*>(editor));
  if (it == attached_.cend() || it->path.isEmpty() || it->language == BotLanguage::Other)
    return nullptr;
  return servers_.value(serverKey(it->language));
}

QString LanguageAssist::documentPath(const SourceEditor* editor) const
{
  if (!editor->filePath().isEmpty())
    return editor->filePath();
  // An untitled buffer (a new bot from a template) is checked under a name in the cache.
  QString name = editor->displayName();
  if (name.isEmpty() || name.contains(QLatin1Char('/')))
    name = templateFileName(editor->language());
  return QStringLiteral("%1/lsp/untitled/%2/%3").arg(CoursePlayerBuild::cacheRoot(), editor->recoveryId(), name);
}

void LanguageAssist::attach(SourceEditor* editor)
{
  Attached& a = attached_[editor];
  a.changeTimer = new QTimer(editor);
  a.changeTimer->setSingleShot(true);
  a.changeTimer->setInterval(kChangeDelayMs);
  connect(a.changeTimer, &QTimer::timeout, this, [this, editor] { sendChange(editor); });
  connect(editor, &SourceEditor::textChanged, this, [this, editor] {
    const auto it = attached_.find(editor);
    if (it == attached_.end())
      return;
    it->changeTimer->start();
    if (editor->property("kibitzReferences").toBool()) {
      editor->setProperty("kibitzReferences", false);
      LiveDiagnosticsView::showReferences(editor, {});
    }
  });
  // Saved under another name (or with another language): the server knows it anew.
  connect(editor, &SourceEditor::modificationChanged, this, [this, editor](bool modified) {
    const auto it = attached_.constFind(editor);
    if (!modified && it != attached_.cend() && (it->path != documentPath(editor) || it->language != editor->language())) {
      closeDocument(editor);
      openDocument(editor);
    }
  });
  connect(editor, &QsciScintillaBase::SCN_CHARADDED, this, [this, editor](int c) { onCharAdded(editor, c); });
  connect(editor, &SourceEditor::assistRequested, this, [this, editor](SourceEditor::Assist assist, int position) {
    switch (assist) {
    case SourceEditor::Assist::Completion: requestCompletion(editor, position, true); break;
    case SourceEditor::Assist::Definition: requestDefinition(editor, position); break;
    case SourceEditor::Assist::References: requestReferences(editor, position); break;
    case SourceEditor::Assist::Format: requestFormat(editor); break;
    case SourceEditor::Assist::QuickFix: requestQuickFixes(editor, position); break;
    }
  });
  editor->SendScintilla(QsciScintillaBase::SCI_SETMOUSEDWELLTIME, kDwellMs);
  connect(editor, &QsciScintillaBase::SCN_DWELLSTART, this, [this, editor](int position, int x, int y) {
    if (position >= 0)
      requestHover(editor, position, editor->viewport()->mapToGlobal(QPoint(x, y)));
  });
  connect(editor, &QObject::destroyed, this, [this, editor] {
    // Only what was stored is used: the editor is gone.
    const Attached gone = attached_.take(editor);
    if (LanguageServer* s = servers_.value(serverKey(gone.language)); s && !gone.path.isEmpty())
      s->close(gone.path);
    emit statusChanged();
  });
  openDocument(editor);
}

void LanguageAssist::updateCompileCommand(const SourceEditor* editor, const QString& path)
{
  LanguageServer* s = servers_.value(serverKey(editor->language()));
  const QString directory = QFileInfo(path).absolutePath();
  QStringList words;
  if (editor->language() == BotLanguage::CourseCpp) {
    QString error;
    if (const auto command = CoursePlayerBuild::checkCommand(BuildSettings::courseGameId(), path,
                                                             BuildSettings::command(BotLanguage::CourseCpp), &error))
      words = *command;
  } else {
    words = BuildSettings::expand(BuildSettings::command(BotLanguage::Cpp), BuildSettings::outputPathFor(path), path);
    if (!words.isEmpty() && !words.contains(path))
      words << path;
  }
  if (words.isEmpty())
    words = {QStringLiteral("g++"), QStringLiteral("-std=c++17"), path};
  s->setCompileCommand({path, QFileInfo(directory).isDir() ? directory : QDir::tempPath(), words});
}

void LanguageAssist::openDocument(SourceEditor* editor)
{
  Attached& a = attached_[editor];
  a.language = editor->language();
  a.diagnostics.clear();
  LiveDiagnosticsView::show(editor, {});
  if (a.language == BotLanguage::Other) {
    a.path.clear();
    emit statusChanged();
    return;
  }
  a.path = documentPath(editor);
  LanguageServer* s = server(a.language);
  if (a.language != BotLanguage::Python)
    updateCompileCommand(editor, a.path);
  s->open(a.path, editor->text());
  emit statusChanged();
}

void LanguageAssist::closeDocument(SourceEditor* editor)
{
  Attached& a = attached_[editor];
  if (LanguageServer* s = serverFor(editor))
    s->close(a.path);
  a.path.clear();
  a.diagnostics.clear();
  LiveDiagnosticsView::show(editor, {});
}

void LanguageAssist::sendChange(SourceEditor* editor)
{
  if (LanguageServer* s = serverFor(editor))
    s->change(attached_.value(editor).path, editor->text());
}

void LanguageAssist::flush(SourceEditor* editor)
{
  const auto it = attached_.find(editor);
  if (it != attached_.end() && it->changeTimer->isActive()) {
    it->changeTimer->stop();
    sendChange(editor);
  }
}

void LanguageAssist::track(const QString& kind, LanguageServer* server, int id)
{
  const auto previous = inFlight_.value(kind);
  if (previous.first && previous.second >= 0)
    previous.first->cancel(previous.second);
  inFlight_.insert(kind, {server, id});
}

void LanguageAssist::onDiagnostics(const QString& path, const QList<LiveDiagnostic>& diagnostics)
{
  for (auto it = attached_.begin(); it != attached_.end(); ++it)
    if (it->path == path) {
      it->diagnostics = diagnostics;
      LiveDiagnosticsView::show(it.key(), diagnostics);
    }
  emit statusChanged();
}

QList<LiveDiagnostic> LanguageAssist::diagnostics(const SourceEditor* editor) const
{
  return attached_.value(const_cast<SourceEditor*>(editor)).diagnostics;
}

int LanguageAssist::errorCount(const SourceEditor* editor) const
{
  const QList<LiveDiagnostic> list = diagnostics(editor);
  return int(std::count_if(list.cbegin(), list.cend(), [](const LiveDiagnostic& d) { return d.severity == LiveDiagnostic::Severity::Error; }));
}

int LanguageAssist::warningCount(const SourceEditor* editor) const
{
  const QList<LiveDiagnostic> list = diagnostics(editor);
  return int(std::count_if(list.cbegin(), list.cend(), [](const LiveDiagnostic& d) { return d.severity == LiveDiagnostic::Severity::Warning; }));
}

QString LanguageAssist::serverProblem(const SourceEditor* editor) const
{
  const LanguageServer* s = serverFor(editor);
  if (!s || s->state() != LanguageServer::State::Stopped)
    return {};
  return s->problem();
}

QString LanguageAssist::missingPackage(const SourceEditor* editor) const
{
  const LanguageServer* s = serverFor(editor);
  return s && s->state() == LanguageServer::State::Missing ? s->program().package : QString();
}

void LanguageAssist::onCharAdded(SourceEditor* editor, int c)
{
  const int caret = int(editor->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
  const int before = caret >= 2 ? int(editor->SendScintilla(QsciScintillaBase::SCI_GETCHARAT, caret - 2)) : 0;
  const bool cpp = editor->language() != BotLanguage::Python;
  if (c == '.' || (cpp && c == '>' && before == '-') || (cpp && c == ':' && before == ':')) {
    requestCompletion(editor, caret, false);
  } else if (c == '(' || c == ',') {
    requestSignature(editor, caret);
  } else if (c == ')') {
    editor->SendScintilla(QsciScintillaBase::SCI_CALLTIPCANCEL);
  } else if (isIdentifierChar(c) && !editor->SendScintilla(QsciScintillaBase::SCI_AUTOCACTIVE)) {
    const int start = int(editor->SendScintilla(QsciScintillaBase::SCI_WORDSTARTPOSITION, caret, true));
    if (caret - start == kImplicitCompletionChars)
      requestCompletion(editor, caret, false);
  }
}

void LanguageAssist::requestCompletion(SourceEditor* editor, int position, bool explicitly)
{
  LanguageServer* s = serverFor(editor);
  if (!s)
    return;
  flush(editor);
  const QString path = attached_.value(editor).path;
  const QPointer<SourceEditor> guard(editor);
  const int line = int(editor->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, position));
  const int id = s->request(QStringLiteral("textDocument/completion"),
                            LspMessages::textDocumentPosition(path, LiveDiagnosticsView::lspPosition(editor, position)),
                            [this, guard, line, explicitly](const QJsonValue& result, const QString&) {
                              if (!guard)
                                return;
                              SourceEditor* e = guard;
                              // The caret moved to another line meanwhile: the answer is stale.
                              const int caret = int(e->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
                              if (int(e->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, caret)) != line || !e->hasFocus() && !explicitly)
                                return;
                              const int start = int(e->SendScintilla(QsciScintillaBase::SCI_WORDSTARTPOSITION, caret, true));
                              const QString prefix = QString::fromUtf8(e->bytes(start, caret).constData(), caret - start);
                              QStringList words;
                              for (const LspMessages::CompletionItem& item : LspMessages::completionItems(result)) {
                                if (!item.insertText.startsWith(prefix, Qt::CaseInsensitive) || words.contains(item.insertText)
                                    || item.insertText.contains(QLatin1Char('\n')))
                                  continue;
                                words << item.insertText;
                                if (words.size() >= kMaxCompletions)
                                  break;
                              }
                              if (words.isEmpty()) {
                                if (explicitly)
                                  emit message(tr("No completions here."));
                                return;
                              }
                              words.sort(Qt::CaseInsensitive);
                              e->SendScintilla(QsciScintillaBase::SCI_AUTOCSETSEPARATOR, '\n');
                              e->SendScintilla(QsciScintillaBase::SCI_AUTOCSETIGNORECASE, true);
                              e->SendScintilla(QsciScintillaBase::SCI_AUTOCSETMAXHEIGHT, 10);
                              e->SendScintilla(QsciScintillaBase::SCI_AUTOCSHOW, caret - start,
                                               words.join(QLatin1Char('\n')).toUtf8().constData());
                            });
  track(QStringLiteral("completion"), s, id);
}

void LanguageAssist::requestSignature(SourceEditor* editor, int position)
{
  LanguageServer* s = serverFor(editor);
  if (!s)
    return;
  flush(editor);
  const QPointer<SourceEditor> guard(editor);
  const int id = s->request(QStringLiteral("textDocument/signatureHelp"),
                            LspMessages::textDocumentPosition(attached_.value(editor).path, LiveDiagnosticsView::lspPosition(editor, position)),
                            [guard, position](const QJsonValue& result, const QString&) {
                              if (!guard)
                                return;
                              const LspMessages::SignatureHelp help = LspMessages::signatureHelp(result);
                              if (help.label.isEmpty())
                                return;
                              guard->SendScintilla(QsciScintillaBase::SCI_CALLTIPSHOW, position, help.label.toUtf8().constData());
                              if (help.parameterStart >= 0) {
                                // The call tip counts bytes of the label's UTF-8.
                                const int from = int(help.label.left(help.parameterStart).toUtf8().size());
                                const int to = int(help.label.left(help.parameterStart + help.parameterLength).toUtf8().size());
                                guard->SendScintilla(QsciScintillaBase::SCI_CALLTIPSETHLT, from, to);
                              }
                            });
  track(QStringLiteral("signature"), s, id);
}

void LanguageAssist::requestHover(SourceEditor* editor, int position, const QPoint& globalPos)
{
  const QString problems = LiveDiagnosticsView::messagesAt(editor, diagnostics(editor), position);
  LanguageServer* s = serverFor(editor);
  if (!s) {
    if (!problems.isEmpty())
      QToolTip::showText(globalPos, PlainText::toolTip(problems), editor);
    return;
  }
  flush(editor);
  const QPointer<SourceEditor> guard(editor);
  const int id = s->request(QStringLiteral("textDocument/hover"),
                            LspMessages::textDocumentPosition(attached_.value(editor).path, LiveDiagnosticsView::lspPosition(editor, position)),
                            [guard, globalPos, problems](const QJsonValue& result, const QString&) {
                              if (!guard)
                                return;
                              QString text = LspMessages::hoverText(result).left(kMaxHoverChars);
                              if (!problems.isEmpty())
                                text = text.isEmpty() ? problems : problems + QStringLiteral("\n\n") + text;
                              if (!text.isEmpty())
                                QToolTip::showText(globalPos, PlainText::toolTip(text), guard);
                            });
  track(QStringLiteral("hover"), s, id);
}

void LanguageAssist::requestDefinition(SourceEditor* editor, int position)
{
  LanguageServer* s = serverFor(editor);
  if (!s)
    return;
  flush(editor);
  const QPointer<SourceEditor> guard(editor);
  const int id = s->request(QStringLiteral("textDocument/definition"),
                            LspMessages::textDocumentPosition(attached_.value(editor).path, LiveDiagnosticsView::lspPosition(editor, position)),
                            [this, guard](const QJsonValue& result, const QString&) {
                              const QList<LspMessages::Location> found = LspMessages::locations(result);
                              if (!guard)
                                return;
                              if (found.isEmpty()) {
                                emit message(tr("No definition found."));
                                return;
                              }
                              const LspMessages::Location& target = found.first();
                              SourceEditor* e = guard;
                              panel_->recordJumpFrom(e);  // Go Back (Alt+Left) returns here
                              if (target.path != attached_.value(e).path) {
                                if (!QFileInfo(target.path).isFile() || !panel_->openFile(target.path))
                                  return;
                                e = panel_->currentEditor();
                                if (!e->isModified() && isReadOnlyLocation(target.path))
                                  e->setReadOnly(true);  // the course API and system headers are for reading
                              }
                              const int at = LiveDiagnosticsView::bytePosition(e, target.range.start);
                              e->SendScintilla(QsciScintillaBase::SCI_GOTOPOS, at);
                              e->ensureLineVisible(target.range.start.line);
                              e->setFocus();
                            });
  track(QStringLiteral("definition"), s, id);
}

void LanguageAssist::requestReferences(SourceEditor* editor, int position)
{
  LanguageServer* s = serverFor(editor);
  if (!s)
    return;
  flush(editor);
  const QPointer<SourceEditor> guard(editor);
  const QString path = attached_.value(editor).path;
  QJsonObject params = LspMessages::textDocumentPosition(path, LiveDiagnosticsView::lspPosition(editor, position));
  params.insert(QStringLiteral("context"), QJsonObject{{QStringLiteral("includeDeclaration"), true}});
  const int id = s->request(QStringLiteral("textDocument/references"), params, [this, guard, path](const QJsonValue& result, const QString&) {
    if (!guard)
      return;
    QList<LspMessages::Range> ranges;
    for (const LspMessages::Location& l : LspMessages::locations(result))
      if (l.path == path)
        ranges << l.range;
    LiveDiagnosticsView::showReferences(guard, ranges);
    guard->setProperty("kibitzReferences", !ranges.isEmpty());
    emit message(tr("References in this file: %1").arg(ranges.size()));
  });
  track(QStringLiteral("references"), s, id);
}

namespace {

// `edits` applied to `text`, from the end so that earlier offsets stay valid.
QString withEdits(const QString& text, QList<Debugger::LspMessages::TextEdit> edits)
{
  QString result = text;
  std::sort(edits.begin(), edits.end(), [&](const Debugger::LspMessages::TextEdit& a, const Debugger::LspMessages::TextEdit& b) {
    return LspPositions::offsetOf(text, a.range.start) > LspPositions::offsetOf(text, b.range.start);
  });
  for (const Debugger::LspMessages::TextEdit& edit : edits) {
    const qsizetype from = LspPositions::offsetOf(text, edit.range.start);
    const qsizetype to = std::max(from, LspPositions::offsetOf(text, edit.range.end));
    result.replace(from, to - from, edit.newText);
  }
  return result;
}

// The whole text replaced in one undo step, the caret kept on its line.
void replaceText(SourceEditor* editor, const QString& text)
{
  int line = 0, index = 0;
  editor->getCursorPosition(&line, &index);
  editor->beginUndoAction();
  editor->selectAll();
  editor->replaceSelectedText(text);
  editor->endUndoAction();
  editor->setCursorPosition(std::min(line, editor->lines() - 1), 0);
}

}  // namespace

void LanguageAssist::requestQuickFixes(SourceEditor* editor, int position)
{
  LanguageServer* s = serverFor(editor);
  if (!s || editor->isReadOnly())
    return;
  flush(editor);
  const QString path = attached_.value(editor).path;
  const int line = int(editor->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION, position));
  // The line's diagnostics: clangd offers the fixes it attached to them.
  QJsonArray diagnostics;
  for (const LiveDiagnostic& d : attached_.value(editor).diagnostics)
    if (d.range.start.line <= line && d.range.end.line >= line)
      diagnostics << Debugger::LspMessages::diagnosticJson(d);
  const QJsonObject range{{QStringLiteral("start"), QJsonObject{{QStringLiteral("line"), line}, {QStringLiteral("character"), 0}}},
                          {QStringLiteral("end"), QJsonObject{{QStringLiteral("line"), line + 1}, {QStringLiteral("character"), 0}}}};
  const QJsonObject params{{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), LspMessages::uriOf(path)}}},
                           {QStringLiteral("range"), range},
                           {QStringLiteral("context"), QJsonObject{{QStringLiteral("diagnostics"), diagnostics}}}};
  const QPointer<SourceEditor> guard(editor);
  quickFixText_.insert(editor, editor->text());
  const int id = s->request(QStringLiteral("textDocument/codeAction"), params, [this, guard, path](const QJsonValue& result, const QString&) {
    if (!guard)
      return;
    const QList<Debugger::LspMessages::CodeAction> fixes = Debugger::LspMessages::codeActions(result, LspMessages::uriOf(path));
    emit quickFixesOffered(guard, fixes);
    if (fixes.isEmpty()) {
      emit message(tr("No quick fix here."));
      return;
    }
    if (!interactive_)
      return;
    QMenu menu(guard);
    for (const Debugger::LspMessages::CodeAction& fix : fixes) {
      QAction* a = menu.addAction(fix.title);  // plain: QMenu shows no markup
      a->setData(int(menu.actions().size()) - 1);
    }
    const int caret = int(guard->SendScintilla(QsciScintillaBase::SCI_GETCURRENTPOS));
    const QPoint at(int(guard->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0, caret)),
                    int(guard->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0, caret)) + guard->textHeight(0));
    if (const QAction* chosen = menu.exec(guard->viewport()->mapToGlobal(at)))
      applyQuickFix(guard, fixes.value(chosen->data().toInt()));
  });
  track(QStringLiteral("codeAction"), s, id);
}

bool LanguageAssist::applyQuickFix(SourceEditor* editor, const Debugger::LspMessages::CodeAction& fix)
{
  const QString before = quickFixText_.value(editor);
  if (editor->isReadOnly() || editor->text() != before) {
    emit message(tr("The text changed since the quick fixes were offered: ask again (Ctrl+.)."));
    return false;
  }
  replaceText(editor, withEdits(before, fix.edits));
  return true;
}

void LanguageAssist::requestFormat(SourceEditor* editor)
{
  LanguageServer* s = serverFor(editor);
  if (!s || editor->isReadOnly())
    return;
  flush(editor);
  const QPointer<SourceEditor> guard(editor);
  const QString before = editor->text();
  const QJsonObject params{
      {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), LspMessages::uriOf(attached_.value(editor).path)}}},
      {QStringLiteral("options"), QJsonObject{{QStringLiteral("tabSize"), editor->tabWidth()}, {QStringLiteral("insertSpaces"), true}}}};
  const int id = s->request(QStringLiteral("textDocument/formatting"), params, [this, guard, before](const QJsonValue& result, const QString& error) {
    if (!guard)
      return;
    if (!error.isEmpty()) {
      emit message(tr("Formatting failed: %1").arg(error));
      return;
    }
    if (guard->text() != before)
      return;  // typed meanwhile: the edits are about an older text
    const QString text = withEdits(before, LspMessages::textEdits(result));
    if (text == before) {
      emit message(tr("The document is already formatted."));
      return;
    }
    replaceText(guard, text);
  });
  track(QStringLiteral("format"), s, id);
}

}  // namespace Kibitz::App
