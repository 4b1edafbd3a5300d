// The window's settings (app/application/settings.h): each read gives the stored value or
// the declared default, a value of the wrong type falls back instead of being misread, and
// per-game settings of two games never share a key.
#include "application/settings.h"

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Kibitz;

class TestSettings : public QObject {
  Q_OBJECT

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_settings"));
    QSettings().clear();
  }

  void defaultsUntilSetThenTheValue()
  {
    QCOMPARE(App::Settings::followLive.value(), true);
    QCOMPARE(App::Settings::playbackSpeed.value(), 1.0);
    QCOMPARE(App::Settings::recentFiles.value(), QStringList());
    App::Settings::followLive.set(false);
    App::Settings::playbackSpeed.set(4.0);
    App::Settings::recentFiles.set({QStringLiteral("/a.kbz")});  // one entry: an INI file keeps it as a string
    QCOMPARE(App::Settings::followLive.value(), false);
    QCOMPARE(App::Settings::playbackSpeed.value(), 4.0);
    QCOMPARE(App::Settings::recentFiles.value(), QStringList{QStringLiteral("/a.kbz")});
    App::Settings::followLive.remove();
    QCOMPARE(App::Settings::followLive.value(), true);
  }

  // A file edited by hand: a size where a size cannot be read gives the default.
  void aValueOfAnotherTypeFallsBack()
  {
    QSettings().setValue(App::Settings::fileDialogSize.key(), QVariantList{1, 2});
    QVERIFY(!App::Settings::fileDialogSize.value().isValid());
    QSettings().setValue(App::Settings::fileDialogSize.key(), QSize(800, 600));
    QCOMPARE(App::Settings::fileDialogSize.value(), QSize(800, 600));
  }

  void perGameSettingsKeepApart()
  {
    App::Settings::chartLogScale(QStringLiteral("fencing"), QStringLiteral("score")).set(true);
    QVERIFY(App::Settings::chartLogScale(QStringLiteral("fencing"), QStringLiteral("score")).value());
    QVERIFY(!App::Settings::chartLogScale(QStringLiteral("orkisland"), QStringLiteral("score")).value());
    QVERIFY(!App::Settings::chartLogScale(QStringLiteral("fencing"), QStringLiteral("cost.time")).value());
    // No game: a key of its own, not "breakpoints/".
    QCOMPARE(App::Settings::breakpoints(QString()).key(), QStringLiteral("breakpoints/_none"));
    QCOMPARE(App::Settings::buildCommand(QStringLiteral("cpp"), QStringLiteral("g++ x")).value(), QStringLiteral("g++ x"));
  }
};

QTEST_MAIN(TestSettings)
#include "test_settings.moc"
