#pragma once

#include <QString>
#include <QVarLengthArray>

#include <cstdint>

namespace Kibitz::Rules {

// What one player did in one turn, decoded from its reply (or produced directly by a
// built-in bot). The meaning of `words` belongs to the game (Fencing: one action id;
// OrkIsland: unit/direction pairs). A move that is not Ok carries the reason the player
// and the replay are shown.
struct Move {
  enum class Status : uint8_t {
    Ok,        // a valid reply
    Invalid,   // the reply broke the protocol or the rules; `error` says how
    Timeout,   // no complete reply in time (or a script that ran out)
    Crashed,   // the bot process died or closed its output
  };

  Status status = Status::Timeout;
  QVarLengthArray<int32_t, 4> words;
  QString error;

  Move() = default;
  Move(const Move&) = default;
  Move(Move&&) = default;
  Move& operator=(const Move&) = default;
  // Qt 6.4's QVarLengthArray loses its heap buffer when moved onto (LeakSanitizer found it
  // here: a match runner assigns every seat's move each turn), so the words are copied
  // into the buffer this move already has.
  Move& operator=(Move&& other) noexcept
  {
    status = other.status;
    words.clear();
    words.append(other.words.constData(), other.words.size());
    error = std::move(other.error);
    return *this;
  }

  static Move ok(std::initializer_list<int32_t> values)
  {
    Move m;
    m.status = Status::Ok;
    m.words.append(values.begin(), qsizetype(values.size()));
    return m;
  }
  static Move invalid(const QString& why) { return failed(Status::Invalid, why); }
  static Move failed(Status status, const QString& why)
  {
    Move m;
    m.status = status;
    m.error = why;
    return m;
  }
  bool isOk() const { return status == Status::Ok; }
};

// The stable text name of a status, as stored in replays.
const char* moveStatusName(Move::Status status);
bool moveStatusFromName(QStringView name, Move::Status* status);

}  // namespace Kibitz::Rules
