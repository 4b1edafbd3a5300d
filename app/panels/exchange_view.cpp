#include "panels/exchange_view.h"

#include "annotations/bot_mark.h"
#include "widgets/plain_text.h"

#include "panels/fitted_text_view.h"
#include "panels/panel_style.h"
#include "panels/save_path_dialog.h"

#include "replay/replay_file.h"
#include "files/atomic_file.h"

#include <QApplication>
#include <QClipboard>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QToolButton>
#include <QVBoxLayout>

namespace Kibitz::App {

namespace {

using Status = Rules::Move::Status;

// Times above this share of the limit are shown as a warning.
constexpr double kSlowShare = 0.8;

QHBoxLayout* row(QVBoxLayout* into)
{
  auto* layout = new QHBoxLayout;
  layout->setSpacing(6);
  into->addLayout(layout);
  return layout;
}

}  // namespace

ExchangeView::ExchangeView(QWidget* parent)
    : QFrame(parent),
      nameLabel_(PlainText::label(this)),
      statusBadge_(new QLabel(this)),
      timeLabel_(new QLabel(this)),
      copyButton_(new QToolButton(this)),
      saveButton_(new QToolButton(this)),
      inputCaption_(new QLabel(this)),
      input_(new FittedTextView(this)),
      sameInputLabel_(PlainText::label(this)),
      outputCaption_(new QLabel(this)),
      output_(new FittedTextView(this)),
      stderrCaption_(new QLabel(this)),
      truncatedBadge_(new QLabel(this)),
      stderr_(new FittedTextView(this)),
      marksCaption_(new QLabel(this)),
      marks_(new FittedTextView(this)),
      markErrorsLabel_(PlainText::label(this)),
      errorLabel_(PlainText::label(this))
{
  setFrameShape(QFrame::StyledPanel);
  QFont bold = nameLabel_->font();
  bold.setBold(true);
  nameLabel_->setFont(bold);
  nameLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  for (QLabel* caption : {inputCaption_, outputCaption_, stderrCaption_, marksCaption_})
    PanelStyle::makeCaption(caption);
  PanelStyle::makeBadge(truncatedBadge_, PanelStyle::Badge::Warning);
  for (QToolButton* button : {copyButton_, saveButton_}) {
    button->setAutoRaise(true);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
  }
  for (QLabel* label : {errorLabel_, markErrorsLabel_}) {
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette errorPalette = label->palette();
    errorPalette.setColor(QPalette::WindowText, PanelStyle::errorColor(palette()));
    label->setPalette(errorPalette);
  }
  stderr_->setMaximumLines(8);
  marks_->setMaximumLines(6);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(8, 6, 8, 8);
  layout->setSpacing(3);
  QHBoxLayout* header = row(layout);
  header->addWidget(nameLabel_);
  header->addWidget(statusBadge_);
  header->addStretch(1);
  header->addWidget(timeLabel_);
  layout->addWidget(errorLabel_);
  QHBoxLayout* inputHeader = row(layout);
  inputHeader->addWidget(inputCaption_);
  inputHeader->addStretch(1);
  inputHeader->addWidget(copyButton_);
  inputHeader->addWidget(saveButton_);
  layout->addWidget(input_);
  layout->addWidget(sameInputLabel_);
  PanelStyle::makeNote(sameInputLabel_);
  sameInputLabel_->hide();
  layout->addWidget(outputCaption_);
  layout->addWidget(output_);
  QHBoxLayout* stderrHeader = row(layout);
  stderrHeader->addWidget(stderrCaption_);
  stderrHeader->addWidget(truncatedBadge_);
  stderrHeader->addStretch(1);
  layout->addWidget(stderr_);
  layout->addWidget(marksCaption_);
  layout->addWidget(marks_);
  layout->addWidget(markErrorsLabel_);

  connect(copyButton_, &QToolButton::clicked, this, &ExchangeView::copyInput);
  connect(saveButton_, &QToolButton::clicked, this, &ExchangeView::saveInput);
  retranslateUi();
}

void ExchangeView::showExchange(const QString& playerName, int turn, const Debugger::PlayerExchange& exchange,
                                int sameInputAs)
{
  playerName_ = playerName;
  turn_ = turn;
  exchange_ = exchange;
  sameInputAs_ = sameInputAs;
  // A referenced input is not laid out at all: four copies of a big input were most of a step.
  if (sameInputAs < 0)
    input_->setText(exchange.input);
  input_->setVisible(sameInputAs < 0);
  sameInputLabel_->setVisible(sameInputAs >= 0);
  output_->setText(exchange.output.join(QLatin1Char('\n')));
  stderr_->setText(exchange.stderrText);
  // The `#kibitz` lines of stderr as Kibitz understood them (docs/bot-marks.md).
  QStringList marks;
  for (const Debugger::BotMark& mark : exchange.marks)
    marks << Debugger::BotMarks::describe(mark);
  marks_->setText(marks.join(QLatin1Char('\n')));
  marksCaption_->setVisible(!exchange.marks.isEmpty() || !exchange.markErrors.isEmpty());
  marks_->setVisible(!exchange.marks.isEmpty());
  QStringList markErrors;
  for (const QString& error : exchange.markErrors)
    markErrors << tr("Malformed mark skipped: %1").arg(error);
  markErrorsLabel_->setText(markErrors.join(QLatin1Char('\n')));
  markErrorsLabel_->setVisible(!exchange.markErrors.isEmpty());
  const bool hasStderr = !exchange.stderrText.isEmpty() || exchange.stderrTruncated;
  stderrCaption_->setVisible(hasStderr);
  stderr_->setVisible(hasStderr);
  truncatedBadge_->setVisible(exchange.stderrTruncated);
  errorLabel_->setVisible(exchange.status != Status::Ok || !exchange.error.isEmpty());
  updateTexts();
}

void ExchangeView::setWhitespaceVisible(bool visible)
{
  for (FittedTextView* view : {input_, output_, stderr_})
    view->setWhitespaceVisible(visible);
}

void ExchangeView::retranslateUi()
{
  inputCaption_->setText(tr("Input"));
  outputCaption_->setText(tr("Output"));
  stderrCaption_->setText(tr("Standard error"));
  marksCaption_->setText(tr("Bot marks (drawn on the board)"));
  truncatedBadge_->setText(tr("truncated"));
  truncatedBadge_->setToolTip(tr("The bot wrote more than Kibitz keeps: the end of its standard error is missing."));
  output_->setPlaceholderText(tr("(no reply)"));
  copyButton_->setText(tr("Copy"));
  copyButton_->setToolTip(tr("Copy this input to the clipboard"));
  saveButton_->setText(tr("Save…"));
  saveButton_->setToolTip(tr("Save this input to a file, to replay the turn with: ./bot < file"));
  updateTexts();
}

void ExchangeView::updateTexts()
{
  const QLocale locale;
  //: A player's seat number and name: "Player 0: alice".
  nameLabel_->setText(tr("Player %1: %2").arg(QString::number(exchange_.player), playerName_));
  if (sameInputAs_ >= 0)
    sameInputLabel_->setText(tr("The same input as player %1's, above (%n line(s)).", nullptr, int(exchange_.input.count(QLatin1Char('\n'))))
                                 .arg(sameInputAs_));

  QString status;
  QString explanation;
  switch (exchange_.status) {
  case Status::Ok:
    status = tr("OK");
    break;
  case Status::Invalid:
    status = tr("Invalid");
    explanation = tr("The reply was rejected.");
    break;
  case Status::Timeout:
    status = tr("Timeout");
    explanation = tr("No complete reply within the time limit.");
    break;
  case Status::Crashed:
    status = tr("Crashed");
    explanation = tr("The bot stopped or closed its output.");
    break;
  }
  statusBadge_->setText(status);
  const bool ok = exchange_.status == Status::Ok;
  if (ok != statusBadgeOk_ || !statusBadgeStyled_) {  // style sheets are slow to apply: only on change
    statusBadgeOk_ = ok;
    statusBadgeStyled_ = true;
    PanelStyle::makeBadge(statusBadge_, ok ? PanelStyle::Badge::Ok : PanelStyle::Badge::Error);
  }
  errorLabel_->setText(exchange_.error.isEmpty() ? explanation : exchange_.error);

  const QString time = locale.toString(exchange_.timeMs, 'f', exchange_.timeMs < 10 ? 3 : 1);
  if (exchange_.limitMs > 0) {
    //: Time a bot took to answer and its limit, in milliseconds.
    timeLabel_->setText(tr("%1 ms of %2 ms").arg(time, locale.toString(exchange_.limitMs)));
  } else {
    timeLabel_->setText(tr("%1 ms (no limit)").arg(time));
  }
  timeLabel_->setToolTip(tr("Time taken to answer, and the limit for this turn"));
  const double share = exchange_.limitMs > 0 ? exchange_.timeMs / exchange_.limitMs : 0;
  QPalette timePalette = palette();
  if (share > 1)
    timePalette.setColor(QPalette::WindowText, PanelStyle::errorColor(palette()));
  else if (share > kSlowShare)
    timePalette.setColor(QPalette::WindowText, PanelStyle::warningColor(palette()));
  timeLabel_->setPalette(timePalette);
}

QString ExchangeView::marksText() const
{
  return marks_->text();
}

QString ExchangeView::markErrorsText() const
{
  return markErrorsLabel_->isVisibleTo(this) ? markErrorsLabel_->text() : QString();
}

QString ExchangeView::inputText() const
{
  return exchange_.input;
}

QString ExchangeView::outputText() const
{
  return output_->text();
}

QString ExchangeView::stderrText() const
{
  return stderr_->text();
}

bool ExchangeView::isErrorShown() const
{
  return !errorLabel_->isHidden();
}

bool ExchangeView::isTruncationShown() const
{
  return !truncatedBadge_->isHidden();
}

bool ExchangeView::writeInput(const QString& path, const QString& input, QString* error)
{
  return Debugger::AtomicFile::write(path, input.toUtf8(), error);
}

void ExchangeView::copyInput()
{
  QApplication::clipboard()->setText(exchange_.input);
}

void ExchangeView::saveInput()
{
  // A file name, not a sentence: not translated.
  const QString suggested = QStringLiteral("turn%1-player%2.txt").arg(turn_).arg(exchange_.player);
  const QString path = SavePathDialog::ask(this, tr("Save Input of Player %1").arg(exchange_.player), suggested,
                                           tr("Text files (*.txt);;All files (*)"));
  if (path.isEmpty())
    return;
  QString error;
  if (!writeInput(path, exchange_.input, &error))
    PlainText::warning(this, tr("Save Input"), tr("Could not save the input: %1").arg(error));
}

}  // namespace Kibitz::App
