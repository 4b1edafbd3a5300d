// Every file dialog starts where the user last was (one memory for all of them), else in the
// folder of the replay on screen, else in documents or home, never at the root; and opens
// large enough for its columns to be read.

#include "document/replay_document.h"
#include "widgets/file_dialogs.h"

#include "support/test_matches.h"

#include <QApplication>
#include <QDir>
#include <QGuiApplication>
#include <QScreen>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace Kibitz;

namespace {

// What the next file dialog looked like when it opened.
struct Seen {
  QString directory;
  QSize size;
  int nameColumn = 0;
};

// Answers the next file dialog with `answer` (a path typed into its name box; empty:
// cancel), noting where it started. The dialog is modal: the answer comes from its own loop.
void answerFileDialog(const QString& answer, Seen* seen, int tries = 200)
{
  QTimer::singleShot(50, [answer, seen, tries] {
    auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
    auto* name = dialog ? dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")) : nullptr;
    if (!name) {
      if (tries > 0)
        answerFileDialog(answer, seen, tries - 1);
      return;
    }
    seen->directory = dialog->directory().absolutePath();
    seen->size = dialog->size();
    if (auto* tree = dialog->findChild<QTreeView*>(QStringLiteral("treeView")))
      seen->nameColumn = tree->header()->sectionSize(0);
    if (answer.isEmpty()) {
      dialog->reject();
      return;
    }
    name->setText(answer);
    static_cast<QDialog*>(dialog)->accept();
  });
}

}  // namespace

class TestFileDialogs : public QObject {
  Q_OBJECT

private slots:
  void initTestCase()
  {
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_file_dialogs"));
    QVERIFY(dir_.isValid());
  }

  void init() { QSettings().clear(); }

  // The order: the remembered folder, the open replay's, documents or home; never "/".
  void theStartFolderIsNeverTheRoot()
  {
    const QString remembered = dir_.filePath(QStringLiteral("last"));
    const QString replays = dir_.filePath(QStringLiteral("replays"));
    QVERIFY(QDir().mkpath(remembered) && QDir().mkpath(replays));
    const QString replay = replays + QStringLiteral("/game1.log");
    QCOMPARE(App::FileDialogs::startFolder(remembered, replay), remembered);
    QCOMPARE(App::FileDialogs::startFolder(dir_.filePath(QStringLiteral("gone")), replay), replays);
    QCOMPARE(App::FileDialogs::startFolder(QString(), replay), replays);
    for (const QString& last : {QString(), QStringLiteral("/"), dir_.filePath(QStringLiteral("gone"))})
      for (const QString& open : {QString(), QStringLiteral("/game.kbz")}) {
        const QString start = App::FileDialogs::startFolder(last, open);
        QVERIFY2(QFileInfo(start).isDir() && !QDir(start).isRoot(), qPrintable(start));
      }
  }

  // One memory for every dialog; before there is one, the folder of the replay on screen.
  void theLastFolderIsRememberedElseTheReplaysFolder()
  {
    QVERIFY(App::FileDialogs::lastFolder().isEmpty());
    const QString replays = dir_.filePath(QStringLiteral("matches"));
    QVERIFY(QDir().mkpath(replays));
    QWidget window;
    App::ReplayDocument document(&window);
    QWidget child(&window);  // a dialog's parent deep in the window
    QVERIFY(App::FileDialogs::openReplayOf(&child).isEmpty());  // nothing open yet
    document.setReplay(Test::fencerVsFencerReplay(3), replays + QStringLiteral("/fencing.kbz"));
    QCOMPARE(App::FileDialogs::openReplayOf(&child), replays + QStringLiteral("/fencing.kbz"));
    QCOMPARE(App::FileDialogs::startFolderFor(&child), replays);

    const QString elsewhere = dir_.filePath(QStringLiteral("exports"));
    QVERIFY(QDir().mkpath(elsewhere));
    App::FileDialogs::remember(elsewhere + QStringLiteral("/notes.md"));
    QCOMPARE(App::FileDialogs::lastFolder(), elsewhere);
    QCOMPARE(App::FileDialogs::startFolderFor(&child), elsewhere);
    App::FileDialogs::remember(QStringLiteral("/"));  // the root is not remembered
    QCOMPARE(App::FileDialogs::lastFolder(), elsewhere);
  }

  // A real dialog: it opens in the start folder, large with a readable name column, and
  // what is chosen there becomes the next dialog's folder.
  void aDialogStartsThereAndRemembersTheChoice()
  {
    const QString first = dir_.filePath(QStringLiteral("first"));
    QVERIFY(QDir().mkpath(first));
    App::FileDialogs::remember(first);
    QWidget parent;
    Seen seen;
    answerFileDialog(QString(), &seen);
    QVERIFY(App::FileDialogs::openFile(&parent, QStringLiteral("Open")).isEmpty());  // cancelled
    QCOMPARE(seen.directory, first);
    // 920 x 580, or most of a smaller screen (the offscreen one is 800 x 600).
    const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size() * 0.9;
    QVERIFY2(seen.size.width() >= std::min(900, available.width()) && seen.size.height() >= std::min(560, available.height()),
             qPrintable(QStringLiteral("%1x%2").arg(seen.size.width()).arg(seen.size.height())));
    QVERIFY2(seen.nameColumn >= 220, qPrintable(QString::number(seen.nameColumn)));

    const QString second = dir_.filePath(QStringLiteral("second"));
    QVERIFY(QDir().mkpath(second));
    const QString chosen = second + QStringLiteral("/out.json");
    answerFileDialog(chosen, &seen);
    QCOMPARE(App::FileDialogs::saveFile(&parent, QStringLiteral("Save"), QStringLiteral("out.json")), chosen);
    QCOMPARE(seen.directory, first);  // the suggested name went into the remembered folder
    QCOMPARE(App::FileDialogs::lastFolder(), second);

    answerFileDialog(QString(), &seen);
    App::FileDialogs::existingFolder(&parent, QStringLiteral("Folder"));
    QCOMPARE(seen.directory, second);  // the same memory for every kind of dialog
  }

private:
  QTemporaryDir dir_;
};

QTEST_MAIN(TestFileDialogs)
#include "test_file_dialogs.moc"
