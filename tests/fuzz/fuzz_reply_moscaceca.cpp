// Mosca Ceca's bot-reply parser (MoscaCecaState::parseReply): one order per decision.
#include "reply_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  static const Kibitz::Fuzz::ReplyGame game{QStringLiteral("moscaceca"), QStringLiteral("scout"), 2, {}};
  return Kibitz::Fuzz::fuzzReply(game, data, size);
}
