#include "panels/bot_io_panel.h"
#include "panels/game_terms.h"
#include "widgets/plain_text.h"

#include "panels/exchange_view.h"
#include "panels/panel_style.h"

#include "document/replay_document.h"

#include "core/game.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace Kibitz::App {

BotIoPanel::BotIoPanel(ReplayDocument* document, QWidget* parent)
    : QWidget(parent),
      document_(document),
      turnLabel_(new QLabel(this)),
      whitespaceButton_(new QToolButton(this)),
      seatCombo_(new QComboBox(this)),
      scrollArea_(new QScrollArea(this)),
      note_(PlainText::label())
{
  turnLabel_->setObjectName(QStringLiteral("turnLabel"));
  whitespaceButton_->setCheckable(true);
  whitespaceButton_->setAutoRaise(true);
  QFont bold = turnLabel_->font();
  bold.setBold(true);
  turnLabel_->setFont(bold);
  PanelStyle::makeNote(note_);
  note_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  note_->setContentsMargins(4, 8, 4, 8);

  auto* content = new QWidget;
  exchangesLayout_ = new QVBoxLayout(content);
  exchangesLayout_->setContentsMargins(0, 0, 0, 0);
  exchangesLayout_->setSpacing(6);
  exchangesLayout_->addWidget(note_);
  exchangesLayout_->addStretch(1);
  scrollArea_->setWidget(content);
  scrollArea_->setWidgetResizable(true);
  scrollArea_->setFrameShape(QFrame::NoFrame);
  scrollArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);  // the texts scroll themselves
  // By a line of text, not by 20 pixels a notch over views hundreds of pixels tall.
  scrollArea_->verticalScrollBar()->setSingleStep(QFontMetrics(PanelStyle::monospaceFont()).lineSpacing());
  seatCombo_->setObjectName(QStringLiteral("seatFilter"));
  seatCombo_->setSizeAdjustPolicy(QComboBox::AdjustToContents);

  auto* header = new QHBoxLayout;
  header_ = header;
  header->addWidget(turnLabel_, 1);
  header->addWidget(seatCombo_);
  header->addWidget(whitespaceButton_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->setSpacing(4);
  layout->addLayout(header);
  layout->addWidget(scrollArea_, 1);

  connect(whitespaceButton_, &QToolButton::toggled, this, &BotIoPanel::setWhitespaceVisible);
  connect(seatCombo_, &QComboBox::activated, this, [this] { setSeatFilter(seatCombo_->currentData().toInt()); });
  connect(document_, &ReplayDocument::replayReset, this, [this] {
    fillSeatFilter();
    showTurn();
  });
  connect(document_, &ReplayDocument::currentTurnChanged, this, &BotIoPanel::showTurn);
  connect(document_, &ReplayDocument::viewSeatChanged, this, [this] { showTurn(); });
  connect(document_, &ReplayDocument::framesAppended, this, &BotIoPanel::updateHeader);

  retranslateUi();
  showTurn();
}

BotIoPanel::~BotIoPanel() = default;

void BotIoPanel::fillSeatFilter()
{
  const QList<Debugger::PlayerRecord> players = document_->hasReplay() ? document_->replay().players
                                                                       : QList<Debugger::PlayerRecord>();
  if (seatFilter_ >= players.size())
    seatFilter_ = -1;
  seatCombo_->clear();
  seatCombo_->addItem(tr("All players"), -1);
  for (int p = 0; p < players.size(); ++p)
    seatCombo_->addItem(tr("Player %1: %2").arg(QString::number(p), players[p].name), p);
  seatCombo_->setCurrentIndex(seatFilter_ + 1);
  seatCombo_->setVisible(players.size() > 1);
  seatCombo_->setToolTip(tr("Show the exchanges of one player only"));
}

void BotIoPanel::setSeatFilter(int seat)
{
  const int seats = seatCombo_->count() - 1;
  seatFilter_ = seat >= 0 && seat < seats ? seat : -1;
  if (seatCombo_->currentIndex() != seatFilter_ + 1)
    seatCombo_->setCurrentIndex(seatFilter_ + 1);
  showTurn();
}

void BotIoPanel::setStreamExpanded(ExchangeView::Stream stream, bool expanded)
{
  expanded_[int(stream)] = expanded;
  for (ExchangeView* view : std::as_const(views_))
    view->setStreamExpanded(stream, expanded);
}

void BotIoPanel::setMapFolded(bool folded)
{
  mapFolded_ = folded;
  for (ExchangeView* view : std::as_const(views_))
    view->setMapFolded(folded);
}

void BotIoPanel::setSourceResolver(ExchangeView::SourceResolver resolver)
{
  resolver_ = std::move(resolver);
  for (ExchangeView* view : std::as_const(views_))
    view->setSourceResolver(resolver_);
}

void BotIoPanel::addHeaderAction(QAction* action)
{
  auto* button = new QToolButton(this);
  button->setDefaultAction(action);
  button->setAutoRaise(true);
  header_->insertWidget(header_->count() - 1, button);
}

void BotIoPanel::retranslateUi()
{
  whitespaceButton_->setText(tr("Show Whitespace"));
  whitespaceButton_->setToolTip(tr("Show spaces, tabs and line ends in the texts"));
  for (ExchangeView* view : std::as_const(views_))
    view->retranslateUi();
  fillSeatFilter();
  updateHeader();
  updateNote();
}

void BotIoPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

void BotIoPanel::showTurn()
{
  const int turn = document_->currentTurn();
  const bool valid = document_->hasReplay() && turn >= 0 && turn <= document_->lastTurn();
  const QList<Debugger::PlayerExchange> none;
  const QList<Debugger::PlayerExchange>& all = valid ? document_->frame(turn).exchanges : none;
  // The seat filter's players only, in the frame's order.
  QList<const Debugger::PlayerExchange*> exchanges;
  for (const Debugger::PlayerExchange& exchange : all)
    if (seatFilter_ < 0 || exchange.player == seatFilter_)
      exchanges << &exchange;
  while (views_.size() < exchanges.size()) {
    auto* view = new ExchangeView;
    view->setWhitespaceVisible(whitespaceButton_->isChecked());
    for (const ExchangeView::Stream stream : {ExchangeView::Stream::Input, ExchangeView::Stream::Output, ExchangeView::Stream::Stderr})
      view->setStreamExpanded(stream, expanded_[int(stream)]);
    view->setMapFolded(mapFolded_);
    connect(view, &ExchangeView::streamToggled, this, &BotIoPanel::setStreamExpanded);
    connect(view, &ExchangeView::mapFoldToggled, this, &BotIoPanel::setMapFolded);
    connect(view, &ExchangeView::sourceLinkActivated, this, &BotIoPanel::sourceLinkActivated);
    view->setSourceResolver(resolver_);
    exchangesLayout_->insertWidget(int(views_.size()), view);
    views_ << view;
  }
  shownCount_ = int(exchanges.size());
  // One player shown: its input may take the height of the panel.
  const int lineSpacing = QFontMetrics(PanelStyle::monospaceFont()).lineSpacing();
  const int inputLines = seatFilter_ >= 0 ? std::max(12, (scrollArea_->viewport()->height() - 160) / lineSpacing) : 12;
  for (int i = 0; i < views_.size(); ++i) {
    if (i < shownCount_) {
      const Debugger::PlayerExchange& exchange = *exchanges[i];
      const QList<Debugger::PlayerRecord>& players = document_->replay().players;
      int sameInputAs = -1;
      for (int j = 0; j < i && sameInputAs < 0; ++j)
        if (!exchange.input.isEmpty() && exchanges[j]->input == exchange.input)
          sameInputAs = exchanges[j]->player;
      views_[i]->setInputMaximumLines(inputLines);
      views_[i]->showExchange(exchange.player < players.size() ? players[exchange.player].name : QString(), turn,
                              exchange, sameInputAs);
    }
    views_[i]->setVisible(i < shownCount_);
  }
  updateHeader();
  updateNote();
}

void BotIoPanel::updateHeader()
{
  if (!document_->hasReplay()) {
    turnLabel_->setText(tr("Bot I/O"));
    return;
  }
  const QLocale locale;
  const int turn = document_->currentTurn();
  // Games whose engine turns are decisions (Mosca Ceca) say so: their boards count game turns.
  const bool decisions = document_->game() && document_->game()->info().stepIsDecision;
  turnLabel_->setText((decisions ? tr("Decision %1 of %2") : tr("Turn %1 of %2"))
                          .arg(locale.toString(turn), locale.toString(document_->lastTurn())));
}

void BotIoPanel::updateNote()
{
  const int turn = document_->currentTurn();
  QString text;
  if (!document_->hasReplay())
    text = tr("No replay loaded.");
  else if (turn == 0)
    text = tr("Turn 0 is the initial state: no bot has been asked for a move yet.");
  else if (shownCount_ == 0 && !document_->replay().notResimulatedReason(turn).isEmpty())
    text = tr("Turn %1 is the state %2 records: the engine could not re-simulate the match from turn %3 on, so what "
              "the bots received and answered is not known.")
               .arg(QLocale().toString(turn), document_->replay().origin.value(QStringLiteral("file")).toString(),
                    QLocale().toString(document_->replay().recordedFrom()));
  else if (shownCount_ == 0 && seatFilter_ >= 0 && turn <= document_->lastTurn()
           && !document_->frame(turn).exchanges.isEmpty())
    text = tr("Player %1 was not asked for a move in turn %2 (the filter above shows no other player).")
               .arg(QString::number(seatFilter_), QLocale().toString(turn));
  else if (shownCount_ == 0 && document_->viewSeat() >= 0 && turn <= document_->lastTurn()
           && !document_->replay().frames[turn].exchanges.isEmpty())
    text = tr("Another player moved in turn %1: what it was told and answered is hidden while you play player %2 "
              "(untick the board's fog to see everything).")
               .arg(QLocale().toString(turn), QString::number(document_->viewSeat()));
  else if (shownCount_ == 0)
    text = tr("No bot was asked for a move in turn %1: the game advanced on its own (a respawn, for example).")
               .arg(QLocale().toString(turn));
  if (!text.isEmpty() && document_->hasReplay() && turn > 0 && turn <= document_->lastTurn()) {
    // What happened instead, in the game's words.
    for (const Rules::Event& event : document_->frame(turn).events) {
      //: An event of the turn: its kind, then the game's description ("Respawn: En garde!").
      text += QLatin1Char('\n') + tr("• %1: %2").arg(eventLabel(document_->game(), event.type), event.text);
    }
  }
  note_->setText(text);
  note_->setVisible(!text.isEmpty());
}

void BotIoPanel::setWhitespaceVisible(bool visible)
{
  if (whitespaceButton_->isChecked() != visible)
    whitespaceButton_->setChecked(visible);  // calls back here through toggled()
  for (ExchangeView* view : std::as_const(views_))
    view->setWhitespaceVisible(visible);
}

int BotIoPanel::exchangeCount() const
{
  return shownCount_;
}

ExchangeView* BotIoPanel::exchangeView(int index) const
{
  return index >= 0 && index < shownCount_ ? views_[index] : nullptr;
}

bool BotIoPanel::isNoteShown() const
{
  return !note_->isHidden();
}

QString BotIoPanel::noteText() const
{
  return note_->text();
}

bool BotIoPanel::saveInput(int index, const QString& path, QString* error) const
{
  const ExchangeView* view = exchangeView(index);
  if (!view) {
    *error = tr("There is no exchange %1 in this turn.").arg(index);
    return false;
  }
  return ExchangeView::writeInput(path, view->inputText(), error);
}

}  // namespace Kibitz::App
