// Keyboard mnemonics: in every language, no two entries of one menu (nor two menus of the
// menu bar) share the letter after '&', or Alt+letter would reach only the first of them.
// The real main window is built, with every feature installed, in English, Italian and
// both Chinese catalogues; it is checked empty and again with a replay open.
#include "application/language_manager.h"
#include "mainwindow/main_window.h"

#include "replay/replay_file.h"

#include "support/test_matches.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

namespace {

// The character Alt selects in `text` ("Save &As…" -> 'a'), or a null QChar. "&&" is a
// literal ampersand; only the first single '&' counts, as for Qt.
QChar mnemonicOf(const QString& text)
{
  for (int i = 0; i + 1 < text.size(); ++i) {
    if (text[i] != QLatin1Char('&'))
      continue;
    if (text[i + 1] == QLatin1Char('&')) {
      ++i;
      continue;
    }
    return text[i + 1].toLower();
  }
  return {};
}

// "Menu: 'A' and 'B' share &x" for every clash among `actions` (the visible ones), then the
// same for every submenu, under `where`.
QStringList clashesIn(const QList<QAction*>& actions, const QString& where)
{
  QStringList clashes;
  QHash<QChar, QString> taken;
  for (QAction* action : actions) {
    if (action->isSeparator() || !action->isVisible())
      continue;
    const QChar key = mnemonicOf(action->text());
    if (!key.isNull()) {
      if (taken.contains(key))
        clashes << QStringLiteral("%1: \"%2\" and \"%3\" share &%4").arg(where, taken.value(key), action->text(), QString(key));
      else
        taken.insert(key, action->text());
    }
    if (QMenu* sub = action->menu())
      clashes << clashesIn(sub->actions(), where + QStringLiteral(" > ") + action->text());
  }
  return clashes;
}

QString writeReplay(const QTemporaryDir& dir)
{
  auto runner = Test::fencerVsFencer(5);
  runner->run();
  const QString path = dir.filePath(QStringLiteral("accelerators.kbz"));
  QString error;
  Debugger::ReplayFile::write(path, runner->takeReplay(), &error);
  return path;
}

}  // namespace

class TestAccelerators : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_accelerators"));
    languages_ = new App::LanguageManager(this);
  }

  void cleanupTestCase() { languages_->setLanguage(QStringLiteral("en")); }

  void mnemonicsAreRead()
  {
    QCOMPARE(mnemonicOf(QStringLiteral("Save &As…")), QLatin1Char('a'));
    QCOMPARE(mnemonicOf(QStringLiteral("Salt && &Pepper")), QLatin1Char('p'));
    QVERIFY(mnemonicOf(QStringLiteral("Next Turn")).isNull());
    const QStringList found = clashesIn({new QAction(QStringLiteral("&Export"), this), new QAction(QStringLiteral("&exit"), this)},
                                        QStringLiteral("File"));
    QCOMPARE(found.size(), 1);
  }

  void noTwoEntriesOfAMenuShareAMnemonic_data()
  {
    QTest::addColumn<QString>("language");
    for (const QString& language : App::LanguageManager::languages())
      QTest::newRow(qPrintable(language)) << language;
  }

  void noTwoEntriesOfAMenuShareAMnemonic()
  {
    QFETCH(QString, language);
    QVERIFY(languages_->setLanguage(language));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    QMenuBar* bar = window.menuBar();
    // Every menu of the bar is there, and its title keeps a mnemonic in the translation.
    int menus = 0;
    for (QAction* action : bar->actions()) {
      if (!action->menu() || !action->isVisible())
        continue;
      ++menus;
      QVERIFY2(!mnemonicOf(action->text()).isNull(), qPrintable(language + QStringLiteral(": no mnemonic in ") + action->text()));
    }
    QVERIFY2(menus >= 7, qPrintable(QStringLiteral("%1 menus").arg(menus)));
    QStringList clashes = clashesIn(bar->actions(), QStringLiteral("menu bar"));
    // Some entries show only with a replay open.
    QVERIFY(window.openFile(writeReplay(dir_)));
    clashes << clashesIn(bar->actions(), QStringLiteral("menu bar"));
    clashes.removeDuplicates();
    QVERIFY2(clashes.isEmpty(), qPrintable(language + QStringLiteral(":\n") + clashes.join(QLatin1Char('\n'))));
  }
};

QTEST_MAIN(TestAccelerators)
#include "test_accelerators.moc"
