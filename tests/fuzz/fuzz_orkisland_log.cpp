// The OrkIsland native log import (the original engine's .out).
#include "import_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  return Kibitz::Fuzz::fuzzImport(QStringLiteral("orkisland-log"), data, size);
}
