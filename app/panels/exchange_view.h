#pragma once

#include "editor/diagnostic_parser.h"
#include "panels/input_map_fold.h"

#include "replay/replay.h"

#include <QFrame>

#include <functional>

class QLabel;
class QToolButton;

namespace Kibitz::App {

class FittedTextView;
class TextLineLinks;

// One player's exchange with the engine during one turn: what it received, what it
// answered, its stderr, the time taken against the limit and the verdict.
class ExchangeView final : public QFrame {
  Q_OBJECT
public:
  // The texts a reader may fold away (a click on its caption).
  enum class Stream { Input, Output, Stderr };

  explicit ExchangeView(QWidget* parent = nullptr);

  // `playerName` as in the replay; `turn` names the saved file. `sameInputAs`: the player
  // shown above whose input was the same text (OrkIsland sends every player the whole
  // island): the input is then named, not repeated (copy and save still give it), or -1.
  void showExchange(const QString& playerName, int turn, const Debugger::PlayerExchange& exchange, int sameInputAs = -1);
  void setWhitespaceVisible(bool visible);
  void retranslateUi();
  // Shows or folds one stream to its caption (a folded one is not laid out at all).
  void setStreamExpanded(Stream stream, bool expanded);
  bool isStreamExpanded(Stream stream) const;
  // Folds the map in the input (a grid of equal lines, InputMapFold) into one line.
  void setMapFolded(bool folded);
  // Whether the input holds a map, and it is folded now.
  bool hasMap() const { return map_.count > 0; }
  bool isMapFolded() const { return hasMap() && mapFolded_; }
  // How tall the input may grow before it scrolls (taller with one seat shown).
  void setInputMaximumLines(int lines);
  // The input as the view shows it (with the map folded), not as the bot received it.
  QString shownInputText() const;

  QString inputText() const;
  int player() const { return exchange_.player; }
  // Whether the input is shown as "the same as player N's" instead of in full.
  bool isInputReferenced() const { return sameInputAs_ >= 0; }
  QString outputText() const;
  QString stderrText() const;
  bool isErrorShown() const;
  // The bot's debug marks as listed (one line each) and why malformed ones were skipped.
  QString marksText() const;
  QString markErrorsText() const;
  bool isTruncationShown() const;
  // The bot's CPU time and memory for this turn ("CPU 31.2 ms · 54.3 MB"), beside the wall
  // time; empty when they were not measured (built-in bots, replays before format 4).
  QString costText() const;

  // Resolves a file named in a bot's stderr ("bot.py", "/src/bot.cc") to the source file it
  // means for seat `player`, or empty. Set by the editor; without one, stderr has no links.
  using SourceResolver = std::function<QString(const QString& file, int player)>;
  void setSourceResolver(SourceResolver resolver);
  // The stderr lines that lead to a source (file resolved), and what a click on one does.
  QList<SourceLink> stderrLinks() const { return links_; }
  void activateStderrLink(int index);
  // The "Go to bot.py:12" button's text; empty when hidden.
  QString goToText() const;

  // Writes the input exactly, so that `./bot < file` replays the turn.
  static bool writeInput(const QString& path, const QString& input, QString* error);

public slots:
  void copyInput();
  void saveInput();  // asks where

signals:
  // The reader clicked a caption or the map's toggle: the panel applies it to every view.
  void streamToggled(Kibitz::App::ExchangeView::Stream stream, bool expanded);
  void mapFoldToggled(bool folded);
  // A click on a place in stderr (a traceback line, an assert): open `file` at `line`.
  void sourceLinkActivated(const QString& file, int line, int column);

private:
  void updateTexts();
  void showInput();
  void updateCaptions();
  void updateLinks();

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
  QToolButton* inputCaption_;
  QToolButton* mapButton_;
  FittedTextView* input_;
  QLabel* sameInputLabel_;
  QToolButton* outputCaption_;
  FittedTextView* output_;
  QToolButton* stderrCaption_;
  QLabel* truncatedBadge_;
  FittedTextView* stderr_;
  QLabel* marksCaption_;
  FittedTextView* marks_;
  QLabel* markErrorsLabel_;
  QLabel* errorLabel_;
  bool expanded_[3] = {true, true, true};  // by Stream
  bool mapFolded_ = true;
  InputMapFold::Block map_;
  bool hasStderr_ = false;
  QToolButton* goToButton_;
  TextLineLinks* stderrLinks_;
  SourceResolver resolver_;
  QList<SourceLink> links_;
  int primaryLink_ = -1;
  QLabel* costLabel_ = nullptr;
};

}  // namespace Kibitz::App
