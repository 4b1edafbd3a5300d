// § numbers: the Rules reference of docs/games/moscaceca.md.
#pragma once

#include "core/move.h"
#include "moscaceca/moscaceca_types.h"

#include <QString>

#include <optional>

namespace Kibitz::Rules::MoscaCeca {

// The bot protocol of docs/games/moscaceca.md §5: answer lines and their Move encoding.
// A Move's words are {command} or {command, dir} (Command and dir8 indexes).

// Whether a Move's words encode a well-formed command; the order if so.
std::optional<Order> orderFromWords(const Move& move);
Move moveFromOrder(const Order& order);
// The answer line of an order: "MOVE NE", "FLAG"...
QString orderText(const Order& order);
// Decodes one answer line (§5.1, §5.4): the order, or nullopt with why it is MALFORMED.
std::optional<Order> parseOrderLine(const QString& line, QString* why);
// The first 80 bytes of an answer, for error messages and events (§8).
QString clipAnswer(const QString& line);

// Prefixes of Move::error for invalid replies, so that applyMoves() knows the kind.
inline const QString kMalformedPrefix = QStringLiteral("MALFORMED: ");
inline const QString kIllegalPrefix = QStringLiteral("ILLEGAL: ");

}  // namespace Kibitz::Rules::MoscaCeca
