#pragma once

#include "replay/turn_profile.h"

#include <QByteArrayView>
#include <QSet>
#include <QString>

namespace Kibitz::Debugger::NativeSources {

// Where the functions of a native bot are defined, from its binary's debug information:
// `nm -C -l --defined-only BINARY` gives each function's address, demangled name and the
// file:line it starts at, in one run for all of them (perf's own srcline would run
// addr2line for every sample's address). Bounded in time and output; a binary without
// debug information simply gives no places.
constexpr int kTimeoutMs = 20'000;
constexpr qint64 kMaxOutputBytes = qint64(64) << 20;
// nm -l reads all of a binary's debug information: 41 s and 660 MB for a 107 MB program
// (docs/performance.md). Larger binaries than this get no places.
constexpr qint64 kMaxBinaryBytes = qint64(32) << 20;

// The places of `functions` (names as a folded stack holds them: perf's, without the
// parameter list, a space as '_' and ';' as ':') found in `binary`.
SourcePlaces resolve(const QString& binary, const QSet<QString>& functions);

// The lines of nm's output ("ADDRESS TYPE NAME<TAB>FILE:LINE"), read as hostile text: the
// text symbols among `functions`, by their name as perf writes it.
SourcePlaces parseNm(QByteArrayView text, const QSet<QString>& functions);

// A demangled C++ name as a folded stack holds it: without its parameter list and
// qualifiers ("ns::f(int) const" -> "ns::f"), a space as '_' and ';' as ':'.
QString foldedName(const QString& demangled);

}  // namespace Kibitz::Debugger::NativeSources
