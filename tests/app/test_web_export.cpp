// File > Export > Web Page: the action is there while a replay is open, and writes the
// window's replay (its notes included) as a page in the chosen language.
#include "application/language_manager.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "share/web_export_feature.h"

#include "replay/replay_file.h"
#include "support/test_matches.h"

#include <QAction>
#include <QFile>
#include <QJsonObject>
#include <QMenu>
#include <QMenuBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace Kibitz;

class TestWebExport : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_web_export"));
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void theFileMenuExportsTheOpenReplay()
  {
    App::MainWindow window(languages_);
    window.setInteractive(false);
    auto* action = window.findChild<QAction*>(QStringLiteral("exportWebPageAction"));
    QVERIFY(action);
    QVERIFY(!action->isEnabled());
    auto* exportMenu = window.findChild<QMenu*>(QStringLiteral("exportMenu"));
    QVERIFY(exportMenu);
    QVERIFY(window.menu(App::MainWindow::MenuId::File)->actions().contains(exportMenu->menuAction()));
    QCOMPARE(exportMenu->menuAction()->text(), QStringLiteral("&Export"));

    Debugger::Replay replay = Test::fencerVsFencerReplay(2);
    replay.annotations.append(QJsonObject{{QStringLiteral("kind"), QStringLiteral("note")}, {QStringLiteral("id"), QStringLiteral("n1")},
                                          {QStringLiteral("turn"), 3}, {QStringLiteral("category"), QStringLiteral("bug")},
                                          {QStringLiteral("text"), QStringLiteral("parried too late")}});
    const QString kbz = dir_.filePath(QStringLiteral("m.kbz"));
    QString error;
    QVERIFY(Debugger::ReplayFile::write(kbz, replay, &error));
    QVERIFY(window.openFile(kbz));
    QVERIFY(action->isEnabled());

    Debugger::HtmlExport::Options options;
    options.language = QStringLiteral("zh_TW");
    const QString page = dir_.filePath(QStringLiteral("m.html"));
    QVERIFY2(App::exportWebPage(&window, page, options, &error), qPrintable(error));
    QFile file(page);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray html = file.readAll();
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QVERIFY(html.contains("<html lang=\"zh-TW\">"));
    QVERIFY(html.contains(QStringLiteral("\"Players\":\"玩家\"").toUtf8()));
    // The notes travel inside the embedded replay: decode it as the page does.
    const int start = html.indexOf("id=\"kibitz-replay\">") + int(qstrlen("id=\"kibitz-replay\">"));
    const QByteArray packed = html.mid(start, html.indexOf("</script>", start) - start);
    const std::optional<Debugger::Replay> embedded = Debugger::ReplayFile::parse(QByteArray::fromBase64(packed), &error);
    QVERIFY2(embedded, qPrintable(error));
    QCOMPARE(embedded->annotations.size(), 1);
    QCOMPARE(embedded->frames.size(), replay.frames.size());
  }

  void languageSwitchRenamesTheMenu()
  {
    App::MainWindow window(languages_);
    QVERIFY(languages_->setLanguage(QStringLiteral("it")));
    auto* exportMenu = window.findChild<QMenu*>(QStringLiteral("exportMenu"));
    QCOMPARE(exportMenu->menuAction()->text(), QStringLiteral("&Esporta"));
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
  }
};

QTEST_MAIN(TestWebExport)
#include "test_web_export.moc"
