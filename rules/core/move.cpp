#include "core/move.h"

namespace Kibitz::Rules {

const char* moveStatusName(Move::Status status)
{
  switch (status) {
  case Move::Status::Ok: return "ok";
  case Move::Status::Invalid: return "invalid";
  case Move::Status::Timeout: return "timeout";
  case Move::Status::Crashed: return "crashed";
  }
  return "?";
}

bool moveStatusFromName(QStringView name, Move::Status* status)
{
  for (Move::Status s : {Move::Status::Ok, Move::Status::Invalid, Move::Status::Timeout, Move::Status::Crashed}) {
    if (name == QLatin1String(moveStatusName(s))) {
      *status = s;
      return true;
    }
  }
  return false;
}

}  // namespace Kibitz::Rules
