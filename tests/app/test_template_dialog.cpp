// New Bot from Template opens on the game of the replay on screen, else on the template
// chosen last (never always on the registry's first game).
#include "application/language_manager.h"
#include "editor/template_dialog.h"
#include "mainwindow/main_window.h"
#include "support/test_matches.h"

#include "core/registry.h"
#include "replay/replay_file.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

class TestTemplateDialog : public QObject {
  Q_OBJECT
private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_template_dialog"));
    QSettings().clear();
    if (!Rules::Registry::find(QStringLiteral("fencing")))
      QSKIP("needs fencing");
  }

  void opensOnTheOpenReplaysGame()
  {
    App::LanguageManager languages;
    App::MainWindow window(&languages);
    window.setInteractive(false);
    {
      App::TemplateDialog dialog(&window);
      QVERIFY(dialog.chosen());
      if (dialog.chosen()->gameId == QLatin1String("fencing"))
        QSKIP("Fencing's template comes first: the default would not show");
    }
    QTemporaryDir dir;
    auto runner = Test::fencerVsFencer(5);
    runner->run();
    runner->finish();
    const QString replay = dir.filePath(QStringLiteral("fencing.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(replay, runner->takeReplay(), &error), qPrintable(error));
    QVERIFY(window.openFile(replay));
    App::TemplateDialog dialog(&window);
    QVERIFY(dialog.chosen());
    QCOMPARE(dialog.chosen()->gameId, QStringLiteral("fencing"));
    QCOMPARE(dialog.chosen()->language, App::BotLanguage::Cpp);  // C++ comes first
  }

  void withoutAReplayOpensOnTheTemplateChosenLast()
  {
    QString chosen;
    {
      App::TemplateDialog dialog;
      QVERIFY(dialog.templateCount() > 1);
      dialog.setCurrentRow(dialog.templateCount() - 1);  // not the first row, the old default
      chosen = dialog.chosen()->resourcePath;
      dialog.accept();
    }
    App::TemplateDialog again;
    QVERIFY(again.chosen());
    QCOMPARE(again.chosen()->resourcePath, chosen);
  }
};

QTEST_MAIN(TestTemplateDialog)
#include "test_template_dialog.moc"
