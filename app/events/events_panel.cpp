#include "events/events_panel.h"

#include "boards/board_view.h"
#include "document/replay_document.h"
#include "events/event_breakpoint.h"
#include "events/event_mark_overlay.h"
#include "events/events_filter.h"
#include "events/events_model.h"
#include "panels/game_terms.h"
#include "panels/player_labels.h"

#include "replay/event_colors.h"

#include "core/game.h"

#include <QAction>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMouseEvent>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace Kibitz::App {

namespace {

QColor colorOf(const Rules::Game* game, const QString& type)
{
  const QList<Rules::EventSpec> specs = game ? game->info().events : QList<Rules::EventSpec>();
  int index = 0;
  while (index < specs.size() && specs[index].type != type)
    ++index;
  return QColor(Debugger::EventColors::of(index < specs.size() ? specs[index].tone : Rules::EventTone::Neutral, index));
}

// A narrow dock must not cut a choice's words or counts: the box is never narrower than its
// widest entry. Measured by the texts' advance, not QComboBox's size hint, which takes their
// ink (a full-width "）" ends far short of its advance: "所有事件（38）" lost 8 pixels).
void keepWideEnough(std::initializer_list<QComboBox*> boxes)
{
  for (QComboBox* box : boxes) {
    int widest = 0;
    for (int i = 0; i < box->count(); ++i)
      widest = std::max(widest, box->fontMetrics().horizontalAdvance(box->itemText(i)) +
                                    (box->itemIcon(i).isNull() ? 0 : box->iconSize().width() + 4));
    QStyleOptionComboBox option;
    option.initFrom(box);
    const QSize contents(widest, box->fontMetrics().height());
    box->setMinimumWidth(box->style()->sizeFromContents(QStyle::CT_ComboBox, &option, contents, box).width());
  }
}

}  // namespace

EventsPanel::EventsPanel(ReplayDocument* document, std::function<BoardView*()> board, QWidget* parent)
    : QWidget(parent), document_(document), board_(std::move(board)), model_(new EventsModel(document, this)),
      filter_(new EventsFilter(this))
{
  filter_->setSourceModel(model_);
  scope_ = new QComboBox(this);
  scope_->setObjectName(QStringLiteral("eventsScope"));
  type_ = new QComboBox(this);
  type_->setObjectName(QStringLiteral("eventsType"));
  type_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  player_ = new QComboBox(this);
  player_->setObjectName(QStringLiteral("eventsPlayer"));
  // Wide enough for the words of every language, and for the longest player name.
  for (QComboBox* box : {scope_, player_})
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  text_ = new QLineEdit(this);
  text_->setObjectName(QStringLiteral("eventsText"));
  text_->setClearButtonEnabled(true);
  counts_ = new QLabel(this);
  counts_->setObjectName(QStringLiteral("eventsCounts"));
  counts_->setTextFormat(Qt::PlainText);
  counts_->setWordWrap(true);

  table_ = new QTableView(this);
  table_->setModel(filter_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setContextMenuPolicy(Qt::CustomContextMenu);
  table_->setWordWrap(false);
  table_->verticalHeader()->hide();
  table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
  table_->horizontalHeader()->setStretchLastSection(true);
  for (int c : {int(EventsModel::TurnColumn), int(EventsModel::PlayerColumn), int(EventsModel::LabelColumn)})
    table_->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
  table_->viewport()->installEventFilter(this);

  next_ = new QAction(style()->standardIcon(QStyle::SP_ArrowDown), QString(), this);
  next_->setObjectName(QStringLiteral("nextEventAction"));
  next_->setShortcut(Qt::Key_F7);
  previous_ = new QAction(style()->standardIcon(QStyle::SP_ArrowUp), QString(), this);
  previous_->setObjectName(QStringLiteral("previousEventAction"));
  previous_->setShortcut(Qt::SHIFT | Qt::Key_F7);
  for (QAction* a : {next_, previous_})
    a->setShortcutContext(Qt::WindowShortcut);
  connect(next_, &QAction::triggered, this, &EventsPanel::nextEvent);
  connect(previous_, &QAction::triggered, this, &EventsPanel::previousEvent);
  const auto button = [this](QAction* a) {
    auto* b = new QToolButton(this);
    b->setDefaultAction(a);
    b->setAutoRaise(true);
    return b;
  };

  // The type on a row of its own: its entries carry counts and the game's longest words.
  auto* choices = new QHBoxLayout;
  choices->addWidget(scope_);
  choices->addWidget(player_);
  choices->addStretch(1);
  auto* search = new QHBoxLayout;
  search->addWidget(text_, 1);
  search->addWidget(button(previous_));
  search->addWidget(button(next_));
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(choices);
  layout->addWidget(type_);
  layout->addLayout(search);
  layout->addWidget(counts_);
  layout->addWidget(table_, 1);

  connect(scope_, &QComboBox::currentIndexChanged, this, [this] {
    filter_->setTurn(scope_->currentIndex() == 1 ? document_->currentTurn() : -1);
    updateCounts();
  });
  connect(type_, &QComboBox::currentIndexChanged, this, [this] { filter_->setType(type_->currentData().toString()); });
  connect(player_, &QComboBox::currentIndexChanged, this, [this] {
    filter_->setPlayer(player_->currentData().isValid() ? player_->currentData().toInt() : EventsFilter::kAnyPlayer);
  });
  connect(text_, &QLineEdit::textChanged, filter_, &EventsFilter::setText);
  connect(table_, &QTableView::clicked, this, [this](const QModelIndex& index) { goToEvent(filter_->mapToSource(index).row()); });
  connect(table_, &QTableView::activated, this, [this](const QModelIndex& index) { goToEvent(filter_->mapToSource(index).row()); });
  // Arrow keys in the table move through the events; a filter that shifts the rows
  // (without the user in the table) must not move the match.
  connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this](const QModelIndex& index) {
    if (index.isValid() && table_->hasFocus())
      goToEvent(filter_->mapToSource(index).row());
  });
  connect(table_, &QTableView::customContextMenuRequested, this, &EventsPanel::showContextMenu);
  connect(document_, &ReplayDocument::replayReset, this, [this] {
    marked_ = -1;
    rebuildChoices();
    updateMark();
  });
  connect(document_, &ReplayDocument::framesAppended, this, [this] {
    rebuildChoices();
  });
  connect(document_, &ReplayDocument::currentTurnChanged, this, [this](int turn) {
    if (scope_->currentIndex() == 1)
      filter_->setTurn(turn);
    updateCounts();
    updateMark();
  });
  retranslateUi();
  rebuildChoices();
}

void EventsPanel::rebuildChoices()
{
  const QString type = type_->currentData().toString();
  const QVariant player = player_->currentData();
  const QSignalBlocker blockType(type_), blockPlayer(player_);
  type_->clear();
  type_->addItem(tr("All events (%1)").arg(QLocale().toString(model_->rowCount())));
  for (const auto& [id, count] : model_->typeCounts())
    type_->addItem(QStringLiteral("%1 (%2)").arg(eventLabel(document_->game(), id), QLocale().toString(count)), id);
  type_->setCurrentIndex(std::max(0, type_->findData(type)));
  player_->clear();
  player_->addItem(tr("All players"));
  if (document_->hasReplay())
    for (int p = 0; p < document_->replay().players.size(); ++p)
      player_->addItem(PlayerLabels::label(document_->replay(), p), p);
  player_->addItem(tr("No player"), -1);
  player_->setCurrentIndex(player.isValid() ? std::max(0, player_->findData(player)) : 0);
  filter_->setType(type_->currentData().toString());
  filter_->setPlayer(player_->currentData().isValid() ? player_->currentData().toInt() : EventsFilter::kAnyPlayer);
  keepWideEnough({type_, player_});
  updateCounts();
}

void EventsPanel::updateCounts()
{
  // Counts per type in the chosen scope (the whole match or this turn).
  const int turn = scope_->currentIndex() == 1 ? document_->currentTurn() : -1;
  QList<QPair<QString, int>> counts;
  for (int row = 0; row < model_->rowCount(); ++row) {
    if (turn >= 0 && model_->ref(row).turn != turn)
      continue;
    const QString& type = model_->event(row).type;
    auto it = std::find_if(counts.begin(), counts.end(), [&](const auto& c) { return c.first == type; });
    if (it == counts.end())
      counts.append({type, 1});
    else
      ++it->second;
  }
  QStringList parts;
  for (const auto& [type, count] : counts)
    parts << QStringLiteral("%1 %2").arg(eventLabel(document_->game(), type), QLocale().toString(count));
  counts_->setText(parts.isEmpty() ? (turn >= 0 ? tr("No events in this turn") : tr("No events")) : parts.join(QStringLiteral(" · ")));
}

void EventsPanel::goToEvent(int row)
{
  if (row < 0 || row >= model_->rowCount())
    return;
  marked_ = row;
  document_->setCurrentTurn(model_->ref(row).turn);
  const QModelIndex shown = filter_->mapFromSource(model_->index(row, 0));
  if (shown.isValid() && table_->currentIndex().row() != shown.row()) {
    const QSignalBlocker block(table_->selectionModel());
    table_->setCurrentIndex(shown);
    table_->selectRow(shown.row());
  }
  if (shown.isValid())
    table_->scrollTo(shown);
  updateMark();
}

QString EventsPanel::markedAnchor() const
{
  BoardView* board = board_ ? board_() : nullptr;
  const auto* overlay = board ? board->findChild<EventMarkOverlay*>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
  return overlay && overlay->isVisible() ? overlay->anchor() : QString();
}

void EventsPanel::updateMark()
{
  BoardView* board = board_ ? board_() : nullptr;
  if (!board)
    return;
  auto* overlay = board->findChild<EventMarkOverlay*>(QString(), Qt::FindDirectChildrenOnly);
  if (!overlay)
    overlay = new EventMarkOverlay(board);
  // The mark speaks of its turn only: elsewhere the board shows another moment.
  if (marked_ < 0 || marked_ >= model_->rowCount() || !document_->hasReplay()
      || model_->ref(marked_).turn != document_->currentTurn()) {
    overlay->setMark({}, {}, {});
    return;
  }
  const Rules::Event& e = model_->event(marked_);
  const QString label = e.player >= 0 ? QStringLiteral("%1 · %2").arg(eventLabel(document_->game(), e.type), PlayerLabels::label(document_->replay(), e.player))
                                      : eventLabel(document_->game(), e.type);
  overlay->setMark(e.place, label, colorOf(document_->game(), e.type));
}

void EventsPanel::breakOnEventsLike(int row)
{
  if (row < 0 || row >= model_->rowCount())
    return;
  const Rules::Event& e = model_->event(row);
  emit breakpointRequested(EventBreakpoint::expression(e.type, e.player));
}

QString EventsPanel::steppedType() const
{
  const QString chosen = type_->currentData().toString();
  if (!chosen.isEmpty())
    return chosen;
  return marked_ >= 0 && marked_ < model_->rowCount() ? model_->event(marked_).type : QString();
}

int EventsPanel::step(int direction)
{
  if (!document_->hasReplay())
    return -1;
  const QString type = steppedType();
  const int turn = document_->currentTurn();
  const bool fromMarked = marked_ >= 0 && marked_ < model_->rowCount() && model_->ref(marked_).turn == turn;
  const int count = model_->rowCount();
  for (int k = 0; k < count; ++k) {
    const int row = direction > 0 ? k : count - 1 - k;
    const int t = model_->ref(row).turn;
    const bool after = direction > 0 ? (t > turn || (fromMarked && t == turn && row > marked_))
                                     : (t < turn || (fromMarked && t == turn && row < marked_));
    if (!after || (!type.isEmpty() && model_->event(row).type != type))
      continue;
    goToEvent(row);
    return row;
  }
  return -1;
}

int EventsPanel::nextEvent()
{
  return step(1);
}

int EventsPanel::previousEvent()
{
  return step(-1);
}

void EventsPanel::showContextMenu(const QPoint& at)
{
  const QModelIndex index = table_->indexAt(at);
  if (!index.isValid())
    return;
  const int row = filter_->mapToSource(index).row();
  const Rules::Event& e = model_->event(row);
  QMenu menu(this);
  menu.addAction(tr("Go to This Event"), this, [this, row] { goToEvent(row); });
  const QString label = eventLabel(document_->game(), e.type);
  QAction* breakAction = e.player >= 0
      ? menu.addAction(tr("Break on Every “%1” of %2").arg(label, PlayerLabels::label(document_->replay(), e.player)))
      : menu.addAction(tr("Break on Every “%1”").arg(label));
  connect(breakAction, &QAction::triggered, this, [this, row] { breakOnEventsLike(row); });
  QAction* anyPlayer = menu.addAction(tr("Break on Every “%1” of Any Player").arg(label));
  anyPlayer->setVisible(e.player >= 0);
  connect(anyPlayer, &QAction::triggered, this, [this, type = e.type] { emit breakpointRequested(EventBreakpoint::expression(type, -1)); });
  menu.exec(table_->viewport()->mapToGlobal(at));
}

bool EventsPanel::eventFilter(QObject* watched, QEvent* event)
{
  // Ctrl+click: a breakpoint from the event, without moving the selection.
  if (watched == table_->viewport() && event->type() == QEvent::MouseButtonPress) {
    auto* mouse = static_cast<QMouseEvent*>(event);
    if (mouse->button() == Qt::LeftButton && (mouse->modifiers() & Qt::ControlModifier)) {
      const QModelIndex index = table_->indexAt(mouse->position().toPoint());
      if (index.isValid())
        breakOnEventsLike(filter_->mapToSource(index).row());
      return true;
    }
  }
  return QWidget::eventFilter(watched, event);
}

void EventsPanel::retranslateUi()
{
  const QSignalBlocker block(scope_);
  const int scope = std::max(0, scope_->currentIndex());
  scope_->clear();
  scope_->addItems({tr("Whole match"), tr("This turn")});
  scope_->setCurrentIndex(scope);
  keepWideEnough({scope_});
  text_->setPlaceholderText(tr("Filter by text"));
  table_->setToolTip(tr("Click: go to the event and mark it on the board. Ctrl+click: break on every such event."));
  next_->setText(tr("Next Event"));
  next_->setStatusTip(tr("Go to the next event of the chosen type"));
  previous_->setText(tr("Previous Event"));
  previous_->setStatusTip(tr("Go back to the previous event of the chosen type"));
  // plain: our own words, numbers and shortcuts
  for (QAction* a : {next_, previous_})
    a->setToolTip(QStringLiteral("%1 (%2)").arg(a->text(), a->shortcut().toString(QKeySequence::NativeText)));
  model_->retranslate();
  rebuildChoices();
  updateMark();
}

void EventsPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
