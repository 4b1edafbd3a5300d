#pragma once

#include <QString>

#include <cstddef>
#include <cstdint>

namespace Kibitz::Fuzz {

// Imports the input as a file of the format `formatId` (decoded, re-simulated on the
// engine, its claimed result checked), as File > Open and `kibitz-cli import` do.
int fuzzImport(const QString& formatId, const uint8_t* data, size_t size);

}  // namespace Kibitz::Fuzz
