#include "dialogs/new_match_dialog.h"

#include "dialogs/match_prebuild.h"
#include "dialogs/external_referee_form.h"

#include "application/settings.h"
#include "dap/dap_adapter.h"
#include "dap/debug_listener.h"
#include "dap/debug_plan.h"
#include "debug/match_debugging.h"
#include "editor/build_settings.h"
#include "sandbox/sandbox_feature.h"
#include "editor/current_bot.h"
#include "editor/debug_bot_build.h"
#include "panels/game_terms.h"
#include "widgets/file_dialogs.h"
#include "widgets/plain_text.h"

#include "course/course_player_build.h"
#include "dap/dap_adapter.h"
#include "external/external_game.h"
#include "match/bot_spec.h"
#include "match/match_builder.h"
#include "match/process_launch.h"
#include "match/sandbox_policy.h"
#include "profile/profiler_checks.h"
#include "replay/replay.h"

#include "core/game.h"
#include "core/registry.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHash>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScreen>
#include <QScrollArea>
#include <QShowEvent>
#include <QToolButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {
constexpr int kKindScript = -1;
constexpr int kKindCommand = -2;
constexpr int kKindMyBot = -3;  // the bot open in the editor (editor/current_bot.h)
constexpr int kKindCourse = -4;  // a course player of the game's original C++ API (eda:)
constexpr int kParametersShownOpen = 6;  // more start folded
const char* const kAutoName = "autoName";  // on a seat's name field: the name last suggested
const QString kMyBotSeat = QStringLiteral("mybot");  // a saved seat that plays the editor's bot
const QString kExternal = QStringLiteral("extern");  // the game combo's "External game" entry
constexpr int kExternalPlayers = 2;  // an external game starts with two seats

// Whether a saved bot can still play: its file or program is still there.
bool stillThere(const QString& spec)
{
  const QString value = spec.section(QLatin1Char(':'), 1);
  if (spec.startsWith(QLatin1String("script:")) || spec.startsWith(QLatin1String("eda:")))
    return QFileInfo(value).isFile();
  if (spec.startsWith(QLatin1String("cmd:"))) {
    const QString program = QProcess::splitCommand(value).value(0);
    if (program.contains(QLatin1Char('/')))
      return QFileInfo(program).isExecutable();
    return !program.isEmpty() && !QStandardPaths::findExecutable(program).isEmpty();
  }
  return true;
}
}

NewMatchDialog::NewMatchDialog(QWidget* parent)
    : QDialog(parent), gameCombo_(new QComboBox(this)), seedEdit_(new QLineEdit(this)), playerCount_(new QSpinBox(this)),
      form_(new QFormLayout), parametersForm_(new QFormLayout), playersGrid_(new QGridLayout), gameLabel_(new QLabel(this)),
      seedLabel_(new QLabel(this)), playerCountLabel_(new QLabel(this)), parametersToggle_(new QToolButton(this)),
      parametersBox_(new QWidget(this)),
      playersLabel_(new QLabel(this)), descriptionLabel_(new QLabel(this)),
      buttons_(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)), debugButton_(new QPushButton(this)),
      noTimeLimit_(new QCheckBox(this)), sandboxNote_(PlainText::label(this)), buildStatus_(PlainText::label(this)),
      buildProgress_(new QProgressBar(this)), prebuild_(new MatchPrebuild(this)),
      externalForm_(new ExternalRefereeForm(this)),
      profileNote_(PlainText::label(this))
{
  setObjectName(QStringLiteral("NewMatchDialog"));
  for (const Rules::Game* game : Rules::Registry::all())
    gameCombo_->addItem(gameTerm(game->info().name), game->info().id);
  gameCombo_->addItem(QString(), kExternal);  // named in retranslateUi
  seedEdit_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), this));
  // The seed used last (a well-formed one), else 1.
  const QString lastSeed = Settings::newMatchSeed.value();
  bool seedOk = false;
  lastSeed.toULongLong(&seedOk);
  seedEdit_->setText(seedOk ? lastSeed : QStringLiteral("1"));
  descriptionLabel_->setWordWrap(true);
  form_->addRow(gameLabel_, gameCombo_);
  form_->addRow(QString(), descriptionLabel_);
  form_->addRow(externalForm_);
  form_->addRow(seedLabel_, seedEdit_);
  form_->addRow(playerCountLabel_, playerCount_);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(form_);
  QFont bold = playersLabel_->font();
  bold.setBold(true);
  parametersToggle_->setFont(bold);
  playersLabel_->setFont(bold);
  // The seats first, what every match chooses; the parameters below in a group that folds
  // (OrkIsland has 17). Both scroll: twenty Mosca Ceca seats never push OK off a small screen.
  parametersToggle_->setObjectName(QStringLiteral("parametersToggle"));
  parametersToggle_->setCheckable(true);
  parametersToggle_->setAutoRaise(true);
  parametersToggle_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  parametersBox_->setObjectName(QStringLiteral("parametersBox"));
  auto* parametersLayout = new QVBoxLayout(parametersBox_);
  parametersLayout->setContentsMargins(0, 0, 0, 0);
  parametersLayout->addLayout(parametersForm_);
  connect(parametersToggle_, &QToolButton::toggled, this, [this](bool open) {
    parametersBox_->setVisible(open);
    parametersToggle_->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    // Opened, the group gets the room the screen has rather than a small scroll area.
    if (open && isVisible())
      resize(width(), std::max(height(), sizeHint().height()));
  });
  auto* content = new QWidget;
  auto* contentLayout = new QVBoxLayout(content);
  contentLayout->setContentsMargins(0, 0, 0, 0);
  contentLayout->addWidget(playersLabel_);
  contentLayout->addLayout(playersGrid_);
  contentLayout->addSpacing(6);
  contentLayout->addWidget(parametersToggle_);
  contentLayout->addWidget(parametersBox_);
  contentLayout->addStretch();
  auto* scroll = new QScrollArea(this);
  scroll->setObjectName(QStringLiteral("newMatchScroll"));
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(content);
  layout->addWidget(scroll, 1);
  layout->addWidget(noTimeLimit_);
  sandboxNote_->setObjectName(QStringLiteral("sandboxNote"));
  sandboxNote_->setWordWrap(true);
  layout->addWidget(sandboxNote_);
  // A build of "My bot" before the match: a busy bar and the compiler's last line.
  buildStatus_->setObjectName(QStringLiteral("myBotBuildStatus"));
  buildStatus_->setWordWrap(true);
  buildStatus_->hide();
  buildProgress_->setRange(0, 0);
  buildProgress_->setTextVisible(false);
  buildProgress_->hide();
  layout->addWidget(buildStatus_);
  layout->addWidget(buildProgress_);
  connect(prebuild_, &MatchPrebuild::progress, buildStatus_, &QLabel::setText);
  connect(prebuild_, &MatchPrebuild::finished, this, &NewMatchDialog::prebuilt);
  noTimeLimit_->setObjectName(QStringLiteral("noTimeLimit"));
  profileNote_->setObjectName(QStringLiteral("profileNote"));
  profileNote_->setWordWrap(true);
  profileNote_->setStyleSheet(QStringLiteral("color: #c02020;"));
  profileNote_->setVisible(false);
  layout->addWidget(profileNote_);
  layout->addWidget(buttons_);
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  // Debug: the same match, its first external bot under the debugger (docs/debugging.md).
  debugButton_->setObjectName(QStringLiteral("debugMatchButton"));
  buttons_->addButton(debugButton_, QDialogButtonBox::ActionRole);
  QString noAdapter;
  debugButton_->setVisible(Debugger::DapAdapter::native(&noAdapter) || Debugger::DapAdapter::python(&noAdapter));
  connect(debugButton_, &QPushButton::clicked, this, [this] {
    debugRequested_ = true;
    accept();
  });
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(gameCombo_, &QComboBox::currentIndexChanged, this, &NewMatchDialog::rebuildForGame);
  connect(playerCount_, &QSpinBox::valueChanged, this, &NewMatchDialog::rebuildPlayers);
  // A referee chosen again brings back its seats.
  connect(externalForm_, &ExternalRefereeForm::refereeChosen, this, [this] {
    if (isExternal())
      restoreSeats();
  });
  externalForm_->setRefereeText(Settings::lastExternalReferee.value());
  // The game used last (the window may then choose the open replay's).
  setGame(Settings::newMatchGame.value());
  rebuildForGame();
  retranslateUi();
  setMinimumWidth(560);
  connect(this, &QDialog::accepted, this, [this] {
    Settings::newMatchGame.set(gameCombo_->currentData().toString());
    if (!original_)  // a continuation's seed is the original match's
      Settings::newMatchSeed.set(seedEdit_->text());
    saveSeats();
  });
}

void NewMatchDialog::accept()
{
  if (buildingMyBot_ || prebuild_->isRunning())
    return;
  abandoned_ = false;
  buildError_.clear();
  bool wantsMyBot = false;
  for (const PlayerRow& row : std::as_const(players_))
    wantsMyBot = wantsMyBot || (row.kind->currentData().typeId() == QMetaType::Int && row.kind->currentData().toInt() == kKindMyBot);
  QString problem;
  if (!wantsMyBot || !CurrentBot::spec(this, &problem).isEmpty()) {
    acceptAfterPrebuild();
    return;
  }
  // Not built, changed, or failed last time: build it now and start once it runs.
  buildingMyBot_ = true;
  const auto finish = [this](bool ok, const QString& why) {
    buildingMyBot_ = false;
    if (abandoned_)
      return;
    showBuilding(false);
    if (ok) {
      buildStatus_->hide();
      acceptAfterPrebuild();
      return;
    }
    debugRequested_ = false;
    buildStatus_->setText(tr("My bot cannot play: %1").arg(why));
    buildStatus_->show();
  };
  buildStatus_->setText(tr("Building my bot…"));
  buildStatus_->show();
  showBuilding(true);
  QString error;
  const bool started = CurrentBot::specAfterBuild(
      this, this, [this](const QString& line) { buildStatus_->setText(tr("Building my bot… %1").arg(line.left(200))); },
      [finish](const QString& spec, const QString& why) { finish(!spec.isEmpty(), why); }, &error);
  if (!started)
    finish(false, error.isEmpty() ? problem : error);
}

void NewMatchDialog::acceptAfterPrebuild()
{
  const Rules::Game* g = game();
  if (!g || isExternal()) {
    QDialog::accept();
    return;
  }
  QStringList bots;
  for (int p = 0; p < players_.size(); ++p) {
    QString ignored;
    bots << botSpec(p, &ignored);
  }
  QList<MatchPrebuild::Job> jobs;
  Debugger::ProcessOptions options = BuildSettings::processOptions();
  if (debugRequested_) {
    // The planner asked dry (no build, no listener): which seat it debugs and the options
    // it sets (a debugged native bot's course players are compiled -O0 -g); an editor C++
    // bot's -O0 build is then made here, on a thread, and found in the cache by the match.
    QString toBuild;
    Debugger::DebugRequest ask;
    ask.bots = bots;
    ask.preferredSeat = debugSeat_;
    ask.match = true;
    ask.debugBuild = [&toBuild](const QString& spec, QString*) {
      toBuild = spec;
      return QString();
    };
    Debugger::DebugTools tools;
    tools.listen = [](QString* error) {
      *error = QStringLiteral("not asked for");
      return std::shared_ptr<Debugger::DebugListener>();
    };
    Debugger::DebugRefused refused;
    if (Debugger::ProcessOptions planned = options; Debugger::DebugPlanner::plan(ask, &planned, &refused, tools))
      options = planned;
    if (toBuild.startsWith(QLatin1String("cmd:"))) {
      const QStringList words = QProcess::splitCommand(toBuild.mid(4));
      jobs << MatchPrebuild::Job{MatchPrebuild::Job::Kind::DebugBuild, QFileInfo(words.value(0)).fileName(), toBuild,
                                 [toBuild] {
                                   QString error;
                                   debugBuildOf(toBuild, &error);
                                   return error;
                                 }};
    }
  }
  // Course players whose build is not in the cache, with the options the match builds
  // them with (makeExternalParticipant applies the sandbox policy).
  const Debugger::ProcessOptions applied = Debugger::SandboxPolicy::applied(options);
  QStringList planned;
  for (int p = 0; p < players_.size(); ++p) {
    const QString path = players_[p].argument->text().trimmed();
    if (players_[p].kind->currentData() != QVariant(kKindCourse) || planned.contains(path))
      continue;
    planned << path;
    QString ignored;
    const std::optional<Debugger::CoursePlayerBuild::Plan> plan =
        Debugger::CoursePlayerBuild::plan(g->info().id, path, applied.courseCompileCommand, &ignored);
    if (!plan)
      continue;  // the match refuses it, in its own words
    Debugger::CoursePlayerBuild::discardBuildDir(*plan);  // planning made it; the build makes its own
    if (plan->upToDate)
      continue;
    jobs << MatchPrebuild::Job{MatchPrebuild::Job::Kind::CoursePlayer, QFileInfo(path).fileName(), path,
                               [gameId = g->info().id, path, applied] {
                                 QString error;
                                 return Debugger::CoursePlayerBuild::executableFor(gameId, path, applied, &error)
                                            ? QString()
                                            : QStringLiteral("eda:%1: %2").arg(path, error);
                               }};
  }
  if (!prebuild_->start(std::move(jobs))) {
    QDialog::accept();
    return;
  }
  buildStatus_->show();
  showBuilding(true);
}

void NewMatchDialog::showBuilding(bool on)
{
  // Cancel stays: it closes the dialog and the build's end starts nothing.
  buildProgress_->setVisible(on);
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(!on);
  debugButton_->setEnabled(!on);
}

void NewMatchDialog::reject()
{
  // Closed while a build runs: the build ends on its own, and starts no match.
  abandoned_ = isBuilding();
  showBuilding(false);
  QDialog::reject();
}

void NewMatchDialog::prebuilt(const QString& key, const QString& problem)
{
  if (abandoned_)
    return;
  showBuilding(false);
  buildStatus_->hide();
  if (!problem.isEmpty()) {
    // Said as the match would say it, by the window (its error leads to the line the
    // compiler names, in the editor and the Build panel), then the dialog comes back.
    int seat = 0;
    while (seat < players_.size() && players_[seat].argument->text().trimmed() != key)
      ++seat;
    buildError_ = seat < players_.size() ? QStringLiteral("player %1: %2").arg(seat).arg(problem) : problem;
  }
  QDialog::accept();
}

bool NewMatchDialog::isBuilding() const
{
  return buildingMyBot_ || prebuild_->isRunning();
}

QString NewMatchDialog::buildStatusText() const
{
  return !buildStatus_->isHidden() || isBuilding() ? buildStatus_->text() : QString();
}

void NewMatchDialog::showEvent(QShowEvent* event)
{
  // Shown again after a match that could not start: Debug is asked for anew.
  if (!event->spontaneous())
    debugRequested_ = false;
  // Qt sizes a new window to at most 2/3 of the screen: this one may use 9/10 of it.
  if (!event->spontaneous() && !sizedOnce_) {
    sizedOnce_ = true;
    resize(sizeHint());
  }
  QDialog::showEvent(event);
}

QSize NewMatchDialog::sizeHint() const
{
  // Tall enough to show every seat without scrolling, but within the screen (a 1366 x 768
  // laptop keeps OK in view); the scroll area takes what does not fit.
  QSize hint = QDialog::sizeHint();
  if (const auto* scroll = findChild<QScrollArea*>(QStringLiteral("newMatchScroll"))) {
    hint.rheight() += scroll->widget()->sizeHint().height() - scroll->sizeHint().height();
    // And wide enough for a seat's name, bot, path and Browse… side by side (the scroll
    // area's own hint stops short of them).
    hint.rwidth() += std::max(0, scroll->widget()->sizeHint().width() - scroll->sizeHint().width());
  }
  if (const QScreen* s = screen()) {
    hint.setHeight(std::min(hint.height(), s->availableGeometry().height() * 9 / 10));
    hint.setWidth(std::min(hint.width(), s->availableGeometry().width() * 9 / 10));
  }
  return hint;
}

const Rules::Game* NewMatchDialog::game() const
{
  if (isExternal())
    return &Debugger::ExternalGame::generic();
  return Rules::Registry::find(gameCombo_->currentData().toString());
}

bool NewMatchDialog::isExternal() const
{
  return gameCombo_->currentData().toString() == kExternal;
}

QString NewMatchDialog::externalDescription()
{
  return tr("A game Kibitz does not build in: its referee runs as a program of its own and Kibitz keeps the bots "
            "(sandbox, time limits, Bot I/O, debugger, charts).");
}

void NewMatchDialog::setGame(const QString& gameId)
{
  // "extern:NAME": the External game entry, with its name.
  if (Debugger::ExternalGame::isExternalId(gameId) && gameId != kExternal)
    externalForm_->setGameName(gameId.mid(kExternal.size() + 1));
  const int index = gameCombo_->findData(Debugger::ExternalGame::isExternalId(gameId) ? kExternal : gameId);
  if (index >= 0)
    gameCombo_->setCurrentIndex(index);
}

void NewMatchDialog::setSeed(quint64 seed)
{
  seedEdit_->setText(QString::number(seed));
}

void NewMatchDialog::rebuildForGame()
{
  const Rules::Game* g = game();
  while (parametersForm_->rowCount() > 0)
    parametersForm_->removeRow(0);
  parameterEditors_.clear();
  if (!g)
    return;
  const Rules::GameInfo& info = g->info();
  descriptionLabel_->setText(isExternal() ? externalDescription() : gameTerm(info.description));
  externalForm_->setVisible(isExternal());
  for (const Rules::ParameterSpec& spec : info.parameters) {
    QWidget* editor = nullptr;
    switch (spec.type) {
    case Rules::ParameterSpec::Type::Integer: {
      auto* spin = new QSpinBox(this);
      spin->setRange(int(std::max<qint64>(spec.minimum, INT_MIN)), int(std::min<qint64>(spec.maximum, INT_MAX)));
      spin->setValue(spec.defaultValue.toInt());
      spin->setReadOnly(spec.minimum == spec.maximum);  // a fixed value is shown, not offered
      connect(spin, &QSpinBox::valueChanged, this, &NewMatchDialog::updateParametersHeader);
      editor = spin;
      break;
    }
    case Rules::ParameterSpec::Type::Boolean: {
      auto* check = new QCheckBox(this);
      check->setChecked(spec.defaultValue.toBool());
      connect(check, &QCheckBox::toggled, this, &NewMatchDialog::updateParametersHeader);
      editor = check;
      break;
    }
    case Rules::ParameterSpec::Type::Choice: {
      auto* combo = new QComboBox(this);
      combo->addItems(spec.choices);
      combo->setCurrentText(spec.defaultValue.toString());
      connect(combo, &QComboBox::currentTextChanged, this, &NewMatchDialog::updateParametersHeader);
      editor = combo;
      break;
    }
    case Rules::ParameterSpec::Type::Text: {
      auto* edit = new QLineEdit(spec.defaultValue.toString(), this);
      connect(edit, &QLineEdit::textChanged, this, &NewMatchDialog::updateParametersHeader);
      editor = edit;
      break;
    }
    }
    editor->setObjectName(spec.key);
    // The game's own description is the label; the id, as scripts and the CLI write it, is
    // in the tooltip with the valid range.
    // plain: our words, the built-in game's descriptions and parameter ranges
    editor->setToolTip(QStringLiteral("%1 (%2)").arg(spec.key, spec.rangeText()));
    // Each description above its field, wrapped at the dialog's width: a long one in any
    // language neither widens the dialog nor pushes its field off the edge.
    auto* row = new QWidget(this);
    auto* rowLayout = new QVBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 2);
    rowLayout->setSpacing(1);
    auto* label = new QLabel(gameTerm(spec.description), row);
    label->setWordWrap(true);
    // plain: our words, the built-in game's descriptions and parameter ranges
    label->setToolTip(editor->toolTip());
    label->setBuddy(editor);
    label->setProperty("term", spec.description);
    rowLayout->addWidget(label);
    rowLayout->addWidget(editor);
    parameterEditors_ << editor;
    parametersForm_->addRow(row);
  }
  // A few parameters are shown; a long list starts folded, under the seats.
  parametersToggle_->setChecked(info.parameters.size() <= kParametersShownOpen);
  parametersToggle_->setVisible(!info.parameters.isEmpty());
  parametersBox_->setVisible(parametersToggle_->isChecked() && !info.parameters.isEmpty());
  parametersToggle_->setArrowType(parametersToggle_->isChecked() ? Qt::DownArrow : Qt::RightArrow);
  updateParametersHeader();
  playerCount_->blockSignals(true);
  playerCount_->setRange(info.minPlayers, info.maxPlayers);
  // Games with a choice start at four players (Mosca Ceca's default), or their fewest/most.
  playerCount_->setValue(std::clamp(isExternal() ? kExternalPlayers : 4, info.minPlayers, info.maxPlayers));
  playerCount_->setEnabled(info.minPlayers != info.maxPlayers);
  playerCount_->blockSignals(false);
  rebuildPlayers();
  restoreSeats();
}

void NewMatchDialog::rebuildPlayers()
{
  const Rules::Game* g = game();
  while (QLayoutItem* item = playersGrid_->takeAt(0)) {
    delete item->widget();
    delete item;
  }
  players_.clear();
  if (!g)
    return;
  const Rules::GameInfo& info = g->info();
  // The strongest built-in bot is listed last by convention; start with it.
  for (int p = 0; p < playerCount_->value(); ++p) {
    PlayerRow row{new QLineEdit(this), new QComboBox(this), new QLineEdit(this)};
    row.kind->setObjectName(QStringLiteral("playerKind%1").arg(p));
    row.name->setObjectName(QStringLiteral("playerName%1").arg(p));
    row.argument->setObjectName(QStringLiteral("playerArgument%1").arg(p));
    row.profile = new QCheckBox(tr("Profile this bot"), this);
    row.profile->setObjectName(QStringLiteral("profileSeat%1").arg(p));
    row.profile->setToolTip(tr("Record where this bot spends each turn (perf for a native bot, Kibitz's "
                               "profiler for a Python one): the Profile panel shows it. Its times include "
                               "the profiler's overhead."));
    for (const Rules::BuiltinBotSpec& bot : info.builtinBots) {
      row.kind->addItem(bot.name, QStringLiteral("builtin:") + bot.name);
      // plain: our words, the built-in game's descriptions and parameter ranges
      row.kind->setItemData(row.kind->count() - 1, gameTerm(bot.description), Qt::ToolTipRole);
    }
    // A seat played in the window's Play panel (bot spec "human"): any game, any seat.
    row.kind->addItem(tr("Me (play by hand)"), QStringLiteral("human"));
    row.kind->setItemData(row.kind->count() - 1, tr("You choose this seat's moves on the board, without a time limit"),
                          Qt::ToolTipRole);
    row.kind->addItem(tr("Action script…"), kKindScript);
    row.kind->addItem(tr("External command…"), kKindCommand);
    if (Debugger::CoursePlayerBuild::gameHasCourseApi(info.id))
      row.kind->addItem(tr("Course player (AI….cc or .o)…"), kKindCourse);
    if (CurrentBot::isAvailable(this))
      row.kind->addItem(tr("My bot (from the editor)"), kKindMyBot);
    // A game without built-in bots (an external one) starts with a command.
    row.kind->setCurrentIndex(info.builtinBots.empty() ? row.kind->findData(kKindCommand) : int(info.builtinBots.size()) - 1);
    row.argument->setVisible(false);
    auto* browse = new QPushButton(tr("Browse…"), this);
    browse->setVisible(false);
    QComboBox* kind = row.kind;
    QLineEdit* argument = row.argument;
    connect(kind, &QComboBox::currentIndexChanged, this, [kind, argument, browse] {
      const QVariant data = kind->currentData();
      const bool needsArgument = data.typeId() == QMetaType::Int && data.toInt() != kKindMyBot;
      argument->setVisible(needsArgument);
      browse->setVisible(needsArgument);
      argument->setPlaceholderText(data.toInt() == kKindScript   ? tr("Path of the action script")
                                   : data.toInt() == kKindCourse ? tr("Path of AIName.cc or of a course object AIName.o.Linux64")
                                                                 : tr("Command line, e.g. ./mybot --fast"));
    });
    connect(browse, &QPushButton::clicked, this, [this, kind, argument] {
      const int chosen = kind->currentData().toInt();
      const QString path =
          chosen == kKindScript   ? FileDialogs::openFile(this, tr("Choose an Action Script"))
          : chosen == kKindCourse ? FileDialogs::openFile(this, tr("Choose a Course Player"),
                                                          tr("Course players (AI*.cc AI*.cpp AI*.o AI*.o.*);;All files (*)"))
                                  : FileDialogs::openFile(this, tr("Choose a Bot Program"));
      if (path.isEmpty())
        return;
      // A command line is split into words: a path with spaces is quoted.
      argument->setText(chosen == kKindCommand ? Debugger::quotedCommandWord(path) : path);
    });
    row.argument->setMinimumWidth(260);  // room for a path
    row.name->setMinimumWidth(110);      // and for a name
    playersGrid_->addWidget(new QLabel(tr("Player %1").arg(p), this), p, 0);
    playersGrid_->addWidget(row.name, p, 1);
    playersGrid_->addWidget(row.kind, p, 2);
    playersGrid_->addWidget(row.argument, p, 3);
    playersGrid_->addWidget(browse, p, 4);
    playersGrid_->addWidget(row.profile, p, 5);
    // Only an external bot (a program) can be profiled.
    QCheckBox* profile = row.profile;
    const auto updateProfile = [this, kind, profile] {
      const QVariant data = kind->currentData();
      const bool external = data.typeId() == QMetaType::Int && data.toInt() != kKindScript;
      profile->setEnabled(external);
      if (!external)
        profile->setChecked(false);
      updateProfileNote();
    };
    connect(kind, &QComboBox::currentIndexChanged, this, updateProfile);
    connect(profile, &QCheckBox::toggled, this, &NewMatchDialog::updateProfileNote);
    connect(argument, &QLineEdit::textChanged, this, &NewMatchDialog::updateProfileNote);
    updateProfile();
    playersGrid_->setColumnStretch(3, 1);
    players_ << row;
    connect(kind, &QComboBox::currentIndexChanged, this, &NewMatchDialog::refreshSeatNames);
    connect(argument, &QLineEdit::textChanged, this, &NewMatchDialog::refreshSeatNames);
  }
  refreshSeatNames();
}

void NewMatchDialog::refreshSeatNames()
{
  const Rules::Game* g = game();
  if (!g)
    return;
  QHash<QString, int> uses;  // numbered from the second use on, as the match names seats
  for (int p = 0; p < players_.size(); ++p) {
    const PlayerRow& row = players_[p];
    QString base = g->info().defaultPlayerNames.value(p, QStringLiteral("P%1").arg(p));
    const QString path = row.argument->text().trimmed();
    // Only a regular file is read (never a device that would not end).
    if (row.kind->currentData() == QVariant(kKindCourse) && QFileInfo(path).isFile())
      base = Debugger::CoursePlayerBuild::playerName(path);
    const int earlier = uses[base]++;
    const QString suggested = earlier == 0 ? base : QStringLiteral("%1 %2").arg(base).arg(earlier + 1);
    const QString current = row.name->text();
    if (current.isEmpty() || current == row.name->property(kAutoName).toString())
      row.name->setText(suggested);
    row.name->setProperty(kAutoName, suggested);
  }
}

void NewMatchDialog::updateParametersHeader()
{
  const Rules::Game* g = game();
  if (!g)
    return;
  int changed = 0;
  for (const Rules::ParameterSpec& spec : g->info().parameters) {
    const QString value = parameterValue(spec.key);
    const QString byDefault = spec.type == Rules::ParameterSpec::Type::Boolean
                                  ? (spec.defaultValue.toBool() ? QStringLiteral("true") : QStringLiteral("false"))
                                  : spec.defaultValue.toString();
    changed += value != byDefault ? 1 : 0;
  }
  const int count = int(g->info().parameters.size());
  parametersToggle_->setText(changed == 0 ? tr("Parameters (%1, all by default)").arg(count)
                                          : tr("Parameters (%1, %2 changed)").arg(count).arg(changed));
  parametersToggle_->setToolTip(tr("Show or hide the game's parameters"));
}

QString NewMatchDialog::savedSeatSpec(int player) const
{
  const QVariant data = players_[player].kind->currentData();
  if (data.typeId() != QMetaType::Int)
    return data.toString();
  if (data.toInt() == kKindMyBot)
    return kMyBotSeat;
  const QString prefix = data.toInt() == kKindScript   ? QStringLiteral("script:")
                         : data.toInt() == kKindCourse ? QStringLiteral("eda:")
                                                       : QStringLiteral("cmd:");
  return prefix + players_[player].argument->text().trimmed();
}

void NewMatchDialog::saveSeats() const
{
  const Rules::Game* g = game();
  if (!g || original_)  // a continuation's seats are the original's, not a choice
    return;
  QVariantList seats;
  for (int p = 0; p < players_.size(); ++p) {
    const QLineEdit* name = players_[p].name;
    // A name the user typed is kept; a suggested one follows the bot next time.
    const bool typed = name->text() != name->property(kAutoName).toString();
    seats << QVariantMap{{QStringLiteral("bot"), savedSeatSpec(p)},
                         {QStringLiteral("name"), typed ? name->text() : QString()}};
  }
  if (isExternal())
    externalForm_->remember({{QStringLiteral("seats"), seats}});
  else
    Settings::newMatchSeats(g->info().id).set(seats);
}

void NewMatchDialog::restoreSeats()
{
  const Rules::Game* g = game();
  if (!g)
    return;
  const QVariantList seats = isExternal() ? externalForm_->remembered().value(QStringLiteral("seats")).toList()
                                          : Settings::newMatchSeats(g->info().id).value();
  if (seats.isEmpty())
    return;
  if (playerCount_->isEnabled())
    playerCount_->setValue(int(seats.size()));  // rebuilds the seats when it changes
  for (int p = 0; p < std::min(int(seats.size()), int(players_.size())); ++p) {
    const QVariantMap seat = seats[p].toMap();
    const QString spec = seat.value(QStringLiteral("bot")).toString();
    // A bot that is gone (a deleted file, a bot of an older build) leaves the default.
    if (spec == kMyBotSeat)
      setMyBot(p);
    else if (spec.startsWith(QLatin1String("builtin:")) || spec == QLatin1String("human") ? players_[p].kind->findData(spec) >= 0
                                                                                       : stillThere(spec))
      setBot(p, spec);
    const QString name = seat.value(QStringLiteral("name")).toString();
    if (!name.isEmpty())
      setPlayerName(p, name);
  }
}

void NewMatchDialog::setBot(int player, const QString& spec)
{
  if (player < 0 || player >= players_.size())
    return;
  PlayerRow& row = players_[player];
  const int builtin = row.kind->findData(spec);
  if (builtin >= 0) {
    row.kind->setCurrentIndex(builtin);
    return;
  }
  const int kind = spec.startsWith(QLatin1String("script:")) ? kKindScript
                   : spec.startsWith(QLatin1String("eda:"))  ? kKindCourse
                                                             : kKindCommand;
  row.kind->setCurrentIndex(row.kind->findData(kind));
  row.argument->setText(spec.section(QLatin1Char(':'), 1));
}

bool NewMatchDialog::setMyBot(int player)
{
  if (player < 0 || player >= players_.size())
    return false;
  const int index = players_[player].kind->findData(kKindMyBot);
  if (index < 0)
    return false;
  players_[player].kind->setCurrentIndex(index);
  return true;
}

void NewMatchDialog::setParameter(const QString& key, const QString& value)
{
  for (QWidget* editor : parameterEditors_) {
    if (editor->objectName() != key)
      continue;
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
      spin->setValue(value.toInt());
    else if (auto* check = qobject_cast<QCheckBox*>(editor))
      check->setChecked(value == QLatin1String("true"));
    else if (auto* combo = qobject_cast<QComboBox*>(editor))
      combo->setCurrentText(value);
    else if (auto* edit = qobject_cast<QLineEdit*>(editor))
      edit->setText(value);
  }
}

void NewMatchDialog::setPlayerName(int player, const QString& name)
{
  if (player >= 0 && player < players_.size())
    players_[player].name->setText(name);
}

void NewMatchDialog::setContinuation(const Debugger::Replay* original, const QString& originalFile, int turn)
{
  original_ = original;
  originalFile_ = originalFile;
  fromTurn_ = turn;
  setGame(original->gameId);
  setSeed(original->seed);
  for (auto it = original->parameters.begin(); it != original->parameters.end(); ++it)
    setParameter(it.key(), it.value().toVariant().toString());
  playerCount_->setValue(int(original->players.size()));
  for (int p = 0; p < original->players.size(); ++p) {
    setPlayerName(p, original->players[p].name);
    setBot(p, original->players[p].bot);
  }
  gameCombo_->setEnabled(false);
  seedEdit_->setEnabled(false);
  playerCount_->setEnabled(false);
  for (QWidget* editor : parameterEditors_)
    editor->setEnabled(false);
  retranslateUi();
}

void NewMatchDialog::setDebugSeat(int seat)
{
  debugSeat_ = seat;
  if (!debugButton_->isHidden()) {  // hidden without a debug adapter
    debugButton_->setDefault(true);
    debugButton_->setFocus();
  }
  retranslateUi();
}

QString NewMatchDialog::parameterValue(const QString& key) const
{
  for (QWidget* editor : parameterEditors_) {
    if (editor->objectName() != key)
      continue;
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
      return QString::number(spin->value());
    if (auto* check = qobject_cast<QCheckBox*>(editor))
      return check->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (auto* combo = qobject_cast<QComboBox*>(editor))
      return combo->currentText();
    if (auto* edit = qobject_cast<QLineEdit*>(editor))
      return edit->text();
  }
  return {};
}

QString NewMatchDialog::botSpec(int player, QString* error) const
{
  const PlayerRow& row = players_[player];
  const QVariant data = row.kind->currentData();
  if (data.typeId() != QMetaType::Int)
    return data.toString();
  if (data.toInt() == kKindMyBot) {
    // Never a stale or failed build: the editor says why the bot cannot run.
    QString problem;
    const QString spec = CurrentBot::spec(this, &problem);
    if (spec.isEmpty()) {
      *error = tr("Player %1 (my bot): %2").arg(player).arg(problem);
      return {};
    }
    return spec;
  }
  const QString prefix = data.toInt() == kKindScript   ? QStringLiteral("script:")
                         : data.toInt() == kKindCourse ? QStringLiteral("eda:")
                                                       : QStringLiteral("cmd:");
  return prefix + row.argument->text();
}

std::unique_ptr<Debugger::MatchRunner> NewMatchDialog::createRunner(QString* error) const
{
  const Rules::Game* g = game();
  if (!g) {
    *error = tr("No game selected.");
    return nullptr;
  }
  if (!buildError_.isEmpty()) {  // a course player failed to build before the dialog closed
    *error = buildError_;
    return nullptr;
  }
  Debugger::MatchRequest request;
  request.gameId = g->info().id;
  if (isExternal() && !original_) {
    // The referee plays the rules; MatchBuilder makes this match as the CLI's `run extern`.
    std::optional<Debugger::ExternalReferee> referee = externalForm_->referee(error);
    if (!referee)
      return nullptr;
    std::optional<QMap<QString, QString>> parameters = externalForm_->parameters(error);
    if (!parameters)
      return nullptr;
    request.gameId = externalForm_->gameId();
    request.referee = *referee;
    request.parameters = *parameters;
    bool ok = false;
    request.seed = seedEdit_->text().toULongLong(&ok);
    if (!ok) {
      *error = tr("The seed must be a whole number from 0 to 18446744073709551615.");
      return nullptr;
    }
  } else if (original_) {
    request.continuation = Debugger::MatchRequest::Continuation{original_, originalFile_, fromTurn_};
  } else {
    for (const Rules::ParameterSpec& spec : g->info().parameters)
      request.parameters.insert(spec.key, parameterValue(spec.key));
    bool ok = false;
    request.seed = seedEdit_->text().toULongLong(&ok);
    if (!ok) {
      *error = tr("The seed must be a whole number from 0 to 18446744073709551615.");
      return nullptr;
    }
  }
  request.processOptions = BuildSettings::processOptions();
  request.processOptions.noTimeLimit = noTimeLimit_->isChecked();
  if (isExternal() && externalForm_->sandbox())
    request.processOptions.sandbox = true;
  if (isExternal() && externalForm_->timeLimitMs() > 0)
    request.processOptions.timeLimitOverrideMs = externalForm_->timeLimitMs();
  request.humanSeats = true;  // the window's Play panel answers them
  for (int p = 0; p < players_.size(); ++p) {
    const QString text = botSpec(p, error);
    if (text.isEmpty())
      return nullptr;
    request.bots << text;
    request.names << players_[p].name->text().trimmed();
  }
  for (int p = 0; p < players_.size(); ++p)
    if (isProfiled(p))
      request.profileSeats << p;
  // Debug: the planner sets the debugged seat's attachment, which the Bot Debugger finds when
  // the match starts.
  if (debugRequested_ && !prepareMatchDebugging(&request.bots, &request.processOptions, error, debugSeat_))
    return nullptr;
  // Course players compile before the match (once: their builds are cached by content).
  const bool compiles = std::any_of(request.bots.cbegin(), request.bots.cend(),
                                    [](const QString& bot) { return bot.startsWith(QLatin1String("eda:")); });
  if (compiles)
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
  std::unique_ptr<Debugger::MatchRunner> runner = Debugger::MatchBuilder::build(request, error);
  if (compiles)
    QGuiApplication::restoreOverrideCursor();
  if (runner && debugRequested_)
    markMatchDebugged(*runner);  // before the window takes the replay
  return runner;
}

void NewMatchDialog::setProfiled(int player, bool on)
{
  if (player >= 0 && player < players_.size() && players_[player].profile->isEnabled())
    players_[player].profile->setChecked(on);
}

bool NewMatchDialog::isProfiled(int player) const
{
  return player >= 0 && player < players_.size() && players_[player].profile->isEnabled() &&
         players_[player].profile->isChecked();
}

QString NewMatchDialog::profileNote() const
{
  return profileNote_->isHidden() ? QString() : profileNote_->text();
}

void NewMatchDialog::updateProfileNote()
{
  // A native bot (a command that does not run Python, a course player) is profiled by
  // perf: what stops it is said before the match, in the CLI's words. The editor's bot
  // may be either: the match says it when it starts.
  bool native = false;
  for (int p = 0; p < players_.size(); ++p) {
    const QVariant kind = players_[p].kind->currentData();
    if (isProfiled(p) && (kind == QVariant(kKindCourse) ||
                          (kind == QVariant(kKindCommand) && !Debugger::runsPython(players_[p].argument->text()))))
      native = true;
  }
  const QString refusal = native ? Debugger::ProfilerChecks::nativeRefusal() : QString();
  profileNote_->setText(refusal);
  profileNote_->setVisible(!refusal.isEmpty());
}

void NewMatchDialog::retranslateUi()
{
  setWindowTitle(original_ ? tr("Continue from Turn %1").arg(fromTurn_) : tr("New Match"));
  prebuild_->sayProgress();  // a build under way, in the new language at once
  gameCombo_->setItemText(gameCombo_->findData(kExternal), tr("External game (its own referee)…"));
  if (isExternal())
    descriptionLabel_->setText(externalDescription());
  else if (const Rules::Game* g = game())
    descriptionLabel_->setText(gameTerm(g->info().description));
  for (QLabel* label : findChildren<QLabel*>())
    if (const QVariant term = label->property("term"); term.isValid())
      label->setText(gameTerm(term.toString()));
  gameLabel_->setText(tr("Game:"));
  seedLabel_->setText(tr("Seed:"));
  playerCountLabel_->setText(tr("Players:"));
  updateParametersHeader();
  playersLabel_->setText(tr("Players and bots"));
  seedEdit_->setToolTip(tr("The same seed and the same bots give the same match."));
  // While Tools > Sandbox Untrusted Bots is on: say so, or why bots cannot start.
  bool sandboxProblem = false;
  const QString sandbox = sandboxNotice(&sandboxProblem);
  sandboxNote_->setText(sandbox);
  sandboxNote_->setStyleSheet(sandboxProblem ? QStringLiteral("color: #c02020;") : QString());
  sandboxNote_->setVisible(!sandbox.isEmpty());
  noTimeLimit_->setText(tr("No time limit for external bots (to attach a debugger)"));
  for (const PlayerRow& row : std::as_const(players_))
    row.profile->setText(tr("Profile this bot"));
  updateProfileNote();
  debugButton_->setText(tr("&Debug"));
  // plain: our words, the built-in game's descriptions and parameter ranges
  if (debugSeat_ >= 0)
    debugButton_->setToolTip(tr("Continue the match with player %1's bot under the debugger: the editor's breakpoints "
                                "stop it in the turns they apply to; each bot's time limit counts only its own CPU "
                                "time, so a stopped bot never runs out of time").arg(debugSeat_));
  else
    debugButton_->setToolTip(tr("Start the match with its first external bot under the debugger: the editor's breakpoints "
                                "stop it in the turns they apply to; each bot's time limit counts only its own CPU time, "
                                "so a stopped bot never runs out of time"));
  noTimeLimit_->setToolTip(tr("External bots may take as long as they need; the replay is marked as not following the game's time limits."));
}

void NewMatchDialog::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QDialog::changeEvent(event);
}

}  // namespace Kibitz::App
