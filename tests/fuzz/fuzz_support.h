#pragma once

// What every fuzz target shares: the input as Qt bytes, and a broken invariant as a crash
// (libFuzzer then keeps the input; the regression driver fails on it).

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace Kibitz::Fuzz {

// A copy, not fromRawData: Qt code may rely on the terminating zero of its own buffers.
inline QByteArray bytes(const uint8_t* data, size_t size)
{
  return QByteArray(reinterpret_cast<const char*>(data), qsizetype(size));
}

[[noreturn]] inline void broken(const char* invariant, const QString& detail = {})
{
  std::fprintf(stderr, "fuzz: invariant broken: %s%s%s\n", invariant, detail.isEmpty() ? "" : ": ",
               detail.toUtf8().constData());
  std::abort();
}

inline void check(bool holds, const char* invariant, const QString& detail = {})
{
  if (!holds)
    broken(invariant, detail);
}

}  // namespace Kibitz::Fuzz
