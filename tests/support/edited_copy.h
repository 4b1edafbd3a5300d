#pragma once

#include <QByteArray>
#include <QString>

namespace Kibitz::Test {

// Writes `target` as a copy of `source` in which `from` is replaced by `to` (a bot changed
// since its match, for the re-run and import tests). False, with `error` saying why, when
// `source` cannot be read, does not contain `from`, or `target` cannot be written.
bool writeEditedCopy(const QString& source, const QByteArray& from, const QByteArray& to, const QString& target,
                     QString* error);

}  // namespace Kibitz::Test
