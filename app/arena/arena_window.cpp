#include "arena/arena_window.h"
#include "application/settings.h"
#include "editor/build_settings.h"

#include "match/sandbox_policy.h"

#include "arena/arena_setup_form.h"
#include "arena/match_list_model.h"
#include "arena/ranking_model.h"
#include "arena/history_chart.h"
#include "arena/rating_chart.h"
#include "arena/win_rate_matrix.h"
#include "document/replay_document.h"
#include "mainwindow/main_window.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include "arena/arena_plan.h"
#include "arena/match_play.h"
#include "arena/results_db.h"
#include "arena/schedule.h"
#include "arena/standings.h"
#include "replay/replay.h"

#include <QAction>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace Kibitz::App {

using Debugger::Arena::MatchOutcome;

QString ArenaWindow::durationText(qint64 ms)
{
  const qint64 s = (ms + 500) / 1000;
  if (s >= 3600)
    return tr("%1 h %2 min").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
  if (s >= 60)
    return tr("%1 min %2 s").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
  return tr("%1 s").arg(s);
}

ArenaWindow::ArenaWindow(MainWindow* debugger, QWidget* parent)
    : QMainWindow(parent, Qt::Window), debugger_(debugger), runner_(new ArenaRunner(this))
{
  setObjectName(QStringLiteral("ArenaWindow"));
  clock_.start();
  setup_ = new ArenaSetupForm(this);
  // The game on screen first, else the arena's last one.
  if (debugger_ && debugger_->document()->hasReplay())
    setup_->setGame(debugger_->document()->replay().gameId);
  else
    setup_->setGame(Settings::arenaGame.value());
  startButton_ = new QPushButton(this);
  startButton_->setObjectName(QStringLiteral("arenaStart"));
  pauseButton_ = new QPushButton(this);
  pauseButton_->setObjectName(QStringLiteral("arenaPause"));
  resumeButton_ = new QPushButton(this);
  resumeButton_->setObjectName(QStringLiteral("arenaResume"));
  cancelButton_ = new QPushButton(this);
  cancelButton_->setObjectName(QStringLiteral("arenaCancel"));
  connect(startButton_, &QPushButton::clicked, this, [this] { start(); });
  connect(pauseButton_, &QPushButton::clicked, this, &ArenaWindow::pause);
  connect(resumeButton_, &QPushButton::clicked, this, &ArenaWindow::resume);
  connect(cancelButton_, &QPushButton::clicked, this, &ArenaWindow::cancel);
  auto* buttons = new QHBoxLayout;
  for (QPushButton* b : {startButton_, pauseButton_, resumeButton_, cancelButton_})
    buttons->addWidget(b);
  buttons->addStretch(1);

  progress_ = new QProgressBar(this);
  progress_->setObjectName(QStringLiteral("arenaProgress"));
  progress_->setRange(0, 1);
  progress_->setValue(0);
  timeLeft_ = new QLabel(this);
  timeLeft_->setObjectName(QStringLiteral("arenaTimeLeft"));
  message_ = PlainText::label(this);  // errors quote bot names and paths
  message_->setObjectName(QStringLiteral("arenaMessage"));
  message_->setWordWrap(true);
  message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  message_->setVisible(false);

  auto* left = new QWidget(this);
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->addWidget(setup_, 1);
  leftLayout->addLayout(buttons);
  leftLayout->addWidget(progress_);
  leftLayout->addWidget(timeLeft_);
  leftLayout->addWidget(message_);

  ranking_ = new RankingModel(this);
  rankingView_ = new QTableView(this);
  rankingView_->setObjectName(QStringLiteral("arenaRanking"));
  rankingView_->setModel(ranking_);
  rankingView_->verticalHeader()->setVisible(false);
  rankingView_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  rankingView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  rankingView_->setSelectionBehavior(QAbstractItemView::SelectRows);
  rankingView_->setWordWrap(false);
  matrix_ = new WinRateMatrix(this);
  matrix_->setObjectName(QStringLiteral("arenaMatrix"));
  chart_ = new RatingChart(this);
  chart_->setObjectName(QStringLiteral("arenaChart"));
  history_ = new HistoryChart(this);
  history_->setObjectName(QStringLiteral("arenaHistory"));

  matches_ = new MatchListModel(this);
  filter_ = new MatchFilter(this);
  filter_->setSourceModel(matches_);
  matchView_ = new QTableView(this);
  matchView_->setObjectName(QStringLiteral("arenaMatches"));
  matchView_->setModel(filter_);
  matchView_->verticalHeader()->setVisible(false);
  matchView_->verticalHeader()->setDefaultSectionSize(matchView_->fontMetrics().height() + 8);
  matchView_->horizontalHeader()->setStretchLastSection(true);
  matchView_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  matchView_->setSelectionBehavior(QAbstractItemView::SelectRows);
  matchView_->setSelectionMode(QAbstractItemView::SingleSelection);
  matchView_->setWordWrap(false);
  {
    // Fixed widths (measuring thousands of rows would be slow): room for typical contents.
    const QFontMetrics fm = matchView_->fontMetrics();
    const QList<std::pair<int, QString>> widths{
        {MatchListModel::Index, QStringLiteral("000000")},     {MatchListModel::Seed, QStringLiteral("0000000")},
        {MatchListModel::Players, QStringLiteral("fencer 2 vs random 2")}, {MatchListModel::Winner, QStringLiteral("WW fencer 2")},
        {MatchListModel::Scores, QStringLiteral("-10 / -10")}, {MatchListModel::Result, QStringLiteral("fencer 10-0 idle, final 1/0; idle ran out")},
        {MatchListModel::Turns, QStringLiteral("00000")},      {MatchListModel::Duration, QStringLiteral("00000.00")}};
    for (const auto& [column, sample] : widths)
      matchView_->horizontalHeader()->resizeSection(column, fm.horizontalAdvance(sample) + 24);
  }
  connect(matchView_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) { openMatch(index.row()); });
  botFilterLabel_ = new QLabel(this);
  botFilter_ = new QComboBox(this);
  botFilter_->setSizeAdjustPolicy(QComboBox::AdjustToContents);  // texts change with the language
  botFilter_->setObjectName(QStringLiteral("arenaBotFilter"));
  botFilterLabel_->setBuddy(botFilter_);
  resultFilterLabel_ = new QLabel(this);
  resultFilter_ = new QComboBox(this);
  resultFilter_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  resultFilter_->setObjectName(QStringLiteral("arenaResultFilter"));
  resultFilterLabel_->setBuddy(resultFilter_);
  errorsOnly_ = new QCheckBox(this);
  errorsOnly_->setObjectName(QStringLiteral("arenaErrorsOnly"));
  shownCount_ = new QLabel(this);
  connect(botFilter_, &QComboBox::currentIndexChanged, this, &ArenaWindow::applyFilters);
  connect(resultFilter_, &QComboBox::currentIndexChanged, this, &ArenaWindow::applyFilters);
  connect(errorsOnly_, &QCheckBox::toggled, this, &ArenaWindow::applyFilters);
  // The count of shown matches follows the list (never filter again from the proxy's own signals).
  connect(matches_, &QAbstractItemModel::rowsInserted, this, &ArenaWindow::updateShownCount);
  connect(matches_, &QAbstractItemModel::modelReset, this, &ArenaWindow::updateShownCount);
  auto* matchesPage = new QWidget(this);
  auto* filters = new QHBoxLayout;
  filters->addWidget(botFilterLabel_);
  filters->addWidget(botFilter_);
  filters->addSpacing(12);
  filters->addWidget(resultFilterLabel_);
  filters->addWidget(resultFilter_);
  filters->addSpacing(12);
  filters->addWidget(errorsOnly_);
  filters->addStretch(1);
  filters->addWidget(shownCount_);
  auto* matchesLayout = new QVBoxLayout(matchesPage);
  matchesLayout->addLayout(filters);
  matchesLayout->addWidget(matchView_, 1);

  tabs_ = new QTabWidget(this);
  tabs_->setObjectName(QStringLiteral("arenaTabs"));
  tabs_->addTab(rankingView_, QString());
  tabs_->addTab(matrix_, QString());
  tabs_->addTab(chart_, QString());
  tabs_->addTab(matchesPage, QString());
  tabs_->addTab(history_, QString());
  connect(tabs_, &QTabWidget::currentChanged, this, [this] {
    if (tabs_->currentWidget() == history_)
      updateHistory();
  });

  auto* splitter = new QSplitter(Qt::Horizontal, this);
  splitter->addWidget(left);
  splitter->addWidget(tabs_);
  splitter->setStretchFactor(0, 0);
  splitter->setStretchFactor(1, 1);
  splitter->setChildrenCollapsible(false);
  auto* central = new QWidget(this);
  auto* centralLayout = new QVBoxLayout(central);
  centralLayout->addWidget(splitter);
  setCentralWidget(central);

  fileMenu_ = menuBar()->addMenu(QString());
  openAction_ = fileMenu_->addAction(QString(), this, &ArenaWindow::openDatabaseDialog);
  openAction_->setObjectName(QStringLiteral("arenaOpenDatabase"));
  openAction_->setShortcut(QKeySequence::Open);
  fileMenu_->addSeparator();
  closeAction_ = fileMenu_->addAction(QString(), this, &QWidget::close);
  closeAction_->setShortcut(QKeySequence::Close);

  refreshTimer_ = new QTimer(this);
  refreshTimer_->setSingleShot(true);
  refreshTimer_->setInterval(200);
  connect(refreshTimer_, &QTimer::timeout, this, &ArenaWindow::refresh);

  connect(runner_, &ArenaRunner::opened, this, &ArenaWindow::onOpened);
  connect(runner_, &ArenaRunner::matchesStored, this, &ArenaWindow::onStored);
  connect(runner_, &ArenaRunner::stateChanged, this, &ArenaWindow::onStateChanged);
  connect(runner_, &ArenaRunner::warning, this, [this](const QString& text) { showMessage(text, false); });
  connect(runner_, &ArenaRunner::crashed, this, [this](const QString& name, qint64 match, const QString& fault) {
    const std::function<QString()> warning = [=] {
      return tr("Warning: %1 crashed in match %2 (%3). Its later crashes are not said again: “Errors only” in Matches lists them.")
          .arg(name)
          .arg(match)
          .arg(fault);
    };
    lastingWarnings_ << warning;
    showMessage(warning, false);
  });
  connect(runner_, &ArenaRunner::failed, this, [this](const QString& error) {
    showMessage([=, this] { return tr("The arena stopped: %1").arg(error); }, true);
  });
  connect(setup_, &ArenaSetupForm::message, this, [this](const QString& text) { showMessage(text, true); });

  retranslate();
  rebuildFilters();
  updateButtons();
  resize(1200, 720);
  splitter->setSizes({410, 790});
}

ArenaWindow::~ArenaWindow() = default;

void ArenaWindow::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslate();
  QMainWindow::changeEvent(event);
}

void ArenaWindow::closeEvent(QCloseEvent* event)
{
  // The running matches end and are stored; the database keeps everything for later.
  runner_->cancel();
  QMainWindow::closeEvent(event);
}

void ArenaWindow::retranslate()
{
  setWindowTitle(data_.gameId.isEmpty() ? tr("Arena — Kibitz") : tr("Arena: %1 — Kibitz").arg(setup_->databasePath()));
  startButton_->setText(tr("&Start"));
  startButton_->setToolTip(tr("Play the arena into the database (on a database of the same arena: play what it is missing)"));
  pauseButton_->setText(tr("&Pause"));
  pauseButton_->setToolTip(tr("Start no new match; the running ones finish and are stored"));
  resumeButton_->setText(tr("&Resume"));
  cancelButton_->setText(tr("&Cancel"));
  cancelButton_->setToolTip(tr("End the arena after the running matches; every stored match stays in the database"));
  tabs_->setTabText(0, tr("Ranking"));
  tabs_->setTabText(1, tr("Win Rates"));
  tabs_->setTabText(2, tr("Rating"));
  tabs_->setTabText(3, tr("Matches"));
  tabs_->setTabText(4, tr("History"));
  tabs_->setTabToolTip(4, tr("A bot's versions over time, against the opponents they all met"));
  matrix_->setToolTip(tr("Each row's score rate against each column's bot (a win 1, a draw ½)"));
  botFilterLabel_->setText(tr("&Bot:"));
  resultFilterLabel_->setText(tr("R&esult:"));
  errorsOnly_->setText(tr("Errors &only"));
  matchView_->setToolTip(tr("Double-click a match to open its replay in the debugger"));
  fileMenu_->setTitle(tr("&File"));
  openAction_->setText(tr("&Open Database…"));
  closeAction_->setText(tr("&Close"));
  rebuildFilters();
  updateProgress();
  if (messageFn_) {  // the message in the new language
    messageText_ = messageFn_();
    message_->setText(messageText_);
  }
}

QString ArenaWindow::message() const
{
  return messageText_;
}

void ArenaWindow::showMessage(const QString& text, bool error)
{
  showMessage([text] { return text; }, error);
}

void ArenaWindow::showMessage(std::function<QString()> text, bool error)
{
  messageFn_ = std::move(text);
  messageText_ = messageFn_();
  const QString& shown = messageText_;
  messageIsError_ = error;
  message_->setText(shown);
  message_->setStyleSheet(error ? QStringLiteral("color: #b02020;") : QString());
  message_->setVisible(!shown.isEmpty());
  if (error && interactive_ && isVisible())
    PlainText::warning(this, tr("Arena"), shown);
}

std::function<QString()> ArenaWindow::withWarnings(std::function<QString()> text) const
{
  if (lastingWarnings_.isEmpty())
    return text;
  return [text = std::move(text), warnings = lastingWarnings_] {
    QStringList lines{text()};
    for (const std::function<QString()>& w : warnings)
      lines << w();
    return lines.join(QLatin1Char('\n'));
  };
}

bool ArenaWindow::start()
{
  if (runner_->isActive())
    return false;
  Debugger::MatchRequest base;
  QString error;
  if (!setup_->request(&base, &error)) {
    showMessage(error, true);
    return false;
  }
  QString notice;
  std::optional<Debugger::Arena::ArenaPlan> plan =
      Debugger::Arena::ArenaPlan::make(base, setup_->matches(), setup_->tableSize(), std::nullopt, &error, &notice);
  if (!plan) {
    showMessage([=, this] { return tr("The arena cannot start: %1").arg(error); }, true);
    return false;
  }
  Settings::arenaGame.set(plan->gameId());
  const QString dbPath = setup_->databasePath();
  if (!QDir().mkpath(QFileInfo(dbPath).absolutePath())) {
    showMessage([=, this] { return tr("Cannot create the folder of %1.").arg(dbPath); }, true);
    return false;
  }
  data_ = {};
  data_.gameId = plan->gameId();
  for (const Debugger::Arena::Entrant& e : plan->entrants()) {
    data_.names << e.name;
    data_.bots << e.bot;
  }
  data_.total = plan->schedule().size();
  data_.roundSize = plan->schedule().roundSize();
  data_.firstSeed = plan->schedule().firstSeed();
  data_.identity = plan->identity();
  data_.earlier = otherArenas(dbPath, plan->id());
  resetViews();
  if (notice.isEmpty())
    showMessage(QString(), false);
  else
    showMessage([=, this] { return tr("Note: %1").arg(notice); }, false);
  Debugger::Arena::Tournament::Options options;
  options.dbPath = dbPath;
  options.replaysDir = setup_->replaysDir();
  options.jobs = setup_->jobs();
  pace_.reset(options.jobs);
  lastingWarnings_.clear();
  runner_->start(std::move(*plan), options);
  retranslate();
  return true;
}

void ArenaWindow::pause()
{
  runner_->pause();
}

void ArenaWindow::resume()
{
  runner_->resume();
}

void ArenaWindow::cancel()
{
  runner_->cancel();
}

void ArenaWindow::resetViews()
{
  matches_->setOutcomes(data_.list());
  ranking_->clear();
  chart_->clear();
  history_->clear();
  rebuildFilters();
  refresh();
}

void ArenaWindow::onOpened(qint64 total, const QList<MatchOutcome>& stored)
{
  data_.total = total;
  for (const MatchOutcome& o : stored)
    data_.outcomes.insert(o.index, o);
  matches_->setOutcomes(data_.list());
  if (!stored.isEmpty()) {
    const int count = int(stored.size());
    showMessage([count] { return tr("Resuming: the database holds %n of the arena's matches.", nullptr, count); }, false);
  }
  refresh();
}

void ArenaWindow::onStored(const QList<MatchOutcome>& outcomes)
{
  for (const MatchOutcome& outcome : outcomes) {
    data_.outcomes.insert(outcome.index, outcome);
    pace_.stored(outcome.durationMs);
  }
  if (outcomes.size() > 50) {
    matches_->setOutcomes(data_.list());  // cheaper than many inserts; the filters stay
  } else {
    for (const MatchOutcome& outcome : outcomes)
      matches_->add(outcome);
  }
  scheduleRefresh();
}

void ArenaWindow::onStateChanged(ArenaRunner::State state)
{
  using State = ArenaRunner::State;
  if (state == State::Running)
    pace_.running(clock_.elapsed());
  else
    pace_.stopped(clock_.elapsed());
  const qint64 stored = data_.outcomes.size();
  const qint64 total = data_.total;
  const QString dbPath = setup_->databasePath();
  if (state == State::Finished)
    showMessage(withWarnings([=] { return tr("The arena is over: %1 of %2 matches are stored in %3.").arg(stored).arg(total).arg(dbPath); }),
                false);
  else if (state == State::Cancelled)
    showMessage(withWarnings([=] {
                  return tr("Cancelled: %1 of %2 matches are stored in %3; Start plays the rest.").arg(stored).arg(total).arg(dbPath);
                }),
                false);
  else if (state == State::Paused && !messageIsError_)
    showMessage(withWarnings([=] { return tr("Paused after %1 of %2 matches.").arg(stored).arg(total); }), false);
  updateButtons();
  refresh();
}

void ArenaWindow::updateButtons()
{
  using State = ArenaRunner::State;
  const State s = runner_->state();
  startButton_->setEnabled(!runner_->isActive());
  pauseButton_->setEnabled(s == State::Running || s == State::Starting);
  resumeButton_->setEnabled(s == State::Paused);
  cancelButton_->setEnabled(s == State::Running || s == State::Starting || s == State::Pausing || s == State::Paused);
  setup_->setEditable(!runner_->isActive());
  openAction_->setEnabled(!runner_->isActive());
}

void ArenaWindow::scheduleRefresh()
{
  if (!refreshTimer_->isActive())
    refreshTimer_->start();
}

void ArenaWindow::refresh()
{
  refreshTimer_->stop();
  // The whole database: the other arenas' matches too, each version of a bot a row.
  const QList<MatchOutcome> outcomes = data_.all();
  QString error;
  if (outcomes.isEmpty()) {
    ranking_->clear();
  } else if (const std::optional<Debugger::Arena::Standings> s = Debugger::Arena::computeStandings(outcomes, std::nullopt, &error)) {
    ranking_->setStandings(*s, data_.names);
  } else {
    showMessage([=, this] { return tr("The results cannot be ranked: %1").arg(error); }, true);
  }
  matrix_->matrix()->setData(data_);
  chart_->update(data_);
  // The history is a fit of its own: computed when its tab is shown.
  historyStale_ = true;
  if (tabs_->currentWidget() == history_)
    updateHistory();
  updateProgress();
}

void ArenaWindow::updateProgress()
{
  const qint64 stored = data_.outcomes.size();
  const qint64 total = std::max<qint64>(data_.total, stored);
  progress_->setRange(0, int(std::max<qint64>(total, 1)));
  progress_->setValue(int(stored));
  progress_->setFormat(tr("%1 of %2 matches").arg(stored).arg(total));
  using State = ArenaRunner::State;
  const State s = runner_->state();
  QString text = stateText();
  if (s == State::Running || s == State::Pausing) {
    if (const std::optional<qint64> left = pace_.leftMs(clock_.elapsed(), total - stored))
      text = tr("%1 — about %2 left").arg(text, durationText(*left));
  }
  timeLeft_->setText(text);
}

QString ArenaWindow::stateText() const
{
  using State = ArenaRunner::State;
  switch (runner_->state()) {
  case State::Idle: return data_.outcomes.isEmpty() ? tr("Ready") : tr("Results of the database");
  case State::Starting: return tr("Starting the bots…");
  case State::Running: return tr("Running");
  case State::Pausing: return tr("Pausing: the running matches finish…");
  case State::Paused: return tr("Paused");
  case State::Cancelling: return tr("Cancelling: the running matches finish…");
  case State::Finished: return tr("Finished");
  case State::Cancelled: return tr("Cancelled");
  case State::Failed: return tr("Stopped");
  }
  return {};
}

void ArenaWindow::rebuildFilters()
{
  const QString bot = botFilter_->currentData().toString();
  const int result = resultFilter_->currentIndex();
  const QSignalBlocker b1(botFilter_);
  const QSignalBlocker b2(resultFilter_);
  botFilter_->clear();
  botFilter_->addItem(tr("All bots"), QString());
  for (int e = 0; e < data_.names.size(); ++e) {
    QPixmap swatch(12, 12);
    swatch.fill(entrantColor(e));
    botFilter_->addItem(QIcon(swatch), data_.names[e], data_.names[e]);
  }
  botFilter_->setCurrentIndex(std::max(0, botFilter_->findData(bot)));
  resultFilter_->clear();
  resultFilter_->addItem(tr("All results"), int(MatchFilter::Result::Any));
  resultFilter_->addItem(tr("Won by the bot"), int(MatchFilter::Result::WonBy));
  resultFilter_->addItem(tr("Lost by the bot"), int(MatchFilter::Result::LostBy));
  resultFilter_->addItem(tr("Draws"), int(MatchFilter::Result::Draw));
  resultFilter_->addItem(tr("Decided"), int(MatchFilter::Result::Decided));
  resultFilter_->setCurrentIndex(std::max(0, result));
  applyFilters();
}

void ArenaWindow::applyFilters()
{
  filter_->setBot(botFilter_->currentData().toString());
  filter_->setResult(MatchFilter::Result(resultFilter_->currentData().toInt()));
  filter_->setErrorsOnly(errorsOnly_->isChecked());
  updateShownCount();
}

void ArenaWindow::updateShownCount()
{
  shownCount_->setText(tr("%1 of %n match(es)", nullptr, matches_->rowCount()).arg(filter_->rowCount()));
}

void ArenaWindow::openDatabaseDialog()
{
  const QString path = FileDialogs::openFile(this, tr("Open an Arena Database"), tr("Arena databases (*.sqlite *.db);;All files (*)"),
                                             setup_->databasePath());
  if (!path.isEmpty())
    openDatabase(path);
}

bool ArenaWindow::openDatabase(const QString& path)
{
  if (runner_->isActive()) {
    showMessage([=, this] { return tr("Cancel the running arena before opening another database."); }, true);
    return false;
  }
  if (!QFileInfo(path).isFile()) {
    showMessage([=, this] { return tr("Cannot open %1: there is no such file.").arg(path); }, true);
    return false;
  }
  QString error;
  std::optional<QList<MatchOutcome>> outcomes;
  QJsonObject identity;
  QString current;  // the arena claimed last: shown and continued; the others are history
  {
    const std::unique_ptr<Debugger::Arena::ResultsDb> db =
        Debugger::Arena::ResultsDb::open(path, &error, Debugger::Arena::ResultsDb::Access::Read);
    if (db) {
      identity = db->identity();
      current = db->scheduleId();
      outcomes = db->outcomes(&error);
      // An arena that stopped before its first match (a bot that did not start) is not
      // the one to show: the latest that played is.
      if (outcomes && !outcomes->isEmpty() &&
          std::none_of(outcomes->begin(), outcomes->end(), [&](const MatchOutcome& o) { return o.schedule == current; })) {
        const auto latest = std::max_element(outcomes->begin(), outcomes->end(), [](const MatchOutcome& a, const MatchOutcome& b) {
          return a.finishedAt < b.finishedAt;
        });
        current = latest->schedule;
        identity = {};
        for (const Debugger::Arena::ResultsDb::Arena& a : db->arenas())
          if (a.schedule == current)
            identity = a.identity;
      }
    }
  }
  if (!outcomes) {
    showMessage([=, this] { return tr("Cannot open %1: %2").arg(path, error); }, true);
    return false;
  }
  ArenaData data;
  data.identity = identity;
  QString problem;
  const bool resumable = setup_->loadIdentity(identity, &problem);
  for (const QJsonValue& e : identity.value(QStringLiteral("entrants")).toArray()) {
    data.names << e.toObject().value(QStringLiteral("name")).toString();
    data.bots << e.toObject().value(QStringLiteral("bot")).toString();
  }
  for (const MatchOutcome& o : *outcomes) {
    if (!current.isEmpty() && o.schedule != current) {
      data.earlier << o;
      continue;
    }
    data.outcomes.insert(o.index, o);
    data.gameId = o.gameId;
    for (const Debugger::Arena::SeatOutcome& s : o.seats) {
      // Merged results name their bots only in the matches.
      while (s.entrant >= data.names.size()) {
        data.names << QString();
        data.bots << QString();
      }
      if (s.entrant >= 0 && data.names[s.entrant].isEmpty()) {
        data.names[s.entrant] = s.name;
        data.bots[s.entrant] = s.bot;
      }
    }
  }
  if (resumable) {
    data.gameId = identity.value(QStringLiteral("game")).toString();
    data.total = identity.value(QStringLiteral("matches")).toInteger();
    data.firstSeed = identity.value(QStringLiteral("seed")).toString().toULongLong();
    QString ignored;
    if (const std::optional<Debugger::Arena::Schedule> s =
            Debugger::Arena::Schedule::make(int(data.names.size()), identity.value(QStringLiteral("table")).toInt(), data.total,
                                            data.firstSeed, &ignored))
      data.roundSize = s->roundSize();
  } else if (!data.outcomes.isEmpty()) {
    uint64_t first = data.outcomes.first().seed;
    for (const MatchOutcome& o : data.outcomes)
      first = std::min(first, o.seed);
    data.firstSeed = first;
  }
  data_ = data;
  setup_->setDatabasePath(path);
  QString replays;
  for (const MatchOutcome& o : data_.outcomes)
    if (!o.replay.isEmpty()) {
      replays = QFileInfo(o.replay).absolutePath();
      break;
    }
  setup_->setReplaysDir(replays);
  pace_.reset(setup_->jobs());
  lastingWarnings_.clear();
  resetViews();
  const qint64 stored = data_.outcomes.size();
  const qint64 total = data_.total;
  if (!resumable)
    showMessage(problem, false);
  else if (data_.total > stored)
    showMessage([=, this] { return tr("%1 of %2 matches are stored: Start plays the rest.").arg(stored).arg(total); }, false);
  else
    showMessage([=, this] { return tr("The database holds the whole arena: %n match(es).", nullptr, int(stored)); }, false);
  retranslate();
  return true;
}

void ArenaWindow::updateHistory()
{
  if (!historyStale_)
    return;
  historyStale_ = false;
  history_->setOutcomes(data_.all());
}

QList<MatchOutcome> ArenaWindow::otherArenas(const QString& dbPath, const QString& schedule)
{
  QList<MatchOutcome> others;
  if (!QFileInfo(dbPath).isFile())
    return others;
  QString error;
  const std::unique_ptr<Debugger::Arena::ResultsDb> db =
      Debugger::Arena::ResultsDb::open(dbPath, &error, Debugger::Arena::ResultsDb::Access::Read);
  if (!db)
    return others;  // the runner says why when it opens it
  for (const MatchOutcome& o : db->outcomes(&error).value_or(QList<MatchOutcome>()))
    if (o.schedule != schedule)
      others << o;
  return others;
}

bool ArenaWindow::openMatch(int row)
{
  const QModelIndex index = filter_->index(row, 0);
  if (!index.isValid())
    return false;
  const MatchOutcome outcome = matches_->outcome(filter_->mapToSource(index).row());
  if (!debugger_) {
    showMessage([=, this] { return tr("The debugger window is closed: the replay cannot be shown."); }, true);
    return false;
  }
  if (!outcome.replay.isEmpty() && QFileInfo::exists(outcome.replay)) {
    const bool opened = debugger_->openFile(outcome.replay);
    if (opened) {
      debugger_->show();
      debugger_->raise();
      debugger_->activateWindow();
    } else {
      const QString lastError = debugger_->lastError();
      showMessage([=, this] { return tr("Cannot open the replay of match %1: %2").arg(outcome.index).arg(lastError); }, true);
    }
    return opened;
  }
  if (interactive_) {
    const QString why = outcome.replay.isEmpty() ? tr("This arena kept no replays.")
                                                 : tr("The replay %1 is gone.").arg(outcome.replay);
    // The bots come from the database, which can come from anyone: the user sees each
    // command before it starts.
    QStringList bots;
    for (const Debugger::Arena::SeatOutcome& s : outcome.seats)
      bots << tr("Seat %1: %2 (%3)").arg(bots.size()).arg(s.name, s.bot);
    const QString sandbox = againOptions().sandbox
                                ? tr("External bots run in the sandbox.")
                                : tr("External bots run with your rights: Tools > Sandbox Untrusted Bots runs them in the sandbox.");
    if (PlainText::question(this, tr("Play the Match Again"),
                            tr("%1 Play match %2 again (seed %3, the same bots in the same seats) and open it?")
                                    .arg(why)
                                    .arg(outcome.index)
                                    .arg(outcome.seed)
                                + QStringLiteral("\n\n") + bots.join(QLatin1Char('\n')) + QStringLiteral("\n\n") + sandbox)
        != QMessageBox::Yes)
      return false;
  }
  playAgainAndOpen(outcome);
  return true;
}

Debugger::ProcessOptions ArenaWindow::againOptions() const
{
  return Debugger::SandboxPolicy::applied(BuildSettings::processOptions());
}

void ArenaWindow::playAgainAndOpen(const MatchOutcome& outcome)
{
  if (playingAgain_) {
    showMessage([=, this] { return tr("A match is already being played again."); }, false);
    return;
  }
  Debugger::Arena::MatchJob job;
  job.schedule = outcome.schedule;
  job.index = outcome.index;
  job.gameId = outcome.gameId;
  job.seed = outcome.seed;
  const QJsonObject parameters = data_.identity.value(QStringLiteral("parameters")).toObject();
  for (auto it = parameters.begin(); it != parameters.end(); ++it)
    job.parameters.insert(it.key(), it.value().isString() ? it.value().toString() : it.value().toVariant().toString());
  job.timeLimitMs = data_.identity.value(QStringLiteral("time_limit_ms")).toInt();
  job.noTimeLimit = data_.identity.value(QStringLiteral("no_time_limit")).toBool();
  job.sandbox = againOptions().sandbox;  // the window's setting decides
  for (const Debugger::Arena::SeatOutcome& s : outcome.seats)
    job.seats << Debugger::Arena::JobSeat{s.entrant, s.name, s.bot};
  if (!againDir_)
    againDir_ = std::make_unique<QTemporaryDir>();
  const QString dir = againDir_->path();
  playingAgain_ = true;
  showMessage([=, this] { return tr("Playing match %1 again…").arg(outcome.index); }, false);
  auto result = std::make_shared<MatchOutcome>();
  QThread* thread = QThread::create([job, dir, result] { *result = Debugger::Arena::playMatch(job, dir); });
  connect(thread, &QThread::finished, this, [this, thread, result] {
    thread->deleteLater();
    playingAgain_ = false;
    if (!result->played()) {
      showMessage([=, this] { return tr("Match %1 cannot be played again: %2").arg(result->index).arg(result->error); }, true);
      return;
    }
    if (!debugger_) {
      showMessage([=, this] { return tr("The debugger window is closed: the replay cannot be shown."); }, true);
      return;
    }
    if (debugger_->openFile(result->replay)) {
      debugger_->document()->markUnsaved();  // its folder goes with this window: not a saved file
      showMessage([=, this] { return tr("Match %1 played again and opened in the debugger.").arg(result->index); }, false);
      debugger_->show();
      debugger_->raise();
    } else {
      const QString lastError = debugger_->lastError();
      showMessage([=, this] { return tr("Cannot open the replay of match %1: %2").arg(result->index).arg(lastError); }, true);
    }
  });
  thread->start();
}

}  // namespace Kibitz::App
