// The window's words for every debug refusal (app/debug/debug_refusal_words.h): each said,
// each apart from the others, the tool's own words kept, the package to install named. No
// adapter needed: the planner's refusals are reached in tests/debugger/test_debug_plan.cpp.
#include "debug/debug_refusal_words.h"

#include <QSet>
#include <QtTest>

using namespace Kibitz;
using Debugger::DebugRefusal;

class TestDebugRefusalWords : public QObject {
  Q_OBJECT
private slots:
  void everyRefusalIsWordedApart()
  {
    QSet<QString> texts;
    for (const DebugRefusal reason : Debugger::allDebugRefusals()) {
      const QString text = App::debugRefusalText({reason, {}});
      QVERIFY2(!text.trimmed().isEmpty(), qPrintable(QString::number(int(reason))));
      QVERIFY2(!texts.contains(text), qPrintable(text));
      texts << text;
      QVERIFY2(!text.contains(QStringLiteral("%1")), qPrintable(text));
    }
  }

  void theToolsWordsAndThePackagesAreSaid()
  {
    const QString detail = QStringLiteral("bot.cc:3: error: expected ';'");
    QVERIFY(App::debugRefusalText({DebugRefusal::DebugBuildFailed, detail}).endsWith(detail));
    QVERIFY(App::debugRefusalText({DebugRefusal::PythonSetupFailed, detail}).endsWith(detail));
    QVERIFY(App::debugRefusalText({DebugRefusal::NoNativeDebugger, {}}).contains(QStringLiteral("lldb-14")));
    QVERIFY(App::debugRefusalText({DebugRefusal::NoPythonDebugger, {}}).contains(QStringLiteral("python3-debugpy")));
    QVERIFY(App::debugRefusalText({DebugRefusal::PythonInSandbox, {}}).contains(QStringLiteral("Sandbox Untrusted Bots")));
  }
};

QTEST_MAIN(TestDebugRefusalWords)
#include "test_debug_refusal_words.moc"
