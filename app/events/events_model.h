#pragma once

#include <QAbstractTableModel>
#include <QList>

namespace Kibitz::Rules {
struct Event;
}

namespace Kibitz::App {

class ReplayDocument;

// Every event of the document's match as a table (turn, players, translated label, the
// game's own text), in the order the engine reported them; follows a live match.
class EventsModel final : public QAbstractTableModel {
  Q_OBJECT
public:
  enum Column { TurnColumn, PlayerColumn, LabelColumn, TextColumn, ColumnCount };
  enum Role { TurnRole = Qt::UserRole + 1, TypeRole, PlayerRole, IndexRole };
  explicit EventsModel(ReplayDocument* document, QObject* parent = nullptr);

  // Where row `row`'s event is: frame `turn`, `index` in that frame's events.
  struct Ref {
    int turn = 0;
    int index = 0;
  };
  const Ref& ref(int row) const { return refs_[row]; }
  const Rules::Event& event(int row) const;
  // The event types of the match with how many there are, in the game's declared order
  // (undeclared types after them).
  QList<QPair<QString, int>> typeCounts() const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  // Labels follow the UI language.
  void retranslate();

private:
  void reset();
  void append(int first, int last);

  ReplayDocument* document_;
  QList<Ref> refs_;
};

}  // namespace Kibitz::App
