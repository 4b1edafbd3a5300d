// The Source Breakpoints list (issue #47, 13): every gutter breakpoint of open and closed
// files, disabled and enabled again (kept, not armed), removed one by one or all, opened
// at its line; the gutter follows the list and the list follows the gutter.
#include "application/language_manager.h"
#include "editor/editor_markers.h"
#include "editor/editor_panel.h"
#include "editor/source_breakpoints.h"
#include "editor/source_breakpoints_view.h"
#include "editor/source_editor.h"
#include "support/screenshots.h"

#include <QFile>
#include <QHBoxLayout>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>

using namespace Kibitz;
using App::SourceBreakpoint;

namespace {

QStringList rows(const QTreeWidget* list)
{
  QStringList texts;
  for (int i = 0; i < list->topLevelItemCount(); ++i) {
    const QTreeWidgetItem* item = list->topLevelItem(i);
    texts << QStringLiteral("%1 %2 %3%4")
                 .arg(item->text(0), item->text(1), item->text(2), item->checkState(0) == Qt::Checked ? QString() : QStringLiteral(" (off)"));
  }
  return texts;
}

QTreeWidgetItem* rowFor(const QTreeWidget* list, const QString& location)
{
  for (int i = 0; i < list->topLevelItemCount(); ++i)
    if (list->topLevelItem(i)->text(0) == location)
      return list->topLevelItem(i);
  return nullptr;
}

int armedLines(const QMap<QString, QList<SourceBreakpoint>>& files, const QString& path)
{
  int n = 0;
  for (const auto& b : App::SourceBreakpoints::forDebugger(files))
    n += b.file == path ? 1 : 0;
  return n;
}

}  // namespace

class TestSourceBreakpointsView : public QObject {
  Q_OBJECT

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_source_breakpoints_view"));
    QSettings().clear();
  }

  void listsDisablesRemovesAndOpens()
  {
    QTemporaryDir dir, recovery;
    const QString open = dir.filePath(QStringLiteral("open.py"));
    const QString closed = dir.filePath(QStringLiteral("closed.py"));
    for (const QString& path : {open, closed}) {
      QFile file(path);
      QVERIFY(file.open(QIODevice::WriteOnly));
      file.write("a = 1\nb = 2\nc = 3\nd = 4\ne = 5\nf = 6\n");
    }
    SourceBreakpoint scoped{5};
    scoped.scope = Debugger::DebugTurn::Scope::FromTurn;
    scoped.turn = 12;
    App::SourceBreakpoints::store(closed, {scoped});
    App::EditorPanel panel(nullptr, recovery.path());
    panel.setInteractive(false);
    QVERIFY(panel.openFile(open));
    App::SourceEditor* editor = panel.currentEditor();
    editor->toggleBreakpoint(2);
    editor->toggleBreakpoint(4);
    editor->setBreakpointCondition(4, QStringLiteral("b > 1"));
    App::SourceBreakpointsView view(&panel);
    QTreeWidget* list = view.list();
    QCOMPARE(rows(list), (QStringList{QStringLiteral("closed.py:5 From turn 12 "), QStringLiteral("open.py:2 Every turn "),
                                      QStringLiteral("open.py:4 Every turn b > 1")}));
    QCOMPARE(armedLines(panel.breakpoints(), open), 2);
    {  // The list beside the editor, in every language (docs/screenshots/source-breakpoints-*.png).
      App::LanguageManager languages;
      QWidget shown;
      auto* layout = new QHBoxLayout(&shown);
      layout->addWidget(&panel, 3);
      layout->addWidget(&view, 2);
      shown.resize(1000, 360);
      shown.show();
      for (const QString& language : {QStringLiteral("en"), QStringLiteral("it"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")}) {
        QVERIFY(languages.setLanguage(language));
        QCoreApplication::processEvents();
        QVERIFY(Test::saveScreenshot(shown, QStringLiteral("source-breakpoints-%1.png").arg(language)));
      }
      QVERIFY(languages.setLanguage(QStringLiteral("en")));
      layout->removeWidget(&panel);
      layout->removeWidget(&view);
      panel.setParent(nullptr);
      view.setParent(nullptr);
    }

    // Unticked: kept in the gutter as a hollow ring, not armed; in an open and a closed file.
    rowFor(list, QStringLiteral("open.py:2"))->setCheckState(0, Qt::Unchecked);
    QTRY_VERIFY(!editor->breakpointAt(2).enabled);
    QVERIFY(editor->markersAtLine(1) & (1u << App::EditorMarkers::kBreakpointDisabled));
    QCOMPARE(editor->breakpointLines(), (QList<int>{2, 4}));
    QCOMPARE(armedLines(panel.breakpoints(), open), 1);
    rowFor(list, QStringLiteral("closed.py:5"))->setCheckState(0, Qt::Unchecked);
    QTRY_VERIFY(!App::SourceBreakpoints::of(closed).value(0).enabled);
    QCOMPARE(App::SourceBreakpoints::of(closed).value(0).turn, 12);  // its settings stay
    QCOMPARE(armedLines(panel.breakpoints(), closed), 0);
    QTRY_COMPARE(rows(list).value(0), QStringLiteral("closed.py:5 From turn 12  (off)"));
    // Ticked again from the gutter: the list follows.
    editor->setBreakpointEnabled(2, true);
    QCOMPARE(rows(list).value(1), QStringLiteral("open.py:2 Every turn "));
    QCOMPARE(App::SourceBreakpoints::of(open).value(0), SourceBreakpoint{2});

    // Removed one, then opened at its line.
    list->clearSelection();
    rowFor(list, QStringLiteral("open.py:4"))->setSelected(true);
    view.findChild<QPushButton*>(QStringLiteral("removeSourceBreakpoint"))->click();
    QCOMPARE(editor->breakpointLines(), QList<int>{2});
    QCOMPARE(rows(list).size(), 2);
    view.open(rowFor(list, QStringLiteral("closed.py:5")));
    QCOMPARE(panel.currentEditor()->filePath(), closed);
    int line = -1, column = -1;
    panel.currentEditor()->getCursorPosition(&line, &column);
    QCOMPARE(line, 4);
    QVERIFY(panel.currentEditor()->markersAtLine(4) & (1u << App::EditorMarkers::kBreakpointDisabled));

    // Remove All: every file, open or not.
    view.findChild<QPushButton*>(QStringLiteral("removeAllSourceBreakpoints"))->click();
    QCOMPARE(list->topLevelItemCount(), 0);
    QVERIFY(panel.breakpoints().isEmpty());
    QVERIFY(App::SourceBreakpoints::all().isEmpty());
  }
};

QTEST_MAIN(TestSourceBreakpointsView)
#include "test_source_breakpoints_view.moc"
