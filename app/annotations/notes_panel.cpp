#include "annotations/notes_panel.h"

#include "annotations/notes_controller.h"
#include "annotations/notes_model.h"
#include "annotations/turn_marks.h"
#include "document/replay_document.h"
#include "widgets/plain_text.h"

#include <QAction>
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QPixmap>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace Kibitz::App {

NotesPanel::NotesPanel(NotesController* controller, const QList<QAction*>& actions, QWidget* parent)
    : QWidget(parent), controller_(controller), document_(controller->document())
{
  model_ = new NotesModel(controller_, this);
  filter_ = new NotesFilterModel(this);
  filter_->setSourceModel(model_);

  // Offer to restore what a crash would have lost.
  recovery_ = new QFrame(this);
  recovery_->setObjectName(QStringLiteral("notesRecovery"));
  recovery_->setFrameShape(QFrame::StyledPanel);
  // Dark text on the light banner whatever the theme.
  recovery_->setStyleSheet(QStringLiteral("#notesRecovery { background: #fff8e1; border: 1px solid #ffb300; }"
                                          " #notesRecovery QLabel { color: #3e2723; }"));
  recoveryText_ = new QLabel(recovery_);
  recoveryText_->setWordWrap(true);
  restore_ = new QPushButton(recovery_);
  discard_ = new QPushButton(recovery_);
  // The text above its buttons: a wrapped label beside buttons is given one line's
  // height by QHBoxLayout and its second line was cut.
  auto* recoveryLayout = new QVBoxLayout(recovery_);
  recoveryLayout->addWidget(recoveryText_);
  auto* recoveryButtons = new QHBoxLayout;
  recoveryButtons->addStretch(1);
  recoveryButtons->addWidget(restore_);
  recoveryButtons->addWidget(discard_);
  recoveryLayout->addLayout(recoveryButtons);

  filterText_ = new QLineEdit(this);
  filterText_->setClearButtonEnabled(true);
  filterCategory_ = new QComboBox(this);
  filterCategory_->setSizeAdjustPolicy(QComboBox::AdjustToContents);  // its texts change with the language
  filterCategory_->addItem(QString(), -1);
  for (Debugger::NoteCategory c : Debugger::Notes::categories()) {
    QPixmap swatch(12, 12);
    swatch.fill(TurnMarks::categoryColor(c));
    filterCategory_->addItem(QIcon(swatch), QString(), int(c));
  }
  auto* filterRow = new QHBoxLayout;
  filterRow->addWidget(filterText_, 1);
  filterRow->addWidget(filterCategory_);

  table_ = new QTableView(this);
  table_->setObjectName(QStringLiteral("notesTable"));
  table_->setModel(filter_);
  table_->setSortingEnabled(true);
  table_->sortByColumn(NotesModel::TurnColumn, Qt::AscendingOrder);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->horizontalHeader()->setSectionResizeMode(NotesModel::TurnColumn, QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(NotesModel::CategoryColumn, QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(NotesModel::AnchorColumn, QHeaderView::ResizeToContents);
  table_->setAlternatingRowColors(true);

  auto* buttons = new QHBoxLayout;
  for (QAction* action : actions) {
    auto* button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    buttons->addWidget(button);
  }
  buttons->addStretch(1);

  warnings_ = PlainText::label(this);
  warnings_->setWordWrap(true);
  warnings_->setStyleSheet(QStringLiteral("color: #c62828"));
  botMarksTitle_ = new QLabel(this);
  QFont bold = botMarksTitle_->font();
  bold.setBold(true);
  botMarksTitle_->setFont(bold);
  botMarks_ = new QListWidget(this);
  botMarks_->setObjectName(QStringLiteral("botMarksList"));
  botMarks_->setMaximumHeight(130);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(recovery_);
  layout->addLayout(filterRow);
  layout->addWidget(table_, 1);
  layout->addLayout(buttons);
  layout->addWidget(warnings_);
  layout->addWidget(botMarksTitle_);
  layout->addWidget(botMarks_);

  connect(filterText_, &QLineEdit::textChanged, filter_, &NotesFilterModel::setText);
  connect(filterCategory_, &QComboBox::currentIndexChanged, this, [this] {
    const int c = filterCategory_->currentData().toInt();
    filter_->setCategory(c < 0 ? std::nullopt : std::optional(Debugger::NoteCategory(c)));
  });
  connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &NotesPanel::onCurrentChanged);
  connect(table_, &QTableView::clicked, this, &NotesPanel::onCurrentChanged);
  connect(table_, &QTableView::doubleClicked, this, [this] {
    if (!currentNoteId().isEmpty())
      emit editRequested(currentNoteId());
  });
  connect(restore_, &QPushButton::clicked, controller_, &NotesController::restoreRecovery);
  connect(discard_, &QPushButton::clicked, controller_, &NotesController::discardRecovery);
  connect(controller_, &NotesController::recoveryChanged, this, &NotesPanel::updateRecovery);
  connect(controller_, &NotesController::notesChanged, this, [this] {
    // Keep the selection on the same note across the model reset.
    selectNote(controller_->selectedNote());
    updateWarnings();
  });
  connect(controller_, &NotesController::selectedNoteChanged, this, [this](const QString& id) {
    if (id != currentNoteId())
      selectNote(id);
  });
  connect(document_, &ReplayDocument::currentTurnChanged, this, &NotesPanel::updateBotMarks);
  connect(document_, &ReplayDocument::replayReset, this, &NotesPanel::updateBotMarks);
  connect(document_, &ReplayDocument::framesAppended, this, &NotesPanel::updateBotMarks);
  retranslateUi();
}

QString NotesPanel::currentNoteId() const
{
  const QModelIndex index = table_->currentIndex();
  return index.isValid() && table_->selectionModel()->isRowSelected(index.row(), {}) ? index.data(NotesModel::kIdRole).toString()
                                                                                      : QString();
}

void NotesPanel::selectNote(const QString& id)
{
  for (int row = 0; row < filter_->rowCount(); ++row) {
    const QModelIndex index = filter_->index(row, 0);
    if (index.data(NotesModel::kIdRole).toString() == id && !id.isEmpty()) {
      table_->setCurrentIndex(index);
      table_->selectRow(row);
      return;
    }
  }
  table_->clearSelection();
}

void NotesPanel::onCurrentChanged()
{
  const QString id = currentNoteId();
  if (id.isEmpty())
    return;
  const std::optional<Debugger::Note> note = controller_->note(id);
  if (!note)
    return;
  // Go to the note's turn, then highlight it there.
  document_->setCurrentTurn(note->turn);
  controller_->setSelectedNote(id);
}

void NotesPanel::updateRecovery()
{
  recovery_->setVisible(controller_->hasRecovery());
  if (!controller_->hasRecovery())
    return;
  const QDateTime when = QDateTime::fromString(controller_->recoveryTime(), Qt::ISODate);
  recoveryText_->setText(tr("Kibitz found %n note(s) for this replay that were not saved (last change %1). Restore them?", nullptr,
                            controller_->recoveryNoteCount())
                             .arg(QLocale().toString(when.toLocalTime(), QLocale::ShortFormat)));
}

void NotesPanel::updateWarnings()
{
  const QStringList warnings = controller_->loadWarnings();
  warnings_->setVisible(!warnings.isEmpty());
  warnings_->setText(tr("Some notes of this file could not be read and were skipped:\n%1").arg(warnings.join(QLatin1Char('\n'))));
}

void NotesPanel::updateBotMarks()
{
  botMarks_->clear();
  const int turn = document_->currentTurn();
  if (!document_->hasReplay() || turn < 0 || turn > document_->lastTurn()) {
    botMarksTitle_->setText(tr("Bot marks"));
    return;
  }
  const Debugger::Replay& replay = document_->replay();
  int marks = 0;
  for (const Debugger::PlayerExchange& x : document_->frame(turn).exchanges) {
    const QString name = replay.players.value(x.player).name;
    for (const Debugger::BotMark& m : x.marks) {
      auto* item = new QListWidgetItem(tr("%1: %2").arg(name, Debugger::BotMarks::describe(m)), botMarks_);
      if (!m.color.isEmpty()) {
        QPixmap swatch(12, 12);
        swatch.fill(QColor(m.color));
        item->setIcon(QIcon(swatch));
      }
      ++marks;
    }
    for (const QString& error : x.markErrors) {
      auto* item = new QListWidgetItem(tr("%1: malformed mark: %2").arg(name, error), botMarks_);
      item->setForeground(QColor(0xc6, 0x28, 0x28));
      item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
    }
  }
  botMarksTitle_->setText(tr("Bot marks on turn %1 (%n mark(s))", nullptr, marks).arg(QLocale().toString(turn)));
  if (botMarks_->count() == 0)
    new QListWidgetItem(tr("(the bots drew nothing on this turn: see docs/bot-marks.md)"), botMarks_);
}

void NotesPanel::retranslateUi()
{
  recovery_->setAccessibleName(tr("Unsaved notes"));
  restore_->setText(tr("&Restore"));
  discard_->setText(tr("Discard"));
  filterText_->setPlaceholderText(tr("Filter notes…"));
  filterCategory_->setItemText(0, tr("All categories"));
  for (int i = 1; i < filterCategory_->count(); ++i)
    filterCategory_->setItemText(i, Debugger::Notes::categoryLabel(Debugger::NoteCategory(filterCategory_->itemData(i).toInt())));
  model_->retranslate();
  updateRecovery();
  updateWarnings();
  updateBotMarks();
}

void NotesPanel::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
