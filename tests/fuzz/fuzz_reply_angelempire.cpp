// Angel Empire's bot-reply parser (AngelEmpireState::parseReply): ARMY, MOVE, MOVE_ATTACK,
// END_TURN, in a campaign of three battles (quicker to set up than ten).
#include "reply_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  static const Kibitz::Fuzz::ReplyGame game{QStringLiteral("angelempire"), QStringLiteral("tactician"), 1,
                                            {{QStringLiteral("battles"), QStringLiteral("3")}}};
  return Kibitz::Fuzz::fuzzReply(game, data, size);
}
