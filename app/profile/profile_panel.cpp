#include "profile/profile_panel.h"

#include "document/replay_document.h"
#include "panels/player_labels.h"
#include "profile/flame_graph_view.h"
#include "profile/profile_status.h"
#include "widgets/plain_text.h"

#include "profile/profile_compare.h"
#include "profile/profile_views.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace Kibitz::App {

namespace {

constexpr int kNumberRole = Qt::UserRole;       // a column's value, for sorting
constexpr int kFunctionRole = Qt::UserRole + 1;  // the row's function

// Rows sort by the number behind a column, not its text.
class FunctionItem final : public QTreeWidgetItem {
public:
  using QTreeWidgetItem::QTreeWidgetItem;
  bool operator<(const QTreeWidgetItem& other) const override
  {
    const int column = treeWidget() ? treeWidget()->sortColumn() : 0;
    const QVariant a = data(column, kNumberRole);
    const QVariant b = other.data(column, kNumberRole);
    if (a.isValid() && b.isValid())
      return a.toDouble() < b.toDouble();
    return text(column) < other.text(column);
  }
};

void setNumber(QTreeWidgetItem* item, int column, double value, const QString& text)
{
  item->setText(column, text);
  item->setData(column, kNumberRole, value);
  item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
}

QString share(qint64 part, qint64 whole)
{
  return QLocale().toString(100.0 * double(part) / double(std::max<qint64>(whole, 1)), 'f', 1);
}

QString signedCount(qint64 n)
{
  return n > 0 ? QStringLiteral("+") + QLocale().toString(n) : QLocale().toString(n);
}

}  // namespace

ProfilePanel::ProfilePanel(ReplayDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), seatLabel_(new QLabel(this)), seats_(new QComboBox(this)),
      compare_(new QCheckBox(this)), compareTurn_(new QSpinBox(this)), message_(PlainText::label(this)),
      flame_(new FlameGraphView), table_(new QTreeWidget(this)), views_(new QSplitter(Qt::Vertical, this))
{
  seats_->setObjectName(QStringLiteral("profileSeat"));
  compare_->setObjectName(QStringLiteral("profileCompare"));
  compareTurn_->setObjectName(QStringLiteral("profileCompareTurn"));
  message_->setObjectName(QStringLiteral("profileMessage"));
  message_->setWordWrap(true);
  message_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);  // never cut to fit the graph
  seats_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  flame_->setObjectName(QStringLiteral("profileFlameGraph"));
  table_->setObjectName(QStringLiteral("profileFunctions"));
  table_->setRootIsDecorated(false);
  table_->setUniformRowHeights(true);
  table_->setSortingEnabled(true);
  table_->setAlternatingRowColors(true);
  compareTurn_->setEnabled(false);

  auto* top = new QHBoxLayout;
  top->addWidget(seatLabel_);
  top->addWidget(seats_);
  top->addStretch(1);
  top->addWidget(compare_);
  top->addWidget(compareTurn_);
  auto* scroll = new QScrollArea;
  scroll->setWidget(flame_);
  scroll->setWidgetResizable(true);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  views_->addWidget(scroll);
  views_->addWidget(table_);
  views_->setStretchFactor(0, 1);
  views_->setStretchFactor(1, 1);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addLayout(top);
  layout->addWidget(message_);
  layout->addWidget(views_, 1);
  layout->addStretch();  // the message at the top when there is nothing below it

  connect(seats_, &QComboBox::currentIndexChanged, this, [this] {
    seat_ = seats_->currentData().isValid() ? seats_->currentData().toInt() : -1;
    refresh();
  });
  connect(compare_, &QCheckBox::toggled, this, [this](bool on) {
    compareTurn_->setEnabled(on);
    if (on && document_->hasReplay()) {
      // The profiled turn before this one (else after it) is the natural comparison.
      const QList<int> turns = Debugger::ProfileViews::profiledTurns(document_->replay(), seat_);
      const int now = document_->currentTurn();
      int before = -1;
      int after = -1;
      for (const int t : turns) {
        if (t < now)
          before = t;
        else if (t > now && after < 0)
          after = t;
      }
      const int other = before >= 0 ? before : after;
      if (other >= 0)
        compareTurn_->setValue(other);
    }
    refresh();
  });
  connect(compareTurn_, &QSpinBox::valueChanged, this, &ProfilePanel::refresh);
  connect(flame_, &FlameGraphView::functionClicked, this, [this](const QString& function) {
    const int row = rowOf(function);
    if (row >= 0)
      table_->setCurrentItem(table_->topLevelItem(row));
    openFunction(function);
  });
  connect(table_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
    flame_->setHighlighted(item ? item->data(0, kFunctionRole).toString() : QString());
  });
  connect(table_, &QTreeWidget::itemActivated, this,
          [this](QTreeWidgetItem* item) { openFunction(item->data(0, kFunctionRole).toString()); });
  connect(document_, &ReplayDocument::replayReset, this, &ProfilePanel::replayReset);
  connect(document_, &ReplayDocument::currentTurnChanged, this, &ProfilePanel::refresh);
  connect(document_, &ReplayDocument::liveChanged, this, &ProfilePanel::refresh);
  connect(document_, &ReplayDocument::profilesAdded, this, [this] {
    fillSeats();
    refresh();
  });
  retranslateUi();
  replayReset();
}

void ProfilePanel::replayReset()
{
  warnings_.clear();
  refusal_.clear();
  compare_->setChecked(false);
  fillSeats();
  refresh();
}

void ProfilePanel::fillSeats()
{
  const QSignalBlocker block(seats_);
  const int keep = seat_;
  seats_->clear();
  if (document_->hasReplay()) {
    const Debugger::Replay& replay = document_->replay();
    for (const int p : ProfileStatus::profiledSeats(replay))
      seats_->addItem(PlayerLabels::label(replay, p), p);
    compareTurn_->setRange(0, std::max(0, document_->lastTurn()));
  }
  const int index = seats_->findData(keep);
  seats_->setCurrentIndex(index >= 0 ? index : 0);
  seat_ = seats_->currentData().isValid() ? seats_->currentData().toInt() : -1;
  seats_->setEnabled(seats_->count() > 1);
}

void ProfilePanel::showSeat(int seat)
{
  const int index = seats_->findData(seat);
  if (index >= 0)
    seats_->setCurrentIndex(index);  // refreshes when it changes
}

void ProfilePanel::setCompareTurn(int turn)
{
  if (turn >= 0)
    compareTurn_->setValue(turn);
  const QSignalBlocker block(compare_);
  compare_->setChecked(turn >= 0);
  compareTurn_->setEnabled(turn >= 0);
  refresh();
}

int ProfilePanel::compareTurn() const
{
  return compare_->isChecked() ? compareTurn_->value() : -1;
}

void ProfilePanel::setWarnings(const QStringList& warnings)
{
  warnings_ = warnings;
  refresh();
}

void ProfilePanel::setRefusal(const QString& refusal)
{
  refusal_ = refusal;
  refresh();
}

QString ProfilePanel::messageText() const
{
  return message_->text();
}

int ProfilePanel::rowOf(const QString& function) const
{
  for (int i = 0; i < table_->topLevelItemCount(); ++i)
    if (table_->topLevelItem(i)->data(0, kFunctionRole).toString() == function)
      return i;
  return -1;
}

void ProfilePanel::refresh()
{
  QStringList lines;
  if (!refusal_.isEmpty())
    lines << tr("Profiling was refused: %1").arg(refusal_);
  const Debugger::TurnProfile* profile = nullptr;
  const Debugger::TurnProfile* then = nullptr;
  if (!document_->hasReplay()) {
    if (refusal_.isEmpty())
      lines << tr("Open a replay or play a match: where a profiled bot spent each turn shows here.");
  } else {
    const Debugger::Replay& replay = document_->replay();
    const int turn = document_->currentTurn();
    profile = Debugger::ProfileViews::profileAt(replay, seat_, turn);
    if (!profile) {
      lines << ProfileStatus::whyNone(replay, seat_, turn, document_->isLive());
    } else {
      lines << tr("%1 at turn %2: %3 samples (about one per millisecond of its CPU time).")
                   .arg(PlayerLabels::label(replay, seat_))
                   .arg(turn)
                   .arg(QLocale().toString(profile->samples));
      if (const QString warning = ProfileStatus::symbolsWarning(replay, seat_, *profile); !warning.isEmpty())
        lines << warning;
      if (compare_->isChecked()) {
        then = Debugger::ProfileViews::profileAt(replay, seat_, compareTurn_->value());
        if (then)
          lines << tr("Compared with turn %1 (%2 samples): what grew most first, what shrank most last.")
                       .arg(compareTurn_->value())
                       .arg(QLocale().toString(then->samples));
        else
          lines << tr("Turn %1 has no profile of this bot to compare with.").arg(compareTurn_->value());
      }
    }
  }
  lines << warnings_;
  message_->setText(lines.join(QLatin1Char('\n')));
  flame_->setProfile(profile);
  flame_->setVisible(profile != nullptr);
  table_->setVisible(profile != nullptr);
  views_->setVisible(profile != nullptr);
  if (profile)
    fillTable(*profile, then);
  else
    table_->clear();
}

void ProfilePanel::fillTable(const Debugger::TurnProfile& profile, const Debugger::TurnProfile* then)
{
  const QString current = table_->currentItem() ? table_->currentItem()->data(0, kFunctionRole).toString() : QString();
  const Debugger::Replay& replay = document_->replay();
  const Debugger::SourcePlaces& places = replay.players[seat_].profileSources;
  const QLocale locale;
  table_->setSortingEnabled(false);
  table_->clear();
  QStringList headers;
  const int turn = then ? compareTurn_->value() : -1;
  if (then)
    headers << tr("Function") << tr("Total") << tr("Total, turn %1").arg(turn) << tr("Change") << tr("Self")
            << tr("Self, turn %1").arg(turn) << tr("Change") << tr("Defined in");
  else
    headers << tr("Function") << tr("Self") << tr("Self %") << tr("Total") << tr("Total %") << tr("Defined in");
  table_->setColumnCount(int(headers.size()));  // setHeaderLabels only ever adds columns
  table_->setHeaderLabels(headers);
  const int placeColumn = int(headers.size()) - 1;
  const auto addRow = [&](const QString& name) {
    auto* item = new FunctionItem(table_);
    item->setText(0, name);
    item->setData(0, kFunctionRole, name);
    const auto place = places.find(name);
    if (place != places.end()) {
      item->setText(placeColumn, QStringLiteral("%1:%2").arg(QFileInfo(place->file).fileName()).arg(place->line));
      item->setToolTip(placeColumn, PlainText::toolTip(QStringLiteral("%1:%2").arg(place->file).arg(place->line)));
    }
    item->setToolTip(0, PlainText::toolTip(name));
    return item;
  };
  if (then) {
    for (const Debugger::ProfileCompare::FunctionChange& f : Debugger::ProfileCompare::functions(profile, *then)) {
      QTreeWidgetItem* item = addRow(f.name);
      setNumber(item, 1, double(f.totalNow), locale.toString(f.totalNow));
      setNumber(item, 2, double(f.totalThen), locale.toString(f.totalThen));
      setNumber(item, 3, double(f.totalChange()), signedCount(f.totalChange()));
      setNumber(item, 4, double(f.selfNow), locale.toString(f.selfNow));
      setNumber(item, 5, double(f.selfThen), locale.toString(f.selfThen));
      setNumber(item, 6, double(f.selfChange()), signedCount(f.selfChange()));
    }
    table_->sortItems(3, Qt::DescendingOrder);
  } else {
    for (const Debugger::ProfileViews::FunctionCost& f : Debugger::ProfileViews::topFunctions(profile)) {
      QTreeWidgetItem* item = addRow(f.name);
      setNumber(item, 1, double(f.self), locale.toString(f.self));
      setNumber(item, 2, double(f.self), share(f.self, profile.samples));
      setNumber(item, 3, double(f.total), locale.toString(f.total));
      setNumber(item, 4, double(f.total), share(f.total, profile.samples));
    }
    table_->sortItems(1, Qt::DescendingOrder);
  }
  table_->setSortingEnabled(true);
  table_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  for (int c = 1; c < headers.size(); ++c)
    table_->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
  if (const int row = rowOf(current); row >= 0)
    table_->setCurrentItem(table_->topLevelItem(row));
}

void ProfilePanel::openFunction(const QString& function)
{
  if (!document_->hasReplay() || seat_ < 0 || seat_ >= document_->replay().players.size())
    return;
  const Debugger::SourcePlaces& places = document_->replay().players[seat_].profileSources;
  const auto place = places.find(function);
  if (place == places.end())
    emit sourceUnknown(function);
  else
    emit sourceRequested(seat_, place->file, place->line);
}

void ProfilePanel::retranslateUi()
{
  seatLabel_->setText(tr("Bot:"));
  compare_->setText(tr("Compare with turn"));
  compare_->setToolTip(tr("Lists each function's samples in both turns: what grew most first"));
  flame_->setToolTip(QString());
  table_->setToolTip(tr("Double-click a function to open its source at its line"));
  fillSeats();
  refresh();
}

void ProfilePanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
