// § numbers: the Rules reference of docs/games/moscaceca.md.
#pragma once

#include "moscaceca/moscaceca_types.h"

#include <QList>
#include <QString>
#include <QStringView>

#include <array>
#include <optional>

namespace Kibitz::Rules::MoscaCeca {

// A bot's side of the protocol (§5.2, §5.3): the header and view text decoded into
// values. Built-in bots read their input through this only, so they know exactly what
// an external bot knows.

enum class ViewKind : int8_t { Out, Free, Flag, Cloth, Column };

struct ViewCell {
  ViewKind kind = ViewKind::Out;
  int value = 0;   // flag owner or cloth amount
  int agent = -1;  // player id of the agent standing there, or -1
  bool isResource() const { return kind == ViewKind::Cloth || kind == ViewKind::Column; }
  bool operator==(const ViewCell&) const = default;
};

struct Header {
  int boardSize = 0;
  int maxTurns = 0;
  int players = 0;
  int agentsPerPlayer = 0;
  int player = -1;
  QList<int> agents;
  int decisionMs = 0;
  int firstDecisionMs = 0;
  bool operator==(const Header&) const = default;
};

struct View {
  int turn = 0;
  int agent = -1;
  Outcome result = Outcome::None;
  int row = 0;
  int col = 0;
  int energy = 0;
  int cloth = 0;
  int columnDistance = 0;
  ViewCell here;
  std::array<ViewCell, kDirCount> near{};
  QList<std::pair<int, int>> flags;  // (row, col), ascending
  bool operator==(const View&) const = default;
};

struct Observation {
  std::optional<Header> header;  // present in a bot's first input only
  View view;
};

// Decodes one observation (optional header, then one view ending with GO); nullopt with
// `error` naming the line on malformed text.
std::optional<Observation> parseObservation(QStringView text, QString* error);

// The legal orders (§3.5) of the agent of `view`, which belongs to `player`, judged
// from the view alone: everything legality depends on is in it.
QList<Order> legalOrdersFromView(const View& view, int player);
bool isLegalFromView(const View& view, int player, const Order& order);

}  // namespace Kibitz::Rules::MoscaCeca
