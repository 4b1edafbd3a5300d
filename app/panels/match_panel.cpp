#include "panels/match_panel.h"

#include "panels/game_terms.h"
#include "panels/panel_style.h"
#include "panels/result_words.h"
#include "widgets/plain_text.h"

#include "document/replay_document.h"
#include "replay/json_diff.h"
#include "replay/seat_results.h"

#include "core/game.h"

#include <QDateTime>
#include <QEvent>
#include <QGridLayout>
#include <QJsonObject>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {

enum PlayerColumn { SeatColumn, NameColumn, BotColumn, ScoreColumn, OutcomeColumn, PlayerColumnCount };

const char* const kFieldIds[] = {"game", "rules", "parameters", "seed", "origin",
                                 "file", "created", "turns", "status", "result"};

// Values come from the replay file (names, bots, result, paths): shown as they are.
QLabel* valueLabel()
{
  auto* label = PlainText::label();
  label->setWordWrap(true);
  label->setTextInteractionFlags(Qt::TextSelectableByMouse);
  label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);  // wrap rather than widen the dock
  return label;
}

}  // namespace

MatchPanel::MatchPanel(ReplayDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      details_(new QWidget),
      playersCaption_(new QLabel),
      playersGrid_(new QGridLayout),
      note_(new QLabel)
{
  // Grids rather than QFormLayout: its word-wrapped fields get one line's height.
  auto* fields = new QGridLayout;
  fields->setHorizontalSpacing(12);
  fields->setVerticalSpacing(6);
  fields->setColumnStretch(1, 1);
  for (int f = 0; f < FieldCount; ++f) {
    names_[f] = new QLabel;
    PanelStyle::makeCaption(names_[f]);
    names_[f]->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    values_[f] = valueLabel();
    fields->addWidget(names_[f], f, 0);
    fields->addWidget(values_[f], f, 1);
  }
  QFont bold = values_[Result]->font();
  bold.setBold(true);
  values_[Result]->setFont(bold);

  PanelStyle::makeCaption(playersCaption_);
  playersGrid_->setHorizontalSpacing(12);
  playersGrid_->setVerticalSpacing(4);
  playersGrid_->setColumnStretch(BotColumn, 1);
  for (int c = 0; c < PlayerColumnCount; ++c) {
    auto* header = new QLabel;
    PanelStyle::makeCaption(header);
    header->setAlignment(c == ScoreColumn ? Qt::AlignRight : Qt::AlignLeft);
    playersGrid_->addWidget(header, 0, c);
    playerHeaders_ << header;
  }
  PanelStyle::makeNote(note_);

  auto* detailsLayout = new QVBoxLayout(details_);
  detailsLayout->setContentsMargins(0, 0, 0, 0);
  detailsLayout->setSpacing(10);
  detailsLayout->addLayout(fields);
  detailsLayout->addWidget(playersCaption_);
  detailsLayout->addLayout(playersGrid_);

  auto* content = new QWidget;
  auto* contentLayout = new QVBoxLayout(content);
  contentLayout->setContentsMargins(8, 8, 8, 8);
  contentLayout->addWidget(note_);
  contentLayout->addWidget(details_);
  contentLayout->addStretch(1);
  auto* scrollArea = new QScrollArea(this);
  scrollArea->setWidget(content);
  scrollArea->setWidgetResizable(true);
  scrollArea->setFrameShape(QFrame::NoFrame);
  scrollArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(scrollArea);

  connect(document_, &ReplayDocument::replayReset, this, &MatchPanel::refresh);
  connect(document_, &ReplayDocument::framesAppended, this, &MatchPanel::refreshTurns);
  // A live match ends with its result: liveChanged(false) comes after finishLive().
  connect(document_, &ReplayDocument::liveChanged, this, &MatchPanel::refresh);
  connect(document_, &ReplayDocument::filePathChanged, this, &MatchPanel::refresh);

  retranslateUi();
}

MatchPanel::~MatchPanel() = default;

void MatchPanel::retranslateUi()
{
  names_[Game]->setText(tr("Game"));
  names_[Rules]->setText(tr("Rules version"));
  names_[Parameters]->setText(tr("Parameters"));
  names_[Seed]->setText(tr("Seed"));
  names_[Origin]->setText(tr("Origin"));
  names_[File]->setText(tr("File"));
  names_[Created]->setText(tr("Created"));
  names_[Turns]->setText(tr("Turns"));
  names_[Status]->setText(tr("Status"));
  names_[Result]->setText(tr("Result"));
  playersCaption_->setText(tr("Players"));
  //: Column headers of the players table: seat number, name, bot, the game's own score
  //: (Fencing's touches), the result (wins, loses, crashed...).
  playerHeaders_[SeatColumn]->setText(tr("#"));
  playerHeaders_[NameColumn]->setText(tr("Name"));
  playerHeaders_[BotColumn]->setText(tr("Bot"));
  playerHeaders_[ScoreColumn]->setText(tr("Score"));
  playerHeaders_[OutcomeColumn]->setText(tr("Result"));
  note_->setText(tr("No replay loaded."));
  refresh();
}

void MatchPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

void MatchPanel::refresh()
{
  const bool loaded = document_->hasReplay();
  note_->setVisible(!loaded);
  details_->setVisible(loaded);
  fillPlayers();
  if (!loaded)
    return;

  const Debugger::Replay& replay = document_->replay();
  const Rules::Game* game = document_->game();
  const QLocale locale;
  value(Game)->setText(game ? tr("%1 (%2)").arg(gameTerm(game->info().name), replay.gameId) : replay.gameId);

  QPalette rulesPalette = palette();
  if (game && game->info().rulesVersion != replay.rulesVersion) {
    // Stepping still works (frames hold their states), but re-running may diverge.
    value(Rules)->setText(tr("%1 (this engine has %2)").arg(replay.rulesVersion, game->info().rulesVersion));
    rulesPalette.setColor(QPalette::WindowText, PanelStyle::errorColor(palette()));
  } else {
    value(Rules)->setText(replay.rulesVersion);
  }
  value(Rules)->setPalette(rulesPalette);

  QStringList parameters;
  for (auto it = replay.parameters.begin(); it != replay.parameters.end(); ++it)
    parameters << tr("%1 = %2").arg(it.key(), Debugger::JsonDiff::shortText(it.value()));
  value(Parameters)->setText(parameters.isEmpty() ? tr("none") : parameters.join(QLatin1Char('\n')));

  QLocale seedLocale = locale;
  seedLocale.setNumberOptions(QLocale::OmitGroupSeparator);  // a seed is typed back on the command line
  value(Seed)->setText(seedLocale.toString(qulonglong(replay.seed)));
  value(Origin)->setText(originText());
  value(File)->setText(document_->filePath().isEmpty() ? tr("not saved") : document_->filePath());

  const QDateTime created = QDateTime::fromString(replay.createdAt, Qt::ISODate);
  const QString when = created.isValid() ? locale.toString(created.toLocalTime(), QLocale::ShortFormat) : replay.createdAt;
  value(Created)->setText(replay.createdBy.isEmpty() ? when : tr("%1 by %2").arg(when, replay.createdBy));
  refreshTurns();
  refreshStatus();
}

void MatchPanel::fillPlayers()
{
  for (const QList<QLabel*>& row : std::as_const(playerCells_))
    qDeleteAll(row);
  playerCells_.clear();
  if (!document_->hasReplay())
    return;
  const Debugger::Replay& replay = document_->replay();
  // Live, the match has no result yet: the score so far, and no outcome.
  const QList<Debugger::SeatResults::Seat> seats = Debugger::SeatResults::fromReplay(replay);
  const QList<Debugger::SeatResults::Outcome> outcomes =
      Debugger::SeatResults::outcomes(seats, replay.result.complete && !document_->isLive());
  for (int p = 0; p < replay.players.size(); ++p) {
    QList<QLabel*> row;
    for (int c = 0; c < PlayerColumnCount; ++c) {
      QLabel* cell = valueLabel();
      playersGrid_->addWidget(cell, p + 1, c);
      row << cell;
    }
    row[SeatColumn]->setText(QString::number(p));
    row[NameColumn]->setText(replay.players[p].name);
    row[BotColumn]->setText(replay.players[p].bot);
    row[BotColumn]->setToolTip(PlainText::toolTip(replay.players[p].bot));
    // The game's own score; the ranking points the match ended with (Fencing's 1, 0 or -1)
    // decide the outcome and are in the tool tip.
    row[ScoreColumn]->setText(ResultWords::gameScore(seats[p]));
    if (!document_->isLive() && p < replay.result.returns.size())
      row[ScoreColumn]->setToolTip(
          tr("Ranking points: %1").arg(QLocale().toString(replay.result.returns[p], 'g', QLocale::FloatingPointShortest)));
    row[ScoreColumn]->setAlignment(Qt::AlignRight | Qt::AlignTop);
    row[OutcomeColumn]->setText(document_->isLive() ? QString() : ResultWords::outcome(outcomes[p]));
    for (QLabel* cell : {row[SeatColumn], row[NameColumn], row[ScoreColumn], row[OutcomeColumn]})
      cell->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);  // short: never wrapped
    playerCells_ << row;
  }
}

void MatchPanel::refreshTurns()
{
  if (!document_->hasReplay())
    return;
  value(Turns)->setText(QLocale().toString(document_->lastTurn()));
  // A live match's score so far.
  const QList<Debugger::SeatResults::Seat> seats = Debugger::SeatResults::fromReplay(document_->replay());
  for (int p = 0; p < playerCells_.size() && p < seats.size(); ++p)
    playerCells_[p][ScoreColumn]->setText(ResultWords::gameScore(seats[p]));
}

void MatchPanel::refreshStatus()
{
  const Debugger::MatchResult& result = document_->replay().result;
  QPalette statusPalette = palette();
  if (document_->isLive()) {
    value(Status)->setText(tr("Live: the match is being played"));
    statusPalette.setColor(QPalette::WindowText, PanelStyle::okColor(palette()));
    value(Result)->setText(tr("not decided yet"));
    value(Result)->setToolTip({});
  } else {
    if (result.complete) {
      value(Status)->setText(tr("Finished"));
    } else {
      value(Status)->setText(tr("Stopped before the end"));
      statusPalette.setColor(QPalette::WindowText, PanelStyle::warningColor(palette()));
    }
    // In the user's words; the game's own line (in English, as its rules write it) is the
    // tool tip.
    const QString summary = ResultWords::summary(document_->replay());
    value(Result)->setText(summary.isEmpty() ? tr("none") : summary);
    value(Result)->setToolTip(PlainText::toolTip(result.text));
  }
  value(Status)->setPalette(statusPalette);
}

QString MatchPanel::originText() const
{
  const QJsonObject origin = document_->replay().origin;
  if (origin.isEmpty())
    return tr("Played in Kibitz");
  if (origin.contains(QStringLiteral("import"))) {
    const QString format = origin.value(QStringLiteral("import")).toString();
    const QString file = origin.value(QStringLiteral("file")).toString();
    return file.isEmpty() ? tr("Imported from a %1 replay").arg(format)
                          : tr("Imported from a %1 replay: %2").arg(format, file);
  }
  const QJsonValue fork = origin.value(QStringLiteral("fork"));
  if (fork.isObject()) {
    const QJsonObject from = fork.toObject();
    return tr("Continued from turn %1 of %2")
        .arg(QLocale().toString(from.value(QStringLiteral("turn")).toInt()), from.value(QStringLiteral("file")).toString());
  }
  return Debugger::JsonDiff::shortText(origin);  // a kind this version does not know
}

QString MatchPanel::fieldText(const QString& field) const
{
  for (int f = 0; f < FieldCount; ++f)
    if (field == QLatin1String(kFieldIds[f]))
      return values_[f]->text();
  return {};
}

QString MatchPanel::playerCell(int player, int column) const
{
  if (player < 0 || player >= playerCells_.size() || column < 0 || column >= PlayerColumnCount)
    return {};
  return playerCells_[player][column]->text();
}

}  // namespace Kibitz::App
