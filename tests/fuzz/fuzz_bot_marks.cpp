// The bot-marks grammar: `#kibitz` lines of a bot's stderr (docs/bot-marks.md).
#include "fuzz_support.h"

#include "annotations/bot_mark.h"

using namespace Kibitz::Debugger;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  QStringList errors;
  const QList<BotMark> marks = BotMarks::parse(QString::fromUtf8(Kibitz::Fuzz::bytes(data, size)), &errors);
  Kibitz::Fuzz::check(marks.size() <= BotMarks::kMaxMarksPerTurn, "at most kMaxMarksPerTurn marks");
  for (const BotMark& m : marks) {
    Kibitz::Fuzz::check(m.text.size() <= BotMarks::kMaxTextLength, "a mark's text is cut at kMaxTextLength");
    BotMarks::describe(m);
  }
  // The replay stores what was parsed: it must read back the same.
  QList<BotMark> back;
  QString error;
  Kibitz::Fuzz::check(BotMarks::fromJson(BotMarks::toJson(marks), QStringLiteral("marks"), &back, &error),
                      "parsed marks read back from their JSON", error);
  Kibitz::Fuzz::check(back == marks, "parsed marks read back unchanged");
  return 0;
}
