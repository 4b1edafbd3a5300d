// The editor's language servers (issue #32): time from opening a 300-line C++ bot (with
// and without <bits/stdc++.h>), a course player and a 300-line Python bot to its first
// diagnostics, diagnostics after an edit, and warm completion latency (median of 10).
// Figures for docs/performance.md, "Editor language servers"; never a pass/fail test.
#include "course/course_player_build.h"
#include "lsp/language_server.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace Kibitz::Debugger;

namespace {

QString cppBot(bool stdcpp)
{
  QString text = stdcpp ? QStringLiteral("#include <bits/stdc++.h>\nusing namespace std;\n")
                        : QStringLiteral("#include <iostream>\n#include <string>\n#include <vector>\nusing namespace std;\n");
  text += QStringLiteral("struct Fencer {\n  int position = 0;\n  vector<int> seen;\n};\n");
  for (int i = 0; i < 48; ++i)
    text += QStringLiteral("int step%1(Fencer& f, int turn) {\n  int value = turn * %1;\n  f.seen.push_back(value);\n"
                           "  if (value %% 3 == 0) f.position += 1;\n  return f.position;\n}\n").arg(i);
  text += QStringLiteral("int main() {\n  Fencer f;\n  string line;\n  while (getline(cin, line)) {\n    cout << step0(f, 1) << endl;\n  }\n}\n");
  return text;
}

QString pythonBot()
{
  QString text = QStringLiteral("import sys\n\nseen = []\n\n");
  for (int i = 0; i < 58; ++i)
    text += QStringLiteral("def step%1(turn):\n    value = turn * %1\n    seen.append(value)\n    return value %% 3\n\n").arg(i);
  text += QStringLiteral("for line in sys.stdin:\n    print(step0(len(line)))\n");
  return text;
}

double median(QList<double> values)
{
  std::sort(values.begin(), values.end());
  return values.isEmpty() ? -1 : values[values.size() / 2];
}

}  // namespace

class BenchLsp : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;

  void measure(const QString& label, const ServerProgram& program, const QString& file, const QString& text,
               const QStringList& compileCommand, const QString& completeAfter)
  {
    if (program.program.isEmpty())
      QSKIP(qPrintable(program.name + QStringLiteral(" is not installed")));
    const QString path = dir_.filePath(file);
    QFile out(path);
    out.open(QIODevice::WriteOnly);
    out.write(text.toUtf8());
    out.close();
    LanguageServer server(program);
    int published = 0;
    connect(&server, &LanguageServer::diagnosticsChanged, this, [&] { ++published; });
    if (!compileCommand.isEmpty())
      server.setCompileCommand({path, dir_.path(), compileCommand + QStringList{path}});
    QElapsedTimer clock;
    clock.start();
    server.open(path, text);
    QVERIFY(QTest::qWaitFor([&] { return published > 0; }, 60000));
    const qint64 first = clock.elapsed();

    // An edit: an undeclared name in the last line, until its diagnostics come.
    QString edited = text + QStringLiteral("\n") + (file.endsWith(QLatin1String(".py")) ? QStringLiteral("print(missing_name)\n")
                                                                                        : QStringLiteral("int q = missing_name;\n"));
    const int before = published;
    clock.restart();
    server.change(path, edited);
    QVERIFY(QTest::qWaitFor([&] { return published > before; }, 60000));
    const qint64 afterEdit = clock.elapsed();

    edited += completeAfter;
    server.change(path, edited);
    const LspPositions::Position end = LspPositions::positionOf(edited, edited.size());
    QList<double> latencies;
    for (int i = 0; i < 11; ++i) {
      bool answered = false;
      QElapsedTimer t;
      t.start();
      server.request(QStringLiteral("textDocument/completion"), LspMessages::textDocumentPosition(path, end),
                     [&](const QJsonValue&, const QString&) { answered = true; });
      QVERIFY(QTest::qWaitFor([&] { return answered; }, 30000));
      if (i > 0)  // the first one warms up
        latencies << t.nsecsElapsed() / 1e6;
    }
    qInfo().noquote() << QStringLiteral("%1: first diagnostics %2 ms, after an edit %3 ms, warm completion median %4 ms")
                             .arg(label)
                             .arg(first)
                             .arg(afterEdit)
                             .arg(median(latencies), 0, 'f', 1);
  }

private slots:
  void initTestCase()
  {
    qputenv("KIBITZ_CACHE_DIR", dir_.filePath(QStringLiteral("cache")).toUtf8());
  }

  void cppBot300Lines()
  {
    measure(QStringLiteral("C++ bot, 300 lines"), ServerPrograms::clangd(dir_.filePath(QStringLiteral("cdb1"))),
            QStringLiteral("bot.cpp"), cppBot(false), {QStringLiteral("g++"), QStringLiteral("-std=c++17")}, QStringLiteral("Fencer{}.se"));
  }

  void cppBot300LinesStdcpp()
  {
    measure(QStringLiteral("C++ bot, 300 lines, <bits/stdc++.h>"), ServerPrograms::clangd(dir_.filePath(QStringLiteral("cdb2"))),
            QStringLiteral("bot2.cpp"), cppBot(true), {QStringLiteral("g++"), QStringLiteral("-std=c++17")}, QStringLiteral("Fencer{}.se"));
  }

  void coursePlayerTemplate()
  {
    QFile file(QStringLiteral(KIBITZ_SOURCE_DIR_BENCH "/resources/templates/orkisland/AIMyPlayer.cc"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString path = dir_.filePath(QStringLiteral("AIMyPlayer.cc"));
    QString error;
    std::optional<QStringList> command = CoursePlayerBuild::checkCommand(QStringLiteral("orkisland"), path, {}, &error);
    QVERIFY2(command, qPrintable(error));
    command->removeLast();  // measure() appends the path
    measure(QStringLiteral("course player template"), ServerPrograms::clangd(dir_.filePath(QStringLiteral("cdb3"))),
            QStringLiteral("AIMyPlayer.cc"), QString::fromUtf8(file.readAll()), *command, QStringLiteral("struct X : Player { void f() { city_ow"));
  }

  void pythonBot300Lines()
  {
    measure(QStringLiteral("Python bot, 300 lines"), ServerPrograms::pylsp(), QStringLiteral("bot.py"), pythonBot(), {},
            QStringLiteral("seen.ap"));
  }
};

QTEST_GUILESS_MAIN(BenchLsp)
#include "bench_lsp.moc"
