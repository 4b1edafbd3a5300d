#pragma once

#include <QWidget>

class QGridLayout;
class QLabel;

namespace Kibitz::App {

class ReplayDocument;

// Match: what was played and how it ended. Game and rules version, players and their
// bots, parameters, seed, where the replay came from, live status and result.
class MatchPanel final : public QWidget {
  Q_OBJECT
public:
  explicit MatchPanel(ReplayDocument* document, QWidget* parent = nullptr);
  ~MatchPanel() override;

  // The text shown for a field, for tests: "game", "rules", "parameters", "seed",
  // "origin", "file", "created", "turns", "status", "result".
  QString fieldText(const QString& field) const;
  // The players table, for tests: one row per player; columns seat, name, bot, the game's
  // score, the outcome ("wins", "crashed").
  int playerRowCount() const { return int(playerCells_.size()); }
  QString playerCell(int player, int column) const;

protected:
  void changeEvent(QEvent* event) override;

private:
  enum Field { Game, Rules, Parameters, Seed, Origin, File, Created, Turns, Status, Result, FieldCount };

  void retranslateUi();
  void refresh();
  void fillPlayers();
  void refreshTurns();
  void refreshStatus();
  QString originText() const;
  QLabel* value(Field field) const { return values_[field]; }

  ReplayDocument* document_;
  QWidget* details_;           // everything but the note, hidden without a replay
  QLabel* names_[FieldCount];
  QLabel* values_[FieldCount];
  QLabel* playersCaption_;
  QGridLayout* playersGrid_;
  QList<QLabel*> playerHeaders_;
  QList<QList<QLabel*>> playerCells_;  // [player][column]
  QLabel* note_;
};

}  // namespace Kibitz::App
