// Text from a replay, a bot, a results database or a file is shown as it is. Qt shows any
// string that might be HTML as rich text, and a player name such as <img src="/dev/zero">
// made the window read /dev/zero until it died (issue #30). A replay whose names, bots,
// result, events, notes, bot marks, stderr, replies, errors and state hold markup is opened
// in the main window and the Compare window, an arena database whose bots have such names
// in the Arena window, and such file names fail to open: every label, tool tip, item view,
// chart and message box under them (found by walking the widgets, so new panels are
// checked too) shows the markup literally. That the test ends at all shows nothing read
// /dev/zero.
#include "annotations/annotations_ui.h"
#include "annotations/annotations_feature.h"
#include "annotations/note_dialog.h"
#include "application/language_manager.h"
#include "arena/arena_window.h"
#include "arena/arena_feature.h"
#include "arena/match_list_model.h"
#include "boards/board_view.h"
#include "breakpoints/breakpoint_controller.h"
#include "breakpoints/breakpoint_model.h"
#include "breakpoints/breakpoints_panel.h"
#include "compare/compare_window.h"
#include "compare/compare_feature.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "panels/board_panel.h"
#include "panels/timeline_panel.h"
#include "widgets/plain_text.h"
#include "widgets/timeline_slider.h"

#include "annotations/note.h"
#include "arena/results_db.h"
#include "replay/replay_file.h"

#include "core/game.h"
#include "core/registry.h"
#include "support/test_matches.h"
#include "support/require_game.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDialogButtonBox>
#include <QHelpEvent>
#include <QLabel>
#include <QLegendMarker>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using namespace Kibitz;

namespace {

// Each would be an image, bold text or a link if it were taken as HTML.
const QString kHostile = QStringLiteral("<img src=\"/dev/zero\"> <b>bold</b> <a href=x>link</a>");

bool hasMarkup(const QString& text)
{
  return text.contains(QLatin1String("<img"), Qt::CaseInsensitive) || text.contains(QLatin1String("<b>bold")) ||
         text.contains(QLatin1String("<a href"));
}

bool showsRichText(const QLabel* label)
{
  return label->textFormat() == Qt::RichText ||
         (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
}

// A label shows the hostile text literally: plain with the tags, or rich with them escaped.
bool showsLiterally(const QLabel* label)
{
  return showsRichText(label) ? !hasMarkup(label->text()) && label->text().contains(QLatin1String("&lt;img"))
                              : label->text().contains(QLatin1String("<img"));
}

QString describe(const QObject* o)
{
  return QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(o->metaObject()->className()), o->objectName());
}

// Counts where the hostile text is shown (literally), and fails on the first place that
// would take it as HTML.
struct Walk {
  int literal = 0;

  void toolTip(const QObject* owner, const QString& tip)
  {
    // Tool tips always guess the format: markup in one would be rendered.
    QVERIFY2(!hasMarkup(tip), qPrintable(describe(owner) + QStringLiteral(" tool tip: ") + tip));
    literal += tip.contains(QLatin1String("&lt;img"));
  }

  void model(const QAbstractItemModel* m, const QModelIndex& parent, int depth)
  {
    const int rows = std::min(m->rowCount(parent), 300);
    for (int r = 0; r < rows; ++r) {
      for (int c = 0; c < m->columnCount(parent); ++c) {
        const QModelIndex index = m->index(r, c, parent);
        toolTip(m, index.data(Qt::ToolTipRole).toString());
        if (QTest::currentTestFailed())
          return;
        literal += index.data(Qt::DisplayRole).toString().contains(QLatin1String("<img"));  // item texts are plain
        if (c == 0 && depth < 6 && m->hasChildren(index))
          model(m, index, depth + 1);
      }
    }
    for (Qt::Orientation o : {Qt::Horizontal, Qt::Vertical})
      for (int s = 0; s < std::min(o == Qt::Horizontal ? m->columnCount(parent) : rows, 300); ++s)
        toolTip(m, m->headerData(s, o, Qt::ToolTipRole).toString());
  }

  void chart(const QChartView* view)
  {
    // Qt Charts shows titles, series names and legend labels as rich text.
    QStringList texts{view->chart()->title()};
    for (const QAbstractSeries* s : view->chart()->series())
      texts << s->name();
    for (const QLegendMarker* m : view->chart()->legend()->markers())
      texts << m->label();
    for (const QAbstractAxis* a : view->chart()->axes())
      texts << a->titleText();
    for (const QString& t : std::as_const(texts)) {
      QVERIFY2(!hasMarkup(t), qPrintable(describe(view) + QStringLiteral(": ") + t));
      literal += t.contains(QLatin1String("&lt;img"));
    }
  }

  // Every widget under `root`, and its actions.
  void widgets(QWidget* root)
  {
    QList<QWidget*> all = root->findChildren<QWidget*>();
    all.prepend(root);
    for (QWidget* w : std::as_const(all)) {
      toolTip(w, w->toolTip());
      for (const QAction* a : w->actions())
        toolTip(a, a->toolTip());
      if (auto* label = qobject_cast<QLabel*>(w)) {
        if (showsRichText(label))
          QVERIFY2(!hasMarkup(label->text()), qPrintable(describe(label) + QStringLiteral(": ") + label->text()));
        literal += showsLiterally(label);
      }
      if (auto* tabs = qobject_cast<QTabBar*>(w))
        for (int i = 0; i < tabs->count(); ++i)
          toolTip(tabs, tabs->tabToolTip(i));
      if (auto* view = qobject_cast<QAbstractItemView*>(w); view && view->model())
        model(view->model(), view->rootIndex(), 0);
      if (auto* chartView = qobject_cast<QChartView*>(w))
        chart(chartView);
      if (QTest::currentTestFailed())
        return;
    }
    for (const QAction* a : root->findChildren<QAction*>())
      toolTip(a, a->toolTip());
  }
};

QLabel* shownToolTip()
{
  for (QWidget* w : QApplication::topLevelWidgets())
    if (w->objectName() == QLatin1String("qtooltip_label") && w->isVisible())
      return qobject_cast<QLabel*>(w);
  return nullptr;
}

// The tool tip `widget` shows at `pos`, as the user would get it.
QLabel* hover(QWidget* widget, const QPoint& pos)
{
  QHelpEvent event(QEvent::ToolTip, pos, widget->mapToGlobal(pos));
  QApplication::sendEvent(widget, &event);
  return shownToolTip();
}

// Answers every message box that comes up, noting whether it showed its text literally.
class MessageBoxes : public QObject {
public:
  QStringList texts;
  QStringList notLiteral;

  MessageBoxes()
  {
    connect(&timer_, &QTimer::timeout, this, [this] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (!box)
        return;
      texts << box->text();
      const auto* label = box->findChild<QLabel*>(QStringLiteral("qt_msgbox_label"));
      if (!label || !showsLiterally(label))
        notLiteral << box->text();
      box->done(0);
    });
    timer_.start(20);
  }

private:
  QTimer timer_;
};

// A finished Fencing match with the hostile text everywhere a replay carries text.
Debugger::Replay hostileReplay()
{
  Debugger::Replay replay = Test::playMatch(QStringLiteral("fencing"), {QStringLiteral("builtin:fencer"), QStringLiteral("builtin:fencer")}, 7,
                                            {}, {QStringLiteral("alice ") + kHostile, QStringLiteral("bob ") + kHostile});
  if (replay.lastTurn() < 6)
    return replay;
  replay.players[1].bot = QStringLiteral("cmd:./bot ") + kHostile;
  replay.result.text = QStringLiteral("won by ") + kHostile;
  replay.createdBy = QStringLiteral("maker ") + kHostile;
  for (int turn = 1; turn <= 4; ++turn) {
    for (Debugger::PlayerExchange& x : replay.frames[turn].exchanges) {
      x.stderrText += QStringLiteral("\nthinking ") + kHostile;
      x.output << kHostile;
      x.error = QStringLiteral("the game says: ") + kHostile;
      x.marks << Debugger::BotMark{Debugger::BotMark::Kind::Note, {}, {}, QStringLiteral("mark ") + kHostile, {}}
              << Debugger::BotMark{Debugger::BotMark::Kind::Text, QStringLiteral("players[0]"), {}, kHostile, {}};
      x.markErrors << QStringLiteral("stderr line 9: ") + kHostile;
    }
  }
  const Rules::Game* game = Rules::Registry::find(QStringLiteral("fencing"));
  replay.frames[2].events << Rules::Event(game->info().events.value(0).type, 0, QStringLiteral("event ") + kHostile);
  Debugger::Note note;
  note.id = QStringLiteral("n1");
  note.turn = 2;
  note.text = QStringLiteral("note ") + kHostile + QStringLiteral("\nsecond line ") + kHostile;
  note.anchor = QStringLiteral("players[0]");
  note.created = note.modified = QStringLiteral("2026-01-01T00:00:00Z");
  replay.annotations = Debugger::Notes::withNotes({}, {note});
  // A value that changes on the last turn: the inspector's tool tip names the previous one.
  const int last = replay.lastTurn();
  replay.frames[last - 1].state.insert(QStringLiteral("hostile"), QStringLiteral("before ") + kHostile);
  replay.frames[last].state.insert(QStringLiteral("hostile"), QStringLiteral("after ") + kHostile);
  return replay;
}

}  // namespace

class TestHostileText : public QObject {
  Q_OBJECT
  QTemporaryDir dir_;
  App::LanguageManager* languages_ = nullptr;

  // A path whose folders spell <img src="/dev/zero">.
  QString hostilePath(const QString& suffix) const
  {
    const QString folder = dir_.filePath(QStringLiteral("<img src=\"/dev"));
    QDir().mkpath(folder);
    return folder + QStringLiteral("/zero\">") + suffix;
  }

private slots:
  void initTestCase()
  {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("test_hostile_text"));
    QSettings().clear();
    KIBITZ_REQUIRE_GAME("fencing");
    QVERIFY(dir_.isValid());
    languages_ = new App::LanguageManager(this);
    languages_->setLanguage(QStringLiteral("en"));
  }

  void helperShowsTextLiterally()
  {
    QCOMPARE(App::PlainText::toolTip(QString()), QString());
    const QString tip = App::PlainText::toolTip(kHostile + QStringLiteral("\nline 2"));
    QVERIFY(!hasMarkup(tip));
    QTextDocument shown;
    shown.setHtml(tip);
    QCOMPARE(shown.toPlainText(), kHostile + QStringLiteral("\nline 2"));
    QCOMPARE(App::PlainText::label()->textFormat(), Qt::PlainText);
  }

  void mainWindowShowsAReplayLiterally()
  {
    const Debugger::Replay replay = hostileReplay();
    QVERIFY(replay.lastTurn() >= 6);
    const QString path = hostilePath(QStringLiteral(".kbz"));
    QString error;
    QVERIFY2(Debugger::ReplayFile::write(path, replay, &error), qPrintable(error));

    App::MainWindow window(languages_);
    window.setInteractive(false);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));

    // Every panel at the turns that carry the text (Bot I/O, marks, events, notes, inspector).
    int literal = 0;
    for (int turn : {0, 1, 2, 3, replay.lastTurn()}) {
      window.goToTurn(turn);
      QCoreApplication::processEvents();
      Walk walk;
      walk.widgets(&window);
      if (QTest::currentTestFailed())
        return;
      literal += walk.literal;
    }
    QVERIFY2(literal > 20, qPrintable(QString::number(literal)));  // the walk did meet the text

    // The board's tool tip on a fencer names its player.
    window.goToTurn(1);
    App::BoardView* board = window.boardPanel()->view();
    QPoint onFencer(-1, -1);
    for (int y = 0; y < board->height() && onFencer.x() < 0; y += 6)
      for (int x = 0; x < board->width() && onFencer.x() < 0; x += 6)
        if (board->tooltipAt(QPointF(x, y)).contains(QLatin1String("<img")))
          onFencer = QPoint(x, y);
    QVERIFY(onFencer.x() >= 0);
    QLabel* tip = hover(board, onFencer);
    QVERIFY(tip);
    QVERIFY2(showsLiterally(tip), qPrintable(tip->text()));

    // The timeline's tool tip on turn 2: its event and the note.
    App::TimelineSlider* slider = window.timeline()->slider();
    tip = hover(slider, QPoint(slider->xOfTurn(2), slider->height() / 2));
    QVERIFY(tip);
    QVERIFY2(showsLiterally(tip) && tip->text().contains(QLatin1String("note ")), qPrintable(tip->text()));

    // The note dialog, with an anchor it refuses.
    App::NoteDialog* dialog = App::annotationsUi(&window)->openEditNote(QStringLiteral("n1"));
    QVERIFY(dialog);
    auto* anchor = dialog->findChild<QLineEdit*>(QStringLiteral("noteAnchor"));
    QVERIFY(anchor);
    anchor->setText(kHostile);
    dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    {
      Walk walk;
      walk.widgets(dialog);
      if (QTest::currentTestFailed())
        return;
      QVERIFY(walk.literal > 0);  // the refusal quotes the anchor
    }
    dialog->reject();

    // Breakpoints: an expression holding the text, and the error of typing it.
    auto* breakpoints = window.findChild<App::BreakpointsPanel*>();
    QVERIFY(breakpoints);
    breakpoints->controller()->model()->add(QStringLiteral("'%1'.length < 0").arg(kHostile), false, &error);
    for (QLineEdit* edit : breakpoints->findChildren<QLineEdit*>())
      edit->setText(kHostile);
    {
      Walk walk;
      walk.widgets(breakpoints);
      if (QTest::currentTestFailed())
        return;
      QVERIFY(walk.literal > 0);
    }

    // The Compare window, with a second replay that differs in a value holding the text.
    App::CompareWindow* compare = App::openCompareWindow(&window);
    QVERIFY(compare);
    Debugger::Replay other = replay;
    for (int t = 3; t <= other.lastTurn(); ++t)
      other.frames[t].state.insert(QStringLiteral("hostile"), QStringLiteral("other ") + kHostile);
    QVERIFY2(compare->setReplay(App::CompareWindow::B, other, QStringLiteral("B ") + kHostile, &error), qPrintable(error));
    compare->show();
    compare->setCurrentTurn(3);
    QVERIFY(compare->differenceList()->topLevelItemCount() > 0);
    {
      Walk walk;
      walk.widgets(compare);
      if (QTest::currentTestFailed())
        return;
      QVERIFY(walk.literal > 0);
    }
    compare->close();

    // Every window and dialog still open.
    for (QWidget* top : QApplication::topLevelWidgets()) {
      Walk walk;
      walk.widgets(top);
      if (QTest::currentTestFailed())
        return;
    }

    // A file that cannot be opened: its name in the error box, as it is.
    const QString broken = dir_.filePath(QStringLiteral("<img src=x> <b>bold.kbz"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a replay");
    file.close();
    {
      MessageBoxes boxes;
      window.setInteractive(true);
      QVERIFY(!window.openFile(broken));
      window.setInteractive(false);
      QCOMPARE(boxes.texts.size(), 1);
      QVERIFY2(boxes.texts[0].contains(QLatin1String("<img src=x>")), qPrintable(boxes.texts[0]));
      QVERIFY2(boxes.notLiteral.isEmpty(), qPrintable(boxes.notLiteral.join(QLatin1Char('\n'))));
    }
  }

  void arenaWindowShowsADatabaseLiterally()
  {
    const QString db = dir_.filePath(QStringLiteral("hostile.sqlite"));
    {
      QString error;
      const std::unique_ptr<Debugger::Arena::ResultsDb> results =
          Debugger::Arena::ResultsDb::open(db, &error, Debugger::Arena::ResultsDb::Access::Write);
      QVERIFY2(results && results->claim(QStringLiteral("hostile"), QJsonObject(), &error), qPrintable(error));
      for (int i = 0; i < 4; ++i) {
        Debugger::Arena::MatchOutcome o;
        o.schedule = QStringLiteral("hostile");
        o.index = i;
        o.gameId = QStringLiteral("fencing");
        o.seed = uint64_t(i + 1);
        o.complete = true;
        o.turns = 30;
        o.durationMs = 12;
        o.result = QStringLiteral("result ") + kHostile;
        Debugger::Arena::SeatOutcome a, b;
        a.entrant = 0;
        a.name = QStringLiteral("first ") + kHostile;
        a.bot = QStringLiteral("cmd:./a ") + kHostile;
        a.score = i % 2;
        a.error = i == 0 ? QStringLiteral("turn 3: ") + kHostile : QString();
        b.entrant = 1;
        b.name = QStringLiteral("second ") + kHostile;
        b.bot = QStringLiteral("builtin:fencer");
        b.score = 1 - i % 2;
        o.seats = i % 2 ? QList<Debugger::Arena::SeatOutcome>{a, b} : QList<Debugger::Arena::SeatOutcome>{b, a};
        QVERIFY2(results->insert(o, false, nullptr, &error), qPrintable(error));
      }
    }

    App::MainWindow window(languages_);
    window.setInteractive(false);
    App::ArenaWindow* arena = App::openArenaWindow(&window);
    arena->setInteractive(false);
    arena->resize(1200, 800);
    arena->show();
    QVERIFY(QTest::qWaitForWindowExposed(arena));
    QVERIFY2(arena->openDatabase(db), qPrintable(arena->message()));
    QCOMPARE(arena->matchList()->rowCount(), 4);
    QCoreApplication::processEvents();
    {
      Walk walk;
      walk.widgets(arena);
      if (QTest::currentTestFailed())
        return;
      QVERIFY2(walk.literal > 10, qPrintable(QString::number(walk.literal)));
    }

    // A database that is not there: its path in the message and the error box, as it is.
    {
      MessageBoxes boxes;
      arena->setInteractive(true);
      QVERIFY(!arena->openDatabase(hostilePath(QStringLiteral(".sqlite"))));
      arena->setInteractive(false);
      QCOMPARE(boxes.texts.size(), 1);
      QVERIFY2(boxes.texts[0].contains(QLatin1String("<img src=\"/dev/zero\">")), qPrintable(boxes.texts[0]));
      QVERIFY2(boxes.notLiteral.isEmpty(), qPrintable(boxes.notLiteral.join(QLatin1Char('\n'))));
    }
    Walk walk;
    walk.widgets(arena);
    if (QTest::currentTestFailed())
      return;
    QVERIFY(walk.literal > 0);
    arena->close();
  }
};

QTEST_MAIN(TestHostileText)
#include "test_hostile_text.moc"
