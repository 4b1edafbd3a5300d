#pragma once

#include <QCompleter>

class QLineEdit;

namespace Kibitz::App {

// Completes the word at the cursor of a breakpoint's expression box (a line edit completes
// its whole text otherwise): state paths, the turn's names and the game's event types.
class ExpressionCompleter final : public QCompleter {
  Q_OBJECT
public:
  explicit ExpressionCompleter(QLineEdit* edit);
  void setWords(const QStringList& words);
  // The word being typed before the cursor ("players[0].en", "\"dea").
  static QString wordBefore(const QString& text, int cursor);

private:
  void onEdited();
  void insert(const QString& completion);

  QLineEdit* edit_;
};

}  // namespace Kibitz::App
