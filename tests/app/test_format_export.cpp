// File > Export has every export kibitz-cli has: one entry per foreign format the open
// replay's game writes (OrkIsland: the original engine's log and its stderr), none for a
// game that writes none; an entry writes the same bytes as `kibitz-cli export`.
#include "application/language_manager.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "share/format_export.h"

#include "replay/replay_convert.h"
#include "replay/replay_file.h"
#include "support/test_matches.h"
#include "support/require_game.h"

#include "core/game.h"
#include "core/registry.h"
#include "core/replay_format.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

class TestFormatExport : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

  static QStringList formatEntries(const QMenu* menu)
  {
    QStringList names;
    for (const QAction* a : menu->actions())
      if (a->objectName().startsWith(QLatin1String("export-")))
        names << a->objectName();
    return names;
  }

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_format_export"));
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void eachFormatTheGameWritesIsAnEntry()
  {
    KIBITZ_REQUIRE_GAME("orkisland");
    const Rules::Game* orkisland = Rules::Registry::find(QStringLiteral("orkisland"));
    App::MainWindow window(languages_);
    window.setInteractive(false);
    auto* exportMenu = window.findChild<QMenu*>(QStringLiteral("exportMenu"));
    QVERIFY(exportMenu);

    const Debugger::Replay replay =
        Test::playMatch(QStringLiteral("orkisland"), QStringList(4, QStringLiteral("builtin:dummy")), 5,
                        {{QStringLiteral("nb_rounds"), QStringLiteral("4")}});
    const QString kbz = dir_.filePath(QStringLiteral("o.kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(kbz, replay, &error), qPrintable(error));
    QVERIFY(window.openFile(kbz));
    QCOMPARE(formatEntries(exportMenu),
             (QStringList{QStringLiteral("export-orkisland-log"), QStringLiteral("export-orkisland-engine-log")}));
    auto* log = window.findChild<QAction*>(QStringLiteral("export-orkisland-log"));
    QVERIFY(log->text().startsWith(QStringLiteral("OrkIsland native log")));

    // The same bytes as kibitz-cli export (both go through ReplayConvert::exportMatch).
    for (const Rules::ReplayFormat* format : orkisland->formats()) {
      if (!format->canExport())
        continue;
      const QString path = dir_.filePath(format->id());
      QVERIFY2(App::exportInFormat(&window, format->id(), path, &error), qPrintable(error));
      QFile written(path);
      QVERIFY(written.open(QIODevice::ReadOnly));
      const std::optional<QByteArray> expected = Debugger::ReplayConvert::exportMatch(replay, *format, &error);
      QVERIFY2(expected, qPrintable(error));
      QCOMPARE(written.readAll(), *expected);
    }
    QVERIFY(!App::exportInFormat(&window, QStringLiteral("codingame"), dir_.filePath(QStringLiteral("x")), &error));

    // In Italian, the entry names the format in Italian.
    languages_->setLanguage(QStringLiteral("it"));
    QVERIFY2(!log->text().startsWith(QStringLiteral("OrkIsland native log")), qPrintable(log->text()));
    languages_->setLanguage(QStringLiteral("en"));

    // A Fencing replay: its game writes no foreign format, so no entries.
    const QString fencing = dir_.filePath(QStringLiteral("f.kbz"));
    QVERIFY(Debugger::ReplayFile::write(fencing, Test::fencerVsFencerReplay(3), &error));
    QVERIFY(window.openFile(fencing));
    QVERIFY(formatEntries(exportMenu).isEmpty());
  }
};

QTEST_MAIN(TestFormatExport)
#include "test_format_export.moc"
