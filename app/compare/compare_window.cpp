#include "compare/compare_window.h"

#include "boards/board_view.h"
#include "compare/marked_slider.h"
#include "editor/build_settings.h"
#include "replay/json_diff.h"
#include "replay/replay_loader.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include <QEvent>
#include <QFileInfo>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QScreen>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Kibitz::App {

namespace {
constexpr qsizetype kMaxListedValues = 500;
}

CompareWindow::CompareWindow(QWidget* parent) : QWidget(parent, Qt::Window)
{
  setObjectName(QStringLiteral("CompareWindow"));
  auto* boards = new QSplitter(Qt::Horizontal, this);
  boardsSplitter_ = boards;
  for (int side : {A, B}) {
    auto* holder = new QWidget(boards);
    auto* layout = new QVBoxLayout(holder);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* header = new QHBoxLayout;
    nameLabels_[side] = new QLabel(holder);
    nameLabels_[side]->setTextInteractionFlags(Qt::TextSelectableByMouse);
    openButtons_[side] = new QPushButton(holder);
    connect(openButtons_[side], &QPushButton::clicked, this, [this, side] { chooseFile(Side(side)); });
    header->addWidget(nameLabels_[side], 1);
    header->addWidget(openButtons_[side]);
    layout->addLayout(header);
    // Both sides take the same room from the start, a board or its placeholder.
    placeholders_[side] = new QLabel(holder);
    placeholders_[side]->setAlignment(Qt::AlignCenter);
    placeholders_[side]->setWordWrap(true);
    placeholders_[side]->setFrameShape(QFrame::StyledPanel);
    placeholders_[side]->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    layout->addWidget(placeholders_[side], 1);
    boardHolders_[side] = holder;
    boards->addWidget(holder);
    boards->setStretchFactor(side, 1);
  }

  slider_ = new MarkedSlider(this);
  slider_->setRange(0, 0);
  turnBox_ = new QSpinBox(this);
  turnBox_->setRange(0, 0);
  turnLabel_ = new QLabel(this);
  divergenceButton_ = new QPushButton(this);
  divergenceButton_->setEnabled(false);
  summary_ = new QLabel(this);
  summary_->setWordWrap(true);
  QFont bold = summary_->font();
  bold.setBold(true);
  summary_->setFont(bold);
  connect(slider_, &QSlider::valueChanged, this, &CompareWindow::setCurrentTurn);
  connect(turnBox_, &QSpinBox::valueChanged, this, &CompareWindow::setCurrentTurn);
  connect(divergenceButton_, &QPushButton::clicked, this, [this] { setCurrentTurn(firstDivergence()); });
  nextReplyButton_ = new QPushButton(this);
  nextReplyButton_->setObjectName(QStringLiteral("nextReplyDifference"));
  nextReplyButton_->setEnabled(false);
  connect(nextReplyButton_, &QPushButton::clicked, this, &CompareWindow::goToNextReplyDifference);

  listTitle_ = PlainText::label(this);
  list_ = new QTreeWidget(this);
  list_->setColumnCount(3);
  list_->setRootIsDecorated(false);
  list_->setUniformRowHeights(true);
  list_->header()->setSectionResizeMode(QHeaderView::Interactive);
  list_->header()->resizeSection(0, 220);
  auto* listBox = new QWidget(this);
  auto* listLayout = new QVBoxLayout(listBox);
  listLayout->setContentsMargins(0, 0, 0, 0);
  listLayout->addWidget(listTitle_);
  listLayout->addWidget(list_);

  auto* vertical = new QSplitter(Qt::Vertical, this);
  vertical->addWidget(boards);
  vertical->addWidget(listBox);
  vertical->setStretchFactor(0, 3);
  vertical->setStretchFactor(1, 2);
  vertical->setSizes({3 << 16, 2 << 16});  // boards 3/5, differences 2/5 from the start

  auto* timeline = new QHBoxLayout;
  timeline->addWidget(turnLabel_);
  timeline->addWidget(slider_, 1);
  timeline->addWidget(turnBox_);
  timeline->addWidget(divergenceButton_);
  timeline->addWidget(nextReplyButton_);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(summary_);
  layout->addWidget(vertical, 1);
  layout->addLayout(timeline);
  // 1200 x 800, or less on a smaller screen.
  QSize size(1200, 800);
  if (const QScreen* s = screen())
    size = size.boundedTo(s->availableGeometry().size() * 9 / 10);
  resize(size);
  retranslateUi();
}

CompareWindow::~CompareWindow() = default;

bool CompareWindow::setReplay(Side side, Debugger::Replay replay, const QString& name, QString* error)
{
  const std::optional<Debugger::Replay>& other = replays_[1 - side];
  if (other && other->gameId != replay.gameId) {
    *error = tr("%1 is a replay of %2 and the other one of %3: only replays of the same game can be compared.")
                 .arg(name, replay.gameId, other->gameId);
    return false;
  }
  if (replay.frames.isEmpty()) {
    *error = tr("%1 has no turns.").arg(name);
    return false;
  }
  const bool newGame = !replays_[side] || replays_[side]->gameId != replay.gameId;
  replays_[side] = std::move(replay);
  names_[side] = name;
  if (newGame || !boards_[side]) {
    delete boards_[side];
    boards_[side] = createBoardView(replays_[side]->gameId, boardHolders_[side]);
    placeholders_[side]->hide();
    static_cast<QVBoxLayout*>(boardHolders_[side]->layout())->addWidget(boards_[side], 1);
    // Made after the window may be shown: a new child stays hidden until told.
    boards_[side]->show();
    boardsSplitter_->setSizes({1 << 16, 1 << 16});  // equal halves (scaled to the width)
  }
  retranslateUi();
  compare();
  return true;
}

bool CompareWindow::openFile(Side side, const QString& path, QString* error)
{
  // Whatever the main window opens: a Kibitz replay, or a foreign file imported (a native
  // log played again by its course players when the Build Settings folder has them, so
  // that it can stand beside a match continued from it).
  Debugger::ReplayConvert::ImportOptions importOptions;
  importOptions.playersDir = BuildSettings::coursePlayersFolder();
  importOptions.processOptions = BuildSettings::processOptions();
  importOptions.playersOptional = true;
  QGuiApplication::setOverrideCursor(Qt::WaitCursor);
  std::optional<Debugger::Replay> replay = Debugger::ReplayLoader::load(path, error, nullptr, importOptions);
  QGuiApplication::restoreOverrideCursor();
  if (!replay)
    return false;
  return setReplay(side, std::move(*replay), QFileInfo(path).fileName(), error);
}

void CompareWindow::chooseFile(Side side)
{
  const QString path = FileDialogs::openFile(this, tr("Open Replay to Compare"),
                                             tr("Replays and logs (*.kbz *.json *.log *.txt);;Kibitz replays (*.kbz);;All files (*)"));
  if (path.isEmpty())
    return;
  QString error;
  if (!openFile(side, path, &error))
    PlainText::warning(this, tr("Compare Replays"), tr("Cannot open %1: %2").arg(path, error));
}

void CompareWindow::compare()
{
  difference_ = {};
  replies_.clear();
  if (hasBoth()) {
    difference_ = Debugger::compareReplays(*replays_[A], *replays_[B], kMaxListedValues);
    replies_ = Debugger::replyDifferences(*replays_[A], *replays_[B]);
  }
  const int last = lastTurn();
  {
    const QSignalBlocker a(slider_), b(turnBox_);
    slider_->setRange(0, std::max(0, last));
    turnBox_->setRange(0, std::max(0, last));
  }
  slider_->setMarker(difference_.firstFrame);
  QList<int> replyTurns;
  for (const Debugger::ReplyDifference& r : std::as_const(replies_))
    if (replyTurns.isEmpty() || replyTurns.last() != r.frame)
      replyTurns << r.frame;
  slider_->setTicks(replyTurns);
  divergenceButton_->setEnabled(difference_.firstFrame >= 0);
  nextReplyButton_->setEnabled(!replies_.isEmpty());
  updateSummary();
  // Show the divergence at once: that is what one compares replays for (the first reply
  // that differs when the states never do: a re-run of the bot against the match).
  const int first = difference_.firstFrame >= 0 ? difference_.firstFrame : !replies_.isEmpty() ? replies_.first().frame : -1;
  setCurrentTurn(first >= 0 ? first : std::clamp(currentTurn(), 0, std::max(0, last)));
  showTurn();
}

int CompareWindow::currentTurn() const
{
  return slider_->value();
}

int CompareWindow::lastTurn() const
{
  int last = -1;
  for (const auto& replay : replays_)
    if (replay)
      last = std::max(last, replay->lastTurn());
  return last;
}

void CompareWindow::setCurrentTurn(int turn)
{
  if (turn < 0)
    return;
  const bool changed = turn != slider_->value() || turn != turnBox_->value();
  {
    const QSignalBlocker a(slider_), b(turnBox_);
    slider_->setValue(turn);
    turnBox_->setValue(turn);
  }
  if (changed)
    showTurn();
}

void CompareWindow::showTurn()
{
  const int turn = currentTurn();
  for (int side : {A, B})
    if (replays_[side] && boards_[side])
      boards_[side]->showFrame(*replays_[side], std::min(turn, replays_[side]->lastTurn()));
  current_.clear();
  list_->clear();
  QString ended;
  if (hasBoth()) {
    for (int side : {A, B})
      if (turn > replays_[side]->lastTurn())
        ended = tr("%1 ends at turn %2.").arg(names_[side], QLocale().toString(replays_[side]->lastTurn()));
    if (ended.isEmpty())
      current_ = Debugger::JsonDiff::differences(replays_[A]->frames[turn].state, replays_[B]->frames[turn].state,
                                                 kMaxListedValues);
  }
  // The replies first: what the bots said explains what the state became.
  int repliesHere = 0;
  for (const Debugger::ReplyDifference& r : std::as_const(replies_)) {
    if (r.frame != turn)
      continue;
    ++repliesHere;
    const QString a = r.a.isEmpty() ? tr("(no reply)") : r.a.join(QStringLiteral(" ⏎ "));
    const QString b = r.b.isEmpty() ? tr("(no reply)") : r.b.join(QStringLiteral(" ⏎ "));
    auto* item = new QTreeWidgetItem(list_, {tr("Reply of player %1").arg(r.seat), a, b});
    item->setToolTip(1, PlainText::toolTip(r.a.join(QLatin1Char('\n'))));
    item->setToolTip(2, PlainText::toolTip(r.b.join(QLatin1Char('\n'))));
    QFont bold = item->font(0);
    bold.setBold(true);
    item->setFont(0, bold);
  }
  for (const Debugger::JsonDiff::Difference& d : std::as_const(current_)) {
    auto* item = new QTreeWidgetItem(list_, {d.path, Debugger::JsonDiff::shortText(d.left), Debugger::JsonDiff::shortText(d.right)});
    item->setToolTip(0, PlainText::toolTip(Debugger::JsonDiff::describe(d)));
  }
  QString title;
  if (!hasBoth())
    title.clear();
  else if (!ended.isEmpty())
    title = ended;
  else if (turn == difference_.firstFrame)
    title = tr("Turn %1 (the first difference): %n value(s) differ", nullptr, int(current_.size())).arg(QLocale().toString(turn));
  else
    title = tr("Turn %1: %n value(s) differ", nullptr, int(current_.size())).arg(QLocale().toString(turn));
  if (repliesHere > 0 && ended.isEmpty())
    title = current_.isEmpty() ? tr("Turn %1: %n reply(s) differ.", nullptr, repliesHere).arg(QLocale().toString(turn))
                               : title + QStringLiteral("; ") + tr("%n reply(s) differ.", nullptr, repliesHere);
  listTitle_->setText(title);
  turnLabel_->setText(tr("Turn %1 of %2").arg(QLocale().toString(turn), QLocale().toString(std::max(0, lastTurn()))));
}

bool CompareWindow::goToNextReplyDifference()
{
  if (replies_.isEmpty())
    return false;
  for (const Debugger::ReplyDifference& r : std::as_const(replies_))
    if (r.frame > currentTurn()) {
      setCurrentTurn(r.frame);
      return true;
    }
  setCurrentTurn(replies_.first().frame);
  return true;
}

QString CompareWindow::summaryText() const
{
  return summary_->text();
}

void CompareWindow::updateSummary()
{
  if (!hasBoth())
    summary_->setText(tr("Open two replays of the same game to compare them."));
  else if (difference_.identical && replies_.isEmpty())
    summary_->setText(tr("The replays are identical (%n turn(s)).", nullptr, lastTurn()));
  else {
    QString text = difference_.identical
                       ? tr("The states are identical.")
                       : tr("First difference at turn %1: %n value(s) differ there.", nullptr, int(difference_.values.size()))
                             .arg(QLocale().toString(difference_.firstFrame));
    if (!replies_.isEmpty()) {
      QList<int> turns;
      for (const Debugger::ReplyDifference& r : std::as_const(replies_))
        if (!turns.contains(r.frame))
          turns << r.frame;
      text += QLatin1Char(' ') + tr("The replies differ in %n turn(s), first at turn %1.", nullptr, int(turns.size()))
                                     .arg(QLocale().toString(turns.first()));
    }
    summary_->setText(text);
  }
}

void CompareWindow::retranslateUi()
{
  setWindowTitle(tr("Compare Replays — Kibitz"));
  const QStringList sides{tr("A"), tr("B")};
  for (int side : {A, B}) {
    nameLabels_[side]->setText(replays_[side] ? tr("<b>%1</b>: %2").arg(sides[side], names_[side].toHtmlEscaped())
                                              : tr("<b>%1</b>: (no replay)").arg(sides[side]));
    openButtons_[side]->setText(tr("Open…"));
    placeholders_[side]->setText(tr("Open a replay of the same game here to compare it with the other side."));
  }
  divergenceButton_->setText(tr("Go to First Difference"));
  nextReplyButton_->setText(tr("Next Different Reply"));
  list_->setHeaderLabels({tr("Path"), sides[A], sides[B]});
  updateSummary();
  showTurn();
}

void CompareWindow::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
