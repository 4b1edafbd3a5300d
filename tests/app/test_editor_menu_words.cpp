// The editor's right-click menu starts from QScintilla's own (createStandardContextMenu),
// whose seven texts QScintilla translates in its context "QsciScintilla". Kibitz's
// catalogues carry them (editor/qscintilla_words.cpp): in every language the menu QScintilla
// builds shows them translated, with no two sharing a mnemonic.
#include "editor/qscintilla_words.h"

#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QTranslator>
#include <QtTest>

#include <memory>

using namespace Kibitz;

class TestEditorMenuWords : public QObject {
  Q_OBJECT
private slots:
  // QScintilla's menu is the seven texts the catalogues list, in its order (a QScintilla
  // that changed them would leave untranslated items: this says so).
  void theCataloguesListQScintillasMenu()
  {
    QsciScintilla editor;
    editor.setText(QStringLiteral("int main() {}"));
    std::unique_ptr<QMenu> menu(editor.createStandardContextMenu());
    QVERIFY(menu);
    QStringList shown;
    for (QAction* action : menu->actions())
      if (!action->isSeparator())
        shown << action->text();
    QStringList listed;
    for (const char* text : App::QsciScintillaWords::menuTexts())
      listed << QString::fromUtf8(text);
    QCOMPARE(shown, listed);
  }

  void theMenuSpeaksTheLanguage_data()
  {
    QTest::addColumn<QString>("language");
    for (const char* language : {"it", "zh_CN", "zh_TW"})
      QTest::newRow(language) << QString::fromLatin1(language);
  }

  void theMenuSpeaksTheLanguage()
  {
    QFETCH(QString, language);
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(language)));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QsciScintilla editor;
    std::unique_ptr<QMenu> menu(editor.createStandardContextMenu());
    QCoreApplication::removeTranslator(&translator);
    QVERIFY(menu);
    const QList<const char*> sources = App::QsciScintillaWords::menuTexts();
    QStringList shown;
    for (QAction* action : menu->actions())
      if (!action->isSeparator())
        shown << action->text();
    QCOMPARE(shown.size(), sources.size());
    QSet<QChar> mnemonics;
    for (int i = 0; i < sources.size(); ++i) {
      const QString english = QString::fromUtf8(sources[i]);
      QVERIFY2(shown[i] != english, qPrintable(QStringLiteral("%1: \"%2\" is not translated").arg(language, english)));
      QCOMPARE(shown[i], translator.translate(App::QsciScintillaWords::kContext, sources[i]));
      // A mnemonic where the English has one, and never one letter twice.
      const qsizetype amp = shown[i].indexOf(QLatin1Char('&'));
      QCOMPARE(amp >= 0, english.contains(QLatin1Char('&')));
      if (amp >= 0) {
        const QChar key = shown[i].at(amp + 1).toLower();
        QVERIFY2(!mnemonics.contains(key), qPrintable(QStringLiteral("%1: &%2 twice").arg(language, QString(key))));
        mnemonics.insert(key);
      }
    }
  }
};

QTEST_MAIN(TestEditorMenuWords)
#include "test_editor_menu_words.moc"
