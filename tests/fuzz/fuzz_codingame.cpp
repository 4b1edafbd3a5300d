// The CodinGame replay import (Fencing).
#include "import_target.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  return Kibitz::Fuzz::fuzzImport(QStringLiteral("codingame"), data, size);
}
