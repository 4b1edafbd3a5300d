// Rules help: every game has its rules page in the four UI languages, embedded in the
// application, and the help window follows the UI language.
#include "application/language_manager.h"
#include "help/rules_help_window.h"

#include "core/registry.h"

#include <QAbstractTextDocumentLayout>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextBrowser>
#include "support/screenshots.h"

#include <QtTest>

using namespace Kibitz;

class TestRulesHelp : public QObject {
  Q_OBJECT
private slots:
  void everyGameHasItsRulesInEveryLanguage()
  {
    for (const QString& id : Rules::Registry::ids()) {
      QSet<QString> texts;
      for (const QString& lang : App::LanguageManager::languages()) {
        QFile page(QStringLiteral(":/help/%1/%2.md").arg(id, lang));
        QVERIFY2(page.open(QIODevice::ReadOnly), qPrintable(page.fileName()));
        const QString text = QString::fromUtf8(page.readAll());
        QVERIFY2(text.startsWith(QLatin1String("# ")), qPrintable(page.fileName() + QStringLiteral(": no title")));
        QVERIFY2(text.size() > 2000, qPrintable(page.fileName() + QStringLiteral(": too short to write a bot from")));
        texts.insert(text);
      }
      QCOMPARE(texts.size(), App::LanguageManager::languages().size());  // each is a translation, not a copy
    }
  }

  void windowFollowsTheLanguage()
  {
    App::LanguageManager languages;
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
    App::RulesHelpWindow window(QStringLiteral("fencing"));
    const QString english = window.findChild<QTextBrowser*>()->toPlainText();
    QVERIFY(!english.isEmpty());
    QVERIFY(window.windowTitle().contains(QLatin1String("Rules")));
    QVERIFY(languages.setLanguage(QStringLiteral("it")));
    QVERIFY(window.windowTitle().startsWith(QLatin1String("Regole")));
    const QString italian = window.findChild<QTextBrowser*>()->toPlainText();
    QVERIFY(italian != english);
    QVERIFY(languages.setLanguage(QStringLiteral("zh_TW")));
    QVERIFY(window.findChild<QTextBrowser*>()->toPlainText() != italian);
    QVERIFY(Kibitz::Test::saveScreenshot(window, QStringLiteral("help/rules-fencing-zh_TW.png")));
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
  }

  // Every page wraps at the window's default size: no horizontal scroll bar, whatever the
  // game and the language (a Chinese page once needed one).
  void pagesWrapWithoutAHorizontalScrollBar()
  {
    App::LanguageManager languages;
    for (const QString& lang : App::LanguageManager::languages()) {
      QVERIFY(languages.setLanguage(lang));
      for (const QString& id : Rules::Registry::ids()) {
        App::RulesHelpWindow window(id);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* browser = window.findChild<QTextBrowser*>();
        // The document lays itself out in steps: the whole page first, then the scroll bars.
        browser->document()->documentLayout()->documentSize();
        QTest::qWait(50);
        QVERIFY2(browser->horizontalScrollBar()->maximum() == 0,
                 qPrintable(QStringLiteral("%1 in %2: the page is %3 px wider than the view")
                                .arg(id, lang).arg(browser->horizontalScrollBar()->maximum())));
        QVERIFY(!browser->horizontalScrollBar()->isVisible());
        QVERIFY(browser->verticalScrollBar()->maximum() > 0);  // a long page, laid out
        // The picture shows the first code block, where long lines used to stick out.
        for (QTextBlock block = browser->document()->begin(); block.isValid(); block = block.next())
          if (block.blockFormat().hasProperty(QTextFormat::BlockCodeFence)) {
            const int top = int(browser->document()->documentLayout()->blockBoundingRect(block).top());
            browser->verticalScrollBar()->setValue(top - 120);
            break;
          }
        QVERIFY(Kibitz::Test::saveScreenshot(window, QStringLiteral("help/rules-%1-%2-code.png").arg(id, lang)));
      }
    }
    QVERIFY(languages.setLanguage(QStringLiteral("en")));
  }
};

QTEST_MAIN(TestRulesHelp)
#include "test_rules_help.moc"
