#include "editor/find_bar.h"

#include "widgets/plain_text.h"

#include <QCheckBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QToolButton>

namespace Kibitz::App {

FindBar::FindBar(QWidget* parent)
    : QWidget(parent), pattern_(new QLineEdit(this)), replacement_(new QLineEdit(this)), regex_(new QCheckBox(this)),
      caseSensitive_(new QCheckBox(this)), wholeWord_(new QCheckBox(this)), next_(new QToolButton(this)),
      previous_(new QToolButton(this)), replace_(new QToolButton(this)), replaceAll_(new QToolButton(this)),
      close_(new QToolButton(this)), findLabel_(new QLabel(this)), replaceLabel_(new QLabel(this)),
      message_(PlainText::label(this)), replaceRow_(new QWidget(this))
{
  setObjectName(QStringLiteral("FindBar"));
  pattern_->setObjectName(QStringLiteral("findPattern"));
  replacement_->setObjectName(QStringLiteral("replaceText"));
  pattern_->setClearButtonEnabled(true);
  close_->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
  close_->setAutoRaise(true);
  for (QToolButton* b : {next_, previous_, replace_, replaceAll_})
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);

  auto* findRow = new QHBoxLayout;
  findRow->setContentsMargins(0, 0, 0, 0);
  findRow->addWidget(findLabel_);
  findRow->addWidget(pattern_, 1);
  findRow->addWidget(previous_);
  findRow->addWidget(next_);
  findRow->addWidget(regex_);
  findRow->addWidget(caseSensitive_);
  findRow->addWidget(wholeWord_);
  findRow->addWidget(close_);
  auto* replaceLayout = new QHBoxLayout(replaceRow_);
  replaceLayout->setContentsMargins(0, 0, 0, 0);
  replaceLayout->addWidget(replaceLabel_);
  replaceLayout->addWidget(replacement_, 1);
  replaceLayout->addWidget(replace_);
  replaceLayout->addWidget(replaceAll_);
  replaceLayout->addWidget(message_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 2, 4, 2);
  layout->setSpacing(2);
  layout->addLayout(findRow);
  layout->addWidget(replaceRow_);

  connect(pattern_, &QLineEdit::returnPressed, this, &FindBar::findNext);
  connect(replacement_, &QLineEdit::returnPressed, this, &FindBar::replaceOne);
  connect(next_, &QToolButton::clicked, this, &FindBar::findNext);
  connect(previous_, &QToolButton::clicked, this, &FindBar::findPrevious);
  connect(replace_, &QToolButton::clicked, this, &FindBar::replaceOne);
  connect(replaceAll_, &QToolButton::clicked, this, &FindBar::replaceAll);
  connect(close_, &QToolButton::clicked, this, [this] {
    hide();
    emit closed();
  });
  retranslateUi();
  hide();
}

void FindBar::showFind(bool withReplace, const QString& initialText)
{
  if (!initialText.isEmpty() && !initialText.contains(QLatin1Char('\n')))
    pattern_->setText(initialText);
  replaceRow_->setVisible(withReplace);
  // Messages go next to the replace buttons, or after the options in find-only mode.
  message_->setParent(nullptr);
  if (withReplace)
    static_cast<QHBoxLayout*>(replaceRow_->layout())->addWidget(message_);
  else
    static_cast<QVBoxLayout*>(layout())->itemAt(0)->layout()->addWidget(message_);
  message_->clear();
  message_->show();
  show();
  pattern_->setFocus();
  pattern_->selectAll();
}

SearchOptions FindBar::options() const
{
  return SearchOptions{pattern_->text(), regex_->isChecked(), caseSensitive_->isChecked(), wholeWord_->isChecked()};
}

QString FindBar::replacement() const
{
  return replacement_->text();
}

void FindBar::setPattern(const QString& pattern)
{
  pattern_->setText(pattern);
}

void FindBar::setReplacement(const QString& replacement)
{
  replacement_->setText(replacement);
}

void FindBar::setRegularExpression(bool on)
{
  regex_->setChecked(on);
}

void FindBar::setCaseSensitive(bool on)
{
  caseSensitive_->setChecked(on);
}

void FindBar::setMessage(const QString& message, bool problem)
{
  message_->setText(message);
  message_->setStyleSheet(problem ? QStringLiteral("color: #b71c1c;") : QString());
}

QString FindBar::message() const
{
  return message_->text();
}

void FindBar::keyPressEvent(QKeyEvent* event)
{
  if (event->key() == Qt::Key_Escape) {
    hide();
    emit closed();
    return;
  }
  QWidget::keyPressEvent(event);
}

void FindBar::retranslateUi()
{
  findLabel_->setText(tr("Find:"));
  replaceLabel_->setText(tr("Replace:"));
  pattern_->setPlaceholderText(tr("Text or regular expression"));
  replacement_->setPlaceholderText(tr("Replacement (\\1 for a group)"));
  regex_->setText(tr("Regex"));
  regex_->setToolTip(tr("Perl-compatible regular expression; \\1 … \\9 in the replacement are its groups"));
  caseSensitive_->setText(tr("Match case"));
  wholeWord_->setText(tr("Whole words"));
  next_->setText(tr("Next"));
  next_->setToolTip(tr("Find next (F3)"));
  previous_->setText(tr("Previous"));
  previous_->setToolTip(tr("Find previous (Shift+F3)"));
  replace_->setText(tr("Replace"));
  replaceAll_->setText(tr("Replace All"));
  close_->setToolTip(tr("Close (Esc)"));
}

void FindBar::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace Kibitz::App
