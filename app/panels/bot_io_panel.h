#pragma once

#include "panels/exchange_view.h"

#include <QList>
#include <QWidget>

class QAction;
class QComboBox;
class QHBoxLayout;
class QLabel;
class QScrollArea;
class QToolButton;
class QVBoxLayout;

namespace Kibitz::App {

class ExchangeView;
class ReplayDocument;

// Bot I/O: for the current turn, each acting player's exact input, its reply, its
// stderr, the time against the limit and the verdict, with copy and save of the input
// (to re-run the turn with `./bot < input.txt`). Turns without exchanges say why.
// For big inputs (OrkIsland's island on every turn): a seat filter shows one player,
// each stream folds to its caption (for every player at once), and the map in an input
// is folded into one line until asked for.
class BotIoPanel final : public QWidget {
  Q_OBJECT
public:
  explicit BotIoPanel(ReplayDocument* document, QWidget* parent = nullptr);
  ~BotIoPanel() override;

  // The exchanges shown for the current turn, in the frame's order.
  int exchangeCount() const;
  ExchangeView* exchangeView(int index) const;
  // Shown instead of exchanges at turn 0 and on turns where no bot was asked.
  bool isNoteShown() const;
  QString noteText() const;
  // Writes the input of exchange `index` of the current turn to `path` (what Save does).
  bool saveInput(int index, const QString& path, QString* error) const;
  // A feature's action as a button in the panel's header (re-run a bot, ...).
  void addHeaderAction(QAction* action);
  // Shows the exchanges of one seat only, or of every seat (-1, the default).
  void setSeatFilter(int seat);
  int seatFilter() const { return seatFilter_; }
  // Folds or shows a stream in every player's exchange (what a click on a caption does).
  void setStreamExpanded(ExchangeView::Stream stream, bool expanded);
  // Folds or shows the map in the inputs (folded at first).
  void setMapFolded(bool folded);
  bool isMapFolded() const { return mapFolded_; }

  // How file names in the bots' stderr are found (the editor sets it): with one, a place in
  // a traceback or an assert is a link.
  void setSourceResolver(ExchangeView::SourceResolver resolver);

public slots:
  // Shows spaces, tabs and line ends in the texts (the panel's own toggle button).
  void setWhitespaceVisible(bool visible);

signals:
  // A click on a place in a bot's stderr: open `file` (absolute) at `line`.
  void sourceLinkActivated(const QString& file, int line, int column);

protected:
  void changeEvent(QEvent* event) override;

private:
  void retranslateUi();
  void fillSeatFilter();
  void showTurn();
  void updateHeader();
  void updateNote();

  ReplayDocument* document_;
  QLabel* turnLabel_;
  QToolButton* whitespaceButton_;
  QComboBox* seatCombo_;
  int seatFilter_ = -1;
  bool expanded_[3] = {true, true, true};  // by ExchangeView::Stream, for new views
  bool mapFolded_ = true;
  QScrollArea* scrollArea_;
  QVBoxLayout* exchangesLayout_;
  QLabel* note_;
  QList<ExchangeView*> views_;  // reused from turn to turn; the extra ones hidden
  int shownCount_ = 0;
  QHBoxLayout* header_ = nullptr;
  ExchangeView::SourceResolver resolver_;
};

}  // namespace Kibitz::App
