#pragma once

#include "replay/replay.h"

#include <QFrame>

class QLabel;
class QToolButton;

namespace Kibitz::App {

class FittedTextView;

// One player's exchange with the engine during one turn: what it received, what it
// answered, its stderr, the time taken against the limit and the verdict.
class ExchangeView final : public QFrame {
  Q_OBJECT
public:
  explicit ExchangeView(QWidget* parent = nullptr);

  // `playerName` as in the replay; `turn` names the saved file. `sameInputAs`: the player
  // shown above whose input was the same text (OrkIsland sends every player the whole
  // island): the input is then named, not repeated (copy and save still give it), or -1.
  void showExchange(const QString& playerName, int turn, const Debugger::PlayerExchange& exchange, int sameInputAs = -1);
  void setWhitespaceVisible(bool visible);
  void retranslateUi();

  QString inputText() const;
  // Whether the input is shown as "the same as player N's" instead of in full.
  bool isInputReferenced() const { return sameInputAs_ >= 0; }
  QString outputText() const;
  QString stderrText() const;
  bool isErrorShown() const;
  // The bot's debug marks as listed (one line each) and why malformed ones were skipped.
  QString marksText() const;
  QString markErrorsText() const;
  bool isTruncationShown() const;

  // Writes the input exactly, so that `./bot < file` replays the turn.
  static bool writeInput(const QString& path, const QString& input, QString* error);

public slots:
  void copyInput();
  void saveInput();  // asks where

private:
  void updateTexts();

  QString playerName_;
  bool statusBadgeOk_ = true;
  bool statusBadgeStyled_ = false;
  int turn_ = 0;
  Debugger::PlayerExchange exchange_;
  int sameInputAs_ = -1;
  QLabel* nameLabel_;
  QLabel* statusBadge_;
  QLabel* timeLabel_;
  QToolButton* copyButton_;
  QToolButton* saveButton_;
  QLabel* inputCaption_;
  FittedTextView* input_;
  QLabel* sameInputLabel_;
  QLabel* outputCaption_;
  FittedTextView* output_;
  QLabel* stderrCaption_;
  QLabel* truncatedBadge_;
  FittedTextView* stderr_;
  QLabel* marksCaption_;
  FittedTextView* marks_;
  QLabel* markErrorsLabel_;
  QLabel* errorLabel_;
};

}  // namespace Kibitz::App
