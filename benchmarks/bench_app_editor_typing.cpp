// Key-to-paint latency of the bot editor while its language server works (issue #32: "typing
// never waits on a server"): a 300-line C++ bot with <bits/stdc++.h> is opened and typed into
// at once, while clangd parses it and builds its preamble, then again once its diagnostics are
// in (completion requests on `.` and after three letters go out as the user types); the same
// with no server at all for comparison. Each key: from the key press to the editor's next
// paint. Figures for docs/performance.md, "Editor language servers"; never a pass/fail test.
#include "editor/editor_panel.h"
#include "editor/language/language_assist.h"
#include "editor/source_editor.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Kibitz;

namespace {

QString cppBot()
{
  QString text = QStringLiteral("#include <bits/stdc++.h>\nusing namespace std;\n");
  text += QStringLiteral("struct Fencer {\n  int position = 0;\n  vector<int> seen;\n};\n");
  // One error, so that the server's first diagnostics can be seen arriving.
  text += QStringLiteral("int broken = not_declared_yet;\n");
  for (int i = 0; i < 48; ++i)
    text += QStringLiteral("int step%1(Fencer& f, int turn) {\n  int value = turn * %1;\n  f.seen.push_back(value);\n"
                           "  if (value %% 3 == 0) f.position += 1;\n  return f.position;\n}\n").arg(i);
  text += QStringLiteral("int main() {\n  Fencer f;\n  string line;\n  while (getline(cin, line)) {\n"
                         "    cout << step0(f, 1) << endl;\n  }\n\n}\n");
  return text;
}

// Counts the paints of the editor's viewport.
class PaintCounter final : public QObject {
public:
  int paints = 0;
  bool eventFilter(QObject*, QEvent* event) override
  {
    if (event->type() == QEvent::Paint)
      ++paints;
    return false;
  }
};

struct Figures {
  double medianMs = 0;
  double p95Ms = 0;
  double maxMs = 0;
  int keys = 0;
};

Figures summarize(QList<double> ms)
{
  std::sort(ms.begin(), ms.end());
  Figures f;
  f.keys = int(ms.size());
  if (ms.isEmpty())
    return f;
  f.medianMs = ms[ms.size() / 2];
  f.p95Ms = ms[std::min<qsizetype>(ms.size() - 1, (ms.size() * 95 + 99) / 100 - 1)];
  f.maxMs = ms.last();
  return f;
}

}  // namespace

class BenchEditorTyping : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  QTemporaryDir cache_;

  // Types `text` into `e` a key every `gapMs` (the event loop runs in between, so the
  // server's answers are handled as they come); the latency of each key to the next paint.
  QList<double> type(App::SourceEditor* e, const QString& text, int gapMs)
  {
    PaintCounter counter;
    e->viewport()->installEventFilter(&counter);
    QList<double> ms;
    for (const QChar c : text) {
      const int before = counter.paints;
      QElapsedTimer timer;
      timer.start();
      if (c == QLatin1Char('\n'))
        QTest::keyClick(e, Qt::Key_Return);
      else
        QTest::keyClick(e, c.toLatin1());
      while (counter.paints == before && timer.elapsed() < 2000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
      ms << timer.nsecsElapsed() / 1e6;
      QTest::qWait(gapMs);
    }
    e->viewport()->removeEventFilter(&counter);
    return ms;
  }

  void report(const char* label, const Figures& f)
  {
    qInfo("%-58s keys %3d  median %6.2f ms  p95 %6.2f ms  max %7.2f ms", label, f.keys, f.medianMs, f.p95Ms, f.maxMs);
  }

  // Opens the bot and types a few lines into main(): `whileParsing` starts at once, the
  // rest after the first diagnostics (or at once when there is no server).
  void run(bool withServer)
  {
    QSettings().clear();
    if (withServer) {
      qunsetenv("KIBITZ_CLANGD");
      if (QStandardPaths::findExecutable(QStringLiteral("clangd")).isEmpty())
        QSKIP("clangd is not installed");
    } else {
      qputenv("KIBITZ_CLANGD", "/nonexistent/clangd");
    }
    const QString path = dir_.filePath(withServer ? QStringLiteral("typed.cpp") : QStringLiteral("plain.cpp"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(cppBot().toUtf8());
    out.close();

    QTemporaryDir recovery;
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    panel.resize(1000, 700);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(panel.openFile(path));
    App::SourceEditor* e = panel.currentEditor();
    e->setFocus();
    const int emptyLine = e->lines() - 3;  // the blank line before main's closing brace
    e->setCursorPosition(emptyLine, 0);

    const QString line = QStringLiteral("  f.seen.push_back(step1(f, 2));\n");
    QElapsedTimer sinceOpen;
    sinceOpen.start();
    const QList<double> whileParsing = type(e, line + line, 20);
    const qint64 parsingTypedMs = sinceOpen.elapsed();
    if (withServer) {
      App::LanguageAssist* assist = panel.languageAssist();
      QElapsedTimer wait;
      wait.start();
      // Typing goes on once the server has parsed the bot (its one error is in).
      while (wait.elapsed() < 30000 && assist->errorCount(e) == 0)
        QTest::qWait(50);
      qInfo("  first diagnostics %lld ms after opening", sinceOpen.elapsed());
    }
    const QList<double> after = type(e, line + line + line, 20);
    if (withServer) {
      report("with clangd, while it parses (<bits/stdc++.h>)", summarize(whileParsing));
      qInfo("  (the first %d keys were typed in the first %lld ms after opening)", int(whileParsing.size()), parsingTypedMs);
      report("with clangd, parsed, completion requests as typed", summarize(after));
    } else {
      report("no language server", summarize(whileParsing + after));
    }
    panel.setPromptAnswer(QMessageBox::Discard);
    QVERIFY(panel.maybeCloseAll());
  }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzBench"));
    QCoreApplication::setApplicationName(QStringLiteral("bench_app_editor_typing"));
    qputenv("KIBITZ_CACHE_DIR", cache_.path().toUtf8());
  }

  void withoutServer() { run(false); }
  void withClangd() { run(true); }
};

QTEST_MAIN(BenchEditorTyping)
#include "bench_app_editor_typing.moc"
