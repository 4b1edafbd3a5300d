// OrkIsland's bot-reply parser (OrkIslandState::parseReply): commands ending with -1, on a
// small board so that copying a state stays cheap.
#include "reply_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  static const Kibitz::Fuzz::ReplyGame game{QStringLiteral("orkisland"), QStringLiteral("warlord"), 4,
                                            {{QStringLiteral("rows"), QStringLiteral("20")},
                                             {QStringLiteral("cols"), QStringLiteral("20")},
                                             {QStringLiteral("nb_orks"), QStringLiteral("3")}}};
  return Kibitz::Fuzz::fuzzReply(game, data, size);
}
