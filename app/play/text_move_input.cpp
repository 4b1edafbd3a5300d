#include "play/text_move_input.h"

#include "core/reply_limits.h"
#include "core/state.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace Kibitz::App {

TextMoveInput::TextMoveInput(QWidget* parent)
    : MoveInput(parent), help_(new QLabel(this)), editor_(new QPlainTextEdit(this)), send_(new QPushButton(this)),
      problem_(new QLabel(this))
{
  editor_->setObjectName(QStringLiteral("replyEditor"));
  send_->setObjectName(QStringLiteral("sendReply"));
  problem_->setObjectName(QStringLiteral("replyProblem"));
  help_->setWordWrap(true);
  problem_->setWordWrap(true);
  problem_->setTextFormat(Qt::PlainText);  // the engine's words quote the reply
  problem_->setStyleSheet(QStringLiteral("color: #c02020;"));
  editor_->setTabChangesFocus(true);
  editor_->installEventFilter(this);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(help_);
  layout->addWidget(editor_, 1);
  layout->addWidget(send_);
  layout->addWidget(problem_);
  connect(send_, &QPushButton::clicked, this, &TextMoveInput::send);
  setEnabled(false);
  retranslateUi();
}

void TextMoveInput::ask(std::shared_ptr<const Rules::State> state, int player, BoardView*)
{
  state_ = std::move(state);
  player_ = player;
  problem_->clear();
  editor_->clear();
  setEnabled(state_ != nullptr);
  editor_->setFocus();
}

void TextMoveInput::resume(const QStringList& reply)
{
  if (state_)
    editor_->setPlainText(reply.join(QLatin1Char('\n')));
}

void TextMoveInput::withdraw()
{
  state_.reset();
  setEnabled(false);
}

void TextMoveInput::send()
{
  if (!state_)
    return;
  QStringList lines = editor_->toPlainText().split(QLatin1Char('\n'));
  while (lines.size() > 1 && lines.last().isEmpty())
    lines.removeLast();  // the editor's last line end is not an empty reply line
  if (const QString tooLong = Rules::ReplyLimits::problem(lines); !tooLong.isEmpty()) {
    problem_->setText(tooLong);
    return;
  }
  const Rules::Move move = state_->parseReply(player_, lines);
  if (!move.isOk()) {
    problem_->setText(tr("Not sent: %1").arg(move.error));
    return;
  }
  problem_->clear();
  emit replyChosen(lines);
}

bool TextMoveInput::eventFilter(QObject* watched, QEvent* event)
{
  // Ctrl+Return sends; Return alone starts the next line of a reply of several lines.
  if (watched == editor_ && event->type() == QEvent::KeyPress) {
    const auto* key = static_cast<QKeyEvent*>(event);
    if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && key->modifiers().testFlag(Qt::ControlModifier)) {
      send();
      return true;
    }
  }
  return MoveInput::eventFilter(watched, event);
}

void TextMoveInput::retranslateUi()
{
  help_->setText(tr("Type your reply as your bot would print it, one line per line (Ctrl+Return sends it)."));
  send_->setText(tr("Send"));
}

void TextMoveInput::changeEvent(QEvent* event)
{
  if (event->type() == QEvent::LanguageChange)
    retranslateUi();
  MoveInput::changeEvent(event);
}

}  // namespace Kibitz::App
