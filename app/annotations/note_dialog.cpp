#include "annotations/note_dialog.h"

#include "annotations/notes_controller.h"
#include "annotations/turn_marks.h"
#include "widgets/plain_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPixmap>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Kibitz::App {

NoteDialog::NoteDialog(NotesController* controller, int turn, const QString& anchor, QWidget* parent)
    : QDialog(parent), controller_(controller)
{
  note_.turn = turn;
  note_.anchor = anchor;
  build();
}

NoteDialog::NoteDialog(NotesController* controller, const Debugger::Note& note, QWidget* parent)
    : QDialog(parent), controller_(controller), note_(note), editing_(true)
{
  build();
}

NoteDialog::~NoteDialog() = default;

void NoteDialog::build()
{
  setObjectName(QStringLiteral("noteDialog"));
  setAttribute(Qt::WA_DeleteOnClose);
  turnLabel_ = new QLabel(this);
  category_ = new QComboBox(this);
  category_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  category_->setObjectName(QStringLiteral("noteCategory"));
  for (Debugger::NoteCategory c : Debugger::Notes::categories()) {
    QPixmap swatch(12, 12);
    swatch.fill(TurnMarks::categoryColor(c));
    category_->addItem(QIcon(swatch), QString(), int(c));
  }
  category_->setCurrentIndex(category_->findData(int(note_.category)));
  text_ = new QPlainTextEdit(note_.text, this);
  text_->setObjectName(QStringLiteral("noteText"));
  text_->setTabChangesFocus(true);
  anchor_ = new QLineEdit(note_.anchor, this);
  anchor_->setObjectName(QStringLiteral("noteAnchor"));
  anchor_->setClearButtonEnabled(true);
  pick_ = new QPushButton(this);
  pick_->setCheckable(true);
  pick_->setObjectName(QStringLiteral("pickAnchorButton"));
  problem_ = PlainText::label(this);
  problem_->setStyleSheet(QStringLiteral("color: #c62828"));
  problem_->hide();
  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

  auto* anchorRow = new QHBoxLayout;
  anchorRow->addWidget(anchor_, 1);
  anchorRow->addWidget(pick_);
  auto* form = new QFormLayout;
  categoryLabel_ = new QLabel(this);
  anchorLabel_ = new QLabel(this);
  form->addRow(categoryLabel_, category_);
  form->addRow(anchorLabel_, anchorRow);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(turnLabel_);
  layout->addWidget(text_, 1);
  layout->addLayout(form);
  layout->addWidget(problem_);
  layout->addWidget(buttons_);

  connect(buttons_, &QDialogButtonBox::accepted, this, &NoteDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &NoteDialog::reject);
  connect(pick_, &QPushButton::toggled, this, &NoteDialog::pickRequested);
  connect(text_, &QPlainTextEdit::textChanged, this, &NoteDialog::saveDraft);
  connect(category_, &QComboBox::currentIndexChanged, this, &NoteDialog::saveDraft);
  connect(anchor_, &QLineEdit::textChanged, this, &NoteDialog::saveDraft);
  retranslateUi();
  resize(420, 280);
  text_->setFocus();
}

void NoteDialog::retranslateUi()
{
  setWindowTitle(editing_ ? tr("Edit Note") : tr("Add Note"));
  turnLabel_->setText(tr("Note on turn %1").arg(QLocale().toString(note_.turn)));
  categoryLabel_->setText(tr("&Category:"));
  categoryLabel_->setBuddy(category_);
  anchorLabel_->setText(tr("&Anchor:"));
  anchorLabel_->setBuddy(anchor_);
  // Short, since the button beside it says how to pick; the tooltip says the rest.
  const QString wholeTurn = tr("whole turn");
  anchor_->setPlaceholderText(wholeTurn);
  anchor_->setToolTip(tr("Empty: the note is on the whole turn. Or type an anchor (players[1], cell:3,4, "
                         "unit:12), or click “Pick on Board” and then the thing on the board."));
  // The placeholder says what an empty anchor means, so it shows whole in every language
  // (a longer one was cut off): the field is as wide as an empty one plus the words.
  const QFontMetrics metrics = anchor_->fontMetrics();
  anchor_->setMinimumWidth(anchor_->minimumSizeHint().width() - metrics.maxWidth() + metrics.horizontalAdvance(wholeTurn) + 4);
  pick_->setText(tr("&Pick on Board"));
  pick_->setToolTip(tr("Click a thing on the board to attach the note to it"));
  text_->setPlaceholderText(tr("What happened on this turn?"));
  for (int i = 0; i < category_->count(); ++i)
    category_->setItemText(i, Debugger::Notes::categoryLabel(Debugger::NoteCategory(category_->itemData(i).toInt())));
}

void NoteDialog::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QDialog::changeEvent(event);
}

void NoteDialog::setAnchor(const QString& anchor)
{
  anchor_->setText(anchor);
  setPicking(false);
}

void NoteDialog::setPicking(bool picking)
{
  pick_->setChecked(picking);
}

void NoteDialog::setText(const QString& text)
{
  text_->setPlainText(text);
}

void NoteDialog::setCategory(Debugger::NoteCategory category)
{
  category_->setCurrentIndex(category_->findData(int(category)));
}

Debugger::Note NoteDialog::current() const
{
  Debugger::Note n = note_;
  if (n.id.isEmpty())
    n.id = QStringLiteral("draft");
  n.text = text_->toPlainText();
  n.category = Debugger::NoteCategory(category_->currentData().toInt());
  n.anchor = anchor_->text().trimmed();
  return n;
}

void NoteDialog::saveDraft()
{
  problem_->hide();
  controller_->setDraft(current());
}

void NoteDialog::accept()
{
  const Debugger::Note n = current();
  if (n.text.trimmed().isEmpty()) {
    problem_->setText(tr("Write the note first: it is empty."));
    problem_->show();
    text_->setFocus();
    return;
  }
  if (n.anchor.contains(QLatin1Char(' '))) {
    problem_->setText(tr("“%1” is not an anchor: anchors have no spaces (players[1], cell:3,4, unit:12).").arg(n.anchor));
    problem_->show();
    anchor_->setFocus();
    return;
  }
  setPicking(false);
  controller_->setDraft(std::nullopt);
  bool ok = true;
  if (editing_)
    ok = controller_->editNote(n);
  else
    ok = !controller_->addNote(n.turn, n.category, n.text, n.anchor).isEmpty();
  if (!ok) {
    problem_->setText(tr("The note cannot be saved: its replay was closed or the note was deleted."));
    problem_->show();
    return;
  }
  QDialog::accept();
}

void NoteDialog::reject()
{
  setPicking(false);
  controller_->setDraft(std::nullopt);
  QDialog::reject();
}

}  // namespace Kibitz::App
