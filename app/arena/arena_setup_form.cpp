#include "arena/arena_setup_form.h"

#include "application/settings.h"
#include "dialogs/external_referee_form.h"
#include "external/external_game.h"

#include "editor/current_bot.h"

#include "core/game.h"
#include "core/registry.h"
#include "arena/schedule.h"
#include "course/course_player_build.h"
#include "match/bot_spec.h"
#include "editor/bot_language.h"
#include "editor/build_settings.h"
#include "match/process_launch.h"
#include "panels/game_terms.h"
#include "widgets/plain_text.h"
#include "widgets/file_dialogs.h"

#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QRegularExpression>
#include <QMenu>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Kibitz::App {

namespace {
enum Kind { Command, Course };
constexpr int kMaxJobs = 256;
const QString kExternal = QStringLiteral("extern");  // the game combo's "External game" entry
}  // namespace

ArenaSetupForm::ArenaSetupForm(QWidget* parent) : QWidget(parent)
{
  game_ = new QComboBox(this);
  game_->setObjectName(QStringLiteral("arenaGame"));
  for (const Rules::Game* game : Rules::Registry::all())
    game_->addItem(gameTerm(game->info().name), game->info().id);
  game_->addItem(QString(), kExternal);  // named in retranslate()
  external_ = new ExternalRefereeForm(this);
  external_->setVisible(false);

  bots_ = new QTableWidget(0, 2, this);
  bots_->setObjectName(QStringLiteral("arenaBots"));
  bots_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
  bots_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
  bots_->horizontalHeader()->resizeSection(0, 120);
  bots_->verticalHeader()->setVisible(false);
  bots_->setSelectionBehavior(QAbstractItemView::SelectRows);
  bots_->setMinimumHeight(120);
  add_ = new QToolButton(this);
  add_->setObjectName(QStringLiteral("arenaAddBot"));
  add_->setPopupMode(QToolButton::InstantPopup);
  add_->setMenu(new QMenu(add_));
  remove_ = new QPushButton(this);
  remove_->setObjectName(QStringLiteral("arenaRemoveBot"));
  connect(remove_, &QPushButton::clicked, this, [this] {
    QList<int> rows;
    for (const QModelIndex& i : bots_->selectionModel()->selectedRows())
      rows << i.row();
    std::sort(rows.begin(), rows.end(), std::greater<>());
    for (int row : rows)
      removeBot(row);
  });

  matches_ = new QSpinBox(this);
  matches_->setObjectName(QStringLiteral("arenaMatches"));
  matches_->setRange(1, 1000000);
  matches_->setValue(100);
  matchesNote_ = new QLabel(this);
  matchesNote_->setObjectName(QStringLiteral("arenaMatchesNote"));
  matchesNote_->setWordWrap(true);
  connect(matches_, &QSpinBox::valueChanged, this, &ArenaSetupForm::updateMatchesNote);
  seed_ = new QLineEdit(QStringLiteral("1"), this);
  seed_->setObjectName(QStringLiteral("arenaSeed"));
  seed_->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), seed_));
  jobs_ = new QSpinBox(this);
  jobs_->setObjectName(QStringLiteral("arenaJobs"));
  jobs_->setRange(1, kMaxJobs);
  jobs_->setValue(std::clamp(QThread::idealThreadCount(), 1, kMaxJobs));
  db_ = new QLineEdit(this);
  db_->setObjectName(QStringLiteral("arenaDatabase"));
  dbBrowse_ = new QPushButton(this);
  replays_ = new QLineEdit(this);
  replays_->setObjectName(QStringLiteral("arenaReplays"));
  replaysBrowse_ = new QPushButton(this);
  connect(db_, &QLineEdit::textEdited, this, [this] { dbChosen_ = true; });
  // The field is narrow: its folder is said in full below it.
  dbFolder_ = PlainText::label(this);
  dbFolder_->setObjectName(QStringLiteral("arenaDatabaseFolder"));
  dbFolder_->setWordWrap(true);
  dbFolder_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  connect(db_, &QLineEdit::textChanged, this, &ArenaSetupForm::updateDatabaseFolder);
  connect(dbBrowse_, &QPushButton::clicked, this, [this] {
    const QString path = FileDialogs::saveFile(this, tr("Results Database"), db_->text(),
                                               tr("Arena databases (*.sqlite *.db);;All files (*)"),
                                               QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty()) {
      db_->setText(path);
      dbChosen_ = true;
    }
  });
  connect(replaysBrowse_, &QPushButton::clicked, this, [this] {
    const QString dir = FileDialogs::existingFolder(this, tr("Replay Folder"), replays_->text());
    if (!dir.isEmpty())
      replays_->setText(dir);
  });

  auto* botButtons = new QHBoxLayout;
  botButtons->addWidget(add_);
  botButtons->addWidget(remove_);
  botButtons->addStretch(1);
  auto* botsBox = new QVBoxLayout;
  botsBox->setContentsMargins(0, 0, 0, 0);
  botsBox->addWidget(bots_);
  botsBox->addLayout(botButtons);
  const auto pathRow = [this](QLineEdit* edit, QPushButton* browse) {
    auto* row = new QHBoxLayout;
    row->addWidget(edit, 1);
    row->addWidget(browse);
    return row;
  };

  form_ = new QFormLayout(this);
  form_->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
  for (int i = 0; i < 7; ++i)
    labels_ << new QLabel(this);
  form_->addRow(labels_[0], game_);
  form_->addRow(external_);
  form_->addRow(labels_[1], botsBox);
  auto* matchesRow = new QHBoxLayout;
  matchesRow->addWidget(matches_);
  matchesRow->addWidget(matchesNote_, 1);
  form_->addRow(labels_[2], matchesRow);
  form_->addRow(labels_[3], seed_);
  form_->addRow(labels_[4], jobs_);
  auto* dbBox = new QVBoxLayout;
  dbBox->setSpacing(2);
  dbBox->addLayout(pathRow(db_, dbBrowse_));
  dbBox->addWidget(dbFolder_);
  form_->addRow(labels_[5], dbBox);
  form_->addRow(labels_[6], pathRow(replays_, replaysBrowse_));
  labels_[1]->setAlignment(Qt::AlignLeft | Qt::AlignTop);

  connect(game_, &QComboBox::currentIndexChanged, this, [this] {
    external_->setVisible(isExternal());
    clearBots();
    parameters_.clear();
    table_ = 0;
    rebuildAddMenu();
    if (!dbChosen_)
      db_->setText(defaultDatabasePath(gameId()));
    updateMatchesNote();
  });
  // The matches played follow the bots: a round seats every table of them.
  connect(bots_->model(), &QAbstractItemModel::rowsInserted, this, &ArenaSetupForm::updateMatchesNote);
  connect(bots_->model(), &QAbstractItemModel::rowsRemoved, this, &ArenaSetupForm::updateMatchesNote);
  retranslate();
  rebuildAddMenu();
  db_->setText(defaultDatabasePath(gameId()));
  external_->setRefereeText(Settings::lastExternalReferee.value());
}

const Rules::Game* ArenaSetupForm::game() const
{
  return isExternal() ? &Debugger::ExternalGame::generic() : Rules::Registry::find(gameId());
}

bool ArenaSetupForm::isExternal() const
{
  return game_->currentData().toString() == kExternal;
}

void ArenaSetupForm::updateDatabaseFolder()
{
  const QString path = databasePath();
  dbFolder_->setText(path.isEmpty() ? QString() : tr("In %1").arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath())));
  // plain: our own words, numbers and shortcuts
  db_->setToolTip(tr("The results database: the same arena on it again plays only what it is missing") + QLatin1Char('\n')
                  + QDir::toNativeSeparators(path));
}

void ArenaSetupForm::updateMatchesNote()
{
  const Rules::Game* game = this->game();
  if (!game) {
    matchesNote_->clear();
    return;
  }
  // The seats of a match as the arena decides them (Debugger::Arena::ArenaPlan::make).
  const Rules::GameInfo& info = game->info();
  const int bots = botCount();
  const int seats = table_ > 0                              ? table_
                    : info.minPlayers == info.maxPlayers ? info.minPlayers
                                                         : std::clamp(bots, info.minPlayers, info.maxPlayers);
  QString error;
  const std::optional<Debugger::Arena::Schedule> schedule =
      Debugger::Arena::Schedule::make(bots, seats, matches(), 1, &error);
  if (!schedule)  // too few bots, or too many tables (Start says why)
    matchesNote_->setText(bots < seats ? tr("A round needs at least %1 bots.").arg(seats) : QString());
  else if (schedule->size() != matches())
    matchesNote_->setText(tr("Plays %1: whole rounds of %2 matches.").arg(schedule->size()).arg(schedule->roundSize()));
  else
    matchesNote_->setText(tr("%1 rounds of %2 matches.").arg(schedule->rounds()).arg(schedule->roundSize()));
  // plain: our own words, numbers and shortcuts
  matchesNote_->setToolTip(matches_->toolTip());
}

void ArenaSetupForm::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange) {
    retranslate();
    rebuildAddMenu();
  }
  QWidget::changeEvent(event);
}

void ArenaSetupForm::retranslate()
{
  const QStringList labels{tr("Game:"), tr("Bots:"), tr("Matches:"), tr("First seed:"), tr("Jobs:"), tr("Database:"),
                           tr("Replays:")};
  for (int i = 0; i < labels_.size(); ++i)
    labels_[i]->setText(labels[i]);
  game_->setItemText(game_->findData(kExternal), tr("External game (its own referee)…"));
  bots_->setHorizontalHeaderLabels({tr("Name"), tr("Bot")});
  add_->setText(tr("Add Bot"));
  remove_->setText(tr("Remove"));
  matches_->setToolTip(tr("Matches in all, rounded up to whole rounds (every table of bots on one seed, in each seating)"));
  seed_->setToolTip(tr("Round r plays seed S + r"));
  jobs_->setToolTip(tr("Matches played at once; external bots need a free core each to keep their time limits"));
  dbBrowse_->setText(tr("Browse…"));
  replaysBrowse_->setText(tr("Browse…"));
  replays_->setPlaceholderText(tr("Optional: a folder that keeps every match's replay"));
  updateDatabaseFolder();
  updateMatchesNote();
}

void ArenaSetupForm::rebuildAddMenu()
{
  QMenu* menu = add_->menu();
  menu->clear();
  const Rules::Game* game = this->game();
  if (!game)
    return;
  for (const Rules::BuiltinBotSpec& bot : game->info().builtinBots) {
    const QString spec = QStringLiteral("builtin:") + bot.name;
    menu->addAction(tr("Built-in: %1").arg(bot.name), this, [this, spec] { addBot(spec); })->setObjectName(spec);
  }
  menu->addSeparator();
  menu->addAction(tr("External Command…"), this, [this] { addExternal(Command); })->setObjectName(QStringLiteral("cmd"));
  if (Debugger::CoursePlayerBuild::gameHasCourseApi(gameId()))
    menu->addAction(tr("Course Player (AI….cc or .o)…"), this, [this] { addExternal(Course); })
        ->setObjectName(QStringLiteral("eda"));
  menu->addAction(tr("My Bot (from the Editor)"), this, [this] {
        QString problem;
        const QString spec = CurrentBot::spec(this, &problem);
        if (spec.isEmpty())
          emit message(tr("My bot cannot be added: %1").arg(problem.isEmpty() ? tr("no bot is open in the editor") : problem));
        else
          addBot(spec, tr("my bot"));
      })
      ->setObjectName(QStringLiteral("mybot"));
}

void ArenaSetupForm::addExternal(int kind)
{
  const QString path =
      kind == Course ? FileDialogs::openFile(this, tr("Choose a Course Player"),
                                             tr("Course players (AI*.cc AI*.cpp AI*.o AI*.o.*);;All files (*)"))
                     : FileDialogs::openFile(this, tr("Choose a Bot Program"));
  if (path.isEmpty())
    return;
  if (kind == Course)
    addBot(QStringLiteral("eda:") + path);
  else if (languageOfFile(path) == BotLanguage::Python)  // run with python3, as My Bot runs it (issue #47, 11)
    addBot(QStringLiteral("cmd:") + BuildSettings::runCommand(BotLanguage::Python, path));
  else  // a command line is split into words: a path with spaces is quoted; arguments can follow in the cell
    addBot(QStringLiteral("cmd:") + Debugger::quotedCommandWord(path));
}

QString ArenaSetupForm::uniqueName(const QString& base) const
{
  QStringList taken;
  for (int r = 0; r < bots_->rowCount(); ++r)
    if (const QTableWidgetItem* item = bots_->item(r, 0))
      taken << item->text();
  if (!taken.contains(base))
    return base;
  for (int n = 2;; ++n)
    if (!taken.contains(QStringLiteral("%1 %2").arg(base).arg(n)))
      return QStringLiteral("%1 %2").arg(base).arg(n);
}

void ArenaSetupForm::addBot(const QString& spec, const QString& name)
{
  QString error;
  const std::optional<Debugger::BotSpec> parsed = Debugger::BotSpec::parse(spec, &error);
  const QString base = !name.isEmpty() ? name : parsed ? parsed->defaultName() : spec.section(QLatin1Char(':'), -1);
  const QString unique = uniqueName(base.isEmpty() ? tr("bot") : base);
  const int row = bots_->rowCount();
  bots_->insertRow(row);
  bots_->setItem(row, 0, new QTableWidgetItem(unique));
  bots_->setItem(row, 1, new QTableWidgetItem(spec));
}

void ArenaSetupForm::removeBot(int row)
{
  if (row >= 0 && row < bots_->rowCount())
    bots_->removeRow(row);
}

void ArenaSetupForm::clearBots()
{
  bots_->setRowCount(0);
}

int ArenaSetupForm::botCount() const
{
  return bots_->rowCount();
}

bool ArenaSetupForm::setGame(const QString& gameId)
{
  if (Debugger::ExternalGame::isExternalId(gameId) && gameId != kExternal)
    external_->setGameName(gameId.mid(kExternal.size() + 1));
  const int index = game_->findData(Debugger::ExternalGame::isExternalId(gameId) ? kExternal : gameId);
  if (index < 0)
    return false;
  game_->setCurrentIndex(index);
  return true;
}

QString ArenaSetupForm::gameId() const
{
  return isExternal() ? external_->gameId() : game_->currentData().toString();
}

void ArenaSetupForm::setMatches(qint64 matches)
{
  matches_->setValue(int(std::min<qint64>(matches, matches_->maximum())));
}

qint64 ArenaSetupForm::matches() const
{
  return matches_->value();
}

void ArenaSetupForm::setSeed(quint64 seed)
{
  seed_->setText(QString::number(seed));
}

void ArenaSetupForm::setJobs(int jobs)
{
  jobs_->setValue(jobs);
}

int ArenaSetupForm::jobs() const
{
  return jobs_->value();
}

void ArenaSetupForm::setDatabasePath(const QString& path)
{
  db_->setText(path);
  dbChosen_ = true;
}

QString ArenaSetupForm::databasePath() const
{
  return db_->text().trimmed();
}

void ArenaSetupForm::setReplaysDir(const QString& dir)
{
  replays_->setText(dir);
}

QString ArenaSetupForm::replaysDir() const
{
  return replays_->text().trimmed();
}

QString ArenaSetupForm::defaultDatabasePath(const QString& gameId)
{
  // The application's own data folder, not the user's documents: the field shows where.
  QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
  if (data.isEmpty())
    data = QDir::homePath();
  return QDir(data).filePath(QStringLiteral("arena/%1-%2.sqlite")
                                      .arg(gameId, QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"))));
}

bool ArenaSetupForm::request(Debugger::MatchRequest* request, QString* error) const
{
  if (gameId().isEmpty()) {
    *error = tr("Choose a game.");
    return false;
  }
  if (bots_->rowCount() == 0) {
    *error = tr("Add the bots of the arena.");
    return false;
  }
  if (databasePath().isEmpty()) {
    *error = tr("Choose the results database.");
    return false;
  }
  request->gameId = gameId();
  bool seedOk = false;
  request->seed = seed_->text().toULongLong(&seedOk);
  if (!seedOk) {
    *error = tr("The seed must be a whole number from 0 to 18446744073709551615.");
    return false;
  }
  request->parameters = parameters_;
  request->bots.clear();
  request->names.clear();
  for (int r = 0; r < bots_->rowCount(); ++r) {
    const QString name = bots_->item(r, 0) ? bots_->item(r, 0)->text().trimmed() : QString();
    const QString spec = bots_->item(r, 1) ? bots_->item(r, 1)->text().trimmed() : QString();
    if (spec.isEmpty()) {
      *error = tr("Bot %1 has no bot spec.").arg(r + 1);
      return false;
    }
    request->bots << spec;
    request->names << name;
  }
  request->processOptions = BuildSettings::processOptions();
  request->processOptions.timeLimitOverrideMs = timeLimitMs_;
  request->processOptions.noTimeLimit = noTimeLimit_;
  request->referee.reset();
  if (isExternal()) {
    // Each match starts its own referee (docs/external-games.md, "Arenas").
    std::optional<Debugger::ExternalReferee> referee = external_->referee(error);
    if (!referee)
      return false;
    std::optional<QMap<QString, QString>> parameters = external_->parameters(error);
    if (!parameters)
      return false;
    request->referee = *referee;
    request->parameters = *parameters;
    if (external_->sandbox())
      request->processOptions.sandbox = true;
    if (external_->timeLimitMs() > 0)
      request->processOptions.timeLimitOverrideMs = external_->timeLimitMs();
    external_->remember();
  }
  return true;
}

bool ArenaSetupForm::loadIdentity(const QJsonObject& identity, QString* error)
{
  const QJsonArray entrants = identity.value(QStringLiteral("entrants")).toArray();
  if (entrants.isEmpty() || !setGame(identity.value(QStringLiteral("game")).toString())) {
    *error = tr("The database does not say how its arena was played (its results were merged with kibitz-cli rank): "
                "it can be ranked here, not continued.");
    return false;
  }
  clearBots();
  if (const QJsonObject referee = identity.value(QStringLiteral("referee")).toObject(); !referee.isEmpty()) {
    external_->setRefereeText(referee.value(QStringLiteral("command")).toString());
    if (const auto dialect = Debugger::ExternalReferee::dialectFromName(referee.value(QStringLiteral("dialect")).toString()))
      external_->setDialect(*dialect);
    QStringList parameters;
    const QJsonObject p = referee.value(QStringLiteral("parameters")).toObject();
    for (auto it = p.begin(); it != p.end(); ++it)
      parameters << QStringLiteral("%1=%2").arg(it.key(), it.value().toString());
    external_->setParametersText(parameters.join(QLatin1Char('\n')));
    external_->setTimeLimitMs(identity.value(QStringLiteral("time_limit_ms")).toInt());
  }
  for (const QJsonValue& e : entrants)
    addBot(e.toObject().value(QStringLiteral("bot")).toString(), e.toObject().value(QStringLiteral("name")).toString());
  parameters_.clear();
  const QJsonObject parameters = isExternal() ? QJsonObject() : identity.value(QStringLiteral("parameters")).toObject();
  for (auto it = parameters.begin(); it != parameters.end(); ++it)
    parameters_.insert(it.key(), it.value().isString() ? it.value().toString() : it.value().toVariant().toString());
  setMatches(identity.value(QStringLiteral("matches")).toInteger());
  setSeed(identity.value(QStringLiteral("seed")).toString().toULongLong());
  timeLimitMs_ = identity.value(QStringLiteral("time_limit_ms")).toInt();
  noTimeLimit_ = identity.value(QStringLiteral("no_time_limit")).toBool();
  table_ = identity.value(QStringLiteral("table")).toInt();
  updateMatchesNote();
  return true;
}

void ArenaSetupForm::setEditable(bool editable)
{
  for (QWidget* w : std::initializer_list<QWidget*>{game_, external_, add_, remove_, matches_, seed_, jobs_, db_, dbBrowse_, replays_,
                                                    replaysBrowse_})
    w->setEnabled(editable);
  bots_->setEditTriggers(editable ? QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                  : QAbstractItemView::NoEditTriggers);
}

}  // namespace Kibitz::App
