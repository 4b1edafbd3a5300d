#pragma once

#include <QByteArray>
#include <QString>

#include <optional>

namespace Kibitz::Debugger::Compression {

// gzip (RFC 1952) through zlib, so that `zcat replay.kbz | jq` works.
QByteArray gzip(const QByteArray& data, int level = 6);
// Inflates a gzip member. Refuses output larger than `maxOutput` (a hostile file cannot
// make Kibitz allocate more than that) and reports truncated or corrupt input.
std::optional<QByteArray> gunzip(const QByteArray& data, qsizetype maxOutput, QString* error);
bool looksGzipped(const QByteArray& head);

}  // namespace Kibitz::Debugger::Compression
