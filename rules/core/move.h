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
