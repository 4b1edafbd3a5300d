#pragma once

#include <QWidget>

class QFormLayout;
class QLabel;
class QTreeWidget;

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
  QTreeWidget* playersView() const { return players_; }

protected:
  void changeEvent(QEvent* event) override;

private:
  enum Field { Game, Rules, Parameters, Seed, Origin, File, Created, Turns, Status, Result, FieldCount };

  void retranslateUi();
  void refresh();
  void refreshTurns();
  void refreshStatus();
  QString originText() const;
  QLabel* value(Field field) const { return values_[field]; }

  ReplayDocument* document_;
  QFormLayout* form_;
  QLabel* names_[FieldCount];
  QLabel* values_[FieldCount];
  QLabel* playersCaption_;
  QTreeWidget* players_;
  QLabel* note_;
};

}  // namespace Kibitz::App
