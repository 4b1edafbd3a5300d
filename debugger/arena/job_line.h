#pragma once

#include "arena/match_job.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <optional>

namespace Kibitz::Debugger::Arena::JobLine {

// The JSON lines of `arena --plan`, `worker` and `rank` (docs/arena.md, "Job and result
// lines"): one compact JSON object per line, without the newline here.
constexpr qsizetype kMaxLineBytes = qsizetype(1) << 20;

QByteArray job(const MatchJob& job);
// A job line, or none with the reason (not JSON, not a job, a field missing or of the wrong type).
std::optional<MatchJob> parseJob(QByteArrayView line, QString* error);

// A result line; an outcome that was not played (MatchOutcome::error) is an error line.
QByteArray result(const MatchOutcome& outcome);
// What a worker answers for a line that is not a job: {"kibitz": "result", "line": N, "error": ...}.
QByteArray errorLine(qint64 lineNumber, const QString& error);
// A result line (an error line comes back as an outcome with its error), or none with the reason.
std::optional<MatchOutcome> parseResult(QByteArrayView line, QString* error);

}  // namespace Kibitz::Debugger::Arena::JobLine
