// Dominoes' bot-reply parser (DominoesState::parseReply): REVEAL, PLACE, QUIT.
#include "reply_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  static const Kibitz::Fuzz::ReplyGame game{QStringLiteral("dominoes"), QStringLiteral("greedy"), 1, {}};
  return Kibitz::Fuzz::fuzzReply(game, data, size);
}
