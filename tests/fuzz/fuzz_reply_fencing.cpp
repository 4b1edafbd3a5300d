// Fencing's bot-reply parser (FencingState::parseReply): one action per turn.
#include "reply_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  static const Kibitz::Fuzz::ReplyGame game{QStringLiteral("fencing"), QStringLiteral("fencer"), 2, {}};
  return Kibitz::Fuzz::fuzzReply(game, data, size);
}
