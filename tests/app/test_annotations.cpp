// Annotations in the window: adding, editing, undoing and saving notes (round trip through
// the file), recovery after a simulated crash, bot marks drawn as a board layer, the Notes
// panel (sort, filter, jump), the report with its pictures, and screenshots.
#include "annotations/anchor_picker.h"
#include "annotations/annotations_ui.h"
#include "annotations/annotations_feature.h"
#include "annotations/note_dialog.h"
#include "annotations/notes_controller.h"
#include "annotations/notes_model.h"
#include "annotations/notes_panel.h"
#include "annotations/notes_recovery.h"
#include "annotations/report_exporter.h"
#include "application/language_manager.h"
#include "boards/board_view.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "panels/bot_io_panel.h"
#include "panels/exchange_view.h"
#include "panels/board_panel.h"
#include "panels/timeline_panel.h"
#include "widgets/timeline_slider.h"

#include "match/match_builder.h"
#include "match/match_runner.h"
#include "match/participant.h"
#include "replay/replay_file.h"

#include "core/game.h"
#include "core/random.h"
#include "core/registry.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QUndoStack>
#include "support/screenshots.h"

#include <QtTest>

using namespace Kibitz;
using Debugger::NoteCategory;

namespace {

// A Fencing bot whose stderr carries marks every turn (as a `cmd:` bot would write).
class MarkingParticipant final : public Debugger::Participant {
public:
  explicit MarkingParticipant(std::unique_ptr<Rules::Bot> bot) : inner_(std::move(bot)) {}
  Rules::Move request(const Rules::State& state, int player, Debugger::PlayerExchange* exchange) override
  {
    Rules::Move move = inner_.request(state, player, exchange);
    if (exchange)
      exchange->stderrText = QStringLiteral("debug: thinking\n"
                                            "#kibitz note keep distance, he is low on energy\n"
                                            "#kibitz text 250 middle of the piste\n"
                                            "#kibitz color 120 #ff5252\n"
                                            "#kibitz line player:0 player:1\n"
                                            "#kibitz circle 1 2\n");
    return move;
  }

private:
  Debugger::BuiltinParticipant inner_;
};

QString writeMarkedReplay(const QTemporaryDir& dir, uint64_t seed)
{
  const Rules::Game* game = Rules::Registry::find(QStringLiteral("fencing"));
  Debugger::MatchRequest request;
  request.gameId = QStringLiteral("fencing");
  request.seed = seed;
  request.bots = {QStringLiteral("cmd:./marker"), QStringLiteral("builtin:fencer")};
  request.names = {QStringLiteral("Alice"), QStringLiteral("Bob")};
  // Seat 0 is a fencer that draws marks on its stderr, as an external bot would.
  request.participantFactory = [game, seed](int seat, QString*) -> std::unique_ptr<Debugger::Participant> {
    std::unique_ptr<Rules::Bot> bot = game->newBuiltinBot(QStringLiteral("fencer"), seat, Rules::Random::deriveSeed(seed, uint64_t(seat)));
    if (seat == 0)
      return std::make_unique<MarkingParticipant>(std::move(bot));
    return std::make_unique<Debugger::BuiltinParticipant>(std::move(bot));
  };
  QString error;
  auto runner = Debugger::MatchBuilder::build(request, &error);
  runner->run(40);
  const QString path = dir.filePath(QStringLiteral("marked%1.kbz").arg(seed));
  Debugger::ReplayFile::write(path, runner->takeReplay(), &error);
  return path;
}

void saveShot(QWidget* widget, const QString& name)
{
  QCoreApplication::processEvents();  // pending layouts, as the user would see them
  QVERIFY(Kibitz::Test::saveScreenshot(*widget, QStringLiteral("annotations/%1.png").arg(name)));
}

}  // namespace

class TestAnnotations : public QObject {
  Q_OBJECT
private:
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

  struct Window {
    std::unique_ptr<App::MainWindow> window;
    App::AnnotationsUi* ui = nullptr;
    App::NotesController* notes = nullptr;
  };
  Window open(const QString& path)
  {
    Window w;
    w.window = std::make_unique<App::MainWindow>(languages_);
    w.window->setInteractive(false);
    w.ui = App::annotationsUi(w.window.get());
    w.notes = w.ui->controller();
    w.window->resize(1400, 900);
    w.window->show();
    if (!path.isEmpty())
      w.window->openFile(path);
    return w;
  }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_annotations"));
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery")).removeRecursively();
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void addPickEditUndoSaveAndReopen()
  {
    const QString path = writeMarkedReplay(dir_, 11);
    Window w = open(path);
    QVERIFY(QTest::qWaitForWindowExposed(w.window.get()));
    QCOMPARE(w.window->findChildren<QDockWidget*>(QStringLiteral("notesDock")).size(), 1);
    QCOMPARE(w.ui->addNoteAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+M")));
    QCOMPARE(w.ui->undoAction()->shortcut(), QKeySequence(QKeySequence::Undo));
    w.window->goToTurn(6);

    // Ctrl+M, type, pick the second fencer on the board, OK.
    QTest::keyClick(w.window.get(), Qt::Key_M, Qt::ControlModifier);
    App::NoteDialog* dialog = w.ui->dialog();
    QVERIFY(dialog);
    dialog->setText(QStringLiteral("Lunged from too far\nand lost the point"));
    dialog->setCategory(NoteCategory::Blunder);
    dialog->findChild<QPushButton*>(QStringLiteral("pickAnchorButton"))->click();
    App::BoardView* board = w.window->boardPanel()->view();
    QVERIFY(w.ui->picker()->isActive());
    const std::optional<QPointF> fencer = board->anchorPosition(QStringLiteral("players[1]"));
    QVERIFY(fencer);
    QTest::mouseClick(board, Qt::LeftButton, {}, fencer->toPoint());
    QVERIFY(!w.ui->picker()->isActive());
    QCOMPARE(dialog->findChild<QLineEdit*>(QStringLiteral("noteAnchor"))->text(), QStringLiteral("players[1]"));
    dialog->accept();
    QCOMPARE(w.notes->notes().size(), 1);
    const Debugger::Note added = w.notes->notes()[0];
    QCOMPARE(added.turn, 6);
    QCOMPARE(added.category, NoteCategory::Blunder);
    QCOMPARE(added.anchor, QStringLiteral("players[1]"));
    QVERIFY(w.window->document()->isModified());
    QCOMPARE(w.window->document()->replay().annotations.size(), 1);
    QCOMPARE(w.window->timeline()->slider()->extraMarkers().size(), 1);
    QVERIFY(w.window->timeline()->slider()->eventsText(6).contains(QLatin1String("Lunged from too far")));

    // A click on the piste picks a position; an empty note is refused.
    App::NoteDialog* second = w.ui->openNewNote();
    second->setPicking(true);
    QTest::mouseClick(board, Qt::LeftButton, {}, board->anchorPosition(QStringLiteral("cell:400"))->toPoint() + QPoint(0, 6));
    QVERIFY(second->findChild<QLineEdit*>(QStringLiteral("noteAnchor"))->text().startsWith(QLatin1String("cell:")));
    second->accept();
    QVERIFY(second->isVisible());
    QCOMPARE(w.notes->notes().size(), 1);
    second->reject();

    // Edit, undo, redo, delete, undo.
    Debugger::Note changed = added;
    changed.text = QStringLiteral("Lunged from 5 units too far");
    QVERIFY(w.notes->editNote(changed));
    QCOMPARE(w.notes->notes()[0].text, changed.text);
    w.ui->undoAction()->trigger();
    QCOMPARE(w.notes->notes()[0].text, added.text);
    w.ui->redoAction()->trigger();
    QCOMPARE(w.notes->notes()[0].text, changed.text);
    const QString idea = w.notes->addNote(2, NoteCategory::Idea, QStringLiteral("open with a retreat"));
    QVERIFY(w.notes->removeNote(idea));
    QCOMPARE(w.notes->notes().size(), 1);
    w.ui->undoAction()->trigger();
    QCOMPARE(w.notes->notes().size(), 2);
    QCOMPARE(w.notes->undoStack()->count(), 4);

    // Save, reopen: the notes come back; the recovery file is gone.
    const QString saved = dir_.filePath(QStringLiteral("with-notes.kbz"));
    QVERIFY(w.window->saveTo(saved));
    QVERIFY(!w.window->document()->isModified());
    QVERIFY(!QFile::exists(App::NotesRecovery::pathFor(w.notes->recoveryKey())));
    const QList<Debugger::Note> expected = w.notes->notes();
    w.window.reset();
    Window again = open(saved);
    QCOMPARE(again.notes->notes(), expected);
    QVERIFY(!again.notes->hasRecovery());
    QVERIFY(!again.window->document()->isModified());
  }

  // The anchor's placeholder ("whole turn") shows whole in every language: the field, as
  // drawn in the dialog, starts with the same pixels as a very wide field with the same
  // placeholder (a cut placeholder is elided, so its pixels differ).
  void anchorPlaceholderShowsWhole()
  {
    const QString path = writeMarkedReplay(dir_, 11);
    Window w = open(path);
    for (const QString& lang : App::LanguageManager::languages()) {
      QVERIFY(languages_->setLanguage(lang));
      App::NoteDialog* dialog = w.ui->openNewNote();
      QVERIFY(QTest::qWaitForWindowExposed(dialog));
      QCoreApplication::processEvents();
      auto* anchor = dialog->findChild<QLineEdit*>(QStringLiteral("noteAnchor"));
      QVERIFY(anchor->text().isEmpty());
      QVERIFY(!anchor->placeholderText().isEmpty());
      if (lang != QLatin1String("en"))
        QVERIFY(anchor->placeholderText() != QLatin1String("whole turn"));
      QLineEdit wide(dialog);
      wide.setClearButtonEnabled(true);
      wide.setPlaceholderText(anchor->placeholderText());
      wide.resize(2000, anchor->height());
      const QImage shown = anchor->grab().toImage();
      const QImage full = wide.grab().toImage();
      // The rightmost column where the placeholder's ink differs from the field's background.
      const int row = full.height() / 2;
      const QRgb background = full.pixel(full.width() / 2, row);
      int inkRight = 0;
      for (int x = 0; x < full.width() / 2; ++x)
        for (int y = 4; y < full.height() - 4; ++y)
          if (full.pixel(x, y) != background && x > 4)
            inkRight = x;
      QVERIFY(inkRight > 10);
      QVERIFY2(inkRight + 2 < shown.width(),
               qPrintable(QStringLiteral("%1: the placeholder needs %2 px, the field is %3").arg(lang).arg(inkRight).arg(shown.width())));
      for (int x = 4; x <= inkRight; ++x)
        for (int y = 4; y < full.height() - 4; ++y)
          QVERIFY2(shown.pixel(x, y) == full.pixel(x, y),
                   qPrintable(QStringLiteral("%1: the placeholder is cut at x=%2").arg(lang).arg(x)));
      saveShot(dialog, QStringLiteral("add-note-%1").arg(lang));
      dialog->reject();
    }
    QVERIFY(languages_->setLanguage(QStringLiteral("en")));
  }

  void recoversNotesAfterACrash()
  {
    const QString path = writeMarkedReplay(dir_, 12);
    {
      Window w = open(path);
      w.window->goToTurn(3);
      w.notes->addNote(3, NoteCategory::Idea, QStringLiteral("first"));
      w.notes->addNote(8, NoteCategory::Bug, QStringLiteral("second"), QStringLiteral("cell:250"));
      // A note being typed when the "crash" happens.
      App::NoteDialog* dialog = w.ui->openNewNote();
      dialog->findChild<QPlainTextEdit*>(QStringLiteral("noteText"))->insertPlainText(QStringLiteral("half-typed"));
      QVERIFY(QFile::exists(App::NotesRecovery::pathFor(w.notes->recoveryKey())));
      // Simulated crash: the window goes away without saving or closing.
      App::MainWindow* leaked = w.window.release();  // leaked on purpose, as a crash would
      leaked->hide();
    }
    Window w = open(path);
    QVERIFY(w.notes->notes().isEmpty());
    QVERIFY(w.notes->hasRecovery());
    QCOMPARE(w.notes->recoveryNoteCount(), 3);
    App::NotesPanel* panel = w.ui->panel();
    QVERIFY(panel->restoreButton()->isVisibleTo(panel));
    saveShot(panel, QStringLiteral("notes-panel-recovery"));
    panel->restoreButton()->click();
    QVERIFY(!w.notes->hasRecovery());
    QCOMPARE(w.notes->notes().size(), 3);
    QCOMPARE(w.notes->notes()[2].text, QStringLiteral("half-typed"));
    QVERIFY(w.window->document()->isModified());
    w.ui->undoAction()->trigger();
    QVERIFY(w.notes->notes().isEmpty());
    w.ui->redoAction()->trigger();
    QVERIFY(w.window->saveTo(path));
    QVERIFY(!QFile::exists(App::NotesRecovery::pathFor(w.notes->recoveryKey())));
  }

  void botMarksAreListedAndDrawnAsAHideableLayer()
  {
    Window w = open(writeMarkedReplay(dir_, 13));
    w.window->goToTurn(1);
    App::BoardView* board = w.window->boardPanel()->view();
    QVERIFY(board->marks().size() >= 4);
    board->grab();
    QVERIFY(board->paintedMarkCount() >= 4);  // text, color, line in place; the note in the corner
    QListWidget* list = w.ui->panel()->botMarksList();
    QStringList rows;
    for (int i = 0; i < list->count(); ++i)
      rows << list->item(i)->text();
    QVERIFY2(rows.contains(QStringLiteral("Alice: text cell:250 \"middle of the piste\"")), qPrintable(rows.join('\n')));
    QVERIFY(std::any_of(rows.begin(), rows.end(), [](const QString& row) {
      return row.contains(QLatin1String("malformed mark: stderr line 6: unknown mark 'circle'"));
    }));
    // Bob is the built-in fencer: it explains its move and marks its reach too.
    QVERIFY2(std::any_of(rows.begin(), rows.end(), [](const QString& row) { return row.startsWith(QLatin1String("Bob: note ")); }),
             qPrintable(rows.join('\n')));
    w.ui->showMarksAction()->trigger();
    board->grab();
    QCOMPARE(board->paintedMarkCount(), 0);
    w.ui->showMarksAction()->trigger();
    board->grab();
    QVERIFY(board->paintedMarkCount() >= 4);
  }

  void botIoListsMarksAndMalformedOnes()
  {
    Window w = open(writeMarkedReplay(dir_, 15));
    w.window->goToTurn(1);
    auto* botIo = w.window->findChild<App::BotIoPanel*>();
    QVERIFY(botIo);
    App::ExchangeView* alice = botIo->exchangeView(0);
    QVERIFY2(alice->marksText().contains(QStringLiteral("text cell:250 \"middle of the piste\"")), qPrintable(alice->marksText()));
    QVERIFY2(alice->markErrorsText().contains(QLatin1String("Malformed mark skipped: stderr line 6: unknown mark 'circle'")),
             qPrintable(alice->markErrorsText()));
    App::ExchangeView* bob = botIo->exchangeView(1);  // the built-in fencer
    QVERIFY(bob->marksText().startsWith(QLatin1String("note ")));
    QVERIFY(bob->markErrorsText().isEmpty());
  }

  void panelSortsFiltersAndJumps()
  {
    Window w = open(writeMarkedReplay(dir_, 14));
    const QString a = w.notes->addNote(17, NoteCategory::GoodMove, QStringLiteral("perfect parry"), QStringLiteral("players[0]"));
    w.notes->addNote(2, NoteCategory::Blunder, QStringLiteral("walked into the lunge"));
    w.notes->addNote(9, NoteCategory::Idea, QStringLiteral("try double retreat"), QStringLiteral("cell:300"));
    App::NotesPanel* panel = w.ui->panel();
    QTableView* table = panel->table();
    QCOMPARE(table->model()->rowCount(), 3);
    table->sortByColumn(App::NotesModel::TurnColumn, Qt::AscendingOrder);
    QCOMPARE(table->model()->index(0, App::NotesModel::TurnColumn).data(Qt::EditRole).toInt(), 2);
    QCOMPARE(table->model()->index(2, App::NotesModel::TurnColumn).data(Qt::EditRole).toInt(), 17);
    panel->filterEdit()->setText(QStringLiteral("RETREAT"));
    QCOMPARE(table->model()->rowCount(), 1);
    panel->filterEdit()->clear();
    panel->categoryFilter()->setCurrentIndex(panel->categoryFilter()->findData(int(NoteCategory::GoodMove)));
    QCOMPARE(table->model()->rowCount(), 1);
    panel->categoryFilter()->setCurrentIndex(0);
    QCOMPARE(table->model()->rowCount(), 3);

    // Clicking a note goes to its turn and highlights its anchor.
    table->sortByColumn(App::NotesModel::TurnColumn, Qt::DescendingOrder);
    const QRect cell = table->visualRect(table->model()->index(0, App::NotesModel::TextColumn));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(w.window->document()->currentTurn(), 17);
    QCOMPARE(w.notes->selectedNote(), a);
    bool highlighted = false;
    for (const App::BoardMark& m : w.window->boardPanel()->view()->marks())
      highlighted |= m.highlighted && m.anchor == QLatin1String("players[0]");
    QVERIFY(highlighted);
    QVERIFY(w.ui->editNoteAction()->isEnabled());
    w.ui->deleteNoteAction()->trigger();
    QCOMPARE(w.notes->notes().size(), 2);

    // Screenshots: the Notes panel and the board with a note anchor and bot marks.
    w.window->goToTurn(9);
    w.notes->addNote(9, NoteCategory::Bug, QStringLiteral("bot marks the wrong cell"), QStringLiteral("players[1]"));
    panel->selectNote(w.notes->notes().last().id);
    QCoreApplication::processEvents();
    saveShot(panel, QStringLiteral("notes-panel"));
    saveShot(w.window->boardPanel(), QStringLiteral("board-with-notes"));
    saveShot(w.window.get(), QStringLiteral("window"));
  }

  void exportsAReportWithPictures()
  {
    Window w = open(writeMarkedReplay(dir_, 15));
    w.notes->addNote(5, NoteCategory::Blunder, QStringLiteral("gave away the distance"), QStringLiteral("players[1]"));
    w.notes->addNote(1, NoteCategory::Idea, QStringLiteral("whole-turn note"));
    const QString report = dir_.filePath(QStringLiteral("report.md"));
    QString error;
    QVERIFY2(w.ui->exportReport(report, &error), qPrintable(error));
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    QVERIFY(text.contains(QLatin1String("# Match report: Alice vs Bob")));
    QVERIFY(text.contains(QLatin1String("| Seed | 15 |")));
    for (const Debugger::Note& n : w.notes->notes()) {
      QVERIFY(text.contains(n.text));
      const QString picture = QStringLiteral("report_files/note-%1-turn-%2.png").arg(n.id).arg(n.turn);
      QVERIFY2(text.contains(QStringLiteral("](%1)").arg(picture)), qPrintable(picture));
      QImage image(dir_.filePath(picture));
      QVERIFY2(!image.isNull(), qPrintable(picture));
      QCOMPARE(image.width(), 900);
    }
    QVERIFY(Kibitz::Test::saveScreenshot(QImage(dir_.filePath(QStringLiteral("report_files/note-n1-turn-5.png"))),
                                 QStringLiteral("annotations/report-picture.png")));
    // An unwritable place is named.
    QVERIFY(!w.ui->exportReport(QStringLiteral("/proc/no/report.html"), &error));
    QVERIFY2(error.contains(QLatin1String("/proc/no")), qPrintable(error));
  }
};

QTEST_MAIN(TestAnnotations)
#include "test_annotations.moc"
