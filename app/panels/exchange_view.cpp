#include "panels/exchange_view.h"

#include "annotations/bot_mark.h"
#include "widgets/plain_text.h"
#include "widgets/text_line_links.h"

#include "panels/cost_text.h"
#include "panels/fitted_text_view.h"
#include "panels/panel_style.h"
#include "panels/save_path_dialog.h"

#include "replay/replay_file.h"
#include "files/atomic_file.h"

#include <QApplication>
#include <QClipboard>
#include <QFileInfo>
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

// A stream's caption, which folds the stream away and back: small bold text after an arrow.
void makeStreamCaption(QToolButton* button)
{
  QFont font = button->font();
  font.setBold(true);
  font.setPointSizeF(font.pointSizeF() * 0.9);
  button->setFont(font);
  button->setAutoRaise(true);
  button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  button->setIconSize(QSize(8, 8));
  QPalette palette = button->palette();
  palette.setColor(QPalette::ButtonText, palette.color(QPalette::PlaceholderText));
  button->setPalette(palette);
}

int lineCount(const QString& text)
{
  if (text.isEmpty())
    return 0;
  return int(text.count(QLatin1Char('\n'))) + (text.endsWith(QLatin1Char('\n')) ? 0 : 1);
}

}  // namespace

ExchangeView::ExchangeView(QWidget* parent)
    : QFrame(parent),
      nameLabel_(PlainText::label(this)),
      statusBadge_(new QLabel(this)),
      timeLabel_(new QLabel(this)),
      copyButton_(new QToolButton(this)),
      saveButton_(new QToolButton(this)),
      inputCaption_(new QToolButton(this)),
      mapButton_(new QToolButton(this)),
      input_(new FittedTextView(this)),
      sameInputLabel_(PlainText::label(this)),
      outputCaption_(new QToolButton(this)),
      output_(new FittedTextView(this)),
      stderrCaption_(new QToolButton(this)),
      truncatedBadge_(new QLabel(this)),
      stderr_(new FittedTextView(this)),
      marksCaption_(new QLabel(this)),
      marks_(new FittedTextView(this)),
      markErrorsLabel_(PlainText::label(this)),
      errorLabel_(PlainText::label(this)),
      goToButton_(new QToolButton(this)),
      stderrLinks_(new TextLineLinks(stderr_))
{
  setFrameShape(QFrame::StyledPanel);
  QFont bold = nameLabel_->font();
  bold.setBold(true);
  nameLabel_->setFont(bold);
  nameLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  for (QToolButton* caption : {inputCaption_, outputCaption_, stderrCaption_})
    makeStreamCaption(caption);
  PanelStyle::makeCaption(marksCaption_);
  mapButton_->setAutoRaise(true);
  mapButton_->setToolButtonStyle(Qt::ToolButtonTextOnly);
  mapButton_->hide();
  PanelStyle::makeBadge(truncatedBadge_, PanelStyle::Badge::Warning);
  for (QToolButton* button : {copyButton_, saveButton_, goToButton_}) {
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
  costLabel_ = new QLabel(this);
  costLabel_->setTextFormat(Qt::PlainText);
  header->addWidget(costLabel_);
  layout->addWidget(errorLabel_);
  QHBoxLayout* inputHeader = row(layout);
  inputHeader->addWidget(inputCaption_);
  inputHeader->addStretch(1);
  inputHeader->addWidget(mapButton_);
  inputHeader->addWidget(copyButton_);
  inputHeader->addWidget(saveButton_);
  layout->addWidget(input_);
  layout->addWidget(sameInputLabel_);
  PanelStyle::makeNote(sameInputLabel_);
  sameInputLabel_->hide();
  QHBoxLayout* outputHeader = row(layout);
  outputHeader->addWidget(outputCaption_);
  outputHeader->addStretch(1);
  layout->addWidget(output_);
  QHBoxLayout* stderrHeader = row(layout);
  stderrHeader->addWidget(stderrCaption_);
  stderrHeader->addWidget(truncatedBadge_);
  stderrHeader->addStretch(1);
  stderrHeader->addWidget(goToButton_);
  goToButton_->hide();
  layout->addWidget(stderr_);
  layout->addWidget(marksCaption_);
  layout->addWidget(marks_);
  layout->addWidget(markErrorsLabel_);

  connect(copyButton_, &QToolButton::clicked, this, &ExchangeView::copyInput);
  connect(saveButton_, &QToolButton::clicked, this, &ExchangeView::saveInput);
  const auto foldable = [this](QToolButton* caption, Stream stream) {
    connect(caption, &QToolButton::clicked, this, [this, stream] {
      const bool expanded = !isStreamExpanded(stream);
      setStreamExpanded(stream, expanded);
      emit streamToggled(stream, expanded);
    });
  };
  foldable(inputCaption_, Stream::Input);
  foldable(outputCaption_, Stream::Output);
  foldable(stderrCaption_, Stream::Stderr);
  connect(stderrLinks_, &TextLineLinks::activated, this, &ExchangeView::activateStderrLink);
  connect(goToButton_, &QToolButton::clicked, this, [this] { activateStderrLink(primaryLink_); });
  connect(mapButton_, &QToolButton::clicked, this, [this] {
    setMapFolded(!mapFolded_);
    emit mapFoldToggled(mapFolded_);
  });
  retranslateUi();
}

void ExchangeView::showExchange(const QString& playerName, int turn, const Debugger::PlayerExchange& exchange,
                                int sameInputAs)
{
  playerName_ = playerName;
  turn_ = turn;
  exchange_ = exchange;
  sameInputAs_ = sameInputAs;
  showInput();
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
  hasStderr_ = !exchange.stderrText.isEmpty() || exchange.stderrTruncated;
  stderrCaption_->setVisible(hasStderr_);
  stderr_->setVisible(hasStderr_ && expanded_[int(Stream::Stderr)]);
  truncatedBadge_->setVisible(exchange.stderrTruncated);
  updateLinks();
  errorLabel_->setVisible(exchange.status != Status::Ok || !exchange.error.isEmpty());
  updateTexts();
}

void ExchangeView::setSourceResolver(SourceResolver resolver)
{
  resolver_ = std::move(resolver);
  updateLinks();
}

void ExchangeView::updateLinks()
{
  // Only places in files there are (the bot's own sources): a frame of the standard library
  // or a path from another machine stays plain text.
  links_.clear();
  if (resolver_) {
    for (SourceLink link : findSourceLinks(exchange_.stderrText)) {
      link.file = resolver_(link.file, exchange_.player);
      if (!link.file.isEmpty())
        links_ << link;
    }
  }
  QList<TextLineLinks::Span> spans;
  for (const SourceLink& link : std::as_const(links_))
    spans << TextLineLinks::Span{link.textLine, link.start, link.length};
  stderrLinks_->setSpans(spans);
  primaryLink_ = primarySourceLink(exchange_.stderrText, links_);
  goToButton_->setVisible(primaryLink_ >= 0 && hasStderr_);
  updateCaptions();
}

void ExchangeView::activateStderrLink(int index)
{
  if (index >= 0 && index < links_.size())
    emit sourceLinkActivated(links_[index].file, links_[index].line, links_[index].column);
}

QString ExchangeView::goToText() const
{
  return goToButton_->isHidden() ? QString() : goToButton_->text();
}

void ExchangeView::showInput()
{
  // A referenced or folded input is not laid out at all: four copies of a big input were
  // most of a step.
  const bool shown = sameInputAs_ < 0 && expanded_[int(Stream::Input)];
  map_ = {};
  if (shown) {
    const QStringList lines = exchange_.input.split(QLatin1Char('\n'));
    map_ = InputMapFold::find(lines);
    if (map_.isValid() && mapFolded_)
      //: The one line that stands for the map in a bot's input while it is folded.
      input_->setText(InputMapFold::folded(lines, map_, tr("⋯ map: %n line(s) folded ⋯", nullptr, int(map_.count))));
    else
      input_->setText(exchange_.input);
  }
  input_->setVisible(shown);
  sameInputLabel_->setVisible(sameInputAs_ >= 0 && expanded_[int(Stream::Input)]);
  mapButton_->setVisible(shown && map_.isValid());
  updateCaptions();
}

void ExchangeView::setStreamExpanded(Stream stream, bool expanded)
{
  bool& current = expanded_[int(stream)];
  if (current == expanded)
    return;
  current = expanded;
  switch (stream) {
  case Stream::Input:
    showInput();
    break;
  case Stream::Output:
    output_->setVisible(expanded);
    break;
  case Stream::Stderr:
    stderr_->setVisible(hasStderr_ && expanded);
    break;
  }
  updateCaptions();
}

bool ExchangeView::isStreamExpanded(Stream stream) const
{
  return expanded_[int(stream)];
}

void ExchangeView::setMapFolded(bool folded)
{
  if (folded == mapFolded_)
    return;
  mapFolded_ = folded;
  if (hasMap())
    showInput();
}

void ExchangeView::setInputMaximumLines(int lines)
{
  input_->setMaximumLines(lines);
}

QString ExchangeView::shownInputText() const
{
  return input_->text();
}

void ExchangeView::updateCaptions()
{
  const auto caption = [](QToolButton* button, bool expanded, const QString& title, int lines) {
    button->setArrowType(expanded ? Qt::DownArrow : Qt::RightArrow);
    //: A folded stream's caption: "Input (812 lines)".
    button->setText(expanded ? title : tr("%1 (%n line(s))", nullptr, lines).arg(title));
    button->setToolTip(tr("Fold or show this text, for every player"));
  };
  caption(inputCaption_, expanded_[int(Stream::Input)], tr("Input"), lineCount(exchange_.input));
  caption(outputCaption_, expanded_[int(Stream::Output)], tr("Output"), int(exchange_.output.size()));
  caption(stderrCaption_, expanded_[int(Stream::Stderr)], tr("Standard error"), lineCount(exchange_.stderrText));
  mapButton_->setText(mapFolded_ ? tr("Show Map (%n line(s))", nullptr, int(map_.count)) : tr("Fold Map"));
  if (primaryLink_ >= 0 && primaryLink_ < links_.size()) {
    const SourceLink& link = links_[primaryLink_];
    //: Opens the bot's source in the editor at the line its error names: "Go to bot.py:12".
    goToButton_->setText(tr("Go to %1:%2").arg(QFileInfo(link.file).fileName()).arg(link.line));
    goToButton_->setToolTip(PlainText::toolTip(tr("Open %1 at line %2 in the Bot Editor (or click an underlined line)").arg(link.file).arg(link.line)));
  }
  mapButton_->setToolTip(tr("The map in the input: shown in full, or folded into one line"));
}

void ExchangeView::setWhitespaceVisible(bool visible)
{
  for (FittedTextView* view : {input_, output_, stderr_})
    view->setWhitespaceVisible(visible);
  updateLinks();  // the text was laid out again
}

void ExchangeView::retranslateUi()
{
  marksCaption_->setText(tr("Bot marks (drawn on the board)"));
  truncatedBadge_->setText(tr("truncated"));
  truncatedBadge_->setToolTip(tr("The bot wrote more than Kibitz keeps: the end of its standard error is missing."));
  output_->setPlaceholderText(tr("(no reply)"));
  copyButton_->setText(tr("Copy"));
  copyButton_->setToolTip(tr("Copy this input to the clipboard"));
  saveButton_->setText(tr("Save…"));
  saveButton_->setToolTip(tr("Save this input to a file, to replay the turn with: ./bot < file"));
  if (isMapFolded())
    showInput();  // the folded map's line is in words
  updateCaptions();
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
  costLabel_->setText(CostText::exchange(exchange_));
  // plain: numbers of the replay, formatted by us
  costLabel_->setToolTip(CostText::exchangeToolTip(exchange_));
  costLabel_->setVisible(!costLabel_->text().isEmpty());
}

QString ExchangeView::costText() const
{
  return costLabel_->isHidden() ? QString() : costLabel_->text();
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
