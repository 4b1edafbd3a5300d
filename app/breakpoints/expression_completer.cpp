#include "breakpoints/expression_completer.h"

#include <QAbstractItemView>
#include <QLineEdit>
#include <QRegularExpression>
#include <QStringListModel>

namespace Kibitz::App {

ExpressionCompleter::ExpressionCompleter(QLineEdit* edit) : QCompleter(edit), edit_(edit)
{
  setModel(new QStringListModel(this));
  setCaseSensitivity(Qt::CaseInsensitive);
  setFilterMode(Qt::MatchStartsWith);
  setCompletionMode(QCompleter::PopupCompletion);
  setWidget(edit);
  connect(edit, &QLineEdit::textEdited, this, &ExpressionCompleter::onEdited);
  connect(this, qOverload<const QString&>(&QCompleter::activated), this, &ExpressionCompleter::insert);
}

void ExpressionCompleter::setWords(const QStringList& words)
{
  static_cast<QStringListModel*>(model())->setStringList(words);
}

QString ExpressionCompleter::wordBefore(const QString& text, int cursor)
{
  static const QRegularExpression word(QStringLiteral("[A-Za-z_$\"][\\w$.\\[\\]\"]*$"));
  const QRegularExpressionMatch m = word.match(text.left(cursor));
  return m.hasMatch() ? m.captured() : QString();
}

void ExpressionCompleter::onEdited()
{
  const QString word = wordBefore(edit_->text(), edit_->cursorPosition());
  if (word.isEmpty()) {
    popup()->hide();
    return;
  }
  setCompletionPrefix(word);
  if (completionCount() == 0 || (completionCount() == 1 && currentCompletion() == word)) {
    popup()->hide();
    return;
  }
  complete();
}

void ExpressionCompleter::insert(const QString& completion)
{
  const int cursor = edit_->cursorPosition();
  const QString word = wordBefore(edit_->text(), cursor);
  QString text = edit_->text();
  text.replace(cursor - word.size(), word.size(), completion);
  edit_->setText(text);
  // Inside the quotes of changed("") and get(""), where the path goes.
  const int end = cursor - int(word.size()) + int(completion.size());
  edit_->setCursorPosition(completion.endsWith(QLatin1String("(\"\")")) ? end - 2 : end);
}

}  // namespace Kibitz::App
